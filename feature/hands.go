package feature

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/pokersim/pokersim/hands"
	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

// Hands is the request of the hands row: hand history files, uploaded
// (many at once, streamed: Take), or one in memory (File), and its
// options, given as query parameters or form fields.
type Hands struct {
	File []byte // one file, when Take gave no Files: PokerStars text or PHH
	Name string // its name, for messages and rows
	// Player is the player followed; "" for each hand's hero.
	Player string
	// Format is "json" (or "") or "html".
	Format string
	format report.Format
	files  Files
}

// MaxPlayerName bounds Hands.Player, in bytes.
const MaxPlayerName = 256

// Take takes the options and the files of an upload.
func (q *Hands) Take(option func(string) string, files Files) error {
	q.Player, q.Format, q.files = option("player"), option("format"), files
	return nil
}

// Validate checks the file is not empty (the files of an upload are
// checked as they are read), and the player and format.
func (q *Hands) Validate(Limits) error {
	q.format = report.JSON
	switch {
	case q.files == nil && len(bytes.TrimSpace(q.File)) == 0:
		return fieldError("file", "empty file: want a hand history")
	case len(q.Player) > MaxPlayerName:
		return fieldError("player", "a name of at most %d bytes, got %d", MaxPlayerName, len(q.Player))
	case q.Format != "":
		f, err := report.ParseFormat(q.Format, report.JSON, report.HTML)
		if err != nil {
			return &FieldError{Field: "format", Err: errors.New("format: " + err.Error())}
		}
		q.format = f
	}
	return nil
}

// OutputFormat returns the format of the answer, set by Validate.
func (q *Hands) OutputFormat() report.Format { return q.format }

// errNoFormat is the error of a file in no format pokersim reads.
var errNoFormat = errors.New("in no hand history format pokersim reads (PokerStars, GGPoker, Winamax, 888, iPoker, PHH)")

// Run reads the files one after the other as they come, and values their
// all-ins with lim.Workers goroutines: what "pokersim hands" prints, as
// JSON or as the page with the graphs. Malformed hands are skipped and
// listed; of several files, one in no known format is listed as skipped
// too, and only when none is read is it a *FieldError of "file", as is a
// single file in no known format, past the reader's limits, or empty. An
// error reading the upload (over the server's limit, say) is returned as
// it is.
func (q *Hands) Run(ctx context.Context, lim Limits) (report.Report, error) {
	files := q.files
	if files == nil {
		files = OneFile(cmp.Or(q.Name, "upload"), q.File)
	}
	sess := history.NewSession(q.Player)
	var out bytes.Buffer
	hw := hands.NewWriter(&out, q.format, chart.Gonum{})
	n, read, nonSpace := 0, 0, false
	for {
		name, r, err := files.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		n++
		wr := &watched{r: r}
		err = hands.ReadFrom(ctx, name, wr, sess, hw, hands.Options{Workers: lim.Workers})
		if err == nil || errors.Is(err, history.ErrFormat) {
			io.Copy(io.Discard, wr) // the rest, unread by a reader that gave up: over the limit?
		}
		nonSpace = nonSpace || wr.nonSpace
		switch {
		case wr.err != nil:
			return nil, wr.err // the upload itself failed: over the limit, cut short
		case errors.Is(err, history.ErrFormat) && wr.nonSpace:
			sess.Skip(fmt.Errorf("%s: %w", name, errNoFormat))
		case errors.Is(err, history.ErrFormat):
		case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
			return nil, err
		case err != nil:
			// The answer is in a buffer: only the file's content can
			// fail (a PHH file past the reader's limits, say).
			return nil, at("file", err)
		default:
			read++
		}
	}
	switch {
	case !nonSpace:
		return nil, fieldError("file", "empty file: want a hand history")
	case read == 0 && n == 1:
		return nil, &FieldError{Field: "file", Err: errors.New("the file is " + errNoFormat.Error())}
	case read == 0:
		return nil, &FieldError{Field: "file", Err: fmt.Errorf("none of the %d files is a hand history: each is %v", n, errNoFormat)}
	}
	if err := hw.Finish(sess); err != nil {
		return nil, at("file", err)
	}
	return &written{format: q.format, body: out.Bytes()}, nil
}

// written is a report written already, in one format.
type written struct {
	format report.Format
	body   []byte
}

func (w *written) Formats() []report.Format { return []report.Format{w.format} }

func (w *written) WriteJSON(dst io.Writer) error { return w.write(dst) }
func (w *written) WriteHTML(dst io.Writer) error { return w.write(dst) }

func (w *written) write(dst io.Writer) error {
	_, err := dst.Write(w.body)
	return err
}
