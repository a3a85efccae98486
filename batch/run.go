package batch

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/input"
	"github.com/pokersim/pokersim/internal/journal"
	"github.com/pokersim/pokersim/report"
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
	// Step, if not nil, is called as each matchup finishes, from one
	// goroutine at a time.
	Step func()
}

// Outcome is what a run did.
type Outcome struct {
	Report   *report.Batch
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
	out := &Outcome{}
	done := make([]*report.Equity, len(j.Items))
	resume := make([]*sim.Checkpoint, len(j.Items))
	var jr *journal.Journal
	if opts.Out != "" {
		var err error
		if jr, err = j.openJournal(opts.Out+".journal", done, resume, out); err != nil {
			return nil, err
		}
		defer jr.Close()
	}
	all := make([]int, len(j.Items))
	for i := range all {
		all[i] = i
	}
	if err := j.runItems(ctx, all, done, resume, jr, opts, out); err != nil {
		return out, err
	}
	out.Report = j.report(done)
	if opts.Out == "" {
		return out, nil
	}
	if err := atomicfile.Write(opts.Out, func(w io.Writer) error { return report.Write(w, opts.Format, out.Report) }); err != nil {
		return out, err
	}
	return out, jr.Remove()
}

// header identifies a batch run in its journal: the same file, seed and
// options give the same results.
type header struct {
	Journal    string  `json:"journal"`
	Version    int     `json:"version"`
	File       string  `json:"file_sha256"`
	Seed       uint64  `json:"seed"`
	Confidence float64 `json:"confidence"`
	KeepGoing  bool    `json:"keep_going"`
}

// entry records in the journal one finished matchup (Result), or the
// progress of one by Monte Carlo (Checkpoint).
type entry struct {
	Line       int             `json:"line"`
	Key        string          `json:"key"`
	Result     *report.Equity  `json:"result,omitempty"`
	Checkpoint *sim.Checkpoint `json:"checkpoint,omitempty"`
}

// openJournal opens the journal at path and takes in the matchups it
// records that fit the job, into done, and the last checkpoint of each
// matchup still running, into resume.
func (j *Job) openJournal(path string, done []*report.Equity, resume []*sim.Checkpoint, out *Outcome) (*journal.Journal, error) {
	head := header{"pokersim batch", 2, hex.EncodeToString(j.digest[:]), j.Seed, j.Confidence, j.KeepGoing}
	jr, pieces, err := journal.Open(path, head)
	if err != nil {
		if errors.Is(err, journal.ErrMismatch) {
			return nil, &JournalError{fmt.Errorf("%w (the batch file, --seed, --confidence or --keep-going changed)", err)}
		}
		return nil, err
	}
	for _, n := range jr.Skipped {
		out.Warnings = append(out.Warnings, fmt.Sprintf("%s: line %d is not a journal entry: skipped", path, n))
	}
	for _, p := range pieces {
		i, e, err := j.check(p.JSON)
		if err != nil {
			out.Warnings = append(out.Warnings, fmt.Sprintf("%s: line %d: %v: skipped", path, p.Line, err))
			continue
		}
		if e.Checkpoint != nil {
			resume[i] = e.Checkpoint
			continue
		}
		if done[i] == nil {
			out.Resumed++
			out.Done++
		}
		done[i] = e.Result
	}
	return jr, nil
}

// check decodes a journal entry and returns the index of the item it
// records, or says why the entry does not fit the job: another line or
// matchup, another seed, a partial result, the wrong players.
func (j *Job) check(raw json.RawMessage) (int, *entry, error) {
	var e entry
	if err := json.Unmarshal(raw, &e); err != nil || (e.Result == nil) == (e.Checkpoint == nil) {
		return 0, nil, fmt.Errorf("not a matchup's result or progress")
	}
	i := slices.IndexFunc(j.Items, func(it Item) bool { return it.Line == e.Line })
	if i < 0 || j.Items[i].Key != e.Key {
		return 0, nil, fmt.Errorf("line %d of the file is not the matchup recorded", e.Line)
	}
	it, r := &j.Items[i], e.Result
	if e.Checkpoint != nil {
		if it.Plan.Method() != sim.ForceMonteCarlo {
			return 0, nil, fmt.Errorf("progress of Monte Carlo for a matchup enumerated exactly")
		}
		if _, err := it.Plan.Checkpointed(e.Checkpoint, nil); err != nil {
			return 0, nil, fmt.Errorf("progress that does not fit the matchup: %v", err)
		}
		return i, &e, nil
	}
	switch {
	case r.Interrupted:
		return 0, nil, fmt.Errorf("a partial result")
	case len(r.Players) != len(it.Spec.Matchup.Players):
		return 0, nil, fmt.Errorf("%d players recorded, the matchup has %d", len(r.Players), len(it.Spec.Matchup.Players))
	case r.Mode != it.Plan.Method().Mode().String():
		return 0, nil, fmt.Errorf("a result by %s, the matchup runs %s", r.Mode, it.Plan.Method().Mode())
	case r.Mode == "montecarlo" && (r.Seed == nil || *r.Seed != it.Seed):
		return 0, nil, fmt.Errorf("a result of another seed")
	case r.Confidence != 0 && r.Confidence != j.Confidence:
		return 0, nil, fmt.Errorf("a result at another confidence level")
	}
	return i, &e, nil
}

// roundTrip returns e without its running time, as the journal gives it
// back, so that a resumed report is the same as an uninterrupted one.
func roundTrip(e *report.Equity) (*report.Equity, error) {
	e.Seconds = 0
	b, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	var out report.Equity
	return &out, json.Unmarshal(b, &out)
}

// report assembles the report, in the order of the file.
func (j *Job) report(done []*report.Equity) *report.Batch {
	r := &report.Batch{File: j.Name, Seed: j.Seed, Confidence: j.Confidence}
	for i, it := range j.Items {
		r.Entries = append(r.Entries, report.BatchEntry{Line: it.Line, Input: it.Input, Equity: done[i]})
	}
	for _, e := range j.Bad {
		r.Entries = append(r.Entries, report.BatchEntry{Line: e.Line, Input: j.lines[e.Line-1],
			Error: strings.TrimPrefix(e.Error(), fmt.Sprintf("line %d: ", e.Line))})
	}
	slices.SortFunc(r.Entries, func(x, y report.BatchEntry) int { return x.Line - y.Line })
	return r
}

// JournalError reports a journal that belongs to another run.
type JournalError struct{ Err error }

func (e *JournalError) Error() string { return e.Err.Error() }

// Unwrap returns the underlying error.
func (e *JournalError) Unwrap() error { return e.Err }

// Load reads the batch file at path and makes its job (see New). It reads
// at most MaxFileSize bytes and lines of at most MaxLineLen.
func Load(path string, cfg Config) (*Job, error) {
	data, err := input.ReadFile(context.Background(), path, nil, Limits())
	if err != nil {
		return nil, err
	}
	return New(path, data, cfg)
}
