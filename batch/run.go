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
	out := &Outcome{}
	done := make([]*answer.Equity, len(j.Items))
	resume := make([]*sim.Checkpoint, len(j.Items))
	var jr *job.Journal[entry]
	if opts.Out != "" && regularOrAbsent(opts.Out) {
		var err error
		if jr, err = j.openJournal(opts.Out+".journal", nil, done, resume, out); err != nil {
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
	if err := atomicfile.Write(opts.Out, func(w io.Writer) error { return report.WriteWith(w, opts.Format, out.Report, opts.Charts) }); err != nil {
		return out, err
	}
	if jr == nil {
		return out, nil
	}
	return out, jr.Remove()
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

// openJournal opens the journal at path (of shard s, if not nil) and
// takes in the matchups it records that fit the job, into done, and the
// last checkpoint of each matchup still running, into resume.
func (j *Job) openJournal(path string, s *shard.Shard, done []*answer.Equity, resume []*sim.Checkpoint, out *Outcome) (*job.Journal[entry], error) {
	jr, entries, warnings, err := job.OpenJournal(path, j.Identity(""), s,
		"the batch file, --seed, --confidence or --keep-going changed", func(e *entry) error {
			_, err := j.check(e)
			return err
		})
	if err != nil {
		return nil, err
	}
	out.Warnings = append(out.Warnings, warnings...)
	for _, e := range entries {
		i, _ := j.check(&e)
		if e.Checkpoint != nil {
			resume[i] = e.Checkpoint
			continue
		}
		out.Resumed++
		out.Done++
		done[i] = e.Result
	}
	return jr, nil
}

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
