package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// enumerator values every completion of a matchup: the missing board cards
// and then each player's missing cards, each group drawn as a combination
// of the cards still in the deck. Hands are built incrementally: a board or
// player card is added once for all the completions below it.
type enumerator struct {
	avail  []deck.Card // cards not known, increasing
	groups []drawGroup
	base   []eval.Hand // each player's known cards (and, in Hold'em, the known board)
	hands  []eval.Hand // each player's known and drawn cards
	board  eval.Hand   // the drawn board cards
	used   deck.Set    // cards drawn so far
	vals   []eval.Rank
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
	e := &enumerator{t: t, ctx: ctx, vals: make([]eval.Rank, len(m.Players))}
	e.avail = (deck.FullDeck &^ m.Known()).AppendCards(nil)
	if k := m.Game.BoardCards() - len(m.Board); k > 0 {
		e.groups = append(e.groups, drawGroup{-1, k})
	}
	board := eval.NewHand(m.Board...)
	for i, p := range m.Players {
		e.base = append(e.base, board.Merge(eval.NewHand(p.Cards...)))
		if k := m.Game.HoleCards() - len(p.Cards); k > 0 {
			e.groups = append(e.groups, drawGroup{i, k})
		}
	}
	e.hands = append([]eval.Hand(nil), e.base...)
	return e
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
		e.board = h
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
	for p, h := range e.hands {
		e.vals[p] = h.Merge(e.board).Rank()
	}
	e.t.record(e.vals, 1)
	if e.steps++; e.steps&0xffff == 0 && e.ctx.Err() != nil {
		e.stop = true
	}
}

// completions returns the number of completions of m (as a float64, since
// it may be astronomically large).
func completions(m *Matchup) float64 {
	n := float64(deck.NumCards - m.Known().Len())
	total := 1.0
	draw := func(k int) {
		for i := range k {
			total *= (n - float64(i)) / float64(i+1)
		}
		n -= float64(k)
	}
	draw(m.Game.BoardCards() - len(m.Board))
	for _, p := range m.Players {
		draw(m.Game.HoleCards() - len(p.Cards))
	}
	return total
}
