package sim

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// bothWays values m exactly board first and assignment by assignment.
func bothWays(t *testing.T, m *Matchup, opts Options) (board, orbit *Result) {
	t.Helper()
	opts.Method = ForceExact
	p, err := NewPlan(m, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !canBoardMajor(m) {
		t.Fatalf("%v: cannot be valued board first", m)
	}
	q := *p
	q.bm = newBoardMajor(m, p.seats, opts.Categories, opts.ByHand)
	if board, err = q.enumerateBoardMajor(context.Background()); err != nil {
		t.Fatal(err)
	}
	q.bm = nil
	if q.perms == nil {
		q.perms = symmetries(m)
	}
	if orbit, err = q.enumerateRanges(context.Background()); err != nil {
		t.Fatal(err)
	}
	return board, orbit
}

// close reports whether x and y agree to a relative 1e-12.
func close(x, y float64) bool {
	return math.Abs(x-y) <= 1e-12*math.Max(1, math.Max(math.Abs(x), math.Abs(y)))
}

// TestBoardMajorMatchesOrbits checks the board-first enumeration against
// the walk over assignments of hands, on every street, with weights that
// break the suit symmetry, known hands, dead cards, short deck, categories
// and results by hand.
func TestBoardMajorMatchesOrbits(t *testing.T) {
	tests := []struct {
		g       game.Game
		board   string
		dead    string
		players []string
		opts    Options
	}{
		{game.Holdem, "Ts9h2c", "", []string{"QQ+,AK,JTs", "20%"}, Options{}},
		{game.Holdem, "Ts9h2c", "", []string{"QQ+,AK,JTs", "20%"}, Options{Categories: true}},
		{game.Holdem, "Ts9h2c", "", []string{"QQ+,AK,JTs", "20%"}, Options{ByHand: true}},
		{game.Holdem, "Ts9h2c5d", "Ah", []string{"AhKh@50,QQ+,98s:0.3", "random"}, Options{}},
		{game.Holdem, "Ts9h2c5d8s", "", []string{"JJ+,AK,T9s", "22+,A2s+"}, Options{ByHand: true}},
		{game.Holdem, "Ts9h2c", "", []string{"AhKh", "QQ+,JTs,98s"}, Options{}},
		{game.Holdem, "", "", []string{"AA,KK", "QQ,AKs"}, Options{Categories: true}},
		{game.ShortDeck, "Ts9h8c", "", []string{"QQ+,AK,76s", "JTs,99,A6s"}, Options{Categories: true}},
	}
	if testing.Short() {
		tests = tests[:6]
	}
	for _, tt := range tests {
		m := rangeMatchup(t, tt.board, tt.players...)
		m.Game = tt.g
		m.Dead = deck.MustParseCards(tt.dead)
		b, o := bothWays(t, m, tt.opts)
		if b.Samples != o.Samples {
			t.Errorf("%v: %d samples board first, %d by assignment", m, b.Samples, o.Samples)
		}
		for p := range m.Players {
			bp, op := b.Players[p], o.Players[p]
			if !close(bp.Equity, op.Equity) || !close(bp.Win, op.Win) || !close(bp.Tie, op.Tie) || !close(bp.EquitySq, op.EquitySq) {
				t.Errorf("%v: player %d board first %+v, by assignment %+v", m, p+1, bp, op)
			}
			for c := range bp.Categories {
				if !close(bp.Categories[c], op.Categories[c]) {
					t.Errorf("%v: player %d category %d: %v board first, %v by assignment", m, p+1, c, bp.Categories[c], op.Categories[c])
				}
			}
		}
		if len(b.ByHand) != len(o.ByHand) {
			t.Fatalf("%v: %d hands board first, %d by assignment", m, len(b.ByHand), len(o.ByHand))
		}
		for i := range b.ByHand {
			bh, oh := b.ByHand[i], o.ByHand[i]
			if bh.Combo != oh.Combo && !close(bh.Equity, oh.Equity) || !close(bh.Equity, oh.Equity) || !close(bh.Total, oh.Total) || bh.Samples != oh.Samples {
				t.Errorf("%v: hand %d board first %+v, by assignment %+v", m, i, bh, oh)
			}
		}
	}
}

// TestBoardMajorSymmetry checks that the relabellings kept fix the weights:
// all 24 for class ranges before the flop, fewer with a board or a hand of
// known suits.
func TestBoardMajorSymmetry(t *testing.T) {
	for _, tt := range []struct {
		board   string
		players []string
		perms   int
	}{
		{"", []string{"QQ+,AK", "random"}, 24},
		{"Ts9s2s", []string{"QQ+,AK", "random"}, 6},
		{"Ts9h2c", []string{"QQ+,AK", "random"}, 1},
		{"", []string{"QQ+,AK", "random,AhKh@50"}, 6},
		{"", []string{"QQ+,AK", "AhKh"}, 6},
	} {
		m := rangeMatchup(t, tt.board, tt.players...)
		bm := newBoardMajor(m, m.seats(), false, false)
		if len(bm.perms) != tt.perms {
			t.Errorf("%v: %d relabellings, want %d", m, len(bm.perms), tt.perms)
		}
	}
}

// BenchmarkBoardMajorTop20VsRandom values the top 20% against a random
// hand before the flop, board first, on one worker.
func BenchmarkBoardMajorTop20VsRandom(b *testing.B) {
	m := rangeMatchup(b, "", "20%", "random")
	p, err := NewPlan(m, Options{Method: ForceExact, Workers: 1})
	if err != nil {
		b.Fatal(err)
	}
	p.bm = newBoardMajor(m, p.seats, false, false)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.enumerateBoardMajor(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}
