package flops

import (
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// TestTextureCounts counts the raw flops of each texture, through the
// classes, against the counts and a direct count over every raw
// flop.
func TestTextureCounts(t *testing.T) {
	all := SymmetryOf(deck.MustParseRange("AA"))
	none := SymmetryOf(deck.MustParseRange("AhKs,QdJc"))
	if all.Name() != "suits" || none.Name() != "none" {
		t.Fatalf("symmetries %s and %s, want suits and none", all.Name(), none.Name())
	}
	want := map[string]int{"monotone": 1144, "two-tone": 12168, "rainbow": 8788, "trips": 52, "paired": 3744, "unpaired": 18304}
	for _, sym := range []Symmetry{all, none, SymmetryOf(deck.MustParseRange("AsKs,AhKh,AdKd,AcKc,QhJh"))} {
		classes := Classes(game.Holdem, sym)
		got := map[string]int{}
		total := 0
		for _, c := range classes {
			n := TextureOf(game.Holdem, c.Set).Names()
			got[n[groupSuits]] += c.Count
			got[n[groupPairing]] += c.Count
			total += c.Count
		}
		if total != 22100 {
			t.Errorf("%s: classes count %d flops, want 22,100", sym.Name(), total)
		}
		for name, n := range want {
			if got[name] != n {
				t.Errorf("%s: %d %s flops, want %d", sym.Name(), got[name], name, n)
			}
		}
	}
	if n := len(Classes(game.Holdem, all)); n != 1755 {
		t.Errorf("%d classes of Hold'em flops, want 1,755", n)
	}
	if n := len(Classes(game.Holdem, none)); n != 22100 {
		t.Errorf("%d classes without symmetry, want 22,100", n)
	}
	// Short deck's nine ranks: C(9,3) = 84 sets of three ranks, 9*8 = 72
	// pairs with a kicker and 9 trips give 84 rainbow, 84*3 two-tone and
	// 84 monotone unpaired classes, 72 rainbow and 72 two-tone paired
	// ones, and 9 trips: 573.
	total := 0
	sd := Classes(game.ShortDeck, all)
	for _, c := range sd {
		total += c.Count
	}
	if total != 7140 || len(sd) != 573 {
		t.Errorf("short deck: %d classes counting %d flops, want 573 and C(36,3) = 7,140", len(sd), total)
	}
}

// TestClassesAreOrbits checks each class against a brute force: the raw
// flops that a relabelling maps onto its representative number its count.
func TestClassesAreOrbits(t *testing.T) {
	sym := SymmetryOf(deck.MustParseRange("QQ+"))
	perms := deck.SuitPerms()
	for _, c := range Classes(game.Holdem, sym)[:200] {
		seen := map[deck.Set]bool{}
		for _, p := range perms {
			seen[p.Set(c.Set)] = true
		}
		if len(seen) != c.Count {
			t.Errorf("class %s: %d flops, brute force %d", c, c.Count, len(seen))
		}
	}
}
