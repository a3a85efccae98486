package preflop

import (
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// TestSymmetries checks the table against itself over every ordered pair
// of disjoint combos: a pair and its swap have their counts swapped, a
// relabelling of the suits changes nothing, and no more boards are won
// than there are. The table is checked against enumeration in package sim
// (TestPreflopTableMatchesEnumeration); this test reaches every entry.
func TestSymmetries(t *testing.T) {
	heroes := make([]Hero, deck.NumCombos)
	for i := range heroes {
		heroes[i] = NewHero(deck.ComboAt(i))
	}
	perms := deck.SuitPerms()
	for i := range deck.NumCombos {
		x := deck.ComboAt(i)
		for j := range deck.NumCombos {
			y := deck.ComboAt(j)
			if x.Set()&y.Set() != 0 {
				continue
			}
			a, b := heroes[i].Counts(y)
			if c, d := heroes[j].Counts(x); c != b || d != a {
				t.Fatalf("Counts(%v, %v) = %d, %d but Counts(%v, %v) = %d, %d", x, y, a, b, y, x, c, d)
			}
			if a+b > Boards || a+b == 0 {
				t.Fatalf("Counts(%v, %v) = %d, %d: not boards of %d", x, y, a, b, Boards)
			}
			p := &perms[(i+j)%len(perms)]
			px, py := p.Combo(x), p.Combo(y)
			if c, d := heroes[px.Index()].Counts(py); c != a || d != b {
				t.Fatalf("Counts(%v, %v) = %d, %d but relabelled, Counts(%v, %v) = %d, %d", x, y, a, b, px, py, c, d)
			}
		}
	}
}

// TestPublished checks a few matchups against their published counts.
func TestPublished(t *testing.T) {
	tests := []struct {
		x, y       string
		xWin, yWin int64
	}{
		// AhKh against QsQd: 46.0179% and 53.5890% of the boards won
		// alone (the counts of sim's TestEnumerateAhKhQsQdCounts).
		{"AhKh", "QsQd", 787966, 917606},
		{"QsQd", "AhKh", 917606, 787966},
	}
	for _, tt := range tests {
		x, y := deck.MustParseCards(tt.x), deck.MustParseCards(tt.y)
		a, b := Counts(deck.NewCombo(x[0], x[1]), deck.NewCombo(y[0], y[1]))
		if a != tt.xWin || b != tt.yWin {
			t.Errorf("Counts(%s, %s) = %d, %d, want %d, %d", tt.x, tt.y, a, b, tt.xWin, tt.yWin)
		}
	}
}

// TestSharedCardPanics checks that a pair with a card in common is refused.
func TestSharedCardPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Counts(AhKh, AhQh) did not panic")
		}
	}()
	c := deck.MustParseCards("AhKhQh")
	Counts(deck.NewCombo(c[0], c[1]), deck.NewCombo(c[0], c[2]))
}
