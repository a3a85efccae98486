package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// studEnum walks every deal of a stud matchup (stud.go): the community
// card first, if there is one, then each player's missing cards as a
// combination of the cards left. A player's hand is valued as soon as its
// cards are all dealt, so a deal costs one valuation, of the last player,
// and the record of the showdown.
//
// It splits into shards, one per choice of the first card dealt.
type studEnum struct {
	s      *studSetup
	t      *tally
	ctx    context.Context
	groups []drawGroup // the community card's (player < 0) and the players'
	used   deck.Set
	comm   eval.Hand // the community card, if any
	vals   []uint32
	hi     []eval.Rank
	lo     []eval.Low
	steps  int
	stop   bool
}

func (s *studSetup) newEnum(ctx context.Context, t *tally) *studEnum {
	n := len(s.players)
	e := &studEnum{s: s, t: t, ctx: ctx, vals: make([]uint32, n), hi: make([]eval.Rank, n), lo: make([]eval.Low, n)}
	if s.community {
		e.groups = append(e.groups, drawGroup{-1, 1})
	}
	for p, pl := range s.players {
		if pl.k > 0 {
			e.groups = append(e.groups, drawGroup{p, pl.k})
		} else if !s.community {
			e.vals[p] = s.rules.value(pl.base)
		}
	}
	return e
}

func (e *studEnum) shards() int {
	if len(e.groups) == 0 {
		return 1
	}
	return len(e.s.avail) - e.groups[0].k + 1
}

func (e *studEnum) runShard(i int) error {
	if len(e.groups) == 0 {
		e.showdown()
		return e.ctx.Err()
	}
	c := e.s.avail[i]
	e.used = c.Bit()
	e.draw(0, i+1, e.groups[0].k-1, eval.Hand{}.Add(c))
	return e.ctx.Err()
}

// draw deals the remaining left cards of group g from avail[from:], with h
// the group's cards dealt so far.
func (e *studEnum) draw(g, from, left int, h eval.Hand) {
	if left == 0 {
		e.finish(g, h)
		return
	}
	avail := e.s.avail
	for i := from; i <= len(avail)-left && !e.stop; i++ {
		c := avail[i]
		if e.used.Has(c) {
			continue
		}
		e.used |= c.Bit()
		e.draw(g, i+1, left-1, h.Add(c))
		e.used &^= c.Bit()
	}
}

// finish values group g's player with its cards h, or with the community
// card h values the players who are dealt nothing, and goes on.
func (e *studEnum) finish(g int, h eval.Hand) {
	s := e.s
	if p := e.groups[g].player; p < 0 {
		e.comm = h
		for q, pl := range s.players {
			if pl.k == 0 {
				e.vals[q] = s.rules.value(pl.base.Merge(h))
			}
		}
	} else {
		e.vals[p] = s.rules.value(s.players[p].base.Merge(h).Merge(e.comm))
	}
	if g+1 < len(e.groups) {
		e.draw(g+1, 0, e.groups[g+1].k, eval.Hand{})
		return
	}
	e.showdown()
}

func (e *studEnum) showdown() {
	e.s.record(e.t, e.vals, e.hi, e.lo, 1)
	if e.steps++; e.steps&0xffff == 0 && e.ctx.Err() != nil {
		e.stop = true
	}
}
