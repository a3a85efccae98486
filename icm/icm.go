package icm

import (
	"context"
	"strconv"
)

// Method is the way prize equity is computed.
type Method string

// The methods.
const (
	// Auto chooses Exact for fields of at most MaxExact players, and for
	// larger ones whose few paid places make the sparse recursion cheap
	// (exactSparse: 2,500 players with 3 paid, or 100 with 5), and
	// MonteCarlo for the rest.
	Auto Method = ""
	// Exact is the recursion over sets of players placed: see Exact.
	Exact Method = "exact"
	// MonteCarlo samples finishing orders: see MonteCarlo.
	MonteCarlo Method = "montecarlo"
)

// MaxExact is the largest field valued by the table of all 2^n sets of
// players (8 << n bytes, 32 MiB at 22 players; some 2^n * n steps, about
// 0.05 s at 20 players). Larger fields are exact only if few places are
// paid (see Auto).
const MaxExact = 22

// DefaultTarget is the standard error, as a share of the prize pool, to
// which MonteCarlo runs by default for every player: each estimate is
// then within 0.1% of the pool of the exact equity at four standard
// errors.
const DefaultTarget = 0.00025

// Options control Compute. The zero value chooses the method, runs Monte
// Carlo with seed 0 to DefaultTarget, and uses one worker per CPU.
type Options struct {
	Method Method
	// Seed chooses Monte Carlo's random streams: equal seeds give equal
	// results, whatever the number of workers.
	Seed uint64
	// Trials, if positive, is the exact number of finishing orders Monte
	// Carlo samples (rounded up to whole blocks of BlockTrials); otherwise
	// it samples until every player's standard error is at most Target
	// times the pool, or MaxTrials.
	Trials int
	// Target is the standard error to reach, as a share of the pool; 0
	// means DefaultTarget.
	Target float64
	// MaxTrials bounds the trials when Trials is 0; 0 means 10,000,000.
	MaxTrials int
	// Workers is the number of goroutines of Monte Carlo; 0 means one per
	// CPU.
	Workers int
}

// Result is the prize equity of each player of a field.
type Result struct {
	Method Method `json:"method"`
	// Equity is each player's expected prize, in the payouts' unit.
	Equity []float64 `json:"equity"`
	// StdErr is each Monte Carlo estimate's standard error, in the
	// payouts' unit; nil for Exact.
	StdErr []float64 `json:"stderr,omitempty"`
	// Trials is the number of finishing orders sampled; 0 for Exact.
	Trials int `json:"trials,omitempty"`
	// Interrupted reports a Monte Carlo run stopped by its context before
	// its target, whose estimates use the trials done.
	Interrupted bool `json:"interrupted,omitempty"`
}

// Compute returns the prize equity of each player of f by the method opts
// asks for (Auto: Exact where it is cheap, else MonteCarlo; see Auto). It
// returns an *InputError if f is not valid (see Field.Validate) or Exact
// is asked for a field too large for it. A Monte Carlo run whose
// context is done returns what it has, marked Interrupted, unless it has
// no trials at all, when it returns ctx's error.
func Compute(ctx context.Context, f Field, opts Options) (*Result, error) {
	if err := f.Validate(); err != nil {
		return nil, err
	}
	n, sparse := len(f.Stacks), len(f.Stacks) > MaxExact && sparseFits(len(f.Stacks), f.paid())
	switch method := opts.Method; {
	case method == MonteCarlo || (method == Auto && n > MaxExact && !sparse):
		return monteCarlo(ctx, f, opts)
	case method == Exact || method == Auto:
		switch {
		case n <= MaxExact:
			return &Result{Method: Exact, Equity: exact(f)}, nil
		case sparse:
			return &Result{Method: Exact, Equity: exactSparse(f)}, nil
		}
		return nil, &InputError{What: "stacks", Err: ErrStack,
			Reason: "are too many for the exact method with " + itoa(f.paid()) + " places paid: " + itoa(n) + " players, at most " + itoa(MaxExact) + " with every place paid (or many more with few paid)"}
	default:
		return nil, &InputError{What: "method", Value: string(method), Err: ErrRequest, Reason: "is not a method (want exact or montecarlo)"}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
