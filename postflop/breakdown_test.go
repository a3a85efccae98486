package postflop

import (
	"errors"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// TestClassifyCounts checks Classify's counts against a direct count, with
// the reference classifier, over all 1,326 combos.
func TestClassifyCounts(t *testing.T) {
	tests := []struct {
		board, dead, rng string
		opponents        []string
		backdoors        bool
	}{
		{"Ks7h2c", "", "QQ+, AK, KQs@50, 76s:0.25, 22-55", nil, true},
		{"9h8h2c", "Ah", "random", []string{"QsQd"}, false},
		{"9h8h2c5d", "", "random", nil, false},
		{"KsKh7c7d2h", "", "random", []string{"AhAd", "Tc9c"}, false},
	}
	if testing.Short() {
		tests = tests[:1]
	}
	for _, tt := range tests {
		t.Run(tt.board, func(t *testing.T) {
			var dead deck.Set
			if tt.dead != "" {
				dead = deck.SetOf(deck.MustParseCards(tt.dead)...)
			}
			var opps []deck.Combo
			for _, o := range tt.opponents {
				cs := deck.MustParseCards(o)
				opps = append(opps, deck.NewCombo(cs[0], cs[1]))
			}
			r := deck.MustParseRange(tt.rng)
			got, s, err := Classify(deck.MustParseCards(tt.board), dead, r, opps...)
			if err != nil {
				t.Fatal(err)
			}
			want := directCount(s, r, tt.backdoors)
			if !tt.backdoors {
				got.Draws[BackdoorFlushDraw], got.Draws[BackdoorStraightDraw] = Count{}, Count{}
			}
			if !sameBreakdown(got, want) {
				t.Errorf("Classify(%s on %s) = %+v\nwant %+v", tt.rng, tt.board, *got, *want)
			}
			checkTotals(t, got)
		})
	}
}

// directCount counts r on s combo by combo with the reference classifier.
func directCount(s *Spot, r *deck.Range, backdoors bool) *Breakdown {
	b := new(Breakdown)
	known := s.dead
	for _, c := range s.board {
		known |= c.Bit()
	}
	for i := range deck.NumCombos {
		c := deck.ComboAt(i)
		w := r.Weight(c)
		if w == 0 || c.Set()&^s.game.Deck() != 0 {
			continue
		}
		b.Range.add(w)
		if c.Set()&s.Blocked() != 0 {
			continue
		}
		b.Total.add(w)
		h := refHit(s.game, c.Cards(), s.board, s.live&^c.Set(), known, backdoors)
		b.Best[h.Best].add(w)
		for m := range Made(NumMade) {
			if h.Made.Has(m) {
				b.Any[m].add(w)
			}
		}
		for d := range Draw(NumDraws) {
			if h.Draws.Has(d) {
				b.Draws[d].add(w)
			}
		}
	}
	return b
}

// sameBreakdown compares two breakdowns, their weights to rounding.
func sameBreakdown(a, b *Breakdown) bool {
	same := func(x, y Count) bool { return x.Combos == y.Combos && math.Abs(x.Weight-y.Weight) < 1e-9 }
	ok := same(a.Range, b.Range) && same(a.Total, b.Total)
	for m := range Made(NumMade) {
		ok = ok && same(a.Best[m], b.Best[m]) && same(a.Any[m], b.Any[m])
	}
	for d := range Draw(NumDraws) {
		ok = ok && same(a.Draws[d], b.Draws[d])
	}
	return ok
}

// checkTotals checks that the exclusive view adds up to the total and that
// no class or draw counts more than it.
func checkTotals(t *testing.T, b *Breakdown) {
	t.Helper()
	var sum Count
	share := 0.0
	for m := range Made(NumMade) {
		sum.Combos += b.Best[m].Combos
		sum.Weight += b.Best[m].Weight
		share += b.Share(b.Best[m])
		if b.Any[m].Combos < b.Best[m].Combos || b.Any[m].Combos > b.Total.Combos {
			t.Errorf("class %v: %d combos in the overlapping view, %d in the exclusive one, of %d", m, b.Any[m].Combos, b.Best[m].Combos, b.Total.Combos)
		}
	}
	if sum.Combos != b.Total.Combos || math.Abs(sum.Weight-b.Total.Weight) > 1e-9 || math.Abs(share-1) > 1e-9 {
		t.Errorf("best classes add up to %+v (shares %v), want the total %+v (1)", sum, share, b.Total)
	}
}

func TestClassifyFullRange(t *testing.T) {
	b, _, err := Classify(deck.MustParseCards("Ks7h2c"), 0, deck.FullRange())
	if err != nil {
		t.Fatal(err)
	}
	// C(49,2) combos are left; sets: 3 ranks × C(3,2); top two: 3 × 3.
	if b.Range.Combos != deck.NumCombos || b.Total.Combos != 1176 || b.Best[Set].Combos != 9 || b.Best[TopTwo].Combos != 9 {
		t.Errorf("Classify(random on Ks7h2c): range %d, total %d, sets %d, top two %d; want 1326, 1176, 9, 9",
			b.Range.Combos, b.Total.Combos, b.Best[Set].Combos, b.Best[TopTwo].Combos)
	}
	checkTotals(t, b)
}

func TestClassifyErrors(t *testing.T) {
	aa := deck.MustParseRange("AA")
	tests := []struct {
		name, board, dead string
		r                 *deck.Range
		opponents         []deck.Combo
		want              error
	}{
		{"two cards", "Ks7h", "", aa, nil, ErrBoard},
		{"six cards", "Ks7h2c3d4d5d", "", aa, nil, ErrBoard},
		{"twice on the board", "Ks7hKs", "", aa, nil, ErrDuplicate},
		{"board and dead", "Ks7h2c", "7h", aa, nil, ErrDuplicate},
		{"opponent on the board", "Ks7h2c", "", aa, []deck.Combo{deck.NewCombo(deck.MustParseCard("Ks"), deck.MustParseCard("Qd"))}, ErrDuplicate},
		{"two opponents", "Ks7h2c", "", aa, []deck.Combo{deck.NewCombo(deck.MustParseCard("As"), deck.MustParseCard("Qd")),
			deck.NewCombo(deck.MustParseCard("As"), deck.MustParseCard("Jd"))}, ErrDuplicate},
		{"all blocked", "AsAhAd", "Ac", aa, nil, ErrEmpty},
		{"empty range", "Ks7h2c", "", new(deck.Range), nil, ErrEmpty},
	}
	for _, tt := range tests {
		var dead deck.Set
		if tt.dead != "" {
			dead = deck.SetOf(deck.MustParseCards(tt.dead)...)
		}
		var board []deck.Card
		for i := 0; i+2 <= len(tt.board); i += 2 {
			board = append(board, deck.MustParseCard(tt.board[i:i+2]))
		}
		_, _, err := Classify(board, dead, tt.r, tt.opponents...)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: Classify(%s, dead %q) error = %v, want %v", tt.name, tt.board, tt.dead, err, tt.want)
		}
	}
}

func TestKeep(t *testing.T) {
	board := deck.MustParseCards("Ks7h2h")
	r := deck.MustParseRange("QQ+, AK, AhQh, 76s@50, 98s")
	f, err := ParseFilter("set, top-pair+, flush-draw")
	if err != nil {
		t.Fatal(err)
	}
	got, err := Keep(board, 0, r, f)
	if err != nil {
		t.Fatal(err)
	}
	// AA's overpairs (top pair or better), KK's sets (three left) and AK's
	// top pairs (12 left of 16) pass, QQ's pocket pairs do not; of the
	// flush draws AhQh and 9h8h pass, 7h6h is blocked by the board.
	want := "AA, KdKh, KcKh, KcKd, AhKh, AdKd, AcKc, AhQh, 9h8h, AsKh, AsKd, AsKc, AhKd, AhKc, AdKh, AdKc, AcKh, AcKd"
	if got.String() != want {
		t.Errorf("Keep(...) = %q, want %q", got, want)
	}
	back, err := deck.ParseRange(got.String())
	if err != nil || *back != *got {
		t.Errorf("ParseRange(%q) = %v, %v; want the kept range back", got, back, err)
	}
	s, _ := NewSpot(board, 0)
	for c, w := range r.All() {
		h, ok := s.Hit(c)
		if kept := got.Weight(c) > 0; kept != (ok && f.Match(h)) || (kept && got.Weight(c) != w) {
			t.Errorf("Keep: %v (weight %v, best %v) kept with weight %v", c, w, h.Best, got.Weight(c))
		}
	}
	if _, err := Keep(board[:2], 0, r, f); !errors.Is(err, ErrBoard) {
		t.Errorf("Keep on two cards: error %v, want ErrBoard", err)
	}
}

func TestByClass(t *testing.T) {
	s, _ := NewSpot(deck.MustParseCards("Ks7h2h"), 0)
	cells := s.ByClass(deck.MustParseRange("KK, AKs, 72o, 33"))
	want := map[string]struct {
		combos int
		best   Made
	}{"KK": {3, Set}, "AKs": {3, TopPairTop}, "72o": {6, BottomTwo}, "33": {6, Pocket23}, "AA": {0, Nothing}}
	for _, c := range cells {
		w, ok := want[c.Class.String()]
		if !ok {
			if c.Total.Combos != 0 {
				t.Errorf("ByClass: %v has %d combos, want none", c.Class, c.Total.Combos)
			}
			continue
		}
		if c.Total.Combos != w.combos || c.Best != w.best {
			t.Errorf("ByClass: %v = %d combos, best %v; want %d, %v", c.Class, c.Total.Combos, c.Best, w.combos, w.best)
		}
	}
}
