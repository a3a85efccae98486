package main

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"
)

// timeless removes the running time from equity output, which golden
// files cannot hold.
func timeless(s string) string {
	s = regexp.MustCompile(`(?m)^time: .*$`).ReplaceAllString(s, "time:    (elapsed)")
	return regexp.MustCompile(`"seconds":[0-9.e+-]+`).ReplaceAllString(s, `"seconds":0`)
}

func TestEquity(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		golden string
	}{
		{"help", []string{"equity", "--help"}, "equity_help.golden"},
		{"heads-up exact", []string{"equity", "AhKh", "vs", "QsQd"}, "equity_exact.golden"},
		{"three-way exact", []string{"equity", "AsAd vs KhKc vs QsQc"}, "equity_threeway.golden"},
		{"flop with flags after", []string{"equity", "AhKh", "vs", "QsQd", "--board", "Ts9h2c", "--dead", "2d", "--categories"}, "equity_flop.golden"},
		{"exact json", []string{"equity", "--format", "json", "AhKh", "vs", "QsQd"}, "equity_exact_json.golden"},
		{"exact csv", []string{"equity", "-f", "csv", "AhKh", "vs", "QsQd", "--board", "Ts9h2c5d"}, "equity_turn_csv.golden"},
		{"monte carlo", []string{"equity", "--mc", "--trials", "100000", "--seed", "42", "AhKh", "vs", "QsQd"}, "equity_mc.golden"},
		{"monte carlo json", []string{"equity", "--trials", "100000", "--seed", "42", "--format", "json", "AhKh", "vs", "QsQd", "vs", "7c7d"}, "equity_mc_json.golden"},
		{"fivecard", []string{"equity", "--game", "fivecard", "--seed", "1", "--trials", "50000", "AhAsKd", "vs", "QhQsQd2c", "vs", "random"}, "equity_fivecard.golden"},
		{"fivecard exact", []string{"equity", "--game", "fivecard", "AhAsKdKc", "vs", "QhQsQd2c"}, "equity_fivecard_exact.golden"},
		{"hand vs range", []string{"equity", "AhKh", "vs", "QQ"}, "equity_hand_vs_range.golden"},
		{"range vs range by class", []string{"equity", "--by-class", "JJ+,AK", "vs", "QQ+,AKs"}, "equity_range_by_class.golden"},
		{"range by hand json", []string{"equity", "--by-hand", "--format", "json", "JJ+,AK", "vs", "QQ+,AKs"}, "equity_range_by_hand_json.golden"},
		{"weighted range monte carlo", []string{"equity", "--mc", "--by-hand", "-n", "100000", "--seed", "1", "AA@50,AKs", "vs", "QQ"}, "equity_range_mc_by_hand.golden"},
		{"three ranges on a flop", []string{"equity", "--board", "Ks9s2d", "AK,QQ", "vs", "JJ,TT,AQs", "vs", "JTs"}, "equity_three_ranges_flop.golden"},
		{"outs and next cards", []string{"equity", "AhKh", "vs", "QsQd", "vs", "8c7c", "--board", "Ts9h2c", "--outs", "--by-card"}, "equity_outs_by_card.golden"},
		{"streets", []string{"equity", "AhKh", "vs", "QsQd", "--board", "Ts9h2c5d8s", "--unroll"}, "equity_streets.golden"},
		{"omaha outs", []string{"equity", "--game", "plo", "AsAhKsKh", "vs", "8d9dTcJc", "--board", "Qs7h2c", "--outs"}, "equity_omaha_outs.golden"},
		{"hi-lo outs", []string{"equity", "--game", "omaha8", "As2hKsKh", "vs", "8d9dTcJc", "vs", "Ad3d8c9c", "--board", "Qs7h3c", "--outs"}, "equity_omaha8_outs.golden"},
		{"big o outs csv", []string{"equity", "--game", "bigo", "AsAh2sKh3d", "vs", "8d9dTcJc4c", "--board", "Qs7h2c", "--outs", "-f", "csv"}, "equity_bigo_outs_csv.golden"},
		{"distribution csv", []string{"equity", "QQ+,AK", "vs", "JTs,99,AhQh", "--board", "Ts9h2c", "--distribution", "-f", "csv"}, "equity_distribution_csv.golden"},
		{"range outs json", []string{"equity", "QQ+,AK", "vs", "JTs,99,AhQh", "--board", "Ts9h2c", "--outs", "-f", "json"}, "equity_range_outs_json.golden"},
		{"hi-lo categories", []string{"equity", "--game", "omaha8", "--categories", "AsAh2c3d", "vs", "KcKhQdJd", "vs", "4h5h6c7c", "--board", "Ks7h2h"}, "equity_omaha8_categories.golden"},
		{"hi-lo categories csv", []string{"equity", "--game", "omaha8", "--categories", "-f", "csv", "AsAh2c3d", "vs", "KcKhQdJd", "--board", "Ks7h2h"}, "equity_omaha8_categories_csv.golden"},
		{"hi-lo categories json", []string{"equity", "--game", "omaha8", "--categories", "-f", "json", "AsAh2c3d", "vs", "KcKhQdJd", "--board", "Ks7h2h"}, "equity_omaha8_categories_json.golden"},
		{"short deck categories", []string{"equity", "--game", "shortdeck", "--categories", "AsKs", "vs", "QhQd", "--board", "Jh9c6d"}, "equity_shortdeck_categories.golden"},
		{"short deck trips categories", []string{"equity", "--game", "shortdeck", "--trips-beat-straight", "--categories", "AsKs", "vs", "QhQd", "--board", "Jh9c6d"}, "equity_shortdeck_trips_categories.golden"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			if got.code != exitOK || got.stderr != "" {
				t.Fatalf("pokersim %q: exit %d, stderr %q", tt.args, got.code, got.stderr)
			}
			checkGolden(t, tt.golden, timeless(got.stdout))
		})
	}
}

// TestEquitySameForAnyWorkers checks that a seeded Monte Carlo run prints
// the same figures whatever the number of workers.
func TestEquitySameForAnyWorkers(t *testing.T) {
	var first string
	for _, w := range []string{"1", "2", "4"} {
		got := runPokersim(t, "", "equity", "--seed", "7", "--stderr", "0.002", "-w", w, "AhKh", "vs", "QsQd", "vs", "JcTc")
		if got.code != exitOK {
			t.Fatalf("exit %d: %s", got.code, got.stderr)
		}
		out := timeless(got.stdout)
		if first == "" {
			first = out
		} else if out != first {
			t.Errorf("with %s workers:\n%s\nwant (1 worker):\n%s", w, out, first)
		}
	}
}

func TestEquityErrors(t *testing.T) {
	hint := "Run 'pokersim equity --help' for usage.\n"
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"no hands", []string{"equity"}, "pokersim: no hands given: write them as AhKh vs QsQd\n" + hint},
		{"one player", []string{"equity", "AhKh"}, "pokersim: matchup: wrong number of players: need at least 2 players separated by \"vs\", as in AhKh vs QsQd\n"},
		{"card twice", []string{"equity", "AhKh", "vs", "AhQd"}, "pokersim: player 2: duplicate card: Ah is also in player 1's hand\n"},
		{"board card in hand", []string{"equity", "AhKh", "vs", "QsQd", "--board", "Ts9hKh"}, "pokersim: board: duplicate card: Kh is also in player 1's hand\n"},
		{"dead card on board", []string{"equity", "AhKh", "vs", "QsQd", "--board", "Ts9h2c", "--dead", "2c"}, "pokersim: dead cards: duplicate card: 2c is also in the board\n"},
		{"board of two", []string{"equity", "AhKh", "vs", "QsQd", "--board", "Ts9h"}, "pokersim: board: wrong number of board cards: want 0, 3, 4 or 5, got 2\n"},
		{"board of six", []string{"equity", "AhKh", "vs", "QsQd", "--board", "Ts9h2c3c4c5c"}, "pokersim: board: wrong number of board cards: want 0, 3, 4 or 5, got 6\n"},
		{"three cards", []string{"equity", "AhKhQh", "vs", "QsQd"}, "pokersim: player 1: wrong number of cards: want 0 to 2, got 3\n"},
		{"unknown suit", []string{"equity", "AhKh", "vs", "QsQx"}, "pokersim: player 2: unknown suit \"x\" in \"Qx\" (in \"QsQx\")\n"},
		{"unknown board card", []string{"equity", "AhKh", "vs", "QsQd", "--board", "Ts9h2z"}, "pokersim: board: unknown suit \"z\" in \"2z\" (in \"Ts9h2z\")\n"},
		{"exact and mc", []string{"equity", "--exact", "--mc", "AhKh", "vs", "QsQd"}, "pokersim: --mc: cannot be given with --exact\n" + hint},
		{"exact with trials", []string{"equity", "--exact", "--trials", "5", "AhKh", "vs", "QsQd"}, "pokersim: --exact: --trials, --stderr and --time are for Monte Carlo, not exact enumeration\n" + hint},
		{"unknown game", []string{"equity", "--game", "badugi", "AhKh", "vs", "QsQd"}, "pokersim: --game: unknown game \"badugi\" (want holdem, fivecard, shortdeck, shortdeck-trips, omaha, omaha5, omaha6, omaha8, omaha5-8, stud, stud8, razz, lowball27 or lowball)\n" + hint},
		{"bad format", []string{"equity", "-f", "xml", "AhKh", "vs", "QsQd"}, "pokersim: --format: unknown format \"xml\" (want text, json or csv)\n" + hint},
		{"batch format", []string{"equity", "-f", "html", "AhKh", "vs", "QsQd"}, "pokersim: --format: unknown format \"html\" (want text, json or csv)\n" + hint},
		{"bad confidence", []string{"equity", "--confidence", "0", "AhKh", "vs", "QsQd"}, "pokersim: --confidence: want a level between 0 and 1, or a percentage such as 95, got \"0\"\n" + hint},
		{"bad range", []string{"equity", "AhKh", "vs", "QQ+, A2s-K5s"}, "pokersim: player 2: bad range \"A2s-K5s\": the two ends must share their top card (A2s-A5s) or the gap between their ranks (T9s-65s, KJo-97o) (in \"QQ+, A2s-K5s\")\n"},
		{"nonsense plus", []string{"equity", "AKs+", "vs", "QQ"}, "pokersim: player 1: bad range \"AKs+\": nothing above the kicker: K is already one below the top card A\n"},
		{"six aces", []string{"equity", "AA", "vs", "AA", "vs", "AA"}, "pokersim: matchup: impossible range: the ranges cannot be dealt together: every assignment of hands uses some card twice\n"},
		{"range emptied by the board", []string{"equity", "AhKh", "vs", "KK", "--board", "KsKdKc"}, "pokersim: player 2: impossible range: every hand of the range uses a card already dealt or dead\n"},
		{"range in fivecard", []string{"equity", "--game", "fivecard", "AhKh", "vs", "QQ+"}, "pokersim: player 2: impossible range: five-card showdown takes known cards; ranges are for holdem, shortdeck, shortdeck-trips, omaha, omaha5, omaha6, omaha8 or omaha5-8\n"},
		{"percentage in omaha5", []string{"equity", "--game", "omaha5", "15%", "vs", "random"}, "pokersim: player 1: omaha: \"15%\": unsupported syntax \"15%\" at offset 0: percentages rank four-card hands only: there is no ranking of 5-card Omaha hands\n"},
		{"percentage in omaha6", []string{"equity", "--game", "omaha6", "random", "vs", "5%-10%"}, "pokersim: player 2: omaha: \"5%-10%\": unsupported syntax \"5%-10%\" at offset 0: percentages rank four-card hands only: there is no ranking of 6-card Omaha hands\n"},
		{"percentage in omaha5-8", []string{"equity", "--game", "omaha5-8", "15%", "vs", "random"}, "pokersim: player 1: omaha: \"15%\": unsupported syntax \"15%\" at offset 0: percentages rank four-card hands only: there is no ranking of 5-card Omaha hands\n"},
		{"empty span of percentages", []string{"equity", "--game", "omaha", "5%-5.000001%", "vs", "random"}, "pokersim: player 1: omaha: \"5%-5.000001%\": bad percentage \"5%-5.000001%\" at offset 0: the span holds no hand: both ends take the same 863 best classes (5.002% of hands); widen it\n"},
		{"seed too big", []string{"equity", "--seed", "9007199254740992", "AhKh", "vs", "QsQd"}, "pokersim: --seed: want a whole number from 0 to 2^53-1, got \"9007199254740992\"\n" + hint},
		{"stderr nan", []string{"equity", "--stderr", "nan", "AhKh", "vs", "QsQd"}, "pokersim: --stderr: want a number between 0 and 1 such as 0.001, got \"nan\"\n" + hint},
		{"trials zero", []string{"equity", "--trials", "0", "AhKh", "vs", "QsQd"}, "pokersim: --trials: want a positive whole number such as 1000000, got \"0\"\n" + hint},
		{"time without unit", []string{"equity", "--time", "5", "AhKh", "vs", "QsQd"}, "pokersim: --time: want a positive duration with its unit, such as 10s or 1m30s, got \"5\"\n" + hint},
		{"too many players", []string{"equity", strings.Repeat("random vs ", 10) + "random", "--game", "fivecard"}, "pokersim: matchup: not enough cards in the deck: 11 players need 55 cards with the board and dead cards; the deck has 52\n"},
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

// TestEquityInterrupted checks that Ctrl-C during Monte Carlo prints the
// partial result, marked as such, and exits with 130.
func TestEquityInterrupted(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	got := runContext(t, ctx, strings.NewReader(""), "equity", "--stderr", "1e-7", "--seed", "3", "AhKh", "vs", "QsQd")
	if got.code != exitInterrupted {
		t.Errorf("exit %d, want %d; stderr %q", got.code, exitInterrupted, got.stderr)
	}
	if !strings.Contains(got.stdout, "INTERRUPTED") || !strings.Contains(got.stdout, "AhKh") {
		t.Errorf("stdout does not show a partial result marked INTERRUPTED:\n%s", got.stdout)
	}
	got = runContext(t, ctx, strings.NewReader(""), "equity", "--format", "json", "--stderr", "1e-7", "AhKh", "vs", "QsQd")
	if !strings.Contains(got.stdout, `"interrupted":true`) {
		t.Errorf("JSON output of an interrupted run = %s, want interrupted true", got.stdout)
	}
}
