package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSolveCommand runs the clairvoyance game through the command: the
// text output, JSON that reads back with the root's actions, and bad
// input refused with exit status 2 naming the flag.
func TestSolveCommand(t *testing.T) {
	args := []string{"solve", "--board", "Kh Td 6c 3s 2h", "--oop", "KK,QJ", "--ip", "T9", "--pot", "100", "--stack", "100", "--bets", "oop:river:100%", "--workers", "2"}
	got := runPokersim(t, "", args...)
	if got.code != exitOK || !strings.Contains(got.stdout, "bet 100: ") || !strings.Contains(got.stdout, "exploitability: ") {
		t.Fatalf("pokersim solve: exit %d, stdout %q, stderr %q", got.code, got.stdout, got.stderr)
	}
	got = runPokersim(t, "", append(args, "--format", "json")...)
	var tree struct {
		Exploitability float64
		Iterations     int
		Root           struct {
			Player   string
			Actions  []string
			Strategy map[string][]float64
			Children map[string]json.RawMessage
		}
	}
	if err := json.Unmarshal([]byte(got.stdout), &tree); err != nil {
		t.Fatalf("pokersim solve --format json: %v", err)
	}
	if tree.Root.Player != "oop" || len(tree.Root.Actions) != 2 || len(tree.Root.Strategy["KdKs"]) != 2 || tree.Root.Children["bet 100"] == nil || tree.Exploitability > 0.3 {
		t.Errorf("pokersim solve --format json: root %+v, exploitability %g", tree.Root, tree.Exploitability)
	}
	with := func(flag, value string) []string {
		out := append([]string{}, args...)
		for i := range out {
			if out[i] == flag {
				out[i+1] = value
				return out
			}
		}
		return append(out, flag, value)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{with("--bets", "river:50"), "--bets"},
		{with("--pot", "NaN"), "--pot"},
		{with("--stack", "0"), "--stack"},
		{with("--board", "Kh Td"), "--board"},
		{with("--iterations", "0"), "--iterations"},
		{with("--max-memory", "0"), "--max-memory"},
		{[]string{"solve", "--board", "Kh Td 6c 3s", "--oop", "random", "--ip", "random", "--pot", "10", "--stack", "100",
			"--bets", "river:33%,75%,150%;turn:50%,100%;raise:2x", "--max-memory", "1"}, "--max-memory: the tree would take about"},
	} {
		got := runPokersim(t, "", tt.args...)
		if got.code != exitUsage || !strings.Contains(got.stderr, tt.want) {
			t.Errorf("pokersim %q: exit %d, stderr %q; want %d naming %s", tt.args, got.code, got.stderr, exitUsage, tt.want)
		}
	}
}
