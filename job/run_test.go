package job

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/pokersim/pokersim/shard"
)

// square is a unit of squares: its number and the number squared.
type square struct {
	I  int `json:"i"`
	Sq int `json:"sq"`
}

// squares is a job of n units, unit i the square of i; it cancels cancel
// after stop units done (none if stop is 0) and counts the units done.
type squares struct {
	n      int
	stop   int32
	cancel context.CancelFunc
	did    atomic.Int32
}

func (s *squares) Identity() shard.Job { return Identify("squares", s.n, "") }
func (s *squares) Units() int          { return s.n }
func (s *squares) Index(u *square) int { return u.I }
func (s *squares) Check(u *square) error {
	if u.I < 0 || u.I >= s.n || u.Sq != u.I*u.I {
		return fmt.Errorf("%w: %d squared is not %d", ErrImplausible, u.I, u.Sq)
	}
	return nil
}

func (s *squares) Do(ctx context.Context, i int) (square, error) {
	if n := s.did.Add(1); s.stop > 0 && n >= s.stop {
		s.cancel()
	}
	return square{I: i, Sq: i * i}, nil
}

// TestRun runs a job of squares through Run: whole, interrupted and taken
// up from its journal (the units done again are only those not
// journaled), with a journal line that fails the check, and as a shard;
// every run gives the units of an uninterrupted one.
func TestRun(t *testing.T) {
	const n = 40
	all := make([]int, n)
	want := make([]square, n)
	for i := range all {
		all[i], want[i] = i, square{I: i, Sq: i * i}
	}
	whole, err := Run(context.Background(), &squares{n: n}, all, RunOptions{Workers: 3})
	if err != nil || !slices.Equal(whole.Units, want) || whole.Resumed != 0 {
		t.Fatalf("Run = %v, %+v", err, whole)
	}

	journal := filepath.Join(t.TempDir(), "squares.journal")
	ctx, cancel := context.WithCancel(context.Background())
	first := &squares{n: n, stop: 10, cancel: cancel}
	ran, err := Run(ctx, first, all, RunOptions{Journal: journal, Workers: 1, JournalEvery: 1})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted Run = %v, want context.Canceled", err)
	}
	ran.Close()
	cancel()

	// A line that fails the check is left out with a warning.
	jr, _, _, err := OpenJournal(journal, (&squares{n: n}).Identity(), nil, "", func(*Piece[square]) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	if err := jr.Append(Piece[square]{Units: []square{{I: 39, Sq: 7}}}); err != nil {
		t.Fatal(err)
	}
	jr.Close()

	second := &squares{n: n}
	ran, err = Run(context.Background(), second, all, RunOptions{Journal: journal, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer ran.Close()
	if !slices.Equal(ran.Units, want) {
		t.Errorf("resumed units = %v, want %v", ran.Units, want)
	}
	if ran.Resumed < 9 || int(second.did.Load()) != n-ran.Resumed || len(ran.Warnings) != 1 {
		t.Errorf("resumed %d, did %d again, warnings %q: want at least 9 resumed, the rest done, one warning",
			ran.Resumed, second.did.Load(), ran.Warnings)
	}
	if err := ran.Done(); err != nil {
		t.Fatal(err)
	}

	s := shard.Shard{Index: 1, Count: 3}
	mine, err := Split(s, n)
	if err != nil {
		t.Fatal(err)
	}
	third := &squares{n: n}
	ran, err = Run(context.Background(), third, mine, RunOptions{Journal: journal, Shard: &s})
	if err != nil {
		t.Fatal(err)
	}
	defer ran.Close()
	var wantShard []square
	for _, i := range mine {
		wantShard = append(wantShard, want[i])
	}
	if !slices.Equal(ran.Units, wantShard) || int(third.did.Load()) != len(mine) {
		t.Errorf("shard %v: units %v, did %d; want %v", s, ran.Units, third.did.Load(), wantShard)
	}
}
