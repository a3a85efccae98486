package answer

import (
	"encoding/csv"
	"errors"
	"github.com/pokersim/pokersim/report"
	"io"
	"strconv"
	"strings"
)

// ErrAnalysesCSV says that a report with more than one analysis was asked
// for as CSV, which holds one table.
var ErrAnalysesCSV = errors.New("CSV holds one table: ask for one of --by-card, --outs, --streets and --distribution at a time, or for text or JSON")

// analyses returns the number of analyses e holds.
func (e *Equity) analyses() int {
	n := 0
	for _, on := range []bool{e.Next != nil, e.Outs != nil, e.Streets != nil, e.Distributions != nil} {
		if on {
			n++
		}
	}
	return n
}

// writeAnalysisCSV writes the one analysis e holds as CSV, in place of the
// players' table, which its rows repeat where it matters.
func (e *Equity) writeAnalysisCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	n := len(e.Players)
	switch {
	case e.Next != nil:
		cw.Write(append([]string{"card", "chance", "mode"}, numbered("equity_", n)...))
		for _, c := range e.Next.Cards {
			row := []string{c.Card, report.Frac(c.Chance), c.Mode}
			for _, eq := range c.Equity {
				row = append(row, report.Frac(eq))
			}
			cw.Write(row)
		}
	case e.Outs != nil:
		header := []string{"player", "behind", "card", "win", "tie", "exclusive"}
		hiLo := e.Outs[0].Low != nil
		if hiLo {
			header = append(header, "half")
		}
		cw.Write(header)
		for _, o := range e.Outs {
			for half, part := range []*OutsPart{&o.OutsPart, o.Low} {
				if part == nil {
					continue
				}
				for _, c := range part.Cards {
					row := []string{strconv.Itoa(o.Player), report.Frac(part.Behind), c.Card, report.Frac(c.Win), report.Frac(c.Tie), strconv.FormatBool(c.Exclusive)}
					if hiLo {
						row = append(row, []string{"high", "low"}[half])
					}
					cw.Write(row)
				}
			}
		}
	case e.Streets != nil:
		cw.Write(append([]string{"street", "board", "mode", "samples"}, numbered("equity_", n)...))
		for _, s := range e.Streets {
			row := []string{s.Street, strings.Join(s.Board, ""), s.Mode, strconv.FormatInt(s.Samples, 10)}
			for _, p := range s.Players {
				row = append(row, report.Frac(p.Equity))
			}
			cw.Write(row)
		}
	case e.Distributions != nil:
		cw.Write([]string{"player", "hand", "share", "equity"})
		for _, d := range e.Distributions {
			for _, pt := range d.Points {
				cw.Write([]string{strconv.Itoa(d.Player), pt.Hand, report.Frac(pt.Share), report.Frac(pt.Equity)})
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// numbered returns prefix1, prefix2, ..., prefixN.
func numbered(prefix string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = prefix + strconv.Itoa(i+1)
	}
	return out
}
