package journal

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrMismatch reports a journal written by a different run: another
// input file, seed or options.
var ErrMismatch = errors.New("the journal belongs to a different run")

// Journal is an append-only file of JSON lines recording finished pieces
// of a long run, so that a run stopped by Ctrl-C, or killed outright, can
// resume where it stopped. Its first line is a header identifying the run;
// each later line is one finished piece. A piece is written with a single
// write of a whole line and synced to disk, so a kill can leave at most a
// partial last line, which Open ignores.
type Journal struct {
	f *os.File
	// Skipped lists the numbers of the lines Open left out because they
	// were not JSON.
	Skipped []int
}

// Piece is one recorded line of a journal: its line number in the file
// (the header is line 1) and its JSON.
type Piece struct {
	Line int
	JSON json.RawMessage
}

// Open opens the journal at path for a run identified by header (any
// value that encodes to JSON), creating it if need be, and returns the
// pieces already recorded, in order. A line that is not JSON is left out
// and its number listed in the journal's Skipped, for the caller to warn
// of; the caller should also check each piece against its run, and skip
// those that do not fit. If the file holds a different header Open returns
// an error wrapping ErrMismatch and leaves the file alone.
func Open(path string, header any) (*Journal, []Piece, error) {
	head, err := json.Marshal(header)
	if err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, err
	}
	pieces, skipped, size, err := readJournal(f, head)
	if err != nil {
		f.Close()
		if errors.Is(err, ErrMismatch) {
			return nil, nil, fmt.Errorf("%s: %w: delete it to start afresh", path, err)
		}
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	// Drop a partial last line, then append after what was read.
	if err := f.Truncate(size); err != nil {
		f.Close()
		return nil, nil, err
	}
	if _, err := f.Seek(size, io.SeekStart); err != nil {
		f.Close()
		return nil, nil, err
	}
	j := &Journal{f: f, Skipped: skipped}
	if size == 0 {
		if err := j.writeLine(head); err != nil {
			f.Close()
			return nil, nil, err
		}
	}
	return j, pieces, nil
}

// readJournal checks the header and returns the complete piece lines, the
// numbers of those that are not JSON, and the length of the file up to the
// end of the last complete line.
func readJournal(r io.Reader, head []byte) (pieces []Piece, skipped []int, size int64, err error) {
	br := bufio.NewReader(r)
	for n := 1; ; n++ {
		line, err := br.ReadBytes('\n')
		if err == io.EOF {
			return pieces, skipped, size, nil // no line, or a partial one: ignored
		}
		if err != nil {
			return nil, nil, 0, err
		}
		size += int64(len(line))
		line = bytes.TrimSuffix(line, []byte("\n"))
		switch {
		case n == 1 && !bytes.Equal(line, head):
			return nil, nil, 0, ErrMismatch
		case n == 1:
		case json.Valid(line):
			pieces = append(pieces, Piece{n, json.RawMessage(line)})
		default:
			skipped = append(skipped, n)
		}
	}
}

// Append records one finished piece (any value that encodes to JSON),
// synced to disk before it returns.
func (j *Journal) Append(piece any) error {
	b, err := json.Marshal(piece)
	if err != nil {
		return err
	}
	return j.writeLine(b)
}

// Note records a piece of progress without syncing it to disk: it survives
// the process being killed (the system keeps what was written) but not a
// crash of the machine, and costs a write, not a sync. The next Append
// syncs it too.
func (j *Journal) Note(piece any) error {
	b, err := json.Marshal(piece)
	if err != nil {
		return err
	}
	_, err = j.f.Write(append(b, '\n'))
	return err
}

func (j *Journal) writeLine(b []byte) error {
	if _, err := j.f.Write(append(b, '\n')); err != nil {
		return err
	}
	return j.f.Sync()
}

// Close closes the journal file.
func (j *Journal) Close() error { return j.f.Close() }

// Remove closes the journal and deletes it, once its run is complete and
// its report written.
func (j *Journal) Remove() error {
	name := j.f.Name()
	j.f.Close()
	return os.Remove(name)
}
