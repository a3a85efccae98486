package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/internal/words"
	"github.com/pokersim/pokersim/report"
)

// hostile is text a file might hold to take over a terminal: clear the
// screen, set the window's title, ring the bell, and a C1 control.
const hostile = "\x1b[2J\x1b]0;x\a\u009b"

// TestNoRawControls feeds text holding escape sequences and control
// characters through each path that prints what a file holds, to
// standard output or in a message, and checks that no control character
// but a newline reaches the terminal, and that the text shows escaped.
func TestNoRawControls(t *testing.T) {
	write := tempWriter(t)
	rules, err := os.ReadFile(handsRules)
	if err != nil {
		t.Fatal(err)
	}
	// A player's name, and a second seat for it in the first hand, which
	// makes that hand malformed ("seated twice").
	named := strings.ReplaceAll(string(rules), "Villain", "Vil"+hostile+"lain")
	hands := write("hands.txt", named)
	twice := write("twice.txt", strings.Replace(named, "Seat 3: Folder", "Seat 4: Vil"+hostile+"lain ($5 in chips)\nSeat 3: Folder", 1))
	escaped := "Vil" + words.Escape(hostile) + "lain"
	tests := []struct {
		name string
		args []string
		want string // in standard output or error, escaped
	}{
		{"hands text report", []string{"hands", hands}, escaped},
		{"hands text report, followed", []string{"hands", "--player", "Vil" + hostile + "lain", hands}, escaped},
		{"hands skipped", []string{"hands", twice}, escaped + " seated twice"},
		{"hands strict", []string{"hands", "--strict", twice}, escaped + " seated twice"},
		{"hands replay", []string{"hands", "--replay", hands + ":1001"}, escaped},
		{"hands replay of a hand id", []string{"hands", "--replay", hands + ":10" + hostile}, ""},
		{"batch spot file", []string{"batch", write("spots.txt", "AhKh vs QQ"+hostile+"\n")}, `\x1b`},
		{"pql -f", []string{"pql", "-f", write("q.pql", "select avg(equity(p1, river)) from game='holdem', p1='AA"+hostile+"', p2='KK'")}, `\x1b`},
		{"pql --sheet", []string{"pql", "--sheet", write("sheet.csv", "#QUERY#,p1\n\"select count(winsHi(p1)) from game='holdem', p1='#p1#', p2='KK'\",A"+hostile+"\n")}, `\x1b`},
		{"matrix --file", []string{"matrix", "--players", "3", "--lookup", "AA,KK,QQ", "--file", write("t.csv", "class"+hostile+",x\n")}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			all := got.stdout + got.stderr
			if i := strings.IndexFunc(all, func(r rune) bool { return r != '\n' && (r < ' ' || r == 0x7f || r >= 0x80 && r < 0xa0) }); i >= 0 {
				t.Errorf("pokersim %q writes a raw control character: %q", tt.args, all[max(0, i-40):min(len(all), i+40)])
			}
			if !strings.Contains(all, tt.want) {
				t.Errorf("pokersim %q = %+v, want %q in it", tt.args, got, tt.want)
			}
		})
	}
}

// TestNoRawControlsJournal spoils a hands journal with a player's name
// holding an escape sequence: the entry is refused with a warning that
// shows the name escaped, and the file is read again.
func TestNoRawControlsJournal(t *testing.T) {
	dir := handsFolder(t)
	out := filepath.Join(t.TempDir(), "r.txt")
	cutAfterFirstFile(t, dir, out, report.Text)
	journal := out + ".journal"
	data, err := os.ReadFile(journal)
	if err != nil {
		t.Fatal(err)
	}
	spoilt := strings.ReplaceAll(string(data), `"Player":"Hero"`, `"Player":"He\u001b[2J\u0007ro"`)
	if spoilt == string(data) {
		t.Fatalf("the journal names no Hero: %s", data)
	}
	if err := os.WriteFile(journal, []byte(spoilt), 0o644); err != nil {
		t.Fatal(err)
	}
	got := runPokersim(t, "", "hands", "--out", out, dir)
	if got.code != exitOK || !strings.Contains(got.stderr, `impossible total of "He\x1b[2J\aro": the name is not text`) || strings.ContainsAny(got.stderr, "\x1b\a") {
		t.Errorf("resumed run = %+v, want exit 0 and a warning naming %q quoted", got, "He\x1b[2J\aro")
	}
}
