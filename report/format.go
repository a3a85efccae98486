package report

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/pokersim/pokersim/eval"
)

// Format is an output format.
type Format string

// The output formats. Markdown and HTML are for batch reports.
const (
	Text     Format = "text"
	JSON     Format = "json"
	CSV      Format = "csv"
	Markdown Format = "markdown"
	HTML     Format = "html"
)

// ParseFormat parses a format name, in any case: text, json, csv,
// markdown (or md) and html. Markdown and HTML are for batch reports only.
func ParseFormat(s string) (Format, error) {
	switch f := Format(strings.ToLower(s)); f {
	case Text, JSON, CSV, Markdown, HTML:
		return f, nil
	case "md":
		return Markdown, nil
	}
	// The message still names only the formats of a single matchup's
	// report, which is what the equity command offers.
	return "", fmt.Errorf("unknown format %q (want text, markdown, csv, json or html)", s)
}

// FormatFromPath returns the format that a file name's extension asks for,
// in any case: .txt or .text for Text, .md or .markdown for Markdown, .csv,
// .json, and .html or .htm for HTML. It reports false for any other
// extension.
func FormatFromPath(path string) (Format, bool) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".txt", ".text":
		return Text, true
	case ".md", ".markdown":
		return Markdown, true
	case ".csv":
		return CSV, true
	case ".json":
		return JSON, true
	case ".html", ".htm":
		return HTML, true
	}
	return "", false
}

// Write writes e to w in format f: text for any format but JSON and CSV,
// except that Markdown and HTML, which only batch reports have, are an
// error.
func (e *Equity) Write(w io.Writer, f Format) error {
	switch f {
	case JSON:
		return e.WriteJSON(w)
	case CSV:
		return e.WriteCSV(w)
	case Markdown, HTML:
		return fmt.Errorf("%s output is for batch reports, not a single matchup", f)
	}
	return e.WriteText(w)
}

// WriteJSON writes e as one JSON object followed by a newline.
func (e *Equity) WriteJSON(w io.Writer) error {
	return json.NewEncoder(w).Encode(e)
}

// WriteCSV writes e as CSV: a header, then one row per player with the
// matchup's mode, samples and seed repeated on each row, so that rows can
// be concatenated across runs.
func (e *Equity) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	header := []string{"player", "hand", "equity", "win", "tie", "stderr", "ci_low", "ci_high", "mode", "game", "board", "dead", "samples", "seed", "interrupted"}
	cats := e.Players[0].Categories != nil
	if cats {
		for c := eval.HighCard; c <= eval.StraightFlush; c++ {
			header = append(header, c.String())
		}
	}
	cw.Write(header)
	seed := ""
	if e.Seed != nil {
		seed = strconv.FormatUint(*e.Seed, 10)
	}
	for i, p := range e.Players {
		row := []string{strconv.Itoa(i + 1), p.Hand, frac(p.Equity), frac(p.Win), frac(p.Tie),
			optFrac(p.StdErr), optFrac(p.CILow), optFrac(p.CIHigh), e.Mode, e.Game,
			strings.Join(e.Board, ""), strings.Join(e.Dead, ""), strconv.FormatInt(e.Samples, 10), seed,
			strconv.FormatBool(e.Interrupted)}
		if cats {
			for c := eval.HighCard; c <= eval.StraightFlush; c++ {
				row = append(row, frac(p.Categories[c.String()]))
			}
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

func frac(x float64) string { return strconv.FormatFloat(x, 'f', 6, 64) }

func optFrac(x *float64) string {
	if x == nil {
		return ""
	}
	return frac(*x)
}

// percent writes a fraction as a percentage with d decimals.
func percent(x float64, d int) string { return strconv.FormatFloat(100*x, 'f', d, 64) + "%" }

// WriteText writes e as an aligned table followed by a summary of how it
// was computed, for people to read.
func (e *Equity) WriteText(w io.Writer) error {
	if err := e.writeTables(w); err != nil {
		return err
	}
	fmt.Fprintln(w)
	board := strings.Join(e.Board, "")
	if board == "" {
		board = "none"
	}
	if e.monteCarlo() {
		fmt.Fprintf(w, "mode:    Monte Carlo, %s trials", group(e.Samples))
		if e.Interrupted {
			fmt.Fprint(w, " (INTERRUPTED: partial result)")
		}
		fmt.Fprintf(w, "\nseed:    %d (repeat with --seed %d)\n", *e.Seed, *e.Seed)
	} else {
		fmt.Fprintf(w, "mode:    exact, %s %s\n", group(e.Samples), e.sampleNoun())
	}
	fmt.Fprintf(w, "game:    %s\nboard:   %s\n", e.Game, board)
	if len(e.Dead) > 0 {
		fmt.Fprintf(w, "dead:    %s\n", strings.Join(e.Dead, ""))
	}
	_, err := fmt.Fprintf(w, "time:    %v\n", time.Duration(e.Seconds*float64(time.Second)).Round(time.Microsecond))
	return err
}

// writeTables writes the players' table, then the hand categories and the
// first player's hands if they were asked for.
func (e *Equity) writeTables(w io.Writer) error {
	if err := e.writePlayers(w); err != nil {
		return err
	}
	if len(e.Players) > 0 && e.Players[0].Categories != nil {
		if err := e.writeCategories(w); err != nil {
			return err
		}
	}
	return e.writeHands(w)
}

// writePlayers writes the aligned table of the players' results. Its
// right-aligned first column indents it by two spaces.
func (e *Equity) writePlayers(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	mc := e.monteCarlo()
	head := "Player\tHand\tEquity\tWin\tTie\t"
	if mc {
		head = "Player\tHand\tEquity\t±" + percent(e.Confidence, 0) + "\tWin\tTie\t"
	}
	fmt.Fprintln(tw, head)
	for i, p := range e.Players {
		if mc {
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t\n", i+1, p.Hand, e.percent(p.Equity),
				e.percent(p.halfWidth()), e.percent(p.Win), e.percent(p.Tie))
		} else {
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t\n", i+1, p.Hand, e.percent(p.Equity), e.percent(p.Win), e.percent(p.Tie))
		}
	}
	return tw.Flush()
}

// monteCarlo reports whether e is a Monte Carlo result, with intervals.
func (e *Equity) monteCarlo() bool { return e.Mode == "montecarlo" }

// percent writes a fraction of e's players' table as a percentage: with 4
// decimals for an exact result, and for Monte Carlo as many as the
// narrowest interval calls for (see decimals).
func (e *Equity) percent(x float64) string {
	if e.monteCarlo() {
		return percent(x, e.decimals())
	}
	return percent(x, 4)
}

// halfWidth returns the half-width of p's confidence interval, 0 if it has
// none. Near 0 or 1 the interval is clipped, so this can be less than
// Z·StdErr.
func (p *PlayerEquity) halfWidth() float64 {
	if p.CILow == nil || p.CIHigh == nil {
		return 0
	}
	return (*p.CIHigh - *p.CILow) / 2
}

func (e *Equity) writeCategories(w io.Writer) error {
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "Hand category\t")
	for i := range e.Players {
		fmt.Fprintf(tw, "%d\t", i+1)
	}
	fmt.Fprintln(tw)
	for c := eval.StraightFlush; c >= eval.HighCard; c-- {
		fmt.Fprintf(tw, "%s\t", c)
		for _, p := range e.Players {
			fmt.Fprintf(tw, "%s\t", percent(p.Categories[c.String()], 2))
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}

// group writes n with thousands separators: 1,712,304.
func group(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// sampleNoun names what an exact result counts: boards in Hold'em, deals
// in five-card showdown.
func (e *Equity) sampleNoun() string {
	switch {
	case e.hasRanges():
		return "deals (hands from the ranges times boards)"
	case e.Game == "holdem":
		return "boards"
	}
	return "deals"
}

// sampleUnit names what e's samples count, in a word: trials, boards or
// deals.
func (e *Equity) sampleUnit() string {
	switch {
	case e.monteCarlo():
		return "trials"
	case e.hasRanges() || e.Game != "holdem":
		return "deals"
	}
	return "boards"
}

// hasRanges reports whether a player holds a range (and so has Combos), in
// which case an exact result's samples count hands as well as boards. It
// is read from the players, not kept apart, so that it survives a round
// trip through JSON (a resumed batch reads its results from a journal).
func (e *Equity) hasRanges() bool {
	return slices.ContainsFunc(e.Players, func(p PlayerEquity) bool { return p.Combos > 0 })
}

// decimals returns the number of decimals of percentages in a Monte Carlo
// table: enough to show two significant digits of the narrowest interval's
// half-width, from 2 to 5.
func (e *Equity) decimals() int {
	d := 2
	for _, p := range e.Players {
		if p.CIHigh == nil {
			continue
		}
		if h := 100 * (*p.CIHigh - *p.CILow) / 2; h > 0 {
			d = max(d, int(math.Ceil(-math.Log10(h)))+1)
		}
	}
	return min(d, 5)
}

// writeHands writes the first player's lines by hand or by class, if any.
func (e *Equity) writeHands(w io.Writer) error {
	lines, what := e.ByHand, "hand"
	if e.ByClass != nil {
		lines, what = e.ByClass, "class"
	}
	if lines == nil {
		return nil
	}
	fmt.Fprintf(w, "\nPlayer 1 by %s:\n", what)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	mc := e.monteCarlo()
	if mc {
		fmt.Fprintln(tw, "Hand\tCombos\tWeight\tEquity\t±"+percent(e.Confidence, 0)+"\tWin\tTie\t")
	} else {
		fmt.Fprintln(tw, "Hand\tCombos\tWeight\tEquity\tWin\tTie\t")
	}
	for _, h := range lines {
		weight := strconv.FormatFloat(h.Weight, 'g', 4, 64)
		if mc {
			half := Z(e.Confidence) * *h.StdErr
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\t\n", h.Hand, h.Combos, weight, percent(h.Equity, 2),
				percent(half, 2), percent(h.Win, 2), percent(h.Tie, 2))
		} else {
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t\n", h.Hand, h.Combos, weight, percent(h.Equity, 4),
				percent(h.Win, 4), percent(h.Tie, 4))
		}
	}
	return tw.Flush()
}
