package sim

import (
	"math"
	"time"

	"gonum.org/v1/gonum/stat/distuv"

	"github.com/pokersim/pokersim/deck"
)

// Mode says how a result was computed.
type Mode uint8

const (
	// ModeExact is complete enumeration: the figures are exact.
	ModeExact Mode = iota
	// ModeMonteCarlo is random sampling: the figures are estimates.
	ModeMonteCarlo
)

// String returns "exact" or "montecarlo".
func (m Mode) String() string {
	if m == ModeMonteCarlo {
		return "montecarlo"
	}
	return "exact"
}

// Result is the outcome of valuing a matchup.
type Result struct {
	Matchup     Matchup
	Mode        Mode
	Samples     int64  // boards (exact) or trials (Monte Carlo) counted; with ranges, times assignments of hands
	Seed        uint64 // the Monte Carlo seed; 0 for exact results, which use none
	Interrupted bool   // the run was stopped early (by its context)
	// Table reports that an exact result was read from the exact preflop
	// table (package internal/preflop) rather than enumerated: the same
	// numbers, bit for bit (holdem_preflop.go).
	Table       bool
	TimeLimited bool // Monte Carlo stopped at Options.Time; to repeat it, give its Samples as Trials
	Elapsed     time.Duration
	Players     []PlayerResult
	// ByHand, if asked for, holds the first player's result with each hand
	// of its range, best equity first.
	ByHand []HandResult
	// NoLow, in a hi-lo game, is the fraction of outcomes in which no
	// player has a qualifying low (and the high takes the whole pot).
	NoLow float64
}

// PlayerResult is one player's share of the outcomes. Win, Tie and Equity
// are fractions in [0,1] of Samples: Win counts outcomes the player wins
// alone, Tie outcomes whose pot it shares, and Equity is Win plus the
// expected share of split pots (a pot split k ways gives each winner 1/k).
type PlayerResult struct {
	Samples  int64   // outcomes counted: boards (or deals) times assignments of hands
	WinCount float64 // outcomes won alone, weighted by the players' range weights
	TieCount float64 // outcomes shared, likewise
	// Split[k], for k >= 2, counts the outcomes shared k ways, weighted
	// likewise; TieCount is their sum.
	Split  []float64
	Win    float64
	Tie    float64
	Equity float64
	// EquitySq is the mean of the squared share of the pot per outcome,
	// from which the variance of the share follows:
	// EquitySq - Equity*Equity.
	EquitySq float64
	// StdErr is the standard error of Equity as an estimate: 0 for an
	// exact result, and for Monte Carlo sqrt(variance of the share / trials)
	// (see StdErr).
	StdErr float64
	// Categories[c] is the fraction of outcomes in which the player's best
	// hand (the high hand, in a hi-lo game) is of eval.Category c; nil
	// unless asked for.
	Categories []float64
	// Hands, for a player with an Omaha range, is the number of hands of
	// the range it may hold once the cards known elsewhere are out; 0
	// otherwise.
	Hands int
	// HiLo holds a hi-lo game's figures by half pot; nil in a high-only
	// game. In a hi-lo game Win is how often the player scoops (takes the
	// whole pot alone), Tie how often it takes some other part of the pot,
	// and Split is nil.
	HiLo *HiLoResult
}

// Interval returns the confidence interval of p's equity at the given
// level, in (0,1): Equity ± Z(confidence)·StdErr, clipped to [0,1]. For
// an exact result it is [Equity, Equity]. It assumes the estimate is
// normally distributed, which the central limit theorem makes accurate for
// the many trials of a Monte Carlo run (the tests check that the intervals
// cover the exact equity as often as they claim). It panics if confidence
// is not in (0,1).
func (p PlayerResult) Interval(confidence float64) Interval {
	return NormalInterval(p.Equity, p.StdErr, confidence)
}

// HandResult is the first player's result with one hand of its range
// against the rest of the matchup. Fractions are in [0,1].
type HandResult struct {
	Combo   deck.Combo
	Weight  float64 // the hand's weight in the range
	Samples int64   // outcomes counted with this hand
	// Total is the weight of those outcomes: the hand's weight times the
	// weights of the opponents' hands, summed. Averages over several hands
	// (a hand class) weigh each hand's figures by it.
	Total  float64
	Equity float64
	Win    float64
	Tie    float64
	// EquitySq is the mean squared share of the pot, as in PlayerResult.
	EquitySq float64
	// StdErr is the standard error of Equity, as in PlayerResult.
	StdErr float64
}

// StdErr returns the standard error of the mean of n observations whose
// mean is mean and whose mean square is meanSq: sqrt((meanSq-mean²)/n),
// using the plug-in variance (n is large in Monte Carlo runs, so the
// n/(n-1) correction is negligible). It returns 0 for n < 1. It is the one
// definition of the standard error: results, the stopping rule of Monte
// Carlo and reports all use it.
func StdErr(mean, meanSq float64, n int64) float64 {
	if n < 1 {
		return 0
	}
	return math.Sqrt(max(0, meanSq-mean*mean) / float64(n))
}

// DefaultConfidence is the confidence level of intervals when none is
// given: the request, the batch job and every report use it.
const DefaultConfidence = 0.95

// Interval is a confidence interval [Low, High] for a fraction.
type Interval struct {
	Low, High float64
}

// Z returns the two-sided critical value of the standard normal
// distribution for a confidence level in (0,1): 1.96 for 0.95. It panics
// if confidence is not in (0,1).
func Z(confidence float64) float64 {
	if !(confidence > 0 && confidence < 1) {
		panic("sim: confidence must be in (0,1)")
	}
	return distuv.UnitNormal.Quantile(1 - (1-confidence)/2)
}

// NormalInterval returns the interval mean ± Z(confidence)·se, clipped to
// [0,1]. It panics if confidence is not in (0,1).
func NormalInterval(mean, se, confidence float64) Interval {
	h := Z(confidence) * se
	return Interval{max(0, mean-h), min(1, mean+h)}
}
