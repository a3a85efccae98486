package history

import (
	"context"
	"fmt"
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

// TestSharedKnown checks the known values of the issue: in
// dwan-ivey-2009.phh Dwan's 7h6h has 100% on Jc3d5c4h, over 44 rivers.
func TestSharedKnown(t *testing.T) {
	for _, h := range readShared(t) {
		if filepath.Base(h.File) != "dwan-ivey-2009.phh" {
			continue
		}
		r, err := Value(context.Background(), h, 0)
		if err != nil || r.AllIn == nil {
			t.Fatalf("Value = %+v, %v", r, err)
		}
		if got := fmt.Sprint(r.AllIn.Board); got != "[Jc 3d 5c 4h]" {
			t.Errorf("board = %s, want [Jc 3d 5c 4h]", got)
		}
		pe := r.AllIn.Pots[0]
		for k, i := range pe.Eligible {
			want := 0.0
			if h.Players[i].Name == "Tom Dwan" {
				want = 1
			}
			if pe.Equity[k] != want {
				t.Errorf("%s: equity %v, want %v", h.Players[i].Name, pe.Equity[k], want)
			}
		}
		return
	}
	t.Error("dwan-ivey-2009.phh not found")
}
