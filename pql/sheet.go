package pql

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/internal/words"
)

// SheetQuery is the header of the column of a spreadsheet that holds the
// query of each row, as ProPokerTools' spreadsheet mode names it.
const SheetQuery = "#QUERY#"

// The columns RunSheet adds to each row: the trials of the row's run and
// its error, if any.
const (
	SheetTrials = "!TRIALS!"
	SheetErrors = "!ERRORS!"
)

// RunSheet runs ProPokerTools' spreadsheet mode: in is a CSV whose header
// names its columns, one of them SheetQuery; each row's query (or, in a
// row that leaves it empty, the last query given) has every #NAME#
// replaced by the row's value in the column NAME, and is run with r's
// options. out gets the input's columns, one column per selector of the
// first row's query (by name), SheetTrials and SheetErrors: one row of
// results per row in, with the error of a row that fails in its
// SheetErrors and its figures empty. The error is for the sheet itself
// (no SheetQuery column, bad CSV) or for writing. The results go to a
// terminal as often as to a file: every cell written, the input's echoed
// and the errors, has its control characters escaped (words.Escape), so
// that no escape sequence in the sheet reaches the terminal; printable
// text is written as it is.
func RunSheet(ctx context.Context, in io.Reader, out io.Writer, r Request, workers int) error {
	cr := csv.NewReader(in)
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if err != nil {
		return fmt.Errorf("pql: spreadsheet: %w", err)
	}
	qcol := -1
	for i, h := range header {
		if strings.TrimSpace(h) == SheetQuery {
			qcol = i
		}
	}
	if qcol < 0 {
		return fmt.Errorf("pql: spreadsheet: %w: no %s column in the header %q", ErrBinding, SheetQuery, strings.Join(header, ","))
	}
	cw := csv.NewWriter(out)
	var names []string
	query := ""
	for row := 1; ; row++ {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf("pql: spreadsheet: %w", err)
		}
		if qcol < len(rec) && strings.TrimSpace(rec[qcol]) != "" {
			query = rec[qcol]
		}
		q := query
		for i, h := range header {
			if i < len(rec) && i != qcol && h != "" {
				q = strings.ReplaceAll(q, "#"+strings.TrimSpace(h)+"#", rec[i])
			}
		}
		rr := r
		rr.Query = q
		a, runErr := Run(ctx, rr, workers)
		if runErr != nil && ctx.Err() != nil {
			return ctx.Err()
		}
		if names == nil {
			if runErr == nil {
				for _, s := range a.Results[0].Selectors {
					names = append(names, s.Name)
				}
			}
			head := append(append(append([]string{}, header...), names...), SheetTrials, SheetErrors)
			if err := cw.Write(escapeAll(head)); err != nil {
				return err
			}
		}
		line := append([]string{}, rec...)
		for len(line) < len(header) {
			line = append(line, "")
		}
		figs := make([]string, len(names))
		trials, msg := "", ""
		if runErr != nil {
			msg = strings.ReplaceAll(runErr.Error(), "\n", " ")
		} else {
			res := a.Results[0]
			trials = strconv.FormatInt(res.Trials, 10)
			for i := range figs {
				if i < len(res.Selectors) {
					figs[i] = strconv.FormatFloat(res.Selectors[i].Value, 'g', -1, 64)
				}
			}
		}
		if err := cw.Write(escapeAll(append(append(line, figs...), trials, msg))); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// escapeAll escapes the control characters of each cell of rec, in
// place, and returns it.
func escapeAll(rec []string) []string {
	for i, c := range rec {
		rec[i] = words.Escape(c)
	}
	return rec
}
