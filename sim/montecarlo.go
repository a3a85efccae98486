package sim

import (
	"context"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// BatchSize is the number of Monte Carlo trials in a batch. Batch i draws
// from its own stream, deck.NewRand(seed, i), so a batch's outcome depends
// only on the seed and its index.
const BatchSize = 1 << 15

// minStdErrTrials is the number of trials before a standard-error target
// may stop a run, so that the variance estimate is itself reliable.
const minStdErrTrials = 4 * BatchSize

// MonteCarlo estimates m's equities by dealing random completions.
//
// Trials run in batches of BatchSize, each with its own random stream
// derived from (opts.Seed, batch index), spread over opts.Workers
// goroutines. Batches are merged strictly in index order and the stopping
// rules (opts.Trials, opts.StdErr, opts.Time) are checked after each
// merge, so for a given seed and limit the result is the same whatever the
// number of workers. With opts.Trials the last batch is cut short so that
// exactly that many trials run. If ctx is cancelled the merged batches so
// far are returned with Interrupted set and no error.
func MonteCarlo(ctx context.Context, m *Matchup, opts Options) (*Result, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	if m.hasRanges() {
		setup, err := newRangeSetup(m, opts, maxListedTuples, true)
		if err != nil {
			return nil, err
		}
		return runMonteCarlo(ctx, m, opts, func() batchRunner { return setup.newSampler() })
	}
	return runMonteCarlo(ctx, m, opts, func() batchRunner { return newSampler(m, opts.Categories) })
}

// batchRunner plays the trials of Monte Carlo batches. Each worker owns one.
type batchRunner interface {
	// run plays trials trials of batch i with the stream (seed, i).
	run(seed uint64, i int64, trials int) batch
}

// batch is the outcome of a batch of trials: the tally, and the first
// player's outcomes by hand if asked for.
type batch struct {
	t      *tally
	heroes *heroTable
	err    error // the batch could not be played
}

// runMonteCarlo runs batches from the runners newRunner makes, one per
// worker, and merges them in order.
//
// The worker that finishes a batch merges it, and every batch after it
// that is waiting, under a lock, and checks the stopping rules. No
// goroutine waits to merge: with as many workers as cores, a merging
// goroutine woken for every batch has to take a core from a worker each
// time (it measured a few percent slower).
func runMonteCarlo(ctx context.Context, m *Matchup, opts Options, newRunner func() batchRunner) (*Result, error) {
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	mg := &merger{stop: newStopRule(opts, start), total: newTally(len(m.Players), opts.Categories),
		pending: make(map[int64]batch), progress: opts.Progress, cancel: cancel}
	if opts.ByHand {
		mg.heroes = new(heroTable)
	}

	var next atomic.Int64
	g, gctx := errgroup.WithContext(ctx)
	for range opts.workers() {
		g.Go(func() error {
			s := newRunner()
			for gctx.Err() == nil {
				i := next.Add(1) - 1
				size := mg.stop.batchSize(i)
				if size == 0 {
					return nil
				}
				b := s.run(opts.Seed, i, size)
				if b.err != nil {
					return b.err
				}
				mg.add(i, b)
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	// The workers are done: mg needs no lock.
	interrupted := !mg.finished && ctx.Err() != nil
	if !mg.finished && !interrupted && mg.stop.maxTrials > 0 && mg.total.total < mg.stop.maxTrials {
		interrupted = true // cannot happen unless a worker failed
	}
	r := newResult(m, ModeMonteCarlo, mg.total, opts.Seed, interrupted, time.Since(start))
	if mg.heroes != nil && m.hasRanges() {
		r.ByHand = mg.heroes.results()
	}
	return knownHandLine(r, opts), nil
}

// merger adds up the batches of a Monte Carlo run in index order, whatever
// order they finish in, and stops the run when the stopping rule is met.
type merger struct {
	stop     *stopRule
	progress func(float64)
	cancel   context.CancelFunc // stops the workers

	mu       sync.Mutex
	total    *tally
	heroes   *heroTable
	pending  map[int64]batch // finished batches after the first missing one
	merged   int64           // the number of batches merged
	finished bool            // the stopping rule is met
}

// add merges batch i, if the run is not finished, along with the batches
// after it that were waiting for it.
func (mg *merger) add(i int64, b batch) {
	mg.mu.Lock()
	defer mg.mu.Unlock()
	if mg.finished {
		return
	}
	mg.pending[i] = b
	for b, ok := mg.pending[mg.merged]; ok; b, ok = mg.pending[mg.merged] {
		delete(mg.pending, mg.merged)
		mg.total.add(b.t)
		if mg.heroes != nil && b.heroes != nil {
			mg.heroes.merge(b.heroes)
		}
		mg.merged++
		if mg.stop.done(mg.total) {
			mg.finished = true
			mg.cancel()
			return
		}
	}
	if mg.progress != nil {
		mg.progress(mg.stop.progress(mg.total))
	}
}

// stopRule decides when a Monte Carlo run has enough trials.
type stopRule struct {
	maxTrials int64
	stdErr    float64
	deadline  time.Time
	start     time.Time
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

// batchSize returns the number of trials in batch i: BatchSize, less for
// the last batch under a trial limit, 0 past it.
func (s *stopRule) batchSize(i int64) int {
	if s.maxTrials == 0 {
		return BatchSize
	}
	return int(max(0, min(BatchSize, s.maxTrials-i*BatchSize)))
}

// done reports whether the merged tally t is enough.
func (s *stopRule) done(t *tally) bool {
	if s.maxTrials > 0 && t.total >= s.maxTrials {
		return true
	}
	if !s.deadline.IsZero() && !time.Now().Before(s.deadline) {
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
		// The standard error falls as 1/sqrt(n).
		if se := t.maxStdErr(); se > 0 {
			f = max(f, min(1, (s.stdErr/se)*(s.stdErr/se)))
		}
	}
	return min(f, 1)
}

// maxStdErr returns the largest standard error of equity among the players.
func (t *tally) maxStdErr() float64 {
	var worst float64
	for p := range t.n {
		r := t.player(p)
		worst = max(worst, math.Sqrt(max(0, r.EquitySq-r.Equity*r.Equity)/float64(t.total)))
	}
	return worst
}

// sampler deals and values random completions of a matchup. Each worker
// owns one.
type sampler struct {
	fresh  deck.Deck   // the cards not known, in order
	deck   deck.Deck   // the same, reordered by dealing
	need   int         // cards dealt per trial
	board  eval.Hand   // the known board
	kBoard int         // board cards dealt per trial
	base   []eval.Hand // each player's known cards
	kHole  []int       // each player's cards dealt per trial
	vals   []eval.Rank
	rng    deck.Rand
	cats   bool
}

func newSampler(m *Matchup, categories bool) *sampler {
	s := &sampler{fresh: deck.NewDeck(m.Known()), board: eval.NewHand(m.Board...), cats: categories}
	s.kBoard = m.Game.BoardCards() - len(m.Board)
	s.need = s.kBoard
	for _, p := range m.Players {
		s.base = append(s.base, eval.NewHand(p.Cards...))
		k := m.Game.HoleCards() - len(p.Cards)
		s.kHole = append(s.kHole, k)
		s.need += k
	}
	s.vals = make([]eval.Rank, len(m.Players))
	return s
}

// run plays trials trials of batch i with the stream (seed, i).
func (s *sampler) run(seed uint64, i int64, trials int) batch {
	t := newTally(len(s.base), s.cats)
	// A batch starts from the deck in order, so that its deals depend only
	// on its stream, not on the batches this worker dealt before.
	s.deck = s.fresh
	s.rng.Seed(seed, uint64(i))
	if len(s.base) == 2 && s.kHole[0] == 0 && s.kHole[1] == 0 && !s.cats {
		s.runHeadsUp(t, trials)
	} else {
		s.runGeneric(t, trials)
	}
	return batch{t: t}
}

// runGeneric plays trials with any players, dealing each player's missing
// cards after the board's.
func (s *sampler) runGeneric(t *tally, trials int) {
	for range trials {
		drawn := s.deck.Draw(&s.rng, s.need)
		b := s.board
		for _, c := range drawn[:s.kBoard] {
			b = b.Add(c)
		}
		next := s.kBoard
		for p, h := range s.base {
			h = h.Merge(b)
			for _, c := range drawn[next : next+s.kHole[p]] {
				h = h.Add(c)
			}
			next += s.kHole[p]
			s.vals[p] = h.Rank()
		}
		t.record(s.vals, 1)
	}
}

// runHeadsUp is run for the commonest case, two players whose cards are
// known. It counts outcomes without branches (which of two random hands
// wins is a coin toss that would defeat branch prediction) in local
// variables.
func (s *sampler) runHeadsUp(t *tally, trials int) {
	h0, h1 := s.base[0].Merge(s.board), s.base[1].Merge(s.board)
	var win0, win1 int64
	for range trials {
		var b eval.Hand
		for _, c := range s.deck.Draw(&s.rng, s.kBoard) {
			b = b.Add(c)
		}
		d := int64(h0.Merge(b).Rank()) - int64(h1.Merge(b).Rank())
		win0 += int64(uint64(-d) >> 63) // d > 0
		win1 += int64(uint64(d) >> 63)  // d < 0
	}
	t.headsUp(int64(trials), win0, win1)
}
