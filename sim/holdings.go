package sim

import (
	"github.com/pokersim/pokersim/deck"
)

// The analyses that weigh each deal of hands one by one (the outs, the
// chance of each next card) see every player the same way, whatever the
// game: a list of the hole cards it may hold, each with its weight. Known
// cards are one hand; a partial hand is each completion from the cards not
// known, equally likely; a range is its hands that avoid the cards known.

// holding is the hands a player may hold and their weights.
type holding struct {
	hands   []deck.Set
	weights []float64
}

// holdings lists each player's hands in m, which must be valid. The error
// is a *MatchupError wrapping ErrTooMany if the deals of hands, counted
// as if no two shared a card, are more than limit.
func (m *Matchup) holdings(limit float64, what string) ([]holding, error) {
	known := m.Known() | ^m.Game.Deck()&deck.FullDeck
	free := deck.FullDeck &^ known
	out := make([]holding, len(m.Players))
	deals := 1.0
	for i, p := range m.Players {
		h := &out[i]
		switch {
		case p.Range != nil:
			if n := p.Range.Count(known); deals*float64(n) > limit {
				return nil, errTooManyDeals(what)
			}
			for s, w := range p.Range.Weighted(known) {
				h.add(s, w)
			}
		default:
			hand := deck.SetOf(p.Cards...)
			k := m.Game.HoleCards() - len(p.Cards)
			if deals*choose(free.Len(), k) > limit {
				return nil, errTooManyDeals(what)
			}
			subsetsOf(free, k, func(s deck.Set) { h.add(hand|s, 1) })
		}
		if deals *= float64(len(h.hands)); deals > limit {
			return nil, errTooManyDeals(what)
		}
	}
	return out, nil
}

func (h *holding) add(s deck.Set, w float64) {
	h.hands = append(h.hands, s)
	h.weights = append(h.weights, w)
}

func errTooManyDeals(what string) error {
	return matchupError("matchup", ErrTooMany, "too many deals of hands to "+what+" exactly")
}

// choose returns C(n, k) as a float64.
func choose(n, k int) float64 {
	c := 1.0
	for i := range k {
		c = c * float64(n-i) / float64(i+1)
	}
	return c
}

// subsetsOf calls f with every k-card subset of s, in increasing order of
// their lowest cards.
func subsetsOf(s deck.Set, k int, f func(deck.Set)) {
	cards := s.AppendCards(nil)
	var rec func(from, left int, acc deck.Set)
	rec = func(from, left int, acc deck.Set) {
		if left == 0 {
			f(acc)
			return
		}
		for i := from; i <= len(cards)-left; i++ {
			rec(i+1, left-1, acc|cards[i].Bit())
		}
	}
	rec(0, k, 0)
}

// forEachDeal calls f with each deal of hands to the players that shares
// no card, hands[p] being player p's, hs[p].hands[idx[p]], and its weight:
// the product of the hands' weights. Deals come in the order of the
// players' lists, the first player's slowest. f must not keep hands or
// idx. It stops early, and returns false, if f returns false.
func forEachDeal(hs []holding, f func(hands []deck.Set, idx []int, w float64) bool) bool {
	hands := make([]deck.Set, len(hs))
	idx := make([]int, len(hs))
	var rec func(i int, used deck.Set, w float64) bool
	rec = func(i int, used deck.Set, w float64) bool {
		if i == len(hs) {
			return f(hands, idx, w)
		}
		for j, h := range hs[i].hands {
			if h&used == 0 {
				hands[i], idx[i] = h, j
				if !rec(i+1, used|h, w*hs[i].weights[j]) {
					return false
				}
			}
		}
		return true
	}
	return rec(0, 0, 1)
}
