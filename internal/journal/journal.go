package journal

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// ErrMismatch reports a journal written by a different run: another
// input file, seed or options.
var ErrMismatch = errors.New("the journal belongs to a different run")

// ErrLocked reports a journal that another run holds open.
var ErrLocked = errors.New("another run is using the journal")

// MaxLine is the length in bytes of the longest journal line Open reads;
// a longer line is not a journal entry and is skipped.
const MaxLine = 16 << 20

// Journal is an append-only file of JSON lines recording finished pieces
// of a long run, so that a run stopped by Ctrl-C, or killed outright, can
// resume where it stopped. Its first line is a header identifying the run;
// each later line is one finished piece. A piece is written with a single
// write of a whole line and synced to disk, so a kill can leave at most a
// partial last line, which Open ignores. A Journal is for one goroutine
// at a time.
type Journal struct {
	f    *os.File
	path string
	head []byte
	size int64 // bytes in the file
	// Skipped lists the numbers of the lines Open left out because they
	// were not JSON (or longer than MaxLine).
	Skipped []int
}

// Piece is one recorded line of a journal: its line number in the file
// (the header is line 1) and its JSON.
type Piece struct {
	Line int
	JSON json.RawMessage
}

// Open opens the journal at path for a run identified by header (any
// value that encodes to JSON), creating it if need be, locks it, and
// passes the pieces already recorded to each, in order; an error from
// each stops Open and is returned. A line that is not JSON is left out and
// its number listed in the journal's Skipped, for the caller to warn of;
// the caller should also check each piece against its run, and skip those
// that do not fit. If the file holds a different header Open returns an
// error wrapping ErrMismatch and leaves the file alone; if another process
// holds the journal, one wrapping ErrLocked.
func Open(path string, header any, each func(Piece) error) (*Journal, error) {
	head, err := json.Marshal(header)
	if err != nil {
		return nil, err
	}
	f, err := openLocked(path)
	if err != nil {
		return nil, err
	}
	os.Remove(tempName(path)) // a rewrite cut short by a kill
	j := &Journal{f: f, path: path, head: head}
	if err := j.read(each); err != nil {
		f.Close()
		if errors.Is(err, ErrMismatch) {
			return nil, fmt.Errorf("%s: %w: delete it to start afresh", path, err)
		}
		return nil, err
	}
	// Drop a partial last line, then append after what was read.
	if err := f.Truncate(j.size); err != nil {
		f.Close()
		return nil, err
	}
	if _, err := f.Seek(j.size, io.SeekStart); err != nil {
		f.Close()
		return nil, err
	}
	if j.size == 0 {
		if err := j.writeLine(head, true); err != nil {
			f.Close()
			return nil, err
		}
	}
	return j, nil
}

// openLocked opens path, creating it if need be, and locks it. The lock
// is on the open file, so the file opened must still be the one at path
// once locked: a run that held the lock may have renamed a rewritten
// journal over it meanwhile (Rewrite), and then the new one is opened.
func openLocked(path string) (*os.File, error) {
	for range 8 {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, err
		}
		// Only a lock held by another is an error: a file system that
		// cannot lock (an NFS mount without a lock daemon: ENOLCK) leaves
		// the journal unlocked, as before locks.
		if err := lock(f); errors.Is(err, errWouldBlock) {
			f.Close()
			return nil, fmt.Errorf("%s: %w (another pokersim with the same --out?): wait for it to finish, or stop it", path, ErrLocked)
		}
		a, err1 := f.Stat()
		b, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(a, b) {
			return f, nil
		}
		f.Close()
	}
	return nil, fmt.Errorf("%s: %w (it keeps being replaced)", path, ErrLocked)
}

// read checks the header and passes the complete piece lines to each,
// noting the numbers of those that are not JSON and the length of the
// file up to the end of the last complete line. Lines are read one at a
// time, so a long journal takes no more memory than its longest line.
func (j *Journal) read(each func(Piece) error) error {
	br := bufio.NewReaderSize(j.f, 64<<10)
	var line []byte
	for n := 1; ; n++ {
		line = line[:0]
		long := false
		var size int64 // of the line, with its newline
		for {
			chunk, err := br.ReadSlice('\n')
			if len(line)+len(chunk) <= MaxLine {
				line = append(line, chunk...)
			} else {
				long = true
			}
			size += int64(len(chunk))
			if err == bufio.ErrBufferFull {
				continue
			}
			if err == io.EOF {
				return nil // no line, or a partial one: ignored (the size stops before it)
			}
			if err != nil {
				return err
			}
			j.size += size
			break
		}
		line = bytes.TrimSuffix(line, []byte("\n"))
		switch {
		case n == 1 && (long || !bytes.Equal(line, j.head)):
			return ErrMismatch
		case n == 1:
		case !long && json.Valid(line):
			if err := each(Piece{n, json.RawMessage(bytes.Clone(line))}); err != nil {
				return err
			}
		default:
			j.Skipped = append(j.Skipped, n)
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
	return j.writeLine(b, true)
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
	return j.writeLine(b, false)
}

// AppendJSON is Append of a piece already encoded: one line of JSON,
// which it does not check.
func (j *Journal) AppendJSON(line []byte) error { return j.writeLine(line, true) }

// NoteJSON is Note of a piece already encoded, as AppendJSON.
func (j *Journal) NoteJSON(line []byte) error { return j.writeLine(line, false) }

func (j *Journal) writeLine(b []byte, sync bool) error {
	n, err := j.f.Write(append(b, '\n'))
	j.size += int64(n)
	if err != nil || !sync {
		return err
	}
	return j.f.Sync()
}

// Size returns the length of the journal file in bytes.
func (j *Journal) Size() int64 { return j.size }

// tempName is the name a rewrite writes before its rename.
func tempName(path string) string {
	return filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".rewrite")
}

// Rewrite replaces the journal by one holding its header and the given
// pieces (each a line of JSON, as Append writes them), to drop the lines
// its run no longer needs. The new file is written beside the journal,
// synced, locked and renamed over it, so that a kill at any moment leaves
// the old journal or the new one, both whole; on an error the old one is
// kept and stays in use.
func (j *Journal) Rewrite(pieces [][]byte) (err error) {
	tmp := tempName(j.path)
	f, err := os.OpenFile(tmp, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if err := lock(f); errors.Is(err, errWouldBlock) {
		return err
	}
	var buf bytes.Buffer
	buf.Write(j.head)
	buf.WriteByte('\n')
	for _, p := range pieces {
		buf.Write(p)
		buf.WriteByte('\n')
	}
	if _, err := f.Write(buf.Bytes()); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := os.Rename(tmp, j.path); err != nil {
		return err
	}
	syncDir(filepath.Dir(j.path))
	j.f.Close()
	j.f, j.size = f, int64(buf.Len())
	return nil
}

// syncDir syncs a directory, so that a rename in it survives a crash; best
// effort, as not every system can.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// Close closes the journal file, releasing its lock.
func (j *Journal) Close() error { return j.f.Close() }

// Remove deletes the journal and closes it, once its run is complete and
// its report written. It is deleted while still locked, so that no other
// run takes it up meanwhile.
func (j *Journal) Remove() error {
	err := os.Remove(j.path)
	j.f.Close()
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		err = os.Remove(j.path) // where an open file cannot be deleted (Windows)
	}
	return err
}
