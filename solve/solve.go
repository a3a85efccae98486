package solve

import (
	"context"
	"math"

	"github.com/pokersim/pokersim/solve/cfr"
)

// Progress is the state of a solve, reported after each measure of the
// exploitability.
type Progress struct {
	Iterations     int
	Max            int     // the most iterations the solve will run
	Exploitability float64 // percent of the pot
	Target         float64 // the accuracy sought, percent of the pot
}

// The defaults of a Request.
const (
	DefaultAccuracy   = 0.3     // percent of the pot
	DefaultIterations = 1000    // the most iterations
	DefaultMaxMemory  = 2 << 30 // bytes
	// checkEvery is the number of iterations between two measures of the
	// exploitability, which costs about one iteration.
	checkEvery = 10
)

// iterate runs s until its exploitability is at most target percent of
// the pot, or for max iterations (at least 1), measuring it every
// checkEvery iterations and at the end. It returns the last exploitability measured,
// in percent of the pot.
func iterate(ctx context.Context, s *cfr.Solver, pot, target float64, max int, progress func(Progress)) (float64, error) {
	expl := func() float64 {
		e, _ := s.Exploitability()
		return e / pot * 100
	}
	e := math.Inf(1)
	for s.Iterations() < max {
		if err := s.Iterate(ctx); err != nil {
			return 0, err
		}
		if s.Iterations()%checkEvery != 0 && s.Iterations() < max {
			continue
		}
		e = expl()
		if progress != nil {
			progress(Progress{Iterations: s.Iterations(), Max: max, Exploitability: e, Target: target})
		}
		if e <= target {
			break
		}
	}
	return e, nil
}
