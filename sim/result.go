package sim

import "time"

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
	Samples     int64  // boards (exact) or trials (Monte Carlo) counted
	Seed        uint64 // the Monte Carlo seed; 0 for exact results
	Interrupted bool   // the run was stopped early (by its context)
	Elapsed     time.Duration
	Players     []PlayerResult
	// ByHand, if asked for, holds the first player's result with each hand
	// of its range, best equity first.
	ByHand []HandResult
}

// PlayerResult is one player's share of the outcomes. Win, Tie and Equity
// are fractions in [0,1] of Samples: Win counts outcomes the player wins
// alone, Tie outcomes whose pot it shares, and Equity is Win plus the
// expected share of split pots (a pot split k ways gives each winner 1/k).
type PlayerResult struct {
	Samples  int64   // outcomes counted: boards (or deals) times assignments of hands
	WinCount float64 // outcomes won alone, weighted by the players' range weights
	TieCount float64 // outcomes shared, likewise
	Win      float64
	Tie      float64
	Equity   float64
	// EquitySq is the mean of the squared share of the pot per outcome,
	// from which the variance of the share follows:
	// EquitySq - Equity*Equity.
	EquitySq float64
	// Categories[c] is the fraction of outcomes in which the player's best
	// hand is of eval.Category c; nil unless asked for.
	Categories []float64
}
