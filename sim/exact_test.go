package sim

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// matchup builds a Hold'em matchup from hands written like "AhKh".
func matchup(t testing.TB, board string, hands ...string) *Matchup {
	t.Helper()
	m := &Matchup{Game: Holdem, Board: deck.MustParseCards(board)}
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
	total := newTally(len(m.Players), categories)
	e := newEnumerator(context.Background(), m, nil)
	for i := range e.shards() {
		u := newTally(len(m.Players), categories)
		if err := newEnumerator(context.Background(), m, u).runShard(i); err != nil {
			t.Fatal(err)
		}
		total.add(u)
	}
	return total
}

// preflopTally enumerates m with the preflop path only.
func preflopTally(m *Matchup, categories bool) *tally {
	total := newTally(len(m.Players), categories)
	for i := range 5 {
		u := newTally(len(m.Players), categories)
		newPreflop(m, u).runShard(i)
		total.add(u)
	}
	return total
}

// TestPreflopMatchesGeneric compares the rank-multiset enumeration with the
// plain one, count for count, on random matchups with dead cards.
func TestPreflopMatchesGeneric(t *testing.T) {
	r := deck.NewRand(11, 0)
	n := 6
	if testing.Short() {
		n = 2
	}
	for i := range n {
		players := 2 + i%3
		cards := make([]deck.Card, 2*players+i%3)
		r.Deal(cards, 0)
		m := &Matchup{Game: Holdem, Dead: cards[2*players:]}
		for p := range players {
			m.Players = append(m.Players, Player{Cards: cards[2*p : 2*p+2]})
		}
		// Suited hands make flushes matter most.
		if i%2 == 0 {
			m.Players[0].Cards = deck.MustParseCards("2h7h")
			if m.Known().Len() != len(cards) || deck.SetOf(cards...).Has(deck.MustParseCard("2h")) || deck.SetOf(cards...).Has(deck.MustParseCard("7h")) {
				continue
			}
		}
		t.Run(m.String(), func(t *testing.T) {
			want := generic(t, m, true)
			got := preflopTally(m, true)
			if *got.cats != *want.cats {
				t.Errorf("categories differ")
			}
			got.cats, want.cats = nil, nil
			if *got != *want {
				t.Errorf("preflop tally = %+v\nwant %+v", got, want)
			}
		})
	}
}

func BenchmarkExactHeadsUpPreflop(b *testing.B) {
	benchmarkExact(b, matchup(b, "", "AhKh", "QsQd"))
}

func BenchmarkExactThreeWayPreflop(b *testing.B) {
	benchmarkExact(b, matchup(b, "", "AsAd", "KhKc", "QsQc"))
}

func BenchmarkExactHeadsUpFlop(b *testing.B) {
	benchmarkExact(b, matchup(b, "Ts9h2c", "AhKh", "QsQd"))
}

func benchmarkExact(b *testing.B, m *Matchup) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Enumerate(context.Background(), m, Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
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
