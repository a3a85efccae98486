package solve

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/solve/cfr"
)

// TestIsomorphicRivers checks the suit isomorphism of the river cards:
// on boards where relabellings of the suits fix the board and the ranges,
// the rivers solved are as many as the classes of river cards, and the
// solve takes the same course as one of every river: the same
// exploitability, strategies, EVs and equities after a few iterations, to
// the rounding of the float32 regrets (the two solves add the same values
// in other orders, and each regret is rounded to 24 bits after every
// iteration; regret matching amplifies such differences over many
// iterations, where regrets cross 0).
func TestIsomorphicRivers(t *testing.T) {
	tests := []struct {
		board, oop, ip string
		walked         int
	}{
		// 9 spades, and 13 ranks of the three other suits alike
		{"Ks 9s 7s 4s", "AK, 87s, QJs, 33, A5s", "AQ, KJs@50, T9s, 65s", 22},
		// 11 spades, 11 hearts, 13 ranks of diamonds and clubs alike
		{"Ks Qs 7h 2h", "AK, 87s, QJs, 33, A5s", "AQ, KJs@50, T9s, 65s", 35},
		// 12 ranks of spades and hearts alike, 12 diamonds, 12 clubs
		{"Ks Kh 7d 2c", "AK, 87s, QJs, 33", "AQ, KJs@50, T9s, 65s", 36},
		{"Ks 9h 7h 4c", "AK, 87s, QJs, 33", "AQ, KJs@50, T9s, 65s", 48},
		// AhTh leaves only the relabellings of diamonds and clubs
		{"Ks 9s 7s 4s", "AK, 87s, QJs, 33, AhTh", "AQ, KJs@50, T9s, 65s", 35},
	}
	for _, tt := range tests {
		t.Run(tt.board+" "+tt.oop, func(t *testing.T) {
			ranges := [2]*deck.Range{deck.MustParseRange(tt.oop), deck.MustParseRange(tt.ip)}
			b, err := ParseBets("turn:50%;river:75%;raise:turn:3x")
			if err != nil {
				t.Fatal(err)
			}
			var solvers [2]*cfr.Solver
			var spots [2]*spot
			for i, plain := range []bool{false, true} {
				sp := newSpot(deck.MustParseCards(tt.board), ranges, 50, 100)
				sp.plain = plain
				sp.build(&b)
				s := cfr.New(sp, 2)
				for range 3 {
					s.Iterate(context.Background())
				}
				solvers[i], spots[i] = s, sp
			}
			walked := 0
			for _, im := range spots[0].images(spots[0].riverCards()) {
				if im == nil {
					walked++
				}
			}
			if walked != tt.walked {
				t.Errorf("%d rivers solved, want %d", walked, tt.walked)
			}
			e0, br0 := solvers[0].Exploitability()
			e1, br1 := solvers[1].Exploitability()
			const tol = 1e-5
			if math.Abs(e0-e1) > tol || math.Abs(br0[0]-br1[0]) > tol || math.Abs(br0[1]-br1[1]) > tol {
				t.Errorf("exploitability %g %v with isomorphism, %g %v without", e0, br0, e1, br1)
			}
			if v0, v1 := solvers[0].Value(), solvers[1].Value(); math.Abs(v0-v1) > tol {
				t.Errorf("value %g with isomorphism, %g without", v0, v1)
			}
			sameReport(t, "root", spots[0].report(solvers[0], b).Root, spots[1].report(solvers[1], b).Root)
			a, b2 := make([]float64, 2), make([]float64, 2)
			for h := range spots[0].combos[0] {
				solvers[0].Strategy(spots[0].root, h, a)
				solvers[1].Strategy(spots[1].root, h, b2)
				if math.Abs(a[0]-b2[0]) > tol {
					t.Fatalf("hand %v: root strategy %v with isomorphism, %v without", spots[0].combos[0][h], a, b2)
				}
			}
		})
	}
}

// sameReport checks that two reports' trees have the same shape, hands
// and figures, to rounding.
func sameReport(t *testing.T, path string, a, b *Node) {
	t.Helper()
	if a.End != b.End || len(a.Children) != len(b.Children) || len(a.Hands) != len(b.Hands) {
		t.Fatalf("%s: nodes differ: %d children, %d hands against %d, %d", path, len(a.Children), len(a.Hands), len(b.Children), len(b.Hands))
	}
	near := func(x, y float64) bool {
		return x == y || math.Abs(x-y) <= 1e-5*max(1, math.Abs(y)) || math.IsNaN(x) && math.IsNaN(y)
	}
	for i := range a.Hands {
		if a.Hands[i] != b.Hands[i] || !near(a.EV[i], b.EV[i]) || !near(a.Equity[i], b.Equity[i]) || !near(a.Reach[i], b.Reach[i]) {
			t.Fatalf("%s: hand %d: %d EV %g equity %g reach %g against %d EV %g equity %g reach %g", path, i,
				a.Hands[i], a.EV[i], a.Equity[i], a.Reach[i], b.Hands[i], b.EV[i], b.Equity[i], b.Reach[i])
		}
		for k := range a.Strategy[i] {
			if !near(a.Strategy[i][k], b.Strategy[i][k]) {
				t.Fatalf("%s: hand %d: strategy %v against %v", path, a.Hands[i], a.Strategy[i], b.Strategy[i])
			}
		}
	}
	for i := range a.Children {
		label := ""
		if a.Cards != nil {
			label = a.Cards[i].String()
		} else if a.End == "" {
			label = a.Actions[i]
		}
		sameReport(t, path+"/"+label, a.Children[i], b.Children[i])
	}
}
