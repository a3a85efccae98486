package game

import (
	"fmt"
	"math/bits"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// TestShowdownAll checks Showdown in every game against Value, hand by
// hand, high and low.
func TestShowdownAll(t *testing.T) {
	r := deck.NewRand(5, 6)
	for _, g := range All() {
		n := 3
		cards := make([]deck.Card, n*g.HoleCards()+g.BoardCards())
		high, low := make([]eval.Rank, n), make([]eval.Low, n)
		holes := make([]eval.Hand, n)
		for range 1000 {
			r.Deal(cards, deck.FullDeck&^g.Deck())
			board := cards[n*g.HoleCards():]
			for p := range n {
				holes[p] = eval.NewHand(cards[p*g.HoleCards() : (p+1)*g.HoleCards()]...)
			}
			g.Showdown(high, low, holes, eval.NewHand(board...))
			for p := range n {
				hole := cards[p*g.HoleCards() : (p+1)*g.HoleCards()]
				if hi, lo := g.Value(hole, board); high[p] != hi || low[p] != lo {
					t.Fatalf("%v: Showdown of %v on %v = %v, %v; Value gives %v, %v", g, hole, board, high[p], low[p], hi, lo)
				}
			}
		}
	}
}

// TestHandCards checks eval.Hand's AppendCards and LowRanks against the
// cards the hand was made of.
func TestHandCards(t *testing.T) {
	r := deck.NewRand(7, 8)
	cards := make([]deck.Card, 7)
	for range 1000 {
		r.Deal(cards, 0)
		h := eval.NewHand(cards...)
		if got := deck.SetOf(h.AppendCards(nil)...); got != deck.SetOf(cards...) {
			t.Fatalf("NewHand(%v).AppendCards = %v", cards, got)
		}
		if got, want := h.LowRanks(), eval.LowRanks(cards); got != want {
			t.Fatalf("NewHand(%v).LowRanks = %08b, want %08b", cards, got, want)
		}
	}
}

// refShare is a player's share of the pot as the rules say it, written
// from scratch: the high half to the best high hands, the low half to the
// best lows if any qualify (else to the high), each half split evenly; or
// the whole pot to the best lows in a game of LowOnly.
func refShare(rule Low, hi []eval.Rank, lo []eval.Low, p int) float64 {
	var bh eval.Rank
	var bl eval.Low
	for q := range hi {
		bh, bl = max(bh, hi[q]), max(bl, lo[q])
	}
	count := func(f func(q int) bool) float64 {
		k := 0
		for q := range hi {
			if f(q) {
				k++
			}
		}
		return float64(k)
	}
	highShare := 0.0
	if hi[p] == bh {
		highShare = 1 / count(func(q int) bool { return hi[q] == bh })
	}
	lowShare := 0.0
	if lo[p] == bl {
		lowShare = 1 / count(func(q int) bool { return lo[q] == bl })
	}
	switch {
	case rule == NoLow, rule == EightOrBetter && bl == 0:
		return highShare
	case rule == LowOnly:
		return lowShare
	}
	return highShare/2 + lowShare/2
}

// TestPot checks Pot's shares against refShare over small random
// showdowns with many ties, in each low rule, and that shares sum to one.
func TestPot(t *testing.T) {
	r := deck.NewRand(9, 10)
	g := map[Low]Game{NoLow: Omaha, EightOrBetter: Omaha8}
	for _, rule := range []Low{NoLow, EightOrBetter} {
		for range 5000 {
			n := 2 + int(r.Uint64()%5)
			hi, lo := make([]eval.Rank, n), make([]eval.Low, n)
			for p := range n {
				hi[p] = eval.Rank(1 + r.Uint64()%3)
				lo[p] = eval.Low(r.Uint64() % 3)
			}
			pot := g[rule].Pot(hi, lo)
			sum := 0.0
			for p := range n {
				want := refShare(rule, hi, lo, p)
				if got := pot.Share(p); got != want {
					t.Fatalf("%v: Pot(%v, %v).Share(%d) = %v, want %v", rule, hi, lo, p, got, want)
				}
				if pot.Scoop(p) != (want == 1) {
					t.Fatalf("%v: Pot(%v, %v).Scoop(%d) = %v, share %v", rule, hi, lo, p, pot.Scoop(p), want)
				}
				sum += want
			}
			if sum < 1-1e-12 || sum > 1+1e-12 {
				t.Fatalf("%v: shares of Pot(%v, %v) sum to %v", rule, hi, lo, sum)
			}
		}
	}
}

// TestPotLowOnly checks the rule of LowOnly on Pot values directly, since
// no game of the table has it yet.
func TestPotLowOnly(t *testing.T) {
	for _, tt := range []struct {
		low  []eval.Low
		want uint32
	}{
		{[]eval.Low{3, 5, 1}, 0b010},
		{[]eval.Low{5, 5, 1}, 0b011},
	} {
		pot := Pot{Low: best(tt.low)}
		if pot.Low != tt.want || pot.Split() {
			t.Errorf("Pot of lows %v = %+v, want Low %03b", tt.low, pot, tt.want)
		}
		for p := range tt.low {
			want := 0.0
			if tt.want>>p&1 != 0 {
				want = 1 / float64(bits.OnesCount32(tt.want))
			}
			if got := pot.Share(p); got != want {
				t.Errorf("Pot of lows %v: Share(%d) = %v, want %v", tt.low, p, got, want)
			}
		}
	}
}

// ExampleGame_Pot shows the quartering of an Omaha hi-lo pot: two players
// share the best low and one of them has the best high alone.
func ExampleGame_Pot() {
	hi := []eval.Rank{500, 400, 300}
	lo := []eval.Low{50, 50, 0}
	pot := Omaha8.Pot(hi, lo)
	for p := range hi {
		fmt.Printf("player %d: %.3f\n", p+1, pot.Share(p))
	}
	// Output:
	// player 1: 0.750
	// player 2: 0.250
	// player 3: 0.000
}
