package flops

import (
	"context"
	"math"
	"os"
	"testing"

	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// TestPreflopIdentity checks that over every flop, weighting each by its
// deals, the mean of the per-flop equities is the preflop exact equity of
// the same ranges (sim, an independent enumeration), to 1e-9.
func TestPreflopIdentity(t *testing.T) {
	// The slow cases (the raw Hold'em flops of ranges naming suits, a
	// hero, wider ranges) run with POKERSIM_FULL=1, as .ci/run does.
	cases := []struct {
		name   string
		g      game.Game
		r1, r2 string
		hero   string
		slow   bool
	}{
		{"pairs vs suited", game.Holdem, "AA,77", "KQs,T9s", "", false},
		{"short deck", game.ShortDeck, "AA,KQs", "JJ,T9s", "", false},
		{"short deck weights", game.ShortDeck, "KK:0.5,AKs", "QQ,AJo:0.25", "", false},
		{"short deck suits named", game.ShortDeck, "AhKh,AsAd", "QQ,JTs", "", false},
		{"short deck hero", game.ShortDeck, "AA,KK", "AK,QQ", "AhKh", false},
		{"weights", game.Holdem, "KK:0.5,AKs", "QQ,AJo:0.25", "", true},
		{"suits named", game.Holdem, "AhKh,AsAd", "QQ,JTs", "", true},
		{"hero", game.Holdem, "AA,KK", "AK,QQ", "AhKh", true},
		{"wider", game.Holdem, "TT+,AQs+", "99-66,KJs,QJs,JTs", "", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.slow && os.Getenv("POKERSIM_FULL") != "1" {
				t.Skip("slow: set POKERSIM_FULL=1 to run (.ci/run does)")
			}
			p, err := Spec{Game: tc.g, Ranges: [2]string{tc.r1, tc.r2}, Hero: tc.hero}.Prepare()
			if err != nil {
				t.Fatal(err)
			}
			out, err := p.Run(context.Background(), Options{Workers: 2})
			if err != nil {
				t.Fatal(err)
			}
			rep := out.Report
			if rep.RawFlops != rawFlops(tc.g.Deck()) {
				t.Errorf("%d raw flops, want %d", rep.RawFlops, rawFlops(tc.g.Deck()))
			}
			m := &sim.Matchup{Game: tc.g, Players: []sim.Player{{Range: p.ranges[0]}, {Range: p.ranges[1]}}}
			res, err := sim.Equity(context.Background(), m, sim.Options{Method: sim.ForceExact})
			if err != nil {
				t.Fatal(err)
			}
			for r := range 2 {
				if got, want := rep.Equity[r], res.Players[r].Equity; math.Abs(got-want) > 1e-9 {
					t.Errorf("range %d: mean flop equity %.12f, preflop %.12f", r+1, got, want)
				}
			}
			if tc.hero == "" {
				return
			}
			blocked := p.ranges[1].Without(p.hero.hand.Set())
			m.Players[1].Range = blocked
			res, err = sim.Equity(context.Background(), m, sim.Options{Method: sim.ForceExact})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := rep.Hero.Equity[1], res.Players[1].Equity; math.Abs(got-want) > 1e-9 {
				t.Errorf("blocked range 2: mean flop equity %.12f, preflop %.12f", got, want)
			}
		})
	}
}
