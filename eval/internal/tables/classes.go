package tables

import (
	"cmp"
	"slices"
)

// Category numbers, weakest first, as in package eval.
const (
	HighCard = iota + 1
	OnePair
	TwoPair
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
)

// Class is one of the 7,462 classes of five-card hands: its category and
// its ranks (0 = Two .. 12 = Ace) in order of significance: the set before
// the kickers, higher sets first, and a five-high straight as 3, 2, 1, 0, 12.
type Class struct {
	Category int
	Ranks    [5]int
}

// key returns a number that orders classes by strength under r: the
// category's strength, then the ranks in significance order, with the ace
// of the lowest straight counted low.
func (r Rules) key(c Class) int {
	k := r.Order[c.Category]
	for i, x := range c.Ranks {
		if i == 4 && x == 12 && c.Ranks[0] == r.Low+3 && (c.Category == Straight || c.Category == StraightFlush) {
			x = -1 // the lowest straight: the ace plays low
		}
		k = k*16 + x + 1
	}
	return k
}

// Classes returns the 7,462 classes of five-card hands under the standard
// rules, weakest first, so that a class's value is its index plus one.
func Classes() []Class { return StandardRules().Classes() }

// Classes returns the classes of five-card hands made of the deck's ranks
// under r, weakest first, so that a class's value is its index plus one.
func (r Rules) Classes() []Class {
	var cs []Class
	for _, ranks := range r.distinct(5) {
		if !r.isStraight(ranks) {
			cs = append(cs, Class{HighCard, ranks}, Class{Flush, ranks})
		}
	}
	for top := r.Low + 3; top <= 12; top++ {
		ranks := r.straightRanks(top)
		cs = append(cs, Class{Straight, ranks}, Class{StraightFlush, ranks})
	}
	pairKickers, tripsKickers := r.distinct(3), r.distinct(2)
	for a := r.Low; a < 13; a++ {
		for b := r.Low; b < 13; b++ {
			if b == a {
				continue
			}
			cs = append(cs, Class{FullHouse, [5]int{a, a, a, b, b}},
				Class{FourOfAKind, [5]int{a, a, a, a, b}})
			for _, k := range pairKickers {
				if k[0] != a && k[1] != a && k[2] != a && b == k[0] {
					cs = append(cs, Class{OnePair, [5]int{a, a, k[0], k[1], k[2]}})
				}
			}
			for _, k := range tripsKickers {
				if k[0] != a && k[1] != a && b == k[0] {
					cs = append(cs, Class{ThreeOfAKind, [5]int{a, a, a, k[0], k[1]}})
				}
			}
			if a > b {
				for k := r.Low; k < 13; k++ {
					if k != a && k != b {
						cs = append(cs, Class{TwoPair, [5]int{a, a, b, b, k}})
					}
				}
			}
		}
	}
	type keyed struct {
		key int
		c   Class
	}
	ks := make([]keyed, len(cs))
	for i, c := range cs {
		ks[i] = keyed{r.key(c), c}
	}
	slices.SortFunc(ks, func(x, y keyed) int { return cmp.Compare(x.key, y.key) })
	for i, k := range ks {
		cs[i] = k.c
	}
	return cs
}

// distinct returns every choice of n distinct ranks of the deck, each in
// decreasing order.
func (r Rules) distinct(n int) [][5]int {
	var out [][5]int
	var rec func(i, below int, cur [5]int)
	rec = func(i, below int, cur [5]int) {
		if i == n {
			out = append(out, cur)
			return
		}
		for x := below - 1; x >= r.Low+n-i-1; x-- {
			cur[i] = x
			rec(i+1, x, cur)
		}
	}
	rec(0, 13, [5]int{})
	return out
}

// straightRanks returns the ranks of the straight whose top card is top
// (Low+3 for the lowest straight, whose ace plays low).
func (r Rules) straightRanks(top int) [5]int {
	if top == r.Low+3 {
		return [5]int{top, top - 1, top - 2, top - 3, 12}
	}
	return [5]int{top, top - 1, top - 2, top - 3, top - 4}
}

// isStraight reports whether five distinct ranks in decreasing order are a straight.
func (r Rules) isStraight(x [5]int) bool {
	return x[0]-x[4] == 4 || x == [5]int{12, r.Low + 3, r.Low + 2, r.Low + 1, r.Low}
}
