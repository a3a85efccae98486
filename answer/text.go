package answer

import (
	"fmt"
	"github.com/pokersim/pokersim/report"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

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
		fmt.Fprintf(w, "mode:    Monte Carlo, %s", report.Plural(e.Samples, "trial"))
		if e.Interrupted {
			fmt.Fprint(w, " (INTERRUPTED: partial result)")
		}
		fmt.Fprintf(w, "\nseed:    %d (%s)\n", *e.Seed, e.repeat())
	} else {
		fmt.Fprintf(w, "mode:    exact, %s %s\n", report.Group(e.Samples), e.sampleNoun())
	}
	fmt.Fprintf(w, "game:    %s\nboard:   %s\n", e.gameName(), board)
	if e.NoLow != nil {
		fmt.Fprintf(w, "no low:  %s of the %s (the high hand takes the whole pot)\n", report.Percent(*e.NoLow, 2), e.outcomes())
	}
	if len(e.Dead) > 0 {
		fmt.Fprintf(w, "dead:    %s\n", strings.Join(e.Dead, ""))
	}
	_, err := fmt.Fprintf(w, "time:    %v\n", time.Duration(e.Seconds*float64(time.Second)).Round(time.Microsecond))
	return err
}

// writeTables writes the players' table, then the hand categories, the
// first player's hands and the analyses if they were asked for.
func (e *Equity) writeTables(w io.Writer) error {
	if err := e.writePlayers(w); err != nil {
		return err
	}
	if len(e.Players) > 0 && e.Players[0].Categories != nil {
		if err := e.writeCategories(w); err != nil {
			return err
		}
	}
	if err := e.writeHands(w); err != nil {
		return err
	}
	return e.writeAnalyses(w)
}

// writePlayers writes the aligned table of the players' results. Its
// right-aligned first column indents it by two spaces.
func (e *Equity) writePlayers(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	mc := e.monteCarlo()
	head := "Player\tHand\tEquity\t"
	if mc {
		head += "±" + report.Percent(e.Confidence, 0) + "\t"
	}
	if e.NoLow != nil {
		head += "Scoop\tHigh win\tHigh tie\tLow win\tLow tie\tHigh half\tLow half\t"
	} else {
		head += "Win\tTie\t"
	}
	fmt.Fprintln(tw, head)
	for i, p := range e.Players {
		fmt.Fprintf(tw, "%d\t%s\t%s\t", i+1, p.Hand, e.percent(p.Equity))
		if mc {
			fmt.Fprintf(tw, "%s\t", e.plusMinus(&p))
		}
		if h := p.HiLo; h != nil {
			for _, x := range []float64{h.Scoop, h.HighWin, h.HighTie, h.LowWin, h.LowTie, h.HighEquity, h.LowEquity} {
				fmt.Fprintf(tw, "%s\t", e.percent(x))
			}
		} else {
			fmt.Fprintf(tw, "%s\t%s\t", e.percent(p.Win), e.percent(p.Tie))
		}
		fmt.Fprintln(tw)
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
		return report.Percent(x, e.decimals())
	}
	return report.Percent(x, 4)
}

// repeat says how to repeat a Monte Carlo run exactly: with its seed, and
// with its number of trials when it stopped on time or was interrupted
// (blocks are merged in order, so the same trials give the same figures).
func (e *Equity) repeat() string {
	if e.Interrupted || e.TimeLimited {
		return fmt.Sprintf("repeat with --seed %d --trials %d", *e.Seed, e.Samples)
	}
	return fmt.Sprintf("repeat with --seed %d", *e.Seed)
}

// minIntervalTrials is the fewest Monte Carlo trials whose interval is
// shown: with fewer, the spread of the trials says too little about the
// standard error.
const minIntervalTrials = 100

// plusMinus returns the half-width of p's interval as a percentage, or
// "n/a" for a run of too few trials to know it.
func (e *Equity) plusMinus(p *PlayerEquity) string {
	if e.Samples < minIntervalTrials {
		return "n/a"
	}
	return e.percent(p.halfWidth())
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
	if e.NoLow != nil {
		fmt.Fprint(tw, "High hand category\t")
	} else {
		fmt.Fprint(tw, "Hand category\t")
	}
	for i := range e.Players {
		fmt.Fprintf(tw, "%d\t", i+1)
	}
	fmt.Fprintln(tw)
	for _, c := range e.categoryOrder() {
		fmt.Fprintf(tw, "%s\t", c)
		for _, p := range e.Players {
			fmt.Fprintf(tw, "%s\t", report.Percent(p.Categories[c.String()], 2))
		}
		fmt.Fprintln(tw)
	}
	if e.NoLow != nil && e.Players[0].HiLo != nil && e.Players[0].HiLo.Low != nil {
		fmt.Fprint(tw, "Makes a low (8 or better)\t")
		for _, p := range e.Players {
			fmt.Fprintf(tw, "%s\t", report.Percent(*p.HiLo.Low, 2))
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}

// sampleNoun names what an exact result counts: boards in Hold'em, deals
// in five-card showdown.
func (e *Equity) sampleNoun() string {
	switch {
	case e.hasRanges():
		return "deals (hands from the ranges times boards)"
	case e.Samples == 1 && e.boards():
		return "board"
	case e.Samples == 1:
		return "deal"
	case e.boards():
		return "boards"
	}
	return "deals"
}

// boards reports whether an exact result's samples are boards: in a game
// with a board, every player's cards known.
func (e *Equity) boards() bool {
	if e.Game == "fivecard" {
		return false
	}
	for _, p := range e.Players {
		if strings.Contains(p.Hand, "Xx") {
			return false
		}
	}
	return true
}

// outcomes names what e's samples count, in the plural, for sentences:
// trials, boards or deals.
func (e *Equity) outcomes() string {
	switch {
	case e.monteCarlo():
		return "trials"
	case e.hasRanges() || !e.boards():
		return "deals"
	}
	return "boards"
}

// sampleUnit names what e's samples count, in a word: trials, boards or
// deals.
func (e *Equity) sampleUnit() string {
	return e.outcomes()
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
		if p.CIHigh == nil || e.Samples < minIntervalTrials {
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
		fmt.Fprintln(tw, "Hand\tCombos\tWeight\tEquity\t±"+report.Percent(e.Confidence, 0)+"\tWin\tTie\t")
	} else {
		fmt.Fprintln(tw, "Hand\tCombos\tWeight\tEquity\tWin\tTie\t")
	}
	for _, h := range lines {
		weight := strconv.FormatFloat(h.Weight, 'g', 4, 64)
		if mc {
			half := sim.Z(e.Confidence) * *h.StdErr
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\t\n", h.Hand, h.Combos, weight, report.Percent(h.Equity, 2),
				report.Percent(half, 2), report.Percent(h.Win, 2), report.Percent(h.Tie, 2))
		} else {
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t\n", h.Hand, h.Combos, weight, report.Percent(h.Equity, 4),
				report.Percent(h.Win, 4), report.Percent(h.Tie, 4))
		}
	}
	return tw.Flush()
}

// WriteText writes b for people to read: the batch's parameters, then each
// matchup's line and input with an aligned table of its players, as
// Equity.WriteText has it, and a line saying how it was computed; a line
// that was not run says why instead.
func (b *Batch) WriteText(out io.Writer) error {
	w := &stickyWriter{w: out}
	fmt.Fprintf(w, "file:        %s\nseed:        %d\nmatchups:    %s\nconfidence:  %s\n",
		b.File, b.Seed, b.count(), report.Percent(b.confidence(), 0))
	for _, be := range b.Entries {
		fmt.Fprintf(w, "\nline %d: %s\n", be.Line, report.Printable(be.Input))
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

// summary says in one line how e was computed: "exact, 1,712,304 boards"
// or "Monte Carlo, 1,048,576 trials, seed 42".
func (e *Equity) summary() string {
	var s string
	if !e.monteCarlo() {
		s = "exact, " + report.Group(e.Samples) + " " + e.sampleNoun()
	} else {
		s = "Monte Carlo, " + report.Plural(e.Samples, "trial")
		if e.Seed != nil {
			s += ", seed " + strconv.FormatUint(*e.Seed, 10)
		}
	}
	if e.Game != "holdem" {
		s += ", " + e.Game
	}
	if e.NoLow != nil {
		s += ", no low in " + report.Percent(*e.NoLow, 2)
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

// gameName names e's game for the summary: its name, and for people its
// title where that says more (the rules of its variant).
func (e *Equity) gameName() string {
	g, err := game.Parse(e.Game)
	if err != nil || g == game.Holdem {
		return e.Game
	}
	return e.Game + " (" + g.Title() + ")"
}
