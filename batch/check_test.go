package batch

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"github.com/pokersim/pokersim/answer"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/sim"
)

// TestResumeTrustsNothing appends to a journal entries that would change
// the report if they were taken (progress of another seed, counts above
// their total, results out of range, of other players, with escapes in a
// hand, with samples not as asked) and checks that each is left out with a
// warning saying why, and that the report is the uninterrupted one.
func TestResumeTrustsNothing(t *testing.T) {
	const text = "AhKh vs QsQd --mc --trials 200000\nAhKh vs 7c7d\n"
	dir := t.TempDir()
	j := newJob(t, text, Config{})
	whole := filepath.Join(dir, "whole.json")
	res, err := j.Run(context.Background(), Options{Out: whole, Format: report.JSON})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(whole)
	mc, exact := &j.Items[0], &j.Items[1]
	other := mc.Seed + 1
	progress := func(seed *uint64, win0 int64) string {
		c := &sim.Checkpoint{Blocks: 2, Total: 2 * sim.BlockSize, Win: []int64{win0, 20000}, Split: [][]int64{{0, 0, 900}, {0, 0, 900}}}
		b, _ := json.Marshal(entry{Line: mc.Line, Key: mc.Key, Checkpoint: c, Seed: seed})
		return string(b)
	}
	result := func(it *Item, r *answer.Equity, edit func(*answer.Equity)) string {
		c := *r
		c.Players = append([]answer.PlayerEquity(nil), r.Players...)
		edit(&c)
		b, _ := json.Marshal(entry{Line: it.Line, Key: it.Key, Result: &c})
		return string(b)
	}
	mcr, exr := res.Report.Entries[0].Equity, res.Report.Entries[1].Equity
	tampered := []struct{ line, why string }{
		{progress(&other, 30000), "progress of another seed"},
		{progress(nil, 30000), "progress of another seed"},
		{progress(&mc.Seed, 70000), "player 1's wins is 70000, not in [0, 65536]"},
		{result(exact, exr, func(e *answer.Equity) { e.Players[0].Equity = 12500.46 }), "player 1's equity is 12500.46"},
		{result(exact, exr, func(e *answer.Equity) { e.Players = e.Players[:1] }), "1 players recorded, the matchup has 2"},
		{result(exact, exr, func(e *answer.Equity) { e.Players[1].Hand = "\x1b[31mQsQd" }), `player 2's hand recorded as "\x1b[31mQsQd"`},
		{result(mc, mcr, func(e *answer.Equity) { e.Samples = 5 }), "5 trials recorded, the matchup asks for 200000"},
		{result(exact, exr, func(e *answer.Equity) { e.Players[0].Win, e.Players[1].Win = -7e300, 1 }), "player 1's win is -7e+300"},
	}
	out := filepath.Join(dir, "r.json")
	ctx, cancel := context.WithCancel(context.Background())
	if _, err := j.Run(ctx, Options{Out: out, Format: report.JSON, Workers: 1, Step: cancel}); !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted run: %v", err)
	}
	f, err := os.OpenFile(out+".journal", os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tampered {
		f.WriteString(tt.line + "\n")
	}
	f.Close()
	res, err = j.Run(context.Background(), Options{Out: out, Format: report.JSON})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) != len(tampered) {
		t.Fatalf("warnings %q, want %d", res.Warnings, len(tampered))
	}
	for i, tt := range tampered {
		if w := res.Warnings[i]; !strings.Contains(w, tt.why) || strings.ContainsRune(w, '\x1b') {
			t.Errorf("warning %q, want it to say %q (and no escape)", w, tt.why)
		}
	}
	if got, _ := os.ReadFile(out); !bytes.Equal(got, want) {
		t.Errorf("resumed report differs from the uninterrupted one:\n%s\nwant:\n%s", got, want)
	}
}

// TestJournalSize runs a long Monte Carlo matchup, which checkpoints
// every block, and checks that its journal stays within a small size
// however many checkpoints it writes.
//
// The size of a checkpoint line is worked out rather than read from the
// journal: a fast machine runs the matchup before a reader sees its long
// lines. Its largest size is polled, which can only miss a peak, so the
// test fails only when a peak it saw is too large.
func TestJournalSize(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 24 million trials")
	}
	const trials = 24_000_000
	j := newJob(t, "AhKh vs QsQd vs 7c7d --mc --trials 24000000\n", Config{})
	out := filepath.Join(t.TempDir(), "r.json")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var biggest int64
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ctx.Err() == nil {
			if st, err := os.Stat(out + ".journal"); err == nil {
				biggest = max(biggest, st.Size())
			}
		}
	}()
	if _, err := j.Run(ctx, Options{Out: out, Format: report.JSON, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	cancel()
	<-done
	blocks := trials / sim.BlockSize
	// The longest checkpoint this run can write: every count as long as
	// the trials, in a line of 3 players.
	const n = 3
	c := &sim.Checkpoint{Blocks: int64(blocks), Total: trials, Win: make([]int64, n), Split: make([][]int64, n)}
	for p := range n {
		c.Win[p] = trials
		c.Split[p] = []int64{trials, trials, trials, trials}
	}
	seed := j.Items[0].Seed
	b, err := json.Marshal(entry{Line: j.Items[0].Line, Key: j.Items[0].Key, Checkpoint: c, Seed: &seed})
	if err != nil {
		t.Fatal(err)
	}
	line := len(b) + 1
	if uncompacted := blocks * line; uncompacted < 2*64<<10 {
		t.Fatalf("%d checkpoints of %d bytes would make %d bytes: too few to show anything", blocks, line, uncompacted)
	}
	if bound := int64(64<<10 + 4*line); biggest > bound {
		t.Errorf("the journal reached %d bytes for %d checkpoints of %d bytes, want at most %d", biggest, blocks, line, bound)
	}
}

// TestCheckTakesHonestResults checks that every result a run records
// passes the checks a resumed run or a merge applies, whatever the game,
// method and stopping rule of its line.
func TestCheckTakesHonestResults(t *testing.T) {
	const text = `AhKh vs QsQd --mc
AhKh vs QsQd --mc --trials 100000
AhKh vs QsQd --mc --stderr 0.01
AhKh vs QsQd --mc --trials 1000000 --stderr 0.01
"QQ+,AKs" vs random --board Ts9h2c
AsAd vs KhKc vs QsQc --board Ts9h2c --dead 2d
AhKhQsJs vs 2c3c4d5d --game omaha8 --mc --trials 70000
AhKh vs QsQd --game shortdeck --board Ts9h8c
AhKh vs random --distribution --board Ts9h2c
`
	j := newJob(t, text, Config{})
	res, err := j.Run(context.Background(), Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for k, it := range j.Items {
		e := entry{Line: it.Line, Key: it.Key, Result: res.Report.Entries[k].Equity}
		if _, err := j.check(&e); err != nil {
			t.Errorf("line %d (%s): its own result is refused: %v", it.Line, it.Input, err)
		}
	}
}

// TestCheckTakesHonestProgress checks every checkpoint of Monte Carlo
// runs of several games and stopping rules against the checks a resumed
// run applies.
func TestCheckTakesHonestProgress(t *testing.T) {
	const text = `AhKhQsJs vs 2c3c4d5d vs random --game omaha8 --mc --trials 300000
"QQ+,AKs" vs "JJ-88" --mc --trials 300000
AhKh vs QsQd vs 7c7d --mc --stderr 0.002
`
	j := newJob(t, text, Config{})
	for _, it := range j.Items {
		var seen int
		p, err := it.Plan.Checkpointed(nil, func(c *sim.Checkpoint) {
			seen++
			e := entry{Line: it.Line, Key: it.Key, Checkpoint: c, Seed: &it.Seed}
			if _, err := j.check(&e); err != nil {
				t.Errorf("line %d, block %d: its own checkpoint is refused: %v", it.Line, c.Blocks, err)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		if seen == 0 {
			t.Errorf("line %d: no checkpoint", it.Line)
		}
	}
}
