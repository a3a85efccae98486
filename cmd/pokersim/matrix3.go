package main

import (
	"fmt"
	"strconv"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/internal/input"
	"github.com/pokersim/pokersim/matrix"
)

// maxTable3Size bounds the size in bytes of a three-way table read by
// --lookup: the whole table, 818,805 rows, takes about 100 MB.
const maxTable3Size = 512 << 20

// readTable3 reads the three-way table of --file, a line of at most
// input.MaxLine bytes at a time and maxTable3Size bytes in all, stopping
// at Ctrl-C.
func readTable3(c *cli.Context) (*matrix.Table3, error) {
	f, err := input.Open(c.Context, c.String("file"), c.App.Reader, input.Limits{MaxLine: input.MaxLine, MaxSize: maxTable3Size})
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var t *matrix.Table3
	err = interruptible(c.Context, func() (err error) {
		t, err = matrix.ReadTable3(f)
		return err
	})
	return t, err
}

// lookup3 prints the equities of three classes against each other.
func lookup3(c *cli.Context) error {
	cls, err := parseClassList(c.String("lookup"))
	if err != nil || len(cls) != 3 {
		if err == nil {
			err = fmt.Errorf("want three classes, got %d", len(cls))
		}
		return usageErrorf(c, "--lookup: %v", err)
	}
	if !matrix.Dealable(matrix.Sorted(cls[0], cls[1], cls[2])) {
		return usageErrorf(c, "--lookup: %v, %v and %v cannot be dealt together: they need more cards of a rank than the deck holds", cls[0], cls[1], cls[2])
	}
	var t *matrix.Table3
	if c.IsSet("file") {
		if t, err = readTable3(c); err != nil {
			return err
		}
	} else {
		tr := matrix.Sorted(cls[0], cls[1], cls[2])
		counts, err := matrix.Compute3(c.Context, matrix.Options3{Triples: []matrix.Triple{tr}})
		if err != nil {
			return err
		}
		t = matrix.NewTable3(counts)
	}
	eq, ok := t.Lookup(cls[0], cls[1], cls[2])
	if !ok {
		return fmt.Errorf("%w: %s has no line for %v, %v, %v", matrix.ErrTable, strconv.Quote(c.String("file")), cls[0], cls[1], cls[2])
	}
	for i, cl := range cls {
		fmt.Fprintf(c.App.Writer, "%-4s %8.4f%%\n", cl, 100*eq[i])
	}
	return nil
}
