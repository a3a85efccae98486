package matrix

import (
	"encoding/json"
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/shard"
)

// shardUnits is what a table's shard file holds: the table's input, so
// that merging needs the shard files alone, and the counts of the shard's
// units.
type shardUnits struct {
	Input  tableInput `json:"table"`
	Counts piece      `json:"counts"`
}

// Kind is the table job as merge knows it.
func Kind() job.Kind { return job.Kind{Name: KindName, Merge: merge} }

// merge puts the shard files of one table job, checked by shard.Check,
// together into the table one process computes. Each file must hold the
// table its identity names and plausible counts of its own shard's units,
// and together they must count each unit once.
func merge(files []*shard.File) (*job.Merged, error) {
	var j *Job
	var all piece
	for _, f := range files {
		var su shardUnits
		if err := json.Unmarshal(f.Units, &su); err != nil {
			return nil, fmt.Errorf("%w: %s: not a table shard's counts: %v", shard.ErrFile, f.Name, err)
		}
		if job.Identify(KindName, su.Input, "").Digest != f.Job.Digest {
			return nil, fmt.Errorf("%w: %s: the table it holds is not the one its job names", shard.ErrFile, f.Name)
		}
		if j == nil {
			var err error
			if j, err = jobOf(su.Input); err != nil {
				return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
			}
		}
		s := f.Shard
		u, err := j.units(&s)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
		}
		n := len(u.pairs) + len(u.triples)
		if got, want := su.Counts.size(), len(s.Units(n)); got != want {
			return nil, fmt.Errorf("%w: %s: %d units counted, shard %v has %d", shard.ErrFile, f.Name, got, s, want)
		}
		if err := u.check(&su.Counts); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
		}
		all.Pairs = append(all.Pairs, su.Counts.Pairs...)
		all.Triples = append(all.Triples, su.Counts.Triples...)
	}
	u, err := j.units(nil)
	if err != nil {
		return nil, err
	}
	rep, err := u.report(&all)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", shard.ErrFile, err)
	}
	name := "matrix"
	if j.threeWay() {
		name = "matrix3"
	}
	return &job.Merged{Report: rep, Name: name}, nil
}

// jobOf returns the job of a table's input.
func jobOf(in tableInput) (*Job, error) {
	if in.Players != 2 && in.Players != 3 {
		return nil, fmt.Errorf("a table of %d players", in.Players)
	}
	j := &Job{Players: in.Players}
	for _, f := range []struct {
		names []string
		dst   *[]deck.Class
	}{{in.Rows, &j.Rows}, {in.Classes, &j.Classes}} {
		for _, n := range f.names {
			c, err := deck.ParseClass(n)
			if err != nil {
				return nil, err
			}
			*f.dst = append(*f.dst, c)
		}
	}
	return j, nil
}
