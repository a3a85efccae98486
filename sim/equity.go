package sim

import "context"

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
	if ChooseMethod(m, opts.Method) == ForceExact {
		return Enumerate(ctx, m, opts)
	}
	return MonteCarlo(ctx, m, opts)
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
