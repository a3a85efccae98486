package omaha

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/testfull"
)

func setOf(text string) deck.Set { return deck.SetOf(deck.MustParseCards(text)...) }

// TestHands checks that Hands lists, once each, exactly the hands that
// Contains accepts and that avoid exclude, and that Count agrees, for
// ranges that Hands lists by subsets and ranges it lists by testing every
// hand.
func TestHands(t *testing.T) {
	ranges := []struct {
		text string
		hole int
		plan planKind // how Hands should list the hands with no exclusion
	}{
		{"AsKs**", 4, planSubsets},
		{"AA", 4, planSubsets},
		{"KK**!AA**", 4, planSubsets},
		{"QQ+", 4, planSubsets},
		{"[AsKh]A", 4, planSubsets},
		{"!AA", 4, planSubsets},
		{"$ds", 4, planAll},
		{"AA:$ds", 4, planFrom},
		{"$ds:AA!AsAh", 4, planFrom},
		{"(AA,KK):$ds", 4, planFrom},
		{"$ds:AA,$ds:KK", 4, planEither},
		{"AA:$ds,KK:$ds,!QQ", 4, planAll},
		{"AxAyxy", 4, planFrom},
		{"AARR", 4, planFrom},
		{"AA,!AA", 4, planSubsets}, // All: Hands lists every hand without a plan
		{"random", 4, planSubsets},
		{"AsKs", 5, planSubsets},
		{"AA:$ds", 5, planFrom},
	}
	excludes := []deck.Set{0, setOf("AhKd7c2s9h"), setOf("AsKsQdJd Ah Kd 7c 2s 9h"), setOf("AsAhAdAc")}
	for _, tt := range ranges {
		if tt.hole == 5 && (testing.Short() || !testfull.Enabled()) {
			continue // every five-card hand, four times: POKERSIM_FULL=1
		}
		r := MustParseRange(tt.text, tt.hole)
		live := deck.FullDeck
		if got := r.plan(r.eval0, live).kind; got != tt.plan {
			t.Errorf("ParseRange(%q).plan(full deck).kind = %d, want %d", tt.text, got, tt.plan)
		}
		for _, ex := range excludes {
			want := 0
			allHands(tt.hole, func(h deck.Set) {
				if h&ex == 0 && r.Contains(h) {
					want++
				}
			})
			seen := map[deck.Set]bool{}
			for h := range r.Hands(ex) {
				switch {
				case h.Len() != tt.hole || h&ex != 0 || !r.Contains(h):
					t.Fatalf("ParseRange(%q).Hands(%v) yields %v, not in the range", tt.text, ex, h)
				case seen[h]:
					t.Fatalf("ParseRange(%q).Hands(%v) yields %v twice", tt.text, ex, h)
				}
				seen[h] = true
			}
			if len(seen) != want {
				t.Errorf("ParseRange(%q).Hands(%v) yields %d hands, want %d", tt.text, ex, len(seen), want)
			}
			if got := r.Count(ex); got != want {
				t.Errorf("ParseRange(%q).Count(%v) = %d, want %d", tt.text, ex, got, want)
			}
		}
	}
}

// TestHandsOrderAndStop checks that Hands gives the same order every time
// and stops when the loop breaks.
func TestHandsOrderAndStop(t *testing.T) {
	for _, text := range []string{"AsKsQs", "$ds:AA", "AA,KK"} {
		r := MustParseRange(text, 4)
		first := slices.Collect(r.Hands(0))
		if again := slices.Collect(r.Hands(0)); !slices.Equal(first, again) {
			t.Errorf("ParseRange(%q).Hands(0) gives a different order the second time", text)
		}
		n := 0
		for range r.Hands(0) {
			if n++; n == 3 {
				break
			}
		}
		if n != 3 {
			t.Errorf("ParseRange(%q).Hands(0) loop ran %d times, want 3", text, n)
		}
	}
}

func TestAll(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"random", true},
		{"any", true},
		{"*", true},
		{"****", true},
		{"AA,!AA", true},
		{"(AA,!AA):random", true},
		{"AsKs**, !AsKs**", true},
		{"AA", false},
		{"random!AA", false},
		{"$ds", false},
		{"$ds,!$ds", false}, // every hand, but not known without testing them all
	}
	for _, tt := range tests {
		if got := MustParseRange(tt.text, 4).All(); got != tt.want {
			t.Errorf("ParseRange(%q).All() = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestContainsWrongSize(t *testing.T) {
	r := MustParseRange("random", 4)
	for _, h := range []deck.Set{0, setOf("AsKs"), setOf("AsKsQsJsTs"), setOf("AsKsQsJs") | 1<<60} {
		if r.Contains(h) {
			t.Errorf("ParseRange(random, 4).Contains(%v) = true, want false", h)
		}
	}
}

func TestHole(t *testing.T) {
	for hole := MinHole; hole <= MaxHole; hole++ {
		if got := MustParseRange("AA", hole).Hole(); got != hole {
			t.Errorf("ParseRange(AA, %d).Hole() = %d, want %d", hole, got, hole)
		}
	}
}

// TestHandsRandomRanges checks Hands and Count on ranges built at random
// from a few patterns, so that every way of planning meets and, or, but
// not and dead cards, against a count of the hands Contains accepts.
func TestHandsRandomRanges(t *testing.T) {
	atoms := []string{"AA", "KK", "AsKs", "$ds", "xxyy", "RRON", "AxAyxy", "QQ+", "[AK]s", "!JJ", "AxKx", "$np", "10%", "5%-20%"}
	ops := []string{", ", ":", "!"}
	rng := rand.New(rand.NewPCG(5, 6))
	var build func(depth int) string
	build = func(depth int) string {
		if depth == 0 || rng.IntN(3) == 0 {
			return atoms[rng.IntN(len(atoms))]
		}
		s := build(depth-1) + ops[rng.IntN(len(ops))] + build(depth-1)
		if rng.IntN(2) == 0 {
			s = "(" + s + ")"
		}
		return s
	}
	n := testfull.N(40, 12)
	if testing.Short() {
		n = 8
	}
	for range n {
		text := build(3)
		r := MustParseRange(text, 4)
		ex := randomHand(rng, rng.IntN(10))
		want := 0
		allHands(4, func(h deck.Set) {
			if h&ex == 0 && r.Contains(h) {
				want++
			}
		})
		got := 0
		seen := map[deck.Set]bool{}
		for h := range r.Hands(ex) {
			if seen[h] || h&ex != 0 || !r.Contains(h) {
				t.Fatalf("ParseRange(%q).Hands(%v) yields %v twice or wrongly", text, ex, h)
			}
			seen[h] = true
			got++
		}
		if got != want {
			t.Errorf("ParseRange(%q).Hands(%v) yields %d hands, want %d", text, ex, got, want)
		}
		if c := r.Count(ex); c != want {
			t.Errorf("ParseRange(%q).Count(%v) = %d, want %d", text, ex, c, want)
		}
	}
}
