package job

import (
	"context"
	"fmt"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/pokersim/pokersim/internal/pool"
	"github.com/pokersim/pokersim/shard"
)

// Work is a job's computation as Run drives it: its identity, its number
// of units, how to do unit i, and how to check a unit read back from a
// journal or a shard file, which is untrusted input. A unit U carries its
// own number (Index), so that pieces of finished units need no more.
type Work[U any] interface {
	// Identity is the job's identity (Identify) with no command: the
	// journal's.
	Identity() shard.Job
	// Units is the number of units of the whole job.
	Units() int
	// Do computes unit i. It is called from Options.Workers goroutines at
	// once, each unit once.
	Do(ctx context.Context, i int) (U, error)
	// Index returns the number of u.
	Index(u *U) int
	// Check reports a unit read back whose figures cannot be.
	Check(u *U) error
}

// RunOptions are how Run drives a job.
type RunOptions struct {
	// Journal is the journal's file, "" for none: a run that keeps no
	// journal (its report goes to a device or a pipe, or nowhere).
	Journal string
	// Shard is the shard run, nil for a run in one process.
	Shard *shard.Shard
	// Hint says, in the error of a journal of another job, what may have
	// changed ("it was started with other ranges").
	Hint string
	// Workers is how many units are done at once; 0 means one per CPU.
	Workers int
	// Progress, if not nil, is called from time to time with the fraction
	// of the remaining work done, from one goroutine at a time.
	Progress func(done float64)
	// JournalEvery is how long finished units wait in memory before they
	// are journaled together (a sync per unit may cost more than the
	// unit); 0 means a second.
	JournalEvery time.Duration
}

// Ran is what Run did: the units of the run, in order, and what it took
// up from the journal.
type Ran[U any] struct {
	Units    []U
	Resumed  int      // units taken from the journal
	Warnings []string // journal lines left out, and why
	jr       *Journal[Piece[U]]
}

// Done removes the journal, once the report or the shard file that holds
// the units is written; without a journal it does nothing.
func (r *Ran[U]) Done() error {
	if r.jr == nil {
		return nil
	}
	return r.jr.Remove()
}

// Close lets go of the journal, which stays for a run to take up.
func (r *Ran[U]) Close() error {
	if r.jr == nil {
		return nil
	}
	return r.jr.Close()
}

// Piece is a line of a journal Run keeps: some finished units. Pieces hold
// distinct units: none replaces another.
type Piece[U any] struct {
	Units []U `json:"units"`
}

// Unit returns "": see Piece.
func (Piece[U]) Unit() string { return "" }

// Run does the units mine of w (all of them, or a shard's, job.Split):
// with a journal, it takes up the units the journal holds that are among
// mine and pass w's check, does the others opts.Workers at a time, and
// journals them in pieces as they finish. It returns the units of mine in
// order. If ctx is cancelled it returns ctx's error; the journal keeps
// what finished, and a run of the same job takes it up. The caller writes
// its report or shard file from the units, then calls Ran.Done; it calls
// Ran.Close in any case (a Ran is returned with every error but that of
// opening the journal).
func Run[U any](ctx context.Context, w Work[U], mine []int, opts RunOptions) (*Ran[U], error) {
	ran := &Ran[U]{}
	done := make([]*U, w.Units())
	if opts.Journal != "" {
		if err := ran.open(w, mine, done, opts); err != nil {
			return nil, err
		}
	}
	units, err := compute(ctx, w, mine, done, ran.jr, opts)
	if err != nil {
		return ran, err
	}
	ran.Units = units
	return ran, nil
}

// open opens the journal and puts the units it holds that are among mine
// and pass w's check into done.
func (r *Ran[U]) open(w Work[U], mine []int, done []*U, opts RunOptions) error {
	want := make(map[int]bool, len(mine))
	for _, i := range mine {
		want[i] = true
	}
	jr, pieces, warnings, err := OpenJournal(opts.Journal, w.Identity(), opts.Shard, opts.Hint, func(pc *Piece[U]) error {
		if len(pc.Units) == 0 {
			return fmt.Errorf("no unit")
		}
		for k := range pc.Units {
			u := &pc.Units[k]
			if err := w.Check(u); err != nil {
				return err
			}
			if i := w.Index(u); !want[i] {
				return fmt.Errorf("unit number %d is not of this run", i)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	r.jr, r.Warnings = jr, warnings
	for _, pc := range pieces {
		for k := range pc.Units {
			u := pc.Units[k]
			i := w.Index(&u)
			if done[i] == nil {
				r.Resumed++
			}
			done[i] = &u
		}
	}
	return nil
}

// compute does the units of mine not in done, opts.Workers at a time,
// journaling finished ones in pieces (with jr not nil), and returns the
// units of mine in order.
func compute[U any](ctx context.Context, w Work[U], mine []int, done []*U, jr *Journal[Piece[U]], opts RunOptions) ([]U, error) {
	var todo []int
	for _, i := range mine {
		if done[i] == nil {
			todo = append(todo, i)
		}
	}
	results := make([]U, w.Units())
	var mu sync.Mutex // guards buf, last, finished and the journal
	var buf []U
	last := time.Now()
	every := opts.JournalEvery
	if every <= 0 {
		every = time.Second
	}
	finished := 0
	flush := func() error {
		if jr == nil || len(buf) == 0 {
			buf = buf[:0]
			return nil
		}
		err := jr.Append(Piece[U]{Units: buf})
		buf, last = nil, time.Now()
		return err
	}
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(pool.Size(opts.Workers, len(todo)))
	for _, i := range todo {
		g.Go(func() error {
			if gctx.Err() != nil {
				return gctx.Err()
			}
			u, err := w.Do(gctx, i)
			if err != nil {
				return err
			}
			results[i] = u
			mu.Lock()
			defer mu.Unlock()
			finished++
			if opts.Progress != nil {
				opts.Progress(float64(finished) / float64(len(todo)))
			}
			buf = append(buf, u)
			if time.Since(last) >= every {
				return flush()
			}
			return nil
		})
	}
	err := g.Wait()
	mu.Lock()
	if ferr := flush(); err == nil {
		err = ferr
	}
	mu.Unlock()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		return nil, err
	}
	out := make([]U, 0, len(mine))
	for _, i := range mine {
		if done[i] != nil {
			out = append(out, *done[i])
		} else {
			out = append(out, results[i])
		}
	}
	return out, nil
}
