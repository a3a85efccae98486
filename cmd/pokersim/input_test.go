package main

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// endless is an input that never ends, as /dev/zero or "yes" do: the
// pattern over and over.
type endless struct {
	pattern string
	at      int
}

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = e.pattern[e.at%len(e.pattern)]
		e.at++
	}
	return len(p), nil
}

// blocked is an input that never answers, as a terminal nobody types in.
type blocked struct{ done chan struct{} }

func (b blocked) Read([]byte) (int, error) {
	<-b.done
	return 0, context.Canceled
}

// TestEndlessInput checks that every command reading a file stops an
// endless one at its bounds, with exit 2 and the reason, holding little
// memory; batch reads "-" as standard input.
func TestEndlessInput(t *testing.T) {
	tests := []struct {
		name    string
		pattern string
		args    []string
		msg     string
	}{
		{"batch of zeros", "\x00", []string{"batch", "-"}, "standard input: line 1: line longer than 65536 bytes"},
		{"batch of comments", "# a comment\n", []string{"batch", "-"}, "standard input: larger than 64 MiB"},
		{"table of zeros", "\x00", []string{"matrix", "--players", "3", "--lookup", "AA,KK,QQ", "--file", "-"}, "line 1: line longer than 65536 bytes"},
		{"score of zeros", "\x00", []string{"score", "-"}, "line 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if testing.Short() && strings.Contains(tt.msg, "MiB") {
				t.Skip("reads up to a GiB")
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			got := runContext(t, context.Background(), &endless{pattern: tt.pattern}, tt.args...)
			runtime.ReadMemStats(&after)
			if got.code != exitUsage || !strings.Contains(got.stderr, tt.msg) {
				t.Errorf("pokersim %q of endless %q = %+v, want exit 2 and %q", tt.args, tt.pattern, got, tt.msg)
			}
			if mb := (after.TotalAlloc - before.TotalAlloc) >> 20; mb > 512 {
				t.Errorf("pokersim %q allocated %d MiB reading it", tt.args, mb)
			}
		})
	}
}

// TestEndlessFile checks merge and batch on a file far larger than a
// line, made by the test, without reading the machine's /dev files.
func TestEndlessFile(t *testing.T) {
	dir := t.TempDir()
	zeros := filepath.Join(dir, "zeros")
	if err := os.WriteFile(zeros, make([]byte, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"batch", zeros}, {"merge", zeros}, {"matrix", "--players", "3", "--lookup", "AA,KK,QQ", "--file", zeros}} {
		got := runPokersim(t, "", args...)
		if got.code != exitUsage || got.stdout != "" {
			t.Errorf("pokersim %q = %+v, want exit 2", args, got)
		}
	}
}

// TestInterruptWhileReading checks that Ctrl-C is answered while a command
// waits for its input, or reads an endless one.
func TestInterruptWhileReading(t *testing.T) {
	for _, args := range [][]string{
		{"batch", "-"},
		{"score"},
		{"matrix", "--players", "3", "--lookup", "AA,KK,QQ", "--file", "-"},
	} {
		done := make(chan struct{})
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(50*time.Millisecond, cancel)
		start := time.Now()
		got := runContext(t, ctx, blocked{done}, args...)
		close(done)
		if took := time.Since(start); got.code != exitInterrupted || took > time.Minute { // a hang guard, which load cannot trip
			t.Errorf("pokersim %q waiting for input, cancelled: exit %d after %v (%s), want 130 at once", args, got.code, took, got.stderr)
		}
	}
}

// TestBatchInputs checks the batch file's edges: a byte order mark is
// skipped as score skips it, "-" is standard input, and a file whose
// every line is bad is bad input even with --keep-going.
func TestBatchInputs(t *testing.T) {
	dir := t.TempDir()
	bom := filepath.Join(dir, "bom.txt")
	os.WriteFile(bom, []byte("\ufeffAhKh vs QsQd --trials 1000\n"), 0o644)
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("bad\nworse\n"), 0o644)
	if got := runPokersim(t, "", "batch", "--format", "csv", bom); got.code != exitOK || !strings.Contains(got.stdout, "AhKh") {
		t.Errorf("batch of a file with a BOM = %+v, want it run", got)
	}
	if got := runPokersim(t, "AhKh vs QsQd --trials 1000\n", "batch", "--format", "csv", "-"); got.code != exitOK || !strings.Contains(got.stdout, "AhKh") {
		t.Errorf("batch - = %+v, want standard input run", got)
	}
	got := runPokersim(t, "", "batch", "--keep-going", bad)
	if got.code != exitUsage || got.stdout != "" || !strings.Contains(got.stderr, "2 bad line(s) and no good one: nothing was run") {
		t.Errorf("batch --keep-going of only bad lines = %+v, want exit 2 and nothing run", got)
	}
}
