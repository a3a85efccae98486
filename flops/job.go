package flops

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

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

// work is a plan as job.Run drives it: a unit is a flop class, valued
// with scratch space of its own, at most one per worker.
type work struct {
	p    *Plan
	free chan *Work
}

func newWork(p *Plan, workers int) *work {
	return &work{p: p, free: make(chan *Work, pool.Size(workers, len(p.Classes)))}
}

func (w *work) Identity() shard.Job { return w.p.Identity("") }
func (w *work) Units() int          { return len(w.p.Classes) }
func (w *work) Index(u *Unit) int   { return u.Index }
func (w *work) Check(u *Unit) error { return w.p.Check(u) }

func (w *work) Do(_ context.Context, i int) (Unit, error) {
	var s *Work
	select {
	case s = <-w.free:
	default:
		s = w.p.NewWork()
	}
	u := w.p.Value(i, s)
	select {
	case w.free <- s:
	default:
	}
	return u, nil
}

// runOptions are opts as job.Run takes them, with the journal at journal.
func (p *Plan) runOptions(opts Options, journal string, s *shard.Shard) job.RunOptions {
	return job.RunOptions{Journal: journal, Shard: s, Workers: opts.Workers, Progress: opts.Progress, JournalEvery: opts.JournalEvery,
		Hint: "it was started with other ranges, --game, --board-filter, --hero, --buckets or --shard"}
}

// Run values every flop class of p and returns the report; with
// opts.Out, it journals finished flops as it goes and writes the report.
// Run again after an interruption it values only what the journal lacks,
// and the report is the same as an uninterrupted run's. If ctx is
// cancelled it returns ctx's error; the journal keeps what finished.
func (p *Plan) Run(ctx context.Context, opts Options) (*Outcome, error) {
	all := make([]int, len(p.Classes))
	for i := range all {
		all[i] = i
	}
	journal := ""
	if opts.Out != "" && regularOrAbsent(opts.Out) {
		journal = opts.Out + ".journal"
	}
	ran, err := job.Run(ctx, newWork(p, opts.Workers), all, p.runOptions(opts, journal, nil))
	if ran == nil {
		return nil, err
	}
	defer ran.Close()
	out := &Outcome{Resumed: ran.Resumed, Warnings: ran.Warnings}
	if err != nil {
		return out, err
	}
	out.Report = p.Report(ran.Units)
	if opts.Out == "" {
		return out, nil
	}
	if err := atomicfile.Write(opts.Out, func(w io.Writer) error {
		return report.WriteWith(w, opts.Format, out.Report, opts.Charts)
	}); err != nil {
		return out, err
	}
	out.Files = []string{opts.Out}
	return out, ran.Done()
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
	ran, err := job.Run(ctx, newWork(p, opts.Workers), mine, p.runOptions(opts, path+".journal", &s))
	if ran == nil {
		return nil, err
	}
	defer ran.Close()
	out := &Outcome{Resumed: ran.Resumed, Warnings: ran.Warnings}
	if err != nil {
		return out, err
	}
	if err := shard.Write(path, p.Identity(command), s, shardFile{Input: p.input(), Units: ran.Units}); err != nil {
		return out, err
	}
	out.Files = []string{path}
	return out, ran.Done()
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
