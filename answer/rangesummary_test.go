package answer

import (
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// TestRangeSummaryGrid checks the grid against the range combo by combo:
// every class of the game's deck once, in its place, with its combos and
// weights, and the totals and shares of the starting hands.
func TestRangeSummaryGrid(t *testing.T) {
	for _, tt := range []struct {
		g      game.Game
		text   string
		ranks  int
		of     int
		combos int
	}{
		{game.Holdem, "random@1, QQ+, AKs, AhKd@50, 72o:0.25", 13, 1326, 1326},
		{game.Holdem, "JJ-, [50]KQ[/50]", 13, 1326, 76},
		{game.ShortDeck, "JJ-, A9s-, [50]KQ[/50]", 9, 630, 68},
	} {
		r, err := deck.ParseRangeIn(tt.g.Deck(), tt.text)
		if err != nil {
			t.Fatal(err)
		}
		v := NewRangeSummary(tt.g, tt.text, r, false, deck.Pio)
		if v.Ranks != tt.ranks || len(v.Grid) != tt.ranks*tt.ranks || v.Of != tt.of || v.Combos != tt.combos {
			t.Errorf("%q: %d ranks, %d cells, of %d, %d combos; want %d, %d, %d, %d", tt.text, v.Ranks, len(v.Grid), v.Of, v.Combos,
				tt.ranks, tt.ranks*tt.ranks, tt.of, tt.combos)
		}
		seen := map[string]bool{}
		combos, weight := 0, 0.0
		for i, c := range v.Grid {
			cl, err := deck.ParseClass(c.Hand)
			if err != nil || seen[c.Hand] || c.Row != i/tt.ranks || c.Col != i%tt.ranks || c.Of != cl.Count() {
				t.Errorf("%q: cell %d %+v misplaced or repeated (%v)", tt.text, i, c, err)
			}
			seen[c.Hand] = true
			n, w := 0, 0.0
			for x := range cl.Combos() {
				if r.Weight(x) > 0 {
					n++
					w += r.Weight(x)
				}
			}
			if c.Combos != n || c.Weight != w {
				t.Errorf("%q: cell %s = %d combos, weight %v; want %d, %v", tt.text, c.Hand, c.Combos, c.Weight, n, w)
			}
			combos += n
			weight += w
		}
		if combos != v.Combos || math.Abs(weight-v.Weight) > 1e-9 || v.Share != float64(combos)/float64(tt.of) {
			t.Errorf("%q: grid sums %d, %v; summary %d, %v, share %v", tt.text, combos, weight, v.Combos, v.Weight, v.Share)
		}
	}
}
