package sim

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
)

const sampleBatch = `# a coach's spots
AhKh vs QsQd
"QQ+,AKs" vs random --trials 200000
AsAd vs KhKc vs QsQc --board Ts9h2c

AhKh vs QsQd --board Ts9h2c --dead 2d --mc --stderr 0.002
`

func TestParseBatch(t *testing.T) {
	items, bad, err := ParseBatch(strings.NewReader(sampleBatch))
	if err != nil || len(bad) != 0 {
		t.Fatalf("ParseBatch: %v, %v", bad, err)
	}
	var lines []int
	for _, it := range items {
		lines = append(lines, it.Line)
	}
	if !reflect.DeepEqual(lines, []int{2, 3, 4, 6}) {
		t.Errorf("lines = %v, want [2 3 4 6]", lines)
	}
	if items[1].Options.Method != ForceMonteCarlo || items[1].Options.Trials != 200000 || items[1].Matchup.Players[0].Range == nil {
		t.Errorf("line 3 = %+v", items[1])
	}
	if len(items[2].Matchup.Board) != 3 || len(items[2].Matchup.Players) != 3 {
		t.Errorf("line 4 = %+v", items[2].Matchup)
	}
}

func TestParseBatchErrors(t *testing.T) {
	input := `AhKh vs AhQd
AhKh vs QsQd --board Ts9h
AhKh vs QsQd --seed 5
AhKh vs QsQd --bogus
"QQ+ vs random
AhKh vs QsQx
AhKh vs QsQd --trials lots
AhKh vs QsQd
`
	items, bad, err := ParseBatch(strings.NewReader(input))
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 1 || items[0].Line != 8 {
		t.Errorf("good lines = %+v, want only line 8", items)
	}
	want := []string{
		"line 1: player 2: duplicate card: Ah is also in player 1's hand",
		"line 2: board: wrong number of board cards: want 0, 3, 4 or 5, got 2",
		"line 3: bad batch line: --seed is for the whole batch (pokersim batch --seed), not one line",
		"line 4: bad batch line: unknown flag --bogus",
		`line 5: bad batch line: unterminated " quote`,
		`line 6: player 2: unknown suit "x" in "Qx" (in "QsQx")`,
		`line 7: bad batch line: --trials wants a positive whole number, got "lots"`,
	}
	if len(bad) != len(want) {
		t.Fatalf("%d bad lines, want %d: %v", len(bad), len(want), bad)
	}
	for i, e := range bad {
		if e.Error() != want[i] {
			t.Errorf("bad[%d] = %q\nwant      %q", i, e, want[i])
		}
	}
}

// TestRunBatchIndependentOfOrderAndWorkers checks that a matchup's result
// depends only on the batch seed and the matchup: not on its place in the
// file, the other lines or the number of workers.
func TestRunBatchIndependentOfOrderAndWorkers(t *testing.T) {
	items, _, _ := ParseBatch(strings.NewReader(sampleBatch))
	first, err := RunBatch(context.Background(), items, BatchOptions{Seed: 7, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	reversed := make([]BatchItem, len(items))
	for i, it := range items {
		reversed[len(items)-1-i] = it
	}
	again, err := RunBatch(context.Background(), reversed, BatchOptions{Seed: 7, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i := range items {
		a, b := first[i], again[len(items)-1-i]
		if !reflect.DeepEqual(a.Players, b.Players) || a.Seed != b.Seed || a.Samples != b.Samples {
			t.Errorf("line %d: results differ with the order and workers:\n%+v\n%+v", items[i].Line, a.Players, b.Players)
		}
	}
	other, _ := RunBatch(context.Background(), items[1:2], BatchOptions{Seed: 8})
	if other[0].Seed == first[1].Seed {
		t.Error("another batch seed gave the same matchup seed")
	}
}

func TestRunBatchSkipAndDone(t *testing.T) {
	items, _, _ := ParseBatch(strings.NewReader(sampleBatch))
	var done []int
	results, err := RunBatch(context.Background(), items, BatchOptions{Seed: 1,
		Skip: func(i int) bool { return i == 1 },
		Done: func(i int, r *Result) error { done = append(done, i); return nil }})
	if err != nil {
		t.Fatal(err)
	}
	if results[1] != nil || len(done) != 3 {
		t.Errorf("skipped item ran, or Done called %d times: %v", len(done), done)
	}
	stop := errors.New("disk full")
	_, err = RunBatch(context.Background(), items, BatchOptions{Seed: 1, Workers: 1,
		Done: func(int, *Result) error { return stop }})
	if !errors.Is(err, stop) {
		t.Errorf("RunBatch error = %v, want the Done error", err)
	}
}

func TestRunBatchInterrupted(t *testing.T) {
	items, _, _ := ParseBatch(strings.NewReader("AhKh vs QsQd --mc --stderr 0.00001\nAhKh vs QsQd\n"))
	ctx, cancel := context.WithCancel(context.Background())
	var done []int
	results, err := RunBatch(ctx, items, BatchOptions{Seed: 1, Workers: 2, Done: func(i int, r *Result) error {
		done = append(done, i)
		cancel()
		return nil
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("RunBatch error = %v, want context.Canceled", err)
	}
	if results[0] != nil {
		t.Error("the interrupted Monte Carlo item has a result")
	}
	if len(done) != 1 || done[0] != 1 {
		t.Errorf("done = %v, want only the exact item", done)
	}
}
