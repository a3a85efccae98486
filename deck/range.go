package deck

import "iter"

// Range is a weighted set of two-card combos: the hands a player may hold,
// each with a relative weight (0 means not in the range). The zero Range
// is empty. A Range is a value of about 10 KiB; pass pointers to it.
type Range struct {
	w [NumCombos]float64
}

// FullRange returns the range holding every combo with weight 1.
func FullRange() *Range {
	r := new(Range)
	for i := range r.w {
		r.w[i] = 1
	}
	return r
}

// Weight returns c's weight in r.
func (r *Range) Weight(c Combo) float64 { return r.w[c.Index()] }

// Set sets c's weight in r. It panics if w is negative.
func (r *Range) Set(c Combo, w float64) {
	if w < 0 {
		panic("deck: Range.Set: negative weight")
	}
	r.w[c.Index()] = w
}

// Len returns the number of combos with a positive weight.
func (r *Range) Len() int {
	n := 0
	for _, w := range r.w {
		if w > 0 {
			n++
		}
	}
	return n
}

// All returns the combos with a positive weight, in index order, with
// their weights.
func (r *Range) All() iter.Seq2[Combo, float64] {
	return func(yield func(Combo, float64) bool) {
		for i, w := range r.w {
			if w > 0 && !yield(ComboAt(i), w) {
				return
			}
		}
	}
}

// Without returns a copy of r without the combos that hold a card of
// dead.
func (r *Range) Without(dead Set) *Range {
	out := *r
	for i, w := range out.w {
		if w > 0 && ComboAt(i).Set()&dead != 0 {
			out.w[i] = 0
		}
	}
	return &out
}

// Hole returns the number of cards of the range's hands: 2.
func (r *Range) Hole() int { return 2 }

// Weighted returns the combos with a positive weight that hold no card of
// exclude, as sets of two cards, in index order, with their weights. With
// Hole, Count, Contains and String it is what an equity engine needs of a
// range of any game (sim.Range).
func (r *Range) Weighted(exclude Set) iter.Seq2[Set, float64] {
	return func(yield func(Set, float64) bool) {
		for c, w := range r.All() {
			if c.Set()&exclude == 0 && !yield(c.Set(), w) {
				return
			}
		}
	}
}

// Count returns the number of combos with a positive weight that hold no
// card of exclude.
func (r *Range) Count(exclude Set) int {
	n := 0
	for c := range r.All() {
		if c.Set()&exclude == 0 {
			n++
		}
	}
	return n
}

// Contains reports whether the hand, a set of two cards, is a combo of
// the range with a positive weight; false for a set of any other size.
func (r *Range) Contains(hand Set) bool {
	cards := hand.AppendCards(make([]Card, 0, 2))
	return len(cards) == 2 && r.Weight(NewCombo(cards[0], cards[1])) > 0
}
