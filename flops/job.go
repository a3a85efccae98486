package flops

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/pool"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
)

// KindName is the name of the flops job in journals and shard files.
const KindName = "flops"

// Identity returns the job's identity (job.Identify), for a shard run by
// command; "" for a run in one process. The input is the Spec: its game,
// ranges as written, filter, hero and bounds.
func (p *Plan) Identity(command string) shard.Job {
	return job.Identify(KindName, p.input(), command)
}

// input returns the job's canonical input: p's Spec with the bounds it
// uses.
func (p *Plan) input() Spec {
	s := p.Spec
	s.Buckets = p.Buckets()
	return s
}

// Options control a run of a plan.
type Options struct {
	Workers int // flops valued at once; 0 means one per CPU
	// Out, if not empty, is the file the report is written to, atomically,
	// in Format (with Charts for a format that draws, may be nil); the
	// run then keeps its journal in Out+".journal", resumes from it, and
	// deletes it once the report is written. A device or pipe (not a
	// regular file) keeps no journal.
	Out    string
	Format report.Format
	Charts report.Charts
	// Progress, if not nil, is called from time to time with the fraction
	// of the remaining work done, from one goroutine at a time.
	Progress func(done float64)
	// JournalEvery is how long finished flops wait in memory before they
	// are journaled together (a sync per flop would cost more than the
	// flop); 0 means a second.
	JournalEvery time.Duration
}

// Outcome is what a run did.
type Outcome struct {
	Report   *Report  // nil for a shard
	Resumed  int      // flops taken from the journal
	Files    []string // the files written
	Warnings []string // journal lines left out, and why
}

// piece is a line of the journal: some finished units. Pieces hold
// distinct units: none replaces another.
type piece struct {
	Units []Unit `json:"units"`
}

// Unit returns "": see piece.
func (piece) Unit() string { return "" }

// Run values every flop class of p and returns the report; with
// opts.Out, it journals finished flops as it goes and writes the report.
// Run again after an interruption it values only what the journal lacks,
// and the report is the same as an uninterrupted run's. If ctx is
// cancelled it returns ctx's error; the journal keeps what finished.
func (p *Plan) Run(ctx context.Context, opts Options) (*Outcome, error) {
	out := &Outcome{}
	all := make([]int, len(p.Classes))
	for i := range all {
		all[i] = i
	}
	var jr *job.Journal[piece]
	done := make([]*Unit, len(p.Classes))
	if opts.Out != "" && regularOrAbsent(opts.Out) {
		var err error
		if jr, err = p.openJournal(opts.Out+".journal", nil, all, done, out); err != nil {
			return nil, err
		}
		defer jr.Close()
	}
	units, err := p.compute(ctx, all, done, jr, opts)
	if err != nil {
		return out, err
	}
	out.Report = p.Report(units)
	if opts.Out == "" {
		return out, nil
	}
	if err := atomicfile.Write(opts.Out, func(w io.Writer) error {
		return report.WriteWith(w, opts.Format, out.Report, opts.Charts)
	}); err != nil {
		return out, err
	}
	out.Files = []string{opts.Out}
	if jr == nil {
		return out, nil
	}
	return out, jr.Remove()
}

// regularOrAbsent reports whether path is a regular file or nothing yet:
// a report written to a device or a pipe keeps no journal beside it.
func regularOrAbsent(path string) bool {
	st, err := os.Stat(path)
	return err != nil || st.Mode().IsRegular()
}

// shardFile is what a shard file of the job holds: the job's input, so
// that merging needs the files alone, and the shard's units in order.
type shardFile struct {
	Input Spec   `json:"input"`
	Units []Unit `json:"units"`
}

// RunShard values the flop classes of shard s (job.Split: class u belongs
// to shard u mod N), journaling them beside path (path+".journal") so
// that a killed shard resumes, and writes the shard file at path
// atomically. A count above the number of classes is an error wrapping
// shard.ErrSpec.
func (p *Plan) RunShard(ctx context.Context, s shard.Shard, path, command string, opts Options) (*Outcome, error) {
	mine, err := job.Split(s, len(p.Classes))
	if err != nil {
		return nil, err
	}
	out := &Outcome{}
	done := make([]*Unit, len(p.Classes))
	jr, err := p.openJournal(path+".journal", &s, mine, done, out)
	if err != nil {
		return nil, err
	}
	defer jr.Close()
	units, err := p.compute(ctx, mine, done, jr, opts)
	if err != nil {
		return out, err
	}
	if err := shard.Write(path, p.Identity(command), s, shardFile{Input: p.input(), Units: units}); err != nil {
		return out, err
	}
	out.Files = []string{path}
	return out, jr.Remove()
}

// openJournal opens the journal at path (of shard s, if not nil) and puts
// the units it holds that are among mine and pass Check into done.
func (p *Plan) openJournal(path string, s *shard.Shard, mine []int, done []*Unit, out *Outcome) (*job.Journal[piece], error) {
	want := make(map[int]bool, len(mine))
	for _, i := range mine {
		want[i] = true
	}
	jr, pieces, warnings, err := job.OpenJournal(path, p.Identity(""), s,
		"it was started with other ranges, --game, --board-filter, --hero, --buckets or --shard", func(pc *piece) error {
			if len(pc.Units) == 0 {
				return fmt.Errorf("no flop")
			}
			for k := range pc.Units {
				u := &pc.Units[k]
				if err := p.Check(u); err != nil {
					return err
				}
				if !want[u.Index] {
					return fmt.Errorf("flop number %d is not of this run", u.Index)
				}
			}
			return nil
		})
	if err != nil {
		return nil, err
	}
	out.Warnings = warnings
	for _, pc := range pieces {
		for k := range pc.Units {
			u := pc.Units[k]
			if done[u.Index] == nil {
				out.Resumed++
			}
			done[u.Index] = &u
		}
	}
	return jr, nil
}

// compute values the units of mine not in done, opts.Workers at a time,
// journaling finished ones in pieces (with jr not nil), and returns the
// units of mine in order.
func (p *Plan) compute(ctx context.Context, mine []int, done []*Unit, jr *job.Journal[piece], opts Options) ([]Unit, error) {
	var todo []int
	for _, i := range mine {
		if done[i] == nil {
			todo = append(todo, i)
		}
	}
	results := make([]Unit, len(p.Classes))
	var mu sync.Mutex // guards buf, last, finished and the journal
	var buf []Unit
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
		err := jr.Append(piece{Units: buf})
		buf, last = nil, time.Now()
		return err
	}
	workers := pool.Size(opts.Workers, len(todo))
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(workers)
	works := make(chan *Work, workers)
	for range workers {
		works <- p.NewWork()
	}
	for _, i := range todo {
		g.Go(func() error {
			if gctx.Err() != nil {
				return gctx.Err()
			}
			w := <-works
			u := p.Value(i, w)
			works <- w
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
	out := make([]Unit, 0, len(mine))
	for _, i := range mine {
		if done[i] != nil {
			out = append(out, *done[i])
		} else {
			out = append(out, results[i])
		}
	}
	return out, nil
}

// Kind is the flops job as merge knows it.
func Kind() job.Kind { return job.Kind{Name: KindName, Merge: merge} }

// merge puts the shard files of one flops job, checked by shard.Check,
// together into the report one process writes. Each file must hold the
// input its identity names and plausible results of exactly its own
// shard's flops.
func merge(files []*shard.File) (*job.Merged, error) {
	var p *Plan
	var units []Unit
	for _, f := range files {
		var sf shardFile
		if err := json.Unmarshal(f.Units, &sf); err != nil {
			return nil, fmt.Errorf("%w: %s: not a flops shard's results: %v", shard.ErrFile, f.Name, err)
		}
		if job.Identify(KindName, sf.Input, "").Digest != f.Job.Digest {
			return nil, fmt.Errorf("%w: %s: the input it holds is not the one its job names", shard.ErrFile, f.Name)
		}
		if p == nil {
			var err error
			if p, err = sf.Input.Prepare(); err != nil {
				return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
			}
		}
		mine, err := job.Split(f.Shard, len(p.Classes))
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
		}
		if len(sf.Units) != len(mine) {
			return nil, fmt.Errorf("%w: %s: %d flops, shard %v has %d", shard.ErrFile, f.Name, len(sf.Units), f.Shard, len(mine))
		}
		for k := range sf.Units {
			u := &sf.Units[k]
			if u.Index != mine[k] {
				return nil, fmt.Errorf("%w: %s: flop number %d where shard %v has %d", shard.ErrFile, f.Name, u.Index, f.Shard, mine[k])
			}
			if err := p.Check(u); err != nil {
				return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
			}
		}
		units = append(units, sf.Units...)
	}
	ordered := make([]Unit, len(units))
	for _, u := range units {
		ordered[u.Index] = u
	}
	return &job.Merged{Report: p.Report(ordered)}, nil
}
