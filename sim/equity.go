package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
)

// exactBudget is the number of hand evaluations (completions times players)
// that the plain enumerator gets through in under a second on one core
// (about 9 ns each, measured on fivecard AhKhQh vs 2c2d).
const exactBudget = 1e8

// Equity values m by the method opts.Method asks for. Auto enumerates when
// that is expected to take about a second or less: always for Hold'em
// before the flop with known hands (the rank-multiset enumeration takes
// milliseconds), and otherwise when the number of completions times the
// number of players is within exactBudget; it runs Monte Carlo otherwise.
func Equity(ctx context.Context, m *Matchup, opts Options) (*Result, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	if m.hasRanges() {
		return equityRanges(ctx, m, opts)
	}
	if ChooseMethod(m, opts.Method) == ForceExact {
		return Enumerate(ctx, m, opts)
	}
	return MonteCarlo(ctx, m, opts)
}

// knownHandLine gives r, for a first player with known Hold'em cards, its
// one line by hand, if asked for.
func knownHandLine(r *Result, opts Options) *Result {
	p := r.Matchup.Players[0]
	if !opts.ByHand || r.ByHand != nil || p.Range != nil || len(p.Cards) != 2 {
		return r
	}
	pr := r.Players[0]
	r.ByHand = []HandResult{{Combo: deck.NewCombo(p.Cards[0], p.Cards[1]), Weight: 1, Samples: pr.Samples,
		Total: float64(pr.Samples), Equity: pr.Equity, Win: pr.Win, Tie: pr.Tie, EquitySq: pr.EquitySq}}
	return r
}

// ChooseMethod resolves Auto for m to ForceExact or ForceMonteCarlo, and
// returns any other method unchanged.
func ChooseMethod(m *Matchup, method Method) Method {
	if method != Auto {
		return method
	}
	if canPreflop(m) || completions(m)*float64(len(m.Players)) <= exactBudget {
		return ForceExact
	}
	return ForceMonteCarlo
}

// maxExactTuples is the most assignments of hands to players that exact
// enumeration with ranges will list (to find their orbits).
const maxExactTuples = 1 << 24

// Times of valuing one assignment of known hands exactly, per player, for
// choosing between exact enumeration and Monte Carlo with ranges:
// preflop, by rank multisets, and per completion otherwise (measured on
// AA,KK,QQ,AKs vs random: 1,774 orbits at about 1.1 ms each on one core).
const (
	preflopSeconds    = 0.6e-3
	completionSeconds = 10e-9
)

// exactSeconds is the longest, in seconds of wall time, that Auto lets an
// exact enumeration with ranges take: "about a second".
const exactSeconds = 1.5

// equityRanges values a matchup with ranges: exactly where the orbits of
// the assignments of hands can be enumerated in about a second, by Monte
// Carlo otherwise (or as opts.Method says).
func equityRanges(ctx context.Context, m *Matchup, opts Options) (*Result, error) {
	seats := m.seats()
	switch opts.Method {
	case ForceExact:
		return Enumerate(ctx, m, opts)
	case ForceMonteCarlo:
		return MonteCarlo(ctx, m, opts)
	}
	perms := symmetries(m)
	bound := tupleBound(seats)
	budget := exactSeconds * float64(opts.workers())
	if bound/float64(len(perms))*assignmentSeconds(m) > budget || bound > maxExactTuples {
		return MonteCarlo(ctx, m, opts) // even the fewest orbits possible take too long
	}
	orbs := orbits(seats, perms, opts.ByHand)
	if float64(len(orbs))*assignmentSeconds(m) > budget {
		return MonteCarlo(ctx, m, opts)
	}
	return enumerateRanges(ctx, m, opts, orbs)
}

// assignmentSeconds estimates the time to value one assignment of known
// hands in m exactly.
func assignmentSeconds(m *Matchup) float64 {
	n := float64(len(m.Players))
	if canPreflop(m) {
		return preflopSeconds * n
	}
	left := float64(deck.NumCards - len(m.Board) - len(m.Dead) - 2*len(m.Players))
	boards := 1.0
	for i := range m.Game.BoardCards() - len(m.Board) {
		boards *= (left - float64(i)) / float64(i+1)
	}
	return boards * n * completionSeconds
}
