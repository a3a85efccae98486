package request

import (
	"errors"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// parseArgs parses players as the command line gives them.
func parseArgs(g game.Game, args []string) ([]sim.Player, error) {
	return parsePlayers(g, SplitPlayers(args))
}

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
		{args: []string{"AhKh"}, err: sim.ErrPlayers},
		{args: []string{"AhKh", "vs"}, err: sim.ErrHoleCards, message: `player 2: wrong number of cards: no cards given (write "random" for a player with no known cards)`},
		{args: []string{"AhKh", "vs", "QsQx"}, err: deck.ErrSuit, message: `player 2: unknown suit "x" in "Qx" (in "QsQx")`},
		{args: []string{"AhKh", "vs", "QsQd", "vs", "1h2h"}, err: deck.ErrRank, message: `player 3: unknown rank "1" in "1h2h"`},
		{args: []string{"AhAh", "vs", "QsQd"}, err: deck.ErrDuplicate, message: `player 1: card "Ah" given twice (in "AhAh")`},
		{args: []string{"AzKh", "vs", "QsQd"}, err: deck.ErrSuit, message: `player 1: unknown suit "z" in "Az" (in "AzKh")`},
		{args: []string{"♠", "vs", "QsQd"}, err: deck.ErrRange, message: `player 1: bad range "♠": unknown rank "♠"`},
		{args: []string{"é vs QsQd"}, err: deck.ErrRange},
		{args: []string{"\xd2", "vs"}, err: deck.ErrRange},
		{args: []string{"AKx", "vs", "QsQd"}, err: deck.ErrRange},
	}
	for _, tt := range tests {
		t.Run(tt.want+tt.message, func(t *testing.T) {
			players, err := parseArgs(game.Holdem, tt.args)
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

func TestParsePlayersRanges(t *testing.T) {
	players, err := parseArgs(game.Holdem, []string{"QQ+, AKs", "vs", "random", "vs", "AhKh"})
	if err != nil {
		t.Fatal(err)
	}
	if players[0].Range == nil || players[0].Range.Count(0) != 22 {
		t.Errorf("player 1 = %+v, want a range of 22 hands", players[0])
	}
	if players[1].Range == nil || players[1].Range.Count(0) != deck.NumCombos {
		t.Errorf("player 2 = %+v, want the full range", players[1])
	}
	if players[2].Range != nil || len(players[2].Cards) != 2 {
		t.Errorf("player 3 = %+v, want known cards", players[2])
	}
	// A player is a range whenever it parses as one.
	for _, text := range []string{"AhKh,AsKs", "AhKh,QQ", "QQ,AhKh"} {
		ps, err := parseArgs(game.Holdem, []string{text, "vs", "random"})
		if err != nil || ps[0].Range == nil {
			t.Errorf("%q: %+v, %v; want a range", text, ps, err)
		}
	}
	five, err := parseArgs(game.FiveCard, []string{"AhKhQh vs random"})
	if err != nil || five[1].Range != nil || len(five[1].Cards) != 0 {
		t.Errorf("five-card random = %+v, %v; want no known cards", five, err)
	}
	for _, bad := range []string{"AhKh vs A2s-K5s", "AhKh vs AKs+", "AhKh vs QQ-"} {
		if _, err := parseArgs(game.Holdem, []string{bad}); !errors.Is(err, deck.ErrRange) {
			t.Errorf("ParsePlayers(%q) error = %v, want deck.ErrRange", bad, err)
		} else if !strings.HasPrefix(err.Error(), "player 2: ") {
			t.Errorf("ParsePlayers(%q) error = %q, want it to name player 2", bad, err)
		}
	}
}

// TestOneCardPlayer checks the partial hands of Hold'em and short deck:
// one known card stands for every hand that holds it, each as likely,
// which the game table says (game.Game.Partial) and /api/games reports.
func TestOneCardPlayer(t *testing.T) {
	for _, tt := range []struct {
		g      game.Game
		combos int
	}{{game.Holdem, 51}, {game.ShortDeck, 35}, {game.ShortDeckTrips, 35}} {
		players, err := parseArgs(tt.g, []string{"Ah", "vs", "QsQd"})
		if err != nil {
			t.Fatal(err)
		}
		if !tt.g.Partial() || players[0].Range == nil || players[0].Range.Count(0) != tt.combos {
			t.Errorf("%v: Ah = %+v (partial %v), want a range of the %d hands holding Ah", tt.g, players[0], tt.g.Partial(), tt.combos)
		}
	}
}
