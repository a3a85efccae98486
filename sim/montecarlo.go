package sim

import (
	"context"
	"time"

	"github.com/pokersim/pokersim/internal/pool"
)

// BlockSize is the number of Monte Carlo trials in a block. Block i draws
// from its own stream, deck.NewRand(seed, i), so a block's outcome depends
// only on the seed and its index.
const BlockSize = 1 << 15

// minStdErrTrials is the number of trials before a standard-error target
// may stop a run, so that the variance estimate is itself reliable.
const minStdErrTrials = 4 * BlockSize

// blockRunner plays the trials of Monte Carlo blocks. Each worker owns one.
type blockRunner interface {
	// run plays trials trials of block i with the stream (seed, i). It may
	// give up with ctx's error if ctx is done during a long setup.
	run(ctx context.Context, seed uint64, i int64, trials int) block
}

// block is the outcome of a block of trials: the tally, and the first
// player's outcomes by hand if asked for.
type block struct {
	t      *tally
	heroes *heroTable
	err    error // the block could not be played
}

// runMonteCarlo estimates m's equities by dealing random completions, in
// blocks played by the runners newRunner makes, one per worker.
//
// Trials run in blocks of BlockSize, each with its own random stream
// derived from (opts.Seed, block index), handed out to opts.Workers
// goroutines. Blocks are merged strictly in index order and the stopping
// rules (opts.Trials, opts.StdErr, opts.Time) are checked after each
// merge, so for a given seed and limit the result is the same whatever the
// number of workers. With opts.Trials the last block is cut short so that
// exactly that many trials run. If ctx is cancelled the merged blocks so
// far are returned with Interrupted set and no error.
//
// The worker that finishes a block merges it, and every block after it
// that is waiting, under the sequencer's lock, and checks the stopping
// rules. No goroutine waits to merge: with as many workers as cores, a
// merging goroutine woken for every block has to take a core from a worker
// each time (it measured a few percent slower).
func runMonteCarlo(ctx context.Context, m *Matchup, opts Options, newRunner func() blockRunner) (*Result, error) {
	start := time.Now()
	stop := newStopRule(opts, start)
	total := newTally(m.Game, len(m.Players), opts.Categories)
	var heroes *heroTable
	if opts.ByHand {
		heroes = new(heroTable)
	}
	var first int64 // the first block to play
	if opts.Resume != nil {
		if err := total.restore(opts.Resume); err != nil {
			return nil, err
		}
		first = opts.Resume.Blocks
	}
	finished := false
	seq := newSequencer(func(i int, b block) bool {
		total.add(b.t)
		if heroes != nil && b.heroes != nil {
			heroes.merge(b.heroes)
		}
		if stop.done(total) {
			finished = true
			return true
		}
		if opts.OnCheckpoint != nil {
			opts.OnCheckpoint(total.checkpoint(first + int64(i) + 1))
		}
		if opts.Progress != nil {
			opts.Progress(stop.progress(total))
		}
		return false
	})
	runners := make([]blockRunner, pool.Size(opts.Workers, pool.Unbounded))
	err := pool.Run(ctx, opts.Workers, pool.Unbounded, func(ctx context.Context, w, i int) error {
		blk := first + int64(i)
		size := stop.blockSize(blk)
		if size == 0 {
			return pool.ErrStop
		}
		if runners[w] == nil {
			runners[w] = newRunner()
		}
		b := runners[w].run(ctx, opts.Seed, blk, size)
		if b.err != nil {
			return b.err
		}
		if seq.put(i, b) {
			return pool.ErrStop
		}
		return nil
	})
	if err != nil && ctx.Err() == nil {
		return nil, err
	}
	// The workers are done: the sequencer needs no lock.
	interrupted := !finished && ctx.Err() != nil
	r := total.monteCarloResult(m, opts.Seed, interrupted, time.Since(start))
	r.TimeLimited = stop.byTime
	if heroes != nil && m.hasRanges() {
		r.ByHand = heroes.results()
		for i := range r.ByHand {
			h := &r.ByHand[i]
			h.StdErr = StdErr(h.Equity, h.EquitySq, h.Samples)
		}
	}
	return knownHandLine(r, opts), nil
}

// stopRule decides when a Monte Carlo run has enough trials.
type stopRule struct {
	maxTrials int64
	stdErr    float64
	deadline  time.Time
	start     time.Time
	byTime    bool // the time limit stopped the run
}

func newStopRule(opts Options, start time.Time) *stopRule {
	s := &stopRule{maxTrials: opts.Trials, stdErr: opts.StdErr, start: start}
	if opts.Time > 0 {
		s.deadline = start.Add(opts.Time)
	}
	if s.maxTrials == 0 && s.stdErr == 0 && opts.Time == 0 {
		s.stdErr = DefaultStdErr
	}
	return s
}

// blockSize returns the number of trials in block i: BlockSize, less for
// the last block under a trial limit, 0 past it.
func (s *stopRule) blockSize(i int64) int {
	if s.maxTrials == 0 {
		return BlockSize
	}
	return int(max(0, min(BlockSize, s.maxTrials-i*BlockSize)))
}

// done reports whether the merged tally t is enough.
func (s *stopRule) done(t *tally) bool {
	if s.maxTrials > 0 && t.total >= s.maxTrials {
		return true
	}
	if !s.deadline.IsZero() && !time.Now().Before(s.deadline) {
		s.byTime = true
		return true
	}
	return s.stdErr > 0 && t.total >= minStdErrTrials && t.maxStdErr() < s.stdErr
}

// progress estimates the fraction of the run done.
func (s *stopRule) progress(t *tally) float64 {
	var f float64
	if s.maxTrials > 0 {
		f = max(f, float64(t.total)/float64(s.maxTrials))
	}
	if !s.deadline.IsZero() {
		f = max(f, float64(time.Since(s.start))/float64(s.deadline.Sub(s.start)))
	}
	if s.stdErr > 0 && t.total > 0 {
		// The standard error falls as 1/sqrt(n); and the run goes on to
		// minStdErrTrials at least.
		if se := t.maxStdErr(); se > 0 {
			f = max(f, min(1, (s.stdErr/se)*(s.stdErr/se), float64(t.total)/minStdErrTrials))
		}
	}
	return min(f, 1)
}

// maxStdErr returns the largest standard error of equity among the players.
func (t *tally) maxStdErr() float64 {
	var worst float64
	for p := range t.n {
		worst = max(worst, t.stdErr(p))
	}
	return worst
}

// stdErr returns player p's standard error of equity: by batch means for
// correlated trials, and otherwise from the spread of single trials.
func (t *tally) stdErr(p int) float64 {
	r := t.player(p)
	if t.bm != nil {
		return t.bm.stdErr(p, r.Equity, t.total)
	}
	return StdErr(r.Equity, r.EquitySq, t.total)
}
