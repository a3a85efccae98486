package game

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// Showdown values a showdown of a game whose hands are made of any five
// cards (AnyFive): it sets high[p] to the value, under the game's ranking,
// of player p's best hand from its hole cards holes[p] and the board. A
// higher value wins the pot; equal values split it. holes and board must
// hold the game's numbers of cards, and high must be as long as holes.
//
// It is the engine's generic path for those games; the hot loops of the
// commonest cases (Hold'em before the flop, heads-up Monte Carlo) use the
// same evaluator inline.
func (g Game) Showdown(high []eval.Rank, holes []eval.Hand, board eval.Hand) {
	r := g.Ranking()
	for p, h := range holes {
		high[p] = r.Value(h.Merge(board))
	}
}

// Value returns the value of a hand at showdown, made as the game makes
// hands from hole cards and the board: its high value under the game's
// ranking, and in a hi-lo game its eight-or-better low (0 for none, and
// always 0 in a high-only game). The cards must be distinct, of the game's
// deck and as many as the game deals at showdown. It is the slow, general
// way; the engine's loops prepare hands once instead.
func (g Game) Value(hole, board []deck.Card) (eval.Rank, eval.Low) {
	r := g.Ranking()
	if g.Use() == TwoPlusThree {
		var low eval.Low
		if g.HiLo() {
			low = eval.OmahaLow(hole, board)
		}
		return r.Omaha(hole, board), low
	}
	h := eval.NewHand(hole...).Merge(eval.NewHand(board...))
	return r.Value(h), 0
}
