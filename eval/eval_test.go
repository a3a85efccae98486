package eval

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// TestEval5AllHands checks every five-card hand against referenceScore: the
// evaluator must order all 2,598,960 hands exactly as the reference does.
func TestEval5AllHands(t *testing.T) {
	rankOf := make(map[int]Rank) // reference score -> rank
	var c [5]deck.Card
	for c[0] = 0; c[0] < 52; c[0]++ {
		for c[1] = c[0] + 1; c[1] < 52; c[1]++ {
			for c[2] = c[1] + 1; c[2] < 52; c[2]++ {
				for c[3] = c[2] + 1; c[3] < 52; c[3]++ {
					for c[4] = c[3] + 1; c[4] < 52; c[4]++ {
						got := Eval5(&c)
						score := referenceScore(c)
						if r, ok := rankOf[score]; ok && r != got {
							t.Fatalf("Eval5(%v) = %d, but an equal hand has %d", c, got, r)
						}
						rankOf[score] = got
					}
				}
			}
		}
	}
	type pair struct {
		score int
		rank  Rank
	}
	var pairs []pair
	for s, r := range rankOf {
		pairs = append(pairs, pair{s, r})
	}
	slices.SortFunc(pairs, func(a, b pair) int { return cmp.Compare(a.score, b.score) })
	if len(pairs) != NumClasses {
		t.Fatalf("%d distinct hands, want %d", len(pairs), NumClasses)
	}
	for i, p := range pairs {
		if p.rank != Rank(i+1) {
			t.Fatalf("hand with reference score %#x has rank %d, want %d", p.score, p.rank, i+1)
		}
	}
}

// TestEval7Categories enumerates all 133,784,560 seven-card hands with
// incremental hands and checks the published category counts.
func TestEval7Categories(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates 133,784,560 hands")
	}
	counts := enumerate7()
	want := [NumCategories + 1]int{
		HighCard: 23294460, OnePair: 58627800, TwoPair: 31433400, ThreeOfAKind: 6461620,
		Straight: 6180020, Flush: 4047644, FullHouse: 3473184, FourOfAKind: 224848, StraightFlush: 41584,
	}
	var byCat [NumCategories + 1]int
	distinct := 0
	for r, n := range counts {
		byCat[Rank(r).Category()] += int(n)
		if n > 0 {
			distinct++
		}
	}
	if byCat != want {
		t.Errorf("category counts = %v, want %v", byCat, want)
	}
	if royal := int(counts[NumClasses]); royal != 4324 {
		t.Errorf("royal flushes = %d, want 4324", royal)
	}
	if distinct != 4824 {
		t.Errorf("%d distinct seven-card values, want 4824", distinct)
	}
}

// enumerate7 counts the seven-card hands of each rank, adding one card per
// loop level so that each hand costs one addition and one lookup.
func enumerate7() *[NumClasses + 1]uint32 {
	counts := new([NumClasses + 1]uint32)
	for c0 := deck.Card(0); c0 < 52; c0++ {
		h0 := Hand{}.Add(c0)
		for c1 := c0 + 1; c1 < 52; c1++ {
			h1 := h0.Add(c1)
			for c2 := c1 + 1; c2 < 52; c2++ {
				h2 := h1.Add(c2)
				for c3 := c2 + 1; c3 < 52; c3++ {
					h3 := h2.Add(c3)
					for c4 := c3 + 1; c4 < 52; c4++ {
						h4 := h3.Add(c4)
						for c5 := c4 + 1; c5 < 52; c5++ {
							countLast(counts, h4.Add(c5), c5+1)
						}
					}
				}
			}
		}
	}
	return counts
}

// countLast counts the hands h+c for each card c from first to the last
// card. It is a function of its own so that its loop keeps its variables in
// registers. When no suit of h has four cards, one more card cannot make a
// flush, so only rank keys matter and the cards of one rank all give the
// same value: one lookup counts them all.
func countLast(counts *[NumClasses + 1]uint32, h Hand, first deck.Card) {
	if (h.key+(suitBias+0x1111)<<32)&(0x8888<<32) == 0 {
		k := uint32(h.key)
		for c := first; c < 52; {
			next := c | 3 + 1 // the first card of the next rank
			counts[lookup(k+rankKeys[c>>2&15])] += uint32(next - c)
			c = next
		}
		return
	}
	for c := first; c < 52; c++ {
		counts[h.Add(c).Rank()]++
	}
}

func randomHand(r *rand.Rand, dst []deck.Card) {
	perm := r.Perm(52)
	for i := range dst {
		dst[i] = deck.Card(perm[i])
	}
}

// TestEval7BestOfSubsets checks random seven-card hands against the best of
// their 21 five-card subsets, and the six-card evaluator likewise.
func TestEval7BestOfSubsets(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for range n {
		var c [7]deck.Card
		randomHand(r, c[:])
		want := referenceBest7(c)
		if got := Eval7(&c); got != want {
			t.Fatalf("Eval7(%v) = %d, want %d", c, got, want)
		}
		if got := Eval(c[:]); got != want {
			t.Fatalf("Eval(%v) = %d, want %d", c, got, want)
		}
		six := [6]deck.Card(c[:6])
		var best6 Rank
		for skip := range 6 {
			five := [5]deck.Card(slices.Delete(slices.Clone(six[:]), skip, skip+1))
			best6 = max(best6, Eval5(&five))
		}
		if got := Eval6(&six); got != best6 {
			t.Fatalf("Eval6(%v) = %d, want %d", six, got, best6)
		}
	}
}

// TestEval7Flushes checks hands rich in flushes, which random hands rarely are.
func TestEval7Flushes(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 50000 {
		var c [7]deck.Card
		suit := deck.Suit(r.IntN(4))
		ranks := r.Perm(13)
		n := 5 + r.IntN(3)
		for i := range 7 {
			if i < n {
				c[i] = deck.NewCard(deck.Rank(ranks[i]), suit)
			} else {
				c[i] = deck.NewCard(deck.Rank(ranks[i]), (suit+1+deck.Suit(r.IntN(3)))%4)
			}
		}
		if got, want := Eval7(&c), referenceBest7(c); got != want {
			t.Fatalf("Eval7(%v) = %d, want %d", c, got, want)
		}
	}
}

// FuzzEval7Order checks that a hand's rank does not depend on card order and
// that Hand.Add agrees with Eval7.
func FuzzEval7Order(f *testing.F) {
	f.Add(uint64(1), uint64(2))
	f.Add(uint64(0x1234), uint64(0xfeed))
	f.Fuzz(func(t *testing.T, s1, s2 uint64) {
		r := rand.New(rand.NewPCG(s1, s2))
		var c [7]deck.Card
		randomHand(r, c[:])
		want := Eval7(&c)
		r.Shuffle(7, func(i, j int) { c[i], c[j] = c[j], c[i] })
		if got := Eval7(&c); got != want {
			t.Fatalf("Eval7(%v) = %d after shuffling, want %d", c, got, want)
		}
		h := Hand{}
		for _, x := range slices.Backward(c[:]) {
			h = h.Add(x)
		}
		if got := h.Rank(); got != want {
			t.Fatalf("Hand(%v).Rank() = %d, want %d", c, got, want)
		}
		if got := NewHand(c[:3]...).Merge(NewHand(c[3:]...)).Rank(); got != want {
			t.Fatalf("merged Hand(%v).Rank() = %d, want %d", c, got, want)
		}
	})
}

func TestEvalAllocs(t *testing.T) {
	c := [7]deck.Card(deck.MustParseCards("AhKhQhJh9c2d3s"))
	if n := testing.AllocsPerRun(100, func() { Eval7(&c) }); n != 0 {
		t.Errorf("Eval7 allocates %v times", n)
	}
}

// TestNoFlushAndFlushRank checks that a hand's Rank is the larger of its
// NoFlushRank and the FlushRank of each suit, on random hands.
func TestNoFlushAndFlushRank(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 100000 {
		var c [7]deck.Card
		randomHand(r, c[:])
		h := NewHand(c[:]...)
		want := h.Rank()
		got := h.NoFlushRank()
		for s := range deck.Suit(4) {
			var m uint16
			for _, x := range c {
				if x.Suit() == s {
					m |= 1 << x.Rank()
				}
			}
			got = max(got, FlushRank(m))
		}
		if got != want {
			t.Fatalf("max(NoFlushRank, FlushRank) of %v = %d, want %d", c, got, want)
		}
	}
}
