package eval

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/testfull"
)

// bruteOmaha values an Omaha hand the obvious way: the best five-card
// value (checked against the references over every five-card hand) over
// every two hole cards with every three board cards.
func bruteOmaha(r *Ranking, hole, board []deck.Card) Rank {
	var best Rank
	for i := range hole {
		for j := i + 1; j < len(hole); j++ {
			for x := range board {
				for y := x + 1; y < len(board); y++ {
					for z := y + 1; z < len(board); z++ {
						h := NewHand(hole[i], hole[j], board[x], board[y], board[z])
						best = max(best, r.Value(h))
					}
				}
			}
		}
	}
	return best
}

// dealOmaha deals distinct hole and board cards from r's deck. Every
// other deal takes its cards from two suits only, so that flushes, and
// flush draws that do not make it, are common.
func dealOmaha(rnd *rand.Rand, r *Ranking, hole, board []deck.Card) {
	cards := deckOf(r)
	if rnd.IntN(2) == 0 {
		s1, s2 := deck.Suit(rnd.IntN(4)), deck.Suit(rnd.IntN(4))
		var two []deck.Card
		for _, c := range cards {
			if c.Suit() == s1 || c.Suit() == s2 {
				two = append(two, c)
			}
		}
		if len(two) >= len(hole)+len(board) {
			cards = two
		}
	}
	all := make([]deck.Card, len(hole)+len(board))
	dealFrom(rnd, cards, all)
	copy(hole, all)
	copy(board, all[len(hole):])
}

// TestOmahaRandom checks OmahaValue, Omaha, OmahaBest5 and the split into
// OmahaNoFlushValue and OmahaFlushValue against bruteOmaha on random
// hands, for every ranking, 4 to 6 hole cards and 3 to 5 board cards.
func TestOmahaRandom(t *testing.T) {
	for _, r := range []*Ranking{Standard(), ShortDeck(), ShortDeckTrips()} {
		for nh := 4; nh <= 6; nh++ {
			for nb := 3; nb <= 5; nb++ {
				t.Run(fmt.Sprintf("%s/%d-%d", r.Name(), nh, nb), func(t *testing.T) {
					t.Parallel()
					n := testfull.N(100000, 10000)
					if r == Standard() && nh == 4 && nb == 5 {
						n = testfull.N(1000000, 100000) // the common game gets the most
					}
					if testing.Short() {
						n = 2000
					}
					checkOmahaRandom(t, r, nh, nb, n)
				})
			}
		}
	}
}

func checkOmahaRandom(t *testing.T, r *Ranking, nh, nb, n int) {
	rnd := rand.New(rand.NewPCG(uint64(nh), uint64(nb)))
	hole, board := make([]deck.Card, nh), make([]deck.Card, nb)
	for range n {
		dealOmaha(rnd, r, hole, board)
		want := bruteOmaha(r, hole, board)
		h, b := NewOmahaHole(hole), NewOmahaBoard(board)
		if got := r.OmahaValue(&h, &b); got != want {
			t.Fatalf("OmahaValue(%v, %v) = %d (%s), want %d (%s)", hole, board, got, r.Describe(got), want, r.Describe(want))
		}
		if got := r.Omaha(hole, board); got != want {
			t.Fatalf("Omaha(%v, %v) = %d, want %d", hole, board, got, want)
		}
		split := r.OmahaNoFlushValue(&h, &b)
		for s := range deck.Suit(deck.NumSuits) {
			split = max(split, r.OmahaFlushValue(suitMask(hole, s), suitMask(board, s)))
		}
		if split != want {
			t.Fatalf("max(OmahaNoFlushValue, OmahaFlushValue)(%v, %v) = %d, want %d", hole, board, split, want)
		}
	}
}

// suitMask returns the 13-bit mask of the ranks of cards of suit s.
func suitMask(cards []deck.Card, s deck.Suit) uint16 {
	var m uint16
	for _, c := range cards {
		if c.Suit() == s {
			m |= 1 << c.Rank()
		}
	}
	return m
}

// TestOmahaBest5Random checks that OmahaBest5 returns cards that make its
// value, two from the hole and three from the board, and Omaha's value.
func TestOmahaBest5Random(t *testing.T) {
	rnd := rand.New(rand.NewPCG(21, 22))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for _, r := range []*Ranking{Standard(), ShortDeck()} {
		for i := range n {
			hole, board := make([]deck.Card, 4+i%3), make([]deck.Card, 3+i%3)
			dealOmaha(rnd, r, hole, board)
			used, hu, bu, v := r.OmahaBest5(hole, board)
			if want := r.Omaha(hole, board); v != want {
				t.Fatalf("OmahaBest5(%v, %v) value %d, Omaha %d", hole, board, v, want)
			}
			if got := r.Value(NewHand(used[:]...)); got != v {
				t.Fatalf("OmahaBest5(%v, %v) cards %v have value %d, want %d", hole, board, used, got, v)
			}
			hs, bs, us := deck.SetOf(hole...), deck.SetOf(board...), deck.SetOf(used[:]...)
			if deck.SetOf(hu[:]...)&^hs != 0 || deck.SetOf(bu[:]...)&^bs != 0 || deck.SetOf(hu[:]...)|deck.SetOf(bu[:]...) != us ||
				(us&hs).Len() != 2 || (us&bs).Len() != 3 {
				t.Fatalf("OmahaBest5(%v, %v) = %v, %v, %v: not two hole and three board cards", hole, board, used, hu, bu)
			}
		}
	}
}

// TestOmahaTraps checks the hands where Hold'em habits mislead: only two
// hole cards and only three board cards play.
func TestOmahaTraps(t *testing.T) {
	tests := []struct {
		name        string
		r           *Ranking
		hole, board string
		want        string
		used        string // cards that must be in the best five
	}{
		{"quads in hand are a pair", Standard(), "2s2d2h2c", "AsKd7h5c9s", "Pair of Twos", "2s2d"},
		{"quad threes beat quad twos as pairs", Standard(), "3s3d3h3c", "AsKd7h5c9s", "Pair of Threes", ""},
		{"four-flush board, one suited hole card", Standard(), "Js9h8d3c", "AhKhQh2h7c", "High Card, Ace", ""},
		{"five-flush board, one suited hole card", Standard(), "Js9h8d3c", "AhKhQh2h7h", "High Card, Ace", ""},
		{"two suited hole cards make the flush", Standard(), "Js9h8h3c", "AhKhQh2d7c", "Flush, Ace high", "9h8h"},
		{"one hole card of a board straight", Standard(), "9hAsAd2c", "5h6c7d8sKc", "Pair of Aces", "AsAd"},
		{"two hole cards of a straight", Standard(), "9hTsAd2c", "5h6c7d8sKc", "Straight, Ten high", "9hTs"},
		{"board quads play only three", Standard(), "AsAd3c4h", "KsKdKhKc2s", "Full House, Kings full of Aces", ""},
		{"board trips and a hole pair", Standard(), "7s7d3c4h", "KsKdKh9c2s", "Full House, Kings full of Sevens", ""},
		{"hole trips are a pair", Standard(), "QsQdQh4h", "2c7d9sJhKc", "Pair of Queens", ""},
		{"straight flush needs two suited hole cards", Standard(), "9hQs2c3d", "5h6h7hKdAc", "High Card, Ace", ""},
		{"wheel in Omaha", Standard(), "As2dKcKd", "3h4s5cJhTd", "Straight, Five high", "As2d"},
		{"short deck one hole card of a straight", ShortDeck(), "As6dKcKd", "7h8s9cJhTd", "Straight, Nine high", ""},
		{"short deck wheel", ShortDeck(), "As6dKcKd", "7h8s9cQhQd", "Straight, Nine high", "As6d"},
		{"short deck flush over full house", ShortDeck(), "AhKhQsQd", "QhJh6hJs6s", "Flush, Ace high", "AhKh"},
		{"short deck trips over straight", ShortDeckTrips(), "TsJd6h6c", "6s7d8c9hAd", "Three of a Kind, Sixes", ""},
		{"short deck straight over trips", ShortDeck(), "TsJd6h6c", "6s7d8c9hAd", "Straight, Jack high", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hole, board := deck.MustParseCards(tt.hole), deck.MustParseCards(tt.board)
			v := tt.r.Omaha(hole, board)
			if got := tt.r.Describe(v); got != tt.want {
				t.Errorf("Omaha(%v, %v) = %q, want %q", hole, board, got, tt.want)
			}
			if want := bruteOmaha(tt.r, hole, board); v != want {
				t.Errorf("Omaha(%v, %v) = %d, brute force %d", hole, board, v, want)
			}
			used, _, _, _ := tt.r.OmahaBest5(hole, board)
			us := deck.SetOf(used[:]...)
			if tt.used != "" && deck.SetOf(deck.MustParseCards(tt.used)...)&^us != 0 {
				t.Errorf("OmahaBest5(%v, %v) = %v, want it to hold %s", hole, board, used, tt.used)
			}
		})
	}
	// Quad threes beat quad twos, both playing as a pair.
	board := deck.MustParseCards("AsKd7h5c9s")
	if lo, hi := Standard().Omaha(deck.MustParseCards("2s2d2h2c"), board), Standard().Omaha(deck.MustParseCards("3s3d3h3c"), board); lo >= hi {
		t.Errorf("2222 = %d, 3333 = %d on %v; want 3333 higher", lo, hi, board)
	}
}

// TestOmahaFlushValueAll checks OmahaFlushValue on every pair of disjoint
// masks with 2 to 6 hole ranks and 3 to 5 board ranks (about 700,000)
// against the best flush over all two-and-three choices.
func TestOmahaFlushValueAll(t *testing.T) {
	if testing.Short() {
		t.Skip("checks about 700,000 pairs of masks")
	}
	for _, r := range []*Ranking{Standard(), ShortDeck(), ShortDeckTrips()} {
		deckRanks := uint16(0x1fff)
		if r != Standard() {
			deckRanks = 0x1ff0
		}
		for hole := range uint16(1 << 13) {
			nh := bits.OnesCount16(hole)
			if nh < 2 || nh > 6 || hole&^deckRanks != 0 {
				continue
			}
			for board := range uint16(1 << 13) {
				nb := bits.OnesCount16(board)
				if nb < 3 || nb > 5 || board&hole != 0 || board&^deckRanks != 0 {
					continue
				}
				if got, want := r.OmahaFlushValue(hole, board), bruteFlush(r, hole, board); got != want {
					t.Fatalf("%s: OmahaFlushValue(%#x, %#x) = %d, want %d", r.Name(), hole, board, got, want)
				}
			}
		}
	}
}

// bruteFlush returns the best FlushValue of two ranks of hole and three of
// board.
func bruteFlush(r *Ranking, hole, board uint16) Rank {
	var best Rank
	for p := hole; p != 0; p &= p - 1 {
		for q := p & (p - 1); q != 0; q &= q - 1 {
			pair := p&-p | q&-q
			for x := board; x != 0; x &= x - 1 {
				for y := x & (x - 1); y != 0; y &= y - 1 {
					for z := y & (y - 1); z != 0; z &= z - 1 {
						best = max(best, r.FlushValue(pair|x&-x|y&-y|z&-z))
					}
				}
			}
		}
	}
	return best
}

func TestOmahaFlushValueSmall(t *testing.T) {
	s := Standard()
	tests := []struct {
		hole, board uint16
		want        string
	}{
		{0b1, 0b111110, ""}, // one hole rank
		{0b11, 0b1100, ""},  // two board ranks
		{0b1000000000011, 0b1100100, "Flush, Ace high"}, // A,3,2 with 8,7,4
		{0b0000000000011, 0b0000000011100, "Straight Flush, Six high"},
		{0b1000000000001, 0b0000000001110, "Straight Flush, Five high"},
		{0b0000000100001, 0b0000000011110, "Flush, Seven high"}, // 7,2 with 6,5,4,3: 7-6-5-4-2, no straight with two hole ranks
	}
	for _, tt := range tests {
		got := s.OmahaFlushValue(tt.hole, tt.board)
		desc := ""
		if got != 0 {
			desc = got.String()
		}
		if desc != tt.want {
			t.Errorf("OmahaFlushValue(%#b, %#b) = %d %q, want %q", tt.hole, tt.board, got, desc, tt.want)
		}
	}
}

// TestOmahaPrepare checks that pairs and triples of equal ranks are kept
// once.
func TestOmahaPrepare(t *testing.T) {
	holes := []struct {
		cards string
		pairs int
	}{{"AsAdKsKd", 3}, {"AsKdQhJc", 6}, {"AsAdAhKc", 2}, {"AsAdAhAc", 1}, {"2s3s4s5s6s7s", 15}, {"AsAdKsKdQsQd", 6}}
	for _, tt := range holes {
		h := NewOmahaHole(deck.MustParseCards(tt.cards))
		distinct := map[uint16]bool{}
		for _, p := range h.pairs[:h.n] {
			distinct[p] = true
		}
		if len(distinct) != tt.pairs || h.n%3 != 0 || int(h.n) >= tt.pairs+3 {
			t.Errorf("NewOmahaHole(%s) has %d pairs, %d distinct, want %d distinct padded to a multiple of 3", tt.cards, h.n, len(distinct), tt.pairs)
		}
	}
	boards := []struct {
		cards   string
		triples int
	}{{"2s2d5h5c9h", 5}, {"2s3d5h7c9h", 10}, {"2s2d2h5c9h", 4}, {"2s2d2h2c9h", 2}, {"KsQsJs", 1}, {"KsKdQsJs", 3}}
	for _, tt := range boards {
		if b := NewOmahaBoard(deck.MustParseCards(tt.cards)); int(b.n) != tt.triples {
			t.Errorf("NewOmahaBoard(%s) has %d triples, want %d", tt.cards, b.n, tt.triples)
		}
	}
}

func TestOmahaPanics(t *testing.T) {
	r := Standard()
	four, five := deck.MustParseCards("AsKsQsJs"), deck.MustParseCards("2c3c4c5c6c")
	tests := []struct {
		name string
		f    func()
	}{
		{"three hole cards", func() { r.Omaha(four[:3], five) }},
		{"seven hole cards", func() { r.Omaha(deck.MustParseCards("AsKsQsJsTs9s8s"), five) }},
		{"two board cards", func() { r.Omaha(four, five[:2]) }},
		{"six board cards", func() { r.Omaha(four, deck.MustParseCards("2c3c4c5c6c7c")) }},
		{"OmahaBest5 two board cards", func() { r.OmahaBest5(four, five[:2]) }},
		{"NewOmahaHole three", func() { NewOmahaHole(four[:3]) }},
		{"NewOmahaBoard six", func() { NewOmahaBoard(deck.MustParseCards("2c3c4c5c6c7c")) }},
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

func TestOmahaZero(t *testing.T) {
	var h OmahaHole
	var b OmahaBoard
	if got := Standard().OmahaValue(&h, &b); got != 0 {
		t.Errorf("OmahaValue of zero hole and board = %d, want 0", got)
	}
}

func TestOmahaAllocs(t *testing.T) {
	r := Standard()
	hole, board := deck.MustParseCards("AhKh2c2d"), deck.MustParseCards("QhJh3h4s4d")
	h, b := NewOmahaHole(hole), NewOmahaBoard(board)
	if n := testing.AllocsPerRun(100, func() { sink = r.OmahaValue(&h, &b) }); n != 0 {
		t.Errorf("OmahaValue allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { sink = r.Omaha(hole, board) }); n != 0 {
		t.Errorf("Omaha allocates %v times", n)
	}
}

// TestSortNetworks checks sort5 and sort6 on every input of values 0 to 5
// (a network that sorts every 0-1 input sorts every input, so this is
// more than enough).
func TestSortNetworks(t *testing.T) {
	for n := range 6 * 6 * 6 * 6 * 6 * 6 {
		var v [6]uint
		for i, x := 0, uint(n); i < 6; i, x = i+1, x/6 {
			v[i] = x % 6
		}
		want := v
		slices.Sort(want[:])
		var got [6]uint
		got[0], got[1], got[2], got[3], got[4], got[5] = sort6(v[0], v[1], v[2], v[3], v[4], v[5])
		if got != want {
			t.Fatalf("sort6(%v) = %v, want %v", v, got, want)
		}
		want5 := [5]uint(v[:5])
		slices.Sort(want5[:])
		var got5 [5]uint
		got5[0], got5[1], got5[2], got5[3], got5[4] = sort5(v[0], v[1], v[2], v[3], v[4])
		if got5 != want5 {
			t.Fatalf("sort5(%v) = %v, want %v", v[:5], got5, want5)
		}
	}
}
