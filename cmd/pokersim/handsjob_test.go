package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/hands"
	"github.com/pokersim/pokersim/internal/handsbench"
	"github.com/pokersim/pokersim/internal/testfull"
	"github.com/pokersim/pokersim/report"
)

// handsFolder copies the history fixtures into a folder, with a file in
// no known format, and returns it.
func handsFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"rules.txt", "messy.txt", "aa-88.phh", "two.phhs", "thrice.txt"} {
		data, err := os.ReadFile(filepath.Join("../../history/testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a hand history\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// cutAfterFirstFile runs a hands job over dir with --out out in format f
// and interrupts it after its first file, as Ctrl-C would, leaving a
// journal to resume from.
func cutAfterFirstFile(t *testing.T, dir, out string, f report.Format) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	hj := &hands.Job{Path: dir, Format: f, Out: out, AfterFile: cancel}
	if _, err := hj.Run(ctx); err == nil {
		t.Fatal("the run was not interrupted")
	}
}

// tempWriter returns a function that writes text to a file name in a
// temporary folder of its own and returns the file's path.
func tempWriter(t *testing.T) func(name, text string) string {
	dir := t.TempDir()
	return func(name, text string) string {
		t.Helper()
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
}

// TestHandsResume interrupts a run with --out once the journal holds one
// file, then once more after another, spoils the spooled rows of one of
// them, and finishes it: the report is byte for byte an uninterrupted
// run's, and the output on standard output too, in each format.
func TestHandsResume(t *testing.T) {
	dir := handsFolder(t)
	for _, f := range []struct {
		name   string
		format report.Format
	}{{"json", report.JSON}, {"text", report.Text}, {"csv", report.CSV}} {
		t.Run(f.name, func(t *testing.T) {
			outDir := t.TempDir()
			whole := filepath.Join(outDir, "whole."+f.name)
			got := runPokersim(t, "", "hands", "--format", f.name, "--out", whole, dir)
			if got.code != exitOK || !strings.Contains(got.stderr, "wrote "+whole) {
				t.Fatalf("uninterrupted run: exit %d, %s", got.code, got.stderr)
			}
			want, err := os.ReadFile(whole)
			if err != nil {
				t.Fatal(err)
			}
			if stdout := runPokersim(t, "", "hands", "--format", f.name, dir); stdout.stdout != string(want) {
				t.Errorf("standard output differs from --out:\n%s\nwant\n%s", stdout.stdout, want)
			}
			if !strings.Contains(string(want), "3001") || !strings.Contains(string(want), "1002") {
				t.Errorf("the report misses files: %s", want)
			}

			out := filepath.Join(outDir, "resumed."+f.name)
			for round, stopAfter := range []int{1, 2} {
				ctx, cancel := context.WithCancel(context.Background())
				n := 0
				hj := &hands.Job{Path: dir, Format: f.format, Out: out, AfterFile: func() {
					if n++; n == stopAfter {
						cancel()
					}
				}}
				res, err := hj.Run(ctx)
				cancel()
				if err == nil || res == nil || res.Done != round+stopAfter {
					t.Fatalf("round %d: run = %+v, %v; want cancelled after %d files", round, res, err, round+stopAfter)
				}
				if _, err := os.Stat(out); err == nil {
					t.Fatalf("round %d: the report was written", round)
				}
				if _, err := os.Stat(out + ".journal"); err != nil {
					t.Fatalf("round %d: no journal: %v", round, err)
				}
			}
			// Spoil the first file's rows: it is read again, with a warning.
			spool := out + ".rows"
			data, err := os.ReadFile(spool)
			if err != nil || len(data) < 10 {
				t.Fatalf("spool: %d bytes, %v", len(data), err)
			}
			data[5] ^= 1
			if err := os.WriteFile(spool, data, 0o644); err != nil {
				t.Fatal(err)
			}
			got = runPokersim(t, "", "hands", "--format", f.name, "--out", out, dir)
			if got.code != exitOK || !strings.Contains(got.stderr, "resuming: 2 of 6 files done before") ||
				!strings.Contains(got.stderr, "not as written: read again") {
				t.Errorf("resumed run: exit %d, stderr %s", got.code, got.stderr)
			}
			resumed, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if string(resumed) != string(want) {
				t.Errorf("resumed report differs:\n%s\nwant\n%s", resumed, want)
			}
			for _, ext := range []string{".journal", ".rows"} {
				if _, err := os.Stat(out + ext); err == nil {
					t.Errorf("%s left behind", out+ext)
				}
			}
		})
	}
}

// TestHandsJournalRefused checks that a journal of another run (another
// --player) is refused with the hint, and a changed file is read again.
func TestHandsJournalRefused(t *testing.T) {
	dir := handsFolder(t)
	out := filepath.Join(t.TempDir(), "r.json")
	cutAfterFirstFile(t, dir, out, report.JSON)
	got := runPokersim(t, "", "hands", "--player", "Villain", "--out", out, dir)
	if got.code == exitOK || !strings.Contains(got.stderr, "--player or --strict changed") {
		t.Errorf("another player: exit %d, %s", got.code, got.stderr)
	}
	// The first file, aa-88.phh, changes: it is read again.
	name := filepath.Join(dir, "aa-88.phh")
	data, _ := os.ReadFile(name)
	if err := os.WriteFile(name, append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	got = runPokersim(t, "", "hands", "--out", out, dir)
	if got.code != exitOK || !strings.Contains(got.stderr, "aa-88.phh\" changed since: read again") {
		t.Errorf("changed file: exit %d, %s", got.code, got.stderr)
	}
}

// TestHandsMemory values a file of 100,000 hands (the fixture's hands
// that are not all-ins, and a heads-up all-in every 20th) as a job with
// --out and as "pokersim hands --format html" to standard output, and
// checks that the heap never holds more than a fraction of the file: the
// rows go to the spool, or are kept deflated for the page, and the report
// streams; only the totals, the graph's points and the hands' digests
// are held.
func TestHandsMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("a 70 MB file")
	}
	testfull.Full(t) // a 70 MB file: a slow test
	if raceEnabled {
		t.Skip("the bounds are the plain build's, and 100,000 hands under the race detector take minutes")
	}
	data, err := os.ReadFile(handsRules)
	if err != nil {
		t.Fatal(err)
	}
	// Each hand numbered afresh, since a hand read twice counts once.
	var b bytes.Buffer
	if err := handsbench.Build(&b, data, 100000, 20); err != nil {
		t.Fatal(err)
	}
	big := b.Bytes()
	dir := t.TempDir()
	name := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(name, big, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Run("json job", func(t *testing.T) {
		out := filepath.Join(dir, "r.json")
		var res *hands.Outcome
		grew := heapGrowth(t, func() error {
			hj := &hands.Job{Path: name, Format: report.JSON, Out: out}
			res, err = hj.Run(context.Background())
			return err
		})
		st, err := os.Stat(out)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%d hands, %d MB file, %d MB report: heap grew by at most %.1f MB", res.Session.Hands, len(big)>>20, st.Size()>>20, float64(grew)/(1<<20))
		if res.Session.Hands < 75000 || st.Size() < int64(len(big))/4 {
			t.Fatalf("%d hands, a report of %d bytes: the test shows little", res.Session.Hands, st.Size())
		}
		// The rows alone, held, would take about the report's size; the
		// points (a hand's running totals and unit, and their JSON in the
		// journal) and the digests of the hands read (a hand counts once)
		// stay: 19 MB here against a report of 39 MB.
		if grew > st.Size()*2/3 {
			t.Errorf("the heap grew by %d bytes writing a report of %d: the rows are held", grew, st.Size())
		}
	})
	t.Run("html", func(t *testing.T) {
		var out countingWriter
		var rc int
		grew := heapGrowth(t, func() error {
			rc = run(context.Background(), []string{"pokersim", "hands", "--format", "html", "--workers", "2", name}, nil, &out, io.Discard)
			return nil
		})
		t.Logf("%d MB file, %d MB page: heap grew by at most %.1f MB", len(big)>>20, out.n>>20, float64(grew)/(1<<20))
		if rc != 0 || out.n < int64(len(big))/4 {
			t.Fatalf("exit status %d, a page of %d bytes: the test shows little", rc, out.n)
		}
		// The issue asks for a peak under 60 MB for 100,000 hands; the
		// program takes some 16 MB before it reads a hand, and the
		// collector lets the heap grow to twice what is live. What stays
		// is the hands' digests and places (some 60 bytes a hand), the
		// points (32) and the page's rows deflated (20): 14 MB here.
		// With the hands' keys held as strings, the points held twice,
		// the graph's lines built whole before their envelope and the
		// deflated rows in a buffer that doubles, it grew by 23 to 26 MB,
		// and the command peaked at 77 MB.
		if grew > 20<<20 {
			t.Errorf("the heap grew by %.1f MB writing the page, want at most 20 MB", float64(grew)/(1<<20))
		}
	})
}

// heapGrowth returns by how much the heap in use grew, at most, while f
// ran, the collector set to run often so that the heap in use is about
// what is live.
func heapGrowth(t *testing.T, f func() error) int64 {
	t.Helper()
	defer debug.SetGCPercent(debug.SetGCPercent(5))
	runtime.GC()
	var base runtime.MemStats
	runtime.ReadMemStats(&base)
	var peak uint64
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapInuse)
			select {
			case <-done:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	err := f()
	close(done)
	<-sampled
	if err != nil {
		t.Fatal(err)
	}
	return int64(peak) - int64(base.HeapInuse)
}

// countingWriter counts the bytes written to it and drops them.
type countingWriter struct{ n int64 }

func (w *countingWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	return len(p), nil
}
