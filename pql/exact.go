package pql

import (
	"context"
	"math"

	"golang.org/x/sync/errgroup"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/pool"
)

// countDeals returns an upper bound of the number of deals of l: the
// product of the range sizes and of the number of combinations of each
// slot, as if no card of a range's hand were dealt elsewhere.
func (l *layout) countDeals() float64 {
	n := 1.0
	left := (l.g.Deck() &^ l.known).Len()
	for _, s := range l.seats {
		if s.hands != nil {
			n *= float64(len(s.hands))
			left -= l.hole
		}
	}
	for _, s := range l.slots {
		n *= binomial(left, s.n)
		left -= s.n
	}
	return n
}

func binomial(n, k int) float64 {
	if k < 0 || k > n {
		return 0
	}
	r := 1.0
	for i := range k {
		r = r * float64(n-i) / float64(i+1)
	}
	return r
}

// units returns the independent pieces the exact enumeration is split
// into: the hands of the first player with a range, or else, with no
// range, the cards that may come first in the first slot (unit u holds
// the slot's combinations whose first card is the u-th card left). A
// unit is a pure function of the query and its index, so the merge in
// unit order is the same for any number of workers.
func (l *layout) units() int {
	if len(l.ranged) > 0 {
		return len(l.seats[l.ranged[0]].hands)
	}
	if len(l.slots) > 0 {
		return (l.deck &^ l.known).Len()
	}
	return 1
}

// enumerate tallies every deal of the program exactly, each weighted by
// the product of its hands' weights.
func (pr *program) enumerate(ctx context.Context, workers int) (*tally, error) {
	l := pr.l
	units := l.units()
	tallies := make([]*tally, units)
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(pool.Workers(workers))
	for u := range units {
		g.Go(func() error {
			if err := gctx.Err(); err != nil {
				return err
			}
			t := pr.newTally()
			e := &enumerator{pr: pr, t: t, unit: u, ctx: gctx, d: &deal{n: len(l.seats)}}
			e.seat(0, 1)
			tallies[u] = t
			return e.err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	total := pr.newTally()
	for _, t := range tallies {
		total.merge(t)
	}
	return total, nil
}

func (pr *program) newTally() *tally {
	hist := make([]bool, len(pr.sels))
	for i, s := range pr.sels {
		hist[i] = s.Agg == "histogram"
	}
	return newTally(len(pr.sels), hist)
}

// enumerator walks the deals of one unit depth first: the players'
// hands from their ranges, then each slot's combinations.
type enumerator struct {
	pr    *program
	t     *tally
	unit  int
	first bool
	ctx   context.Context
	err   error
	d     *deal
	used  deck.Set
	steps int
}

// seat places player i's cards and goes on with the next.
func (e *enumerator) seat(i int, w float64) {
	l := e.pr.l
	if e.err != nil {
		return
	}
	if i == len(l.seats) {
		e.used = l.known
		for p := range l.seats {
			e.used |= e.d.sets[p]
		}
		e.slot(0, w)
		return
	}
	s := &l.seats[i]
	if s.hands == nil {
		copy(e.d.cards[i][:], s.known)
		e.d.sets[i] = 0
		e.seat(i+1, w)
		return
	}
	firstRange := true
	for j := range i {
		firstRange = firstRange && l.seats[j].hands == nil
	}
	var taken deck.Set
	for j := range i {
		taken |= e.d.sets[j]
	}
	for k, h := range s.hands {
		if firstRange && k != e.unit || h.cards&taken != 0 {
			continue
		}
		e.d.cards[i], e.d.holes[i], e.d.sets[i] = h.list, h.hand, h.cards
		e.seat(i+1, w*h.w)
	}
	e.d.sets[i] = 0
}

// slot deals slot k's combinations from the cards left and goes on.
func (e *enumerator) slot(k int, w float64) {
	l := e.pr.l
	if k == len(l.slots) {
		e.visit(w)
		return
	}
	sl := l.slots[k]
	avail := (l.deck &^ e.used).AppendCards(make([]deck.Card, 0, 52))
	n := sl.n
	var first []deck.Card
	if k == 0 && len(l.ranged) == 0 {
		// This unit's share of the first slot: its u-th card, then any
		// n-1 of the cards after it.
		if e.unit >= len(avail) || len(avail)-e.unit < n {
			return
		}
		first, avail, n = avail[e.unit:e.unit+1], avail[e.unit+1:], n-1
	}
	var buf [8]deck.Card
	eachCombination(avail, n, func(rest []deck.Card) {
		cards := append(append(buf[:0], first...), rest...)
		if e.err != nil {
			return
		}
		dst := e.d.board[:]
		if sl.player >= 0 {
			dst = e.d.cards[sl.player][:]
		}
		var set deck.Set
		for i, c := range cards {
			dst[sl.from+i] = c
			set |= c.Bit()
		}
		e.used |= set
		e.slot(k+1, w)
		e.used &^= set
	})
}

// visit evaluates one complete deal.
func (e *enumerator) visit(w float64) {
	if e.steps++; e.steps&0xff == 0 {
		if err := e.ctx.Err(); err != nil {
			e.err = err
			return
		}
	}
	l, d := e.pr.l, e.d
	copy(d.board[:], l.board)
	for p := range l.seats {
		copy(d.cards[p][:], l.seats[p].known)
	}
	l.finish(d)
	e.t.deals++
	if e.pr.where != nil && !e.pr.where(d) {
		return
	}
	e.t.add(e.pr, d, w)
}

var _ = math.Inf
