package main

import (
	"os"
	"strings"
	"testing"
)

// The five showdowns of Project Euler problem 54.
const eulerExamples = `5H 5C 6S 7S KD 2C 3S 8S 8D TD
5D 8C 9S JS AC 2C 5C 7D 8S QH
2D 9C AS AH AC 3D 6D 7D TD QD
4D 6S 9H QH QC 3D 6D 7H QD QS
2H 2D 4C 4D 4S 3C 3D 3S 9S 9D
`

func TestScorePokerTxt(t *testing.T) {
	path := sharedFile(t, "poker.txt")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"text", []string{"score", path}, "hands:     1000\nplayer 1:  376\nplayer 2:  624\nties:      0\n"},
		{"json", []string{"score", "--format", "json", path}, `{"hands":1000,"player1":376,"player2":624,"ties":0}` + "\n"},
		{"json equals", []string{"score", "--format=json", path}, `{"hands":1000,"player1":376,"player2":624,"ties":0}` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			if want := (result{tt.want, "", exitOK}); got != want {
				t.Errorf("pokersim %q = %+v\nwant %+v", tt.args, got, want)
			}
		})
	}
}

func TestScoreHackerRankSample(t *testing.T) {
	in, err := os.ReadFile(sharedFile(t, "hackerrank_sample_input.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(sharedFile(t, "hackerrank_sample_expected.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"score"}, {"score", "-"}, {"score", "--hackerrank"}} {
		got := runPokersim(t, string(in), args...)
		if w := (result{string(want), "", exitOK}); got != w {
			t.Errorf("pokersim %q < hackerrank_sample_input.txt = %+v\nwant %+v", args, got, w)
		}
	}
}

// TestScoreOutput checks the output of score against golden files.
func TestScoreOutput(t *testing.T) {
	const tie = "AH KD QS JC 9H AC KS QD JH 9C\n"
	tests := []struct {
		name   string
		stdin  string
		args   []string
		golden string
	}{
		{"text", eulerExamples, []string{"score"}, "score.golden"},
		{"text from dash", eulerExamples, []string{"score", "-"}, "score.golden"},
		{"windows line ends", strings.ReplaceAll(eulerExamples, "\n", "\r\n"), []string{"score"}, "score.golden"},
		{"blank lines and no final newline", "\n\n" + strings.ReplaceAll(eulerExamples, "\n", "\n\n")[:len(eulerExamples)+3],
			[]string{"score"}, "score.golden"},
		{"json", eulerExamples, []string{"score", "--format", "json"}, "score_json.golden"},
		{"explain", eulerExamples + tie, []string{"score", "--explain"}, "score_explain.golden"},
		{"hackerrank with tie", "6\n" + eulerExamples + tie, []string{"score"}, "score_hackerrank_tie.golden"},
		{"hackerrank json", "6\n" + eulerExamples + tie, []string{"score", "--format", "json"}, "score_hackerrank_json.golden"},
		{"hackerrank explain", "6\n" + eulerExamples + tie, []string{"score", "--explain"}, "score_hackerrank_explain.golden"},
		{"empty", "", []string{"score"}, "score_empty.golden"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, tt.stdin, tt.args...)
			if got.code != exitOK || got.stderr != "" {
				t.Errorf("pokersim %q: exit %d, stderr %q; want 0 and none", tt.args, got.code, got.stderr)
			}
			checkGolden(t, tt.golden, got.stdout)
		})
	}
}

// TestScoreErrors checks that bad input stops score with exit status 2, a
// message naming the line, and no counts.
func TestScoreErrors(t *testing.T) {
	lines := strings.Split(eulerExamples, "\n")
	badAt := func(n int, line string) string { // eulerExamples with line n replaced
		l := append([]string(nil), lines...)
		l[n-1] = line
		return strings.Join(l, "\n")
	}
	tests := []struct {
		name   string
		stdin  string
		args   []string
		stdout string
		stderr string
	}{
		{"unknown suit", badAt(4, "4D 6S 9H QH QC 3D 6D 7H QD AX"), []string{"score"}, "",
			"pokersim: line 4: unknown suit \"X\" in \"AX\"\n"},
		{"unknown rank", badAt(2, "5D 8C 9S JS AC 2C 5C 7D 8S XH"), []string{"score", "--format", "json"}, "",
			"pokersim: line 2: unknown rank \"X\" in \"XH\"\n"},
		{"duplicate", badAt(1, "5H 5C 6S 7S KD 2C 3S 8S 8D 5H"), []string{"score"}, "",
			"pokersim: line 1: card \"5H\" given twice\n"},
		{"too few cards", badAt(5, "2H 2D 4C 4D 4S 3C 3D 3S 9S"), []string{"score"}, "",
			"pokersim: line 5: want 10 cards, got 9\n"},
		{"too many cards", badAt(5, "2H 2D 4C 4D 4S 3C 3D 3S 9S 9D TD"), []string{"score"}, "",
			"pokersim: line 5: want 10 cards, got 11\n"},
		{"explain prints the lines before", badAt(3, "2D 9C AS AH AC 3D 6D 7D TD"), []string{"score", "--explain"},
			strings.Join(strings.SplitAfter(readGolden(t, "score_explain.golden"), "\n")[:3], ""),
			"pokersim: line 3: want 10 cards, got 9\n"},
		// A HackerRank answer is all or nothing.
		{"hackerrank prints nothing on a bad line", "5\n" + badAt(3, "2D 9C AS AH AC 3D 6D 7D TD"), []string{"score"},
			"", "pokersim: line 4: want 10 cards, got 9\n"},
		{"hackerrank short", "6\n" + eulerExamples, []string{"score"}, "",
			"pokersim: line 1: wrong number of hands: 6 announced, 5 given\n"},
		{"hackerrank forced", eulerExamples, []string{"score", "--hackerrank"}, "",
			"pokersim: line 1: want the number of hands, got \"5H 5C 6S 7S KD 2C 3S 8S 8D TD\"\n"},
		{"two files", "", []string{"score", "a", "b"}, "",
			"pokersim: want at most one FILE, got 2 arguments\nRun 'pokersim score --help' for usage.\n"},
		{"explain json", "", []string{"score", "--explain", "--format", "json"}, "",
			"pokersim: --explain prints text: it cannot be combined with --format json\nRun 'pokersim score --help' for usage.\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, tt.stdin, tt.args...)
			if want := (result{tt.stdout, tt.stderr, exitUsage}); got != want {
				t.Errorf("pokersim %q = %+v\nwant %+v", tt.args, got, want)
			}
		})
	}
}

func TestScoreMissingFile(t *testing.T) {
	got := runPokersim(t, "", "score", "testdata/no-such-file.txt")
	want := result{"", "pokersim: open testdata/no-such-file.txt: no such file or directory\n", exitFailure}
	if got != want {
		t.Errorf("pokersim score testdata/no-such-file.txt = %+v, want %+v", got, want)
	}
}

// readGolden returns the contents of testdata/name.
func readGolden(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
