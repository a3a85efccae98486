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
// card: with ranges of 40 and 200 hands on a flop, about 9,000 showdowns
// instead of 700,000. Each hand is valued on first use. Above
// maxCachedHands hands, only the hand each player holds in the last deal
// is kept, which still values the first player's hands once each.
type handValues struct {
	g      game.Game
	board  eval.Hand
	free   deck.Set // the cards that can come next, before the hands are dealt
	hs     []holding
	cache  [][]nextValues // by player and hand; nil above maxCachedHands
	filled [][]bool       // whether cache holds the hand's values
	last   []int          // without a cache: the hand in scratch, by player
	scr    []nextValues
}

// newHandValues prepares the values of the hands hs on board, the next card
// one of free, in game g; limit is the most hands it keeps.
func newHandValues(g game.Game, board eval.Hand, free deck.Set, hs []holding, limit int) *handValues {
	v := &handValues{g: g, board: board, free: free, hs: hs}
	total := 0
	for _, h := range hs {
		total += len(h.hands)
	}
	if total <= limit {
		v.cache, v.filled = make([][]nextValues, len(hs)), make([][]bool, len(hs))
		for p, h := range hs {
			v.cache[p], v.filled[p] = make([]nextValues, len(h.hands)), make([]bool, len(h.hands))
		}
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
		if !v.filled[p][j] {
			v.fill(&v.cache[p][j], v.hs[p].hands[j])
			v.filled[p][j] = true
		}
		return &v.cache[p][j]
	}
	if v.last[p] != j {
		v.fill(&v.scr[p], v.hs[p].hands[j])
		v.last[p] = j
	}
	return &v.scr[p]
}

// fill values the hand of the cards hand into nv, through the game's
// showdown of one player.
func (v *handValues) fill(nv *nextValues, hand deck.Set) {
	*nv = nextValues{}
	holes := [1]eval.Hand{}
	for c := range hand.All() {
		holes[0] = holes[0].Add(c)
	}
	var hi [1]eval.Rank
	var lo [1]eval.Low
	v.g.Showdown(hi[:], lo[:], holes[:], v.board)
	nv.nowHi, nv.nowLo = hi[0], lo[0]
	for c := range (v.free &^ hand).All() {
		v.g.Showdown(hi[:], lo[:], holes[:], v.board.Add(c))
		nv.hi[c], nv.lo[c] = hi[0], lo[0]
	}
}
