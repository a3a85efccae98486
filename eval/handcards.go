package eval

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
)

// AppendCards appends the cards of h to dst, by suit and then rank, and
// returns the extended slice. It lets code that keeps hands as Hands
// value them by other rules (Omaha's two plus three, a low).
func (h Hand) AppendCards(dst []deck.Card) []deck.Card {
	for m := h.mask; m != 0; m &= m - 1 {
		b := bits.TrailingZeros64(m)
		dst = append(dst, deck.NewCard(deck.Rank(b&15), deck.Suit(b>>4)))
	}
	return dst
}

// LowRanks returns the mask of the distinct low ranks among the cards of
// h, as LowRanks(cards) does: bit 0 for an ace, bit r-1 for rank r from
// Two to Eight.
func (h Hand) LowRanks() uint8 {
	m := h.mask
	ranks := uint16(m) | uint16(m>>16) | uint16(m>>32) | uint16(m>>48)
	// Rank r (Two = 0) goes to bit r+1; the ace (rank 12) to bit 0.
	return uint8(ranks<<1) | uint8(ranks>>12&1)
}
