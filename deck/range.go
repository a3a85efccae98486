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

// Total returns the sum of the weights of r's combos: the number of combos
// it holds when every weight is 1.
func (r *Range) Total() float64 {
	t := 0.0
	for _, w := range r.w {
		t += w
	}
	return t
}
