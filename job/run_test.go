package job

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
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

// step is a unit of counts: unit I counts to its target, noting its
// progress N as it goes; Done once it has.
type step struct {
	I    int  `json:"i"`
	N    int  `json:"n"`
	Done bool `json:"done,omitempty"`
}

func (s step) Unit() string { return strconv.Itoa(s.I) }

// counts is a Stepwise job of n units, each counting to target; with stop
// set, it cancels cancel once unit stop has counted to 2. from records
// the progress each unit was taken up from.
type counts struct {
	n, target int
	stop      int
	cancel    context.CancelFunc
	mu        sync.Mutex
	from      map[int]int
}

func (c *counts) Identity() shard.Job { return Identify("counts", c.n, "") }
func (c *counts) Units() int          { return c.n }
func (c *counts) Index(s *step) int   { return s.I }
func (c *counts) Finished(s *step) bool {
	return s.Done
}

func (c *counts) Check(s *step) error {
	if s.I < 0 || s.I >= c.n || s.N < 0 || s.N > c.target || s.Done && s.N != c.target {
		return fmt.Errorf("%w: unit %d at %d of %d", ErrImplausible, s.I, s.N, c.target)
	}
	return nil
}

func (c *counts) Do(ctx context.Context, i int) (step, error) { return c.DoFrom(ctx, i, nil, nil) }

func (c *counts) DoFrom(ctx context.Context, i int, from *step, note func(step) error) (step, error) {
	n := 0
	if from != nil {
		n = from.N
		c.mu.Lock()
		c.from[i] = n
		c.mu.Unlock()
	}
	for n < c.target {
		n++
		if note != nil {
			if err := note(step{I: i, N: n}); err != nil {
				return step{}, err
			}
		}
		if c.cancel != nil && i == c.stop && n == 2 {
			c.cancel()
			return step{}, ctx.Err()
		}
	}
	return step{I: i, N: n, Done: true}, nil
}

// TestRunStepwise runs a Stepwise job whose units are entries: its
// journal holds a unit a line (no pieces), with the progress of the unit
// cut short, which a second run takes up from where it was; a line that
// fails the check is left out with a warning.
func TestRunStepwise(t *testing.T) {
	const n, target = 6, 5
	all := make([]int, n)
	want := make([]step, n)
	for i := range all {
		all[i], want[i] = i, step{I: i, N: target, Done: true}
	}
	journal := filepath.Join(t.TempDir(), "counts.journal")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ran, err := Run(ctx, &counts{n: n, target: target, stop: 3, cancel: cancel}, all, RunOptions{Journal: journal, Workers: 1})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted Run = %v, want context.Canceled", err)
	}
	ran.Close()
	b, err := os.ReadFile(journal)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if got := lines[len(lines)-1]; got != `{"i":3,"n":2}` {
		t.Errorf("the journal's last line is %s, want unit 3's progress", got)
	}
	for _, l := range lines[1:] {
		if strings.Contains(l, `"units"`) {
			t.Errorf("journal line %s is a piece, want a unit", l)
		}
	}
	f, err := os.OpenFile(journal, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"i":4,"n":9,"done":true}` + "\n")
	f.Close()

	second := &counts{n: n, target: target, from: map[int]int{}}
	ran, err = Run(context.Background(), second, all, RunOptions{Journal: journal, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer ran.Close()
	if !slices.Equal(ran.Units, want) || ran.Resumed != 3 || len(ran.Warnings) != 1 {
		t.Errorf("resumed units %v, %d resumed, warnings %q; want %v, 3 and one warning", ran.Units, ran.Resumed, ran.Warnings, want)
	}
	if second.from[3] != 2 || len(second.from) != 1 {
		t.Errorf("units taken up from their progress: %v, want unit 3 from 2", second.from)
	}
}

// TestRunPieceKey checks that a job's journal pieces are held under its
// key, and that a line under another key is left out with a warning.
func TestRunPieceKey(t *testing.T) {
	const n = 12
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	journal := filepath.Join(t.TempDir(), "squares.journal")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ran, err := Run(ctx, &squares{n: n, stop: 4, cancel: cancel}, all, RunOptions{Journal: journal, Workers: 1, JournalEvery: 1, PieceKey: "squares"})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted Run = %v, want context.Canceled", err)
	}
	ran.Close()
	b, _ := os.ReadFile(journal)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[1], `{"squares":[{"i":0,"sq":0}`) {
		t.Fatalf("journal %q, want pieces under \"squares\"", b)
	}
	f, _ := os.OpenFile(journal, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"units":[{"i":11,"sq":121}]}` + "\n")
	f.Close()
	ran, err = Run(context.Background(), &squares{n: n}, all, RunOptions{Journal: journal, PieceKey: "squares"})
	if err != nil {
		t.Fatal(err)
	}
	defer ran.Close()
	if ran.Resumed < 3 || len(ran.Warnings) != 1 || len(ran.Units) != n || ran.Units[11] != (square{11, 121}) {
		t.Errorf("resumed %d, warnings %q, units %v", ran.Resumed, ran.Warnings, ran.Units)
	}
}
