package eval

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/testfull"
)

// lowKey returns the ranks of five cards from the highest down, aces as
// 1, and whether they make an eight-or-better low: five distinct ranks of
// eight or lower. Of two lows, the better is the one with the smaller key
// at the first difference.
func lowKey(five [5]deck.Card) ([5]int, bool) {
	var k [5]int
	for i, c := range five {
		k[i] = int(c.Rank()) + 2 // Two = 2 .. Ace = 14
		if k[i] == 14 {
			k[i] = 1
		}
	}
	slices.Sort(k[:])
	slices.Reverse(k[:])
	return k, k[0] <= 8 && k[0] > k[1] && k[1] > k[2] && k[2] > k[3] && k[3] > k[4]
}

// lowRef keeps the best low key seen.
type lowRef struct {
	best  [5]int
	found bool
}

func (r *lowRef) add(five [5]deck.Card) {
	if k, ok := lowKey(five); ok && (!r.found || slices.Compare(k[:], r.best[:]) < 0) {
		r.best, r.found = k, true
	}
}

func (r *lowRef) ranks() []int {
	if !r.found {
		return nil
	}
	return r.best[:]
}

// referenceLow returns the key of the best low among every five of cards,
// nil if there is none.
func referenceLow(cards []deck.Card) []int {
	var r lowRef
	var five [5]deck.Card
	var choose func(from, n int)
	choose = func(from, n int) {
		if n == 5 {
			r.add(five)
			return
		}
		for i := from; i <= len(cards)-(5-n); i++ {
			five[n] = cards[i]
			choose(i+1, n+1)
		}
	}
	choose(0, 0)
	return r.ranks()
}

// referenceOmahaLow returns the key of the best low of two hole cards and
// three board cards, nil if there is none.
func referenceOmahaLow(hole, board []deck.Card) []int {
	var r lowRef
	for i := range hole {
		for j := i + 1; j < len(hole); j++ {
			for x := range board {
				for y := x + 1; y < len(board); y++ {
					for z := y + 1; z < len(board); z++ {
						r.add([5]deck.Card{hole[i], hole[j], board[x], board[y], board[z]})
					}
				}
			}
		}
	}
	return r.ranks()
}

// lowRanksAsInts returns l's ranks from the highest down, aces as 1.
func lowRanksAsInts(l Low) []int {
	if l == 0 {
		return nil
	}
	var out []int
	for _, r := range l.Ranks() {
		x := int(r) + 2
		if r == deck.Ace {
			x = 1
		}
		out = append(out, x)
	}
	return out
}

// TestLowOrder checks the numbering of all 56 lows: their ranks are five
// distinct ranks of eight or lower, and a higher Low is a better low.
func TestLowOrder(t *testing.T) {
	var prev []int
	for l := Low(1); l <= NumLows; l++ {
		rs := lowRanksAsInts(l)
		if len(slices.Compact(slices.Clone(rs))) != 5 || rs[0] > 8 || !slices.IsSortedFunc(rs, func(a, b int) int { return b - a }) {
			t.Fatalf("Low(%d).Ranks() = %v, not five distinct low ranks, highest first", l, rs)
		}
		if prev != nil && slices.Compare(rs, prev) >= 0 {
			t.Fatalf("Low(%d) = %v is not better than Low(%d) = %v", l, rs, l-1, prev)
		}
		prev = rs
	}
	if got := Low(1).String(); got != "8-7-6-5-4" {
		t.Errorf("Low(1) = %q, want 8-7-6-5-4", got)
	}
	if got := Low(NumLows).String(); got != "5-4-3-2-A" {
		t.Errorf("Low(NumLows) = %q, want 5-4-3-2-A", got)
	}
	if got := Low(0).String(); got != "no low" {
		t.Errorf("Low(0) = %q, want no low", got)
	}
	if got := Low(NumLows + 1).String(); got != "invalid low" {
		t.Errorf("Low(NumLows+1) = %q, want invalid low", got)
	}
	if got := Low(0).Ranks(); got != ([5]deck.Rank{}) {
		t.Errorf("Low(0).Ranks() = %v, want zeros", got)
	}
}

// TestLowValueRandom checks LowValue and OmahaLow against referenceLow on
// random hands, rich in low cards.
func TestLowValueRandom(t *testing.T) {
	rnd := rand.New(rand.NewPCG(31, 32))
	n := testfull.N(1000000, 100000)
	if testing.Short() {
		n = 5000
	}
	all := deckOf(Standard())
	var lowCards []deck.Card // aces to eights and a few others
	for _, c := range all {
		if c.Rank() <= deck.Eight || c.Rank() >= deck.Queen {
			lowCards = append(lowCards, c)
		}
	}
	for i := range n {
		cards := all
		if i%2 == 0 {
			cards = lowCards
		}
		c := make([]deck.Card, 11)
		dealFrom(rnd, cards, c)
		k := 5 + i%3
		if got, want := lowRanksAsInts(LowValue(c[:k])), referenceLow(c[:k]); !slices.Equal(got, want) {
			t.Fatalf("LowValue(%v) = %v, want %v", c[:k], got, want)
		}
		nh, nb := 4+i%3, 3+(i/3)%3
		hole, board := c[:nh], c[nh:nh+nb]
		if got, want := lowRanksAsInts(OmahaLow(hole, board)), referenceOmahaLow(hole, board); !slices.Equal(got, want) {
			t.Fatalf("OmahaLow(%v, %v) = %v, want %v", hole, board, got, want)
		}
	}
}

// TestOmahaLowOfMasksAll checks OmahaLowOfMasks on every pair of masks
// against the best LowOfMask over every two ranks of one and three of the
// other.
func TestOmahaLowOfMasksAll(t *testing.T) {
	for hole := range 256 {
		for board := range 256 {
			want := Low(0)
			for p := range submasks(uint8(hole), 2) {
				for q := range submasks(uint8(board)&^p, 3) {
					want = max(want, LowOfMask(p|q))
				}
			}
			if got := OmahaLowOfMasks(uint8(hole), uint8(board)); got != want {
				t.Fatalf("OmahaLowOfMasks(%#b, %#b) = %v, want %v", hole, board, got, want)
			}
		}
	}
}

// submasks yields the submasks of m with n bits.
func submasks(m uint8, n int) func(yield func(uint8) bool) {
	return func(yield func(uint8) bool) {
		for s := m; ; s = (s - 1) & m {
			if bits.OnesCount8(s) == n && !yield(s) {
				return
			}
			if s == 0 {
				return
			}
		}
	}
}

// TestLowOfMask checks every mask: the best low is its five lowest ranks.
func TestLowOfMask(t *testing.T) {
	for m := range 256 {
		var ranks []int // aces as 1
		for b := range 8 {
			if m>>b&1 != 0 {
				ranks = append(ranks, b+1)
			}
		}
		var want []int
		if len(ranks) >= 5 {
			want = slices.Clone(ranks[:5])
			slices.Reverse(want)
		}
		if got := lowRanksAsInts(LowOfMask(uint8(m))); !slices.Equal(got, want) {
			t.Fatalf("LowOfMask(%#b) = %v, want %v", m, got, want)
		}
	}
}

func TestLowCases(t *testing.T) {
	tests := []struct {
		name  string
		cards string
		want  string
	}{
		{"only four low ranks", "As2d3h4cKs", "no low"},
		{"pairs do not count twice", "As2d3h4c4s2c", "no low"},
		{"pair beside a low", "As2d3h4c4s8c", "8-4-3-2-A"},
		{"ace counts low", "Ac2d3h4c5s", "5-4-3-2-A"},
		{"straight and flush do not matter", "Ah2h3h4h5h", "5-4-3-2-A"},
		{"8-7-6-5-4 qualifies", "8s7d6h5c4s", "8-7-6-5-4"},
		{"nine never qualifies", "9s7d6h5c4s", "no low"},
		{"nine never plays", "9s7d6h5c4s3dKh", "7-6-5-4-3"},
		{"lowest five of seven", "8s7d6h5c4s3d2h", "6-5-4-3-2"},
		{"8-6-4-3-2 over 8-7-3-2-A", "8s6d4h3c2s", "8-6-4-3-2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cards := deck.MustParseCards(tt.cards)
			if got := LowValue(cards).String(); got != tt.want {
				t.Errorf("LowValue(%v) = %q, want %q", cards, got, tt.want)
			}
		})
	}
	a, b := LowValue(deck.MustParseCards("8s6d4h3c2s")), LowValue(deck.MustParseCards("8s7d3h2cAs"))
	if a <= b {
		t.Errorf("8-6-4-3-2 = %d, 8-7-3-2-A = %d; want the first better", a, b)
	}
}

func TestOmahaLowCases(t *testing.T) {
	tests := []struct {
		name, hole, board, want string
	}{
		{"two hole and three board", "As2dKcKd", "3h4s5cJhTd", "5-4-3-2-A"},
		{"three low hole cards, two low board cards", "As2d3cKd", "4h5sJcJhTd", "no low"},
		{"one low hole card", "AsKdQcJd", "2h3s4c5h6d", "no low"},
		{"hole pair counts once", "AsAd2c2d", "3h4s8cKhKd", "8-4-3-2-A"},
		{"board low needs two hole cards", "AsKdKcQd", "2h3s4c5h6d", "no low"},
		{"a rank on both sides plays once", "As3dKcKd", "Ah2s3c5hJd", "no low"},
		{"counterfeited", "As2dKcKd", "Ah2s3c5h8d", "8-5-3-2-A"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hole, board := deck.MustParseCards(tt.hole), deck.MustParseCards(tt.board)
			got := OmahaLow(hole, board).String()
			if ref := lowString(referenceOmahaLow(hole, board)); ref != tt.want {
				t.Fatalf("reference low of %v, %v = %q, want %q", hole, board, ref, tt.want)
			}
			want := tt.want
			if got != want {
				t.Errorf("OmahaLow(%v, %v) = %q, want %q", hole, board, got, want)
			}
		})
	}
}

// lowString formats reference low ranks (aces as 1) as Low.String does.
func lowString(rs []int) string {
	if rs == nil {
		return "no low"
	}
	s := ""
	for i, r := range rs {
		if i > 0 {
			s += "-"
		}
		if r == 1 {
			s += "A"
		} else {
			s += deck.Rank(r - 2).String()
		}
	}
	return s
}

func TestLowRanks(t *testing.T) {
	tests := []struct {
		cards string
		want  uint8
	}{
		{"As", 0b1}, {"2s", 0b10}, {"8c", 0b10000000}, {"9c", 0}, {"Kh", 0},
		{"As2s3s4s5s6s7s8s", 0xff}, {"AsAd2c9hTh", 0b11},
	}
	for _, tt := range tests {
		if got := LowRanks(deck.MustParseCards(tt.cards)); got != tt.want {
			t.Errorf("LowRanks(%s) = %#b, want %#b", tt.cards, got, tt.want)
		}
	}
}

func TestLowPanics(t *testing.T) {
	tests := []struct {
		name string
		f    func()
	}{
		{"LowValue of four", func() { LowValue(deck.MustParseCards("As2s3s4s")) }},
		{"LowValue of eight", func() { LowValue(deck.MustParseCards("As2s3s4s5s6s7s8s")) }},
		{"OmahaLow of three hole cards", func() { OmahaLow(deck.MustParseCards("As2s3s"), deck.MustParseCards("4s5s6s")) }},
		{"OmahaLow of six board cards", func() { OmahaLow(deck.MustParseCards("As2s3s4s"), deck.MustParseCards("5s6s7s8s9sTs")) }},
		{"OmahaLowBest of two board cards", func() { OmahaLowBest(deck.MustParseCards("As2s3s4s"), deck.MustParseCards("5s6s")) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", tt.name)
				}
			}()
			tt.f()
		})
	}
}

// TestOmahaLowBestRandom checks that OmahaLowBest returns OmahaLow's low
// and two hole and three board cards that make it, over random hands of
// mostly low cards.
func TestOmahaLowBestRandom(t *testing.T) {
	rnd := rand.New(rand.NewPCG(41, 42))
	n := 100000
	if testing.Short() {
		n = 5000
	}
	var lowCards []deck.Card // aces to nines: lows are common, and pairs
	for _, c := range deckOf(Standard()) {
		if c.Rank() <= deck.Nine || c.Rank() == deck.Ace {
			lowCards = append(lowCards, c)
		}
	}
	lows := 0
	for i := range n {
		c := make([]deck.Card, 11)
		dealFrom(rnd, lowCards, c)
		nh, nb := 4+i%3, 3+(i/3)%3
		hole, board := c[:nh], c[nh:nh+nb]
		hu, bu, l := OmahaLowBest(hole, board)
		if want := OmahaLow(hole, board); l != want {
			t.Fatalf("OmahaLowBest(%v, %v) low %v, OmahaLow %v", hole, board, l, want)
		}
		if l == 0 {
			if hu != [2]deck.Card{} || bu != [3]deck.Card{} {
				t.Fatalf("OmahaLowBest(%v, %v) = %v, %v with no low, want zero arrays", hole, board, hu, bu)
			}
			continue
		}
		lows++
		if got := LowValue(append(hu[:], bu[:]...)); got != l {
			t.Fatalf("OmahaLowBest(%v, %v) cards %v %v make %v, want %v", hole, board, hu, bu, got, l)
		}
		if deck.SetOf(hu[:]...)&^deck.SetOf(hole...) != 0 || deck.SetOf(hu[:]...).Len() != 2 ||
			deck.SetOf(bu[:]...)&^deck.SetOf(board...) != 0 || deck.SetOf(bu[:]...).Len() != 3 {
			t.Fatalf("OmahaLowBest(%v, %v) = %v, %v: not two hole and three board cards", hole, board, hu, bu)
		}
	}
	if lows < n/4 {
		t.Errorf("only %d of %d hands had a low: the test deals too few", lows, n)
	}
}

func TestLowAllocs(t *testing.T) {
	hole, board := deck.MustParseCards("As2dKcKd"), deck.MustParseCards("3h4s5cJhTd")
	var got Low
	if n := testing.AllocsPerRun(100, func() { got = OmahaLow(hole, board) }); n != 0 {
		t.Errorf("OmahaLow allocates %v times", n)
	}
	if got != NumLows {
		t.Errorf("OmahaLow(%v, %v) = %v, want 5-4-3-2-A", hole, board, got)
	}
}
