package matrix

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
)

// A matrix's units are its unordered pairs of classes, in order: shard I of
// N counts the pairs whose index is I mod N. Counts are integers, so the
// shards merge into exactly the matrix of one process.

// shardUnits is what a matrix shard file holds.
type shardUnits struct {
	Rows   []string      `json:"rows,omitempty"` // none for all 169
	Counts []ClassCounts `json:"counts"`
}

// shardJob returns the shard-file identity of a matrix of rows.
func shardJob(rows []string, command string) shard.Job {
	b, _ := json.Marshal(struct {
		Kind    string
		Rows    []string
		Version string
	}{"matrix", rows, shard.NumbersVersion})
	sum := sha256.Sum256(b)
	return shard.Job{Kind: "matrix", Digest: hex.EncodeToString(sum[:]), Command: command}
}

// RunShard counts the job's pairs of classes of shard s, journaling
// finished pieces in the shard file's journal (path+".journal") so that a
// killed shard resumes, and writes the shard file at path atomically.
func (j *Job) RunShard(ctx context.Context, s shard.Shard, path, command string) (*Outcome, error) {
	out := &Outcome{}
	jr, done, err := j.openJournalAt(path+".journal", &s, out)
	if err != nil {
		return nil, err
	}
	defer jr.Close()
	m, err := Compute(ctx, Options{Workers: j.Workers, Rows: j.Rows, Done: done, Progress: j.Progress, Shard: &s,
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
	rows := j.rowNames()
	if err := shard.Write(path, shardJob(rows, command), s, shardUnits{Rows: rows, Counts: m.Pairs}); err != nil {
		return out, err
	}
	out.Files = []string{path}
	return out, jr.Remove()
}

// Merge puts the checked shard files of one matrix job together into the
// matrix one process computes.
func Merge(files []*shard.File) (*Matrix, error) {
	var rows []deck.Class
	var all []ClassCounts
	for i, f := range files {
		var su shardUnits
		if err := json.Unmarshal(f.Units, &su); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
		}
		if i == 0 {
			for _, r := range su.Rows {
				c, err := deck.ParseClass(r)
				if err != nil {
					return nil, fmt.Errorf("%w: %s: %v", shard.ErrFile, f.Name, err)
				}
				rows = append(rows, c)
			}
		}
		all = append(all, su.Counts...)
	}
	rows, err := matrixRows(rows)
	if err != nil {
		return nil, err
	}
	pairs := matrixPairs(rows)
	counts, err := doneCounts(pairs, all)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", shard.ErrFile, err)
	}
	if len(counts) != len(pairs) || len(all) != len(pairs) {
		return nil, fmt.Errorf("%w: the shards hold %d counts for the matrix's %d pairs of classes", shard.ErrFile, len(all), len(pairs))
	}
	return newMatrix(rows, counts), nil
}

// WriteFiles writes m's report in the formats given, to dir/name.EXT, as
// a set (all or none), and returns the files' names.
func WriteFiles(m *Matrix, dir, name string, formats []report.Format) ([]string, error) {
	j := &Job{Dir: dir, Name: name}
	rep := m.Report()
	var files []atomicfile.File
	var names []string
	for _, f := range formats {
		files = append(files, atomicfile.File{Path: j.Path(string(f)), Write: func(w io.Writer) error { return report.Write(w, f, rep) }})
		names = append(names, j.Path(string(f)))
	}
	return names, atomicfile.WriteAll(files)
}
