package postflop

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// Count is a number of combos and their total weight (weighted combos: a
// combo of weight 0.5 counts half).
type Count struct {
	Combos int
	Weight float64
}

func (c *Count) add(w float64) {
	c.Combos++
	c.Weight += w
}

// Breakdown is how a range falls on a Spot: the weighted combos of each
// made class, in the exclusive view (Best: each combo in its best class
// alone) and the overlapping one (Any: each combo in every class that
// applies), and of each draw. The combos holding a board, dead or opposing
// card are taken out first; Total counts those left, which the shares are
// fractions of.
type Breakdown struct {
	Range Count           // the range's combos with a positive weight, of the game's deck
	Total Count           // those left after card removal
	Best  [NumMade]Count  // by best class: these add up to Total
	Any   [NumMade]Count  // by every class that applies
	Draws [NumDraws]Count // by draw
}

// Share returns c's weight as a fraction of the total weight b counts, in
// [0,1]; 0 if b counts no combo.
func (b *Breakdown) Share(c Count) float64 {
	if b.Total.Weight == 0 {
		return 0
	}
	return c.Weight / b.Total.Weight
}

// Classify returns the breakdown of r on s. It makes one allocation, the
// Breakdown, and takes about a millisecond for a full range on a flop.
func (s *Spot) Classify(r *deck.Range) *Breakdown {
	b := new(Breakdown)
	for c, w := range combos(r) {
		if c.Set()&^s.cards != 0 {
			continue // not a combo of the game
		}
		b.Range.add(w)
		h, ok := s.Hit(c)
		if !ok {
			continue
		}
		b.Total.add(w)
		b.Best[h.Best].add(w)
		for m := range h.Made.All() {
			b.Any[m].add(w)
		}
		for d := range h.Draws.All() {
			b.Draws[d].add(w)
		}
	}
	return b
}

// combos yields the combos of r with a positive weight, and their weights,
// in index order. It walks the combinatorial number system directly,
// which deck.Range.All leaves to deck.ComboAt, a search per combo.
func combos(r *deck.Range) func(yield func(deck.Combo, float64) bool) {
	return func(yield func(deck.Combo, float64) bool) {
		for hi := deck.Card(1); hi < deck.NumCards; hi++ {
			for lo := deck.Card(0); lo < hi; lo++ {
				c := deck.Combo{Hi: hi, Lo: lo}
				if w := r.Weight(c); w > 0 && !yield(c, w) {
					return
				}
			}
		}
	}
}

// Classify returns the breakdown of a Hold'em range r on a board of 3, 4
// or 5 cards, with the dead cards and the known hands of opponents taken
// out of play, and the Spot it was made on: it is ClassifyIn(game.Holdem,
// ...).
func Classify(board []deck.Card, dead deck.Set, r *deck.Range, opponents ...deck.Combo) (*Breakdown, *Spot, error) {
	return ClassifyIn(game.Holdem, board, dead, r, opponents...)
}

// ClassifyIn returns the breakdown of range r of game g (Hold'em or short
// deck) on a board of 3, 4 or 5 cards, with the dead cards and the known
// hands of opponents taken out of play, and the Spot it was made on. The
// combos of r with a card outside the game's deck are not counted. The
// error is NewSpotIn's, or wraps ErrEmpty if no combo of r is left once
// those holding a board, dead or opposing card are taken out.
func ClassifyIn(g game.Game, board []deck.Card, dead deck.Set, r *deck.Range, opponents ...deck.Combo) (*Breakdown, *Spot, error) {
	s, err := NewSpotIn(g, board, dead, opponents...)
	if err != nil {
		return nil, nil, err
	}
	b := s.Classify(r)
	if b.Total.Combos == 0 {
		return nil, nil, emptyError(b)
	}
	return b, s, nil
}

// ClassHit is how the combos of one starting-hand class (AKs) fall on a
// Spot: how many are left after card removal, and the best class that
// holds the most of their weight.
type ClassHit struct {
	Class deck.Class
	Total Count
	// Best is the made class holding the most of the class's weight, the
	// stronger one (in the game's order) on a tie; Nothing if Total is
	// zero.
	Best Made
}

// ByClass returns how each of the 169 starting-hand classes of r falls on
// s, in the order of deck.ClassAt; a class with no combo left has a zero
// Total.
func (s *Spot) ByClass(r *deck.Range) []ClassHit {
	out := make([]ClassHit, deck.NumClasses)
	for i := range out {
		cl := deck.ClassAt(i)
		var weights [NumMade]float64
		out[i].Class = cl
		for c := range cl.Combos() {
			w := r.Weight(c)
			h, ok := s.Hit(c)
			if w <= 0 || !ok {
				continue
			}
			out[i].Total.add(w)
			weights[h.Best] += w
		}
		for _, m := range s.order.up {
			if weights[m] > 0 && weights[m] >= weights[out[i].Best] {
				out[i].Best = m
			}
		}
	}
	return out
}
