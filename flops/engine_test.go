package flops

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/sim"
)

// classOf returns the class under sym of the flop given as text.
func classOf(t *testing.T, g game.Game, sym Symmetry, text string) Class {
	t.Helper()
	f := deck.SetOf(deck.MustParseCards(text)...)
	for _, c := range Classes(g, sym) {
		for _, k := range sym.list() {
			if deck.SuitPerms()[k].Set(f) == c.Set {
				return c
			}
		}
	}
	t.Fatalf("no class of %s", text)
	return Class{}
}

// TestFlopMatchesSim checks each flop's equity against sim's exact
// equity of the two ranges with the flop as board (an independent path:
// sim enumerates per matchup, relabelling whole deals), and the buckets
// against the distribution of the same spot.
func TestFlopMatchesSim(t *testing.T) {
	cases := []struct {
		name, r1, r2, flop string
		g                  game.Game
	}{
		{"rainbow", "QQ+,AK", "22+,A2s+,KTo+", "7h5d2c", game.Holdem},
		{"monotone", "AA,KK,AKs,T9s", "JJ-99,AQs,QJs", "Kh7h2h", game.Holdem},
		{"two-tone paired", "TT+,ATs+", "random", "9s9h4s", game.Holdem},
		{"trips", "AKo,QQ", "77,A2s", "5c5d5h", game.Holdem},
		{"suits named", "AhKh,QsQd", "JJ+,AsKs,As5s", "Jh8h3c", game.Holdem},
		{"short deck", "AA,KQs,T9s", "JJ+,AKo", "Ts9h8c", game.ShortDeck},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := tc.g.Deck()
			r1, err := deck.ParseRangeIn(in, tc.r1)
			if err != nil {
				t.Fatal(err)
			}
			r2, err := deck.ParseRangeIn(in, tc.r2)
			if err != nil {
				t.Fatal(err)
			}
			sym := SymmetryOf(r1, r2)
			e, err := NewEngine(tc.g, r1, r2, sym, report.Buckets[1:])
			if err != nil {
				t.Fatal(err)
			}
			c := classOf(t, tc.g, sym, tc.flop)
			got := e.Flop(c, e.NewScratch())
			cards := c.Cards()
			m := &sim.Matchup{Game: tc.g, Players: []sim.Player{{Range: r1}, {Range: r2}}, Board: cards[:]}
			opts := sim.Options{Method: sim.ForceExact, Workers: 1}
			for p := range 2 {
				hands, res, err := sim.HandsOf(context.Background(), m, opts, p)
				if err != nil {
					t.Fatal(err)
				}
				if want := res.Players[0].Equity; math.Abs(got.Equity[p]-want) > 1e-12 {
					t.Errorf("%s: range %d equity %v, sim %v", c, p+1, got.Equity[p], want)
				}
				d := report.NewDistribution(0, "", hands)
				for b := range d.Buckets {
					if math.Abs(got.Buckets[p][b]-d.Buckets[b]) > 1e-9 {
						t.Errorf("%s: range %d buckets %v, distribution %v", c, p+1, got.Buckets[p], d.Buckets)
						break
					}
				}
			}
		})
	}
}
