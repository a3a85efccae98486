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

// TestOneKnownCardWithRanges checks a player given one card against a
// range, where the engine lists each player's hands (seats), and in the
// next-street analyses, which validate the matchup first: the results are
// those of the range of every hand holding the card.
func TestOneKnownCardWithRanges(t *testing.T) {
	one := deck.MustParseCard("Ah")
	for _, tt := range []struct{ board, other string }{
		{"Ts9h2c", "QQ+,JTs@50"},
		{"Ts9h2c", "QsQd"},
		{"Ts9h2c5d", "KK:0.5,98s"},
	} {
		t.Run(tt.board+" "+tt.other, func(t *testing.T) {
			r := new(deck.Range)
			for c := range (deck.FullDeck &^ one.Bit()).All() {
				r.Set(deck.NewCombo(one, c), 1)
			}
			partial := rangeMatchup(t, tt.board, "Ah", tt.other)
			ranged := rangeMatchup(t, tt.board, "Ah", tt.other)
			ranged.Players[0] = Player{Range: r}
			if err := partial.Validate(); err != nil {
				t.Fatalf("Validate() = %v", err)
			}
			a, err := Equity(context.Background(), partial, Options{Method: ForceExact})
			if err != nil {
				t.Fatal(err)
			}
			b, err := Equity(context.Background(), ranged, Options{Method: ForceExact})
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(a.Players[0].Equity-b.Players[0].Equity) > 1e-12 {
				t.Errorf("equity of Ah alone %v, as a range %v", a.Players[0].Equity, b.Players[0].Equity)
			}
			oa, err := OutsOf(context.Background(), partial)
			if err != nil {
				t.Fatal(err)
			}
			ob, err := OutsOf(context.Background(), ranged)
			if err != nil {
				t.Fatal(err)
			}
			for p := range oa {
				if math.Abs(oa[p].Behind-ob[p].Behind) > 1e-12 {
					t.Errorf("player %d behind %v with Ah alone, %v as a range", p+1, oa[p].Behind, ob[p].Behind)
				}
				for c := range deck.NumCards {
					if math.Abs(oa[p].Win[c]-ob[p].Win[c]) > 1e-12 || math.Abs(oa[p].Tie[c]-ob[p].Tie[c]) > 1e-12 {
						t.Errorf("player %d card %v: outs %v %v with Ah alone, %v %v as a range", p+1, deck.Card(c),
							oa[p].Win[c], oa[p].Tie[c], ob[p].Win[c], ob[p].Tie[c])
					}
				}
			}
		})
	}
}
