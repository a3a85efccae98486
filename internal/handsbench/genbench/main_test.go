package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRun runs the tool in-process: bad flags exit 2 with the reason, and
// a good run writes the file it names.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	fixture := filepath.Join("..", "..", "..", "history", "testdata", "rules.txt")
	out := filepath.Join(dir, "h.txt")
	outGG := filepath.Join(dir, "gg.txt")
	tests := []struct {
		name   string
		args   []string
		status int
		stderr string
	}{
		{"no -o", []string{"-from", fixture}, 2, "want -o FILE"},
		{"bad -allin-every", []string{"-o", out, "-allin-every", "0", "-from", fixture}, 2, "want -o FILE"},
		{"argument", []string{"-o", out, "-from", fixture, "extra"}, 2, "no arguments"},
		{"unknown flag", []string{"-x"}, 2, "flag provided but not defined"},
		{"no fixture", []string{"-o", out, "-from", filepath.Join(dir, "none.txt")}, 2, "-from"},
		{"ok", []string{"-o", out, "-n", "40", "-from", fixture}, 0, "wrote 40 hands, 2 all-in before the flop"},
		{"gg", []string{"-o", outGG, "-n", "40", "-gg", "-from", filepath.Join(filepath.Dir(fixture), "gg.txt")}, 0, "wrote 40 hands, 2 all-in before the flop"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stderr bytes.Buffer
			if got := run(tt.args, &stderr); got != tt.status || !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("run(%q) = %d, %q; want %d, %q", tt.args, got, stderr.String(), tt.status, tt.stderr)
			}
		})
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count("\n"+string(b), "\nPokerStars "); n != 40 {
		t.Errorf("%s holds %d hands, want 40", out, n)
	}
	if b, err = os.ReadFile(outGG); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count("\n"+string(b), "\nPoker Hand #"); n != 40 {
		t.Errorf("%s holds %d GGPoker hands, want 40", outGG, n)
	}
}
