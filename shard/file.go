package shard

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/input"
)

// NumbersVersion names the version of pokersim's numbers: it changes when
// a change of pokersim could change any result (an enumeration, a Monte
// Carlo stream, a seed derivation), so that shards computed by different
// versions are never merged.
const NumbersVersion = "pokersim-numbers-1"

// Job identifies the job a shard belongs to.
type Job struct {
	Kind    string `json:"kind"`    // "batch", "matrix", "equity"
	Digest  string `json:"digest"`  // of everything that determines the job's numbers, NumbersVersion among them
	Command string `json:"command"` // the command line that runs a shard, with the shard written {shard} (I/N) and its index {index}
}

// File is a shard file: the job, the shard, and the results of the
// shard's units, which only the job's kind knows how to read.
type File struct {
	Format string          `json:"format"` // "pokersim shard"
	Job    Job             `json:"job"`
	Shard  Shard           `json:"shard"`
	Units  json.RawMessage `json:"units"`
	// Name is the file's name, for messages; it is not written.
	Name string `json:"-"`
}

const format = "pokersim shard"

// Write writes a shard file atomically: it holds the old content or the
// whole new one, so rerunning a shard rewrites its file safely.
func Write(path string, job Job, s Shard, units any) error {
	raw, err := json.Marshal(units)
	if err != nil {
		return err
	}
	f := File{Format: format, Job: job, Shard: s, Units: raw}
	return atomicfile.Write(path, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		return enc.Encode(f)
	})
}

// MaxFileSize is the size in bytes of the largest shard file Read reads:
// far more than the largest shard (the whole three-way table, about 120
// MB), and a bound on what a file that is not a shard file can cost.
const MaxFileSize = 1 << 30

// ErrFile is wrapped by the errors of Read and Check: a file that is not a
// whole shard file, or shards that do not make one job.
var ErrFile = errors.New("bad shard file")

// Read reads the shard file at path. A file cut short, or not a shard
// file, is an error naming it.
func Read(path string) (*File, error) {
	data, err := readJSON(path)
	if err != nil {
		return nil, err
	}
	var f File
	if err := json.Unmarshal(data, &f); err != nil || f.Format != format {
		what := "not a pokersim shard file"
		if err != nil && strings.HasPrefix(strings.TrimSpace(string(data)), "{") {
			what = "not a whole shard file (cut short?)"
		}
		return nil, fmt.Errorf("%w: %s: %s", ErrFile, path, what)
	}
	f.Name = path
	if f.Shard.Count < 1 || f.Shard.Index < 0 || f.Shard.Index >= f.Shard.Count || f.Units == nil {
		return nil, fmt.Errorf("%w: %s: shard %v is not an index of a count", ErrFile, path, f.Shard)
	}
	return &f, nil
}

// readJSON reads the file at path, at most MaxFileSize bytes of it, and
// fails at once, as "not a shard file", if it does not start as a JSON
// object does: reading /dev/zero costs nothing.
func readJSON(path string) ([]byte, error) {
	rc, err := input.Open(context.Background(), path, nil, input.Limits{MaxSize: MaxFileSize})
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	br := bufio.NewReader(rc)
	for {
		b, err := br.Peek(1)
		switch {
		case err == io.EOF:
			return nil, fmt.Errorf("%w: %s: not a pokersim shard file", ErrFile, path)
		case err != nil:
			return nil, err
		case b[0] == ' ' || b[0] == '\t' || b[0] == '\r' || b[0] == '\n':
			br.ReadByte()
			continue
		case b[0] != '{':
			return nil, fmt.Errorf("%w: %s: not a pokersim shard file", ErrFile, path)
		}
		return io.ReadAll(br)
	}
}

// MissingError lists the shards of a job that are not among the files
// given, with the command that runs each.
type MissingError struct {
	Missing  []int
	Count    int
	Commands []string
}

func (e *MissingError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d of %d shards missing:", len(e.Missing), e.Count)
	for i, m := range e.Missing {
		fmt.Fprintf(&b, "\n  shard %d: %s", m, e.Commands[i])
	}
	return b.String()
}

// Check checks that files are the shards of one job, each index from 0 to
// N-1 exactly once, and returns them in index order. Files of another job
// or another count, and a shard given twice, are errors naming the file;
// missing shards are a *MissingError.
func Check(files []*File) ([]*File, error) {
	if len(files) == 0 {
		return nil, fmt.Errorf("%w: no shard files given", ErrFile)
	}
	first := files[0]
	byIndex := make([]*File, first.Shard.Count)
	for _, f := range files {
		switch {
		case f.Job.Kind != first.Job.Kind || f.Job.Digest != first.Job.Digest:
			return nil, fmt.Errorf("%w: %s belongs to another job than %s (%s %s, not %s %s)", ErrFile, f.Name, first.Name,
				f.Job.Kind, short(f.Job.Digest), first.Job.Kind, short(first.Job.Digest))
		case f.Shard.Count != first.Shard.Count:
			return nil, fmt.Errorf("%w: %s is shard %v, of another count than %s's %v", ErrFile, f.Name, f.Shard, first.Name, first.Shard)
		case byIndex[f.Shard.Index] != nil:
			return nil, fmt.Errorf("%w: %s and %s are both shard %v", ErrFile, byIndex[f.Shard.Index].Name, f.Name, f.Shard)
		}
		byIndex[f.Shard.Index] = f
	}
	var missing []int
	var commands []string
	for i, f := range byIndex {
		if f == nil {
			missing = append(missing, i)
			cmd := strings.ReplaceAll(first.Job.Command, "{shard}", Shard{i, first.Shard.Count}.String())
			commands = append(commands, strings.ReplaceAll(cmd, "{index}", strconv.Itoa(i)))
		}
	}
	if missing != nil {
		return nil, &MissingError{Missing: missing, Count: first.Shard.Count, Commands: commands}
	}
	return slices.Clip(byIndex), nil
}

func short(digest string) string { return digest[:min(len(digest), 12)] }
