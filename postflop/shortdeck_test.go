package postflop

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
)

// This file tests the short-deck classes, draws and orders: hand-built
// examples where short deck and Hold'em differ, the reference over random
// short-deck spots, and outs against the next street.

// hitIn classifies the combo hole on board in game g.
func hitIn(t *testing.T, g game.Game, board, dead, hole string) Hit {
	t.Helper()
	var d deck.Set
	if dead != "" {
		d = deck.SetOf(deck.MustParseCards(dead)...)
	}
	s, err := NewSpotIn(g, deck.MustParseCards(board), d)
	if err != nil {
		t.Fatalf("NewSpotIn(%v, %s): %v", g, board, err)
	}
	cs := deck.MustParseCards(hole)
	h, ok := s.Hit(deck.NewCombo(cs[0], cs[1]))
	if !ok {
		t.Fatalf("Hit(%s) on %s: blocked", hole, board)
	}
	return h
}

// TestShortDeckBest checks best classes that short deck gives and Hold'em
// would not: A-6-7-8-9 straights, and trips above a straight where three
// of a kind beats one.
func TestShortDeckBest(t *testing.T) {
	tests := []struct {
		g                  game.Game
		board, hole        string
		want, holdem       Made
		wantMade, notThere []Made
	}{
		{game.ShortDeck, "6s7h8d", "9cAd", Straight, Nothing, nil, nil},      // A-6-7-8-9
		{game.ShortDeck, "Ah6d7c", "8s9h", Straight, Nothing, nil, nil},      // the ace on the board
		{game.ShortDeck, "AhKd7c6s", "8s9h", Straight, Nothing, nil, nil},    // a turn
		{game.ShortDeck, "As6h7d8c9s", "KhQd", Nothing, Nothing, nil, nil},   // plays the board's A-6-7-8-9
		{game.ShortDeck, "As6h7d8c9s", "TsJd", Straight, Straight, nil, nil}, // 7-8-9-T-J beats it
		{game.ShortDeck, "As6h7d8cKs", "9sQd", Straight, Nothing, nil, nil},  // the river
		{game.ShortDeck, "6h7h8hKc", "9hAh", StraightFlush, Flush, nil, nil}, // A-6-7-8-9 of hearts
		{game.ShortDeck, "9s9h8c7d6c", "9dTc", Straight, Straight, []Made{Trips, Straight}, nil},
		{game.ShortDeckTrips, "9s9h8c7d6c", "9dTc", Trips, Straight, []Made{Trips, Straight}, nil},
		{game.ShortDeckTrips, "Ts9h8c7d", "TdJc", Straight, Straight, []Made{Straight, TopPairWeak}, nil},
		{game.ShortDeckTrips, "Th9h8c", "TdTc", Set, Set, nil, []Made{Straight}},
	}
	for _, tt := range tests {
		h := hitIn(t, tt.g, tt.board, "", tt.hole)
		if h.Best != tt.want {
			t.Errorf("%v: Hit(%s on %s).Best = %v, want %v (made %v)", tt.g, tt.hole, tt.board, h.Best, tt.want, names(h.Made))
		}
		for _, m := range tt.wantMade {
			if !h.Made.Has(m) {
				t.Errorf("%v: Hit(%s on %s).Made = %v, want %v in it", tt.g, tt.hole, tt.board, names(h.Made), m)
			}
		}
		for _, m := range tt.notThere {
			if h.Made.Has(m) {
				t.Errorf("%v: Hit(%s on %s).Made = %v, want no %v", tt.g, tt.hole, tt.board, names(h.Made), m)
			}
		}
		if hh := hitOf(t, tt.board, "", tt.hole); hh.Best != tt.holdem {
			t.Errorf("Hold'em: Hit(%s on %s).Best = %v, want %v", tt.hole, tt.board, hh.Best, tt.holdem)
		}
	}
}

// TestShortDeckDraws checks draws and outs that differ from Hold'em's:
// A-6-7-8-9 draws, and outs over the 36 cards.
func TestShortDeckDraws(t *testing.T) {
	tests := []struct {
		g                  game.Game
		board, dead, hole  string
		want               []Draw
		straight, flush, n int
	}{
		// 7-8 on 9-T-x: outs Six and Jack.
		{game.ShortDeck, "9hTdKc", "", "7s8c", []Draw{OpenEnded}, 8, 0, 8},
		// 6-7-8-9: the ace and the Ten.
		{game.ShortDeck, "6s7hKc", "", "8d9c", []Draw{OpenEnded}, 8, 0, 8},
		// A-7-8-9 wants the Six: a gutshot that Hold'em does not have.
		{game.ShortDeck, "Ah7dKc", "", "8s9c", []Draw{Gutshot}, 4, 0, 4},
		// A-6-7-8 wants the Nine.
		{game.ShortDeck, "6h7dKc", "", "8sAc", []Draw{Gutshot}, 4, 0, 4},
		// A8 on 7-9-J: the Six (A-6-7-8-9) and the Ten, four apart.
		{game.ShortDeck, "7h9dJc", "", "As8c", []Draw{DoubleGutshot}, 8, 0, 8},
		// A dead Ace takes an out away from 6-7-8-9.
		{game.ShortDeck, "6s7hKc", "Ad", "8d9c", []Draw{OpenEnded}, 7, 0, 7},
		// A flush draw: 9 hearts in the deck, 4 seen, so 5 outs.
		{game.ShortDeck, "Qh7h8c", "", "AhKh", []Draw{FlushDraw, TwoCardFlushDraw, NutFlushDraw, BackdoorStraightDraw, Overcards}, 0, 5, 5},
		// With a straight draw too: 5 flush outs, 8 straight outs (A, T), one of each a heart.
		{game.ShortDeck, "6h7hKc", "", "8h9h", []Draw{FlushDraw, TwoCardFlushDraw, OpenEnded, ComboDraw}, 8, 5, 11},
		// The nut flush draw: the Ace of hearts is on the board, so the King is the nut.
		{game.ShortDeck, "Ah7h8c", "", "KhTh", []Draw{FlushDraw, TwoCardFlushDraw, NutFlushDraw, BackdoorStraightDraw}, 0, 5, 5},
		// Trips with an open-ended draw: a draw in short deck, none where
		// three of a kind beats a straight.
		{game.ShortDeck, "9s9h8c7d", "", "9dTc", []Draw{OpenEnded}, 8, 0, 8},
		{game.ShortDeckTrips, "9s9h8c7d", "", "9dTc", nil, 0, 0, 0},
	}
	for _, tt := range tests {
		h := hitIn(t, tt.g, tt.board, tt.dead, tt.hole)
		want := DrawsOf(tt.want...)
		if h.Draws != want || h.StraightOuts != tt.straight || h.FlushOuts != tt.flush || h.Outs != tt.n {
			t.Errorf("%v: Hit(%s on %s, dead %q) = draws %v, outs %d straight, %d flush, %d in all; want %v, %d, %d, %d",
				tt.g, tt.hole, tt.board, tt.dead, drawNames2(h.Draws), h.StraightOuts, h.FlushOuts, h.Outs,
				drawNames2(want), tt.straight, tt.flush, tt.n)
		}
	}
}

// TestShortDeckReference holds Hit to the reference classifier on random
// short-deck flops, turns and rivers, with dead cards and opposing hands,
// in both short-deck games.
func TestShortDeckReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 36))
	spots := testfull.N(10, 3)
	if testing.Short() {
		spots = 2
	}
	for _, g := range []game.Game{game.ShortDeck, game.ShortDeckTrips} {
		for i := range spots {
			for _, n := range []int{3, 4, 5} {
				s := randomSpotIn(t, rng, g, n, i%3, i%2)
				checkAgainstReference(t, s, false, func(int) bool { return true })
				if n == 3 {
					checkAgainstReference(t, s, true, func(int) bool { return rng.IntN(20) == 0 })
				}
			}
		}
		for _, b := range []string{"As6h7c", "6s7h8d", "9hTdKc", "KsKh7c", "7s7h7c", "Ah7h8h", "Kh7h8h6h",
			"9s9h8c7d", "6s7h8d9cTc", "As6d7c8h9s", "KsKhKc7d7h", "AsAhKdKcQc", "Kh9h7h8h6h"} {
			s, err := NewSpotIn(g, deck.MustParseCards(b), 0)
			if err != nil {
				t.Fatal(err)
			}
			checkAgainstReference(t, s, false, func(int) bool { return true })
		}
	}
}

// TestShortDeckOutsNextCard checks outs against the next street, in
// short deck: a combo's straight (flush) outs are exactly the live cards
// after which it makes a straight (flush) on the next street, Outs those
// after which it makes either, counted over the 36-card deck.
func TestShortDeckOutsNextCard(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 6))
	spots := 6
	if testing.Short() {
		spots = 2
	}
	for _, g := range []game.Game{game.ShortDeck, game.ShortDeckTrips} {
		for i := range spots {
			s := randomSpotIn(t, rng, g, 3+i%2, i%2, 0)
			checkOutsNextCard(t, s)
		}
	}
}

// checkOutsNextCard compares every combo's outs on s with the classes it
// makes after each live card.
func checkOutsNextCard(t *testing.T, s *Spot) {
	t.Helper()
	next := make(map[deck.Card]*Spot)
	for c := range s.Live().All() {
		n, err := NewSpotIn(s.game, append(slices.Clone(s.board), c), s.dead, s.opponents...)
		if err != nil {
			t.Fatal(err)
		}
		next[c] = n
	}
	bad := 0
	for i := range deck.NumCombos {
		combo := deck.ComboAt(i)
		h, ok := s.Hit(combo)
		if !ok {
			continue
		}
		var straight, flush, any int
		for c, n := range next {
			if combo.Set().Has(c) {
				continue
			}
			after, _ := n.Hit(combo)
			st := s.order.Less(h.Best, Straight) && (after.Made.Has(Straight) || after.Made.Has(StraightFlush))
			fl := s.order.Less(h.Best, Flush) && (after.Made.Has(Flush) || after.Made.Has(StraightFlush))
			if st {
				straight++
			}
			if fl {
				flush++
			}
			if st || fl {
				any++
			}
		}
		if (h.StraightOuts != straight || h.FlushOuts != flush || h.Outs != any) && bad < 5 {
			bad++
			t.Errorf("%v: Hit(%v on %v, dead %v) outs = %d straight, %d flush, %d in all; next card gives %d, %d, %d",
				s.game, combo, s.board, s.dead, h.StraightOuts, h.FlushOuts, h.Outs, straight, flush, any)
		}
	}
}

// TestShortDeckCounts checks ClassifyIn's counts against a direct count
// with the reference classifier, and the numbers of combos of the short
// deck.
func TestShortDeckCounts(t *testing.T) {
	tests := []struct {
		g                game.Game
		board, dead, rng string
		opponents        []string
		backdoors        bool
	}{
		{game.ShortDeck, "Ks7h6c", "", "QQ+, AK, KQs@50, 76s:0.25, 66-88", nil, true},
		{game.ShortDeck, "9h8hAc", "Ah", "random", []string{"QsQd"}, false},
		{game.ShortDeckTrips, "9s9h8c7d", "", "random", nil, false},
		{game.ShortDeck, "KsKh7c7d6h", "", "random", []string{"AhAd", "Tc9c"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.g.String()+"/"+tt.board, func(t *testing.T) {
			var dead deck.Set
			if tt.dead != "" {
				dead = deck.SetOf(deck.MustParseCards(tt.dead)...)
			}
			var opps []deck.Combo
			for _, o := range tt.opponents {
				cs := deck.MustParseCards(o)
				opps = append(opps, deck.NewCombo(cs[0], cs[1]))
			}
			r, err := deck.ParseRangeIn(deck.ShortDeck, tt.rng)
			if err != nil {
				t.Fatal(err)
			}
			got, s, err := ClassifyIn(tt.g, deck.MustParseCards(tt.board), dead, r, opps...)
			if err != nil {
				t.Fatal(err)
			}
			want := directCount(s, r, tt.backdoors)
			if !tt.backdoors {
				got.Draws[BackdoorFlushDraw], got.Draws[BackdoorStraightDraw] = Count{}, Count{}
			}
			if !sameBreakdown(got, want) {
				t.Errorf("ClassifyIn(%v, %s on %s) = %+v\nwant %+v", tt.g, tt.rng, tt.board, *got, *want)
			}
			checkTotals(t, got)
		})
	}
	// The full range, C(36,2) combos, of which C(33,2) are left on a flop;
	// a Hold'em range's combos with a card below Six are not the game's.
	for _, r := range []*deck.Range{deck.FullRange(), mustRangeIn(t, "random")} {
		b, _, err := ClassifyIn(game.ShortDeck, deck.MustParseCards("Ks7h6c"), 0, r)
		if err != nil {
			t.Fatal(err)
		}
		if b.Range.Combos != 630 || b.Total.Combos != 528 || b.Best[Set].Combos != 9 {
			t.Errorf("ClassifyIn(shortdeck, random on Ks7h6c): range %d, total %d, sets %d; want 630, 528, 9",
				b.Range.Combos, b.Total.Combos, b.Best[Set].Combos)
		}
	}
}

func mustRangeIn(t *testing.T, s string) *deck.Range {
	t.Helper()
	r, err := deck.ParseRangeIn(deck.ShortDeck, s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestOrders checks the orders of the classes: each a permutation whose
// inverse is pos, with the rules of its game.
func TestOrders(t *testing.T) {
	for _, g := range []game.Game{game.Holdem, game.ShortDeck, game.ShortDeckTrips} {
		o, err := OrderOf(g)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range o.up {
			if int(o.pos[m]) != i {
				t.Errorf("%v: class %v at place %d, pos %d", g, m, i, o.pos[m])
			}
		}
		for a := range Made(NumMade) {
			for b := range Made(NumMade) {
				if got, want := o.Less(a, b), refStrength(g, a) < refStrength(g, b); got != want {
					t.Errorf("%v: Less(%v, %v) = %v, want %v", g, a, b, got, want)
				}
			}
		}
		want := Flush // a flush beats a full house in short deck
		if g == game.Holdem {
			want = FullHouse
		}
		if got := o.Best(MadeOf(Flush, FullHouse, TopPairTop)); got != want {
			t.Errorf("%v: Best(flush, full house, top pair) = %v, want %v", g, got, want)
		}
	}
	for _, g := range []game.Game{game.Omaha, game.FiveCard, game.Omaha8} {
		if _, err := OrderOf(g); !errors.Is(err, ErrGame) {
			t.Errorf("OrderOf(%v) error = %v, want ErrGame", g, err)
		}
	}
}

// TestParseFilterIn checks that "+" follows the game's order.
func TestParseFilterIn(t *testing.T) {
	tests := []struct {
		g    game.Game
		in   string
		want MadeSet
	}{
		{game.ShortDeck, "full-house+", MadeOf(FullHouse, Flush, Quads, StraightFlush)},
		{game.ShortDeck, "flush+", MadeOf(Flush, Quads, StraightFlush)},
		{game.ShortDeck, "straight+", MadeOf(Straight, Flush, FullHouse, Quads, StraightFlush)},
		{game.ShortDeckTrips, "trips+", MadeOf(Trips, Set, FullHouse, Flush, Quads, StraightFlush)},
		{game.ShortDeckTrips, "straight+", MadeOf(Straight, Trips, Set, FullHouse, Flush, Quads, StraightFlush)},
		{game.ShortDeckTrips, "two-pair+", madeRange(BottomTwo, StraightFlush)},
		{game.Holdem, "full-house+", MadeOf(FullHouse, Quads, StraightFlush)},
	}
	for _, tt := range tests {
		got, err := ParseFilterIn(tt.g, tt.in)
		if err != nil || got.Made != tt.want || got.Draws != 0 {
			t.Errorf("ParseFilterIn(%v, %q) = %v, %v; want %v", tt.g, tt.in, names(got.Made), err, names(tt.want))
		}
	}
	if _, err := ParseFilterIn(game.Omaha, "set"); !errors.Is(err, ErrGame) {
		t.Errorf("ParseFilterIn(omaha, set) error = %v, want ErrGame", err)
	}
}

// TestShortDeckErrors checks that a card below Six is refused, saying
// where it is and why.
func TestShortDeckErrors(t *testing.T) {
	opp := func(s string) []deck.Combo {
		cs := deck.MustParseCards(s)
		return []deck.Combo{deck.NewCombo(cs[0], cs[1])}
	}
	tests := []struct {
		board, dead string
		opponents   []deck.Combo
		want        error
		msg         string
	}{
		{"Ks7h5c", "", nil, ErrCard, "5c on the board: the short deck has no Fives"},
		{"Ks7h6c", "2d", nil, ErrCard, "2d dead: the short deck has no Twos"},
		{"Ks7h6c", "", opp("Ah4h"), ErrCard, "4h of opponent 1: the short deck has no Fours"},
		{"Ks7h", "", nil, ErrBoard, "want 3, 4 or 5"},
	}
	for _, tt := range tests {
		var dead deck.Set
		if tt.dead != "" {
			dead = deck.SetOf(deck.MustParseCards(tt.dead)...)
		}
		_, err := NewSpotIn(game.ShortDeck, deck.MustParseCards(tt.board), dead, tt.opponents...)
		if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("NewSpotIn(shortdeck, %s, dead %q) error = %v, want %v saying %q", tt.board, tt.dead, err, tt.want, tt.msg)
		}
	}
	if _, err := NewSpotIn(game.Omaha, deck.MustParseCards("Ks7h6c"), 0); !errors.Is(err, ErrGame) {
		t.Errorf("NewSpotIn(omaha) error = %v, want ErrGame", err)
	}
	s, err := NewSpotIn(game.ShortDeck, deck.MustParseCards("Ks7h6c"), 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Hit(deck.NewCombo(deck.MustParseCard("Ah"), deck.MustParseCard("5h"))); ok {
		t.Error("Hit(Ah5h) in short deck = ok, want refused: the Five is not in the deck")
	}
}
