package icm

import (
	"context"
	"errors"
	"math"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/pool"
)

// BlockTrials is the number of finishing orders of one Monte Carlo block:
// block b draws from the stream deck.NewRand(seed, b), so results depend
// on the seed and the number of blocks only, not on the workers.
const BlockTrials = 512

// roundBlocks is the number of blocks run between two checks of the
// standard errors against the target.
const roundBlocks = 16

// tally holds sums of each player's prize over some trials.
type tally struct {
	trials  int
	sum, sq []float64 // Σ prize, Σ prize² by player
}

func newTally(n int) tally {
	return tally{sum: make([]float64, n), sq: make([]float64, n)}
}

func (t *tally) add(u tally) {
	t.trials += u.trials
	for i := range t.sum {
		t.sum[i] += u.sum[i]
		t.sq[i] += u.sq[i]
	}
}

// mean and stderr of player i's prize: the sample mean and the standard
// error of the mean, sqrt(sample variance / trials), which the central
// limit theorem makes the scale of a normal interval for so many trials.
func (t *tally) mean(i int) float64 { return t.sum[i] / float64(t.trials) }

func (t *tally) stderr(i int) float64 {
	n := float64(t.trials)
	if n < 2 {
		return math.Inf(1)
	}
	m := t.sum[i] / n
	v := max(0, (t.sq[i]-n*m*m)/(n-1))
	return math.Sqrt(v / n)
}

// monteCarlo estimates the prize equities by sampling finishing orders in
// rounds of blocks until the target or the trials asked for.
func monteCarlo(ctx context.Context, f Field, opts Options) (*Result, error) {
	n := len(f.Stacks)
	target := opts.Target
	if target <= 0 {
		target = DefaultTarget
	}
	target *= f.Pool()
	maxTrials := opts.MaxTrials
	if maxTrials <= 0 {
		maxTrials = 10_000_000
	}
	if opts.Trials > 0 {
		maxTrials = opts.Trials
	}
	total := newTally(n)
	s := newSampler(f)
	res := &Result{Method: MonteCarlo}
	for block := 0; total.trials < maxTrials; {
		m := min(roundBlocks, (maxTrials-total.trials+BlockTrials-1)/BlockTrials)
		round, err := s.run(ctx, opts, block, m)
		if err != nil {
			if ctx.Err() == nil || total.trials == 0 {
				return nil, err
			}
			res.Interrupted = true
			break
		}
		total.add(round)
		block += m
		if opts.Trials <= 0 && total.maxStderr() <= target {
			break
		}
	}
	res.Trials = total.trials
	res.Equity, res.StdErr = make([]float64, n), make([]float64, n)
	for i := range n {
		res.Equity[i], res.StdErr[i] = total.mean(i), total.stderr(i)
	}
	return res, nil
}

func (t *tally) maxStderr() float64 {
	var m float64
	for i := range t.sum {
		m = max(m, t.stderr(i))
	}
	return m
}

// sampler draws Harville finishing orders of a field.
type sampler struct {
	f    Field
	tree []float64 // a Fenwick tree of the stacks, 1-based
	top  int       // the highest power of two at most len(f.Stacks)
	paid int
}

func newSampler(f Field) *sampler {
	n := len(f.Stacks)
	s := &sampler{f: f, paid: f.paid(), tree: make([]float64, n+1), top: 1}
	for i, x := range f.Stacks {
		fenwickAdd(s.tree, i, x)
	}
	for s.top*2 <= n {
		s.top *= 2
	}
	return s
}

// run runs blocks first, first+1, ..., first+m-1 and returns their
// tally, merged in block order after all have finished.
func (s *sampler) run(ctx context.Context, opts Options, first, m int) (tally, error) {
	n := len(s.f.Stacks)
	tallies := make([]tally, m)
	var mu sync.Mutex
	err := pool.Run(ctx, opts.Workers, m, func(ctx context.Context, _, j int) error {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		t := newTally(n)
		s.block(deck.NewRand(opts.Seed, uint64(first+j)), &t)
		mu.Lock()
		tallies[j] = t
		mu.Unlock()
		return nil
	})
	if err != nil {
		return tally{}, err
	}
	total := newTally(n)
	for _, t := range tallies {
		if t.trials == 0 {
			return tally{}, errors.New("icm: a Monte Carlo block did not run")
		}
		total.add(t)
	}
	return total, nil
}

// block samples BlockTrials finishing orders into t.
//
// Each order is drawn place by place as the model states it: the next
// place goes to a player left with probability proportional to their
// stack. The stacks left are kept in a Fenwick tree (Fenwick, "A new data
// structure for cumulative frequency tables", 1994): a draw is a uniform
// point of [0, chips left) located by binary descent of the tree, and the
// player drawn is taken out by subtracting their stack, each in O(log n).
// Only the paid places are drawn, so a trial costs O(paid log n) plus a
// copy of the tree, not the n logarithms of the exponential-keys method.
// Rounding can leave a player taken out with a weight of about 1e-16 of
// the chips; a draw that lands on one (or past the end) is drawn again.
func (s *sampler) block(r *deck.Rand, t *tally) {
	n, total := len(s.f.Stacks), s.f.Chips()
	tree := make([]float64, len(s.tree))
	taken := make([]bool, n)
	order := make([]int, 0, s.paid)
	for range BlockTrials {
		copy(tree, s.tree)
		order = order[:0]
		rest := total
		for len(order) < s.paid {
			i := fenwickFind(tree, s.top, uniform(r)*rest)
			if i >= n || taken[i] {
				continue
			}
			taken[i] = true
			order = append(order, i)
			fenwickAdd(tree, i, -s.f.Stacks[i])
			rest -= s.f.Stacks[i]
		}
		for place, i := range order {
			pay := s.f.Payouts[place]
			t.sum[i] += pay
			t.sq[i] += pay * pay
			taken[i] = false
		}
	}
	t.trials += BlockTrials
}

// fenwickAdd adds x to the weight of player i (0-based).
func fenwickAdd(tree []float64, i int, x float64) {
	for j := i + 1; j < len(tree); j += j & -j {
		tree[j] += x
	}
}

// fenwickFind returns the 0-based player whose interval of the cumulative
// weights holds u: the least i with prefix(i+1) > u, found by descending
// from the top power of two. It returns len(tree)-1 if u is past the end.
func fenwickFind(tree []float64, top int, u float64) int {
	pos := 0
	for step := top; step > 0; step >>= 1 {
		if next := pos + step; next < len(tree) && tree[next] <= u {
			pos = next
			u -= tree[next]
		}
	}
	return pos
}

// uniform returns a uniform float64 in [0,1) from the top 53 bits of a
// 64-bit output.
func uniform(r *deck.Rand) float64 {
	return float64(r.Uint64()>>11) * (1.0 / (1 << 53))
}
