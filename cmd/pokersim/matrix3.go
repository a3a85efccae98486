package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/matrix"
)

// lookup3 prints the equities of three classes against each other.
func lookup3(c *cli.Context) error {
	cls, err := parseClassList(c.String("lookup"))
	if err != nil || len(cls) != 3 {
		if err == nil {
			err = fmt.Errorf("want three classes, got %d", len(cls))
		}
		return usageErrorf(c, "--lookup: %v", err)
	}
	var t *matrix.Table3
	if c.IsSet("file") {
		f, err := os.Open(c.String("file"))
		if err != nil {
			return err
		}
		defer f.Close()
		if t, err = matrix.ReadTable3(f); err != nil {
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
		return fmt.Errorf("%s has no line for %v, %v, %v", c.String("file"), cls[0], cls[1], cls[2])
	}
	for i, cl := range cls {
		fmt.Fprintf(c.App.Writer, "%-4s %8.4f%%\n", cl, 100*eq[i])
	}
	return nil
}
