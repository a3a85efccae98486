package flops

import (
	"errors"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/postflop"
)

// TestConnectedness checks TextureOf's connectedness against postflop's
// classes and draws over every combo of live cards: a straight possible
// when some combo makes a straight, else open-ended when some combo has
// an open-ended straight draw. One flop per multiset of ranks, as
// connectedness depends on the ranks alone.
func TestConnectedness(t *testing.T) {
	for _, g := range []game.Game{game.Holdem, game.ShortDeck} {
		seen := map[[3]deck.Rank]bool{}
		for _, c := range Classes(g, SymmetryOf(deck.MustParseRange("AA"))) {
			cards := c.Cards()
			key := [3]deck.Rank{cards[0].Rank(), cards[1].Rank(), cards[2].Rank()}
			if seen[key] {
				continue
			}
			seen[key] = true
			spot, err := postflop.NewSpotIn(g, cards[:], 0)
			if err != nil {
				t.Fatal(err)
			}
			var want uint8
			live := (g.Deck() &^ c.Set).AppendCards(nil)
			for i, a := range live {
				for _, b := range live[i+1:] {
					h, _ := spot.Hit(deck.NewCombo(a, b))
					switch {
					case h.Made.Has(postflop.Straight) || h.Made.Has(postflop.StraightFlush):
						want = 2
					case h.Draws.Has(postflop.OpenEnded):
						want = max(want, 1)
					}
				}
			}
			if got := TextureOf(g, c.Set).Connected; got != want {
				t.Errorf("%v: TextureOf(%s).Connected = %d, want %d", g, c, got, want)
			}
		}
	}
}

func TestTextureOf(t *testing.T) {
	cases := []struct {
		flop string
		want [numGroups]string
	}{
		{"AhKh2h", [numGroups]string{"monotone", "unpaired", "A", "none"}},
		{"7s7d2s", [numGroups]string{"two-tone", "paired", "7", "none"}},
		{"9c8d7h", [numGroups]string{"rainbow", "unpaired", "9", "straight"}},
		{"KcJd2h", [numGroups]string{"rainbow", "unpaired", "K", "open-ended"}}, {"Kc9d2h", [numGroups]string{"rainbow", "unpaired", "K", "none"}},
		{"5s5h5d", [numGroups]string{"rainbow", "trips", "5", "none"}},
		{"As4d2h", [numGroups]string{"rainbow", "unpaired", "A", "straight"}},
	}
	for _, tc := range cases {
		got := TextureOf(game.Holdem, deck.SetOf(deck.MustParseCards(tc.flop)...)).Names()
		if got != tc.want {
			t.Errorf("TextureOf(%s) = %v, want %v", tc.flop, got, tc.want)
		}
	}
}

func TestParseFilter(t *testing.T) {
	cases := []struct {
		filter string
		flop   string
		want   bool
	}{
		{"", "AhKh2h", true},
		{"monotone,A-high", "AhKh2h", true},
		{"Monotone, a_high", "AhKh2h", true},
		{"monotone,K-high", "AhKh2h", false},
		{"two-tone+", "AhKh2h", true},
		{"twotone", "AhKh2c", true},
		{"paired+", "5s5h5d", true},
		{"paired", "5s5h5d", false},
		{"T-high+", "9c8d7h", false},
		{"T-high+", "Tc8d7h", true},
		{"K-high|A-high", "Kc9d2h", true},
		{"open-ended+", "9c8d7h", true},
		{"none", "9c8d7h", false},
	}
	for _, tc := range cases {
		f, err := ParseFilter(tc.filter)
		if err != nil {
			t.Fatalf("ParseFilter(%q): %v", tc.filter, err)
		}
		if got := f.Match(TextureOf(game.Holdem, deck.SetOf(deck.MustParseCards(tc.flop)...))); got != tc.want {
			t.Errorf("ParseFilter(%q).Match(%s) = %v, want %v", tc.filter, tc.flop, got, tc.want)
		}
	}
	for _, tc := range []struct {
		filter string
		err    error
	}{{"monotonr", ErrTexture}, {"monotone,,A-high", ErrFilter}, {"Z-high", ErrTexture}, {"A-high++", ErrTexture}} {
		_, err := ParseFilter(tc.filter)
		var pe *ParseError
		if !errors.Is(err, tc.err) || !errors.As(err, &pe) {
			t.Errorf("ParseFilter(%q) = %v, want %v", tc.filter, err, tc.err)
		}
	}
}

func FuzzParseFilter(f *testing.F) {
	for _, s := range []string{"monotone,A-high", "paired+|trips", "", ",", "T-high+,open-ended"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		flt, err := ParseFilter(s)
		if err != nil {
			return
		}
		again, err := ParseFilter(flt.String())
		if err != nil {
			t.Fatalf("ParseFilter(%q) = %q, which does not read back: %v", s, flt.String(), err)
		}
		for _, c := range Classes(game.Holdem, SymmetryOf(deck.MustParseRange("AA")))[:50] {
			tx := TextureOf(game.Holdem, c.Set)
			if flt.Match(tx) != again.Match(tx) {
				t.Fatalf("ParseFilter(%q) and its String %q differ on %s", s, flt.String(), c)
			}
		}
	})
}
