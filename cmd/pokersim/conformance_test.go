package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/feature"
)

// cliConformance has the command line's conformance row of every feature
// of the registry: a valid invocation, cheap to run, from which the test
// makes bad ones. Its files are written in dir. A feature added to the
// registry without its row fails TestCLIConformanceRows.
func cliConformance(dir string) map[string][]string {
	return map[string][]string{
		"equity":          {"equity", "AhKh", "vs", "QsQd", "--board", "Ts9h2c"},
		"range":           {"range", "QQ+,AK", "--board", "Ts9h2c"},
		"batch":           {"batch", filepath.Join(dir, "spots.txt")},
		"matrix":          {"matrix", "--rows", "AA", "--format", "csv", "--out", filepath.Join(dir, "m")},
		"flops":           {"flops", "AA", "vs", "KK", "--board-filter", "monotone"},
		"score":           {"score", filepath.Join(dir, "poker.txt")},
		"hands":           {"hands", filepath.Join("..", "..", "history", "testdata", "rules.txt")},
		"replay":          {"hands", "--replay", filepath.Join("..", "..", "history", "testdata", "rules.txt") + ":1003"},
		"icm":             {"icm", "--stacks", "50,30,20", "--payouts", "70,30", "--call", "3,1", "--equity", "0.45"},
		"pushfold":        {"pushfold", "--stack", "10"},
		"pushfold-chart":  {"pushfold", "--chart"},
		"pushfold-icm":    {"pushfold", "--stacks", "10,10,10", "--payouts", "50,30,20"},
		"pushfold-button": {"pushfold", "--button", "--stacks", "10,10,10", "--payouts", "50,30,20", "--deals", "1000"},
		"eval":            {"eval", "AhKh", "--board", "QhJhTh"},
		"pql":             {"pql", "select avg(riverEquity(hero)) as eq from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c'"},
		"solve":           {"solve", "--board", "Kh Td 6c 3s 2h", "--oop", "KK,QJ", "--ip", "T9", "--pot", "100", "--stack", "100", "--bets", "oop:river:100%"},
	}
}

// writeConformanceFiles writes the input files of cliConformance in dir.
func writeConformanceFiles(t *testing.T, dir string) {
	for name, text := range map[string]string{
		"spots.txt": "AhKh vs QsQd --board Ts9h2c\n",
		"poker.txt": "8C TS KC 9H 4S 7D 2S 5D 3S AC\n5C AD 5D AC 9C 7C 5H 8D TD KS\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCLIConformanceRows(t *testing.T) {
	rows := cliConformance(t.TempDir())
	app := newApp(nil, nil, nil)
	for _, f := range feature.All() {
		args, ok := rows[f.Name]
		switch {
		case !ok:
			t.Errorf("feature %q has no command-line conformance row: add one to cliConformance", f.Name)
		case args[0] != f.CommandName():
			t.Errorf("conformance row %q runs %q, want the feature's command %q", f.Name, args[0], f.CommandName())
		case app.Command(f.CommandName()) == nil:
			t.Errorf("feature %q: no command %q", f.Name, f.CommandName())
		}
	}
	for name := range rows {
		if feature.Lookup(name) == nil {
			t.Errorf("conformance row %q is of no feature", name)
		}
	}
}

// badFlagValues are the values every flag of every command is given.
func badFlagValues() []string {
	return []string{"x", "NaN", "Inf", "-Inf", "1e308", "-1e308", "5e-324", "-1", "0", "1.5", "",
		strings.Repeat("A", 20_000), "\x00\x1b[31m", "1e308,1e308,1e308", "5e-324,1", strings.Repeat("1,", 10_000) + "1"}
}

// skipFlags are flags whose value is a file to write: the test gives them
// no bad values, which would write files of those names.
var skipFlags = []string{"out", "chart", "name"}

// TestCLIConformance runs every feature's command with a bad value of
// each of its flags and checks that each ends with exit status 0 or 2 (a
// message saying what is wrong), never 1 or a panic. A value inside the
// domain that would take long (a standard error of 5e-324) is cut short
// by the test's deadline, and may then end 130.
func TestCLIConformance(t *testing.T) {
	pkg, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir) // a bad value that names a file to write writes it here
	writeConformanceFiles(t, dir)
	rows := cliConformance(dir)
	app := newApp(nil, nil, nil)
	limit := 2 * time.Second
	if testing.Short() {
		limit = 500 * time.Millisecond
	}
	for _, f := range feature.All() {
		args := rows[f.Name]
		if args[0] == "hands" {
			args = slices.Clone(args)
			args[len(args)-1] = filepath.Join(pkg, args[len(args)-1])
		}
		cmd := app.Command(args[0])
		t.Run(f.Name, func(t *testing.T) {
			if got := runConformance(t, limit, args...); got.code != exitOK && got.code != exitInterrupted {
				t.Fatalf("pokersim %s (the valid run) = %d %s", strings.Join(args, " "), got.code, got.stderr)
			}
			for _, fl := range cmd.Flags {
				name := fl.Names()[0]
				if df, ok := fl.(cli.DocGenerationFlag); !ok || !df.TakesValue() || slices.Contains(skipFlags, name) {
					continue
				}
				for _, v := range badFlagValues() {
					run := append(withoutFlag(args, name), "--"+name, v)
					got := runConformance(t, limit, run...)
					switch got.code {
					case exitOK, exitInterrupted:
					case exitUsage:
						if !strings.HasPrefix(got.stderr, "pokersim: ") {
							t.Errorf("pokersim %s: exit 2 without a message: %q", shortArgs(run), got.stderr)
						}
					default:
						t.Errorf("pokersim %s = exit %d %s, want 0 or 2", shortArgs(run), got.code, shortArgs([]string{got.stderr}))
					}
				}
			}
		})
	}
}

// runConformance runs pokersim with args, interrupted after limit as
// SIGINT interrupts it (main cancels its context).
func runConformance(t *testing.T, limit time.Duration, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	timer := time.AfterFunc(limit, cancel)
	defer timer.Stop()
	got := runContext(t, ctx, strings.NewReader(""), args...)
	if got.code == exitInterrupted && ctx.Err() == nil {
		got.code = -1 // interrupted by nothing
	}
	return got
}

// withoutFlag returns args without the flag name and its value.
func withoutFlag(args []string, name string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		if args[i] == "--"+name {
			i++
			continue
		}
		out = append(out, args[i])
	}
	return out
}

// shortArgs joins args for a message, each cut to 60 bytes.
func shortArgs(args []string) string {
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		if len(a) > 60 {
			a = a[:60] + "..."
		}
		b.WriteString(a)
	}
	return b.String()
}

// TestNotFiniteExit2 checks that a result that is not finite is bad input
// (exit 2, naming --stacks' values), in every format: "icm --format json"
// used to exit 1 with "json: unsupported value: +Inf", and text printed
// +Inf with exit 0.
func TestNotFiniteExit2(t *testing.T) {
	for _, stacks := range []string{"1e308,1e308,1e308", "5e-324,1"} {
		for _, format := range []string{"json", "text", "csv"} {
			got := runPokersim(t, "", "icm", "--stacks", stacks, "--payouts", "70,30", "--format", format)
			if got.code != exitUsage || !strings.Contains(got.stderr, "stacks") || got.stdout != "" {
				t.Errorf("pokersim icm --stacks %s --format %s = %d %q %q, want 2 naming the stacks, no output", stacks, format, got.code, got.stdout, got.stderr)
			}
		}
	}
}
