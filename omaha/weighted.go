package omaha

import (
	"iter"

	"github.com/pokersim/pokersim/deck"
)

// Weighted returns the hands of Hands(exclude), each with the weight 1:
// an Omaha range's hands are equally likely. With Hole, Count, Contains
// and String it is what an equity engine needs of a range of any game
// (sim.Range).
func (r *Range) Weighted(exclude deck.Set) iter.Seq2[deck.Set, float64] {
	return func(yield func(deck.Set, float64) bool) {
		for h := range r.Hands(exclude) {
			if !yield(h, 1) {
				return
			}
		}
	}
}
