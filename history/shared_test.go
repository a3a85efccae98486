package history

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// sharedDir holds the real hand histories of ../shared; tests skip without it.
const sharedDir = "../../shared/testdata/hands"

// readShared reads every shared file, failing on any skipped hand.
func readShared(t *testing.T) []*Hand {
	t.Helper()
	var files []string
	for _, sub := range []string{"phh", "pokerstars"} {
		m, _ := filepath.Glob(filepath.Join(sharedDir, sub, "*"))
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Skip("no shared hand histories in " + sharedDir)
	}
	var hands []*Hand
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		err = Read(f, fh, func(h *Hand, err error) error {
			if err != nil {
				t.Errorf("Read(%s): %v", f, err)
				return nil
			}
			hands = append(hands, h)
			return nil
		})
		fh.Close()
		if err != nil {
			t.Errorf("Read(%s) = %v", f, err)
		}
	}
	return hands
}

// TestShared reads every shared file without a skipped hand, finds an
// all-in in each, checks each hand's adjustments sum to zero and the
// equities against brute force.
func TestShared(t *testing.T) {
	for _, h := range readShared(t) {
		r, err := Value(context.Background(), h, 0)
		if err != nil {
			t.Fatalf("Value(%s): %v", h.File, err)
		}
		if r.AllIn == nil {
			t.Logf("%s: hand #%s does not qualify for all-in EV", filepath.Base(h.File), h.ID)
			continue
		}
		var sum float64
		for i, p := range h.Players {
			sum += r.AllIn.Adjustment[i]
			if r.Put[i] > 0 {
				t.Logf("%s %s: put %v won %v expected %.2f adj %.2f", filepath.Base(h.File), p.Name, r.Put[i], r.Won[i], r.AllIn.Expected[i]/100, r.AllIn.Adjustment[i]/100)
			}
		}
		if math.Abs(sum) > 1e-6*float64(len(h.Players))+0.5 {
			t.Errorf("%s: adjustments sum to %v, want 0", h.File, sum)
		}
		if testing.Short() {
			continue
		}
		for _, pe := range r.AllIn.Pots {
			want := bruteEquity(h, r.AllIn.Board, pe.Eligible, liveSet(h, r.Put, h.Folded()))
			for k := range want {
				if math.Abs(pe.Equity[k]-want[k]) > 1e-12 {
					t.Errorf("%s: pot %v player %d equity %v, brute force %v", h.File, pe.Amount, pe.Eligible[k], pe.Equity[k], want[k])
				}
			}
		}
	}
}
