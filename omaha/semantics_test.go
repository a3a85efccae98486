package omaha

import (
	"math/rand/v2"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/testfull"
)

const (
	A = deck.Ace
	K = deck.King
	Q = deck.Queen
	J = deck.Jack
	T = deck.Ten
)

// semantics pairs ranges with predicates written independently of the
// package, by counting ranks and suits.
var semantics = []struct {
	text string
	hole int
	want func(h deck.Set) bool
}{
	{"AA**", 4, func(h deck.Set) bool { return rc(h, A) >= 2 }},
	{"AA", 4, func(h deck.Set) bool { return rc(h, A) >= 2 }},
	{"AA!AAA", 4, func(h deck.Set) bool { return rc(h, A) == 2 }},
	{"AKQJ", 4, func(h deck.Set) bool { return holdsRanks(h, A, K, Q, J) }},
	{"AKK*", 4, func(h deck.Set) bool { return rc(h, A) >= 1 && rc(h, K) >= 2 }},
	{"KK**", 4, func(h deck.Set) bool { return rc(h, K) >= 2 }},
	{"AsKs**", 4, func(h deck.Set) bool { return has(h, "As") && has(h, "Ks") }},
	{"Ah***", 4, func(h deck.Set) bool { return has(h, "Ah") }},
	{"AKs", 4, func(h deck.Set) bool { return rc(h, A) >= 1 && has(h, "Ks") }},
	{"AxAyxy", 4, func(h deck.Set) bool {
		return twoSuits(func(x, y deck.Suit) bool {
			return h&card(A, x) != 0 && h&card(A, y) != 0 && sc(h, x) >= 2 && sc(h, y) >= 2
		})
	}},
	{"xxyy", 4, func(h deck.Set) bool { return shapeIs(suitShape(h), 2, 2) }},
	{"AxKx**", 4, func(h deck.Set) bool {
		return someSuit(func(x deck.Suit) bool { return h&card(A, x) != 0 && h&card(K, x) != 0 })
	}},
	{"AxKy", 4, func(h deck.Set) bool {
		return twoSuits(func(x, y deck.Suit) bool { return h&card(A, x) != 0 && h&card(K, y) != 0 })
	}},
	{"AsKx", 4, func(h deck.Set) bool {
		return has(h, "As") && (has(h, "Kh") || has(h, "Kd") || has(h, "Kc"))
	}},
	{"ssxx", 4, func(h deck.Set) bool {
		return sc(h, deck.Spades) == 2 && atLeast(suitShape(h), 2, 2)
	}},
	{"sshh", 4, func(h deck.Set) bool { return sc(h, deck.Spades) == 2 && sc(h, deck.Hearts) == 2 }},
	{"wxy", 4, func(h deck.Set) bool { return len(suitShape(h)) >= 3 }},
	{"wxyz", 4, func(h deck.Set) bool { return len(suitShape(h)) == 4 }},
	{"RR**", 4, func(h deck.Set) bool { return rankShape(h)[0] >= 2 }},
	{"RROO", 4, func(h deck.Set) bool { return shapeIs(rankShape(h), 2, 2) }},
	{"RRON", 4, func(h deck.Set) bool { return shapeIs(rankShape(h), 2, 1, 1) }},
	{"AARR", 4, func(h deck.Set) bool { return rc(h, A) == 2 && shapeIs(rankShape(h), 2, 2) }},
	{"RxRyOxOy", 4, func(h deck.Set) bool {
		return shapeIs(rankShape(h), 2, 2) && shapeIs(suitShape(h), 2, 2) &&
			twoSuits(func(x, y deck.Suit) bool { return suitPairs(h, x, y) })
	}},
	{"$ds", 4, func(h deck.Set) bool { return shapeIs(suitShape(h), 2, 2) }},
	{"$ss", 4, func(h deck.Set) bool { return atLeast(suitShape(h), 1, 2) && !atLeast(suitShape(h), 2, 2) }},
	{"$np", 4, func(h deck.Set) bool { return len(rankShape(h)) == 4 }},
	{"$rb", 4, func(h deck.Set) bool { return len(suitShape(h)) == 4 }},
	{"KK**!AA**", 4, func(h deck.Set) bool { return rc(h, K) >= 2 && rc(h, A) < 2 }},
	{"(AA,KK):$ds", 4, func(h deck.Set) bool {
		return (rc(h, A) >= 2 || rc(h, K) >= 2) && shapeIs(suitShape(h), 2, 2)
	}},
	{"AA,KK:$ds", 4, func(h deck.Set) bool {
		return rc(h, A) >= 2 || rc(h, K) >= 2 && shapeIs(suitShape(h), 2, 2)
	}},
	{"AA:xxyy, JJ!JJJ, KK", 4, func(h deck.Set) bool {
		return rc(h, A) >= 2 && shapeIs(suitShape(h), 2, 2) || rc(h, J) == 2 || rc(h, K) >= 2
	}},
	{"AA!KK:QQ", 4, func(h deck.Set) bool { return rc(h, A) >= 2 && rc(h, K) < 2 && rc(h, Q) >= 2 }},
	{"!AA", 4, func(h deck.Set) bool { return rc(h, A) < 2 }},
	{"!(AA,KK)", 4, func(h deck.Set) bool { return rc(h, A) < 2 && rc(h, K) < 2 }},
	{"QQ+", 4, func(h deck.Set) bool { return rc(h, Q) >= 2 || rc(h, K) >= 2 || rc(h, A) >= 2 }},
	{"KK-TT", 4, func(h deck.Set) bool {
		return rc(h, K) >= 2 || rc(h, Q) >= 2 || rc(h, J) >= 2 || rc(h, T) >= 2
	}},
	{"AJ+", 4, func(h deck.Set) bool {
		return rc(h, A) >= 1 && (holdsRanks(h, J) || holdsRanks(h, Q) || holdsRanks(h, K))
	}},
	{"A5-", 4, func(h deck.Set) bool {
		return rc(h, A) >= 1 && (holdsRanks(h, deck.Five) || holdsRanks(h, deck.Four) ||
			holdsRanks(h, deck.Three) || holdsRanks(h, deck.Two))
	}},
	{"JT98-AKQJ", 4, func(h deck.Set) bool {
		for lo := deck.Eight; lo <= deck.Jack; lo++ {
			if holdsRanks(h, lo, lo+1, lo+2, lo+3) {
				return true
			}
		}
		return false
	}},
	{"AxKx-AxQx", 4, func(h deck.Set) bool {
		return someSuit(func(x deck.Suit) bool {
			return h&card(A, x) != 0 && (h&card(K, x) != 0 || h&card(Q, x) != 0)
		})
	}},
	{"[A-T][A-T]**", 4, func(h deck.Set) bool { return rc(h, A)+rc(h, K)+rc(h, Q)+rc(h, J)+rc(h, T) >= 2 }},
	{"[T+][5-]", 4, func(h deck.Set) bool { return highLow(h, T, deck.Five) }},
	{"$B$B", 4, func(h deck.Set) bool { return rc(h, A)+rc(h, K)+rc(h, Q)+rc(h, J) >= 2 }},
	{"$Wx$Wx", 4, func(h deck.Set) bool {
		return someSuit(func(x deck.Suit) bool {
			n := 0
			for _, r := range []deck.Rank{A, deck.Two, deck.Three, deck.Four, deck.Five} {
				if h&card(r, x) != 0 {
					n++
				}
			}
			return n >= 2
		})
	}},
	{"[AK]s", 4, func(h deck.Set) bool { return has(h, "As") || has(h, "Ks") }},
	{"A[sh]", 4, func(h deck.Set) bool { return has(h, "As") || has(h, "Ah") }},
	{"[sh][sh]", 4, func(h deck.Set) bool { return sc(h, deck.Spades)+sc(h, deck.Hearts) >= 2 }},
	{"[AsKh]**", 4, func(h deck.Set) bool { return has(h, "As") || has(h, "Kh") }},
	{"A[AK]", 4, func(h deck.Set) bool { return rc(h, A) >= 2 || rc(h, A) >= 1 && rc(h, K) >= 1 }},
	{"random", 4, func(deck.Set) bool { return true }},
	{"Any", 4, func(deck.Set) bool { return true }},
	{"*", 4, func(deck.Set) bool { return true }},
	{"****", 4, func(deck.Set) bool { return true }},
	{"AA,!AA", 4, func(deck.Set) bool { return true }},
	{"AAAA", 4, func(h deck.Set) bool { return rc(h, A) == 4 }},
	{"AsAh[AsAh]", 4, func(deck.Set) bool { return false }},
	{"AA", 5, func(h deck.Set) bool { return rc(h, A) >= 2 }},
	{"$ds", 5, func(h deck.Set) bool { return atLeast(suitShape(h), 2, 2) }},
	{"AxAyxy", 5, func(h deck.Set) bool {
		return twoSuits(func(x, y deck.Suit) bool {
			return h&card(A, x) != 0 && h&card(A, y) != 0 && sc(h, x) >= 2 && sc(h, y) >= 2
		})
	}},
	{"RRON", 5, func(h deck.Set) bool { return len(rankShape(h)) >= 3 && rankShape(h)[0] >= 2 }},
	{"$rb", 5, func(deck.Set) bool { return false }},
	{"*****", 5, func(deck.Set) bool { return true }},
	{"AA:$ss", 6, func(h deck.Set) bool {
		return rc(h, A) >= 2 && atLeast(suitShape(h), 1, 2) && !atLeast(suitShape(h), 2, 2)
	}},
	{"******", 6, func(deck.Set) bool { return true }},
	{"RROO*x*x", 6, func(h deck.Set) bool { return twoPairSuited(h) }},
}

// suitPairs reports whether h has two ranks, each with a card of suit x
// and a card of suit y.
func suitPairs(h deck.Set, x, y deck.Suit) bool {
	n := 0
	for r := range deck.Rank(deck.NumRanks) {
		if h&card(r, x) != 0 && h&card(r, y) != 0 {
			n++
		}
	}
	return n >= 2
}

// highLow reports whether h has two cards, one of rank hi or above and one
// of rank lo or below.
func highLow(h deck.Set, hi, lo deck.Rank) bool {
	for a := range h.All() {
		for b := range h.All() {
			if a != b && a.Rank() >= hi && b.Rank() <= lo {
				return true
			}
		}
	}
	return false
}

// twoPairSuited reports whether h has two cards of some rank, two of
// another, and two more of one suit among its other cards.
func twoPairSuited(h deck.Set) bool {
	for r := range deck.Rank(deck.NumRanks) {
		for o := range deck.Rank(deck.NumRanks) {
			if r == o || rc(h, r) < 2 || rc(h, o) < 2 {
				continue
			}
			// Choose the two cards of r and of o, then look for a suited pair
			// among the rest.
			found := false
			pairsOf(h, r, func(pr deck.Set) {
				pairsOf(h&^pr, o, func(po deck.Set) {
					rest := h &^ pr &^ po
					if atLeast(suitShape(rest), 1, 2) {
						found = true
					}
				})
			})
			if found {
				return true
			}
		}
	}
	return false
}

// pairsOf calls f with each two-card set of rank r in h.
func pairsOf(h deck.Set, r deck.Rank, f func(deck.Set)) {
	for a := range h.All() {
		for b := range h.All() {
			if a < b && a.Rank() == r && b.Rank() == r {
				f(a.Bit() | b.Bit())
			}
		}
	}
}

// TestSemantics checks Contains against the predicates on every hand of
// four-card Omaha, and with POKERSIM_FULL=1 of five-card Omaha too,
// where Count must match the number of hands the predicate accepts; on
// random hands otherwise and under -short.
func TestSemantics(t *testing.T) {
	for _, tt := range semantics {
		t.Run(tt.text+"/"+string(rune('0'+tt.hole)), func(t *testing.T) {
			r, err := ParseRange(tt.text, tt.hole)
			if err != nil {
				t.Fatalf("ParseRange(%q, %d) error %v", tt.text, tt.hole, err)
			}
			check := func(h deck.Set) {
				if got, want := r.Contains(h), tt.want(h); got != want {
					t.Fatalf("ParseRange(%q, %d).Contains(%v) = %v, want %v", tt.text, tt.hole, h, got, want)
				}
			}
			if tt.hole <= testfull.N(5, 4) && !testing.Short() {
				n := 0
				allHands(tt.hole, func(h deck.Set) {
					check(h)
					if tt.want(h) {
						n++
					}
				})
				if got := r.Count(0); got != n {
					t.Errorf("ParseRange(%q, %d).Count(0) = %d, want %d", tt.text, tt.hole, got, n)
				}
				return
			}
			rng := rand.New(rand.NewPCG(1, uint64(len(tt.text))))
			for range 20000 {
				check(randomHand(rng, tt.hole))
			}
		})
	}
}

// TestWellKnownCounts checks the brute-force counts of a few ranges
// against closed formulas, so that the brute force is tested too.
func TestWellKnownCounts(t *testing.T) {
	c := func(n, k int) int { return int(binomial(n, k)) }
	tests := []struct {
		text string
		hole int
		want int
	}{
		// At least two aces: two, three or four of the four, the rest from the 48 others.
		{"AA**", 4, c(4, 2)*c(48, 2) + c(4, 3)*48 + 1},
		{"AA", 5, c(4, 2)*c(48, 3) + c(4, 3)*c(48, 2) + 48},
		// Two suits, two cards of each.
		{"$ds", 4, c(4, 2) * c(13, 2) * c(13, 2)},
		// Two suits, an ace and one other card of each.
		{"AxAyxy", 4, c(4, 2) * 12 * 12},
		{"$rb", 4, 13 * 13 * 13 * 13},
		{"$np", 4, c(13, 4) * 4 * 4 * 4 * 4},
		{"AsKs**", 4, c(50, 2)},
		{"random", 5, c(52, 5)},
		{"KK**!AA**", 4, c(4, 2)*c(48, 2) + c(4, 3)*48 + 1 - c(4, 2)*c(4, 2)},
	}
	for _, tt := range tests {
		r := MustParseRange(tt.text, tt.hole)
		if got := r.Count(0); got != tt.want {
			t.Errorf("ParseRange(%q, %d).Count(0) = %d, want %d", tt.text, tt.hole, got, tt.want)
		}
	}
}
