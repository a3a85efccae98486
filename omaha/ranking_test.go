package omaha

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/omaha/internal/suitclass"
)

func mustHand(t *testing.T, text string) deck.Set {
	t.Helper()
	cards, err := deck.ParseCards(text)
	if err != nil {
		t.Fatal(err)
	}
	return deck.SetOf(cards...)
}

// TestRankingRanksEveryClassOnce checks the embedded table against the
// classes suitclass enumerates: each ranked once, equities in order.
func TestRankingRanksEveryClassOnce(t *testing.T) {
	rk := loadRanking()
	if !slices.Equal(rk.keys, suitclass.All(4)) {
		t.Fatalf("the ranking's classes differ from suitclass.All(4)")
	}
	seen := make([]bool, NumClasses4)
	for _, p := range rk.places {
		if seen[p] {
			t.Fatalf("place %d given twice", p)
		}
		seen[p] = true
	}
	for p := 1; p < NumClasses4; p++ {
		if rk.equity[p] > rk.equity[p-1] {
			t.Fatalf("equity at place %d, %v, above the one before, %v", p, rk.equity[p], rk.equity[p-1])
		}
	}
}

func TestStandingOf(t *testing.T) {
	tests := []struct {
		hand     string
		min, max float64 // bounds on Top, in percent
	}{
		{"AsAhKsKh", 0, 0.5},  // double-suited aces and kings
		{"AcAdKdKc", 0, 0.5},  // the same class
		{"AsAhJsTh", 0, 1},    // double-suited aces with a rundown
		{"2c3d7hQs", 90, 100}, // rainbow trash
		{"2s2h2d2c", 99, 100}, // four deuces: two of them dead
	}
	for _, tt := range tests {
		s, ok := StandingOf(mustHand(t, tt.hand))
		if !ok || s.Top < tt.min || s.Top > tt.max {
			t.Errorf("StandingOf(%s) = %+v, %v, want Top in [%v, %v]", tt.hand, s, ok, tt.min, tt.max)
		}
	}
	if _, ok := StandingOf(mustHand(t, "AsAhKs")); ok {
		t.Errorf("StandingOf(AsAhKs) is ok, want false for three cards")
	}
}

func TestTopPercent(t *testing.T) {
	all := MustParseRange("100%", 4)
	if !all.All() || all.Count(0) != numHands4 {
		t.Errorf(`ParseRange("100%%"): All() = %v, Count(0) = %d, want true, %d`, all.All(), all.Count(0), numHands4)
	}
	for _, p := range []float64{0.001, 2.5, 10, 15, 50} {
		r := MustParseRange(formatPercent(p), 4)
		target := max(1, int(math.Round(p/100*numHands4)))
		if n := r.Count(0); n < target || n > target+23 {
			t.Errorf("ParseRange(%q).Count(0) = %d, want %d to %d", r, n, target, target+23)
		}
	}
	small, big := MustParseRange("10%", 4), MustParseRange("15%", 4)
	span, diff := MustParseRange("10%-15%", 4), MustParseRange("15%!10%", 4)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		h := randomHand(rng, 4)
		if small.Contains(h) && !big.Contains(h) {
			t.Fatalf("%v is in 10%% but not in 15%%", h)
		}
		if span.Contains(h) != diff.Contains(h) {
			t.Fatalf("10%%-15%%.Contains(%v) = %v, but 15%%!10%% says %v", h, span.Contains(h), diff.Contains(h))
		}
		s, _ := StandingOf(h)
		if big.Contains(h) != (s.Place <= loadRanking().topCount(15)) {
			t.Fatalf("15%%.Contains(%v) = %v, but its place is %d", h, big.Contains(h), s.Place)
		}
	}
	if a, b := span.Count(0), big.Count(0)-small.Count(0); a != b {
		t.Errorf("10%%-15%% holds %d hands, want %d", a, b)
	}
}

func formatPercent(p float64) string { return strconv.FormatFloat(p, 'f', -1, 64) + "%" }

// TestRankingEquity recomputes the equity of a few classes with a Monte
// Carlo written here, independent of package sim: a random other hand and
// a random board from the rest of the deck, valued by eval's Omaha, and
// compares it with the table's within four standard errors of the
// difference (the table's at most 0.5/√30,000, this one's measured).
func TestRankingEquity(t *testing.T) {
	trials := 20000
	if testing.Short() {
		trials = 4000
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, text := range []string{"AsAhKsKh", "JsTh9s8h", "Ks7h4d2c", "2s2h2d2c"} {
		hand := mustHand(t, text)
		var sum, sumSq float64
		for range trials {
			v := bruteShare(rng, hand)
			sum += v
			sumSq += v * v
		}
		n := float64(trials)
		mean := sum / n
		se := math.Sqrt((sumSq/n - mean*mean) / n)
		s, _ := StandingOf(hand)
		if tol := 4 * math.Hypot(se, 0.5/math.Sqrt(30000)); math.Abs(s.Equity-mean) > tol {
			t.Errorf("StandingOf(%s).Equity = %.4f, the test's Monte Carlo %.4f ± %.4f", text, s.Equity, mean, se)
		}
	}
}

// bruteShare deals another hand and a board at random from the cards
// hand does not hold and returns hand's share of the pot in Omaha high.
func bruteShare(rng *rand.Rand, hand deck.Set) float64 {
	rest := deck.FullDeck &^ hand
	var cards []deck.Card
	for c := range rest.All() {
		cards = append(cards, c)
	}
	for i := range 9 { // a partial Fisher-Yates shuffle: the first 9 cards
		j := i + rng.IntN(len(cards)-i)
		cards[i], cards[j] = cards[j], cards[i]
	}
	r := eval.Standard()
	board := cards[4:9]
	mine, theirs := r.Omaha(hand.AppendCards(nil), board), r.Omaha(cards[:4], board)
	switch {
	case mine > theirs:
		return 1
	case mine == theirs:
		return 0.5
	}
	return 0
}
