package eval

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval/internal/tables"
	"github.com/pokersim/pokersim/internal/testfull"
)

// TestShortDeckAllHands values all 376,992 five-card hands of the 36-card
// deck under both short-deck rankings and checks them against
// shortDeckScore: equal scores must have equal values, the order of the
// values must be the order of the scores, and the values must be exactly
// 1..Classes(). It also checks the number of hands in each category.
func TestShortDeckAllHands(t *testing.T) {
	want := map[Category]int{StraightFlush: 24, FourOfAKind: 288, Flush: 480, FullHouse: 1728,
		Straight: 6120, ThreeOfAKind: 16128, TwoPair: 36288, OnePair: 193536, HighCard: 122400}
	for _, tt := range []struct {
		r     *Ranking
		trips bool
	}{{ShortDeck(), false}, {ShortDeckTrips(), true}} {
		t.Run(tt.r.Name(), func(t *testing.T) {
			cards := shortDeckCards()
			valueOf := make(map[int]Rank) // score -> value
			got := map[Category]int{}
			hands := 0
			var five [5]deck.Card
			var choose func(from, n int)
			choose = func(from, n int) {
				if n == 5 {
					v := tt.r.Value(NewHand(five[:]...))
					s := shortDeckScore(five, tt.trips)
					if w, ok := valueOf[s]; ok && w != v {
						t.Fatalf("Value(%v) = %d, but an equal hand has %d", five, v, w)
					}
					valueOf[s] = v
					got[tt.r.Category(v)]++
					hands++
					return
				}
				for i := from; i <= len(cards)-(5-n); i++ {
					five[n] = cards[i]
					choose(i+1, n+1)
				}
			}
			choose(0, 0)
			if hands != 376992 {
				t.Fatalf("%d hands, want 376992", hands)
			}
			scores := slices.Collect(func(yield func(int) bool) {
				for s := range valueOf {
					if !yield(s) {
						return
					}
				}
			})
			slices.Sort(scores)
			if len(scores) != tt.r.Classes() || tt.r.Classes() != 1404 {
				t.Fatalf("%d distinct hands, Classes() = %d, want 1404", len(scores), tt.r.Classes())
			}
			for i, s := range scores {
				if valueOf[s] != Rank(i+1) {
					t.Fatalf("hand with score %#x has value %d, want %d", s, valueOf[s], i+1)
				}
			}
			for c, n := range want {
				if got[c] != n {
					t.Errorf("%v: %d hands, want %d", c, got[c], n)
				}
			}
		})
	}
}

// TestShortDeckSevenCards checks six- and seven-card values against the
// best of their five-card subsets: on random hands, and under -short not,
// on every six- and seven-card hand of the short deck, by induction (the
// best of n cards is the best of the n hands of n-1 of them).
func TestShortDeckSevenCards(t *testing.T) {
	for _, r := range []*Ranking{ShortDeck(), ShortDeckTrips()} {
		t.Run(r.Name()+"/random", func(t *testing.T) {
			rnd := rand.New(rand.NewPCG(11, 12))
			cards := shortDeckCards()
			n := testfull.N(200000, 20000)
			if testing.Short() {
				n = 10000
			}
			for range n {
				var c [7]deck.Card
				dealFrom(rnd, cards, c[:])
				for k := 5; k <= 7; k++ {
					if got, want := r.Value(NewHand(c[:k]...)), bestOfFive(r, c[:k]); got != want {
						t.Fatalf("Value(%v) = %d, want %d", c[:k], got, want)
					}
				}
			}
		})
		t.Run(r.Name()+"/all", func(t *testing.T) {
			if testing.Short() {
				t.Skip("values all 8,347,680 seven-card hands")
			}
			testfull.Full(t) // the random sample above runs by default
			checkAllByInduction(t, r, shortDeckCards())
		})
	}
}

// checkAllByInduction checks every six- and seven-card hand of cards: its
// value must be the best value of the hands with one card fewer.
func checkAllByInduction(t *testing.T, r *Ranking, cards []deck.Card) {
	var hand [7]deck.Card
	var rec func(from, n int)
	rec = func(from, n int) {
		if n >= 6 {
			var best Rank
			for skip := range n {
				var h Hand
				for i, c := range hand[:n] {
					if i != skip {
						h = h.Add(c)
					}
				}
				best = max(best, r.Value(h))
			}
			if got := r.Value(NewHand(hand[:n]...)); got != best {
				t.Fatalf("Value(%v) = %d, want %d", hand[:n], got, best)
			}
		}
		if n == 7 {
			return
		}
		for i := from; i < len(cards); i++ {
			hand[n] = cards[i]
			rec(i+1, n+1)
		}
	}
	rec(0, 0)
}

// TestShortDeckOrder checks the hands where the short deck differs.
func TestShortDeckOrder(t *testing.T) {
	sd, sdt := ShortDeck(), ShortDeckTrips()
	v := func(r *Ranking, s string) Rank { return r.Value(NewHand(deck.MustParseCards(s)...)) }
	tests := []struct {
		name         string
		r            *Ranking
		lower, upper string
	}{
		{"A6789 below 6789T", sd, "As6d7h8c9s", "6s7d8h9cTs"},
		{"A6789 above trips", sd, "Kd Kh Ks Ac Qs", "As6d7h8c9s"},
		{"A6789 above AKQJ9", sd, "AsKdQhJc9s", "As6d7h8c9s"},
		{"flush above full house", sd, "AsAdAhKcKs", "6h7h8h9hJh"},
		{"quads above flush", sd, "AhKhQhJh9h", "6s6d6h6c7s"},
		{"straight flush above quads", sd, "AsAdAhAcKs", "Ah6h7h8h9h"},
		{"trips above straight", sdt, "TsJdQhKcAs", "6s6d6h7c8s"},
		{"trips above A6789", sdt, "As6d7h8c9s", "6s6d6h7c8s"},
		{"full house above trips", sdt, "AsAdAhKcQs", "6s6d6h7c7s"},
		{"flush above full house, trips", sdt, "AsAdAhKcKs", "6h7h8h9hJh"},
		{"straight above two pair, trips", sdt, "AsAdKhKcQs", "As6d7h8c9s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lo, hi := v(tt.r, tt.lower), v(tt.r, tt.upper)
			if lo >= hi {
				t.Errorf("%s: Value(%s) = %d, Value(%s) = %d, want the first lower", tt.r.Name(), tt.lower, lo, tt.upper, hi)
			}
		})
	}
	for _, r := range []*Ranking{sd, sdt} {
		// A6789 is the lowest straight, named after its nine.
		low := v(r, "As6d7h8c9s")
		if r.Category(low) != Straight || r.Category(low-1) == Straight {
			t.Errorf("%s: A6789 = %d in %v, %d in %v; want the lowest straight", r.Name(), low, r.Category(low), low-1, r.Category(low-1))
		}
		if got := r.Describe(low); got != "Straight, Nine high" {
			t.Errorf("%s: Describe(A6789) = %q, want %q", r.Name(), got, "Straight, Nine high")
		}
		if got := r.Describe(v(r, "Ah6h7h8h9h")); got != "Straight Flush, Nine high" {
			t.Errorf("%s: Describe(A6789 suited) = %q", r.Name(), got)
		}
		if got := r.Describe(v(r, "AhKhQhJhTh")); got != "Royal Flush" {
			t.Errorf("%s: Describe(royal) = %q", r.Name(), got)
		}
		// A-2-3-4-5 is not a short-deck hand at all.
		if got := v(r, "As2d3h4c5s"); got != 0 {
			t.Errorf("%s: Value(A2345) = %d, want 0", r.Name(), got)
		}
		if got := r.Describe(0); got != "Invalid" {
			t.Errorf("%s: Describe(0) = %q", r.Name(), got)
		}
		if got := r.Describe(Rank(r.Classes() + 1)); got != "Invalid" {
			t.Errorf("%s: Describe(Classes()+1) = %q", r.Name(), got)
		}
	}
	// Under the standard ranking, A6789 is a high card.
	if got := Standard().Category(v(Standard(), "As6d7h8c9s")); got != HighCard {
		t.Errorf("standard: Category(A6789) = %v, want High Card", got)
	}
}

// TestRankingCategoryAndDescribe checks every value of every ranking:
// Category agrees with the class list, values rise through the categories
// in the ranking's order, and for Standard, Category, Describe and
// Classes agree with Rank's methods.
func TestRankingCategoryAndDescribe(t *testing.T) {
	orders := map[string][]Category{
		"standard": {HighCard, OnePair, TwoPair, ThreeOfAKind, Straight, Flush, FullHouse, FourOfAKind, StraightFlush},
		"shortdeck": {HighCard, OnePair, TwoPair, ThreeOfAKind, Straight, FullHouse, Flush, FourOfAKind,
			StraightFlush},
		"shortdeck-trips": {HighCard, OnePair, TwoPair, Straight, ThreeOfAKind, FullHouse, Flush, FourOfAKind,
			StraightFlush},
	}
	for _, r := range []*Ranking{Standard(), ShortDeck(), ShortDeckTrips()} {
		t.Run(r.Name(), func(t *testing.T) {
			var seen []Category
			for v := Rank(1); int(v) <= r.Classes(); v++ {
				c := r.Category(v)
				if want := Category(r.classes()[v-1].Category); c != want {
					t.Fatalf("Category(%d) = %v, want %v", v, c, want)
				}
				if len(seen) == 0 || seen[len(seen)-1] != c {
					seen = append(seen, c)
				}
				if r == Standard() {
					if c != v.Category() {
						t.Fatalf("Category(%d) = %v, Rank.Category = %v", v, c, v.Category())
					}
					if d := r.Describe(v); d != v.String() {
						t.Fatalf("Describe(%d) = %q, Rank.String = %q", v, d, v.String())
					}
				}
			}
			if !slices.Equal(seen, orders[r.Name()]) {
				t.Errorf("categories in order %v, want %v", seen, orders[r.Name()])
			}
			if got := r.Category(0); got != 0 {
				t.Errorf("Category(0) = %v", got)
			}
			if got := r.Category(Rank(r.Classes() + 1)); got != 0 {
				t.Errorf("Category(Classes()+1) = %v", got)
			}
		})
	}
	if got := Standard().Classes(); got != NumClasses {
		t.Errorf("Standard().Classes() = %d, want %d", got, NumClasses)
	}
}

// TestStandardRanking checks that the standard ranking is Hand.Rank.
// TestRankingCategories checks each ranking's order of categories, and that
// it is the order of their values.
func TestRankingCategories(t *testing.T) {
	std := [NumCategories]Category{HighCard, OnePair, TwoPair, ThreeOfAKind, Straight, Flush, FullHouse, FourOfAKind, StraightFlush}
	short := [NumCategories]Category{HighCard, OnePair, TwoPair, ThreeOfAKind, Straight, FullHouse, Flush, FourOfAKind, StraightFlush}
	trips := [NumCategories]Category{HighCard, OnePair, TwoPair, Straight, ThreeOfAKind, FullHouse, Flush, FourOfAKind, StraightFlush}
	tests := []struct {
		r    *Ranking
		want [NumCategories]Category
	}{{Standard(), std}, {ShortDeck(), short}, {ShortDeckTrips(), trips}}
	for _, tt := range tests {
		got := tt.r.Categories()
		if got != tt.want {
			t.Errorf("%s Categories() = %v, want %v", tt.r.Name(), got, tt.want)
		}
		// Walking the values up, the categories come in that order.
		i := 0
		for v := Rank(1); int(v) <= tt.r.Classes(); v++ {
			for tt.r.Category(v) != got[i] {
				if i++; i == NumCategories {
					t.Fatalf("%s: value %d of category %v out of the order %v", tt.r.Name(), v, tt.r.Category(v), got)
				}
			}
		}
	}
}

func TestStandardRanking(t *testing.T) {
	s := Standard()
	rnd := rand.New(rand.NewPCG(13, 14))
	for range 200000 {
		var c [7]deck.Card
		randomHand(rnd, c[:])
		for k := 5; k <= 7; k++ {
			h := NewHand(c[:k]...)
			if got, want := s.Value(h), h.Rank(); got != want {
				t.Fatalf("Standard().Value(%v) = %d, want %d", c[:k], got, want)
			}
			if got, want := s.NoFlushValue(h), h.NoFlushRank(); got != want {
				t.Fatalf("Standard().NoFlushValue(%v) = %d, want %d", c[:k], got, want)
			}
		}
	}
	for m := range uint16(1 << 13) {
		if got, want := s.FlushValue(m), FlushRank(m); got != want {
			t.Fatalf("Standard().FlushValue(%#x) = %d, want %d", m, got, want)
		}
	}
	if s.Name() != "standard" || ShortDeck().Name() != "shortdeck" || ShortDeckTrips().Name() != "shortdeck-trips" {
		t.Errorf("names %q, %q, %q", s.Name(), ShortDeck().Name(), ShortDeckTrips().Name())
	}
}

// TestRankingBuilder checks the builder that makes the short-deck tables
// against the generated standard tables: built from the standard rules,
// it must reproduce them exactly.
func TestRankingBuilder(t *testing.T) {
	r := newRanking("standard", tables.StandardRules())
	for i := range r.ranks {
		if r.ranks[i] != rankTable[i] {
			t.Fatalf("built ranks[%d] = %d, rankTable has %d", i, r.ranks[i], rankTable[i])
		}
	}
	if *r.flush != flushTable {
		t.Fatal("built flush table differs from flushTable")
	}
	if r.tops != Standard().tops {
		t.Errorf("built category tops %v, want %v", r.tops, Standard().tops)
	}
	start := time.Now()
	newRanking("shortdeck", tables.ShortDeckRules(false))
	t.Logf("short-deck tables built in %v", time.Since(start))
}

// TestShortDeckNoFlushAndFlush checks that a short-deck hand's Value is the
// larger of its NoFlushValue and the FlushValue of each suit.
func TestShortDeckNoFlushAndFlush(t *testing.T) {
	rnd := rand.New(rand.NewPCG(15, 16))
	cards := shortDeckCards()
	for _, r := range []*Ranking{ShortDeck(), ShortDeckTrips()} {
		for range 100000 {
			var c [7]deck.Card
			dealFrom(rnd, cards, c[:])
			h := NewHand(c[:]...)
			got := r.NoFlushValue(h)
			for s := range deck.Suit(4) {
				var m uint16
				for _, x := range c {
					if x.Suit() == s {
						m |= 1 << x.Rank()
					}
				}
				got = max(got, r.FlushValue(m))
			}
			if want := r.Value(h); got != want {
				t.Fatalf("%s: max(NoFlushValue, FlushValue) of %v = %d, want %d", r.Name(), c, got, want)
			}
		}
	}
}

func TestRankingBest5(t *testing.T) {
	tests := []struct {
		r                 *Ranking
		cards, best, want string
	}{
		{ShortDeck(), "9c8d7h6sAs Kd Kh", "9c8d7h6sAs", "Straight, Nine high"},
		{ShortDeck(), "AsAdAh Ks Kd 6s 9s", "AsAdAhKsKd", "Full House, Aces full of Kings"},
		{ShortDeck(), "AsAdAh Ks 7s 6s 9s", "As Ks 9s 7s 6s", "Flush, Ace high"},
		{ShortDeckTrips(), "6s6d6h7s8d9cTh", "6s6d6hTh9c", "Three of a Kind, Sixes"},
		{ShortDeck(), "6s6d6h7s8d9cTh", "Th9c8d7s6s", "Straight, Ten high"},
		{Standard(), "AhAs9c9d2h", "AhAs9d9c2h", "Two Pair, Aces and Nines"},
	}
	for _, tt := range tests {
		t.Run(tt.r.Name()+"/"+tt.cards, func(t *testing.T) {
			cards := deck.MustParseCards(tt.cards)
			best, v := tt.r.Best5(cards)
			if got := tt.r.Describe(v); got != tt.want {
				t.Errorf("Best5(%v) = %d, %q, want %q", cards, v, got, tt.want)
			}
			if want := tt.r.Value(NewHand(cards...)); v != want {
				t.Errorf("Best5(%v) value %d, Value %d", cards, v, want)
			}
			want := deck.MustParseCards(tt.best)
			if deck.SetOf(best[:]...) != deck.SetOf(want...) {
				t.Errorf("Best5(%v) = %v, want %v", cards, best, want)
			}
			for i := range best {
				if best[i].Rank() != want[i].Rank() {
					t.Errorf("Best5(%v) = %v, want the ranks in the order of %v", cards, best, want)
					break
				}
			}
		})
	}
}

func TestRankingAllocs(t *testing.T) {
	r := ShortDeck()
	h := NewHand(deck.MustParseCards("AhKhQhJh9c8d7s")...)
	if n := testing.AllocsPerRun(100, func() { sink = r.Value(h) }); n != 0 {
		t.Errorf("ShortDeck().Value allocates %v times", n)
	}
}

// TestRankingValues checks Values against Value, hand by hand, for
// batches of random five- to seven-card hands under each ranking, flushes
// and not.
func TestRankingValues(t *testing.T) {
	rnd := rand.New(rand.NewPCG(17, 18))
	for _, r := range []*Ranking{Standard(), ShortDeck(), ShortDeckTrips()} {
		hands := make([]Hand, 0, 64)
		for range 2000 {
			var c [7]deck.Card
			randomHand(rnd, c[:])
			hands = append(hands, NewHand(c[:5+rnd.IntN(3)]...))
			if len(hands) < cap(hands) {
				continue
			}
			got := make([]Rank, len(hands))
			r.Values(got, hands)
			for i, h := range hands {
				if want := r.Value(h); got[i] != want {
					t.Fatalf("%s: Values gives hand %d %d, want Value's %d", r.Name(), i, got[i], want)
				}
			}
			hands = hands[:0]
		}
	}
}

// TestSevenTable checks each ranking's table of seven-card values against
// its general table, for every multiset of seven ranks of its deck (each
// rank at most four times): slot7 must give every one the value slot
// gives it.
func TestSevenTable(t *testing.T) {
	for _, tt := range []struct {
		r     *Ranking
		low   int
		count int
	}{{Standard(), 0, 49205}, {ShortDeck(), 4, 6030}, {ShortDeckTrips(), 4, 6030}} {
		n := 0
		forEachMultiset(tt.low, tables.MaxCards, func(k uint32, _ uint16) {
			n++
			if got, want := tt.r.ranks7[slot7(k)], tt.r.ranks[slot(k)]; got != want {
				t.Fatalf("%s: seven-card key %d has value %d in the seven-card table, %d in the general one", tt.r.Name(), k, got, want)
			}
		})
		if n != tt.count {
			t.Errorf("%s: %d multisets of seven ranks, want %d", tt.r.Name(), n, tt.count)
		}
	}
}

// TestRankingValues7 checks Values7 against Value for random seven-card
// hands of each ranking's deck, flushes and not.
func TestRankingValues7(t *testing.T) {
	rnd := rand.New(rand.NewPCG(19, 20))
	for _, tt := range []struct {
		r     *Ranking
		cards []deck.Card
	}{{Standard(), deck.FullDeck.AppendCards(nil)}, {ShortDeck(), shortDeckCards()}, {ShortDeckTrips(), shortDeckCards()}} {
		hands := make([]Hand, 64)
		cards := make([][7]deck.Card, len(hands))
		got := make([]Rank, len(hands))
		flushes := 0
		for range 2000 {
			for i := range hands {
				rnd.Shuffle(len(tt.cards), func(i, j int) { tt.cards[i], tt.cards[j] = tt.cards[j], tt.cards[i] })
				cards[i] = [7]deck.Card(tt.cards[:7])
				hands[i] = NewHand(cards[i][:]...)
			}
			tt.r.Values7(got, hands)
			for i, h := range hands {
				if want := tt.r.Value(h); got[i] != want {
					t.Fatalf("%s: Values7 gives %v %d, want Value's %d", tt.r.Name(), cards[i], got[i], want)
				}
				if isFlush(h.key) {
					flushes++
				}
			}
		}
		if flushes == 0 {
			t.Errorf("%s: no flush among the hands", tt.r.Name())
		}
	}
}
