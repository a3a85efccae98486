package game

import (
	"encoding/json"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Game
	}{
		{"holdem", Holdem}, {"Hold'em", Holdem}, {" NLHE ", Holdem},
		{"fivecard", FiveCard}, {"5card", FiveCard}, {"five-card", FiveCard},
		{"shortdeck", ShortDeck}, {"6plus", ShortDeck}, {"6+", ShortDeck}, {"shortdeck-trips", ShortDeckTrips},
		{"omaha", Omaha}, {"PLO", Omaha}, {"plo4", Omaha}, {"plo5", Omaha5}, {"plo6", Omaha6},
		{"omaha8", Omaha8}, {"o8", Omaha8}, {"plo8", Omaha8}, {"bigo", Omaha5x8}, {"plo5-8", Omaha5x8},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "omaha9", "é"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded", bad)
		}
	}
}

func TestNamesRoundTrip(t *testing.T) {
	for _, g := range All() {
		b, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		var back Game
		if err := json.Unmarshal(b, &back); err != nil || back != g {
			t.Errorf("JSON round trip of %v = %s -> %v, %v", g, b, back, err)
		}
		if p, err := Parse(g.String()); err != nil || p != g {
			t.Errorf("Parse(%q) = %v, %v", g.String(), p, err)
		}
	}
}

func TestShape(t *testing.T) {
	tests := []struct {
		g           Game
		hole, board int
		cards       int
	}{
		{Holdem, 2, 5, 52},
		{FiveCard, 5, 0, 52},
		{ShortDeck, 2, 5, 36},
		{ShortDeckTrips, 2, 5, 36},
		{Omaha, 4, 5, 52},
		{Omaha5, 5, 5, 52},
		{Omaha6, 6, 5, 52},
		{Omaha8, 4, 5, 52},
		{Omaha5x8, 5, 5, 52},
	}
	for _, tt := range tests {
		if tt.g.HoleCards() != tt.hole || tt.g.BoardCards() != tt.board || tt.g.Deck().Len() != tt.cards {
			t.Errorf("%v: %d hole, %d board, %d cards; want %d, %d, %d", tt.g,
				tt.g.HoleCards(), tt.g.BoardCards(), tt.g.Deck().Len(), tt.hole, tt.board, tt.cards)
		}
		for _, n := range tt.g.Streets() {
			if !tt.g.ValidBoard(n) {
				t.Errorf("%v.ValidBoard(%d) = false for one of its streets", tt.g, n)
			}
		}
		if tt.g.ValidBoard(tt.board + 1) {
			t.Errorf("%v.ValidBoard(%d) = true", tt.g, tt.board+1)
		}
	}
}

// TestShowdownHoldem checks the showdown against evaluating each player's
// seven cards from scratch.
func TestShowdownHoldem(t *testing.T) {
	r := deck.NewRand(1, 2)
	var cards [9]deck.Card
	high, low := make([]eval.Rank, 2), make([]eval.Low, 2)
	for range 10000 {
		r.Deal(cards[:], 0)
		board := eval.NewHand(cards[4:]...)
		holes := []eval.Hand{eval.NewHand(cards[0:2]...), eval.NewHand(cards[2:4]...)}
		Holdem.Showdown(high, low, holes, board)
		for p := range 2 {
			seven := append([]deck.Card{cards[2*p], cards[2*p+1]}, cards[4:]...)
			if want := eval.Eval(seven); high[p] != want {
				t.Fatalf("Showdown player %d with %v = %v, want %v", p, seven, high[p], want)
			}
		}
	}
}

// TestVariants checks the rules that turn one game into another, and that
// they refuse the games without them.
func TestVariants(t *testing.T) {
	for _, tt := range []struct{ g, trips, split Game }{
		{ShortDeck, ShortDeckTrips, 0}, {ShortDeckTrips, ShortDeckTrips, 0},
		{Omaha, 0, Omaha8}, {Omaha5, 0, Omaha5x8}, {Omaha8, 0, Omaha8}, {Omaha5x8, 0, Omaha5x8},
		{Holdem, 0, 0}, {FiveCard, 0, 0}, {Omaha6, 0, 0},
		{Stud, 0, Stud8}, {Stud8, 0, Stud8}, {Razz, 0, 0}, {Lowball27, 0, 0}, {Lowball, 0, 0},
	} {
		got, err := tt.g.TripsBeatStraight()
		if (err == nil) != (tt.trips != 0) || err == nil && got != tt.trips {
			t.Errorf("%v.TripsBeatStraight() = %v, %v; want %v", tt.g, got, err, tt.trips)
		}
		got, err = tt.g.Split()
		if (err == nil) != (tt.split != 0) || err == nil && got != tt.split {
			t.Errorf("%v.Split() = %v, %v; want %v", tt.g, got, err, tt.split)
		}
		if tt.g.HiLo() != (tt.g == Omaha8 || tt.g == Omaha5x8 || tt.g == Stud8) || tt.g.Pots() != map[bool]int{false: 1, true: 2}[tt.g.HiLo()] {
			t.Errorf("%v: hi-lo %v, %d pots", tt.g, tt.g.HiLo(), tt.g.Pots())
		}
	}
}

// TestValue checks Value in every game against the slow way: the best of
// the five-card hands the game allows, under its ranking, and the best low
// of the same hands.
func TestValue(t *testing.T) {
	r := deck.NewRand(3, 4)
	for _, g := range All() {
		cards := make([]deck.Card, g.HoleCards()+g.BoardCards())
		for range 2000 {
			r.Deal(cards, deck.FullDeck&^g.Deck())
			hole, board := cards[:g.HoleCards()], cards[g.HoleCards():]
			hi, lo := g.Value(hole, board)
			wantHi, wantLo := slowValue(g, hole, board)
			if hi != wantHi || lo != wantLo {
				t.Fatalf("%v: Value(%v, %v) = %v, %v; want %v, %v", g, hole, board, hi, lo, wantHi, wantLo)
			}
		}
	}
}

// slowValue tries every five-card hand that g allows from hole and board.
func slowValue(g Game, hole, board []deck.Card) (eval.Rank, eval.Low) {
	rk := g.Ranking()
	var hi eval.Rank
	var lo eval.Low
	try := func(five []deck.Card) {
		hi = max(hi, rk.Value(eval.NewHand(five...)))
		switch g.Low() {
		case EightOrBetter:
			lo = max(lo, eval.LowValue(five))
		case LowOnly:
			lo = max(lo, g.Lowball(eval.NewHand(five...)))
		}
	}
	if g.Use() == AnyFive {
		all := append(append([]deck.Card{}, hole...), board...)
		subsets(all, 5, nil, try)
		return hi, lo
	}
	subsets(hole, 2, nil, func(two []deck.Card) {
		subsets(board, 3, nil, func(three []deck.Card) {
			try(append(append([]deck.Card{}, two...), three...))
		})
	})
	return hi, lo
}

// subsets calls f with every k-card subset of cards, after the cards in
// chosen.
func subsets(cards []deck.Card, k int, chosen []deck.Card, f func([]deck.Card)) {
	if k == 0 {
		f(chosen)
		return
	}
	for i := 0; i <= len(cards)-k; i++ {
		subsets(cards[i+1:], k-1, append(chosen, cards[i]), f)
	}
}
