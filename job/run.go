package job

import (
	"context"
	"encoding/json"
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

// Stepwise is a Work whose units journal their progress as they go (a
// matchup's Monte Carlo run), and are taken up from it: a unit's result
// replaces its progress in the journal. Its units must be journal entries
// (U an Entry), or it is driven as a Work alone.
//
// A Work whose units are journal entries (U is an Entry: its Unit names
// the unit) has each finished unit journaled on a line of its own, synced
// as it finishes, rather than in pieces: its units are long (a matchup, a
// file of hand histories).
type Stepwise[U any] interface {
	// Finished reports whether u, read back from the journal (and
	// checked), is a finished unit rather than a unit's progress.
	Finished(u *U) bool
	// DoFrom computes unit i, from its progress from (nil for none),
	// calling note, if not nil, with its progress as it goes (note
	// journals it, unsynced). Run calls it instead of Do.
	DoFrom(ctx context.Context, i int, from *U, note func(U) error) (U, error)
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
	// PieceKey is the name under which a journal line holds its units, as
	// a job's journals did before it ran on Run ("pairs"); "" means
	// "units" (Piece).
	PieceKey string
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
	jr       interface {
		Remove() error
		Close() error
	}
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

// keyed is a journal line of some finished units, held under key (Piece,
// whose key is "units", or RunOptions.PieceKey).
type keyed[U any] struct {
	key   string
	units []U
}

func (k keyed[U]) MarshalJSON() ([]byte, error) {
	key, err := json.Marshal(k.key)
	if err != nil {
		return nil, err
	}
	units, err := json.Marshal(k.units)
	if err != nil {
		return nil, err
	}
	return append(append(append(append([]byte("{"), key...), ':'), units...), '}'), nil
}

// UnmarshalJSON reads an object of one key, the units under it.
func (k *keyed[U]) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	if len(m) != 1 {
		return fmt.Errorf("a journal line of %d keys, want 1", len(m))
	}
	for key, raw := range m {
		k.key = key
		return json.Unmarshal(raw, &k.units)
	}
	return nil
}

// Unit returns "": see Piece.
func (keyed[U]) Unit() string { return "" }

// line is a journal line of a Work whose units are entries: one unit, or
// its progress,
// written as the unit is.
type line[U any] struct{ u U }

func (l line[U]) MarshalJSON() ([]byte, error)  { return json.Marshal(l.u) }
func (l *line[U]) UnmarshalJSON(b []byte) error { return json.Unmarshal(b, &l.u) }

// Unit returns the unit's name, if U names it (Entry).
func (l line[U]) Unit() string {
	if e, ok := any(l.u).(Entry); ok {
		return e.Unit()
	}
	return ""
}

// journals is where compute writes: finished units, and progress.
type journals[U any] struct {
	save func(units []U) error // nil for no journal
	note func(u U) error       // nil for no journal, or no progress
	each bool                  // save each unit as it finishes
}

// Run does the units mine of w (all of them, or a shard's, job.Split):
// with a journal, it takes up the units the journal holds that are among
// mine and pass w's check, does the others opts.Workers at a time (in
// the order of mine: with one worker, one after the other), and journals
// them as they finish, in pieces or, units that are Entries, one a line
// (see Stepwise). It returns the units of mine in
// order. If ctx is cancelled it returns ctx's error; the journal keeps
// what finished, and a run of the same job takes it up. The caller writes
// its report or shard file from the units, then calls Ran.Done; it calls
// Ran.Close in any case (a Ran is returned with every error but that of
// opening the journal).
func Run[U any](ctx context.Context, w Work[U], mine []int, opts RunOptions) (*Ran[U], error) {
	ran := &Ran[U]{}
	done := make([]*U, w.Units())
	var from []*U // the progress of units of a Stepwise work
	var jn journals[U]
	if opts.Journal != "" {
		var err error
		var zero U
		if _, ok := any(zero).(Entry); ok {
			sw, _ := w.(Stepwise[U])
			if sw != nil {
				from = make([]*U, w.Units())
			}
			jn, err = ran.openLines(w, sw, mine, done, from, opts)
		} else {
			jn, err = ran.open(w, mine, done, opts)
		}
		if err != nil {
			return nil, err
		}
	}
	units, err := compute(ctx, w, mine, done, from, jn, opts)
	if err != nil {
		return ran, err
	}
	ran.Units = units
	return ran, nil
}

// checker returns the check of a unit read back: w's, and that it is
// among mine.
func checker[U any](w Work[U], mine []int) func(u *U) error {
	want := make(map[int]bool, len(mine))
	for _, i := range mine {
		want[i] = true
	}
	return func(u *U) error {
		if err := w.Check(u); err != nil {
			return err
		}
		if i := w.Index(u); !want[i] {
			return fmt.Errorf("unit number %d is not of this run", i)
		}
		return nil
	}
}

// open opens the journal and puts the units it holds that are among mine
// and pass w's check into done.
func (r *Ran[U]) open(w Work[U], mine []int, done []*U, opts RunOptions) (journals[U], error) {
	check := checker(w, mine)
	key := opts.PieceKey
	if key == "" {
		key = "units"
	}
	jr, pieces, warnings, err := OpenJournal(opts.Journal, w.Identity(), opts.Shard, opts.Hint, func(pc *keyed[U]) error {
		if pc.key != key || len(pc.units) == 0 {
			return fmt.Errorf("not a piece of this journal's units")
		}
		for k := range pc.units {
			if err := check(&pc.units[k]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return journals[U]{}, err
	}
	r.jr, r.Warnings = jr, warnings
	for _, pc := range pieces {
		for k := range pc.units {
			u := pc.units[k]
			i := w.Index(&u)
			if done[i] == nil {
				r.Resumed++
			}
			done[i] = &u
		}
	}
	return journals[U]{save: func(units []U) error { return jr.Append(keyed[U]{key, units}) }}, nil
}

// openLines opens the journal of a Work whose units are entries, a unit a
// line, and puts the units it holds that are among mine and pass w's
// check into done, or into from if they are the progress of a Stepwise
// work's (sw not nil).
func (r *Ran[U]) openLines(w Work[U], sw Stepwise[U], mine []int, done, from []*U, opts RunOptions) (journals[U], error) {
	check := checker(w, mine)
	jr, lines, warnings, err := OpenJournal(opts.Journal, w.Identity(), opts.Shard, opts.Hint, func(l *line[U]) error { return check(&l.u) })
	if err != nil {
		return journals[U]{}, err
	}
	r.jr, r.Warnings = jr, warnings
	for _, l := range lines {
		u := l.u
		i := w.Index(&u)
		if sw != nil && !sw.Finished(&u) {
			from[i] = &u
			continue
		}
		if done[i] == nil {
			r.Resumed++
		}
		done[i] = &u
	}
	return journals[U]{
		save: func(units []U) error {
			for _, u := range units {
				if err := jr.Append(line[U]{u}); err != nil {
					return err
				}
			}
			return nil
		},
		note: func(u U) error { return jr.Note(line[U]{u}) },
		each: true,
	}, nil
}

// compute does the units of mine not in done, opts.Workers at a time (a
// Stepwise work's from their progress in from), journaling finished ones
// with jn, and returns the units of mine in order.
func compute[U any](ctx context.Context, w Work[U], mine []int, done, from []*U, jn journals[U], opts RunOptions) ([]U, error) {
	var todo []int
	for _, i := range mine {
		if done[i] == nil {
			todo = append(todo, i)
		}
	}
	results := make([]U, len(todo)) // by place in todo
	var mu sync.Mutex               // guards buf, last, finished and the journal
	var buf []U
	last := time.Now()
	every := opts.JournalEvery
	if every <= 0 {
		every = time.Second
	}
	finished := 0
	flush := func() error {
		if jn.save == nil || len(buf) == 0 {
			buf = buf[:0]
			return nil
		}
		err := jn.save(buf)
		buf, last = nil, time.Now()
		return err
	}
	sw, _ := w.(Stepwise[U])
	var note func(U) error
	if jn.note != nil {
		note = func(u U) error {
			mu.Lock()
			defer mu.Unlock()
			return jn.note(u)
		}
	}
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(pool.Size(opts.Workers, len(todo)))
	for k, i := range todo {
		g.Go(func() error {
			if gctx.Err() != nil {
				return gctx.Err()
			}
			var u U
			var err error
			if sw != nil {
				var f *U
				if from != nil {
					f = from[i]
				}
				u, err = sw.DoFrom(gctx, i, f, note)
			} else {
				u, err = w.Do(gctx, i)
			}
			if err != nil {
				return err
			}
			results[k] = u
			mu.Lock()
			defer mu.Unlock()
			buf = append(buf, u)
			if jn.each || time.Since(last) >= every {
				if err := flush(); err != nil {
					return err
				}
			}
			finished++
			if opts.Progress != nil {
				opts.Progress(float64(finished) / float64(len(todo)))
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
	k := 0 // todo is mine without the units done, in order
	for _, i := range mine {
		if done[i] != nil {
			out = append(out, *done[i])
		} else {
			out = append(out, results[k])
			k++
		}
	}
	return out, nil
}
