package matrix

import (
	"bufio"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// Table3 is the three-way preflop table, or a slice of it: the counts of
// class triples, looked up in any order of their classes.
type Table3 struct {
	Counts []TripleCounts // in the order of Triples
	index  map[Triple]int
}

// NewTable3 returns the table of the given counts.
func NewTable3(counts []TripleCounts) *Table3 {
	t := &Table3{Counts: counts, index: make(map[Triple]int, len(counts))}
	for i, c := range counts {
		t.index[c.Triple] = i
	}
	return t
}

// Lookup returns the equities of classes a, b and c, in that order,
// against each other, and false if the table lacks their triple.
func (t *Table3) Lookup(a, b, c deck.Class) ([3]float64, bool) {
	xs := [3]int{a.Index(), b.Index(), c.Index()}
	order := [3]int{0, 1, 2} // order[k]: the given class at position k of the triple
	for i := range 3 {
		for j := i + 1; j < 3; j++ {
			if xs[order[j]] < xs[order[i]] {
				order[i], order[j] = order[j], order[i]
			}
		}
	}
	i, ok := t.index[Triple{xs[order[0]], xs[order[1]], xs[order[2]]}]
	if !ok {
		return [3]float64{}, false
	}
	var out [3]float64
	for k, given := range order {
		out[given] = t.Counts[i].Equity(k)
	}
	return out, true
}

// Report returns the table's report.
func (t *Table3) Report() *ThreeWay {
	r := &ThreeWay{Triples: make([]ThreeWayTriple, len(t.Counts))}
	for i := range t.Counts {
		c := &t.Counts[i]
		r.Triples[i] = ThreeWayTriple{Classes: [3]deck.Class{deck.ClassAt(c.X), deck.ClassAt(c.Y), deck.ClassAt(c.Z)},
			Outcomes: c.Outcomes, Win: c.Win, Split2: c.Split2, Split3: c.Split3}
		for k := range 3 {
			r.Triples[i].Equity[k] = c.Equity(k)
		}
	}
	return r
}

// ReadTable3 reads a table written as CSV (ThreeWay.WriteCSV), from
// its counts, each checked: classes in grid order, each triple once, and
// counts that add up.
//
// Every error wraps ErrTable: an empty file, one that is not CSV (a binary
// file), a wrong header or a bad line.
func ReadTable3(r io.Reader) (*Table3, error) {
	cr := csv.NewReader(bufio.NewReader(r))
	header := ThreeWayHeader()
	cr.FieldsPerRecord = len(header)
	cr.ReuseRecord = true
	var counts []TripleCounts
	for line := 1; ; line++ {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrTable, err)
		}
		if line == 1 {
			if !slices.Equal(rec, header) {
				return nil, fmt.Errorf("%w: the header is not %s", ErrTable, strings.Join(header, ","))
			}
			continue
		}
		c, err := parseTriple(rec)
		if err == nil {
			err = checkTriple(&c)
		}
		if err == nil && len(counts) > 0 && compareTriples(counts[len(counts)-1].Triple, c.Triple) >= 0 {
			err = fmt.Errorf("triples out of order, or given twice")
		}
		if err != nil {
			return nil, fmt.Errorf("%w: line %d: %w", ErrTable, line, err)
		}
		counts = append(counts, c)
	}
	if len(counts) == 0 {
		return nil, fmt.Errorf("%w: no triples (an empty file?)", ErrTable)
	}
	return NewTable3(counts), nil
}

// ErrTable is wrapped by every error of ReadTable3: what was read is not a
// three-way table.
var ErrTable = errors.New("matrix: three-way table")

// parseTriple reads one line of a three-way table.
func parseTriple(rec []string) (TripleCounts, error) {
	var c TripleCounts
	var xs [3]int
	for k := range 3 {
		cl, err := deck.ParseClass(rec[k])
		if err != nil {
			return c, err
		}
		xs[k] = cl.Index()
	}
	if xs[0] > xs[1] || xs[1] > xs[2] {
		return c, fmt.Errorf("classes %s, %s, %s are not in grid order", rec[0], rec[1], rec[2])
	}
	c.Triple = Triple{xs[0], xs[1], xs[2]}
	nums := make([]int64, 10)
	for i := range nums {
		n, err := strconv.ParseInt(rec[6+i], 10, 64)
		if err != nil || n < 0 {
			return c, fmt.Errorf("bad count %q", rec[6+i])
		}
		nums[i] = n
	}
	c.Outcomes = nums[0]
	copy(c.Win[:], nums[1:4])
	copy(c.Split2[:], nums[4:7])
	copy(c.Split3[:], nums[7:10])
	return c, nil
}
