package batch

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pokersim/pokersim/answer"
	"github.com/pokersim/pokersim/internal/words"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/shard"
)

// A batch's units are its matchups, in file order: shard I of N runs the
// matchups whose index is I mod N. Its file holds, besides their results,
// the batch file itself and its settings, so that merging needs the shard
// files alone and checks every result as a resumed run checks its journal.

// shardUnits is what a batch shard file holds.
type shardUnits struct {
	File       string  `json:"file"` // the batch file's name, as given
	Text       string  `json:"text"` // its content
	Seed       uint64  `json:"seed"`
	Confidence float64 `json:"confidence"`
	KeepGoing  bool    `json:"keep_going"`
	Entries    []entry `json:"entries"` // the shard's matchups, in file order
}

// RunShard runs the job's matchups of shard s, opts.Workers at a time, and
// writes the shard file at path, atomically. Finished matchups are
// journaled in path+".journal" as Run journals them, so a killed shard
// resumes; the journal is deleted once the file is written. Rerun, a shard
// writes the same file. A shard count above the number of matchups is an
// error wrapping shard.ErrSpec.
func (j *Job) RunShard(ctx context.Context, s shard.Shard, path, command string, opts Options) (*Outcome, error) {
	mine, err := job.Split(s, len(j.Items))
	if err != nil {
		return nil, err
	}
	out, units, ran, err := j.run(ctx, mine, path+".journal", &s, opts)
	if err != nil {
		return out, err
	}
	defer ran.Close()
	su := shardUnits{File: j.Name, Text: string(j.data), Seed: j.Seed, Confidence: j.Confidence, KeepGoing: j.KeepGoing, Entries: units}
	if err := shard.Write(path, j.Identity(command), s, su); err != nil {
		return out, err
	}
	return out, ran.Done()
}

// Kind is the batch job as merge knows it.
func Kind() job.Kind { return job.Kind{Name: KindName, Merge: merge} }

// merge puts the shard files of one batch job, checked by shard.Check,
// together into the report the job run in one process writes, byte for
// byte. Each file must hold the batch file its identity names and the
// results of its own shard's matchups, each checked as a journal entry is.
func merge(files []*shard.File) (*job.Merged, error) {
	var j *Job
	done := make(map[int]*answer.Equity)
	for _, f := range files {
		var su shardUnits
		if err := json.Unmarshal(f.Units, &su); err != nil {
			return nil, fmt.Errorf("%w: %s: not a batch shard's results: %v", shard.ErrFile, f.Name, err)
		}
		if !words.Printable(su.File) || !words.Printable(strings.NewReplacer("\n", "", "\r", "", "\t", "", "\ufeff", "").Replace(su.Text)) {
			return nil, fmt.Errorf("%w: %s: the batch file's name %q or content holds control characters", shard.ErrFile, f.Name, su.File)
		}
		if j == nil {
			var err error
			if j, err = New(su.File, []byte(su.Text), Config{Seed: &su.Seed, Confidence: su.Confidence, KeepGoing: su.KeepGoing}); err != nil {
				return nil, fmt.Errorf("%w: %s: the batch file it holds: %v", shard.ErrFile, f.Name, err)
			}
			if _, err := job.Split(f.Shard, len(j.Items)); err != nil {
				return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
			}
		}
		id := job.Identify(KindName, identityInput{fmt.Sprintf("%x", sha256.Sum256([]byte(su.Text))), su.Seed, su.Confidence, su.KeepGoing}, "")
		if id.Digest != f.Job.Digest || id.Digest != j.Identity("").Digest {
			return nil, fmt.Errorf("%w: %s: the batch file and settings it holds are not those its job names", shard.ErrFile, f.Name)
		}
		if err := j.takeShard(f, su.Entries, done); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
		}
	}
	all := make([]*answer.Equity, len(j.Items))
	for i := range all {
		if all[i] = done[i]; all[i] == nil {
			return nil, fmt.Errorf("%w: the shards lack line %d", shard.ErrFile, j.Items[i].Line)
		}
	}
	return &job.Merged{Report: j.report(all)}, nil
}

// takeShard checks the entries of shard file f, which must be the results
// of its shard's matchups, each once, and records them in done by item.
func (j *Job) takeShard(f *shard.File, entries []entry, done map[int]*answer.Equity) error {
	mine := f.Shard.Units(len(j.Items))
	if len(entries) != len(mine) {
		return fmt.Errorf("%d results, shard %v has %d matchups", len(entries), f.Shard, len(mine))
	}
	for k := range entries {
		e := &entries[k]
		if e.Result == nil {
			return fmt.Errorf("line %d has no result", e.Line)
		}
		i, err := j.check(e)
		switch {
		case err != nil:
			return fmt.Errorf("line %d: %v", e.Line, err)
		case !f.Shard.Has(i):
			return fmt.Errorf("line %d is not a matchup of shard %v", e.Line, f.Shard)
		case done[i] != nil:
			return fmt.Errorf("line %d is given twice", e.Line)
		}
		done[i] = e.Result
	}
	return nil
}
