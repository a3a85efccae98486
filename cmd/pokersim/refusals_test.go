package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/internal/cputime"
)

// TestRefusals checks inputs that once ran quietly, or ran for ever, or
// failed with the wrong status: each must end with exit 2, its reason,
// nothing on standard output and no file written.
func TestRefusals(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.json")
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"matrix", "--players", "3", "--lookup", "AA,AA,AA"}, "AA, AA and AA cannot be dealt together"},
		{[]string{"matrix", "--players", "3", "--lookup", "AA,AKs,AA"}, "cannot be dealt together"},
		{[]string{"matrix", "--players", "3", "--lookup", "AA,KK,QQ", "--format", "json"}, "--format: --lookup writes no files, it prints the three equities"},
		{[]string{"matrix", "--players", "3", "--lookup", "AA,KK,QQ", "--out", dir, "--rows", "AA"}, "--out, --rows: --lookup writes no files"},
		{[]string{"matrix", "--classes", "AA,KK"}, "pokersim: --classes: for the three-way table (--players 3)"},
		{[]string{"matrix", "--lookup", "AA,KK,QQ", "--file", "t.csv"}, "pokersim: --lookup, --file: for the three-way table (--players 3)"},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--out", out}, "--out writes a shard file, with --shard I/N"},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--stderr", "1e-300"}, "--stderr: 1e-300 is out of reach"},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--stderr", "5e-8"}, "--stderr: 5e-08 is out of reach"},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--mc", "--confidence", "1"}, "--confidence: 1 is ambiguous"},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--board", "Ts9h2c", "--board", "2d3d4d"}, "--board given twice"},
		{[]string{"equity", "AhKh", "vs", "QsQd", "--board=Ts9h2c", "-b", "2d3d4d"}, "--board given twice"},
		{[]string{"equity", "--game", "", "AhKh", "vs", "QsQd"}, "--game: empty"},
		{[]string{"range", "AA", "--board", "Ts9h2c", "--keep", "set"}, "no combo of the range passes --keep set"},
		{[]string{"score", "-"}, `line 1: want the number of hands, got "-1"`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			got := runPokersim(t, "-1\n", tt.args...)
			if got.code != exitUsage || got.stdout != "" || !strings.Contains(got.stderr, tt.msg) {
				t.Errorf("pokersim %q = %+v, want exit 2 and %q", tt.args, got, tt.msg)
			}
		})
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("equity --out without --shard wrote %s", out)
	}
	// The same rules in a batch line.
	got := runPokersim(t, "AhKh vs QsQd --board Ts9h2c --board 2d3d4d\n", "batch", "-")
	if got.code != exitUsage || !strings.Contains(got.stderr, "line 1: --board: given twice") {
		t.Errorf("batch of a line with --board twice = %+v, want exit 2", got)
	}
}

// TestLongArgumentShortened checks that an error quoting a huge argument
// does not echo it whole.
func TestLongArgumentShortened(t *testing.T) {
	got := runPokersim(t, "", "equity", "AhKh", "vs", strings.Repeat("x", 100000))
	if got.code != exitUsage || len(got.stderr) > 2500 || !strings.Contains(got.stderr, "bytes left out") {
		t.Errorf("equity with a 100,000-character hand: exit %d, %d bytes of message, want exit 2 and a short one", got.code, len(got.stderr))
	}
}

// failing is an output that refuses every write, as /dev/full does.
type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestOutputLost checks that a command whose output cannot be written
// fails, even where the writers on the way ignore the error.
func TestOutputLost(t *testing.T) {
	for _, args := range [][]string{
		{"--help"},
		{"matrix", "--players", "3", "--lookup", "AA,KK,QQ"},
		{"equity", "AhKh", "vs", "QsQd"},
		{"eval", "Ah", "Kh", "Qh", "Jh", "Th"},
	} {
		var stderr strings.Builder
		code := run(t.Context(), append([]string{"pokersim"}, args...), strings.NewReader(""), failing{}, &stderr)
		if code != exitFailure || !strings.Contains(stderr.String(), "no space left on device") {
			t.Errorf("pokersim %q with its output failing: exit %d, %q; want 1 and the reason", args, code, stderr.String())
		}
	}
}

// TestChartUnwritable checks that a chart that cannot be written is
// refused before the run, and that no table is printed.
func TestChartUnwritable(t *testing.T) {
	chart := filepath.Join(t.TempDir(), "missing", "dist.svg")
	got := runPokersim(t, "", "equity", "QQ+", "vs", "random", "--board", "Ts9h2c", "--chart", chart, "--trials", "1000")
	if got.code != exitFailure || got.stdout != "" || !strings.Contains(got.stderr, "--chart:") {
		t.Errorf("equity --chart into a missing folder = %+v, want exit 1, no table", got)
	}
}

// TestExactEstimate checks that --exact refuses an enumeration estimated
// past an hour, with the estimate and what to do instead, and announces a
// long one with its estimate before it starts.
func TestExactEstimate(t *testing.T) {
	for _, tt := range []struct {
		args []string
		msg  string
	}{
		{[]string{"equity", "--game", "fivecard", "--exact", "random", "vs", "random"}, "would take 22h"},
		{[]string{"equity", "--game", "plo", "--exact", "random", "vs", "random"}, "would take longer than a year"},
	} {
		got := runPokersim(t, "", tt.args...)
		if got.code != exitUsage || !strings.Contains(got.stderr, tt.msg) || !strings.Contains(got.stderr, "run Monte Carlo instead") {
			t.Errorf("pokersim %q = %+v, want exit 2, %q and what to do instead", tt.args, got, tt.msg)
		}
	}
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	time.AfterFunc(300*time.Millisecond, cancel) // Ctrl-C
	got := runContext(t, ctx, strings.NewReader(""), "equity", "--exact", "random", "vs", "random", "vs", "AA", "--workers", "2")
	if got.code != exitInterrupted || !strings.Contains(got.stderr, "pokersim: exact enumeration: about ") || !strings.Contains(got.stderr, "on 2 workers (Ctrl-C stops it)") {
		t.Errorf("a long --exact run = %+v, want its estimate announced", got)
	}
}

// TestTightRanges checks the audit's crowded tables: 15 random short-deck
// players run (dealt from the deck), and ranges too tight to sample are
// refused as bad input within seconds, not after 10 to 16 of them.
func TestTightRanges(t *testing.T) {
	seats := func(n int, r string) []string {
		args := []string{"equity", "--trials", "2000", r}
		for range n - 1 {
			args = append(args, "vs", r)
		}
		return args
	}
	if got := runPokersim(t, "", append(seats(15, "random"), "--game", "shortdeck")...); got.code != exitOK {
		t.Errorf("15 random short-deck players = %+v, want them run", got)
	}
	for _, args := range [][]string{seats(23, "30%"), seats(16, "8%")} {
		cpu := cputime.Start() // not wall time, which a loaded machine stretches
		got := runPokersim(t, "", args...)
		if took := cpu.Elapsed(); got.code != exitUsage || !strings.Contains(got.stderr, "too tight to sample") || took > 5*time.Second {
			t.Errorf("pokersim %q = %+v after %v of CPU, want exit 2, too tight to sample, within 5s", args[3:6], got, took)
		}
	}
}
