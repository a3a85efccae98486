package history

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// unseenCards returns the cards of h's deck that neither the board nor a
// live player holds, the cards a completion of the board is drawn from.
func unseenCards(h *Hand, board []deck.Card, live []bool) []deck.Card {
	var used deck.Set
	for _, c := range board {
		used |= c.Bit()
	}
	for i, l := range live {
		if l {
			for _, c := range h.Players[i].Cards {
				used |= c.Bit()
			}
		}
	}
	var rest []deck.Card
	for c := range h.Game.Deck().All() {
		if !used.Has(c) {
			rest = append(rest, c)
		}
	}
	return rest
}

// bruteEquity is the slow, obvious all-in equity: every completion of the
// board from the cards nobody live holds, each eligible player's hand
// valued by game.Value, ties split evenly; in a hi-lo game half the pot
// goes to the best qualifying low, if any.
func bruteEquity(h *Hand, board []deck.Card, eligible []int, live []bool) []float64 {
	rest := unseenCards(h, board, live)
	need := 5 - len(board)
	eq := make([]float64, len(eligible))
	n := 0
	full := make([]deck.Card, 5)
	copy(full, board)
	var walk func(from, k int)
	walk = func(from, k int) {
		if k == need {
			n++
			var best eval.Rank
			var bestLow eval.Low
			var win, low []int
			for j, i := range eligible {
				v, l := h.Game.Value(h.Players[i].Cards, full)
				if len(win) == 0 || v > best {
					best, win = v, []int{j}
				} else if v == best {
					win = append(win, j)
				}
				if l > 0 && l > bestLow {
					bestLow, low = l, []int{j}
				} else if l > 0 && l == bestLow {
					low = append(low, j)
				}
			}
			half := 1.0
			if len(low) > 0 { // hi-lo: half the pot to the best low
				half = 0.5
				for _, j := range low {
					eq[j] += half / float64(len(low))
				}
			}
			for _, j := range win {
				eq[j] += half / float64(len(win))
			}
			return
		}
		for x := from; x < len(rest); x++ {
			full[len(board)+k] = rest[x]
			walk(x+1, k+1)
		}
	}
	walk(0, 0)
	for j := range eq {
		eq[j] /= float64(n)
	}
	return eq
}
