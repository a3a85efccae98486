package batch

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/pokersim/pokersim/internal/journal"
	"github.com/pokersim/pokersim/internal/pool"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
	"github.com/pokersim/pokersim/sim"
)

// A batch's units are its matchups, in file order: shard I of N runs the
// matchups whose index is I mod N. Its file holds, besides their results,
// everything the report needs (the file's name, seed, confidence, the bad
// lines of --keep-going), so that merging needs the shard files alone.

// shardUnits is what a batch shard file holds.
type shardUnits struct {
	File       string              `json:"file"`
	Seed       uint64              `json:"seed"`
	Confidence float64             `json:"confidence"`
	Items      int                 `json:"items"` // matchups in the whole batch
	Bad        []report.BatchEntry `json:"bad,omitempty"`
	Entries    []entry             `json:"entries"`
	Inputs     map[int]string      `json:"inputs"` // by line, the shard's matchups as written
}

// ShardJob returns the shard-file identity of the job, for a shard run by
// command (with the shard written {shard}).
func (j *Job) ShardJob(command string) shard.Job {
	head := header{"pokersim batch", 2, hex.EncodeToString(j.digest[:]), j.Seed, j.Confidence, j.KeepGoing}
	b, _ := json.Marshal(struct {
		H       header
		Version string
	}{head, shard.NumbersVersion})
	sum := sha256.Sum256(b)
	return shard.Job{Kind: "batch", Digest: hex.EncodeToString(sum[:]), Command: command}
}

// RunShard runs the job's matchups of shard s, opts.Workers at a time, and
// writes the shard file at path, atomically. Finished matchups are
// journaled in path+".journal" as Run journals them, so a killed shard
// resumes; the journal is deleted once the file is written. Rerun, a shard
// writes the same file.
func (j *Job) RunShard(ctx context.Context, s shard.Shard, path, command string, opts Options) (*Outcome, error) {
	out := &Outcome{}
	done := make([]*report.Equity, len(j.Items))
	resume := make([]*sim.Checkpoint, len(j.Items))
	jr, err := j.openJournal(path+".journal", done, resume, out)
	if err != nil {
		return nil, err
	}
	defer jr.Close()
	units := s.Units(len(j.Items))
	if err := j.runItems(ctx, units, done, resume, jr, opts, out); err != nil {
		return out, err
	}
	su := shardUnits{File: j.Name, Seed: j.Seed, Confidence: j.Confidence, Items: len(j.Items), Inputs: make(map[int]string)}
	if s.Index == 0 {
		for _, e := range j.report(make([]*report.Equity, len(j.Items))).Entries {
			if e.Error != "" {
				su.Bad = append(su.Bad, e)
			}
		}
	}
	for _, u := range units {
		it := &j.Items[u]
		su.Entries = append(su.Entries, entry{Line: it.Line, Key: it.Key, Result: done[u]})
		su.Inputs[it.Line] = it.Input
	}
	if err := shard.Write(path, j.ShardJob(command), s, su); err != nil {
		return out, err
	}
	return out, jr.Remove()
}

// runItems runs the items of indexes todo that are not done, recording
// each finished one in done and, if jr is not nil, in the journal.
func (j *Job) runItems(ctx context.Context, todo []int, done []*report.Equity, resume []*sim.Checkpoint,
	jr *journal.Journal, opts Options, out *Outcome) error {
	todo = slices.DeleteFunc(slices.Clone(todo), func(i int) bool { return done[i] != nil })
	var mu sync.Mutex
	return pool.Run(ctx, opts.Workers, len(todo), func(ctx context.Context, _, k int) error {
		it := &j.Items[todo[k]]
		plan := it.Plan
		var noteErr error // the first error writing progress, under mu
		if jr != nil && plan.Method() == sim.ForceMonteCarlo {
			// Long Monte Carlo runs keep their progress block by block.
			var err error
			plan, err = plan.Checkpointed(resume[todo[k]], func(c *sim.Checkpoint) {
				mu.Lock()
				defer mu.Unlock()
				if noteErr == nil {
					noteErr = jr.Note(entry{Line: it.Line, Key: it.Key, Checkpoint: c})
				}
			})
			if err != nil {
				return err
			}
		}
		r, err := plan.Run(ctx)
		mu.Lock()
		if err == nil {
			err = noteErr
		}
		mu.Unlock()
		if err != nil || r.Interrupted {
			return err // cut short: not a result
		}
		e := report.NewEquity(r, j.Confidence)
		if it.Spec.AnalysisCount() > 0 {
			if err := it.Spec.Analyze(ctx, e); err != nil {
				return err
			}
		}
		e, err = roundTrip(e)
		if err != nil {
			return err
		}
		mu.Lock()
		defer mu.Unlock()
		if jr != nil {
			if err := jr.Append(entry{Line: it.Line, Key: it.Key, Result: e}); err != nil {
				return err
			}
		}
		done[todo[k]] = e
		out.Done++
		if opts.Step != nil {
			opts.Step()
		}
		return nil
	})
}

// Merge puts the shard files of one batch job together into the report
// the job run in one process writes, byte for byte. The files must be
// checked (shard.Check) and of kind "batch".
func Merge(files []*shard.File) (*report.Batch, error) {
	var r *report.Batch
	seen := make(map[int]bool)
	items := 0
	for _, f := range files {
		var su shardUnits
		if err := json.Unmarshal(f.Units, &su); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
		}
		if r == nil {
			r = &report.Batch{File: su.File, Seed: su.Seed, Confidence: su.Confidence}
			items = su.Items
		}
		r.Entries = append(r.Entries, su.Bad...)
		for _, e := range su.Entries {
			if e.Result == nil || seen[e.Line] {
				return nil, fmt.Errorf("%w: %s: line %d is missing or given twice", shard.ErrFile, f.Name, e.Line)
			}
			seen[e.Line] = true
			r.Entries = append(r.Entries, report.BatchEntry{Line: e.Line, Input: su.Inputs[e.Line], Equity: e.Result})
		}
	}
	if len(seen) != items {
		return nil, fmt.Errorf("%w: the shards hold %d of the batch's %d matchups", shard.ErrFile, len(seen), items)
	}
	slices.SortFunc(r.Entries, func(x, y report.BatchEntry) int { return x.Line - y.Line })
	return r, nil
}
