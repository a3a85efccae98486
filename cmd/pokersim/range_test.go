package main

import (
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

func TestRangeGolden(t *testing.T) {
	checkGoldenRuns(t, []goldenRun{
		{"flop", []string{"range", "QQ+, AK, AQs, JTs, 98s@50", "--board", "Ks7h2h"}, "range_flop.golden"},
		{"flop, hold'em by name", []string{"range", "--game", "holdem", "QQ+, AK, AQs, JTs, 98s@50", "--board", "Ks7h2h"}, "range_flop.golden"},
		{"turn, dead card and opponent", []string{"range", "random", "--board", "9h8h2c5d", "--dead", "Ah", "--vs", "QsQd"}, "range_turn.golden"},
		{"river", []string{"range", "--board", "AsKs7h2h3c", "AA, KK, AK, 54s, 22"}, "range_river.golden"},
		{"json", []string{"range", "QQ+, AK", "--board", "Ks7h2h", "--format", "json"}, "range_json.golden"},
		{"csv", []string{"range", "QQ+, AK", "--board", "Ks7h2h", "-f", "csv", "--vs", "AhAd"}, "range_csv.golden"},
		{"svg", []string{"range", "15%", "--board", "Ks7h2h", "--format", "svg"}, "range_grid.svg"},
		{"keep", []string{"range", "22+, A2s+, KTs+, QJs", "--board", "Ks7h2h", "--keep", "top-pair+,flush-draw"}, "range_keep.golden"},
		{"help", []string{"range", "--help"}, "range_help.golden"},
		{"short deck", []string{"range", "TT+, AK, A9s, 98s, 76s@50", "--board", "Ah7h8c", "--game", "shortdeck"}, "range_shortdeck.golden"},
		{"short deck by alias", []string{"range", "-g", "6plus", "TT+, AK, A9s, 98s, 76s@50", "--board", "Ah7h8c"}, "range_shortdeck.golden"},
		{"short deck json", []string{"range", "QQ+, AK, 98s", "--board", "Ts7h6h", "--game", "shortdeck", "--format", "json"}, "range_shortdeck_json.golden"},
		{"short deck, trips beat a straight", []string{"range", "random", "--board", "9s9h8c7d", "--game", "shortdeck-trips", "--vs", "AhAd"}, "range_shortdeck_trips.golden"},
		{"short deck trips by flag", []string{"range", "random", "--board", "9s9h8c7d", "--game", "shortdeck", "--trips-beat-straight", "--vs", "AhAd"}, "range_shortdeck_trips.golden"},
		{"short deck csv", []string{"range", "QQ+, AK", "--board", "Ks7h6h", "-g", "shortdeck", "-f", "csv"}, "range_shortdeck_csv.golden"},
		{"short deck keep", []string{"range", "random", "--board", "Ks7h6h", "-g", "shortdeck", "--keep", "straight+,open-ended"}, "range_shortdeck_keep.golden"},
	})
}

// TestRangeKeepToEquity checks that what --keep prints is a range equity
// takes, with the combos kept.
func TestRangeKeepToEquity(t *testing.T) {
	got := runPokersim(t, "", "range", "QQ+, AK", "--board", "Ks7h2c", "--keep", "set,top-pair")
	kept := strings.TrimSuffix(got.stdout, "\n")
	r, err := deck.ParseRange(kept)
	if got.code != exitOK || err != nil || r.Len() != 15 {
		t.Fatalf("range --keep = %+v; read back %v, %v; want 15 combos", got, r, err)
	}
	eq := runPokersim(t, "", "equity", kept, "vs", "QsQd", "--board", "Ks7h2c")
	if eq.code != exitOK || !strings.Contains(eq.stdout, "KdKh, KcKh") {
		t.Errorf("equity with the kept range = %+v, want it run", eq)
	}
}

// TestRangeKeepShortDeck checks that what --keep prints in short deck is
// a short-deck range that equity takes in the same game.
func TestRangeKeepShortDeck(t *testing.T) {
	got := runPokersim(t, "", "range", "random", "--board", "Ah7h8c", "-g", "shortdeck", "--keep", "gutshot,open-ended,set")
	kept := strings.TrimSuffix(got.stdout, "\n")
	r, err := deck.ParseRangeIn(deck.ShortDeck, kept)
	if got.code != exitOK || err != nil || r.Len() == 0 {
		t.Fatalf("range --keep = %+v; read back %v, %v; want a short-deck range", got, r, err)
	}
	eq := runPokersim(t, "", "equity", "-g", "shortdeck", kept, "vs", "KsKd", "--board", "Ah7h8c")
	if eq.code != exitOK || !strings.Contains(eq.stdout, "shortdeck") {
		t.Errorf("equity with the kept range = %+v, want it run in short deck", eq)
	}
}

func TestRangeErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stderr string
		code   int
	}{
		{"no range", []string{"range", "--board", "Ks7h2c"},
			"pokersim: want a RANGE, such as \"QQ+, AKs\"\nRun 'pokersim range --help' for usage.\n", exitUsage},
		{"short board", []string{"range", "QQ+", "--board", "Ks7h"},
			"pokersim: board: wrong number of board cards: want 3, 4 or 5 (a flop, turn or river), got 2\n", exitUsage},
		{"long board", []string{"range", "QQ+", "--board", "Ks7h2c3c4c5c"},
			"pokersim: board: wrong number of board cards: want 3, 4 or 5 (a flop, turn or river), got 6\n", exitUsage},
		{"bad card", []string{"range", "QQ+", "--board", "Kz7h2c"},
			"pokersim: board: unknown suit \"z\" in \"Kz\" (in \"Kz7h2c\")\n", exitUsage},
		{"bad range", []string{"range", "QQ-K", "--board", "Ks7h2c"},
			"pokersim: range: bad range \"QQ-K\": missing the second rank after K\n", exitUsage},
		{"dead on the board", []string{"range", "QQ+", "--board", "Ks7h2c", "--dead", "7h"},
			"pokersim: duplicate card: 7h is on the board and dead\n", exitUsage},
		{"opponent of three cards", []string{"range", "QQ+", "--board", "Ks7h2c", "--vs", "AhAdKd"},
			"pokersim: vs 1: want 2 cards, got 3\n", exitUsage},
		{"short deck five in the range", []string{"range", "QQ+, A5s", "--board", "Ks7h6c", "--game", "shortdeck"},
			"pokersim: range: bad range \"A5s\": the short deck has no Fives: its cards run from Six to Ace\n", exitUsage},
		{"short deck five on the board", []string{"range", "QQ+", "--board", "Ks7h5c", "-g", "6plus"},
			"pokersim: board: 5c: the short deck has no Fives: its cards run from Six to Ace\n", exitUsage},
		{"short deck two dead", []string{"range", "QQ+", "--board", "Ks7h6c", "-g", "shortdeck", "--dead", "2d"},
			"pokersim: dead: 2d: the short deck has no Twos: its cards run from Six to Ace\n", exitUsage},
		{"short deck opponent's four", []string{"range", "QQ+", "--board", "Ks7h6c", "-g", "shortdeck", "--vs", "Ah4h"},
			"pokersim: vs 1: 4h: the short deck has no Fours: its cards run from Six to Ace\n", exitUsage},
		{"trips beat a straight in hold'em", []string{"range", "QQ+", "--board", "Ks7h6c", "--trips-beat-straight"},
			"pokersim: --trips-beat-straight: three of a kind beating a straight is a rule of shortdeck, not of Hold'em\nRun 'pokersim range --help' for usage.\n", exitUsage},
		{"omaha", []string{"range", "AA**", "--board", "Ks7h6c", "--game", "plo"},
			"pokersim: --game: not in Omaha: range classifies two-card ranges on a board, in holdem, shortdeck or shortdeck-trips\nRun 'pokersim range --help' for usage.\n", exitUsage},
		{"five-card", []string{"range", "QQ+", "--board", "Ks7h6c", "--game", "fivecard"},
			"pokersim: --game: not in five-card showdown: range classifies two-card ranges on a board, in holdem, shortdeck or shortdeck-trips\nRun 'pokersim range --help' for usage.\n", exitUsage},
		{"unknown game", []string{"range", "QQ+", "--board", "Ks7h6c", "--game", "badugi"},
			"pokersim: --game: unknown game \"badugi\" (want holdem, fivecard, shortdeck, shortdeck-trips, omaha, omaha5, omaha6, omaha8, omaha5-8, stud, stud8, razz, lowball27 or lowball)\nRun 'pokersim range --help' for usage.\n", exitUsage},
		{"opponent on the board", []string{"range", "QQ+", "--board", "Ks7h2c", "--vs", "Ks2d"},
			"pokersim: duplicate card: Ks of opponent 1 is also on the board, dead or in another hand\n", exitUsage},
		{"all blocked", []string{"range", "AA", "--board", "AsAhAd", "--dead", "Ac"},
			"pokersim: range: no combo of the range is left: each of its 6 combos holds a board, dead or opposing card\n", exitUsage},
		{"bad class", []string{"range", "QQ+", "--board", "Ks7h2c", "--keep", "set,top-pear"},
			"pokersim: --keep: unknown class or draw \"top-pear\" (want a class: nothing, underpair, third-pair, pocket23, second-pair, pocket12, " +
				"top-pair-weak, top-pair-good, top-pair-top, overpair, bottom-two, top-and-bottom, top-two, trips, set, straight, flush, full-house, " +
				"quads, straight-flush; a group: pair top-pair two-pair straight-draw; or a draw: flush-draw, two-card-flush-draw, " +
				"one-card-flush-draw, nut-flush-draw, backdoor-flush-draw, open-ended, double-gutshot, gutshot, backdoor-straight-draw, " +
				"overcards, combo-draw, pair-flush-draw, pair-straight-draw; a class or group followed by \"+\" takes the stronger classes too)\n", exitUsage},
		{"draw with +", []string{"range", "QQ+", "--board", "Ks7h2c", "--keep", "gutshot+"},
			"pokersim: --keep: bad filter \"gutshot+\": draws have no order: + follows a class\n", exitUsage},
		{"keep as csv", []string{"range", "QQ+", "--board", "Ks7h2c", "--keep", "set", "--format", "csv"},
			"pokersim: --keep prints a range: want --format text or json, got csv\nRun 'pokersim range --help' for usage.\n", exitUsage},
		{"bad format", []string{"range", "QQ+", "--board", "Ks7h2c", "--format", "png"},
			"pokersim: --format: unknown format \"png\" (want text, json, csv or svg)\nRun 'pokersim range --help' for usage.\n", exitUsage},
		{"nothing kept", []string{"range", "QQ+", "--board", "Ks7h2c", "--keep", "flush"},
			"pokersim: no combo of the range passes --keep flush on Ks7h2c\n", exitUsage},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			if want := (result{"", tt.stderr, tt.code}); got != want {
				t.Errorf("pokersim %q = %+v\nwant %+v", tt.args, got, want)
			}
		})
	}
}
