package main

import "testing"

func TestEval(t *testing.T) {
	tests := []goldenRun{
		{"royal flush", []string{"eval", "Ah", "Kh", "Qh", "Jh", "Th", "2c", "3d"}, "eval_royal.golden"},
		{"written together", []string{"eval", "AhKhQhJhTh2c3d"}, "eval_royal.golden"},
		{"grouped", []string{"eval", "AhKh", "QhJhTh", "2c3d"}, "eval_royal.golden"},
		{"json", []string{"eval", "--format", "json", "Ah", "Kh", "Qh", "Jh", "Th", "2c", "3d"}, "eval_royal_json.golden"},
		{"wheel of six", []string{"eval", "5d", "4c", "3h", "2s", "Ad", "Kd"}, "eval_wheel.golden"},
		{"full house of five", []string{"eval", "9s", "9h", "9d", "4c", "4s"}, "eval_full_house.golden"},
		{"full house json", []string{"eval", "--format=json", "9s 9h 9d 4c 4s"}, "eval_full_house_json.golden"},
		{"worst", []string{"eval", "7s", "5h", "4d", "3c", "2s"}, "eval_worst.golden"},
		{"hold'em with the board apart", []string{"eval", "AhKh", "--board", "QhJhTh2c3d"}, "eval_royal.golden"},
		{"hold'em by name", []string{"eval", "--game", "nlhe", "Ah", "Kh", "Qh", "Jh", "Th", "2c", "3d"}, "eval_royal.golden"},
		{"five-card", []string{"eval", "--game", "fivecard", "9s9h9d4c4s"}, "eval_fivecard.golden"},
		{"omaha", []string{"eval", "--game", "omaha", "AsAhKsKh", "--board", "Ac7d2c8s9h"}, "eval_omaha.golden"},
		{"omaha json", []string{"eval", "-g", "plo", "--format", "json", "AsAhKsKh", "--board", "Ac7d2c8s9h"}, "eval_omaha_json.golden"},
		{"omaha trap", []string{"eval", "--game", "omaha", "Ah2c3d4s", "--board", "KhQhJhTh9c"}, "eval_omaha_trap.golden"},
		{"omaha6", []string{"eval", "--game", "plo6", "2s2d2h2cAsAd", "-b", "3s3d3h8s8d"}, "eval_omaha6.golden"},
		{"omaha hi-lo", []string{"eval", "--game", "o8", "As2d3c9h", "--board", "4s5d7cKhKd"}, "eval_omaha8.golden"},
		{"omaha hi-lo json", []string{"eval", "--game", "omaha8", "--format", "json", "As2d3c9h", "--board", "4s5d7cKhKd"}, "eval_omaha8_json.golden"},
		{"omaha hi-lo no low", []string{"eval", "--game", "omaha", "--hi-lo", "AhAsKdKc", "--board", "KsQsJh9dTc"}, "eval_omaha8_no_low.golden"},
		{"omaha hi-lo no low json", []string{"eval", "--game", "omaha8", "--format", "json", "AhAsKdKc", "--board", "KsQsJh9dTc"}, "eval_omaha8_no_low_json.golden"},
		{"big o", []string{"eval", "--game", "bigo", "Ah2h3c4dKs", "--board", "5h6h8hQdQc"}, "eval_omaha5_8.golden"},
		{"short deck flush", []string{"eval", "--game", "shortdeck", "AhKh", "--board", "QhJh9h6c6d"}, "eval_shortdeck_flush.golden"},
		{"short deck lowest straight", []string{"eval", "--game", "6plus", "Ah6h7d8c9s"}, "eval_shortdeck_straight.golden"},
		{"short deck json", []string{"eval", "--game", "shortdeck", "--format", "json", "Ah6h7d8c9s", "KdQd"}, "eval_shortdeck_json.golden"},
		{"short deck, trips beat a straight", []string{"eval", "--game", "shortdeck", "--trips-beat-straight", "7s7h7d", "--board", "AcKd"}, "eval_shortdeck_trips.golden"},
		{"short deck trips by name, json", []string{"eval", "--game", "shortdeck-trips", "--format", "json", "7s7h7dAcKd"}, "eval_shortdeck_trips_json.golden"},
	}
	checkGoldenRuns(t, tests)
}

func TestEvalErrors(t *testing.T) {
	const hint = "Run 'pokersim eval --help' for usage.\n"
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"no cards", []string{"eval"}, "pokersim: want 5 to 7 cards, got 0\n" + hint},
		{"four cards", []string{"eval", "Ah", "Kh", "Qh", "Jh"}, "pokersim: want 5 to 7 cards, got 4\n" + hint},
		{"eight cards", []string{"eval", "AhKhQhJhTh2c3d4s"}, "pokersim: want 5 to 7 cards, got 8\n" + hint},
		{"unknown suit", []string{"eval", "Ah", "Kh", "Qh", "Jh", "Tx"}, "pokersim: unknown suit \"x\" in \"Tx\"\n" + hint},
		{"unknown rank", []string{"eval", "Ah", "Kh", "Qh", "Jh", "Zh"}, "pokersim: unknown rank \"Z\" in \"Zh\"\n" + hint},
		{"missing suit", []string{"eval", "Ah", "Kh", "Qh", "Jh", "T"}, "pokersim: missing suit in \"T\"\n" + hint},
		{"duplicate", []string{"eval", "Ah", "Kh", "Qh", "Jh", "ah"}, "pokersim: card \"ah\" given twice\n" + hint},
		{"hold'em board card in the hand", []string{"eval", "AhKh", "--board", "QhJhAh"}, "pokersim: card Ah is both in the hand and on the board\n" + hint},
		{"hold'em eight with the board", []string{"eval", "AhKh2c", "--board", "QhJhTh9h8h"}, "pokersim: want 5 to 7 cards, got 8\n" + hint},
		{"bad board card", []string{"eval", "--game", "omaha", "AsAhKsKh", "--board", "Ac7d2x8s9h"},
			"pokersim: board: unknown suit \"x\" in \"2x\" (in \"Ac7d2x8s9h\")\n" + hint},
		{"bad hole card", []string{"eval", "--game", "omaha", "AsAhKsKz", "--board", "Ac7d2c8s9h"}, "pokersim: unknown suit \"z\" in \"Kz\"\n" + hint},
		{"omaha three hole cards", []string{"eval", "--game", "omaha", "AsAhKs", "--board", "Ac7d2c8s9h"}, "pokersim: want 4 hole cards in Omaha, got 3\n" + hint},
		{"omaha6 four hole cards", []string{"eval", "--game", "plo6", "AsAhKsKh", "--board", "Ac7d2c8s9h"}, "pokersim: want 6 hole cards in six-card Omaha, got 4\n" + hint},
		{"omaha no board", []string{"eval", "--game", "omaha8", "AsAhKsKh"},
			"pokersim: Omaha hi-lo needs the 5 board cards (--board): a hand is exactly two hole cards and three board cards\n" + hint},
		{"omaha flop", []string{"eval", "--game", "omaha", "AsAhKsKh", "--board", "Ac7d2c"}, "pokersim: want the 5 board cards of a showdown in Omaha, got 3\n" + hint},
		{"omaha hole card on the board", []string{"eval", "--game", "omaha", "AsAhKsKh", "--board", "Ac7d2cAs9h"}, "pokersim: card As is both in the hand and on the board\n" + hint},
		{"short deck five", []string{"eval", "--game", "shortdeck", "AhKh", "--board", "QhJh9h5c6d"},
			"pokersim: 5c: the short deck has no Fives: its cards run from Six to Ace\n" + hint},
		{"short deck four cards", []string{"eval", "--game", "shortdeck", "AhKhQhJh"}, "pokersim: want 5 to 7 cards, got 4\n" + hint},
		{"five-card board", []string{"eval", "--game", "fivecard", "AhKhQhJh", "--board", "Th"}, "pokersim: five-card showdown has no board\n" + hint},
		{"unknown game", []string{"eval", "--game", "omaha9", "AsAhKsKh"},
			"pokersim: --game: unknown game \"omaha9\" (want holdem, fivecard, shortdeck, shortdeck-trips, omaha, omaha5, omaha6, omaha8, omaha5-8, stud, stud8, razz, lowball27 or lowball)\n" + hint},
		{"hi-lo in hold'em", []string{"eval", "--hi-lo", "AhKhQhJhTh"}, "pokersim: --hi-lo: Hold'em has no hi-lo version (omaha, omaha5 and stud have one)\n" + hint},
		{"trips beat straight in omaha", []string{"eval", "--game", "omaha", "--trips-beat-straight", "AsAhKsKh", "--board", "Ac7d2c8s9h"},
			"pokersim: --trips-beat-straight: three of a kind beating a straight is a rule of shortdeck, not of Omaha\n" + hint},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			if want := (result{"", tt.stderr, exitUsage}); got != want {
				t.Errorf("pokersim %q = %+v\nwant %+v", tt.args, got, want)
			}
		})
	}
}

// TestFlagsAfterArguments checks that flags may follow the arguments.
func TestFlagsAfterArguments(t *testing.T) {
	before := runPokersim(t, "", "eval", "--format", "json", "AhKhQhJhTh")
	after := runPokersim(t, "", "eval", "AhKhQhJhTh", "--format", "json")
	if before != after || before.code != exitOK {
		t.Errorf("eval with the flag after the cards = %+v, want %+v", after, before)
	}
}
