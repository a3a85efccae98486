package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/score"
)

// Run "go test ./cmd/pokersim -update" to rewrite the golden files in
// testdata after a deliberate change of output, then review the diff.
var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// result is what a run of pokersim gives.
type result struct {
	stdout, stderr string
	code           int
}

// runPokersim runs pokersim in-process with the given standard input and
// arguments (without the program name). The tests do not run in parallel:
// urfave/cli keeps its help and version flags in package variables.
func runPokersim(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	return runContext(t, context.Background(), strings.NewReader(stdin), args...)
}

func runContext(t *testing.T, ctx context.Context, stdin io.Reader, args ...string) result {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(ctx, append([]string{"pokersim"}, args...), stdin, &stdout, &stderr)
	return result{stdout.String(), stderr.String(), code}
}

// checkGolden compares got with testdata/name, or rewrites the file under
// -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (run go test -update to accept it):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// sharedFile returns the path of a file in the shared test data beside
// the repository (../shared), skipping the test if it is absent.
func sharedFile(t *testing.T, name string) string {
	t.Helper()
	path := filepath.Join("..", "..", "..", "shared", "testdata", name)
	if _, err := os.Stat(path); err != nil {
		t.Skipf("shared test data absent: %v", err)
	}
	return path
}

// goldenRun is a run of the command that must succeed with nothing on
// standard error and print the content of testdata/golden.
type goldenRun struct {
	name   string
	args   []string
	golden string
}

func checkGoldenRuns(t *testing.T, runs []goldenRun) {
	t.Helper()
	for _, tt := range runs {
		t.Run(tt.name, func(t *testing.T) {
			got := runPokersim(t, "", tt.args...)
			if got.code != exitOK || got.stderr != "" {
				t.Errorf("pokersim %q: exit %d, stderr %q; want 0 and none", tt.args, got.code, got.stderr)
			}
			checkGolden(t, tt.golden, got.stdout)
		})
	}
}

func TestHelp(t *testing.T) {
	tests := []goldenRun{
		{"app", []string{"--help"}, "help.golden"},
		{"app short", []string{"-h"}, "help.golden"},
		{"score", []string{"score", "--help"}, "score_help.golden"},
		{"eval", []string{"eval", "--help"}, "eval_help.golden"},
		{"eval after cards", []string{"eval", "-h", "Ah"}, "eval_help.golden"},
		{"completion", []string{"completion", "--help"}, "completion_help.golden"},
		{"serve", []string{"serve", "--help"}, "serve_help.golden"},
	}
	checkGoldenRuns(t, tests)
}

func TestVersion(t *testing.T) {
	for _, arg := range []string{"--version", "-v"} {
		got := runPokersim(t, "", arg)
		want := regexp.MustCompile(`^pokersim ` + regexp.QuoteMeta(version) + ` \(go\S+ \w+/\w+( [0-9a-f]{12})?\)\n$`)
		if got.code != exitOK || !want.MatchString(got.stdout) || got.stderr != "" {
			t.Errorf("pokersim %s = %+v, want exit 0 and stdout matching %v", arg, got, want)
		}
	}
}

// TestUsageErrors checks the errors common to all commands: each gives
// exit status 2, nothing on stdout, and a message on stderr.
func TestUsageErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"unknown command", []string{"deal"},
			"pokersim: unknown command \"deal\"\nRun 'pokersim --help' for usage.\n"},
		{"unknown global flag", []string{"--bogus", "score"},
			"pokersim: flag provided but not defined: -bogus\nRun 'pokersim --help' for usage.\n"},
		{"unknown command flag", []string{"score", "--bogus"},
			"pokersim: flag provided but not defined: -bogus\nRun 'pokersim score --help' for usage.\n"},
		{"flag without value", []string{"eval", "--format"},
			"pokersim: flag needs an argument: -format\nRun 'pokersim eval --help' for usage.\n"},
		{"bad format", []string{"eval", "--format", "xml", "AhKhQhJhTh"},
			"pokersim: --format: unknown format \"xml\" (want text or json)\nRun 'pokersim eval --help' for usage.\n"},
		{"version after command", []string{"score", "--version"},
			"pokersim: flag provided but not defined: -version\nRun 'pokersim score --help' for usage.\n"},
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

func TestNoCommand(t *testing.T) {
	got := runPokersim(t, "")
	help := runPokersim(t, "", "--help").stdout
	if want := (result{"", help + "pokersim: no command given\n", exitUsage}); got != want {
		t.Errorf("pokersim = %+v\nwant %+v", got, want)
	}
}

func TestInterrupt(t *testing.T) {
	// A command blocked reading standard input stops when the context is
	// cancelled, as it is when pokersim gets SIGINT.
	stdin, w := io.Pipe()
	defer w.CloseWithError(errors.New("test over"))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got := runContext(t, ctx, stdin, "score")
	if want := (result{"", "pokersim: interrupted\n", exitInterrupted}); got != want {
		t.Errorf("pokersim score, interrupted = %+v, want %+v", got, want)
	}
}

func TestExitCode(t *testing.T) {
	_, parseErr := deck.ParseCards("Ah Ax")
	_, lineErr := score.Count(strings.NewReader("Ah"))
	tests := []struct {
		name string
		err  error
		want int
	}{
		{"nil", nil, exitOK},
		{"other", errors.New("disk on fire"), exitFailure},
		{"missing file", &os.PathError{Op: "open", Path: "x", Err: os.ErrNotExist}, exitFailure},
		{"usage", &usageError{err: errors.New("bad")}, exitUsage},
		{"wrapped usage", fmt.Errorf("x: %w", &usageError{err: errors.New("bad")}), exitUsage},
		{"bad card", parseErr, exitUsage},
		{"wrapped bad card", fmt.Errorf("player 2: %w", parseErr), exitUsage},
		{"bad line", lineErr, exitUsage},
		{"cancelled", context.Canceled, exitInterrupted},
		{"wrapped cancelled", fmt.Errorf("scoring: %w", context.Canceled), exitInterrupted},
	}
	for _, tt := range tests {
		if got := exitCode(tt.err); got != tt.want {
			t.Errorf("%s: exitCode(%v) = %d, want %d", tt.name, tt.err, got, tt.want)
		}
	}
}
