package sim

import (
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

func TestSymmetries(t *testing.T) {
	tests := []struct {
		board, dead string
		want        int
	}{
		{"", "", 24},
		{"", "2c", 6},
		{"Ts9h2c", "", 1},
		{"TsTh2c", "", 2},
		{"2s3s4s", "", 6},
	}
	for _, tt := range tests {
		m := &Matchup{Board: deck.MustParseCards(tt.board), Dead: deck.MustParseCards(tt.dead)}
		if got := len(symmetries(m)); got != tt.want {
			t.Errorf("symmetries(board %q, dead %q) = %d, want %d", tt.board, tt.dead, got, tt.want)
		}
	}
}

// TestOrbitsKeepWeight checks that orbits partition the assignments: their
// weights add up to the total weight of all conflict-free assignments.
func TestOrbitsKeepWeight(t *testing.T) {
	aa := new(deck.Range)
	for _, c := range []string{"AsAh", "AsAd", "AsAc", "AhAd", "AhAc", "AdAc", "KsKh"} {
		cards := deck.MustParseCards(c)
		aa.Set(deck.NewCombo(cards[0], cards[1]), 2)
	}
	m := &Matchup{Game: game.Holdem, Players: []Player{{Range: aa}, {Range: deck.FullRange()}}}
	seats := m.seats()
	var total float64
	count := 0
	forEachTuple(seats, func(_ []int, w float64) { total += w; count++ })
	w := newOrbitWalker(seats, symmetries(m), true)
	var sum, memberSum float64
	members, orbits := 0, 0
	var counted int64
	for first := range w.pieces() {
		w.walk(first, func(o *orbit) {
			orbits++
			sum += o.weight
			counted += o.count
			members += len(o.members)
			for _, mb := range o.members {
				memberSum += mb.w
			}
		})
	}
	if sum != total || memberSum != total || members != count || counted != int64(count) {
		t.Errorf("orbits hold weight %v (members %v) in %d (%d) assignments, want %v in %d", sum, memberSum, members, counted, total, count)
	}
	if orbits >= count/4 {
		t.Errorf("%d orbits for %d assignments: symmetry barely used", orbits, count)
	}
	if n := w.count(); n != int64(orbits) {
		t.Errorf("count() = %d, walked %d", n, orbits)
	}
	t.Logf("%d assignments in %d orbits", count, orbits)
}
