package batch

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/input"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
	"github.com/pokersim/pokersim/sim"
)

// Options control a run of a job.
type Options struct {
	Workers int // matchups run at once; 0 means one per CPU
	// Out, if not empty, is the file the report is written to, atomically,
	// in Format; the run then keeps its journal in Out+".journal", resumes
	// from it, and deletes it once the report is written.
	Out    string
	Format report.Format
	// Charts draws the charts of the HTML format (package report/chart's
	// Gonum); it may be nil for the other formats.
	Charts report.Charts
	// Step, if not nil, is called as each matchup finishes, from one
	// goroutine at a time.
	Step func()
}

// Outcome is what a run did.
type Outcome struct {
	Report   *answer.Batch
	Resumed  int      // matchups taken from the journal
	Done     int      // matchups finished, resumed ones included
	Warnings []string // journal entries left out, and why
}

// Run runs the job's matchups not yet done, opts.Workers at a time, each
// on one worker with its own seed, and returns the report. With opts.Out,
// finished matchups are journaled as they complete and the report is
// written to opts.Out. If ctx is cancelled Run returns ctx's error with
// the outcome so far (the journal keeps what finished); a matchup cut
// short is not recorded.
func (j *Job) Run(ctx context.Context, opts Options) (*Outcome, error) {
	journal := ""
	if opts.Out != "" && regularOrAbsent(opts.Out) {
		journal = opts.Out + ".journal"
	}
	all := make([]int, len(j.Items))
	for i := range all {
		all[i] = i
	}
	out, units, ran, err := j.run(ctx, all, journal, nil, opts)
	if err != nil {
		return out, err
	}
	defer ran.Close()
	done := make([]*answer.Equity, len(j.Items))
	for i, u := range units {
		done[i] = u.Result
	}
	out.Report = j.report(done)
	if opts.Out == "" {
		return out, nil
	}
	if err := atomicfile.Write(opts.Out, func(w io.Writer) error { return report.WriteWith(w, opts.Format, out.Report, opts.Charts) }); err != nil {
		return out, err
	}
	return out, ran.Done()
}

// run runs the matchups mine on job.Run, with the journal at journal (""
// for none) of shard s (nil for a run in one process), and returns the
// outcome, the matchups' entries in order and job.Run's Ran, which the
// caller closes. With an error, the Ran is nil (and closed).
func (j *Job) run(ctx context.Context, mine []int, journal string, s *shard.Shard, opts Options) (*Outcome, []entry, *job.Ran[entry], error) {
	out := &Outcome{}
	ran, err := job.Run(ctx, &work{j}, mine, job.RunOptions{
		Journal: journal, Shard: s, Workers: opts.Workers,
		Hint: "the batch file, --seed, --confidence or --keep-going changed",
		Progress: func(float64) {
			out.Done++
			if opts.Step != nil {
				opts.Step()
			}
		}})
	if ran == nil {
		return nil, nil, nil, err
	}
	out.Resumed, out.Warnings = ran.Resumed, ran.Warnings
	out.Done += ran.Resumed
	if err != nil {
		ran.Close()
		return out, nil, nil, err
	}
	return out, ran.Units, ran, nil
}

// work is a job as job.Run drives it: a unit is a matchup, journaled as
// an entry of its own when it finishes, and its Monte Carlo progress as
// it goes.
type work struct{ j *Job }

func (w *work) Identity() shard.Job { return w.j.Identity("") }
func (w *work) Units() int          { return len(w.j.Items) }

// Index returns the item of e's line (e checked).
func (w *work) Index(e *entry) int {
	return slices.IndexFunc(w.j.Items, func(it Item) bool { return it.Line == e.Line })
}

// Check checks e as a journal or shard entry (Job.check).
func (w *work) Check(e *entry) error {
	_, err := w.j.check(e)
	return err
}

// Finished reports whether e is a matchup's result, not its progress.
func (w *work) Finished(e *entry) bool { return e.Result != nil }

func (w *work) Do(ctx context.Context, i int) (entry, error) { return w.DoFrom(ctx, i, nil, nil) }

// DoFrom runs matchup i, from the progress from (a checkpoint of its Monte
// Carlo run), noting its progress block by block with note if it is run
// by Monte Carlo.
func (w *work) DoFrom(ctx context.Context, i int, from *entry, note func(entry) error) (entry, error) {
	j, it := w.j, &w.j.Items[i]
	plan := it.Plan
	var mu sync.Mutex
	var noteErr error // the first error writing progress, under mu
	if note != nil && plan.Method() == sim.ForceMonteCarlo {
		// Long Monte Carlo runs keep their progress block by block.
		var resume *sim.Checkpoint
		if from != nil {
			resume = from.Checkpoint
		}
		var err error
		plan, err = plan.Checkpointed(resume, func(c *sim.Checkpoint) {
			mu.Lock()
			defer mu.Unlock()
			if noteErr == nil {
				noteErr = note(entry{Line: it.Line, Key: it.Key, Checkpoint: c, Seed: &it.Seed})
			}
		})
		if err != nil {
			return entry{}, err
		}
	}
	r, err := plan.Run(ctx)
	mu.Lock()
	if err == nil {
		err = noteErr
	}
	mu.Unlock()
	switch {
	case err != nil:
		return entry{}, err
	case r.Interrupted && ctx.Err() != nil:
		return entry{}, ctx.Err() // cut short: not a result
	case r.Interrupted:
		return entry{}, fmt.Errorf("line %d: cut short", it.Line)
	}
	e := answer.NewEquity(r, j.Confidence)
	if it.Spec.AnalysisCount() > 0 {
		if err := answer.Analyze(ctx, it.Spec, e); err != nil {
			return entry{}, err
		}
	}
	if e, err = roundTrip(e); err != nil {
		return entry{}, err
	}
	return entry{Line: it.Line, Key: it.Key, Result: e}, nil
}

// regularOrAbsent reports whether path is a regular file or nothing yet:
// a report written to a device or a pipe (--out /dev/stdout) keeps no
// journal beside it, which would be a file in /dev.
func regularOrAbsent(path string) bool {
	st, err := os.Stat(path)
	return err != nil || st.Mode().IsRegular()
}

// KindName is the name of the batch job in journals and shard files.
const KindName = "batch"

// identityInput is what determines every number of a batch's report: the
// file's content, the seed and the options.
type identityInput struct {
	File       string  `json:"file_sha256"`
	Seed       uint64  `json:"seed"`
	Confidence float64 `json:"confidence"`
	KeepGoing  bool    `json:"keep_going"`
}

// Identity returns the job's identity (job.Identify), for a shard run by
// command (with the shard written {shard}); "" for a run in one process.
func (j *Job) Identity(command string) shard.Job {
	return job.Identify(KindName, identityInput{hex.EncodeToString(j.digest[:]), j.Seed, j.Confidence, j.KeepGoing}, command)
}

// entry records in the journal one finished matchup (Result), or the
// progress of one by Monte Carlo (Checkpoint, with the seed it was run
// with).
type entry struct {
	Line       int             `json:"line"`
	Key        string          `json:"key"`
	Result     *answer.Equity  `json:"result,omitempty"`
	Checkpoint *sim.Checkpoint `json:"checkpoint,omitempty"`
	Seed       *uint64         `json:"seed,omitempty"` // of the checkpoint
}

// Unit returns the entry's line: a matchup's result replaces its progress
// in the journal, and its latest progress the earlier.
func (e entry) Unit() string { return strconv.Itoa(e.Line) }

// roundTrip returns e without its running time, as the journal gives it
// back, so that a resumed report is the same as an uninterrupted one.
func roundTrip(e *answer.Equity) (*answer.Equity, error) {
	e.Seconds = 0
	b, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	var out answer.Equity
	return &out, json.Unmarshal(b, &out)
}

// report assembles the report, in the order of the file.
func (j *Job) report(done []*answer.Equity) *answer.Batch {
	r := &answer.Batch{File: j.Name, Seed: j.Seed, Confidence: j.Confidence}
	for i, it := range j.Items {
		r.Entries = append(r.Entries, answer.BatchEntry{Line: it.Line, Input: it.Input, Equity: done[i]})
	}
	for _, e := range j.Bad {
		r.Entries = append(r.Entries, answer.BatchEntry{Line: e.Line, Input: j.lines[e.Line-1],
			Error: strings.TrimPrefix(e.Error(), fmt.Sprintf("line %d: ", e.Line))})
	}
	slices.SortFunc(r.Entries, func(x, y answer.BatchEntry) int { return x.Line - y.Line })
	return r
}

// Load reads the batch file at path and makes its job (see New). It reads
// at most MaxFileSize bytes and lines of at most MaxLineLen.
func Load(path string, cfg Config) (*Job, error) {
	data, err := input.ReadFile(context.Background(), path, nil, Limits())
	if err != nil {
		return nil, err
	}
	return New(path, data, cfg)
}
