package sim

import (
	"context"
	"fmt"
	"math"
	"testing"
)

// wideHeadsUp is two weighted ranges whose assignments, about 400,000,
// are too many for a deck each (maxTupleDecks) but few enough to list
// (maxListedTuples): Monte Carlo runs them in runHeadsUp.
var wideHeadsUp = []string{"22+,A2s+,K2s+,Q2s+@40,J2s+,T2s+,A2o+,K2o+@70,Q2o+", "50%"}

// TestRunHeadsUpMatchesRejection checks runHeadsUp against the loop it
// replaces, runRejection, which with every assignment listed draws the
// same assignment and the same board cards from the same stream: the
// tallies must be equal, count for count. In the first cases the setup
// lists no decks, as for every matchup that runs runHeadsUp; in the
// others, of fewer assignments, the decks are dropped to run it.
func TestRunHeadsUpMatchesRejection(t *testing.T) {
	tests := []struct {
		board   string
		players []string
		natural bool // runHeadsUp is the loop Monte Carlo chooses
	}{
		{"", wideHeadsUp, true},
		{"Ts9h2c", wideHeadsUp, true},
		{"Ts9h2c4d8s", wideHeadsUp, true},
		{"", []string{"AhKh", "QQ"}, false},
		{"Ts9h2c", []string{"AA@30,KQs", "JJ:0.25,T9s,Td9d@70"}, false},
		{"8c7c", []string{"JJ", "KQs"}, false},
		{"Ts9h2c4d", []string{"QQ+,AK:0.5", "KK,JTs@20,98s"}, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.board, tt.players), func(t *testing.T) {
			m := rangeMatchup(t, tt.board, tt.players...)
			setup, err := newRangeSetup(m, m.seats(), Options{}, maxListedTuples, true)
			if err != nil {
				t.Fatal(err)
			}
			if len(setup.rest) != 0 || len(setup.dealt) != 0 {
				t.Fatalf("%d seats drawn alone, %d dealt; want every assignment listed", len(setup.rest), len(setup.dealt))
			}
			if natural := setup.sets == nil && setup.decks == nil; natural != tt.natural {
				t.Fatalf("assignments without decks: %v, want %v", natural, tt.natural)
			}
			setup.sets, setup.decks = nil, nil
			var tallies [2]*tally
			for k, loop := range []func(*rangeSampler, *block, int){
				func(s *rangeSampler, b *block, trials int) { s.runHeadsUp(b.t, trials) },
				(*rangeSampler).runRejection,
			} {
				rs := setup.newSampler()
				rs.loop = loop
				b := rs.run(context.Background(), 9, 4, 20000)
				if b.err != nil {
					t.Fatal(b.err)
				}
				tallies[k] = b.t
			}
			if !tallies[0].equal(tallies[1]) {
				t.Errorf("runHeadsUp tally %+v, runRejection %+v", tallies[0], tallies[1])
			}
		})
	}
}

// TestRunHeadsUpNearExact checks Monte Carlo's equity of wide weighted
// ranges, as runHeadsUp runs it, against the exact equity on a turn and a
// river (where runHeadsUp draws no card): within 5 standard errors.
func TestRunHeadsUpNearExact(t *testing.T) {
	for _, board := range []string{"Ts9h2c4d", "Ts9h2c4d8s"} {
		t.Run(board, func(t *testing.T) {
			m := rangeMatchup(t, board, wideHeadsUp...)
			exact, err := Enumerate(context.Background(), m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Trials: 10 * BlockSize, Seed: 11}
			setup, err := newRangeSetup(m, m.seats(), opts, maxListedTuples, true)
			if err != nil {
				t.Fatal(err)
			}
			if setup.sets != nil || setup.decks != nil || len(setup.rest) != 0 || len(setup.dealt) != 0 {
				t.Fatal("Monte Carlo would not run runHeadsUp")
			}
			mc, err := runMonteCarlo(context.Background(), m, opts, func() blockRunner { return setup.newSampler() })
			if err != nil {
				t.Fatal(err)
			}
			for p, e := range exact.Players {
				got := mc.Players[p]
				if d := math.Abs(got.Equity - e.Equity); d > 5*got.StdErr+1e-12 {
					t.Errorf("player %d: Monte Carlo %.5f, exact %.5f: %.1f standard errors apart", p+1, got.Equity, e.Equity, d/got.StdErr)
				}
			}
		})
	}
}
