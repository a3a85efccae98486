package sim

import (
	"iter"

	"github.com/pokersim/pokersim/deck"
)

// Range is what the engine needs of a player's range, in any game: the
// hands of Hole cards it holds, each with a positive weight (a hand's
// chance is its weight over the sum of the weights of the hands that can
// be dealt). Hold'em and short-deck ranges (*deck.Range) and Omaha ranges
// (*omaha.Range, every hand of weight 1) satisfy it, so the engine does
// not depend on how either is written or parsed.
type Range interface {
	// Hole returns the number of cards of each hand.
	Hole() int
	// Weighted yields each hand that holds no card of exclude, once, with
	// its weight, in an order fixed by the range and exclude.
	Weighted(exclude deck.Set) iter.Seq2[deck.Set, float64]
	// Count returns the number of hands Weighted(exclude) yields.
	Count(exclude deck.Set) int
	// Contains reports whether hand, a set of Hole cards, is in the range.
	Contains(hand deck.Set) bool
	// String writes the range in its own notation.
	String() string
}

// comboOf returns the two cards of a set as a combo.
func comboOf(s deck.Set) deck.Combo {
	var two [2]deck.Card
	cards := s.AppendCards(two[:0])
	return deck.NewCombo(cards[0], cards[1])
}
