package answer

import (
	"fmt"
	"github.com/pokersim/pokersim/report"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
)

// WriteText writes v for people to read: a table of the made classes,
// strongest first, with their weighted combos and shares in the exclusive
// and overlapping views, then a table of the draws, leaving out the lines
// no combo is in; then the game (if not Hold'em), range, board and combos. With a filter, it
// writes only the range kept, in range notation, so that it can be given
// to pokersim equity or to the next street.
func (v *RangeBoard) WriteText(out io.Writer) error {
	w := &stickyWriter{w: out}
	if v.Keep != nil && v.Keep.Export != nil {
		fmt.Fprintln(w, v.Keep.Export.Text)
		return w.err
	}
	if v.Keep != nil {
		fmt.Fprintln(w, v.Keep.Range)
		return w.err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "Made hand\tExclusive\tShare\tOverlapping\tShare\t")
	for _, m := range v.Made {
		if m.Any.Combos > 0 {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t\n", m.Title, weighted(m.Best.Weight), report.Percent(m.Best.Share, 2),
				weighted(m.Any.Weight), report.Percent(m.Any.Share, 2))
		}
	}
	tw.Flush()
	if v.hasDraws() {
		fmt.Fprintln(w)
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "Draw\tCombos\tShare\t")
		for _, d := range v.Draws {
			if d.Combos > 0 {
				fmt.Fprintf(tw, "%s\t%s\t%s\t\n", d.Title, weighted(d.Weight), report.Percent(d.Share, 2))
			}
		}
		tw.Flush()
	}
	fmt.Fprintln(w)
	if v.Game != "" {
		fmt.Fprintf(w, "game:    %s\n", v.gameTitle)
	}
	fmt.Fprintf(w, "range:   %s\nboard:   %s\n", report.Printable(v.Range), strings.Join(v.Board, ""))
	if len(v.Dead) > 0 {
		fmt.Fprintf(w, "dead:    %s\n", strings.Join(v.Dead, ""))
	}
	if len(v.Vs) > 0 {
		fmt.Fprintf(w, "vs:      %s\n", strings.Join(v.Vs, ", "))
	}
	fmt.Fprintf(w, "combos:  %s\n", v.combos())
	return w.err
}

// hasDraws reports whether any combo has a draw.
func (v *RangeBoard) hasDraws() bool {
	for _, d := range v.Draws {
		if d.Combos > 0 {
			return true
		}
	}
	return false
}

// combos says how many of the range's combos are left, and their weight
// when it differs from their number: "35 of 42 (7 hold a board card)".
func (v *RangeBoard) combos() string {
	s := fmt.Sprintf("%d of %d", v.Left, v.Combos)
	if out := v.Combos - v.Left; out > 0 {
		what := "a board"
		switch {
		case len(v.Dead) > 0 && len(v.Vs) > 0:
			what = "a board, dead or opposing"
		case len(v.Dead) > 0:
			what = "a board or dead"
		case len(v.Vs) > 0:
			what = "a board or opposing"
		}
		verb := "hold"
		if out == 1 {
			verb = "holds"
		}
		s += fmt.Sprintf(" (%d %s %s card)", out, verb, what)
	}
	if v.Weight != float64(v.Combos) || v.LeftWeight != float64(v.Left) {
		s += fmt.Sprintf(", weight %s of %s", weighted(v.LeftWeight), weighted(v.Weight))
	}
	return s
}

// weighted writes a weighted number of combos: whole numbers as such, others
// with up to two decimals ("4.5", "0.33").
func weighted(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1e15 {
		return strconv.FormatFloat(x, 'f', 0, 64)
	}
	s := strconv.FormatFloat(x, 'f', 2, 64)
	return strings.TrimRight(strings.TrimRight(s, "0"), ".")
}
