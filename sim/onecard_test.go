package sim

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// TestOneKnownCard checks a Hold'em or short-deck player given one card
// (game.Game.Partial), the other dealt: its exact equity is that of the
// range of every hand holding the card, each equally likely, as the
// command line reads "Ah".
func TestOneKnownCard(t *testing.T) {
	for _, tt := range []struct {
		g            game.Game
		board, other string
	}{
		{game.Holdem, "Ts9h2c", "QsQd"},
		{game.Holdem, "Ts9h2c5d", "QsQd"},
		{game.ShortDeck, "Ts9h6c", "QsQd"},
	} {
		one := deck.MustParseCard("Ah")
		r := new(deck.Range)
		for c := range (tt.g.Deck() &^ one.Bit()).All() {
			r.Set(deck.NewCombo(one, c), 1)
		}
		partial := &Matchup{Game: tt.g, Board: deck.MustParseCards(tt.board),
			Players: []Player{{Cards: []deck.Card{one}}, {Cards: deck.MustParseCards(tt.other)}}}
		ranged := &Matchup{Game: tt.g, Board: partial.Board,
			Players: []Player{{Range: r}, {Cards: deck.MustParseCards(tt.other)}}}
		a, err := Enumerate(context.Background(), partial, Options{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := Enumerate(context.Background(), ranged, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(a.Players[0].Equity-b.Players[0].Equity) > 1e-12 {
			t.Errorf("%v: Ah alone %v, as a range %v", partial, a.Players[0].Equity, b.Players[0].Equity)
		}
	}
}
