package history

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/preflop"
)

// preflopEquity returns the exact all-in equities of two Hold'em hands
// before the flop, with no other card out, from the exact preflop table
// (package internal/preflop): fractions in [0,1], each player's boards won
// plus half the split ones over C(48, 5), computed as sim computes them so
// that the figures are the same, bit for bit. a and b must be disjoint.
func preflopEquity(a, b deck.Combo) (float64, float64) {
	x, y := preflop.Counts(a, b)
	w0, w1 := float64(x), float64(y)
	split := preflop.Boards - w0 - w1
	return (w0 + split/2) / preflop.Boards, (w1 + split/2) / preflop.Boards
}
