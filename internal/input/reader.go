package input

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
)

// MaxLine is the length in bytes of the longest line of a line-oriented
// input: a batch file's matchup or a table's row. score and batch agree
// on it.
const MaxLine = 64 << 10

// Sentinel errors of a Reader, wrapped by an *Error.
var (
	ErrLineTooLong = errors.New("line too long")
	ErrTooLarge    = errors.New("input too large")
)

// Error reports an input past a Reader's limits: the input's name, the
// line (from 1) that is too long, or 0, and the sentinel.
type Error struct {
	Name  string
	Line  int
	Limit int64 // the limit passed, in bytes
	Err   error // ErrLineTooLong or ErrTooLarge
}

// Error returns a message such as "spots.txt: line 3: line longer than
// 65536 bytes", worded as batch words its bad lines.
func (e *Error) Error() string {
	if errors.Is(e.Err, ErrLineTooLong) {
		return e.Name + ": line " + strconv.Itoa(e.Line) + ": line longer than " + strconv.FormatInt(e.Limit, 10) + " bytes"
	}
	return fmt.Sprintf("%s: larger than %s", e.Name, size(e.Limit))
}

// Unwrap returns the sentinel.
func (e *Error) Unwrap() error { return e.Err }

// size writes a number of bytes in MiB when it is whole ones.
func size(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return strconv.FormatInt(n>>20, 10) + " MiB"
	}
	return strconv.FormatInt(n, 10) + " bytes"
}

// Limits bound an input. A zero field means no bound.
type Limits struct {
	MaxLine int64 // bytes in one line, its end not counted
	MaxSize int64 // bytes in the whole input
}

// Reader reads an io.Reader within Limits, checking a context before
// each read. Make one with NewReader; it is for one goroutine.
type Reader struct {
	ctx    context.Context
	r      io.Reader
	name   string
	limits Limits
	total  int64 // bytes read so far
	line   int   // the current line's number, from 1
	inLine int64 // bytes of the current line read so far
	err    error // the sticky error, once a limit is passed
}

// NewReader returns a Reader of r, whose name (a file name, or "standard
// input") its errors give.
func NewReader(ctx context.Context, r io.Reader, name string, limits Limits) *Reader {
	return &Reader{ctx: ctx, r: r, name: name, limits: limits, line: 1}
}

// Read reads as r's Read does, but returns ctx's error once ctx is done,
// and an *Error once the input passes a limit: the bytes before the
// limit are returned first, so a reader sees the input up to it.
func (r *Reader) Read(p []byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	if err := r.ctx.Err(); err != nil {
		return 0, err
	}
	if m := r.limits.MaxSize; m > 0 && int64(len(p)) > m-r.total+1 {
		p = p[:m-r.total+1] // one byte past the limit, to tell it is passed
	}
	n, err := r.r.Read(p)
	n = r.count(p[:n])
	if r.err != nil {
		return n, r.err
	}
	return n, err
}

// count takes in the bytes read, p, and returns how many of them are
// within the limits, setting r.err if the limits are passed.
func (r *Reader) count(p []byte) int {
	if m := r.limits.MaxSize; m > 0 && r.total+int64(len(p)) > m {
		p = p[:m-r.total]
		r.err = &Error{Name: r.name, Limit: m, Err: ErrTooLarge}
	}
	if r.limits.MaxLine > 0 {
		p = r.lines(p)
	}
	r.total += int64(len(p))
	return len(p)
}

// lines follows the lines of p, the bytes read, and returns those within
// the line limit, setting r.err if a line passes it. A line may hold
// MaxLine bytes and a "\r" before its "\n".
func (r *Reader) lines(p []byte) []byte {
	lim := r.limits.MaxLine + 1
	for off := 0; off < len(p); {
		i := bytes.IndexByte(p[off:], '\n')
		n := i
		if i < 0 {
			n = len(p) - off
		}
		if r.inLine+int64(n) > lim {
			r.err = &Error{Name: r.name, Line: r.line, Limit: r.limits.MaxLine, Err: ErrLineTooLong}
			return p[:off+int(lim-r.inLine)]
		}
		if i < 0 {
			r.inLine += int64(n)
			break
		}
		off += i + 1
		r.line++
		r.inLine = 0
	}
	return p
}

// Open opens the input called name for a Reader: standard input, stdin,
// for "-", otherwise the file. Close the ReadCloser when done; closing
// standard input is left to the caller.
func Open(ctx context.Context, name string, stdin io.Reader, limits Limits) (io.ReadCloser, error) {
	if name == "-" {
		return io.NopCloser(NewReader(ctx, stdin, "standard input", limits)), nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	return readCloser{NewReader(ctx, f, name, limits), f}, nil
}

type readCloser struct {
	*Reader
	f *os.File
}

func (rc readCloser) Close() error { return rc.f.Close() }

// ReadFile reads the whole input called name (standard input, stdin, for
// "-") within limits, as Open and Reader do.
func ReadFile(ctx context.Context, name string, stdin io.Reader, limits Limits) ([]byte, error) {
	rc, err := Open(ctx, name, stdin, limits)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(rc)
}
