package sim

import (
	"runtime"
	"time"
)

// Method chooses between exact enumeration and Monte Carlo.
type Method uint8

const (
	// Auto enumerates exactly when that is expected to take about a second
	// or less, and runs Monte Carlo otherwise.
	Auto Method = iota
	// ForceExact always enumerates.
	ForceExact
	// ForceMonteCarlo always samples.
	ForceMonteCarlo
)

// DefaultStdErr is the standard error of equity at which Monte Carlo stops
// when no other limit is given.
const DefaultStdErr = 0.0005

// Options control a computation. The zero value asks for the default:
// automatic choice of method, one worker per CPU, and for Monte Carlo a
// standard error of DefaultStdErr with seed 0.
type Options struct {
	Method  Method
	Workers int // goroutines; 0 means runtime.GOMAXPROCS(0)

	// Monte Carlo stops at the first limit reached. With none of Trials,
	// StdErr and Time set, StdErr is DefaultStdErr.
	Trials int64         // stop after this many trials
	StdErr float64       // stop when every player's standard error of equity is below this
	Time   time.Duration // stop after this long
	Seed   uint64        // the seed; runs with the same seed and limits give the same result

	// Categories asks for the frequency of each player's final hand category.
	Categories bool
	// ByHand asks for the first player's result with each hand of its
	// range (Result.ByHand).
	ByHand bool

	// Progress, if not nil, is called from time to time with the fraction
	// of the work done, in [0,1]. It is called from one goroutine at a time.
	Progress func(done float64)
}

func (o *Options) workers() int {
	if o.Workers > 0 {
		return o.Workers
	}
	return runtime.GOMAXPROCS(0)
}
