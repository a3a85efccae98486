package pushfold

import (
	"context"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/pool"
)

// The chart's stacks: ChartMin to ChartMax big blinds in steps of
// ChartStep, each stack k being ChartMin + k*ChartStep.
const (
	ChartMin    = 1.0
	ChartMax    = 20.0
	ChartStep   = 0.1
	chartStacks = 191 // (ChartMax - ChartMin) / ChartStep + 1
)

// ChartTolerance is the exploitability, in big blinds per deal, to which
// Chart runs CFR+ for a stack whose exact equilibrium it cannot read from
// the average (see Solve): tight, so that hands mixed near one half are
// read reliably.
const ChartTolerance = 1e-7

// ChartStack returns the stack of index k in [0, 191): 1.0, 1.1, ..., 20.0.
func ChartStack(k int) float64 { return (10*ChartMin + float64(k)) / 10 }

// Chart is the push-or-fold chart of a game's ante: for each class, the
// largest stack at which each player plays it at least half the time.
type Chart struct {
	Ante float64 `json:"ante"`
	// Push and Call hold, by class grid index, the index k of the largest
	// chart stack ChartStack(k) at which the small blind pushes the class
	// (the big blind calls with it) at least half the time, or -1 if at
	// none. The last index, 190, reads "20+".
	Push [deck.NumClasses]int `json:"-"`
	Call [deck.NumClasses]int `json:"-"`
	// PushGaps and CallGaps report, by class, whether the class is not
	// played at some smaller chart stack than its value: a range with holes.
	PushGaps [deck.NumClasses]bool `json:"-"`
	CallGaps [deck.NumClasses]bool `json:"-"`
	// Exploitability is the largest exploitability of the stacks' solutions,
	// in big blinds per deal.
	Exploitability float64 `json:"exploitability"`
}

// NewChart solves the game with each chart stack and the ante given, on
// workers goroutines (0 for one per CPU), and reads the chart from the
// solutions. It returns the error of Game.Validate for a bad ante (or one
// so large that the smallest stacks cannot post it), or ctx's error.
func NewChart(ctx context.Context, ante float64, workers int) (*Chart, error) {
	if err := (Game{Stack: ChartStack(0), Ante: ante}).Validate(); err != nil {
		return nil, err
	}
	AllIn() // build the table once, before the workers share it
	var mu sync.Mutex
	sols := make([]*Solution, chartStacks)
	err := pool.Run(ctx, workers, chartStacks, func(ctx context.Context, _, k int) error {
		sol, err := Solve(ctx, Game{Stack: ChartStack(k), Ante: ante}, Options{Tolerance: ChartTolerance})
		if err != nil {
			return err
		}
		mu.Lock()
		sols[k] = sol
		mu.Unlock()
		return nil
	})
	if err != nil {
		return nil, err
	}
	return chartOf(ante, sols), nil
}

// chartOf reads the chart from the solutions of every chart stack.
func chartOf(ante float64, sols []*Solution) *Chart {
	c := &Chart{Ante: ante}
	for i := range deck.NumClasses {
		c.Push[i], c.PushGaps[i] = largest(sols, func(s *Solution) float64 { return s.Push[i] })
		c.Call[i], c.CallGaps[i] = largest(sols, func(s *Solution) float64 { return s.Call[i] })
	}
	for _, s := range sols {
		c.Exploitability = max(c.Exploitability, s.Exploitability)
	}
	return c
}

// largest returns the index of the largest stack whose solution plays a
// class at least half the time by freq, or -1, and whether some smaller
// stack's does not.
func largest(sols []*Solution, freq func(*Solution) float64) (int, bool) {
	top := -1
	for k := len(sols) - 1; k >= 0; k-- {
		if freq(sols[k]) >= 0.5 {
			top = k
			break
		}
	}
	for k := 0; k < top; k++ {
		if freq(sols[k]) < 0.5 {
			return top, true
		}
	}
	return top, false
}
