package game

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// Showdown values a showdown of any game: it sets high[p] to the value,
// under the game's ranking, of player p's best high hand from its hole
// cards holes[p] and the board, made as the game makes hands (Use), and
// low[p] to its low under the game's low rule (0 for none, and always 0
// in a game of NoLow). holes and board must hold the game's numbers of
// cards, and high and low must be as long as holes. Pot then says who
// takes the pot.
//
// It is the engine's generic path; the hot loops of the commonest cases
// (Hold'em before the flop, heads-up Monte Carlo, known Omaha hands) use
// the same evaluators inline.
func (g Game) Showdown(high []eval.Rank, low []eval.Low, holes []eval.Hand, board eval.Hand) {
	r, rule := g.Ranking(), g.Low()
	if g.Use() == TwoPlusThree {
		var hc, bc [8]deck.Card
		b := eval.NewOmahaBoard(board.AppendCards(bc[:0]))
		boardLow := board.LowRanks()
		for p, h := range holes {
			cards := h.AppendCards(hc[:0])
			oh := eval.NewOmahaHole(cards)
			high[p] = r.OmahaValue(&oh, &b)
			low[p] = 0
			if rule == EightOrBetter {
				low[p] = eval.OmahaLowOfMasks(h.LowRanks(), boardLow)
			}
		}
		return
	}
	if rule == NoLow {
		for p, h := range holes {
			high[p] = r.Value(h.Merge(board))
		}
		clear(low)
		return
	}
	for p, h := range holes {
		all := h.Merge(board)
		high[p] = r.Value(all)
		low[p] = g.anyFiveLow(all)
	}
}

// anyFiveLow returns the low of the cards of h, any five of them, under
// the game's low rule.
func (g Game) anyFiveLow(h eval.Hand) eval.Low {
	switch g.Low() {
	case EightOrBetter:
		return eval.LowOfMask(h.LowRanks())
	case LowOnly:
		return g.Lowball(h)
	}
	return 0
}

// Value returns the value of a hand at showdown, made as the game makes
// hands from hole cards and the board: its high value under the game's
// ranking, and its low under the game's low rule (0 for none, and always
// 0 in a game of NoLow): in a game of EightOrBetter, the best
// eight-or-better low of the five cards the game allows (any five in a game
// of AnyFive, two hole and three board cards in Omaha). The cards must be
// distinct, of the game's deck and as many as the game deals at showdown.
// It is the slow, general way; the engine's loops prepare hands once
// instead.
func (g Game) Value(hole, board []deck.Card) (eval.Rank, eval.Low) {
	r := g.Ranking()
	if g.Use() == TwoPlusThree {
		var low eval.Low
		if g.Low() == EightOrBetter {
			low = eval.OmahaLow(hole, board)
		}
		return r.Omaha(hole, board), low
	}
	h := eval.NewHand(hole...).Merge(eval.NewHand(board...))
	return r.Value(h), g.anyFiveLow(h)
}
