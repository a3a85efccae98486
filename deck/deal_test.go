package deck

import (
	"gonum.org/v1/gonum/stat/distuv"
	"math/bits"
	"slices"
	"testing"
)

// A dealer deals len(dst) cards from the cards outside the exclude set it
// was made for. The uniformity tests run on both ways of dealing.
type dealer func(dst []Card)

type dealerKind struct {
	name string
	make func(r *Rand, exclude Set) dealer
}

var dealerKinds = []dealerKind{
	{"Rand.Deal", func(r *Rand, exclude Set) dealer {
		return func(dst []Card) { r.Deal(dst, exclude) }
	}},
	{"Deck.Deal", func(r *Rand, exclude Set) dealer {
		d := NewDeck(exclude)
		return func(dst []Card) { d.Deal(r, dst) }
	}},
	{"DrawExcluding", func(r *Rand, exclude Set) dealer {
		d := NewDeck(0)
		return func(dst []Card) { d.DrawExcluding(r, dst, exclude) }
	}},
	{"Choice", func(r *Rand, exclude Set) dealer {
		left := FullDeck &^ exclude
		sets := []Set{left, left, left}
		var c Choice
		return func(dst []Card) {
			if c.k != len(dst) || c.sets == nil {
				c = NewChoice(sets, len(dst))
			}
			_, cards := c.Draw(r)
			copy(dst, cards)
		}
	}},
}

// checkDeal reports whether dst holds distinct cards outside exclude.
func checkDeal(t *testing.T, name string, dst []Card, exclude Set) {
	t.Helper()
	var seen Set
	for _, c := range dst {
		if !c.Valid() || seen.Has(c) || exclude.Has(c) {
			t.Fatalf("%s dealt %v: %v is invalid, repeated or excluded (exclude %v)", name, dst, c, exclude)
		}
		seen |= c.Bit()
	}
}

var dealTests = []struct {
	name    string
	exclude Set
	n       int
}{
	{"none from full deck", 0, 0},
	{"board from full deck", 0, 5},
	{"board after two hands", SetOf(MustParseCards("AhKh QsQd")...), 5},
	{"whole deck", 0, NumCards},
	{"all but excluded", SetOf(MustParseCards("2s 3h 4d 5c Ac")...), NumCards - 5},
	{"last card", FullDeck &^ MustParseCard("7d").Bit(), 1},
	{"high bits ignored", SetOf(MustParseCards("AhKh")...) | 0xfff<<NumCards, 50},
}

func TestRandDeal(t *testing.T) {
	r := NewRand(1, 2)
	for _, tt := range dealTests {
		t.Run(tt.name, func(t *testing.T) {
			dst := make([]Card, tt.n)
			for range 100 {
				got := r.Deal(dst, tt.exclude)
				checkDeal(t, "Rand.Deal", dst, tt.exclude)
				if want := SetOf(dst...); got != want {
					t.Fatalf("Rand.Deal returned %v, want the cards dealt %v", got, want)
				}
			}
		})
	}
}

func TestDeckDeal(t *testing.T) {
	r := NewRand(1, 2)
	for _, tt := range dealTests {
		t.Run(tt.name, func(t *testing.T) {
			d := NewDeck(tt.exclude)
			want := FullDeck &^ tt.exclude
			dst := make([]Card, tt.n)
			for range 100 {
				d.Deal(r, dst)
				checkDeal(t, "Deck.Deal", dst, tt.exclude)
				if got := SetOf(d.Cards()...); got != want || d.Len() != want.Len() {
					t.Fatalf("after Deck.Deal the deck holds %v (Len %d), want %v", got, d.Len(), want)
				}
				if !slices.Equal(dst, d.Cards()[:tt.n]) {
					t.Fatalf("Deck.Deal dealt %v, not the front of the deck %v", dst, d.Cards())
				}
			}
		})
	}
}

func TestNewDeck(t *testing.T) {
	tests := []struct {
		name    string
		exclude Set
		want    []Card
	}{
		{"full", 0, slices.Collect(FullDeck.All())},
		{"empty", FullDeck, nil},
		{"two left", FullDeck &^ SetOf(MustParseCards("Ac 2s")...), MustParseCards("2s Ac")},
		{"high bits ignored", ^Set(0) &^ SetOf(MustParseCards("Kd")...), MustParseCards("Kd")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := NewDeck(tt.exclude)
			if got := d.Cards(); !slices.Equal(got, tt.want) || d.Len() != len(tt.want) {
				t.Errorf("NewDeck(%#x) = %v (Len %d), want %v", uint64(tt.exclude), got, d.Len(), tt.want)
			}
		})
	}
}

func TestDealPanics(t *testing.T) {
	r := NewRand(1, 2)
	hands := SetOf(MustParseCards("AhKh QsQd")...)
	d := NewDeck(hands)
	var zero Deck
	tests := []struct {
		name string
		f    func()
		want string
	}{
		{"Rand.Deal 49 of 48", func() { r.Deal(make([]Card, 49), hands) },
			"deck: Deal: more cards requested than remain outside exclude"},
		{"Rand.Deal 1 of 0", func() { r.Deal(make([]Card, 1), FullDeck) },
			"deck: Deal: more cards requested than remain outside exclude"},
		{"Deck.Deal 49 of 48", func() { d.Deal(r, make([]Card, 49)) },
			"deck: Deck.Deal: more cards requested than the deck holds"},
		{"zero Deck", func() { zero.Deal(r, make([]Card, 1)) },
			"deck: Deck.Deal: more cards requested than the deck holds"},
		{"NewChoice no sets", func() { NewChoice(nil, 1) },
			"deck: NewChoice: no sets, or more than 2^24"},
		{"NewChoice 49 of 48", func() { NewChoice([]Set{SetOf(d.Cards()...)}, 49) },
			"deck: NewChoice: more cards requested than the sets hold"},
		{"NewChoice sizes", func() { NewChoice([]Set{SetOf(d.Cards()...), FullDeck}, 1) },
			"deck: NewChoice: sets of different sizes"},
		{"NewWeightedChoice no runs", func() { NewWeightedChoice([]Set{FullDeck}, nil, 1) },
			"deck: NewWeightedChoice: no runs, or more than 8"},
		{"NewWeightedChoice weight 0", func() { NewWeightedChoice([]Set{FullDeck}, []ChoiceRun{{1, 0}}, 1) },
			"deck: NewWeightedChoice: a weight below 1 or above 2^15"},
		{"NewWeightedChoice negative sets", func() { NewWeightedChoice([]Set{FullDeck}, []ChoiceRun{{2, 1}, {-1, 1}}, 1) },
			"deck: NewWeightedChoice: a run of fewer than 0 or more than 2^24 sets"},
		{"NewWeightedChoice wrapping sets", func() { NewWeightedChoice([]Set{FullDeck}, []ChoiceRun{{1 << 49, 1 << 15}, {1, 1}}, 1) },
			"deck: NewWeightedChoice: a run of fewer than 0 or more than 2^24 sets"},
		{"NewWeightedChoice weights over 2^24", func() { NewWeightedChoice([]Set{FullDeck}, []ChoiceRun{{1 << 10, 1 << 15}}, 1) },
			"deck: NewWeightedChoice: weights summing to more than 2^24"},
		{"NewWeightedChoice miscounted sets", func() { NewWeightedChoice([]Set{FullDeck}, []ChoiceRun{{2, 1}}, 1) },
			"deck: NewWeightedChoice: runs that do not count the sets"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := panicValue(tt.f); got != tt.want {
				t.Errorf("%s panicked with %v, want %q", tt.name, got, tt.want)
			}
		})
	}
}

func TestDealAllocs(t *testing.T) {
	r := NewRand(1, 2)
	hands := SetOf(MustParseCards("AhKh QsQd")...)
	d := NewDeck(hands)
	var dst [5]Card
	if n := testing.AllocsPerRun(1000, func() { r.Deal(dst[:], hands) }); n != 0 {
		t.Errorf("Rand.Deal allocates %v times per call, want 0", n)
	}
	if n := testing.AllocsPerRun(1000, func() { d.Deal(r, dst[:]) }); n != 0 {
		t.Errorf("Deck.Deal allocates %v times per call, want 0", n)
	}
}

// indexes returns, for each card, its position among the cards outside
// exclude, and the number of those cards.
func indexes(exclude Set) (idx [NumCards]int, n int) {
	for c := range (FullDeck &^ exclude).All() {
		idx[c] = n
		n++
	}
	return idx, n
}

// TestDealOrderedUniform deals k cards many times and checks with a
// chi-square test that every ordered k-tuple of distinct available cards is
// equally likely. That covers the frequency of each card, each position and
// the pairs within a deal. It also checks that consecutive deals are
// independent, by counting the pairs (first card of one deal, first card of
// the next), which matters for Deck.Deal since it never resets the deck.
func TestDealOrderedUniform(t *testing.T) {
	for _, kind := range dealerKinds {
		for i, tt := range orderedTests() {
			t.Run(kind.name+"/"+tt.name, func(t *testing.T) {
				deal := kind.make(NewRand(7, uint64(i)), tt.exclude)
				pTuples, pNext := orderedP(t, deal, tt.exclude, tt.k, tt.deals)
				if pTuples < minP {
					t.Errorf("ordered %d-card deals: p = %.3g < %g", tt.k, pTuples, minP)
				}
				if pNext < minP {
					t.Errorf("first cards of successive deals: p = %.3g < %g", pNext, minP)
				}
			})
		}
	}
}

// TestOrderedPCatchesBias shows that TestDealOrderedUniform can fail: its
// checks reject a dealer that deals the lowest card first in 1% of deals,
// and one that repeats its previous deal 1% of the time.
func TestOrderedPCatchesBias(t *testing.T) {
	tt := orderedTests()[0]
	r := NewRand(7, 0)
	low := Card(bits.TrailingZeros64(uint64(FullDeck &^ tt.exclude)))
	lowFirst := func(dst []Card) {
		r.Deal(dst, tt.exclude)
		if r.Uint32n(100) == 0 && dst[1] != low {
			dst[0] = low
		}
	}
	var prev []Card
	sticky := func(dst []Card) {
		if prev == nil || r.Uint32n(100) != 0 {
			r.Deal(dst, tt.exclude)
		} else {
			copy(dst, prev)
		}
		prev = append(prev[:0], dst...)
	}
	if pTuples, _ := orderedP(t, lowFirst, tt.exclude, tt.k, tt.deals); pTuples >= minP {
		t.Errorf("lowest card first in 1%% of deals: p = %.3g, want < %g", pTuples, minP)
	}
	if _, pNext := orderedP(t, sticky, tt.exclude, tt.k, tt.deals); pNext >= minP {
		t.Errorf("previous deal repeated in 1%% of deals: p = %.3g, want < %g", pNext, minP)
	}
}

type orderedTest struct {
	name    string
	exclude Set
	k       int
	deals   int
}

func orderedTests() []orderedTest {
	scale := 1
	if testing.Short() {
		scale = 5
	}
	return []orderedTest{
		{"2 of 48", SetOf(MustParseCards("AhKh QsQd")...), 2, 1_000_000 / scale},
		{"3 of 7", FullDeck &^ SetOf(MustParseCards("2s 2h 9d Tc Js Ah Ad")...), 3, 100_000 / scale},
		{"1 of 52", 0, 1, 100_000 / scale},
	}
}

// orderedP makes the given number of k-card deals and returns the chi-square
// p-values for the hypotheses that every ordered k-tuple of distinct cards
// outside exclude is equally likely, and that the first card of a deal is
// independent of the first card of the deal before. It fails t at once if a
// deal repeats a card.
func orderedP(t *testing.T, deal dealer, exclude Set, k, deals int) (pTuples, pNext float64) {
	t.Helper()
	idx, n := indexes(exclude)
	size := 1
	for range k {
		size *= n
	}
	tuples := make([]int, size) // indexed by the k base-n digits idx[dst[i]]
	successive := make([]int, n*n)
	dst := make([]Card, k)
	prev := -1
	for range deals {
		deal(dst)
		code := 0
		for _, c := range dst {
			code = code*n + idx[c]
		}
		tuples[code]++
		if prev >= 0 {
			successive[prev*n+idx[dst[0]]]++
		}
		prev = idx[dst[0]]
	}
	var possible []int // the counts of the tuples of distinct cards
	for code, count := range tuples {
		if distinctDigits(code, n, k) {
			possible = append(possible, count)
		} else if count != 0 {
			t.Fatalf("tuple %d with a repeated card dealt %d times", code, count)
		}
	}
	_, pTuples = chiSquareP(possible)
	_, pNext = chiSquareP(successive)
	return pTuples, pNext
}

// distinctDigits reports whether the k base-n digits of code are distinct.
func distinctDigits(code, n, k int) bool {
	var seen uint64
	for range k {
		d := code % n
		if seen&(1<<d) != 0 {
			return false
		}
		seen |= 1 << d
		code /= n
	}
	return true
}

// TestDealPositionsUniform deals 5-card boards and checks with a chi-square
// test that each card is equally likely at each of the five positions.
func TestDealPositionsUniform(t *testing.T) {
	deals := 1_000_000
	if testing.Short() {
		deals = 50_000
	}
	exclude := SetOf(MustParseCards("AhKh QsQd 7c 2d")...)
	idx, n := indexes(exclude)
	for _, kind := range dealerKinds {
		t.Run(kind.name, func(t *testing.T) {
			deal := kind.make(NewRand(11, 0), exclude)
			var dst [5]Card
			counts := make([]int, len(dst)*n)
			for range deals {
				deal(dst[:])
				for pos, c := range dst {
					counts[pos*n+idx[c]]++
				}
			}
			if stat, p := chiSquareP(counts); p < minP {
				t.Errorf("card by position: chi-square %.1f with %d df, p = %.3g < %g",
					stat, len(counts)-1, p, minP)
			}
		})
	}
}

var sinkSet Set

// TestDealJoint checks that the cards dealt from one random number are
// jointly uniform: every ordered pair of the first two cards dealt, and of
// the last two of a group of eight, is equally likely.
func TestDealJoint(t *testing.T) {
	r := NewRand(99, 1)
	const n = 12
	d := NewDeck(FullDeck &^ (1<<n - 1)) // cards 0..11
	draws := 600000
	if testing.Short() {
		draws = 120000
	}
	first := make([]int, n*n)
	last := make([]int, n*n)
	var dst [dealGroup]Card
	for range draws {
		d.Deal(r, dst[:])
		first[int(dst[0])*n+int(dst[1])]++
		last[int(dst[6])*n+int(dst[7])]++
	}
	for name, counts := range map[string][]int{"first two": first, "last two": last} {
		var pairs []int
		for a := range n {
			for b := range n {
				if a != b {
					pairs = append(pairs, counts[a*n+b])
				} else if counts[a*n+b] != 0 {
					t.Fatalf("%s: card %d dealt twice", name, a)
				}
			}
		}
		if stat, p := chiSquareP(pairs); p < minP {
			t.Errorf("%s cards: chi-square %.1f, p = %g", name, stat, p)
		}
	}
}

// TestDrawExcluding checks that DrawExcluding deals only cards outside the
// excluded set, uniformly (chi-square over the cards dealt).
func TestDrawExcluding(t *testing.T) {
	r := NewRand(4, 4)
	d := NewDeck(SetOf(MustParseCards("2c3c")...))
	exclude := SetOf(MustParseCards("AhKhQsQd")...)
	counts := make(map[Card]int)
	draws := 100000
	if testing.Short() {
		draws = 20000
	}
	var dst [5]Card
	for range draws {
		d.DrawExcluding(r, dst[:], exclude)
		seen := Set(0)
		for _, c := range dst {
			if exclude.Has(c) || c == MustParseCard("2c") || seen.Has(c) {
				t.Fatalf("DrawExcluding dealt %v", dst)
			}
			seen |= c.Bit()
			counts[c]++
		}
	}
	var cells []int
	for c := range (FullDeck &^ exclude &^ SetOf(MustParseCards("2c3c")...)).All() {
		cells = append(cells, counts[c])
	}
	if len(cells) != 46 {
		t.Fatalf("%d cards dealt, want 46", len(cells))
	}
	if stat, p := chiSquareP(cells); p < minP {
		t.Errorf("chi-square %.1f, p = %g", stat, p)
	}
	if n := testing.AllocsPerRun(100, func() { d.DrawExcluding(r, dst[:], exclude) }); n != 0 {
		t.Errorf("DrawExcluding allocates %v times", n)
	}
}

// TestChoiceUniform draws twelve cards at a time from one of three sets
// of 48 cards, each without four cards of its own, so that the draw runs
// past the cards picked with the choice (nine) into pickRest, and checks
// with a chi-square test that every (set, first card, last card) is
// equally likely.
func TestChoiceUniform(t *testing.T) {
	const n, k = 48, 12
	out := func(i int) Set { return Set(0xf) << (4 * i) } // the cards set i lacks
	var sets []Set
	for i := range 3 {
		sets = append(sets, FullDeck&^out(i))
	}
	r := NewRand(3, 1)
	draws := 600_000
	if testing.Short() {
		draws = 150_000
	}
	choice := NewChoice(sets, k)
	if choice.first >= k {
		t.Fatalf("NewChoice decodes %d picks with the choice: the test does not reach pickRest", choice.first)
	}
	counts := make([]int, len(sets)*NumCards*NumCards)
	for range draws {
		i, cards := choice.Draw(r)
		checkDeal(t, "Choice.Draw", cards, out(i))
		if len(cards) != k {
			t.Fatalf("Choice.Draw dealt %d cards, want %d", len(cards), k)
		}
		counts[(i*NumCards+int(cards[0]))*NumCards+int(cards[k-1])]++
	}
	var cells []int
	for i := range sets {
		for a := range sets[i].All() {
			for b := range sets[i].All() {
				if c := counts[(i*NumCards+int(a))*NumCards+int(b)]; a != b {
					cells = append(cells, c)
				} else if c != 0 {
					t.Fatalf("card %v dealt first and last", a)
				}
			}
		}
	}
	if len(cells) != len(sets)*n*(n-1) {
		t.Fatalf("%d cells, want %d", len(cells), len(sets)*n*(n-1))
	}
	if stat, p := chiSquareP(cells); p < minP {
		t.Errorf("(set, first, last): chi-square %.1f with %d df, p = %.3g < %g", stat, len(cells)-1, p, minP)
	}
	if n := testing.AllocsPerRun(100, func() { choice.Draw(r) }); n != 0 {
		t.Errorf("Choice.Draw allocates %v times", n)
	}
}

// TestChoiceNine draws nine cards from one set of 52, which Choice does
// with one random number, and checks with chi-square tests that every
// (first card, ninth card) is equally likely, and every pair of cards at
// each pair of adjacent places: the picks of every digit, not only the
// first and last, are uniform and independent of the one before.
func TestChoiceNine(t *testing.T) {
	const k = 9
	choice := NewChoice([]Set{FullDeck}, k)
	if choice.first != k {
		t.Fatalf("NewChoice decodes %d picks with the choice, want %d", choice.first, k)
	}
	r := NewRand(9, 1)
	draws := 500_000
	if testing.Short() {
		draws = 100_000
	}
	const cells = NumCards * NumCards
	counts := make([]int, k*cells) // [0]: (first, ninth); [t]: (t-1, t)
	for range draws {
		_, cards := choice.Draw(r)
		checkDeal(t, "Choice.Draw", cards, 0)
		counts[int(cards[0])*NumCards+int(cards[k-1])]++
		for j := 1; j < k; j++ {
			counts[j*cells+int(cards[j-1])*NumCards+int(cards[j])]++
		}
	}
	for j := range k {
		var got []int
		for a := range NumCards {
			for b := range NumCards {
				if a != b {
					got = append(got, counts[j*cells+a*NumCards+b])
				}
			}
		}
		if stat, p := chiSquareP(got); p < minP/k {
			t.Errorf("pair %d (0: first and ninth, else places %d and %d): chi-square %.1f with %d df, p = %.3g < %g",
				j, j-1, j, stat, len(got)-1, p, minP/k)
		}
	}
}

// TestChoiceRejects follows Choice.Draw's random numbers with a second Rand
// on the same stream, over enough sets that about one draw in a thousand
// is rejected, and checks that every rejected number is passed over: the
// set chosen is the one the next accepted number gives, and its cards are
// that number's picks.
func TestChoiceRejects(t *testing.T) {
	const k = 7
	sets := make([]Set, 1<<16)
	for i := range sets {
		sets[i] = FullDeck
	}
	r, shadow := NewRand(8, 8), NewRand(8, 8)
	p := uint64(len(sets))
	for t := range uint64(k) {
		p *= NumCards - t
	}
	rejected := 0
	choice := NewChoice(sets, k)
	for range 20_000 {
		var u uint64
		for {
			u = shadow.Uint64()
			if x := u * p; x >= p || x >= -p%p {
				break
			}
			rejected++
		}
		want, x := bits.Mul64(u, uint64(len(sets)))
		var cards [k]Card
		pickGo(cards[:], FullDeck, x, NumCards)
		i, got := choice.Draw(r)
		if uint64(i) != want || !slices.Equal(got, cards[:]) {
			t.Fatalf("Choice.Draw chose set %d and dealt %v, want %d and %v", i, got, want, cards)
		}
	}
	if rejected == 0 {
		t.Fatal("no draw was rejected: the test does not reach the rejection path")
	}
}

// TestChoiceDrawMany checks that DrawMany deals what as many calls of
// Draw deal from the same stream, for draws of one random number and of
// several (dealt in rounds), odd and even counts.
func TestChoiceDrawMany(t *testing.T) {
	tests := []struct {
		name string
		sets []Set
		k    int
		runs []ChoiceRun // for a weighted Choice
	}{
		{"nine of 52", []Set{FullDeck}, 9, nil},
		{"seven of 22 sets", func() []Set {
			sets := make([]Set, 22)
			for i := range sets {
				sets[i] = FullDeck &^ (Set(3) << (2 * i))
			}
			return sets
		}(), 7, nil},
		{"rejections", func() []Set {
			sets := make([]Set, 1<<16)
			for i := range sets {
				sets[i] = FullDeck
			}
			return sets
		}(), 7, nil},
		{"twelve of 48", []Set{FullDeck >> 4, FullDeck >> 4 << 4}, 12, nil},
		{"thirty of 52, in four rounds", []Set{FullDeck}, 30, nil},
		{"five of more sets than are listed in order", func() []Set {
			sets := make([]Set, maxOrderSets+3)
			for i := range sets {
				sets[i] = FullDeck &^ (Set(3) << (i % 51))
			}
			return sets
		}(), 5, nil},
		{"none", []Set{FullDeck}, 0, nil},
		{"weighted, five of 22 sets", func() []Set {
			sets := make([]Set, 22)
			for i := range sets {
				sets[i] = FullDeck &^ (Set(3) << (2 * i))
			}
			return sets
		}(), 5, []ChoiceRun{{3, 24}, {10, 6}, {0, 5}, {8, 2}, {1, 1}}},
		{"weighted, twelve of 48", []Set{FullDeck >> 4, FullDeck >> 4 << 4}, 12, []ChoiceRun{{1, 3}, {1, 1}}},
		{"weighted, none", []Set{FullDeck, FullDeck}, 0, []ChoiceRun{{1, 7}, {1, 2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			newChoice := func() Choice {
				if tt.runs != nil {
					return NewWeightedChoice(tt.sets, tt.runs, tt.k)
				}
				return NewChoice(tt.sets, tt.k)
			}
			for _, n := range []int{1, 2, 7, 64} {
				a, b := newChoice(), newChoice()
				ra, rb := NewRand(7, uint64(n)), NewRand(7, uint64(n))
				idx := make([]int32, n)
				cards := make([]Card, n*tt.k)
				for range 300 {
					a.DrawMany(ra, idx, cards)
					for j := range n {
						i, want := b.Draw(rb)
						if got := cards[j*tt.k : (j+1)*tt.k]; int(idx[j]) != i || !slices.Equal(got, want) {
							t.Fatalf("DrawMany of %d: draw %d is set %d, %v; Draw: %d, %v", n, j, idx[j], got, i, want)
						}
					}
				}
				if ra.Uint64() != rb.Uint64() {
					t.Fatalf("DrawMany of %d left its stream elsewhere than Draw", n)
				}
			}
		})
	}
}

// TestChoiceHighBits checks that NewChoice ignores the bits of its sets
// above the 52 cards, without writing to the caller's slice, which several
// Choices may share.
func TestChoiceHighBits(t *testing.T) {
	sets := []Set{^Set(0) &^ SetOf(MustParseCards("AhAd")...), ^Set(0) &^ SetOf(MustParseCards("KsKc")...)}
	orig := slices.Clone(sets)
	c := NewChoice(sets, 9)
	if !slices.Equal(sets, orig) {
		t.Fatalf("NewChoice changed its sets to %v", sets)
	}
	r := NewRand(1, 1)
	for range 1000 {
		i, cards := c.Draw(r)
		checkDeal(t, "Choice.Draw", cards, ^sets[i]|^FullDeck)
	}
}

// TestWeightedChoiceSetOf checks setOf's division by a multiplication
// against a plain search and division, for every digit of runs that
// reach the largest weight and the largest sum of weights.
func TestWeightedChoiceSetOf(t *testing.T) {
	tests := []struct {
		name string
		runs []ChoiceRun
	}{
		{"orbit sizes", []ChoiceRun{{5, 24}, {7, 12}, {1, 8}, {9, 6}, {2, 4}, {3, 3}, {4, 2}, {6, 1}}},
		{"largest weight", []ChoiceRun{{511, maxChoiceWeight}, {3, 1}}},
		{"largest sum", []ChoiceRun{{1<<24 - 3*7, 1}, {7, 3}}},
		{"largest weight, largest sum", []ChoiceRun{{1 << 9, maxChoiceWeight}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := 0
			for _, r := range tt.runs {
				n += r.Sets
			}
			c := NewWeightedChoice(make([]Set, n), tt.runs, 0)
			var d uint64
			first := uint64(0)
			for _, r := range tt.runs {
				for j := range uint64(r.Sets) * uint64(r.Weight) {
					if got, want := c.setOf(d), first+j/uint64(r.Weight); got != want {
						t.Fatalf("setOf(%d) = %d, want %d", d, got, want)
					}
					d++
				}
				first += uint64(r.Sets)
			}
			if d != c.m {
				t.Fatalf("the runs weigh %d, want %d", c.m, d)
			}
		})
	}
}

// TestWeightedChoiceFrequencies draws a hand with a weighted Choice and
// checks by a chi-square test that each set comes up in proportion to its
// weight, and each card of the set equally often.
func TestWeightedChoiceFrequencies(t *testing.T) {
	runs := []ChoiceRun{{2, 24}, {1, 12}, {3, 4}, {2, 1}}
	sets := make([]Set, 8)
	var weights []float64
	for r, i := 0, 0; r < len(runs); r++ {
		for range runs[r].Sets {
			sets[i] = FullDeck &^ (Set(0xf) << (4 * i))
			weights = append(weights, float64(runs[r].Weight))
			i++
		}
	}
	draws := 400_000
	if testing.Short() {
		draws = 100_000
	}
	c := NewWeightedChoice(sets, runs, 2)
	r := NewRand(11, 1)
	counts := make([]int, len(sets)*NumCards)
	idx := make([]int32, 64)
	cards := make([]Card, 64*2)
	for range draws / 64 {
		c.DrawMany(r, idx, cards)
		for j, i := range idx {
			checkDeal(t, "Choice.DrawMany", cards[2*j:2*j+2], ^sets[i])
			counts[int(i)*NumCards+int(cards[2*j])]++
		}
	}
	var sum float64
	for _, w := range weights {
		sum += w * 48
	}
	var stat float64
	cells := 0
	for i, set := range sets {
		for c := range set.All() {
			want := float64(draws/64*64) * weights[i] / sum
			d := float64(counts[i*NumCards+int(c)]) - want
			stat += d * d / want
			cells++
		}
	}
	if p := (distuv.ChiSquared{K: float64(cells - 1)}).Survival(stat); p < minP {
		t.Errorf("(set, first card): chi-square %.1f with %d df, p = %.3g < %g", stat, cells-1, p, minP)
	}
}
