package matrix

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/journal"
	"github.com/pokersim/pokersim/shard"
)

// Job3 is (a slice of) the three-way table computed into the CSV file
// Dir/Name.csv, with its journal in Dir/Name.journal while it runs.
type Job3 struct {
	Dir, Name string
	Classes   []deck.Class // triples of these classes only; none for all
	Rows      []deck.Class // triples holding one of these; none for all
	Workers   int
	Progress  func(float64)
}

// triples returns the job's triples.
func (j *Job3) triples() []Triple { return Triples(nilIfEmpty(j.Classes), nilIfEmpty(j.Rows)) }

func nilIfEmpty(c []deck.Class) []deck.Class {
	if len(c) == 0 {
		return nil
	}
	return c
}

// Path returns the path of the job's file with extension ext.
func (j *Job3) Path(ext string) string { return filepath.Join(j.Dir, j.Name+"."+ext) }

// header3 identifies a three-way job in its journal and shard files.
type header3 struct {
	Journal string       `json:"journal"`
	Version int          `json:"version"`
	Classes []string     `json:"classes,omitempty"`
	Rows    []string     `json:"rows,omitempty"`
	Shard   *shard.Shard `json:"shard,omitempty"`
}

func (j *Job3) header(s *shard.Shard) header3 {
	return header3{Journal: "pokersim matrix3", Version: 1, Classes: names(j.Classes), Rows: names(j.Rows), Shard: s}
}

// names returns classes by name, sorted and without repeats.
func names(cs []deck.Class) []string {
	cs = slices.Clone(cs)
	slices.SortFunc(cs, func(x, y deck.Class) int { return x.Index() - y.Index() })
	var out []string
	for _, c := range slices.Compact(cs) {
		out = append(out, c.String())
	}
	return out
}

// piece3 is a line of a three-way journal: triples counted.
type piece3 struct {
	Triples []TripleCounts `json:"triples"`
}

// Run computes the job's triples, journaling them in pieces, and writes
// the table to Dir/Name.csv atomically, then deletes the journal.
func (j *Job3) Run(ctx context.Context) (*Outcome, error) {
	counts, out, jr, err := j.run(ctx, j.Path("journal"), nil)
	if err != nil {
		return out, err
	}
	defer jr.Close()
	t := NewTable3(counts)
	if err := atomicfile.Write(j.Path("csv"), t.WriteCSV); err != nil {
		return out, err
	}
	out.Files = []string{j.Path("csv")}
	return out, jr.Remove()
}

// run counts the triples of the job (of shard s, if not nil), journaled
// at path, and returns the open journal, to be removed once the results
// are written.
func (j *Job3) run(ctx context.Context, path string, s *shard.Shard) ([]TripleCounts, *Outcome, *journal.Journal, error) {
	out := &Outcome{}
	jr, pieces, err := journal.Open(path, j.header(s))
	if errors.Is(err, journal.ErrMismatch) {
		return nil, nil, nil, &JournalError{fmt.Errorf("%w (it was started with other --classes, --rows or --shard)", err)}
	}
	if err != nil {
		return nil, nil, nil, err
	}
	var done []TripleCounts
	for _, n := range jr.Skipped {
		out.Warnings = append(out.Warnings, fmt.Sprintf("%s: line %d is not a journal entry: skipped", path, n))
	}
	for _, p := range pieces {
		var pc piece3
		if err := json.Unmarshal(p.JSON, &pc); err != nil {
			out.Warnings = append(out.Warnings, fmt.Sprintf("%s: line %d is not a piece of the table: skipped", path, p.Line))
			continue
		}
		done = append(done, pc.Triples...)
	}
	out.Resumed, out.Saved = len(done), len(done)
	// Journal triples in pieces of about a second of work.
	const pieceSize = 32
	var buf []TripleCounts
	flush := func() error {
		if len(buf) == 0 {
			return nil
		}
		err := jr.Append(piece3{buf})
		out.Saved += len(buf)
		buf = buf[:0]
		return err
	}
	counts, err := Compute3(ctx, Options3{Workers: j.Workers, Triples: j.triples(), Shard: s, Done: done, Progress: j.Progress,
		OnTriple: func(c TripleCounts) error {
			if buf = append(buf, c); len(buf) >= pieceSize {
				return flush()
			}
			return nil
		}})
	if ferr := flush(); err == nil {
		err = ferr
	}
	if errors.Is(err, ErrDone) {
		err = &JournalError{fmt.Errorf("%s: %w: delete it to start afresh", path, err)}
	}
	if err != nil {
		jr.Close()
		return nil, out, nil, err
	}
	return counts, out, jr, nil
}

// shard3Units is what a three-way shard file holds.
type shard3Units struct {
	Header3 header3        `json:"job"`
	Counts  []TripleCounts `json:"counts"`
}

func (j *Job3) shardJob(command string) shard.Job {
	b, _ := json.Marshal(struct {
		H       header3
		Version string
	}{j.header(nil), shard.NumbersVersion})
	sum := sha256.Sum256(b)
	return shard.Job{Kind: "matrix3", Digest: hex.EncodeToString(sum[:]), Command: command}
}

// RunShard counts the triples of shard s, journaled beside the shard file
// at path, and writes the shard file atomically.
func (j *Job3) RunShard(ctx context.Context, s shard.Shard, path, command string) (*Outcome, error) {
	counts, out, jr, err := j.run(ctx, path+".journal", &s)
	if err != nil {
		return out, err
	}
	defer jr.Close()
	if err := shard.Write(path, j.shardJob(command), s, shard3Units{j.header(nil), counts}); err != nil {
		return out, err
	}
	out.Files = []string{path}
	return out, jr.Remove()
}

// Merge3 puts the checked shard files of one three-way job together into
// its table, in the order of its triples.
func Merge3(files []*shard.File) (*Table3, error) {
	var h header3
	var all []TripleCounts
	for _, f := range files {
		var su shard3Units
		if err := json.Unmarshal(f.Units, &su); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
		}
		h = su.Header3
		all = append(all, su.Counts...)
	}
	parse := func(ns []string) ([]deck.Class, error) {
		var out []deck.Class
		for _, n := range ns {
			c, err := deck.ParseClass(n)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
		return out, nil
	}
	classes, err1 := parse(h.Classes)
	rows, err2 := parse(h.Rows)
	if err := errors.Join(err1, err2); err != nil {
		return nil, fmt.Errorf("%w: %v", shard.ErrFile, err)
	}
	want := (&Job3{Classes: classes, Rows: rows}).triples()
	byTriple := make(map[Triple]TripleCounts, len(all))
	for _, c := range all {
		byTriple[c.Triple] = c
	}
	counts := make([]TripleCounts, len(want))
	for i, t := range want {
		c, ok := byTriple[t]
		if !ok {
			return nil, fmt.Errorf("%w: the shards lack triple %v", shard.ErrFile, t)
		}
		counts[i] = c
	}
	if len(all) != len(want) {
		return nil, fmt.Errorf("%w: the shards hold %d triples, the table %d", shard.ErrFile, len(all), len(want))
	}
	return NewTable3(counts), nil
}

// WriteTable3File writes t to path atomically.
func WriteTable3File(t *Table3, path string) error {
	return atomicfile.Write(path, func(w io.Writer) error { return t.WriteCSV(w) })
}
