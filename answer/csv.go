package answer

import (
	"encoding/csv"
	"github.com/pokersim/pokersim/report"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/eval"
)

// csvFields are the columns of a player's CSV row, shared by the report
// of one matchup and a batch report.
var csvFields = []string{"player", "hand", "equity", "win", "tie", "stderr", "ci_low", "ci_high",
	"mode", "game", "board", "dead", "samples", "seed", "interrupted"}

// csvRow returns player i's CSV row of e, in the order of csvFields.
func (e *Equity) csvRow(i int) []string {
	seed := ""
	if e.Seed != nil {
		seed = strconv.FormatUint(*e.Seed, 10)
	}
	p := &e.Players[i]
	return []string{strconv.Itoa(i + 1), p.Hand, report.Frac(p.Equity), report.Frac(p.Win), report.Frac(p.Tie),
		report.OptFrac(p.StdErr), report.OptFrac(p.CILow), report.OptFrac(p.CIHigh), e.Mode, e.Game,
		strings.Join(e.Board, ""), strings.Join(e.Dead, ""), strconv.FormatInt(e.Samples, 10), seed,
		strconv.FormatBool(e.Interrupted)}
}

// WriteCSV writes e as CSV: a header, then one row per player with the
// matchup's mode, samples and seed repeated on each row, so that rows can
// be concatenated across runs; with categories, a column for each. With
// an analysis (only one: more is ErrAnalysesCSV) it writes the analysis's
// table instead: by next card, by out, by street or by hand of a range.
func (e *Equity) WriteCSV(w io.Writer) error {
	switch e.analyses() {
	case 0:
	case 1:
		return e.writeAnalysisCSV(w)
	default:
		return ErrAnalysesCSV
	}
	cw := csv.NewWriter(w)
	header := slices.Clone(csvFields)
	cats := len(e.Players) > 0 && e.Players[0].Categories != nil
	if cats {
		for c := eval.HighCard; c <= eval.StraightFlush; c++ {
			header = append(header, c.String())
		}
	}
	hiLo := e.NoLow != nil
	if hiLo {
		header = append(header, hiLoFields...)
	}
	lows := hiLo && cats // with categories, how often each player makes a low
	if lows {
		header = append(header, "low")
	}
	cw.Write(header)
	for i, p := range e.Players {
		row := e.csvRow(i)
		if cats {
			for c := eval.HighCard; c <= eval.StraightFlush; c++ {
				row = append(row, report.Frac(p.Categories[c.String()]))
			}
		}
		if hiLo {
			row = append(row, e.hiLoRow(i)...)
		}
		if lows {
			var low *float64
			if p.HiLo != nil {
				low = p.HiLo.Low
			}
			row = append(row, report.OptFrac(low))
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// hiLoFields are the columns of a hi-lo game's figures, after the others.
var hiLoFields = []string{"scoop", "high_win", "high_tie", "low_win", "low_tie", "high_equity", "low_equity", "no_low"}

// hiLoRow returns player i's values of hiLoFields, empty for a high-only
// game.
func (e *Equity) hiLoRow(i int) []string {
	h := e.Players[i].HiLo
	if h == nil || e.NoLow == nil {
		return make([]string, len(hiLoFields))
	}
	return []string{report.Frac(h.Scoop), report.Frac(h.HighWin), report.Frac(h.HighTie), report.Frac(h.LowWin), report.Frac(h.LowTie),
		report.Frac(h.HighEquity), report.Frac(h.LowEquity), report.Frac(*e.NoLow)}
}

// WriteCSV writes b as CSV: a header, then one row per player per matchup
// with the matchup's line, input and parameters repeated on each row
// (interrupted is true for a partial result), and
// one row for each line not run, with its error and no figures. Fractions
// have 6 decimals. If any matchup is of a hi-lo game, the columns of
// hiLoFields come before the error, empty for high-only games.
func (b *Batch) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	header := append([]string{"line", "input"}, csvFields...)
	hiLo := b.hiLo()
	if hiLo {
		header = append(header, hiLoFields...)
	}
	header = append(header, "error")
	cw.Write(header)
	for _, be := range b.Entries {
		line := strconv.Itoa(be.Line)
		e := be.Equity
		if e == nil {
			row := make([]string, len(header))
			row[0], row[1], row[len(row)-1] = line, be.Input, be.reason()
			cw.Write(row)
			continue
		}
		for i := range e.Players {
			row := append([]string{line, be.Input}, e.csvRow(i)...)
			if hiLo {
				row = append(row, e.hiLoRow(i)...)
			}
			cw.Write(append(row, ""))
		}
	}
	cw.Flush()
	return cw.Error()
}

// hiLo reports whether any matchup of b is of a hi-lo game.
func (b *Batch) hiLo() bool {
	for _, be := range b.Entries {
		if be.Equity != nil && be.Equity.NoLow != nil {
			return true
		}
	}
	return false
}
