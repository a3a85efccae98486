package deck_test

import (
	"context"
	"math"
	"strconv"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// TestShortDeckRanking checks the short deck's ranking: its 81 classes,
// each once and of Six to Ace, 630 combos in all, equities best first, and
// a few of them recomputed with the engine (the generator's way, so this
// catches a stale table).
func TestShortDeckRanking(t *testing.T) {
	classes := deck.RankingIn(deck.ShortDeck)
	seen := map[deck.Class]bool{}
	combos := 0
	prev := 1.0
	for _, c := range classes {
		if seen[c] {
			t.Fatalf("%v twice in the ranking", c)
		}
		seen[c] = true
		for x := range c.Combos() {
			if !deck.ShortDeck.Has(x.Hi) || !deck.ShortDeck.Has(x.Lo) {
				t.Fatalf("%v holds a card below Six", c)
			}
			break
		}
		combos += c.Count()
		eq := deck.EquityIn(deck.ShortDeck, c)
		if eq > prev {
			t.Errorf("%v: equity %v above the class before it (%v)", c, eq, prev)
		}
		prev = eq
	}
	if len(classes) != 81 || combos != 630 || deck.CombosIn(deck.ShortDeck) != 630 || deck.CombosIn(deck.FullDeck) != deck.NumCombos {
		t.Fatalf("%d classes, %d combos; want 81 and 630", len(classes), combos)
	}
	if testing.Short() {
		return
	}
	for _, name := range []string{"AA", "T9s", "A6o"} {
		c, err := deck.ParseClass(name)
		if err != nil {
			t.Fatal(err)
		}
		var hand deck.Combo
		for h := range c.Combos() {
			hand = h
			break
		}
		m := &sim.Matchup{Game: game.ShortDeck, Players: []sim.Player{
			{Cards: []deck.Card{hand.Hi, hand.Lo}}, {Range: deck.FullRange()}}}
		r, err := sim.Enumerate(context.Background(), m, sim.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := deck.EquityIn(deck.ShortDeck, c); math.Abs(got-r.Players[0].Equity) > 1e-9 {
			t.Errorf("%v: ranking's equity %v, the engine's %v", c, got, r.Players[0].Equity)
		}
	}
}

// TestShortDeckTopShare checks that a short-deck top share is a share of
// the short deck's 630 combos, in its own ranking: 15% is 94.5 combos, so
// 95 or a few more, not Hold'em's top 199 less the cards below Six.
func TestShortDeckTopShare(t *testing.T) {
	for _, p := range []float64{5, 15, 30, 50, 100} {
		r, err := deck.ParseRangeIn(deck.ShortDeck, strconv.FormatFloat(p, 'f', -1, 64)+"%")
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		for _, c := range deck.TopClassesIn(deck.ShortDeck, p) {
			want += c.Count()
		}
		target := math.Round(p / 100 * 630)
		if r.Len() != want || float64(want) < target || float64(want) > target+11 {
			t.Errorf("%v%% in short deck holds %d combos (top classes %d); want %v to %v", p, r.Len(), want, target, target+11)
		}
	}
}
