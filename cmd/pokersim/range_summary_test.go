package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

func TestRangeSummaryGolden(t *testing.T) {
	checkGoldenRuns(t, []goldenRun{
		{"text", []string{"range", "AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]"}, "range_summary.golden"},
		{"csv", []string{"range", "QQ+, AKs, AhKd@50", "--format", "csv"}, "range_summary_csv.golden"},
		{"short deck", []string{"range", "-g", "shortdeck", "JJ-, A9s-, [50]KQ[/50]"}, "range_summary_shortdeck.golden"},
		{"export equilab", []string{"range", "JJ-, A5s-, T9s-54s, [50]KQ[/50]", "--export", "equilab"}, "range_export_equilab.golden"},
		{"keep and export", []string{"range", "22+, A2s+, KTs+, QJs", "--board", "Ks7h2h", "--keep", "top-pair+,flush-draw", "--export", "pio"}, "range_keep_pio.golden"},
	})
}

// summary runs "pokersim range TEXT --format json" and decodes it.
func summary(t *testing.T, args ...string) (combos int, weight float64, of int, text string) {
	t.Helper()
	got := runPokersim(t, "", append([]string{"range", "--format", "json"}, args...)...)
	var v struct {
		Combos int     `json:"combos"`
		Weight float64 `json:"weight"`
		Of     int     `json:"of"`
		Text   string  `json:"text"`
	}
	if got.code != exitOK || json.Unmarshal([]byte(got.stdout), &v) != nil {
		t.Fatalf("pokersim range %q --format json = %+v", args, got)
	}
	return v.Combos, v.Weight, v.Of, v.Text
}

// TestRangeSummaryFormats is the acceptance test: the range
// written in five tools' formats holds 22 combos of total weight 16.
func TestRangeSummaryFormats(t *testing.T) {
	for _, in := range []string{
		"AA,AKs,AQs:0.75,AJs:0.5,ATs:0.25",
		"AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]",
		"AA,AKs,[75%]AQs[/75%],[50%]AJs[/50%],[25%]ATs[/25%]",
		"100: AA, AKs, 75: AQs, 50: AJs, 25: ATs",
		"AA, ATs+; Weights: AQs:75%, AJs:50%, ATs:25%",
	} {
		combos, weight, of, text := summary(t, in)
		if combos != 22 || weight != 16 || of != 1326 || text != "AA, AKs, AQs@75, AJs@50, ATs@25" {
			t.Errorf("pokersim range %q: %d combos, weight %v of %d, %q; want 22, 16 of 1326", in, combos, weight, of, text)
		}
	}
	if _, _, of, _ := summary(t, "QQ+", "-g", "shortdeck"); of != 630 {
		t.Errorf("short deck has %d starting hands, want 630", of)
	}
}

// TestRangeExportReadsBack checks, for every format, that what --export
// prints reads back to the same combos and weights, in pokersim and in
// package deck.
func TestRangeExportReadsBack(t *testing.T) {
	for _, tt := range []struct{ game, in string }{
		{"holdem", "QQ+, JJ-88@33.3, A5s-, T9s-54s, [50]KQ, AhKd[/50], 72o:0.001, 15%@7"},
		{"shortdeck", "JJ-, A9s-, [25]KQ, 9h8h[/25], T9o:0.125"},
	} {
		in := deck.FullDeck
		if tt.game == "shortdeck" {
			in = deck.ShortDeck
		}
		want, err := deck.ParseRangeIn(in, tt.in)
		if err != nil {
			t.Fatal(err)
		}
		combos, weight, _, text := summary(t, "-g", tt.game, tt.in)
		for _, f := range deck.RangeFormats() {
			got := runPokersim(t, "", "range", "-g", tt.game, tt.in, "--export", f.String())
			out := strings.TrimSuffix(got.stdout, "\n")
			if got.code != exitOK || got.stderr != "" || out != want.Export(f) {
				t.Errorf("pokersim range %q --export %v = %+v, want %q", tt.in, f, got, want.Export(f))
				continue
			}
			back, err := deck.ParseRangeIn(in, out)
			if err != nil || *back != *want {
				t.Errorf("--export %v %q reads back as %v, %v; want %v", f, out, back, err, want)
			}
			c, w, _, tx := summary(t, "-g", tt.game, out)
			if c != combos || w != weight || tx != text {
				t.Errorf("pokersim range %q: %d, %v, %q; want %d, %v, %q", out, c, w, tx, combos, weight, text)
			}
		}
	}
}

func TestRangeSummaryErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"unknown export", []string{"range", "QQ+", "--export", "hem"},
			"pokersim: --export: unknown range format \"hem\" (want pio, brackets, weights, equilab, flopzilla or gtoplus)\n"},
		{"empty export", []string{"range", "QQ+", "--export", ""},
			"pokersim: --export: unknown range format \"\" (want pio, brackets, weights, equilab, flopzilla or gtoplus)\n"},
		{"export on a board", []string{"range", "QQ+", "--board", "Ks7h2c", "--export", "pio"},
			"pokersim: --export: writes a range: give it without --board, or with --keep to write the combos kept\n"},
		{"export as csv", []string{"range", "QQ+", "--export", "pio", "-f", "csv"},
			"pokersim: --export prints a range: want --format text or json, got csv\nRun 'pokersim range --help' for usage.\n"},
		{"svg without a board", []string{"range", "QQ+", "-f", "svg"},
			"pokersim: --format svg draws the classes made on a board: want --board, or --format text, json or csv\nRun 'pokersim range --help' for usage.\n"},
		{"dead without a board", []string{"range", "QQ+", "--dead", "Ah"}, "pokersim: --dead: needs --board: the flop, turn or river\n"},
		{"vs without a board", []string{"range", "QQ+", "--vs", "AhKh"}, "pokersim: --vs: needs --board: the flop, turn or river\n"},
		{"keep without a board", []string{"range", "QQ+", "--keep", "set"}, "pokersim: --keep: needs --board: the flop, turn or river\n"},
		{"unclosed bracket", []string{"range", "AA, [50]KK"},
			"pokersim: range: bad range \"[50]\": [50] is never closed: end it with [/50]\n"},
		{"ambiguous", []string{"range", "75:98"},
			"pokersim: range: bad range \"75:98\": ambiguous: write \"75@98\" for the hand 75 at 98%, or \"75: 98\" with a space for the hand 98 at 75%\n"},
		{"omaha", []string{"range", "AA**", "-g", "plo"},
			"pokersim: --game: not in Omaha: range classifies two-card ranges on a board, in holdem, shortdeck or shortdeck-trips\nRun 'pokersim range --help' for usage.\n"},
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
