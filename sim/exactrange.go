package sim

import (
	"context"
	"time"

	"github.com/pokersim/pokersim/deck"
)

// enumerateRanges values a matchup with ranges exactly: every
// conflict-free assignment of hands to the players, with every completion
// of the board, counts once, times the product of the hands' weights. The
// assignments are grouped into orbits under the suit symmetries of the
// board and dead cards; one assignment of each orbit is enumerated like a
// matchup of known hands, and its counts are added times the orbit's
// weight.
func enumerateRanges(ctx context.Context, m *Matchup, opts Options, orbs []orbit) (*Result, error) {
	start := time.Now()
	tallies, err := tallyAll(ctx, opts, len(orbs), func(ctx context.Context, i int) (*tally, error) {
		return enumerateKnown(ctx, m.withHands(orbs[i].rep), opts.Categories)
	})
	if err != nil {
		return nil, err
	}
	total := newWeighted(len(m.Players), opts.Categories)
	var heroes heroTable
	for i, o := range orbs {
		total.add(tallies[i], o.weight, o.count)
		for _, mb := range o.members {
			heroes.add(mb.hero, tallies[i], mb.w)
		}
	}
	r := newWeightedResult(m, ModeExact, total, 0, false, time.Since(start))
	if opts.ByHand {
		r.ByHand = heroes.results()
	}
	return r, nil
}

// withHands returns a copy of m in which the players hold the given hands.
func (m *Matchup) withHands(hands []deck.Combo) *Matchup {
	k := *m
	k.Players = make([]Player, len(hands))
	for i, c := range hands {
		k.Players[i] = Player{Cards: []deck.Card{c.Hi, c.Lo}}
	}
	return &k
}

// enumerateKnown values a matchup of known hands exactly in the calling
// goroutine, shard after shard.
func enumerateKnown(ctx context.Context, m *Matchup, categories bool) (*tally, error) {
	t := newTally(len(m.Players), categories)
	r := newShardRunner(ctx, m, t)
	for i := range r.shards() {
		if err := r.runShard(i); err != nil {
			return nil, err
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	return t, nil
}
