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

// key returns a number that orders classes by strength: the category, then
// the ranks in significance order, with the ace of a five-high straight
// counted low.
func (c Class) key() int {
	k := c.Category
	for i, r := range c.Ranks {
		if i == 4 && r == 12 && c.Ranks[0] == 3 && (c.Category == Straight || c.Category == StraightFlush) {
			r = -1 // wheel: the ace plays low
		}
		k = k*16 + r + 1
	}
	return k
}

// Classes returns the 7,462 classes of five-card hands, weakest first, so
// that a class's value is its index plus one.
func Classes() []Class {
	var cs []Class
	for _, ranks := range distinct(5) {
		if !isStraight(ranks) {
			cs = append(cs, Class{HighCard, ranks}, Class{Flush, ranks})
		}
	}
	for top := 3; top <= 12; top++ {
		ranks := straightRanks(top)
		cs = append(cs, Class{Straight, ranks}, Class{StraightFlush, ranks})
	}
	for a := range 13 {
		for b := range 13 {
			if b == a {
				continue
			}
			cs = append(cs, Class{FullHouse, [5]int{a, a, a, b, b}},
				Class{FourOfAKind, [5]int{a, a, a, a, b}})
			for _, k := range distinct(3) {
				if k[0] != a && k[1] != a && k[2] != a && b == k[0] {
					cs = append(cs, Class{OnePair, [5]int{a, a, k[0], k[1], k[2]}})
				}
			}
			for _, k := range distinct(2) {
				if k[0] != a && k[1] != a && b == k[0] {
					cs = append(cs, Class{ThreeOfAKind, [5]int{a, a, a, k[0], k[1]}})
				}
			}
			if a > b {
				for k := range 13 {
					if k != a && k != b {
						cs = append(cs, Class{TwoPair, [5]int{a, a, b, b, k}})
					}
				}
			}
		}
	}
	slices.SortFunc(cs, func(x, y Class) int { return cmp.Compare(x.key(), y.key()) })
	return cs
}

// distinct returns every choice of n distinct ranks, each in decreasing order.
func distinct(n int) [][5]int {
	var out [][5]int
	var rec func(i, below int, cur [5]int)
	rec = func(i, below int, cur [5]int) {
		if i == n {
			out = append(out, cur)
			return
		}
		for r := below - 1; r >= n-i-1; r-- {
			cur[i] = r
			rec(i+1, r, cur)
		}
	}
	rec(0, 13, [5]int{})
	return out
}

// straightRanks returns the ranks of the straight whose top card is top (3
// for the five-high straight).
func straightRanks(top int) [5]int {
	if top == 3 {
		return [5]int{3, 2, 1, 0, 12}
	}
	return [5]int{top, top - 1, top - 2, top - 3, top - 4}
}

// isStraight reports whether five distinct ranks in decreasing order are a straight.
func isStraight(r [5]int) bool {
	return r[0]-r[4] == 4 || r == [5]int{12, 3, 2, 1, 0}
}
