package sim

import (
	"fmt"
	"math"
	"time"

	"github.com/pokersim/pokersim/internal/pool"
)

// Method chooses between exact enumeration and Monte Carlo.
type Method uint8

const (
	// Auto enumerates exactly when that is expected to take at most
	// Options.ExactBudget seconds of CPU time, and runs Monte Carlo
	// otherwise. The choice depends only on the matchup and the options that
	// shape the work (the budget, categories, results by hand), never on the
	// number of workers, the seed or the machine, so the same request gets
	// the same method everywhere.
	Auto Method = iota
	// ForceExact always enumerates (within the limits of what enumeration
	// can hold; see ErrTooMany).
	ForceExact
	// ForceMonteCarlo always samples.
	ForceMonteCarlo
)

// String returns "auto", "exact" or "mc".
func (m Method) String() string {
	switch m {
	case ForceExact:
		return "exact"
	case ForceMonteCarlo:
		return "mc"
	}
	return "auto"
}

// Mode returns the mode of a result computed by method m, which must not
// be Auto: ModeExact for ForceExact, ModeMonteCarlo for ForceMonteCarlo.
func (m Method) Mode() Mode {
	if m == ForceMonteCarlo {
		return ModeMonteCarlo
	}
	return ModeExact
}

// DefaultStdErr is the standard error of equity at which Monte Carlo stops
// when no other limit is given.
const DefaultStdErr = 0.0005

// DefaultExactBudget is the CPU time, in seconds, that Auto lets an exact
// enumeration take: a second and a half of wall time on two cores.
const DefaultExactBudget = 3.0

// Options control a computation. The zero value asks for the default:
// automatic choice of method with DefaultExactBudget, one worker per CPU,
// and for Monte Carlo a standard error of DefaultStdErr with seed 0. Seed 0
// is a seed like any other: calls with the zero Options repeat each other
// exactly; give each run its own seed (NewSeed) for independent estimates.
type Options struct {
	Method  Method
	Workers int // goroutines; 0 means runtime.GOMAXPROCS(0)

	// ExactBudget is the CPU time in seconds that Auto lets exact
	// enumeration take (estimated before it starts); 0 means
	// DefaultExactBudget.
	ExactBudget float64

	// Monte Carlo stops at the first limit reached. With none of Trials,
	// StdErr and Time set, StdErr is DefaultStdErr. Exact enumeration
	// ignores them.
	Trials int64         // stop after this many trials
	StdErr float64       // stop when every player's standard error of equity is below this
	Time   time.Duration // stop after this long; results then depend on the machine's speed
	// Seed is the Monte Carlo seed, below MaxSeed: runs with the same seed
	// and limits (other than Time) give the same result, whatever the number
	// of workers. Exact enumeration ignores it.
	Seed uint64

	// Categories asks for the frequency of each player's final hand category.
	Categories bool
	// ByHand asks for the first player's result with each hand of its
	// range (Result.ByHand).
	ByHand bool

	// NoTables asks exact enumeration to enumerate even where an exact
	// table answers (see Result.Table): for generating and checking the
	// tables, and for measuring the enumeration.
	NoTables bool

	// Progress, if not nil, is called from time to time with the fraction
	// of the work done, in [0,1]. It is called from one goroutine at a time.
	Progress func(done float64)

	// Resume, if not nil, continues a Monte Carlo run from a checkpoint of
	// the same matchup and options (but Resume and OnCheckpoint): only the
	// blocks after it are played, and the result is the uninterrupted
	// run's. Exact enumeration ignores it.
	Resume *Checkpoint
	// OnCheckpoint, if not nil, is called with the state of a Monte Carlo
	// run each time a block is merged and the run goes on, from one
	// goroutine at a time: saving the last one lets an interrupted run be
	// resumed (Resume), losing at most the blocks under way. Not with
	// Categories or ByHand.
	OnCheckpoint func(*Checkpoint)
}

// Validate reports options that cannot be run: a negative worker count,
// trial limit or time limit, a negative or NaN standard-error target or
// budget, a seed of MaxSeed or more, or an unknown method. The error wraps
// ErrOptions.
func (o *Options) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrOptions, fmt.Sprintf(format, args...))
	}
	switch {
	case o.Method > ForceMonteCarlo:
		return bad("unknown method %d", o.Method)
	case o.Workers < 0:
		return bad("Workers is %d; want 0 (one per CPU) or more", o.Workers)
	case o.Trials < 0:
		return bad("Trials is %d; want 0 (no limit) or more", o.Trials)
	case o.Time < 0:
		return bad("Time is %v; want 0 (no limit) or more", o.Time)
	case math.IsNaN(o.StdErr) || o.StdErr < 0 || math.IsInf(o.StdErr, 0):
		return bad("StdErr is %v; want 0 (the default) or a positive number", o.StdErr)
	case math.IsNaN(o.ExactBudget) || o.ExactBudget < 0:
		return bad("ExactBudget is %v; want 0 (the default) or a positive number of seconds", o.ExactBudget)
	case o.Seed >= MaxSeed:
		return bad("Seed %d is not below 2^53", o.Seed)
	case (o.Resume != nil || o.OnCheckpoint != nil) && (o.Categories || o.ByHand):
		return bad("a run with categories or results by hand cannot be checkpointed")
	}
	return nil
}

func (o *Options) workers() int { return pool.Workers(o.Workers) }

func (o *Options) exactBudget() float64 {
	if o.ExactBudget > 0 {
		return o.ExactBudget
	}
	return DefaultExactBudget
}
