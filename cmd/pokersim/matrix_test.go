package main

import (
	"bytes"
	"context"
	"image"
	_ "image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestMatrixHelp(t *testing.T) {
	got := runPokersim(t, "", "matrix", "--help")
	if got.code != exitOK || got.stderr != "" {
		t.Fatalf("exit %d, stderr %q", got.code, got.stderr)
	}
	checkGolden(t, "matrix_help.golden", got.stdout)
}

// matrixRows is the sub-matrix the tests compute: two rows, given out of
// grid order, in under a second.
var matrixRows = []string{"--rows", "72s,AKs"}

// TestMatrixRows computes two rows of the matrix and checks the files
// written: the CSV and JSON against golden files, the PNG by decoding it;
// the journal is gone.
func TestMatrixRows(t *testing.T) {
	dir := t.TempDir()
	got := runPokersim(t, "", append([]string{"matrix", "--out", dir, "-w", "2"}, matrixRows...)...)
	if got.code != exitOK || got.stdout != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", got.code, got.stdout, got.stderr)
	}
	var names []string
	for _, ext := range []string{"csv", "json", "png", "svg"} {
		names = append(names, filepath.Join(dir, "matrix."+ext))
	}
	if want := "pokersim: wrote " + strings.Join(names, ", ") + "\n"; got.stderr != want {
		t.Errorf("stderr %q, want %q", got.stderr, want)
	}
	checkGolden(t, "matrix_rows.csv", readFile(t, names[0]))
	checkGolden(t, "matrix_rows.json", readFile(t, names[1]))
	if _, _, err := image.Decode(strings.NewReader(readFile(t, names[2]))); err != nil {
		t.Errorf("the PNG does not decode: %v", err)
	}
	if !strings.Contains(readFile(t, names[3]), "<svg") {
		t.Error("the SVG has no <svg element")
	}
	if _, err := os.Stat(filepath.Join(dir, "matrix.journal")); !os.IsNotExist(err) {
		t.Errorf("the journal is still there after success: %v", err)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestMatrixResume interrupts a run, checks that it exits with 130 and
// keeps its journal, then resumes it and checks that the files are those
// of an uninterrupted run (TestMatrixRows's golden files), to the last bit
// of the JSON.
func TestMatrixResume(t *testing.T) {
	dir := t.TempDir()
	args := append([]string{"matrix", "--out", dir, "-w", "1", "--format", "csv,json", "--name", "m"}, matrixRows...)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Ctrl-C, as soon as the journal holds a piece: a fixed delay would
	// let a fast machine finish both rows first.
	journal := filepath.Join(dir, "m.journal")
	go func() {
		for ctx.Err() == nil {
			if fi, err := os.Stat(journal); err == nil && fi.Size() > 0 {
				cancel()
				return
			}
			time.Sleep(time.Millisecond)
		}
	}()
	got := runContext(t, ctx, strings.NewReader(""), args...)
	if got.code != exitInterrupted {
		t.Fatalf("interrupted run: exit %d, want %d; stderr %q", got.code, exitInterrupted, got.stderr)
	}
	if !strings.Contains(got.stderr, "are saved in "+journal+": run the same command again to resume\n") {
		t.Errorf("stderr of the interrupted run = %q, want a hint to resume", got.stderr)
	}
	if _, err := os.Stat(journal); err != nil {
		t.Fatalf("no journal after the interruption: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "m.csv")); !os.IsNotExist(err) {
		t.Errorf("the interrupted run wrote m.csv: %v", err)
	}
	// Counts that are not of this matrix, or impossible, are left out.
	f, err := os.OpenFile(journal, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"pairs":[{"a":1,"b":2,"outcomes":5,"win":1,"loss":1}]}` + "\n")
	f.WriteString(`{"pairs":[{"a":0,"b":168,"outcomes":7,"win":1,"loss":1}]}` + "\n")
	f.Close()

	got = runPokersim(t, "", args...)
	if got.code != exitOK {
		t.Fatalf("resumed run: exit %d, stderr %q", got.code, got.stderr)
	}
	for _, want := range []string{"impossible counts for AKs vs AQs: 5 outcomes", "classes 0 and 168 are not a pair of the table's"} {
		if !strings.Contains(got.stderr, want) {
			t.Errorf("stderr of the resumed run = %q, want a warning %q", got.stderr, want)
		}
	}
	checkGolden(t, "matrix_rows.csv", readFile(t, filepath.Join(dir, "m.csv")))
	checkGolden(t, "matrix_rows.json", readFile(t, filepath.Join(dir, "m.json")))
	if _, err := os.Stat(journal); !os.IsNotExist(err) {
		t.Errorf("the journal is still there after the resumed run: %v", err)
	}
}

func TestMatrixErrors(t *testing.T) {
	hint := "Run 'pokersim matrix --help' for usage.\n"
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"argument", []string{"AA"}, "pokersim: unexpected argument \"AA\": matrix takes flags only\n" + hint},
		{"bad format", []string{"--format", "csv,gif"}, "pokersim: --format: unknown format \"gif\" (want csv, json, png, svg or all, separated by commas)\n" + hint},
		{"two classes", []string{"--rows", "AA,AK"}, "pokersim: --rows: \"AK\": AK is two classes: write AKs or AKo\n" + hint},
		{"card", []string{"--rows", "AhKh"}, "pokersim: --rows: \"AhKh\": a class is two ranks, not cards\n" + hint},
		{"workers", []string{"--workers", "-1"}, "pokersim: --workers: want a positive whole number, got \"-1\"\n" + hint},
		{"name with a directory", []string{"--name", "a/b"}, "pokersim: --name \"a/b\": want a file name without a directory (give that with --out)\n" + hint},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			got := runPokersim(t, "", append([]string{"matrix", "--out", dir}, tt.args...)...)
			if want := (result{"", tt.stderr, exitUsage}); got != want {
				t.Errorf("pokersim matrix %q = %+v\nwant %+v", tt.args, got, want)
			}
		})
	}
}

// TestMatrixJournalMismatch checks that the journal of a run with other
// rows is refused, and left alone.
func TestMatrixJournalMismatch(t *testing.T) {
	dir := t.TempDir()
	journal := filepath.Join(dir, "matrix.journal")
	head := `{"journal":"pokersim matrix","version":1,"rows":["KK"]}` + "\n"
	if err := os.WriteFile(journal, []byte(head), 0o644); err != nil {
		t.Fatal(err)
	}
	got := runPokersim(t, "", append([]string{"matrix", "--out", dir}, matrixRows...)...)
	want := "pokersim: " + journal + ": the journal belongs to a different run: delete it to start afresh (it was started with other --rows)\n"
	if got.code != exitUsage || got.stderr != want {
		t.Errorf("exit %d, stderr %q; want %d, %q", got.code, got.stderr, exitUsage, want)
	}
	if b, _ := os.ReadFile(journal); !bytes.Equal(b, []byte(head)) {
		t.Errorf("the journal was changed to %q", b)
	}

}
