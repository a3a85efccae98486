package eval

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/testfull"
)

// refAceFive is a slow reference for ace-to-five lows, written from the
// rules as a player states them: count the ranks, aces as ones; list the
// counts from the largest down (1-1-1-1-1 beats 2-1-1-1, which beats
// 2-2-1, 3-1-1, 3-2 and 4-1 in that order, which is the order of the count
// lists compared element by element); then compare the ranks, sets first
// and higher first. It returns a number that is smaller for a better low.
func refAceFive(cards [5]deck.Card) int {
	var count [14]int // 1 = ace .. 13 = King
	for _, c := range cards {
		v := int(c.Rank()) + 2
		if c.Rank() == deck.Ace {
			v = 1
		}
		count[v]++
	}
	type group struct{ n, v int }
	var gs []group
	for v := 13; v >= 1; v-- {
		if count[v] > 0 {
			gs = append(gs, group{count[v], v})
		}
	}
	slices.SortStableFunc(gs, func(a, b group) int { return b.n - a.n })
	score := 0
	for i := range 5 {
		n := 0
		if i < len(gs) {
			n = gs[i].n
		}
		score = score*5 + n
	}
	for _, g := range gs {
		score = score*14 + g.v
	}
	for range 5 - len(gs) {
		score *= 14
	}
	return score
}

// refDeuceSeven is a slow reference for deuce-to-seven lowball: the high
// hand's score with the ace always high, so that A-5-4-3-2 is no
// straight. Smaller is a better low.
func refDeuceSeven(cards [5]deck.Card) int {
	var count [13]int
	flush := true
	for _, c := range cards {
		count[c.Rank()]++
		flush = flush && c.Suit() == cards[0].Suit()
	}
	var ranks []int
	for r := 12; r >= 0; r-- {
		if count[r] > 0 {
			ranks = append(ranks, r)
		}
	}
	slices.SortStableFunc(ranks, func(a, b int) int { return count[b] - count[a] })
	straight := len(ranks) == 5 && ranks[0]-ranks[4] == 4
	var category int
	switch {
	case straight && flush:
		category = 8
	case count[ranks[0]] == 4:
		category = 7
	case count[ranks[0]] == 3 && count[ranks[1]] == 2:
		category = 6
	case flush:
		category = 5
	case straight:
		category = 4
	case count[ranks[0]] == 3:
		category = 3
	case count[ranks[0]] == 2 && count[ranks[1]] == 2:
		category = 2
	case count[ranks[0]] == 2:
		category = 1
	}
	score := category
	for _, r := range ranks {
		score = score*16 + r
	}
	for range 5 - len(ranks) {
		score *= 16
	}
	return score
}

// checkOrder checks that a value function orders every five-card hand
// exactly as a reference score does, the smaller score the higher value,
// with n distinct values numbered from 1.
func checkOrder(t *testing.T, name string, n int, value func(*[5]deck.Card) int, ref func([5]deck.Card) int) {
	t.Helper()
	valueOf := make(map[int]int) // reference score -> value
	var c [5]deck.Card
	for c[0] = 0; c[0] < 52; c[0]++ {
		for c[1] = c[0] + 1; c[1] < 52; c[1]++ {
			for c[2] = c[1] + 1; c[2] < 52; c[2]++ {
				for c[3] = c[2] + 1; c[3] < 52; c[3]++ {
					for c[4] = c[3] + 1; c[4] < 52; c[4]++ {
						got, score := value(&c), ref(c)
						if v, ok := valueOf[score]; ok && v != got {
							t.Fatalf("%s(%v) = %d, but an equal hand has %d", name, c, got, v)
						}
						valueOf[score] = got
					}
				}
			}
		}
	}
	scores := make([]int, 0, len(valueOf))
	for s := range valueOf {
		scores = append(scores, s)
	}
	slices.Sort(scores)
	if len(scores) != n {
		t.Fatalf("%s: %d distinct hands, want %d", name, len(scores), n)
	}
	for i, s := range scores {
		if want := n - i; valueOf[s] != want {
			t.Fatalf("%s: the hand of reference score %#x has value %d, want %d", name, s, valueOf[s], want)
		}
	}
}

// TestAceFiveAllHands checks every five-card hand against refAceFive.
func TestAceFiveAllHands(t *testing.T) {
	checkOrder(t, "AceFiveValue", NumAceFive, func(c *[5]deck.Card) int { return int(AceFiveValue(NewHand(c[:]...))) }, refAceFive)
}

// TestDeuceSevenAllHands checks every five-card hand against refDeuceSeven.
func TestDeuceSevenAllHands(t *testing.T) {
	checkOrder(t, "DeuceSevenValue", NumDeuceSeven, func(c *[5]deck.Card) int { return int(DeuceSevenValue(NewHand(c[:]...))) }, refDeuceSeven)
}

// bestOfSubsets returns the largest value of f over the five-card subsets of
// cards.
func bestOfSubsets[V cmp.Ordered](cards []deck.Card, f func(*[5]deck.Card) V) V {
	var best V
	var five [5]deck.Card
	var rec func(from, n int)
	rec = func(from, n int) {
		if n == 5 {
			best = max(best, f(&five))
			return
		}
		for i := from; i <= len(cards)-(5-n); i++ {
			five[n] = cards[i]
			rec(i+1, n+1)
		}
	}
	rec(0, 0)
	return best
}

// TestStudBestOfSeven checks random hands of six and seven cards (razz's
// ace-to-five low, stud hi-lo's high and eight-or-better low) against the
// best of their five-card subsets, valued by the five-card evaluators the
// exhaustive tests check: two million hands, 50,000 under -short.
func TestStudBestOfSeven(t *testing.T) {
	n := testfull.N(2_000_000, 200_000)
	if testing.Short() {
		n = 50_000
	}
	r := rand.New(rand.NewPCG(19, 7))
	var buf [7]deck.Card
	for i := range n {
		cards := buf[:6+i%2]
		randomHand(r, cards)
		h := NewHand(cards...)
		if got, want := AceFiveValue(h), bestOfSubsets(cards, func(c *[5]deck.Card) AceFive { return AceFiveValue(NewHand(c[:]...)) }); got != want {
			t.Fatalf("AceFiveValue(%v) = %v (%d), want %v (%d)", cards, got.Digits(), got, want.Digits(), want)
		}
		if got, want := LowValue(cards), bestOfSubsets(cards, func(c *[5]deck.Card) Low { return LowValue(c[:]) }); got != want {
			t.Fatalf("LowValue(%v) = %v, want %v", cards, got, want)
		}
		if got, want := h.Rank(), bestOfSubsets(cards, Eval5); got != want {
			t.Fatalf("Rank(%v) = %v, want %v", cards, got, want)
		}
	}
}

func TestAceFiveCases(t *testing.T) {
	tests := []struct {
		name   string
		cards  string
		digits string
		text   string
	}{
		{"wheel", "As2d3c4h5s", "5-4-3-2-A", "five-four low"},
		{"eight-six", "8s6d4c3hAsKdKh", "8-6-4-3-A", "eight-six low"},
		{"straight and flush do not count", "2s3s4s5s6s", "6-5-4-3-2", "six-five low"},
		{"razz pair, aces", "AsAh2s2h3s3hKd", "A-A-K-3-2", "Pair of Aces"},
		{"razz pair, queen", "AdAc2d2c4s4hQd", "A-A-Q-4-2", "Pair of Aces"},
		{"two pair", "KsKd2c2hQs", "K-K-2-2-Q", "Two Pair, Kings and Twos"},
		{"quads", "KsKdKcKhQs", "K-K-K-K-Q", "Four of a Kind, Kings"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cards, err := deck.ParseCards(tt.cards)
			if err != nil {
				t.Fatal(err)
			}
			v := AceFiveValue(NewHand(cards...))
			if v.Digits() != tt.digits || v.String() != tt.text {
				t.Errorf("AceFiveValue(%s) = %s %q, want %s %q", tt.cards, v.Digits(), v, tt.digits, tt.text)
			}
			five, bv := AceToFive.Best5(cards)
			if bv != Low(v) || AceFiveValue(NewHand(five[:]...)) != v || AceToFive.Describe(bv) != tt.text {
				t.Errorf("AceToFive.Best5(%s) = %v %v, want cards of value %v", tt.cards, five, bv, v)
			}
		})
	}
	// The case: on seventh street AA-Q-4-2 beats AA-K-3-2.
	a, _ := deck.ParseCards("AsAh2s2h3s3hKd")
	b, _ := deck.ParseCards("AdAc2d2c4s4hQd")
	if va, vb := AceFiveValue(NewHand(a...)), AceFiveValue(NewHand(b...)); vb <= va {
		t.Errorf("AceFiveValue(%v) = %d, not above AceFiveValue(%v) = %d", b, vb, a, va)
	}
	if v := AceFive(NumAceFive); v.Digits() != "5-4-3-2-A" {
		t.Errorf("AceFive(NumAceFive) = %s, want the wheel", v.Digits())
	}
	if v := AceFive(1); v.Digits() != "K-K-K-K-Q" {
		t.Errorf("AceFive(1) = %s, want K-K-K-K-Q", v.Digits())
	}
}

func TestDeuceSevenCases(t *testing.T) {
	tests := []struct {
		name   string
		cards  string
		digits string
		text   string
	}{
		{"number one", "7s5d4c3h2s", "7-5-4-3-2", "seven-five low"},
		{"ace high wheel", "As5d4c3h2s", "A-5-4-3-2", "ace-five low"},
		{"wheel flush", "As5s4s3s2s", "A-5-4-3-2", "Flush, Ace high"},
		{"straight", "6s5d4c3h2s", "6-5-4-3-2", "Straight, Six high"},
		{"pair", "2s2d4c3h7s", "2-2-7-4-3", "Pair of Twos"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cards, err := deck.ParseCardsN(tt.cards, 5, 5)
			if err != nil {
				t.Fatal(err)
			}
			v := DeuceSevenValue(NewHand(cards...))
			if v.Digits() != tt.digits || v.String() != tt.text {
				t.Errorf("DeuceSevenValue(%s) = %s %q, want %s %q", tt.cards, v.Digits(), v, tt.digits, tt.text)
			}
		})
	}
	best, _ := deck.ParseCardsN("7s5d4c3h2s", 5, 5)
	if v := DeuceSevenValue(NewHand(best...)); v != NumDeuceSeven {
		t.Errorf("DeuceSevenValue(7-5-4-3-2) = %d, want %d", v, NumDeuceSeven)
	}
}
