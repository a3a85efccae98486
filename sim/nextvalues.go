package sim

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// nextValues is one hand's showdown values, high and low as the game gives
// them (game.Game.Showdown), on the board as it stands and with each card
// that can come next added to it.
type nextValues struct {
	nowHi eval.Rank
	nowLo eval.Low
	hi    [deck.NumCards]eval.Rank // by next card; 0 for a card of the hand
	lo    [deck.NumCards]eval.Low
}

// maxCachedHands is the most hands, all players' together, whose
// nextValues handValues keeps (about 220 bytes each, so 7 MB).
const maxCachedHands = 1 << 15

// handValues values the players' hands of a next-street analysis. Outs
// weigh every deal of hands and every next card; a hand's value depends
// on its cards and the board only, so one player's hand, met in many
// deals, is valued once for each card instead of once for each deal and
// card: with ranges of 40 and 200 hands on a flop, about 12,000 values
// instead of 700,000. Up to maxCachedHands hands, every hand is valued at
// the start, all of them on each board in one call of the game's
// Showdown, which prepares the board once. Above that, only the hand each
// player holds in the last deal is kept, which still values the first
// player's hands once each.
type handValues struct {
	g     game.Game
	board eval.Hand
	free  deck.Set // the cards that can come next, before the hands are dealt
	hs    []holding
	cache []nextValues // player p's hand j at first[p]+j; nil above maxCachedHands
	first []int
	last  []int // without a cache: the hand in scratch, by player
	scr   []nextValues
}

// newHandValues values the hands hs on board, the next card one of free,
// in game g; limit is the most hands it keeps.
func newHandValues(g game.Game, board eval.Hand, free deck.Set, hs []holding, limit int) *handValues {
	v := &handValues{g: g, board: board, free: free, hs: hs}
	total := 0
	for _, h := range hs {
		total += len(h.hands)
	}
	if total <= limit {
		v.cache, v.first = make([]nextValues, total), make([]int, len(hs))
		for p := 1; p < len(hs); p++ {
			v.first[p] = v.first[p-1] + len(hs[p-1].hands)
		}
		v.fillAll()
		return v
	}
	v.last = make([]int, len(hs))
	for p := range v.last {
		v.last[p] = -1
	}
	v.scr = make([]nextValues, len(hs))
	return v
}

// of returns the values of player p's hand j. Without a cache they are
// good until the next call for player p.
func (v *handValues) of(p, j int) *nextValues {
	if v.cache != nil {
		return &v.cache[v.first[p]+j]
	}
	if v.last[p] != j {
		v.fill(&v.scr[p], v.hs[p].hands[j])
		v.last[p] = j
	}
	return &v.scr[p]
}

// fillAll values every player's hands into the cache: on the board, then
// with each card, the hands without it.
func (v *handValues) fillAll() {
	total := len(v.cache)
	sets, holes := make([]deck.Set, 0, total), make([]eval.Hand, 0, total)
	for _, h := range v.hs {
		for _, s := range h.hands {
			sets, holes = append(sets, s), append(holes, handOf(s))
		}
	}
	hi, lo := make([]eval.Rank, total), make([]eval.Low, total)
	v.g.Showdown(hi, lo, holes, v.board)
	for i := range v.cache {
		v.cache[i].nowHi, v.cache[i].nowLo = hi[i], lo[i]
	}
	sub, idx := make([]eval.Hand, 0, total), make([]int, 0, total)
	for c := range v.free.All() {
		sub, idx = sub[:0], idx[:0]
		for i, s := range sets {
			if !s.Has(c) {
				sub, idx = append(sub, holes[i]), append(idx, i)
			}
		}
		v.g.Showdown(hi[:len(sub)], lo[:len(sub)], sub, v.board.Add(c))
		for k, i := range idx {
			v.cache[i].hi[c], v.cache[i].lo[c] = hi[k], lo[k]
		}
	}
}

// fill values the hand of the cards hand into nv, through the game's
// showdown of one player.
func (v *handValues) fill(nv *nextValues, hand deck.Set) {
	*nv = nextValues{}
	holes := [1]eval.Hand{handOf(hand)}
	var hi [1]eval.Rank
	var lo [1]eval.Low
	v.g.Showdown(hi[:], lo[:], holes[:], v.board)
	nv.nowHi, nv.nowLo = hi[0], lo[0]
	for c := range (v.free &^ hand).All() {
		v.g.Showdown(hi[:], lo[:], holes[:], v.board.Add(c))
		nv.hi[c], nv.lo[c] = hi[0], lo[0]
	}
}

// handOf returns the eval.Hand of the cards of s.
func handOf(s deck.Set) eval.Hand {
	var h eval.Hand
	for c := range s.All() {
		h = h.Add(c)
	}
	return h
}
