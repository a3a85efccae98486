package shard

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/input"
	"github.com/pokersim/pokersim/internal/words"
)

// Job identifies the job a shard belongs to (see job.Identify, which
// computes it).
type Job struct {
	Kind    string `json:"kind"`    // "batch", "matrix", "equity"
	Digest  string `json:"digest"`  // of everything that determines the job's numbers, the version of pokersim's numbers among them
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
	if !words.Printable(f.Job.Kind) || !words.Printable(f.Job.Digest) {
		return nil, fmt.Errorf("%w: %s: the job's kind %q or digest %q is not text", ErrFile, path, f.Job.Kind, f.Job.Digest)
	}
	return &f, nil
}

// MaxListed is the most missing shards a MissingError lists; it counts
// the others.
const MaxListed = 20

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
// given, the first MaxListed with the command that runs each, and counts
// the others.
type MissingError struct {
	Missing  []int    // the first missing indexes, at most MaxListed
	Commands []string // the command that runs each
	Rest     int64    // missing shards not listed
	Count    int      // the job's shards
}

func (e *MissingError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d of %d shards missing:", int64(len(e.Missing))+e.Rest, e.Count)
	for i, m := range e.Missing {
		fmt.Fprintf(&b, "\n  shard %d: %s", m, e.Commands[i])
	}
	if e.Rest > 0 {
		fmt.Fprintf(&b, "\n  ... and %d more", e.Rest)
	}
	return b.String()
}

// Check checks that files are the shards of one job, each index from 0 to
// N-1 exactly once, and returns them in index order. Files of another job
// or another count, and a shard given twice, are errors naming the file;
// missing shards are a *MissingError. It allocates in proportion to the
// files given, not to the count they claim.
func Check(files []*File) ([]*File, error) {
	if len(files) == 0 {
		return nil, fmt.Errorf("%w: no shard files given", ErrFile)
	}
	first := files[0]
	byIndex := make(map[int]*File, len(files))
	for _, f := range files {
		switch {
		case f.Job.Kind != first.Job.Kind || f.Job.Digest != first.Job.Digest:
			return nil, fmt.Errorf("%w: %s belongs to another job than %s (%q %s, not %q %s)", ErrFile, f.Name, first.Name,
				f.Job.Kind, short(f.Job.Digest), first.Job.Kind, short(first.Job.Digest))
		case f.Shard.Count != first.Shard.Count:
			return nil, fmt.Errorf("%w: %s is shard %v, of another count than %s's %v", ErrFile, f.Name, f.Shard, first.Name, first.Shard)
		case byIndex[f.Shard.Index] != nil:
			return nil, fmt.Errorf("%w: %s and %s are both shard %v", ErrFile, byIndex[f.Shard.Index].Name, f.Name, f.Shard)
		}
		byIndex[f.Shard.Index] = f
	}
	if len(files) < first.Shard.Count {
		return nil, missing(first, byIndex)
	}
	out := make([]*File, len(files))
	for i := range out {
		out[i] = byIndex[i]
	}
	return out, nil
}

// missing returns the MissingError of the shards of first's job that are
// not in have: the gaps between the indexes given, in order, listed up
// to MaxListed and then counted.
func missing(first *File, have map[int]*File) *MissingError {
	count := first.Shard.Count
	e := &MissingError{Count: count, Rest: int64(count) - int64(len(have))}
	cmd := first.Job.Command
	if !words.Printable(cmd) {
		cmd = strconv.Quote(cmd)
	}
	for i := 0; i < count && len(e.Missing) < MaxListed; i++ {
		if have[i] != nil {
			continue
		}
		e.Missing = append(e.Missing, i)
		c := strings.ReplaceAll(cmd, "{shard}", Shard{i, count}.String())
		e.Commands = append(e.Commands, strings.ReplaceAll(c, "{index}", strconv.Itoa(i)))
		e.Rest--
	}
	return e
}

func short(digest string) string { return digest[:min(len(digest), 12)] }
