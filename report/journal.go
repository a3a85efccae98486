package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrJournalMismatch reports a journal written by a different run: another
// input file, seed or options.
var ErrJournalMismatch = errors.New("the journal belongs to a different run")

// Journal is an append-only file of JSON lines recording finished pieces
// of a long run, so that a run stopped by Ctrl-C, or killed outright, can
// resume where it stopped. Its first line is a header identifying the run;
// each later line is one finished piece. A piece is written with a single
// write of a whole line and synced to disk, so a kill can leave at most a
// partial last line, which OpenJournal ignores.
type Journal struct {
	f *os.File
}

// OpenJournal opens the journal at path for a run identified by header (any
// value that encodes to JSON), creating it if need be, and returns the
// pieces already recorded, in order. If the file holds a different header
// it returns an error wrapping ErrJournalMismatch and leaves the file
// alone.
func OpenJournal(path string, header any) (*Journal, []json.RawMessage, error) {
	head, err := json.Marshal(header)
	if err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, err
	}
	pieces, size, err := readJournal(f, head)
	if err != nil {
		f.Close()
		if errors.Is(err, ErrJournalMismatch) {
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
	j := &Journal{f: f}
	if size == 0 {
		if err := j.writeLine(head); err != nil {
			f.Close()
			return nil, nil, err
		}
	}
	return j, pieces, nil
}

// readJournal checks the header and returns the complete piece lines and
// the length of the file up to the end of the last complete line.
func readJournal(r io.Reader, head []byte) ([]json.RawMessage, int64, error) {
	br := bufio.NewReader(r)
	var pieces []json.RawMessage
	var size int64
	for first := true; ; first = false {
		line, err := br.ReadBytes('\n')
		if err == io.EOF {
			return pieces, size, nil // no line, or a partial one: ignored
		}
		if err != nil {
			return nil, 0, err
		}
		size += int64(len(line))
		line = bytes.TrimSuffix(line, []byte("\n"))
		if first {
			if !bytes.Equal(line, head) {
				return nil, 0, ErrJournalMismatch
			}
			continue
		}
		if !json.Valid(line) {
			return nil, 0, fmt.Errorf("corrupt journal line %q", line)
		}
		pieces = append(pieces, json.RawMessage(line))
	}
}

// Append records one finished piece (any value that encodes to JSON).
func (j *Journal) Append(piece any) error {
	b, err := json.Marshal(piece)
	if err != nil {
		return err
	}
	return j.writeLine(b)
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
