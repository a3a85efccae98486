package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
)

// cardEnum values a cards game exactly (omaha.go): every assignment of
// the ranges' hands that shares no card, and for each every deal of the
// board's missing cards and then of each partial hand's, each group drawn
// as a combination of the cards left. Each counts once: the ranges' hands
// are equally likely.
//
// It splits into shards: with ranges, one per hand of the first player
// with a range; without, one per choice of the first card drawn.
type cardEnum struct {
	s      *cardSetup
	ev     *cardEvaluator
	t      *tally
	ctx    context.Context
	groups []cardGroup
	avail  []deck.Card // the cards of the deck, increasing
	board  []deck.Card // the known board, then the cards drawn to it
	drawn  [][]deck.Card
	used   deck.Set // cards of the current assignment and drawn so far
	steps  int
	stop   bool      // the context is done: unwind
	set    *omahaSet // values each assignment of hands by rank multisets, if not nil (s.multisets)
}

// cardGroup is a set of cards to deal: the board's (player < 0) or a
// partial player's.
type cardGroup struct {
	player int
	k      int
}

func (s *cardSetup) newEnum(ctx context.Context, t *tally) *cardEnum {
	e := &cardEnum{s: s, ev: s.newEvaluator(), t: t, ctx: ctx,
		avail: (deck.FullDeck &^ s.known).AppendCards(nil),
		board: append(make([]deck.Card, 0, 5), s.board...), drawn: make([][]deck.Card, len(s.players))}
	if s.kBoard > 0 {
		e.groups = append(e.groups, cardGroup{-1, s.kBoard})
	}
	if s.multisets() {
		e.set = s.newOmahaSet(ctx, t)
	}
	for p, pl := range s.players {
		if pl.k > 0 {
			e.groups = append(e.groups, cardGroup{p, pl.k})
		}
		e.drawn[p] = make([]deck.Card, 0, s.hole)
		if !pl.ranged() {
			e.ev.setHand(p, 0)
		}
	}
	return e
}

// shards returns the number of shards.
func (e *cardEnum) shards() int {
	if len(e.s.ranged) > 0 {
		return len(e.s.players[e.s.ranged[0]].hands)
	}
	if len(e.groups) == 0 {
		return 1
	}
	return len(e.avail) - e.groups[0].k + 1
}

// runShard counts shard i into the enumerator's tally.
func (e *cardEnum) runShard(i int) error {
	e.used = 0
	if len(e.s.ranged) > 0 {
		p := e.s.ranged[0]
		h := e.s.players[p].hands[i]
		e.used = h
		e.ev.setHand(p, h)
		e.assign(1)
		return e.ctx.Err()
	}
	if len(e.groups) == 0 {
		e.showdown()
		return e.ctx.Err()
	}
	c := e.avail[i]
	e.used = c.Bit()
	e.push(0, c)
	e.draw(0, i+1, e.groups[0].k-1)
	e.pop(0)
	return e.ctx.Err()
}

// assign gives the ranged players from the j-th on each of their hands
// that shares no card with those given, then deals the rest.
func (e *cardEnum) assign(j int) {
	if j == len(e.s.ranged) {
		if e.set != nil {
			e.walkSet()
			return
		}
		if len(e.groups) == 0 {
			e.showdown()
			return
		}
		e.draw(0, 0, e.groups[0].k)
		return
	}
	p := e.s.ranged[j]
	for _, h := range e.s.players[p].hands {
		if h&e.used != 0 || e.stop {
			continue
		}
		e.used |= h
		e.ev.setHand(p, h)
		e.assign(j + 1)
		e.used &^= h
	}
}

// walkSet values the current assignment of hands by rank multisets. A
// walk takes from some microseconds to milliseconds, so the context is
// checked after each.
func (e *cardEnum) walkSet() {
	for _, p := range e.s.ranged {
		e.set.setHand(p, e.ev.hand[p])
	}
	e.set.deal(e.used)
	e.set.walkAll()
	e.stop = e.ctx.Err() != nil
}

// draw chooses the remaining left cards of group g from e.avail[from:].
func (e *cardEnum) draw(g, from, left int) {
	if left == 0 {
		if g+1 < len(e.groups) {
			e.draw(g+1, 0, e.groups[g+1].k)
			return
		}
		e.showdown()
		return
	}
	for i := from; i <= len(e.avail)-left && !e.stop; i++ {
		c := e.avail[i]
		if e.used.Has(c) {
			continue
		}
		e.used |= c.Bit()
		e.push(g, c)
		e.draw(g, i+1, left-1)
		e.pop(g)
		e.used &^= c.Bit()
	}
}

// push adds card c to group g's cards; pop takes the last one back.
func (e *cardEnum) push(g int, c deck.Card) {
	if p := e.groups[g].player; p < 0 {
		e.board = append(e.board, c)
	} else {
		e.drawn[p] = append(e.drawn[p], c)
	}
}

func (e *cardEnum) pop(g int) {
	if p := e.groups[g].player; p < 0 {
		e.board = e.board[:len(e.board)-1]
	} else {
		e.drawn[p] = e.drawn[p][:len(e.drawn[p])-1]
	}
}

func (e *cardEnum) showdown() {
	for _, g := range e.groups {
		if g.player >= 0 {
			e.ev.hand[g.player] = append(append(e.ev.hand[g.player][:0], e.s.players[g.player].known...), e.drawn[g.player]...)
		}
	}
	e.ev.showdown(e.t, e.board, 1)
	if e.steps++; e.steps&0xffff == 0 && e.ctx.Err() != nil {
		e.stop = true
	}
}
