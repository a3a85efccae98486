package sim

import (
	"context"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/pool"
)

// shardRunner is an enumeration split into independent shards, each of
// which records into the tally the runner was made with.
type shardRunner interface {
	shards() int
	runShard(i int) error
}

// soloTime is how long an exact enumeration of known hands runs on the
// calling goroutine alone before the other workers join it. Most such jobs
// end sooner (heads-up preflop takes 0.8 ms, 1.3 ms the first time in a
// process), and waking idle CPUs for them costs more than it saves:
// heads-up preflop took 1.1 to 2 ms on two workers against 0.83 ms on one.
const soloTime = 2 * time.Millisecond

// tallyShards runs every shard of the enumeration newRunner makes on
// opts' workers and returns the counts (runShards).
func tallyShards(ctx context.Context, m *Matchup, opts Options, newRunner func(context.Context, *tally) shardRunner) (*tally, error) {
	newCounts := func() *tally { return newTally(m.Game, len(m.Players), opts.Categories) }
	return runShards(ctx, opts, newCounts, newRunner)
}

// shardCounts is what a worker of an enumeration counts into: a tally, or
// a potTally for several pots at once. Counts are integers, so adding the
// workers' together gives the same sums for any number of workers.
type shardCounts[C any] interface {
	add(C)
}

// runShards runs every shard of the enumeration newRunner makes on opts'
// workers, each worker counting into counts of its own from newCounts,
// and returns their sum. Worker 0's runner and counts are made first, and
// they are all a run of one worker (or a run that ends within soloTime)
// needs.
func runShards[C shardCounts[C]](ctx context.Context, opts Options, newCounts func() C, newRunner func(context.Context, C) shardRunner) (C, error) {
	first := newCounts()
	r0 := newRunner(ctx, first)
	n := r0.shards()
	size := pool.Size(opts.Workers, n)
	counts, runners := make([]C, size), make([]shardRunner, size)
	counts[0], runners[0] = first, r0
	progress := newProgress(opts.Progress, n)
	err := pool.RunGrowing(ctx, opts.Workers, n, soloTime, func(ctx context.Context, w, i int) error {
		if runners[w] == nil {
			counts[w] = newCounts()
			runners[w] = newRunner(ctx, counts[w])
		}
		if err := runners[w].runShard(i); err != nil {
			return err
		}
		progress.step()
		return nil
	})
	if err != nil {
		var zero C
		return zero, err
	}
	for w := 1; w < size; w++ {
		if runners[w] != nil {
			first.add(counts[w])
		}
	}
	return first, nil
}

// enumerateKnown values a matchup of known hands exactly in the calling
// goroutine, shard after shard, into t.
func enumerateKnown(ctx context.Context, m *Matchup, t *tally) error {
	return new(knownRunner).run(ctx, m, t)
}

// knownRunner values matchups of known hands one after another in the
// calling goroutine, reusing its enumerators' storage, so that the many
// assignments of hands of a range matchup allocate nothing.
type knownRunner struct {
	ms   multiset
	enum enumerator
}

// run values m exactly into t.
func (k *knownRunner) run(ctx context.Context, m *Matchup, t *tally) error {
	var r shardRunner
	if canMultiset(m) {
		k.ms.reset(m, t)
	}
	if canMultiset(m) && k.ms.ok {
		r = multisetRunner{&k.ms}
	} else {
		k.enum.reset(ctx, m, t)
		r = &k.enum
	}
	for i := range r.shards() {
		if err := r.runShard(i); err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	return nil
}

// newShardRunner returns the enumeration of m's known hands that counts
// into t: by the rank multisets of the board cards to come where that is
// exact, card by card otherwise.
func newShardRunner(ctx context.Context, m *Matchup, t *tally) shardRunner {
	if canMultiset(m) {
		if ms := newMultiset(m, t); ms.ok {
			return multisetRunner{ms}
		}
	}
	return newEnumerator(ctx, m, t)
}

// multisetRunner adapts multiset to shardRunner.
type multisetRunner struct{ *multiset }

func (r multisetRunner) runShard(i int) error {
	r.multiset.runShard(i)
	return nil
}

// knownHandLine gives r, for a first player with known two-card hands, its
// one line by hand, if asked for.
func knownHandLine(r *Result, opts Options) *Result {
	p := r.Matchup.Players[0]
	if !opts.ByHand || r.ByHand != nil || p.Range != nil || len(p.Cards) != 2 {
		return r
	}
	pr := r.Players[0]
	r.ByHand = []HandResult{{Combo: deck.NewCombo(p.Cards[0], p.Cards[1]), Weight: 1, Samples: pr.Samples,
		Total: float64(pr.Samples), Equity: pr.Equity, Win: pr.Win, Tie: pr.Tie, EquitySq: pr.EquitySq, StdErr: pr.StdErr}}
	return r
}

func newResult(m *Matchup, mode Mode, t *tally, seed uint64, interrupted bool, elapsed time.Duration) *Result {
	a := newWeighted(t.n, t.cats != nil, t.hl != nil)
	a.add(t, 1, 1)
	return newWeightedResult(m, mode, a, seed, interrupted, elapsed)
}

func newWeightedResult(m *Matchup, mode Mode, a *weighted, seed uint64, interrupted bool, elapsed time.Duration) *Result {
	r := &Result{Matchup: *m, Mode: mode, Samples: a.samples, Seed: seed, Interrupted: interrupted, Elapsed: elapsed,
		Players: make([]PlayerResult, 0, len(m.Players))}
	for p := range m.Players {
		pr := a.player(p)
		if mode == ModeMonteCarlo {
			pr.StdErr = StdErr(pr.Equity, pr.EquitySq, pr.Samples)
		}
		r.Players = append(r.Players, pr)
	}
	r.NoLow = a.noLow()
	return r
}
