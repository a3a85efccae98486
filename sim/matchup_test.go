package sim

import (
	"errors"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

func TestValidate(t *testing.T) {
	tests := []struct {
		name    string
		m       *Matchup
		err     error
		message string
	}{
		{"card twice", matchupP("AhKh", "AhQd"), ErrDuplicate, "player 2: duplicate card: Ah is also in player 1's hand"},
		{"board card in hand", &Matchup{Players: matchupP("AhKh", "QsQd").Players, Board: deck.MustParseCards("Ts9hKh")}, ErrDuplicate, "board: duplicate card: Kh is also in player 1's hand"},
		{"dead card on board", &Matchup{Players: matchupP("AhKh", "QsQd").Players, Board: deck.MustParseCards("Ts9h2c"), Dead: deck.MustParseCards("2c")}, ErrDuplicate, "dead cards: duplicate card: 2c is also in the board"},
		{"board of 2", &Matchup{Players: matchupP("AhKh", "QsQd").Players, Board: deck.MustParseCards("Ts9h")}, ErrBoard, "board: wrong number of board cards: want 0, 3, 4 or 5, got 2"},
		{"board of 6", &Matchup{Players: matchupP("AhKh", "QsQd").Players, Board: deck.MustParseCards("Ts9h2c3c4c5c")}, ErrBoard, ""},
		{"one player", matchupP("AhKh"), ErrPlayers, ""},
		{"three cards", matchupP("AhKhQh", "QsQd"), ErrHoleCards, "player 1: wrong number of cards: want 0 to 2, got 3"},
		{"too many players", tooMany(), ErrDeck, ""},
		{"fivecard six cards", &Matchup{Game: game.FiveCard, Players: matchupP("AhKhQhJhTh9h", "").Players}, ErrHoleCards, "player 1: wrong number of cards: want 0 to 5, got 6"},
		{"fivecard board", &Matchup{Game: game.FiveCard, Players: matchupP("AhKh", "").Players, Board: deck.MustParseCards("2c3c4c")}, ErrBoard, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.m.Validate()
			if !errors.Is(err, tt.err) {
				t.Fatalf("Validate() = %v, want %v", err, tt.err)
			}
			var me *MatchupError
			if !errors.As(err, &me) {
				t.Fatalf("Validate() error %T is not a *MatchupError", err)
			}
			if tt.message != "" && err.Error() != tt.message {
				t.Errorf("Validate() = %q, want %q", err, tt.message)
			}
		})
	}
}

func matchupP(hands ...string) *Matchup {
	m := &Matchup{Game: game.Holdem}
	for _, h := range hands {
		m.Players = append(m.Players, Player{Cards: deck.MustParseCards(h)})
	}
	return m
}

// tooMany returns 23 Hold'em players and 3 dead cards: with a board of 5
// they need 54 cards.
func tooMany() *Matchup {
	var all []deck.Card
	for c := range deck.FullDeck.All() {
		all = append(all, c)
	}
	m := &Matchup{Game: game.Holdem}
	for p := range 23 {
		m.Players = append(m.Players, Player{Cards: all[2*p : 2*p+2]})
	}
	m.Dead = all[46:49]
	return m
}

// TestValidateOmaha checks Validate on Omaha matchups with partial hands
// and ranges: no panic, and an error naming the player whose range the
// known cards empty.
func TestValidateOmaha(t *testing.T) {
	ok := gameMatchup(t, game.Omaha8, "7s6h2c", "Ah2h", "As2s5h5c", "range:KK")
	if err := ok.Validate(); err != nil {
		t.Errorf("Validate(%v) = %v, want nil", ok, err)
	}
	empty := gameMatchup(t, game.Omaha, "KsKhKd", "AsAd2c3c", "range:KK")
	var me *MatchupError
	if err := empty.Validate(); !errors.Is(err, ErrRange) || !errors.As(err, &me) || me.Where != PlayerName(1) {
		t.Errorf("Validate(%v) = %v, want a range error of player 2", empty, err)
	}
}
