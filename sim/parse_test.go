package sim

import (
	"errors"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

func TestParsePlayers(t *testing.T) {
	tests := []struct {
		args    []string
		want    string // the players' cards, "|" between players
		err     error
		message string
	}{
		{args: []string{"AhKh", "vs", "QsQd"}, want: "AhKh|QsQd"},
		{args: []string{"AhKh vs QsQd VS 7c7d"}, want: "AhKh|QsQd|7c7d"},
		{args: []string{"Ah", "Kh", "vs", "Qs", "Qd"}, want: "AhKh|QsQd"},
		{args: []string{"AhKh"}, err: ErrPlayers},
		{args: []string{"AhKh", "vs"}, err: ErrHoleCards, message: `player 2: wrong number of cards: no cards given (write "random" for a player with no known cards)`},
		{args: []string{"AhKh", "vs", "QsQx"}, err: deck.ErrSuit, message: `player 2: unknown suit "x" in "Qx" (in "QsQx")`},
		{args: []string{"AhKh", "vs", "QsQd", "vs", "1h2h"}, err: deck.ErrRank, message: `player 3: unknown rank "1" in "1h2h"`},
		{args: []string{"AhAh", "vs", "QsQd"}, err: deck.ErrDuplicate, message: `player 1: card "Ah" given twice (in "AhAh")`},
	}
	for _, tt := range tests {
		t.Run(tt.want+tt.message, func(t *testing.T) {
			players, err := ParsePlayers(Holdem, tt.args)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("ParsePlayers(%q) error = %v, want %v", tt.args, err, tt.err)
				}
				if tt.message != "" && err.Error() != tt.message {
					t.Errorf("error message = %q, want %q", err, tt.message)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParsePlayers(%q): %v", tt.args, err)
			}
			got := ""
			for i, p := range players {
				if i > 0 {
					got += "|"
				}
				got += deck.SetOf(p.Cards...).String()
			}
			// Set.String orders cards; compare as sets.
			want := ""
			for i, part := range splitBar(tt.want) {
				if i > 0 {
					want += "|"
				}
				want += deck.SetOf(deck.MustParseCards(part)...).String()
			}
			if got != want {
				t.Errorf("ParsePlayers(%q) = %s, want %s", tt.args, got, want)
			}
		})
	}
}

func splitBar(s string) []string {
	var out []string
	start := 0
	for i := range len(s) {
		if s[i] == '|' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

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
		{"three cards", matchupP("AhKhQh", "QsQd"), ErrHoleCards, "player 1: wrong number of cards: want 2, got 3"},
		{"too many players", tooMany(), ErrDeck, ""},
		{"fivecard six cards", &Matchup{Game: FiveCard, Players: matchupP("AhKhQhJhTh9h", "").Players}, ErrHoleCards, "player 1: wrong number of cards: want 0 to 5, got 6"},
		{"fivecard board", &Matchup{Game: FiveCard, Players: matchupP("AhKh", "").Players, Board: deck.MustParseCards("2c3c4c")}, ErrBoard, ""},
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
	m := &Matchup{Game: Holdem}
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
	m := &Matchup{Game: Holdem}
	for p := range 23 {
		m.Players = append(m.Players, Player{Cards: all[2*p : 2*p+2]})
	}
	m.Dead = all[46:49]
	return m
}

func TestParsePlayersRanges(t *testing.T) {
	players, err := ParsePlayers(Holdem, []string{"QQ+, AKs", "vs", "random", "vs", "AhKh"})
	if err != nil {
		t.Fatal(err)
	}
	if players[0].Range == nil || players[0].Range.Len() != 22 {
		t.Errorf("player 1 = %+v, want a range of 22 hands", players[0])
	}
	if players[1].Range == nil || players[1].Range.Len() != deck.NumCombos {
		t.Errorf("player 2 = %+v, want the full range", players[1])
	}
	if players[2].Range != nil || len(players[2].Cards) != 2 {
		t.Errorf("player 3 = %+v, want known cards", players[2])
	}
	five, err := ParsePlayers(FiveCard, []string{"AhKhQh vs random"})
	if err != nil || five[1].Range != nil || len(five[1].Cards) != 0 {
		t.Errorf("five-card random = %+v, %v; want no known cards", five, err)
	}
	for _, bad := range []string{"AhKh vs A2s-K5s", "AhKh vs AKs+", "AhKh vs QQ-"} {
		if _, err := ParsePlayers(Holdem, []string{bad}); !errors.Is(err, deck.ErrRange) {
			t.Errorf("ParsePlayers(%q) error = %v, want deck.ErrRange", bad, err)
		} else if !strings.HasPrefix(err.Error(), "player 2: ") {
			t.Errorf("ParsePlayers(%q) error = %q, want it to name player 2", bad, err)
		}
	}
}
