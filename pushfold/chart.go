package pushfold

import (
	"context"
	"fmt"
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
	// First is the index of the chart's smallest stack: 0 (1 bb) without
	// an ante, else the first stack that covers the big blind and the
	// ante (ChartFirst); the stacks below it are not in the chart.
	First int `json:"-"`
}

// ChartFirst returns the index of the smallest chart stack that can post
// the big blind and ante: the first ChartStack(k) of at least 1 + ante,
// and ok false if none is (an ante above 19 bb).
func ChartFirst(ante float64) (k int, ok bool) {
	for k := range chartStacks {
		if ChartStack(k) >= 1+ante {
			return k, true
		}
	}
	return 0, false
}

// NewChart solves the game with each chart stack and the ante given, on
// workers goroutines (0 for one per CPU), and reads the chart from the
// solutions. With an ante the chart starts at the smallest stack that
// covers the big blind and the ante (ChartFirst): 1.2 bb for an ante of
// 0.125. It returns a *GameError for a bad ante, or one too large for
// any chart stack to post (above 19 bb), or ctx's error.
func NewChart(ctx context.Context, ante float64, workers int) (*Chart, error) {
	first, ok := ChartFirst(ante)
	if !ok {
		return nil, &GameError{"ante", ante, fmt.Sprintf("leaves no chart stack that can post it: at most %g bb", ChartMax-1)}
	}
	if err := (Game{Stack: ChartStack(first), Ante: ante}).Validate(); err != nil {
		return nil, err
	}
	AllIn() // build the table once, before the workers share it
	var mu sync.Mutex
	sols := make([]*Solution, chartStacks)
	err := pool.Run(ctx, workers, chartStacks-first, func(ctx context.Context, _, k int) error {
		k += first
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
	c := chartOf(ante, sols[first:])
	c.First = first
	for i := range deck.NumClasses {
		for _, k := range []*int{&c.Push[i], &c.Call[i]} {
			if *k >= 0 {
				*k += first
			}
		}
	}
	return c, nil
}

// chartOf reads the chart from the solutions of the chart stacks from the
// first solved, indices counted from it.
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
