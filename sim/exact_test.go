package sim

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// matchup builds a Hold'em matchup from hands written like "AhKh".
func matchup(t testing.TB, board string, hands ...string) *Matchup {
	t.Helper()
	m := &Matchup{Game: game.Holdem, Board: deck.MustParseCards(board)}
	for _, h := range hands {
		m.Players = append(m.Players, Player{Cards: deck.MustParseCards(h)})
	}
	return m
}

func TestEnumeratePublished(t *testing.T) {
	tests := []struct {
		board   string
		hands   []string
		samples int64
		equity  []float64
	}{
		{"", []string{"AhKh", "QsQd"}, 1712304, []float64{0.462145, 0.537855}},
		{"", []string{"AsAd", "KhKc", "QsQc"}, 1370754, []float64{0.668679, 0.185152, 0.146169}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.hands), func(t *testing.T) {
			r, err := Enumerate(context.Background(), matchup(t, tt.board, tt.hands...), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Samples != tt.samples {
				t.Errorf("samples = %d, want %d", r.Samples, tt.samples)
			}
			for p, want := range tt.equity {
				if got := r.Players[p].Equity; math.Abs(got-want) > 5e-7 {
					t.Errorf("player %d equity = %.6f, want %.6f", p+1, got, want)
				}
			}
		})
	}
}

func TestEnumerateAhKhQsQdCounts(t *testing.T) {
	r, err := Enumerate(context.Background(), matchup(t, "", "AhKh", "QsQd"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Players[0].WinCount; got != 787966 {
		t.Errorf("AhKh wins %v, want 787966", got)
	}
	if got := r.Players[0].TieCount; got != 6732 {
		t.Errorf("AhKh ties %v, want 6732", got)
	}
}

// generic enumerates m with the plain enumerator only, as an oracle for the
// preflop path.
func generic(t testing.TB, m *Matchup, categories bool) *tally {
	t.Helper()
	total := newTally(m.Game, len(m.Players), categories)
	e := newEnumerator(context.Background(), m, nil)
	for i := range e.shards() {
		u := newTally(m.Game, len(m.Players), categories)
		if err := newEnumerator(context.Background(), m, u).runShard(i); err != nil {
			t.Fatal(err)
		}
		total.add(u)
	}
	return total
}

// multisetTally enumerates m with the multiset path only; ok is false if
// that path is not exact for m.
func multisetTally(m *Matchup, categories bool) (*tally, bool) {
	total := newTally(m.Game, len(m.Players), categories)
	ms := newMultiset(m, newTally(m.Game, len(m.Players), categories))
	if !ms.ok {
		return nil, false
	}
	for i := range ms.shards() {
		u := newTally(m.Game, len(m.Players), categories)
		newMultiset(m, u).runShard(i)
		total.add(u)
	}
	return total, true
}

// TestMultisetMatchesGeneric compares the rank-multiset enumeration with
// the plain one, count for count, on random matchups before the flop, on
// the flop, turn and river, with dead cards, and with boards of many cards
// of one suit, where flushes are made already or need one card.
func TestMultisetMatchesGeneric(t *testing.T) {
	r := deck.NewRand(11, 0)
	n := 40
	if testing.Short() {
		n = 12
	}
	skipped := 0
	for i := range n {
		players := 2 + i%3
		boardN := []int{0, 3, 4, 5}[i%4]
		if boardN == 0 && i >= 8 {
			boardN = 3 // preflop runs are slow: a few are enough
		}
		cards := make([]deck.Card, 2*players+boardN+i%2)
		if i%3 == 0 {
			// Mostly hearts: flushes made and drawing on one card.
			r.Deal(cards, deck.FullDeck&^suitSet(deck.Hearts)&^suitSet(deck.Spades))
		} else {
			r.Deal(cards, 0)
		}
		m := &Matchup{Game: game.Holdem, Board: cards[2*players : 2*players+boardN], Dead: cards[2*players+boardN:]}
		for p := range players {
			m.Players = append(m.Players, Player{Cards: cards[2*p : 2*p+2]})
		}
		t.Run(m.String(), func(t *testing.T) {
			cats := i%8 != 0 // without categories, the flushes of unpaired preflop boards are valued apart
			got, ok := multisetTally(m, cats)
			if !ok {
				skipped++
				return
			}
			want := generic(t, m, cats)
			if !got.equal(want) {
				t.Errorf("multiset tally = %+v\nwant %+v", got, want)
			}
		})
	}
	t.Logf("the multiset path declined %d of %d matchups", skipped, n)
	if skipped > n/2 {
		t.Errorf("the multiset path declined %d of %d matchups", skipped, n)
	}
}

// suitSet returns the cards of suit s.
func suitSet(s deck.Suit) deck.Set {
	var out deck.Set
	for r := range deck.Rank(deck.NumRanks) {
		out |= deck.NewCard(r, s).Bit()
	}
	return out
}

// dealtMatchup deals a random matchup of g: players hands of two cards,
// then boardN board cards and deadN dead ones. With fewSuits, a Hold'em
// deal is of hearts and spades only, so hands make flushes of two hole
// cards; a short-deck deal is of its deck.
func dealtMatchup(r *deck.Rand, g game.Game, players, boardN, deadN int, fewSuits bool) *Matchup {
	cards := make([]deck.Card, 2*players+boardN+deadN)
	switch {
	case g == game.ShortDeck:
		r.Deal(cards, ^g.Deck())
	case fewSuits:
		r.Deal(cards, deck.FullDeck&^suitSet(deck.Hearts)&^suitSet(deck.Spades))
	default:
		r.Deal(cards, 0)
	}
	m := &Matchup{Game: g, Board: cards[2*players : 2*players+boardN], Dead: cards[2*players+boardN:]}
	for p := range players {
		m.Players = append(m.Players, Player{Cards: cards[2*p : 2*p+2]})
	}
	return m
}

// showdown returns the best of a showdown's values and how many players
// hold it, the brute-force tests' count of a board's winners.
func showdown(vals []eval.Rank) (best eval.Rank, ties int) {
	for _, v := range vals {
		switch {
		case v > best:
			best, ties = v, 1
		case v == best:
			ties++
		}
	}
	return best, ties
}

// TestEnumerateProgress checks that exact enumeration reports progress
// rising to 1, with known hands and with ranges.
func TestEnumerateProgress(t *testing.T) {
	for _, m := range []*Matchup{matchup(t, "", "AhKh", "QsQd"), matchup(t, "Ts9h2c", "AhKh", "QsQd")} {
		var last float64
		calls := 0
		_, err := Enumerate(context.Background(), m, Options{Workers: 2, Progress: func(f float64) {
			if f < last {
				t.Errorf("progress went back from %v to %v", last, f)
			}
			last = f
			calls++
		}})
		if err != nil {
			t.Fatal(err)
		}
		if calls == 0 || last != 1 {
			t.Errorf("%v: %d progress calls ending at %v, want some ending at 1", m, calls, last)
		}
	}
}

// TestMultisetPreflopMatchesGeneric compares the multiset enumeration
// before the flop, where the flushes of unpaired boards are valued suit by
// suit (holdem_flushes.go) and interchangeable suits once, with the plain
// one, count for count: two to six players, with and without dead cards,
// with suited hands and decks thinned to few suits so that flushes of one
// and two hole cards abound, in Hold'em and short deck, and pocket pairs
// that make suits interchangeable.
func TestMultisetPreflopMatchesGeneric(t *testing.T) {
	r := deck.NewRand(31, 0)
	n := 24
	if testing.Short() {
		n = 6
	}
	var cases []*Matchup
	for i := range n {
		g := game.Holdem
		if i%6 == 5 {
			g = game.ShortDeck
		}
		cases = append(cases, dealtMatchup(r, g, 2+i%5, 0, i%3, i%4 == 1))
	}
	// Pocket pairs make suits interchangeable (multiset.mult): hearts and
	// clubs, spades and diamonds here, all four in the second, none once a
	// dead card breaks the symmetry.
	for _, text := range [][]string{{"KhKc", "8d8s", "AdAs"}, {"AhAd", "KsKc"}, {"AhAd", "KsKc", "--dead", "2h"}, {"QhQc", "JhJc", "7d7s", "2d2s"}} {
		m := matchup(t, "", text[0], text[1])
		for i := 2; i < len(text); i++ {
			if text[i] == "--dead" {
				m.Dead = deck.MustParseCards(text[i+1])
				break
			}
			m.Players = append(m.Players, Player{Cards: deck.MustParseCards(text[i])})
		}
		cases = append(cases, m)
	}
	for _, m := range cases {
		t.Run(m.String(), func(t *testing.T) {
			got, ok := multisetTally(m, false)
			if !ok {
				t.Fatal("the multiset path declined a preflop matchup")
			}
			if !newMultiset(m, nil).split {
				t.Fatal("the unpaired boards' flushes are not valued apart")
			}
			if want := generic(t, m, false); !got.equal(want) {
				t.Errorf("multiset tally = %+v\nwant %+v", got, want)
			}
		})
	}
}

// TestMultisetInterchangeableSuits checks which suits the multiset
// enumeration counts once for several (multiset.mult): the classes of
// suits whose ranks left and in each hand are the same.
func TestMultisetInterchangeableSuits(t *testing.T) {
	tests := []struct {
		m       *Matchup
		classes int
	}{
		{matchup(t, "", "KhKc", "8d8s", "AdAs"), 2},
		{matchup(t, "", "AhAd", "KsKc"), 2},
		{&Matchup{Players: matchup(t, "", "AhAd", "KsKc").Players, Dead: deck.MustParseCards("2h")}, 3},
		{matchup(t, "", "AhKh", "QsQd"), 3}, // diamonds and spades: a queen each for player 2
		{matchup(t, "", "AhKd", "AsKc"), 4},
	}
	for _, tt := range tests {
		e := newMultiset(tt.m, nil)
		classes, suits := 0, 0
		for _, n := range e.mult {
			if n > 0 {
				classes++
			}
			suits += int(n)
		}
		if classes != tt.classes || suits != deck.NumSuits {
			t.Errorf("%v: %d classes of %d suits (mult %v), want %d of 4", tt.m, classes, suits, e.mult, tt.classes)
		}
	}
}
