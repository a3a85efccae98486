package sim

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/cputime"
	"github.com/pokersim/pokersim/internal/testfull"
)

// cardTallies enumerates m, which must be valid, by both exact paths of
// the cards engine, card by card (cardEnum) and, where it applies, by rank
// multisets (omahaSet), and returns their tallies, with categories; ok is
// false if the multiset path does not apply.
func cardTallies(t *testing.T, m *Matchup) (slow, fast *tally, ok bool) {
	t.Helper()
	s, err := newCardSetup(m)
	if err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	slow = newTally(m.Game, len(m.Players), true)
	fast = newTally(m.Game, len(m.Players), true)
	ctx := context.Background()
	enum := s.newEnum(ctx, slow)
	enum.set = nil
	for i := range enum.shards() {
		if err := enum.runShard(i); err != nil {
			t.Fatal(err)
		}
	}
	if !s.multisets() {
		return slow, fast, false
	}
	r := s.newShardRunner(ctx, fast)
	for i := range r.shards() {
		if err := r.runShard(i); err != nil {
			t.Fatal(err)
		}
	}
	return slow, fast, true
}

// TestOmahaSetMatchesCardEnum checks that valuing by rank multisets counts
// exactly what the card-by-card enumeration counts, outcome by outcome and
// category by category: in every Omaha game, heads-up and multiway, before
// the flop and with a known board (one making a flush already, one full),
// with dead cards, and on random matchups.
func TestOmahaSetMatchesCardEnum(t *testing.T) {
	type tc struct {
		g     game.Game
		board string
		dead  string
		hands []string
	}
	tests := []tc{
		{game.Omaha, "Ts9h2c", "", []string{"AsAhKsKh", "8d9dTcJc"}},
		{game.Omaha, "Ts9s2s", "", []string{"AsKhQsJh", "8s7s6d5d", "KdKcQdQc"}},
		{game.Omaha, "Ts9s2s4s", "3c", []string{"AsKhQsJh", "8s7s6d5d", "KdKcQdQc"}},
		{game.Omaha, "Ts9s2s4s5s", "", []string{"AsKhQsJh", "8s7s6d5d"}},
		{game.Omaha, "2s2d2h", "", []string{"2cAsAdAh", "3s3d3h3c"}},
		{game.Omaha5, "Kh7h3d", "AcAd", []string{"AsAhKsQhJh", "8h9hTcJcQc"}},
		{game.Omaha6, "Kh7h3d4c", "", []string{"AsAhKsQhJh2h", "8h9hTcJcQc5h", "6s6c7s7c8s8c"}},
		{game.Omaha8, "7s6h2c", "", []string{"Ah3h4dJd", "Ad3s8h9h", "Ac3c4cKc"}},
		{game.Omaha8, "7s6h2c9d", "Ks", []string{"Ah2h4dJd", "As2s5h5c"}},
		{game.Omaha5x8, "7s6h2c", "", []string{"AhKh3dJd4s", "As2s8h7h9c"}},
		// Ranges: each assignment of hands walked by multisets.
		{game.Omaha, "Ts9s2c", "", []string{"range:AAKK", "QsQhJsJh"}},
		{game.Omaha, "Ts9s2s", "4d", []string{"range:JJQQ", "range:KK88", "AhAd2h3d"}},
		{game.Omaha8, "7s6h2c", "", []string{"range:AA23", "range:KKQQ", "AhAd3h4d"}},
		{game.Omaha5, "Kh7h3d", "", []string{"range:AAKK", "8h9hTcJcQc"}},
	}
	if !testing.Short() && testfull.Enabled() { // a million boards card by card, each
		tests = append(tests,
			tc{game.Omaha, "", "", []string{"AsAhKsKh", "8d9dTcJc"}},
			tc{game.Omaha8, "", "", []string{"AsAhKsKh", "8d9dTcJc"}},
			tc{game.Omaha, "", "2c3c", []string{"AsKsQsJs", "AhKhQhJh", "AdKdQdJd"}},
			tc{game.Omaha, "", "", []string{"range:AsAhKsKh,AdAcKdKc", "8d9dTcJc"}},
		)
	}
	rng := rand.New(rand.NewPCG(11, 0))
	games := []game.Game{game.Omaha, game.Omaha5, game.Omaha6, game.Omaha8, game.Omaha5x8}
	for range 40 {
		g := games[rng.IntN(len(games))]
		cards := deck.FullDeck.AppendCards(nil)
		rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		players := 2 + rng.IntN(3)
		board := []int{3, 4, 5}[rng.IntN(3)]
		dead := rng.IntN(3)
		var tt tc
		tt.g = g
		next := 0
		take := func(k int) string {
			s := fmt.Sprint(cards[next : next+k])
			next += k
			return s[1 : len(s)-1]
		}
		for range players {
			tt.hands = append(tt.hands, take(g.HoleCards()))
		}
		tt.board, tt.dead = take(board), take(dead)
		tests = append(tests, tt)
	}
	for _, tt := range tests {
		m := gameMatchup(t, tt.g, tt.board, tt.hands...)
		m.Dead = deck.MustParseCards(tt.dead)
		if err := m.Validate(); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		slow, fast, ok := cardTallies(t, m)
		if !ok {
			t.Errorf("%v %v: the multiset path declined a matchup of known hands", tt.g, tt.hands)
			continue
		}
		if !fast.equal(slow) {
			t.Errorf("%v %v on %q, dead %q: multisets count\n%+v\nwant %+v", tt.g, tt.hands, tt.board, tt.dead, fast, slow)
		}
	}
}

// TestOmahaSetDeclines checks that matchups with cards to deal to a
// player, or with ranges and one board card to come, keep the card-by-card
// enumeration.
func TestOmahaSetDeclines(t *testing.T) {
	for _, m := range []*Matchup{
		gameMatchup(t, game.Omaha, "Ts9h2c", "AhKh", "9s9c8h7h"),
		gameMatchup(t, game.Omaha, "Ts9h2c5d", "range:AA", "9s9c8h7h"),
	} {
		if _, _, ok := cardTallies(t, m); ok {
			t.Errorf("%v: the multiset path took a matchup with cards to deal", m)
		}
	}
}

// TestOmahaSetPlanCost checks that the planner estimates the multiset path
// for known Omaha hands, from the request alone: a few milliseconds per
// player before the flop, less with a board, whatever the workers; and the
// card-by-card estimate for a range.
func TestOmahaSetPlanCost(t *testing.T) {
	cost := func(m *Matchup, workers int) float64 {
		p, err := NewPlan(m, Options{Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		if p.Method() != ForceExact {
			t.Errorf("%v: Auto chose %v, want exact", m, p.Method())
		}
		return p.ExactCost()
	}
	pre := gameMatchup(t, game.Omaha, "", "AsAhKsKh", "8d9dTcJc")
	flop := gameMatchup(t, game.Omaha, "Th7h2c", "AsAhKsKh", "8d9dTcJc")
	turn := gameMatchup(t, game.Omaha, "Th7h2c5d", "AsAhKsKh", "range:AA")
	ranged := gameMatchup(t, game.Omaha, "Th7h2c", "AsAhKsKh", "range:QQ")
	if c1, c2 := cost(pre, 1), cost(pre, 2); c1 != c2 || c1 != 2*omahaSetSeconds[5]+tupleSeconds {
		t.Errorf("preflop cost %v with one worker, %v with two; want %v", c1, c2, 2*omahaSetSeconds[5]+tupleSeconds)
	}
	if c := cost(flop, 1); c != 2*omahaSetSeconds[2]+tupleSeconds {
		t.Errorf("flop cost %v, want %v", c, 2*omahaSetSeconds[2]+tupleSeconds)
	}
	for _, tt := range []struct {
		m        *Matchup
		bySets   bool
		perTuple float64
	}{
		{turn, false, 0},
		{ranged, true, 2*omahaSetSeconds[2] + tupleSeconds},
	} {
		s, err := newCardSetup(tt.m)
		if err != nil {
			t.Fatal(err)
		}
		want := s.tuples() * tt.perTuple
		if !tt.bySets {
			want = s.tuples() * (s.completions()*2*cardShowdownSeconds + tupleSeconds)
		}
		if c := cost(tt.m, 1); c != want || s.multisets() != tt.bySets {
			t.Errorf("%v: cost %v by multisets %v, want %v, %v", tt.m, c, s.multisets(), want, tt.bySets)
		}
	}
}

// TestKnownTablesMatchOmahaValue checks that the evaluator's tables of
// whole known hands (omaha.go) change no outcome: Monte Carlo blocks
// played with them and without them, from the same streams, count exactly
// the same, in every Omaha game, with a board, dead cards, partial hands
// and ranges beside the known hands.
func TestKnownTablesMatchOmahaValue(t *testing.T) {
	tests := []*Matchup{
		gameMatchup(t, game.Omaha, "", "AsAhKsKh", "8d9dTcJc"),
		gameMatchup(t, game.Omaha, "", "AsKsQsJs", "AhKhQhJh", "AdKdQdJd", "2c3c4c5c"),
		gameMatchup(t, game.Omaha, "Th7h2c", "AsAhKsKh", "8d9dTcJc", "Qh9h"),
		gameMatchup(t, game.Omaha5, "Kh7h3d", "AsAhKsQhJh", "8h9hTcJcQc"),
		gameMatchup(t, game.Omaha6, "", "AsAhKsQhJh2h", "8h9hTcJcQc5h", "6s6c7s7c8s8c"),
		gameMatchup(t, game.Omaha8, "", "Ah3h4dJd", "Ad3s8h9h", "Ac3c4cKc"),
		gameMatchup(t, game.Omaha8, "7s6h2c", "Ah2h", "As2s5h5c", "range:KK"),
		gameMatchup(t, game.Omaha5x8, "", "AhKh3dJd4s", "As2s8h7h9c"),
	}
	tests[1].Dead = deck.MustParseCards("Ts9s")
	for _, m := range tests {
		if err := m.Validate(); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		s, err := newCardSetup(m)
		if err != nil {
			t.Fatal(err)
		}
		with, without := s.newSampler(true), s.newSampler(true)
		clear(without.ev.tables)
		for i := range int64(3) {
			a := with.run(context.Background(), 17, i, BlockSize)
			b := without.run(context.Background(), 17, i, BlockSize)
			if a.err != nil || b.err != nil {
				t.Fatal(a.err, b.err)
			}
			if !a.t.equal(b.t) {
				t.Errorf("%v: block %d with tables\n%+v\nwithout %+v", m, i, a.t, b.t)
			}
		}
	}
}

// TestOmahaSetCancel checks that exact Omaha with a range, walked by rank
// multisets one assignment of hands at a time, stops soon after its
// context is done. Soon is in CPU time: the whole run takes seconds of it,
// a walk milliseconds, however loaded the machine.
func TestOmahaSetCancel(t *testing.T) {
	m := gameMatchup(t, game.Omaha, "", "range:AA:$ds", "8d9dTcJc")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	cpu := cputime.Start()
	_, err := Enumerate(ctx, m, Options{Workers: 1})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Enumerate after its deadline = %v, want %v", err, context.DeadlineExceeded)
	}
	if d := cpu.Elapsed(); d > time.Second {
		t.Errorf("Enumerate stopped after %v of CPU, want well within a second", d)
	}
}
