package matrix

import (
	"fmt"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
)

// units are the units of work of a table job, or of one of its shards:
// the unordered pairs of classes of the matrix, or the triples of the
// three-way table, in order.
type units struct {
	rows    []deck.Class // the matrix's rows
	pairs   []ClassPair  // the matrix's units
	triples []Triple     // the three-way table's units
	shard   *shard.Shard // nil for all of them
}

// units returns the units of the job, checking its classes, and that the
// shard count, if s is not nil, is at most their number.
func (j *Job) units(s *shard.Shard) (*units, error) {
	u := &units{shard: s}
	n := 0
	if j.threeWay() {
		u.triples = Triples(nilIfEmpty(j.Classes), nilIfEmpty(j.Rows))
		n = len(u.triples)
	} else {
		if len(j.Classes) > 0 {
			return nil, fmt.Errorf("matrix: classes are for the three-way table")
		}
		rows, err := matrixRows(j.Rows)
		if err != nil {
			return nil, err
		}
		u.rows, u.pairs = rows, matrixPairs(rows)
		n = len(u.pairs)
	}
	if s != nil {
		if _, err := job.Split(*s, n); err != nil {
			return nil, err
		}
	}
	return u, nil
}

func nilIfEmpty(c []deck.Class) []deck.Class {
	if len(c) == 0 {
		return nil
	}
	return c
}

// has reports whether unit i of the table belongs to the units' shard.
func (u *units) has(i int) bool { return u.shard == nil || u.shard.Has(i) }

// check checks that every count of p is of a unit of u (of its shard) and
// plausible: the outcomes of its pairs or triples of combos times the
// boards, and wins and splits that add up.
func (u *units) check(p *piece) error {
	if len(p.Pairs) > 0 && u.pairs == nil || len(p.Triples) > 0 && u.triples == nil {
		return fmt.Errorf("counts of another table")
	}
	for _, c := range p.Pairs {
		i, ok := slices.BinarySearchFunc(u.pairs, ClassPair{c.A, c.B}, comparePairs)
		if !ok || !u.has(i) {
			return fmt.Errorf("classes %d and %d are not a pair of the table's (or of its shard's)", c.A, c.B)
		}
		if err := checkPair(c); err != nil {
			return err
		}
	}
	for _, c := range p.Triples {
		i, ok := slices.BinarySearchFunc(u.triples, c.Triple, compareTriples)
		if !ok || !u.has(i) {
			return fmt.Errorf("classes %d, %d and %d are not a triple of the table's (or of its shard's)", c.X, c.Y, c.Z)
		}
		if err := checkTriple(&c); err != nil {
			return err
		}
	}
	return nil
}

// checkPair checks the counts of a pair of classes: its outcomes are
// those of its pairs of combos, and the wins of either within them.
func checkPair(c ClassCounts) error {
	want := pairCount(deck.ClassAt(c.A), deck.ClassAt(c.B)) * preflopBoards
	if c.Outcomes != want || c.Win < 0 || c.Loss < 0 || c.Win+c.Loss > c.Outcomes {
		return fmt.Errorf("%w: impossible counts for %v vs %v: %d outcomes (want %d), %d won, %d lost",
			job.ErrImplausible, deck.ClassAt(c.A), deck.ClassAt(c.B), c.Outcomes, want, c.Win, c.Loss)
	}
	return nil
}

// threeWayBoards is the number of boards dealt to three known hands:
// C(46, 5).
const threeWayBoards = 1370754

// checkTriple checks the counts of a triple of classes: its outcomes are
// those of its triples of combos, every count is within them, and they
// add up: each outcome is won alone by one class, split by two (counted
// for each) or by all three (counted for each).
func checkTriple(c *TripleCounts) error {
	bad := c.Outcomes != tripleCount(c.Triple)*threeWayBoards
	var sum, split2 int64
	for k := range 3 {
		for _, x := range []int64{c.Win[k], c.Split2[k], c.Split3[k]} {
			bad = bad || x < 0 || x > c.Outcomes
		}
		sum += c.Win[k]
		split2 += c.Split2[k]
	}
	bad = bad || split2%2 != 0 || c.Split3[0] != c.Split3[1] || c.Split3[1] != c.Split3[2] ||
		sum+split2/2+c.Split3[0] != c.Outcomes
	if bad {
		return fmt.Errorf("%w: counts of %v, %v, %v that do not add up: %d outcomes, wins %v, splits %v and %v",
			job.ErrImplausible, deck.ClassAt(c.X), deck.ClassAt(c.Y), deck.ClassAt(c.Z), c.Outcomes, c.Win, c.Split2, c.Split3)
	}
	return nil
}

// tripleCount returns the number of triples of a combo of each class of t
// that share no card.
func tripleCount(t Triple) int64 {
	var n int64
	for a := range deck.ClassAt(t.X).Combos() {
		for b := range deck.ClassAt(t.Y).Combos() {
			if a.Set()&b.Set() != 0 {
				continue
			}
			for c := range deck.ClassAt(t.Z).Combos() {
				if c.Set()&(a.Set()|b.Set()) == 0 {
					n++
				}
			}
		}
	}
	return n
}

func compareTriples(x, y Triple) int {
	switch {
	case x.X != y.X:
		return x.X - y.X
	case x.Y != y.Y:
		return x.Y - y.Y
	}
	return x.Z - y.Z
}

// report returns the report of the table from the counts of all its
// units, each there once.
func (u *units) report(p *piece) (report.Report, error) {
	if u.triples != nil {
		if len(p.Triples) != len(u.triples) {
			return nil, fmt.Errorf("%d triples counted, the table has %d", len(p.Triples), len(u.triples))
		}
		counts := slices.Clone(p.Triples)
		slices.SortFunc(counts, func(x, y TripleCounts) int { return compareTriples(x.Triple, y.Triple) })
		for i, c := range counts {
			if c.Triple != u.triples[i] {
				return nil, fmt.Errorf("classes %d, %d and %d counted twice, or not of the table", c.X, c.Y, c.Z)
			}
		}
		return NewTable3(counts).Report(), nil
	}
	byPair := make(map[ClassPair]ClassCounts, len(p.Pairs))
	for _, c := range p.Pairs {
		byPair[ClassPair{c.A, c.B}] = c
	}
	if len(byPair) != len(u.pairs) || len(p.Pairs) != len(u.pairs) {
		return nil, fmt.Errorf("%d pairs of classes counted, the matrix has %d", len(p.Pairs), len(u.pairs))
	}
	for _, pr := range u.pairs {
		if _, ok := byPair[pr]; !ok {
			return nil, fmt.Errorf("classes %d and %d, a pair of the matrix, are not counted", pr.A, pr.B)
		}
	}
	return newMatrix(u.rows, byPair).Report(), nil
}
