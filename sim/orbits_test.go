package sim

import (
	"testing"

	"github.com/pokersim/pokersim/deck"
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
	m := &Matchup{Game: Holdem, Players: []Player{{Range: aa}, {Range: deck.FullRange()}}}
	seats := m.seats()
	var total float64
	count := 0
	forEachTuple(seats, func(_ []int, w float64) { total += w; count++ })
	orbs := orbits(seats, symmetries(m), true)
	var sum float64
	members := 0
	for _, o := range orbs {
		sum += o.weight
		members += len(o.members)
	}
	if sum != total || members != count {
		t.Errorf("orbits hold weight %v in %d assignments, want %v in %d", sum, members, total, count)
	}
	if len(orbs) >= count/4 {
		t.Errorf("%d orbits for %d assignments: symmetry barely used", len(orbs), count)
	}
	t.Logf("%d assignments in %d orbits", count, len(orbs))
}
