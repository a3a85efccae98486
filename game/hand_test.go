package game

import (
	"errors"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

func TestCheckHand(t *testing.T) {
	tests := []struct {
		name        string
		g           Game
		hole, board string
		err         error
		msg         string
	}{
		{"hold'em seven", Holdem, "AhKhQhJhTh2c3d", "", nil, ""},
		{"hold'em hole and board", Holdem, "AhKh", "QhJhTh2c3d", nil, ""},
		{"hold'em four", Holdem, "AhKhQhJh", "", ErrCount, "want 5 to 7 cards, got 4"},
		{"hold'em eight", Holdem, "AhKh4s", "QhJhTh2c3d", ErrCount, "want 5 to 7 cards, got 8"},
		{"hold'em six board cards", Holdem, "Ah", "KhQhJhTh2c3d", ErrCount, "want at most 5 board cards in Hold'em, got 6"},
		{"five-card", FiveCard, "AhKhQhJhTh", "", nil, ""},
		{"five-card six", FiveCard, "AhKhQhJhTh2c", "", ErrCount, "want 5 cards, got 6"},
		{"five-card board", FiveCard, "AhKh", "QhJhTh", ErrCount, "five-card showdown has no board"},
		{"short deck", ShortDeck, "AhKh", "QhJhTh6c7d", nil, ""},
		{"short deck five", ShortDeckTrips, "AhKh", "QhJhTh6c5d", ErrCard, "5d: the short deck has no Fives: its cards run from Six to Ace"},
		{"short deck two in the hand", ShortDeck, "2hKh", "QhJhTh6c7d", ErrCard, "2h: the short deck has no Twos: its cards run from Six to Ace"},
		{"omaha", Omaha, "AhKhQhJh", "2c3c4c5c6c", nil, ""},
		{"omaha6", Omaha6, "AhKhQhJh9h8h", "2c3c4c5c6c", nil, ""},
		{"omaha three hole cards", Omaha8, "AhKhQh", "2c3c4c5c6c", ErrCount, "want 4 hole cards in Omaha hi-lo, got 3"},
		{"omaha5 four hole cards", Omaha5, "AhKhQhJh", "2c3c4c5c6c", ErrCount, "want 5 hole cards in five-card Omaha, got 4"},
		{"omaha no board", Omaha, "AhKhQhJh", "", ErrCount,
			"Omaha needs the 5 board cards (--board): a hand is exactly two hole cards and three board cards"},
		{"omaha flop", Omaha, "AhKhQhJh", "2c3c4c", ErrCount, "want the 5 board cards of a showdown in Omaha, got 3"},
		{"hole card on the board", Omaha, "AhKhQhJh", "2c3c4cAh6c", ErrDuplicate, "card Ah is both in the hand and on the board"},
		{"board card twice", Holdem, "AhKh", "2c3c2c", ErrDuplicate, "card 2c is on the board twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.g.CheckHand(cardsOf(tt.hole), cardsOf(tt.board))
			var he *HandError
			switch {
			case tt.err == nil && err != nil:
				t.Errorf("%v.CheckHand(%s, %s) = %v, want nil", tt.g, tt.hole, tt.board, err)
			case tt.err == nil:
			case !errors.Is(err, tt.err) || !errors.As(err, &he):
				t.Errorf("%v.CheckHand(%s, %s) = %v, want a *HandError wrapping %v", tt.g, tt.hole, tt.board, err, tt.err)
			case tt.msg != "" && err.Error() != tt.msg:
				t.Errorf("%v.CheckHand(%s, %s) = %q, want %q", tt.g, tt.hole, tt.board, err, tt.msg)
			}
		})
	}
}

// cardsOf reads cards written together, two characters each, allowing
// repeats (which deck.ParseCards refuses).
func cardsOf(s string) []deck.Card {
	var out []deck.Card
	for i := 0; i+2 <= len(s); i += 2 {
		out = append(out, deck.MustParseCards(s[i:i+2])...)
	}
	return out
}
