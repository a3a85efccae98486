package answer

import (
	"fmt"
	"github.com/pokersim/pokersim/report"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
)

// writeAnalyses writes the analyses e holds, each a table of its own.
func (e *Equity) writeAnalyses(w io.Writer) error {
	if e.Streets != nil {
		if err := e.writeStreets(w); err != nil {
			return err
		}
	}
	if e.Next != nil {
		if err := e.writeNext(w); err != nil {
			return err
		}
	}
	if e.Outs != nil {
		if err := e.writeOuts(w); err != nil {
			return err
		}
	}
	for i := range e.Distributions {
		if err := e.Distributions[i].writeText(w); err != nil {
			return err
		}
	}
	return nil
}

// writeStreets writes the equity street by street, a column per player.
func (e *Equity) writeStreets(w io.Writer) error {
	fmt.Fprintln(w, "\nEquity by street:")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "Street\tBoard\t")
	for i := range e.Players {
		fmt.Fprintf(tw, "%d\t", i+1)
	}
	fmt.Fprintln(tw, "Mode\t")
	for _, s := range e.Streets {
		board := strings.Join(s.Board, "")
		if board == "" {
			board = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t", s.Street, board)
		for _, p := range s.Players {
			fmt.Fprintf(tw, "%s\t", report.Percent(p.Equity, 2))
		}
		fmt.Fprintf(tw, "%s\t\n", s.Mode)
	}
	return tw.Flush()
}

// writeNext writes each next card's chance and the equities after it,
// then the first player's histogram over the cards.
func (e *Equity) writeNext(w io.Writer) error {
	n := e.Next
	fmt.Fprintf(w, "\nEquity after each %s card:\n", n.Street)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "Card\tChance\t")
	for i := range e.Players {
		fmt.Fprintf(tw, "%d\t", i+1)
	}
	fmt.Fprintln(tw)
	for _, c := range n.Cards {
		fmt.Fprintf(tw, "%s\t%s\t", c.Card, report.Percent(c.Chance, 2))
		for _, eq := range c.Equity {
			fmt.Fprintf(tw, "%s\t", report.Percent(eq, 2))
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nPlayer 1's equity on the %s:\n", n.Street)
	return writeBuckets(w, "", n.Histogram, -1)
}

// writeBuckets writes shares in Buckets, and above 80% if above80 >= 0,
// under the headings Equity and share, which names the shares (no
// headings if share is "").
func writeBuckets(w io.Writer, share string, shares []float64, above80 float64) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	if share != "" {
		fmt.Fprintf(tw, "  Equity\t%s\t\n", share)
	}
	for i, lo := range Buckets {
		hi := 1.0
		if i+1 < len(Buckets) {
			hi = Buckets[i+1]
		}
		fmt.Fprintf(tw, "  %s-%s\t%s\t\n", report.Percent(lo, 0), report.Percent(hi, 0), report.Percent(shares[i], 2))
	}
	if above80 >= 0 {
		fmt.Fprintf(tw, "  above 80%%\t%s\t\n", report.Percent(above80, 2))
	}
	return tw.Flush()
}

// writeOuts writes each player's outs: the cards, with the chance of each
// for ranges, and marks for exclusive outs and ties.
func (e *Equity) writeOuts(w io.Writer) error {
	fmt.Fprintln(w, "\nOuts (cards of the next street that put a player behind in front):")
	ranges := e.hasRanges()
	count := func(n float64) string {
		if ranges {
			return strconv.FormatFloat(n, 'f', 1, 64)
		}
		return strconv.FormatFloat(n, 'f', -1, 64)
	}
	shared := false
	line := func(prefix string, o *OutsPart) {
		if o.Behind == 0 {
			fmt.Fprintf(w, "%s: ahead (or tied) now\n", prefix)
			return
		}
		if len(o.Cards) == 0 {
			fmt.Fprintf(w, "%s: behind, no outs\n", prefix)
			return
		}
		var cards []string
		for _, c := range o.Cards {
			s := c.Card
			switch {
			case ranges:
				s += " " + report.Percent(c.Win+c.Tie, 0)
			case c.Tie > 0:
				s += " (tie)"
			}
			if !c.Exclusive {
				s += "*"
				shared = true
			}
			cards = append(cards, s)
		}
		fmt.Fprintf(w, "%s: %s outs", prefix, count(o.Count))
		if o.TieCount > 0 {
			fmt.Fprintf(w, " and %s to tie", count(o.TieCount))
		}
		if ranges {
			fmt.Fprintf(w, ", behind %s of the time", report.Percent(o.Behind, 0))
		}
		fmt.Fprintf(w, ": %s\n", strings.Join(cards, " "))
	}
	for _, o := range e.Outs {
		prefix := fmt.Sprintf("  %d %s", o.Player, e.Players[o.Player-1].Hand)
		if o.Low == nil {
			line(prefix, &o.OutsPart)
			continue
		}
		line(prefix+", high", &o.OutsPart)
		line(prefix+", low", o.Low)
	}
	if !shared {
		return nil
	}
	_, err := fmt.Fprintln(w, "  (* also an out of another player)")
	return err
}

// writeText writes the distribution's buckets and its curve in steps of
// a tenth of the range.
func (d *Distribution) writeText(w io.Writer) error {
	fmt.Fprintf(w, "\nEquity distribution of player %d (%s):\n", d.Player, d.Hand)
	if err := writeBuckets(w, "Share of range", d.Buckets, d.Above80); err != nil {
		return err
	}
	// The curve: the best tenth of the range, the best two tenths, ...,
	// each with the equity of its worst hand.
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "  Best of range\tEquity at least\t\n")
	next := 0.1
	for _, p := range d.Points {
		for p.Share >= next-1e-12 && next <= 1+1e-9 {
			fmt.Fprintf(tw, "  %s\t%s\t\n", report.Percent(next, 0), report.Percent(p.Equity, 1))
			next += 0.1
		}
	}
	return tw.Flush()
}
