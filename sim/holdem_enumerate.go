package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// enumerator values every completion of a matchup: the missing board cards
// and then each player's missing cards, each group drawn as a combination
// of the cards still in the deck. Hands are built incrementally: a board or
// player card is added once for all the completions below it.
type enumerator struct {
	game   game.Game
	avail  []deck.Card // cards not known, increasing
	groups []drawGroup
	base   []eval.Hand // each player's known cards
	hands  []eval.Hand // each player's known and drawn cards
	known  eval.Hand   // the known board cards
	board  eval.Hand   // the known and drawn board cards
	used   deck.Set    // cards drawn so far
	vals   []eval.Rank
	lows   []eval.Low
	t      *tally
	ctx    context.Context
	steps  int
	stop   bool // the context is done: unwind
}

// drawGroup is a set of cards to deal: the board's (player < 0) or a
// player's.
type drawGroup struct {
	player int
	k      int
}

// newEnumerator prepares the enumeration of m's completions into t.
func newEnumerator(ctx context.Context, m *Matchup, t *tally) *enumerator {
	e := new(enumerator)
	e.reset(ctx, m, t)
	return e
}

// reset prepares e for the enumeration of m's completions into t, reusing
// its storage: valuing many matchups one after another allocates nothing.
func (e *enumerator) reset(ctx context.Context, m *Matchup, t *tally) {
	*e = enumerator{game: m.Game, t: t, ctx: ctx, vals: e.vals[:0], lows: e.lows[:0], avail: e.avail[:0],
		groups: e.groups[:0], base: e.base[:0], hands: e.hands[:0]}
	for range m.Players {
		e.vals, e.lows = append(e.vals, 0), append(e.lows, 0)
	}
	e.avail = (m.Game.Deck() &^ m.Known()).AppendCards(e.avail)
	if k := m.Game.BoardCards() - len(m.Board); k > 0 {
		e.groups = append(e.groups, drawGroup{-1, k})
	}
	e.known = eval.NewHand(m.Board...)
	e.board = e.known
	for i, p := range m.Players {
		e.base = append(e.base, eval.NewHand(p.Cards...))
		if k := m.Game.HoleCards() - len(p.Cards); k > 0 {
			e.groups = append(e.groups, drawGroup{i, k})
		}
	}
	e.hands = append(e.hands, e.base...)
}

// shards returns the number of independent pieces the enumeration splits
// into: one for each choice of the first card drawn.
func (e *enumerator) shards() int {
	if len(e.groups) == 0 {
		return 1
	}
	return len(e.avail) - e.groups[0].k + 1
}

// runShard enumerates the completions whose first drawn card is
// e.avail[shard] (or, with nothing to draw, the single showdown).
func (e *enumerator) runShard(shard int) error {
	if len(e.groups) == 0 {
		e.showdown()
		return nil
	}
	c := e.avail[shard]
	e.used = c.Bit()
	e.draw(0, shard+1, e.groups[0].k-1, eval.Hand{}.Add(c))
	return e.ctx.Err()
}

// draw chooses the remaining left cards of group g from e.avail[from:],
// with h holding the group's cards chosen so far.
func (e *enumerator) draw(g, from, left int, h eval.Hand) {
	if left == 0 {
		e.finishGroup(g, h)
		return
	}
	for i := from; i <= len(e.avail)-left && !e.stop; i++ {
		c := e.avail[i]
		if e.used.Has(c) {
			continue
		}
		e.used |= c.Bit()
		e.draw(g, i+1, left-1, h.Add(c))
		e.used &^= c.Bit()
	}
}

// finishGroup stores group g's cards h and goes on to the next group.
func (e *enumerator) finishGroup(g int, h eval.Hand) {
	if p := e.groups[g].player; p < 0 {
		e.board = e.known.Merge(h)
	} else {
		e.hands[p] = e.base[p].Merge(h)
	}
	if g+1 < len(e.groups) {
		e.draw(g+1, 0, e.groups[g+1].k, eval.Hand{})
		return
	}
	e.showdown()
}

func (e *enumerator) showdown() {
	e.game.Showdown(e.vals, e.lows, e.hands, e.board)
	e.t.showdown(e.vals, e.lows, 1)
	if e.steps++; e.steps&0xffff == 0 && e.ctx.Err() != nil {
		e.stop = true
	}
}
