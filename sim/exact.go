package sim

import (
	"context"
	"time"

	"golang.org/x/sync/errgroup"
)

// shardRunner is an enumeration split into independent shards, each of
// which records into the tally it was made with.
type shardRunner interface {
	shards() int
	runShard(i int) error
}

// Enumerate values m exactly by enumerating every completion. The work is
// split into shards run by opts.Workers goroutines, each shard counting
// into its own tally; the counts are integers, so the result does not
// depend on the number of workers. If ctx is cancelled, Enumerate returns
// ctx's error.
func Enumerate(ctx context.Context, m *Matchup, opts Options) (*Result, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	if m.hasRanges() {
		seats := m.seats()
		if tupleBound(seats) > maxExactTuples {
			return nil, matchupError("matchup", ErrTooMany, "too many assignments of hands to enumerate exactly; use Monte Carlo")
		}
		return enumerateRanges(ctx, m, opts, orbits(seats, symmetries(m), opts.ByHand))
	}
	start := time.Now()
	n := newShardRunner(ctx, m, newTally(len(m.Players), false)).shards()
	tallies, err := tallyAll(ctx, opts, n, func(ctx context.Context, i int) (*tally, error) {
		t := newTally(len(m.Players), opts.Categories)
		return t, newShardRunner(ctx, m, t).runShard(i)
	})
	if err != nil {
		return nil, err
	}
	total := newTally(len(m.Players), opts.Categories)
	for _, t := range tallies {
		total.add(t)
	}
	return knownHandLine(newResult(m, ModeExact, total, 0, false, time.Since(start)), opts), nil
}

// tallyAll runs count for 0..n-1 on opts' workers, reporting progress as
// each finishes, and returns their tallies in order. Each tally is whole
// and exact, so the result does not depend on the number of workers. It
// returns the first error, or ctx's if ctx is cancelled.
func tallyAll(ctx context.Context, opts Options, n int, count func(ctx context.Context, i int) (*tally, error)) ([]*tally, error) {
	tallies := make([]*tally, n)
	progress := newProgress(opts.Progress, n)
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(opts.workers())
	for i := range n {
		g.Go(func() error {
			if err := gctx.Err(); err != nil {
				return err
			}
			t, err := count(gctx, i)
			if err != nil {
				return err
			}
			tallies[i] = t
			progress.step()
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	return tallies, ctx.Err()
}

// newShardRunner returns the enumeration of m's known hands that counts
// into t: by rank multisets before the flop in Hold'em, card by card
// otherwise.
func newShardRunner(ctx context.Context, m *Matchup, t *tally) shardRunner {
	if canPreflop(m) {
		return preflopRunner{newPreflop(m, t)}
	}
	return newEnumerator(ctx, m, t)
}

// preflopRunner adapts preflop to shardRunner.
type preflopRunner struct{ *preflop }

func (r preflopRunner) runShard(i int) error {
	r.preflop.runShard(i)
	return nil
}

func newResult(m *Matchup, mode Mode, t *tally, seed uint64, interrupted bool, elapsed time.Duration) *Result {
	a := newWeighted(t.n, t.cats != nil)
	a.add(t, 1, 1)
	return newWeightedResult(m, mode, a, seed, interrupted, elapsed)
}

func newWeightedResult(m *Matchup, mode Mode, a *weighted, seed uint64, interrupted bool, elapsed time.Duration) *Result {
	r := &Result{Matchup: *m, Mode: mode, Samples: a.samples, Seed: seed, Interrupted: interrupted, Elapsed: elapsed}
	for p := range m.Players {
		r.Players = append(r.Players, a.player(p))
	}
	return r
}
