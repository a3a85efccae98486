package main

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/internal/cputime"
)

// TestNoCrash runs inputs that once crashed or hung pokersim, or that a
// fuzzer or a careless user might give: each must end with exit status 2
// and a one-line message, and no panic.
func TestNoCrash(t *testing.T) {
	tests := []struct {
		args []string
		msg  string // part of the message
	}{
		{[]string{"equity", "♠", "vs", "QsQd"}, `player 1: bad range "♠"`},
		{[]string{"equity", "é", "vs", "QsQd"}, "player 1:"},
		{[]string{"equity", "€", "vs", "QsQd"}, "player 1:"},
		{[]string{"equity", "\xd2", "vs", "QsQd"}, "player 1:"},
		{[]string{"equity", "AzKh", "vs", "QsQd"}, `unknown suit "z" in "Az"`},
		{[]string{"equity", "--stderr", "nan", "AhKh", "vs", "QsQd"}, "--stderr:"},
		{[]string{"equity", "--stderr", "0", "AhKh", "vs", "QsQd"}, "--stderr:"},
		{[]string{"equity", "--trials", "0", "AhKh", "vs", "QsQd"}, "--trials:"},
		{[]string{"equity", "--trials", "1e30", "AhKh", "vs", "QsQd"}, `--trials: want a positive whole number such as 1000000, got "1e30"`},
		{[]string{"equity", "--time", "0s", "AhKh", "vs", "QsQd"}, "--time:"},
		{[]string{"equity", "--time", "5", "AhKh", "vs", "QsQd"}, "--time: want a positive duration with its unit"},
		{[]string{"equity", "--workers", "-1", "AhKh", "vs", "QsQd"}, "--workers:"},
		{[]string{"equity", "AA@inf", "vs", "QsQd"}, "is not a number"},
		{[]string{"equity", strings.Repeat("5% vs ", 22) + "5%"}, "the ranges cannot be dealt together"},
		{[]string{"batch", "--workers", "-1", "x.txt"}, "--workers:"},
		{[]string{"matrix", "--workers", "0"}, "--workers:"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			if got.code != exitUsage || !strings.Contains(got.stderr, tt.msg) || got.stdout != "" {
				t.Errorf("pokersim %q = %+v, want exit 2 and a message with %q", tt.args, got, tt.msg)
			}
		})
	}
}

// TestOneSetOfRules checks that the command line and batch files accept
// the same things.
func TestOneSetOfRules(t *testing.T) {
	write := tempWriter(t)
	spots := write("spots.txt", "AhKh,AsKs vs AhKh,QQ\nQQ,AhKh vs random --board Ts9h2c\n")
	if got := runPokersim(t, "", "batch", "--confidence", "95", "--workers", "2", spots); got.code != exitOK {
		t.Errorf("batch --confidence 95: %+v", got)
	}
	for _, players := range [][]string{{"AhKh,AsKs", "vs", "AhKh,QQ"}, {"QQ,AhKh", "vs", "random", "--board", "Ts9h2c"}} {
		if got := runPokersim(t, "", append([]string{"equity"}, players...)...); got.code != exitOK {
			t.Errorf("equity %q: %+v", players, got)
		}
	}
	empty := write("empty.txt", "# nothing here\n\n")
	if got := runPokersim(t, "", "batch", empty); got.code != exitUsage || !strings.Contains(got.stderr, "no matchups") {
		t.Errorf("batch of an empty file = %+v, want exit 2", got)
	}
	long := write("long.txt", "AhKh vs QsQd\n"+strings.Repeat("A", 2<<20)+"\n")
	if got := runPokersim(t, "", "batch", long); got.code != exitUsage || !strings.Contains(got.stderr, "line 2: line longer than") {
		t.Errorf("batch with a 2 MB line = %+v, want exit 2 naming line 2", got)
	}
	junk := write("junk.txt", strings.Repeat("garbage garbage\n", 300000))
	got := runPokersim(t, "", "batch", junk)
	if lines := strings.Count(got.stderr, "\n"); got.code != exitUsage || lines > 25 || !strings.Contains(got.stderr, "and 299980 more") {
		t.Errorf("batch of a 5 MB file of garbage: exit %d, %d lines of messages, want exit 2 and at most 25", got.code, lines)
	}
	for _, line := range []string{"AhKh vs QsQd --time 10s", "AhKh vs QsQd --by-class", "AhKh vs QsQd --seed 3"} {
		f := write("one.txt", line+"\n")
		got := runPokersim(t, "", "batch", f)
		if got.code != exitUsage || !strings.Contains(got.stderr, "not allowed in a batch line") {
			t.Errorf("batch line %q = %+v, want exit 2 saying why", line, got)
		}
	}
}

// TestInterruptPromptly cancels long runs at several stages and checks
// that each stops promptly, with exit status 130. The bound is loose, to
// catch a run that ignores Ctrl-C, not to time it: the README gives the
// measured latencies.
func TestInterruptPromptly(t *testing.T) {
	runs := [][]string{
		{"equity", "--mc", "--stderr", "0.00001", "AhKh", "vs", "QsQd"},
		{"equity", strings.Repeat("10% vs ", 9) + "10%", "--stderr", "0.00001"},
		{"equity", "--exact", "random", "vs", "random", "vs", "AA"},
		// A dead card keeps these heads-up runs off the preflop table.
		{"equity", "--exact", "AA,KK,QQ,AKs", "vs", "random", "--dead", "2c"}, // assignment by assignment
		{"equity", "--exact", "random", "vs", "random", "--dead", "2c"},       // board first
	}
	for _, args := range runs {
		for _, after := range []time.Duration{5 * time.Millisecond, 100 * time.Millisecond} {
			ctx, cancel := context.WithCancel(context.Background())
			time.AfterFunc(after, cancel)
			// The CPU time of the run, not its wall time, which a loaded
			// machine stretches: up to Ctrl-C the run may keep every core
			// busy, and after it, it must stop within 2s of CPU.
			cpu := cputime.Start()
			got := runContext(t, ctx, strings.NewReader(""), args...)
			used, bound := cpu.Elapsed(), time.Duration(runtime.GOMAXPROCS(0))*after+2*time.Second
			cancel()
			if got.code != exitInterrupted {
				t.Errorf("pokersim %q cancelled after %v: exit %d, %s", args, after, got.code, got.stderr)
			}
			if used > bound {
				t.Errorf("pokersim %q cancelled after %v used %v of CPU, want at most %v", args, after, used, bound)
			}
			t.Logf("%v cancelled after %v: %v of CPU in all", args, after, used.Round(time.Millisecond))
		}
	}
}
