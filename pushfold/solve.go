package pushfold

import (
	"context"

	"github.com/pokersim/pokersim/deck"
)

// DefaultTolerance is the exploitability to which Solve runs by default,
// in big blinds per deal.
const DefaultTolerance = 1e-6

// Options control Solve. The zero value runs to DefaultTolerance with at
// most 200,000 iterations.
type Options struct {
	// Tolerance is the exploitability to reach, in big blinds per deal.
	Tolerance float64
	// MaxIterations bounds the iterations; 0 means 200,000.
	MaxIterations int
}

// Solution is an equilibrium of a game, to within its exploitability.
type Solution struct {
	Game
	// Stacks and Payouts are those of an ICM game (SolveICM), whose values
	// and gains are prize equity; nil for chips.
	Stacks  []float64 `json:"stacks,omitempty"`
	Payouts []float64 `json:"payouts,omitempty"`
	Strategy
	// Value is the small blind's expected result per deal, in big blinds
	// (the change of its stack; the big blind's is the opposite).
	Value float64 `json:"value"`
	// GainSB and GainBB are how much each player would win per deal, in
	// big blinds, by switching to their best response to the other's
	// strategy; Exploitability is the larger of the two.
	GainSB         float64 `json:"gain_sb"`
	GainBB         float64 `json:"gain_bb"`
	Exploitability float64 `json:"exploitability"`
	// Iterations is the number of CFR+ iterations run.
	Iterations int `json:"iterations"`
	// Refined reports a strategy made exact by solving the indifference
	// equations of its mixed hands (see Solve); its exploitability is
	// rounding.
	Refined bool `json:"refined"`
	// Converged reports a solution within the tolerance (or refined): an
	// equilibrium. One that is not stopped at the iteration cap, and
	// reports say so rather than call it an equilibrium.
	Converged bool `json:"-"`
}

// refineFrom is the exploitability, in big blinds per deal, from which
// Solve tries to read an exact equilibrium from CFR+'s average.
const refineFrom = 1e-3

// checkEvery is the number of iterations between two measures of the
// average strategy's exploitability.
const checkEvery = 16

// Solve returns an equilibrium of g found by CFR+ (Tammelin, "Solving
// large imperfect information games using CFR+", 2014): each class of each
// player is a decision between two actions, with regrets floored at zero,
// updates alternating between the players, and the average strategy
// weighting iteration t by t² (the γ = 2 of Brown and Sandholm's
// discounted CFR, 2019, which here needs half the iterations of linear
// weighting). The game is a zero-sum bilinear game, for
// which the average strategy converges to an equilibrium. Once neither
// player gains more than refineFrom (0.001 bb) by a best response to the
// average, measured exactly, Solve tries every checkEvery iterations to
// read from it which hands are mixed and to solve their indifference
// equations (see refine): if that gives an equilibrium that no best
// response beats by more than rounding, it is the answer, marked Refined.
// Otherwise CFR+ goes on until its average is within opts.Tolerance, or
// for opts.MaxIterations, and that average is the answer. Either way the
// exploitability is measured and reported. It returns g's validation
// error, or ctx's error if ctx is done first.
//
// Why CFR+ rather than the simplex method: the linear program of the game
// has some 680 variables and 340 constraints, and gonum's dense simplex
// refactorises its basis at every pivot, which costs about as much as
// thousands of CFR+ iterations of two 169x169 products each.
func Solve(ctx context.Context, g Game, opts Options) (*Solution, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	sol, err := solve(ctx, newPayoffs(AllIn(), g), opts, 1)
	if err != nil {
		return nil, err
	}
	sol.Game = g
	return sol, nil
}

// solve runs CFR+ and the refinement on the payoffs p, as Solve
// describes, with payoffs in units of scale big blinds (1 for chips).
func solve(ctx context.Context, p *payoffs, opts Options, scale float64) (*Solution, error) {
	tol := opts.Tolerance
	if tol <= 0 {
		tol = DefaultTolerance * scale
	}
	maxIt := opts.MaxIterations
	if maxIt <= 0 {
		maxIt = 200_000
	}
	var c cfr
	c.init()
	sol := &Solution{}
	from := max(refineFrom*scale, tol)
	for it := 1; it <= maxIt; it++ {
		c.step(p, float64(it)*float64(it))
		if it%checkEvery != 0 && it != maxIt {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		avg := c.average()
		sb, bb := p.gains(&avg)
		sol.Strategy, sol.GainSB, sol.GainBB, sol.Iterations = avg, sb, bb, it
		if max(sb, bb) <= from {
			if r, ok := p.refine(&avg); ok {
				sol.Strategy, sol.Refined = r, true
				sol.GainSB, sol.GainBB = p.gains(&r)
				break
			}
		}
		if max(sb, bb) <= tol {
			break
		}
	}
	sol.Exploitability = max(sol.GainSB, sol.GainBB)
	sol.Converged = sol.Refined || sol.Exploitability <= tol
	sol.Value = p.value(&sol.Strategy)
	return sol, nil
}

// cfr is the state of CFR+: each class's regrets for its two actions,
// the current strategy, and the weighted sums of past strategies.
type cfr struct {
	pushR, foldR, callR, passR [deck.NumClasses]float64
	cur                        Strategy
	sum                        Strategy
	weight                     float64
}

func (c *cfr) init() {
	for i := range deck.NumClasses {
		c.cur.Push[i], c.cur.Call[i] = 0.5, 0.5
	}
}

// step runs one iteration, weighting its strategies by w: the small
// blind's regrets against the current calls, then the big blind's against
// the new pushes.
func (c *cfr) step(p *payoffs, w float64) {
	var gain [deck.NumClasses]float64
	p.pushGain(&gain, &c.cur.Call)
	regretMatch(&c.pushR, &c.foldR, &c.cur.Push, &gain)
	p.callGain(&gain, &c.cur.Push)
	regretMatch(&c.callR, &c.passR, &c.cur.Call, &gain)
	for i := range deck.NumClasses {
		c.sum.Push[i] += w * c.cur.Push[i]
		c.sum.Call[i] += w * c.cur.Call[i]
	}
	c.weight += w
}

// regretMatch updates the regrets of a binary decision with strategy q
// (the probability of the first action), whose first action gains d over
// the second: the first action's regret grows by (1-q)d, the second's by
// -qd, each floored at zero (CFR+), and q becomes the first's share of
// the positive regrets (1/2 if none).
func regretMatch(r1, r2, q, d *[deck.NumClasses]float64) {
	for i := range q {
		r1[i] = max(0, r1[i]+(1-q[i])*d[i])
		r2[i] = max(0, r2[i]-q[i]*d[i])
		if s := r1[i] + r2[i]; s > 0 {
			q[i] = r1[i] / s
		} else {
			q[i] = 0.5
		}
	}
}

// average returns the weighted average strategy.
func (c *cfr) average() Strategy {
	var s Strategy
	for i := range deck.NumClasses {
		s.Push[i] = c.sum.Push[i] / c.weight
		s.Call[i] = c.sum.Call[i] / c.weight
	}
	return s
}
