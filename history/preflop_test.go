package history

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// TestPreflopTable checks the precomputed heads-up equities before the
// flop against sim's exact enumeration, bit for bit, on seeded random
// matchups (200; 50 under -short, 4,000 with POKERSIM_FULL=1), each with
// the players in both orders.
func TestPreflopTable(t *testing.T) {
	n := 200
	switch {
	case os.Getenv("POKERSIM_FULL") == "1":
		n = 4000
	case testing.Short():
		n = 50
	}
	rng := rand.New(rand.NewPCG(25, 2))
	for range n {
		p := rng.Perm(deck.NumCards)
		a := deck.NewCombo(deck.Card(p[0]), deck.Card(p[1]))
		b := deck.NewCombo(deck.Card(p[2]), deck.Card(p[3]))
		m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
			{Cards: []deck.Card{a.Hi, a.Lo}}, {Cards: []deck.Card{b.Lo, b.Hi}},
		}}
		r, err := sim.Enumerate(context.Background(), m, sim.Options{Workers: 1, NoTables: true})
		if err != nil {
			t.Fatal(err)
		}
		ea, eb := preflopEquity(a, b)
		if ea != r.Players[0].Equity || eb != r.Players[1].Equity {
			t.Fatalf("preflopEquity(%v, %v) = %v, %v, want %v, %v (sim)", a, b, ea, eb, r.Players[0].Equity, r.Players[1].Equity)
		}
		if fb, fa := preflopEquity(b, a); fa != ea || fb != eb {
			t.Fatalf("preflopEquity(%v, %v) = %v, %v, want %v, %v", b, a, fb, fa, eb, ea)
		}
		if eq, ok := tableEquity(m); !ok || eq[0] != ea || eq[1] != eb {
			t.Fatalf("tableEquity(%v vs %v) = %v, %v", a, b, eq, ok)
		}
	}
}

// TestTableEquityRefuses checks that the table is used only for what it
// holds: two known Hold'em hands, no board, no dead card, no card twice.
func TestTableEquityRefuses(t *testing.T) {
	c := deck.MustParseCards
	two := func(a, b string) []sim.Player { return []sim.Player{{Cards: c(a)}, {Cards: c(b)}} }
	ad := deck.MustParseCard("Ad")
	tests := []struct {
		name string
		m    sim.Matchup
	}{
		{"board", sim.Matchup{Game: game.Holdem, Players: two("AdAs", "8d8s"), Board: c("2c3c4c")}},
		{"dead", sim.Matchup{Game: game.Holdem, Players: two("AdAs", "8d8s"), Dead: c("Kh")}},
		{"three players", sim.Matchup{Game: game.Holdem, Players: append(two("AdAs", "8d8s"), sim.Player{Cards: c("KhKc")})}},
		{"omaha", sim.Matchup{Game: game.Omaha, Players: two("AdAsKdKs", "8d8s7d7s")}},
		{"short deck", sim.Matchup{Game: game.ShortDeck, Players: two("AdAs", "8d8s")}},
		{"card twice", sim.Matchup{Game: game.Holdem, Players: []sim.Player{{Cards: c("AdAs")}, {Cards: []deck.Card{ad, deck.MustParseCard("8s")}}}}},
		{"pair of one card", sim.Matchup{Game: game.Holdem, Players: []sim.Player{{Cards: []deck.Card{ad, ad}}, {Cards: c("8d8s")}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if eq, ok := tableEquity(&tt.m); ok {
				t.Errorf("tableEquity = %v, true; want false", eq)
			}
		})
	}
}

// BenchmarkPreflopEquity looks an equity up in the table.
func BenchmarkPreflopEquity(b *testing.B) {
	a, v := deck.NewCombo(deck.MustParseCard("Ad"), deck.MustParseCard("As")), deck.NewCombo(deck.MustParseCard("8d"), deck.MustParseCard("8s"))
	b.ReportAllocs()
	for b.Loop() {
		preflopEquity(a, v)
	}
}

// TestPotEquitiesMatchPerPot values the pots of three- and four-way
// all-ins before the flop, with side pots, in one enumeration
// (potEquities, by sim.SidePots) and pot by pot as before (perPot, each
// pot's matchup with the other live players' cards dead), on the hands of
// testdata/three-way.phh and four-way.phh dealt seeded random cards: the
// equities must be the same, bit for bit, and for the first two deals
// those of brute force (bruteEquity, every board by game.Value).
func TestPotEquitiesMatchPerPot(t *testing.T) {
	n := 20
	if testing.Short() {
		n = 4
	}
	rng := rand.New(rand.NewPCG(31, 7))
	for _, name := range []string{"testdata/three-way.phh", "testdata/four-way.phh"} {
		hands, errs := readFile(t, name)
		if len(hands) != 1 || len(errs) != 0 {
			t.Fatalf("%s: %d hands, errors %v", name, len(hands), errs)
		}
		h := hands[0]
		put := h.Contributions()
		live := liveSet(h, put, h.Folded())
		pots := h.Pots()
		if len(pots) < 2 {
			t.Fatalf("%s: %d pots, want side pots", name, len(pots))
		}
		// Every eligible player live, or potEquities falls back to
		// perPot and the comparison shows nothing.
		for k, pot := range pots {
			for _, i := range pot.Eligible {
				if !live[i] {
					t.Fatalf("%s: pot %d: player %d is eligible and not live", name, k+1, i)
				}
			}
		}
		for i := range n {
			p := rng.Perm(deck.NumCards)
			for k := range h.Players {
				h.Players[k].Cards = []deck.Card{deck.Card(p[2*k]), deck.Card(p[2*k+1])}
			}
			got, err := potEquities(context.Background(), h, nil, pots, live, 1+i%2)
			if err != nil {
				t.Fatal(err)
			}
			want, err := perPot(context.Background(), h, nil, pots, live, 1)
			if err != nil {
				t.Fatal(err)
			}
			for k := range pots {
				var brute []float64
				if i < 2 && !testing.Short() {
					brute = bruteEquity(h, nil, pots[k].Eligible, live)
				}
				for j := range want[k] {
					if got[k][j] != want[k][j] {
						t.Errorf("%s dealt %v: pot %d player %d equity %v, pot by pot %v", name, h.Players, k+1, pots[k].Eligible[j], got[k][j], want[k][j])
					}
					if brute != nil && math.Abs(got[k][j]-brute[j]) > 1e-12 {
						t.Errorf("%s dealt %v: pot %d player %d equity %v, brute force %v", name, h.Players, k+1, pots[k].Eligible[j], got[k][j], brute[j])
					}
				}
			}
		}
	}
}
