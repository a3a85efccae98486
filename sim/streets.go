package sim

import (
	"context"
	"slices"
)

// StreetResult is a matchup's result with the board as it stood on one
// street.
type StreetResult struct {
	Street string // "preflop", "flop", "turn" or "river"
	Board  int    // board cards known
	Result *Result
}

// Streets values m on each street up to its board: before the flop, on
// the flop, the turn and the river, with the board's first 0, 3, 4 and 5
// cards (as many of them as m's board has), by the method opts asks for.
// For known hands every street is exact, and the river is the showdown.
func Streets(ctx context.Context, m *Matchup, opts Options) ([]StreetResult, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	var out []StreetResult
	names := map[int]string{0: "preflop", 3: "flop", 4: "turn", 5: "river"}
	for _, n := range m.Game.Streets() {
		if n > len(m.Board) {
			break
		}
		ms := *m
		ms.Board = slices.Clone(m.Board[:n])
		o := opts
		o.Progress = nil
		o.Seed = DeriveSeed(opts.Seed, []byte{byte(n)})
		r, err := Equity(ctx, &ms, o)
		if err != nil {
			return nil, err
		}
		name := names[n]
		if name == "" {
			name = "board"
		}
		out = append(out, StreetResult{Street: name, Board: n, Result: r})
	}
	return out, nil
}

// HandsOf returns player p's results with each hand of its range (as
// Result.ByHand gives the first player's), by the method opts asks for:
// the matchup is valued with p first.
func HandsOf(ctx context.Context, m *Matchup, opts Options, p int) ([]HandResult, *Result, error) {
	mp := *m
	mp.Players = slices.Clone(m.Players)
	mp.Players[0], mp.Players[p] = mp.Players[p], mp.Players[0]
	opts.ByHand = true
	r, err := Equity(ctx, &mp, opts)
	if err != nil {
		return nil, nil, err
	}
	return r.ByHand, r, nil
}
