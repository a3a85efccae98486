package hands

import (
	"context"
	"errors"
	"io"
	"os"

	"github.com/pokersim/pokersim/history"
)

// Options are the choices of reading hand histories.
type Options struct {
	// Strict stops at the first malformed hand instead of skipping it.
	Strict bool
	// Workers is how many hands are valued at a time, 0 for one per CPU.
	Workers int
}

// Read values the hand histories at path, a file or a folder (see
// history.Files), into s, following s.Follow, and writes their rows to
// out: each file into a session of its own, merged into s in file order,
// as Job does, so that both give the same figures. In a folder, a file in
// no known format is counted as skipped; named alone, it is an error.
func Read(ctx context.Context, path string, s *history.Session, out *Writer, opts Options) error {
	files, err := history.Files(path)
	if err != nil {
		return err
	}
	dir := len(files) != 1 || files[0] != path
	seen := history.NewHandSet() // a hand counts once across the files
	for _, name := range files {
		one := history.NewSession(s.Follow)
		one.Seen = seen
		err := importFile(ctx, name, dir, opts, one, rowsTo(out, one))
		s.Merge(one)
		if err != nil {
			return err
		}
	}
	return nil
}

// ReadFrom values the hand histories of r, named name in messages and
// rows, into s and writes their rows to out, as Read does a file.
func ReadFrom(ctx context.Context, name string, r io.Reader, s *history.Session, out *Writer, opts Options) error {
	one := history.NewSession(s.Follow)
	err := one.Import(ctx, name, r, opts.Strict, opts.Workers, rowsTo(out, one))
	s.Merge(one)
	return err
}

// rowsTo returns the function that writes the rows of a hand valued in
// s to out.
func rowsTo(out *Writer, s *history.Session) func(*history.Result) error {
	return func(r *history.Result) error { return out.Rows(RowsOf(r, s.Followed(r.Hand))) }
}

// importFile reads and values one file into s; in a folder (dir), a file
// in no known format, or past the reader's limits, is counted as skipped,
// not an error.
func importFile(ctx context.Context, name string, dir bool, opts Options, s *history.Session, each func(*history.Result) error) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	err = s.Import(ctx, name, f, opts.Strict, opts.Workers, each)
	var pe *history.ParseError
	if err != nil && dir && !opts.Strict && errors.As(err, &pe) && (errors.Is(err, history.ErrFormat) || errors.Is(err, history.ErrLimit)) {
		s.Skip(err)
		return nil
	}
	return err
}
