package matrix

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/journal"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
)

// Job is a matrix computed into files: Dir/Name.csv, .json, .png and .svg
// (those of Formats), with its journal in Dir/Name.journal while it runs.
type Job struct {
	Dir, Name string
	Formats   []report.Format // in the order written
	Rows      []deck.Class    // none for all 169
	Workers   int
	// Progress, if not nil, is called from time to time with the fraction
	// of the remaining work done.
	Progress func(done float64)
}

// Outcome is what a run of a job did.
type Outcome struct {
	Files    []string // the files written
	Resumed  int      // class pairs taken from the journal
	Saved    int      // class pairs in the journal when the run stopped
	Warnings []string // journal lines left out, and why
}

// Path returns the path of the job's file with extension ext.
func (j *Job) Path(ext string) string { return filepath.Join(j.Dir, j.Name+"."+ext) }

// header identifies a matrix run in its journal: runs with the same rows
// count the same pairs of classes.
type header struct {
	Journal string       `json:"journal"`
	Version int          `json:"version"`
	Rows    []string     `json:"rows,omitempty"` // none for all 169
	Shard   *shard.Shard `json:"shard,omitempty"`
}

// piece is a line of the journal: the counts of a finished piece.
type piece struct {
	Pairs []ClassCounts `json:"pairs"`
}

// JournalError reports a journal of another run, or with counts that do
// not fit the matrix.
type JournalError struct{ Err error }

func (e *JournalError) Error() string { return e.Err.Error() }

// Unwrap returns the underlying error.
func (e *JournalError) Unwrap() error { return e.Err }

// Run computes the matrix, recording each finished piece in the journal,
// and writes its files as a set (all replaced, or none), then deletes the
// journal. Run again after an interruption, it computes only what the
// journal lacks, and the files are the same as an uninterrupted run's. If
// ctx is cancelled it returns ctx's error; the outcome says how many pairs
// the journal keeps.
func (j *Job) Run(ctx context.Context) (*Outcome, error) {
	out := &Outcome{}
	jr, done, err := j.openJournal(out)
	if err != nil {
		return nil, err
	}
	defer jr.Close()
	m, err := Compute(ctx, Options{Workers: j.Workers, Rows: j.Rows, Done: done, Progress: j.Progress,
		OnPiece: func(p []ClassCounts) error {
			if err := jr.Append(piece{p}); err != nil {
				return err
			}
			out.Saved += len(p)
			return nil
		}})
	if err != nil {
		return out, j.journalErr(err)
	}
	if out.Files, err = WriteFiles(m, j.Dir, j.Name, j.Formats); err != nil {
		return out, err
	}
	return out, jr.Remove()
}

// journalErr turns an error of counts done before that do not fit the
// matrix into a *JournalError.
func (j *Job) journalErr(err error) error {
	if errors.Is(err, ErrDone) {
		return &JournalError{fmt.Errorf("%s: %w: delete it to start afresh", j.Path("journal"), err)}
	}
	return err
}

// rowNames returns the job's rows, sorted and without repeats, by name.
func (j *Job) rowNames() []string {
	var names []string
	rows := slices.Clone(j.Rows)
	slices.SortFunc(rows, func(x, y deck.Class) int { return x.Index() - y.Index() })
	for _, c := range slices.Compact(rows) {
		names = append(names, c.String())
	}
	return names
}

// openJournal opens the job's journal and returns the counts it holds.
func (j *Job) openJournal(out *Outcome) (*journal.Journal, []ClassCounts, error) {
	return j.openJournalAt(j.Path("journal"), nil, out)
}

// openJournalAt opens the journal at path of the job, or of its shard s
// if s is not nil, and returns the counts it holds.
func (j *Job) openJournalAt(path string, s *shard.Shard, out *Outcome) (*journal.Journal, []ClassCounts, error) {
	head := header{Journal: "pokersim matrix", Version: 1, Rows: j.rowNames(), Shard: s}
	jr, pieces, err := journal.Open(path, head)
	if errors.Is(err, journal.ErrMismatch) {
		return nil, nil, &JournalError{fmt.Errorf("%w (it was started with other --rows)", err)}
	}
	if err != nil {
		return nil, nil, err
	}
	for _, n := range jr.Skipped {
		out.Warnings = append(out.Warnings, fmt.Sprintf("%s: line %d is not a journal entry: skipped", path, n))
	}
	var done []ClassCounts
	for _, p := range pieces {
		var pc piece
		if err := json.Unmarshal(p.JSON, &pc); err != nil || len(pc.Pairs) == 0 {
			out.Warnings = append(out.Warnings, fmt.Sprintf("%s: line %d is not a piece of the matrix: skipped", path, p.Line))
			continue
		}
		done = append(done, pc.Pairs...)
	}
	out.Resumed, out.Saved = len(done), len(done)
	return jr, done, nil
}
