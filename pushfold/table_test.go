package pushfold

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// TestTableShape checks the table's invariants: the pairs of combos of
// all class pairs are the numDeals deals, each entry's equity and its
// mirror's sum to 1, and a class against itself has 1/2.
func TestTableShape(t *testing.T) {
	tb := AllIn()
	var deals float64
	for a := range deck.NumClasses {
		for b := range deck.NumClasses {
			deals += tb.Pairs[a][b]
			if e := tb.Equity[a][b] + tb.Equity[b][a]; math.Abs(e-1) > 1e-12 {
				t.Errorf("Equity[%v][%v] + mirror = %v, want 1", deck.ClassAt(a), deck.ClassAt(b), e)
			}
		}
		if e := tb.Equity[a][a]; math.Abs(e-0.5) > 1e-12 {
			t.Errorf("Equity[%v][%[1]v] = %v, want 0.5", deck.ClassAt(a), e)
		}
	}
	if deals != numDeals {
		t.Errorf("pairs of combos sum to %v, want %d", deals, numDeals)
	}
}

// TestTableAgainstEnumeration checks sample entries of the generated
// table against sim's exact engine, run here over every conflict-free
// pair of combos of the two classes, summing the integer counts.
func TestTableAgainstEnumeration(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates some million boards per pair of combos")
	}
	for _, pair := range [][2]string{{"AA", "KK"}, {"T9s", "22"}, {"72o", "AKs"}} {
		a, _ := deck.ParseClass(pair[0])
		b, _ := deck.ParseClass(pair[1])
		var n, win, loss int64
		for x := range a.Combos() {
			for y := range b.Combos() {
				if x.Set()&y.Set() != 0 {
					continue
				}
				m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
					{Cards: []deck.Card{x.Hi, x.Lo}}, {Cards: []deck.Card{y.Hi, y.Lo}}}}
				r, err := sim.Enumerate(context.Background(), m, sim.Options{})
				if err != nil {
					t.Fatal(err)
				}
				n++
				win += int64(r.Players[0].WinCount)
				loss += int64(r.Players[1].WinCount)
			}
		}
		out := float64(n * preflopBoards)
		want := (out + float64(win-loss)) / (2 * out)
		tb := AllIn()
		if got := tb.Equity[a.Index()][b.Index()]; got != want || tb.Pairs[a.Index()][b.Index()] != float64(n) {
			t.Errorf("%v vs %v: equity %v over %v pairs, enumeration %v over %d", a, b, got, tb.Pairs[a.Index()][b.Index()], want, n)
		}
	}
}
