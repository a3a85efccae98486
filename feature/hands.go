package feature

import (
	"bytes"
	"context"
	"errors"
	"io"

	"github.com/pokersim/pokersim/hands"
	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

// Hands is the request of the hands row: a hand history file, uploaded,
// and its options, given as query parameters or form fields.
type Hands struct {
	File []byte // the file: PokerStars text or PHH
	Name string // its name, for messages and rows
	// Player is the player followed; "" for each hand's hero.
	Player string
	// Format is "json" (or "") or "html".
	Format string
	format report.Format
}

// MaxPlayerName bounds Hands.Player, in bytes.
const MaxPlayerName = 256

// Validate checks the file is not empty, and the player and format.
func (q *Hands) Validate(Limits) error {
	q.format = report.JSON
	switch {
	case len(bytes.TrimSpace(q.File)) == 0:
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

// Run reads the file and values its all-ins with lim.Workers goroutines:
// what "pokersim hands" prints, as JSON or as the page with the graph.
// Malformed hands are skipped and listed; a file in no known format, or
// past the reader's limits, is a *FieldError of "file".
func (q *Hands) Run(ctx context.Context, lim Limits) (report.Report, error) {
	sess := history.NewSession(q.Player)
	var out bytes.Buffer
	hw := hands.NewWriter(&out, q.format, chart.Gonum{})
	err := hands.ReadFrom(ctx, q.Name, bytes.NewReader(q.File), sess, hw, hands.Options{Workers: lim.Workers})
	if err == nil {
		err = hw.Finish(sess)
	}
	switch {
	case errors.Is(err, history.ErrFormat):
		return nil, &FieldError{Field: "file", Err: errors.New("the file is in no hand history format pokersim reads (PokerStars text, PHH)")}
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return nil, err
	case err != nil:
		// The file is in memory and the answer in a buffer: only the
		// file's content can fail (a PHH file past the reader's limits,
		// say).
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
