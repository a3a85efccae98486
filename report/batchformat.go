package report

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Write writes b to w in format f: Text, Markdown, CSV, JSON or HTML. The
// output depends only on b: no clock, no map order, no run times.
func (b *Batch) Write(w io.Writer, f Format) error {
	switch f {
	case Text:
		return b.WriteText(w)
	case Markdown:
		return b.WriteMarkdown(w)
	case CSV:
		return b.WriteCSV(w)
	case JSON:
		return b.WriteJSON(w)
	case HTML:
		return b.WriteHTML(w)
	}
	return fmt.Errorf("unknown format %q", f)
}

// WriteText writes b for people to read: the batch's parameters, then each
// matchup's line and input with an aligned table of its players, as
// Equity.WriteText has it, and a line saying how it was computed; a line
// that was not run says why instead.
func (b *Batch) WriteText(out io.Writer) error {
	w := &stickyWriter{w: out}
	fmt.Fprintf(w, "file:        %s\nseed:        %d\nmatchups:    %s\nconfidence:  %s\n",
		b.File, b.Seed, b.count(), percent(b.confidence(), 0))
	for _, be := range b.Entries {
		fmt.Fprintf(w, "\nline %d: %s\n", be.Line, be.Input)
		if be.Equity == nil {
			fmt.Fprintf(w, "  not run: %s\n", be.reason())
			continue
		}
		if err := be.Equity.writeTables(w); err != nil {
			return err
		}
		fmt.Fprintf(w, "  %s\n", be.Equity.summary())
	}
	return w.err
}

// WriteCSV writes b as CSV: a header, then one row per player per matchup
// with the matchup's line, input and parameters repeated on each row
// (interrupted is true for a partial result), and
// one row for each line not run, with its error and no figures. Fractions
// have 6 decimals.
func (b *Batch) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"line", "input", "player", "hand", "equity", "win", "tie", "stderr", "ci_low", "ci_high",
		"mode", "game", "board", "dead", "samples", "seed", "interrupted", "error"})
	for _, be := range b.Entries {
		line := strconv.Itoa(be.Line)
		e := be.Equity
		if e == nil {
			cw.Write([]string{line, be.Input, "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", be.reason()})
			continue
		}
		seed := ""
		if e.Seed != nil {
			seed = strconv.FormatUint(*e.Seed, 10)
		}
		for i, p := range e.Players {
			cw.Write([]string{line, be.Input, strconv.Itoa(i + 1), p.Hand, frac(p.Equity), frac(p.Win), frac(p.Tie),
				optFrac(p.StdErr), optFrac(p.CILow), optFrac(p.CIHigh), e.Mode, e.Game,
				strings.Join(e.Board, ""), strings.Join(e.Dead, ""), strconv.FormatInt(e.Samples, 10), seed,
				strconv.FormatBool(e.Interrupted), ""})
		}
	}
	cw.Flush()
	return cw.Error()
}

// WriteJSON writes b as one JSON object, indented by two spaces, followed
// by a newline.
func (b *Batch) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(b)
}

// confidence returns the level of b's intervals, DefaultConfidence if it
// was left 0.
func (b *Batch) confidence() float64 {
	if b.Confidence == 0 {
		return DefaultConfidence
	}
	return b.Confidence
}

// notRun returns the number of b's lines that were not run.
func (b *Batch) notRun() int {
	n := 0
	for _, be := range b.Entries {
		if be.Equity == nil {
			n++
		}
	}
	return n
}

// count says how many matchups b holds and how many were not run: "12" or
// "12, 1 not run".
func (b *Batch) count() string {
	s := strconv.Itoa(len(b.Entries))
	if n := b.notRun(); n > 0 {
		s += ", " + strconv.Itoa(n) + " not run"
	}
	return s
}

// reason says why be was not run.
func (be *BatchEntry) reason() string {
	if be.Error == "" {
		return "no result"
	}
	return be.Error
}

// summary says in one line how e was computed: "exact, 1,712,304 boards"
// or "Monte Carlo, 1,048,576 trials, seed 42".
func (e *Equity) summary() string {
	if !e.monteCarlo() {
		return "exact, " + group(e.Samples) + " " + e.sampleNoun()
	}
	s := "Monte Carlo, " + group(e.Samples) + " trials"
	if e.Seed != nil {
		s += ", seed " + strconv.FormatUint(*e.Seed, 10)
	}
	if e.Interrupted {
		s += " (INTERRUPTED: partial result)"
	}
	return s
}

// stickyWriter keeps the first error of the writer it wraps and writes
// nothing after it, so that a report can be written with fmt.Fprintf
// throughout and checked once at the end.
type stickyWriter struct {
	w   io.Writer
	err error
}

func (s *stickyWriter) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.w.Write(p)
	s.err = err
	return n, err
}
