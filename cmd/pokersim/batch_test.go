package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// writeBatch writes a batch file in a temporary directory and returns its
// path.
func writeBatch(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "spots.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const spots = `# all-in spots
AhKh vs QsQd
AsAd vs KhKc vs QsQc --board Ts9h2c
"JJ+,AK" vs "QQ+,AKs"
AhKh vs QsQd --mc --trials 3000000
`

func TestBatchBadLines(t *testing.T) {
	path := writeBatch(t, spots+"AhKh vs AhQd\nAhKh vs QsQd --board Ts9h\n")
	got := runPokersim(t, "", "batch", path)
	want := "pokersim: line 6: player 2: duplicate card: Ah is also in player 1's hand\n" +
		"pokersim: line 7: board: wrong number of board cards: want 0, 3, 4 or 5, got 2\n" +
		"pokersim: 2 bad line(s): nothing was run (--keep-going runs the others)\n"
	if got.code != exitUsage || got.stdout != "" || got.stderr != want {
		t.Errorf("batch with bad lines = %+v\nwant stderr %q and exit 2", got, want)
	}
	got = runPokersim(t, "", "batch", "--keep-going", "--format", "json", path)
	if got.code != exitOK {
		t.Fatalf("--keep-going: exit %d, %s", got.code, got.stderr)
	}
	var report struct {
		Matchups []struct {
			Line   int
			Error  string
			Result *struct{ Mode string }
		}
	}
	if err := json.Unmarshal([]byte(got.stdout), &report); err != nil {
		t.Fatal(err)
	}
	if len(report.Matchups) != 6 || report.Matchups[4].Error == "" || report.Matchups[4].Line != 6 || report.Matchups[0].Result.Mode != "exact" {
		t.Errorf("--keep-going report = %+v", report)
	}
}

// TestBatchResume interrupts a batch, then resumes it (once after a kill
// that left a partial journal line), and checks that the report is the
// same as an uninterrupted run's.
func TestBatchResume(t *testing.T) {
	path := writeBatch(t, spots)
	dir := filepath.Dir(path)
	whole := filepath.Join(dir, "whole.json")
	if got := runPokersim(t, "", "batch", "--out", whole, path); got.code != exitOK {
		t.Fatalf("uninterrupted run: exit %d, %s", got.code, got.stderr)
	}
	want, _ := os.ReadFile(whole)
	if _, err := os.Stat(whole + ".journal"); !os.IsNotExist(err) {
		t.Errorf("journal left after a complete run: %v", err)
	}

	resumed := filepath.Join(dir, "resumed.json")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Ctrl-C once the journal holds a finished matchup, whatever the
	// machine's load: the last line's 3,000,000 trials are still running.
	go func() {
		for ctx.Err() == nil {
			if b, _ := os.ReadFile(resumed + ".journal"); strings.Count(string(b), "\n") >= 2 {
				cancel()
				return
			}
			time.Sleep(time.Millisecond)
		}
	}()
	got := runContext(t, ctx, strings.NewReader(""), "batch", "--workers", "1", "--out", resumed, path)
	if got.code != exitInterrupted {
		t.Fatalf("interrupted run: exit %d, %s", got.code, got.stderr)
	}
	if _, err := os.Stat(resumed); !os.IsNotExist(err) {
		t.Error("an interrupted run wrote the report")
	}
	journal, err := os.ReadFile(resumed + ".journal")
	if err != nil || strings.Count(string(journal), "\n") < 2 {
		t.Fatalf("journal after the interruption: %q, %v; want the header and finished matchups", journal, err)
	}
	// A kill while writing leaves a partial line.
	os.WriteFile(resumed+".journal", append(journal, `{"line":5,"key":"hol`...), 0o644)

	got = runPokersim(t, "", "batch", "--out", resumed, path)
	if got.code != exitOK {
		t.Fatalf("resumed run: exit %d, %s", got.code, got.stderr)
	}
	if !strings.Contains(got.stderr, "resuming") {
		t.Errorf("resumed run's stderr %q does not say what was done before", got.stderr)
	}
	if gotReport, _ := os.ReadFile(resumed); string(gotReport) != string(want) {
		t.Errorf("resumed report differs from the uninterrupted one:\n%s\nwant:\n%s", gotReport, want)
	}
}

func TestBatchJournalMismatch(t *testing.T) {
	path := writeBatch(t, spots)
	out := filepath.Join(filepath.Dir(path), "r.csv")
	os.WriteFile(out+".journal", []byte(`{"journal":"pokersim batch","version":1,"file_sha256":"0000","seed":1,"confidence":0.95,"keep_going":false}`+"\n"), 0o644)
	got := runPokersim(t, "", "batch", "--out", out, path)
	if got.code != exitUsage || !strings.Contains(got.stderr, "the journal belongs to a different run") {
		t.Errorf("batch with a foreign journal = %+v, want exit 2 and a clear message", got)
	}
}

func TestBatchFormats(t *testing.T) {
	path := writeBatch(t, "AhKh vs QsQd\nAhKh vs QsQd --mc --trials 100000\n")
	dir := filepath.Dir(path)
	for _, name := range []string{"r.txt", "r.md", "r.csv", "r.json", "r.html"} {
		out := filepath.Join(dir, name)
		if got := runPokersim(t, "", "batch", "--seed", "3", "--out", out, path); got.code != exitOK {
			t.Fatalf("--out %s: exit %d, %s", name, got.code, got.stderr)
		}
		data, err := os.ReadFile(out)
		if err != nil || len(data) == 0 {
			t.Errorf("--out %s: %v, %d bytes", name, err, len(data))
		}
	}
	got := runPokersim(t, "", "batch", "--out", filepath.Join(dir, "r.xyz"), path)
	if got.code != exitUsage {
		t.Errorf("--out r.xyz: exit %d, want 2", got.code)
	}
}
