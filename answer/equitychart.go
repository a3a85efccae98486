package answer

import (
	"fmt"
	"github.com/pokersim/pokersim/report"
	"math"
	"strconv"
	"strings"
)

// chartLabelRune is the longest hand in a chart's label, in runes, before
// it is cut short.
const chartLabelRune = 20

// ChartLabel names player i (from 0) in a chart: its number and hand, the
// hand cut short if it is a long range, whose full text is in the
// report's table.
func ChartLabel(i int, hand string) string {
	if r := []rune(hand); len(r) > chartLabelRune {
		hand = strings.TrimRight(string(r[:chartLabelRune-1]), ", ") + "…"
	}
	return fmt.Sprintf("%d  %s", i+1, hand)
}

// Chart returns the chart of e's equities: a bar per player, player 1 on
// top, each labelled with its equity; a Monte Carlo result adds whiskers
// spanning each confidence interval, while an exact one has none. It
// returns nil if e has no players.
func (e *Equity) Chart() *report.Bars {
	n := len(e.Players)
	if n == 0 {
		return nil
	}
	s := report.BarSeries{Color: report.Palette[0], Values: make([]float64, n), Low: make([]float64, n), High: make([]float64, n), Labels: make([]string, n)}
	rows := make([]string, n)
	for i, pl := range e.Players {
		rows[i] = ChartLabel(i, pl.Hand)
		s.Values[i] = 100 * pl.Equity
		s.Low[i], s.High[i] = math.NaN(), math.NaN()
		if pl.CILow != nil && pl.CIHigh != nil {
			s.Low[i], s.High[i] = 100**pl.CILow, 100**pl.CIHigh
		}
		s.Labels[i] = strconv.FormatFloat(100*pl.Equity, 'f', 1, 64) + "%"
	}
	return &report.Bars{Rows: rows, Panels: []report.BarPanel{{Series: []report.BarSeries{s}}}, InsideFrom: 25}
}

// DistributionsChart returns the chart of the equity distributions ds,
// the curve solvers draw: for each range, its hands sorted by equity,
// best first, each a step as wide as its share of the range at the
// height of its equity, on fixed 0–100% axes. It returns nil if ds is
// empty.
func DistributionsChart(ds []Distribution) *report.Curves {
	if len(ds) == 0 {
		return nil
	}
	c := &report.Curves{Percent: true, XLabel: "share of the range, best hands first", YLabel: "equity", Width: 5 * 72, Height: 3.5 * 72}
	for i, d := range ds {
		l := report.Line{Name: ChartLabel(d.Player-1, d.Hand) + "  (above 80%: " + strconv.FormatFloat(100*d.Above80, 'f', 1, 64) + "%)",
			Color: report.Palette[i%len(report.Palette)], Step: true}
		for _, pt := range d.Points {
			l.Points = append(l.Points, report.XY{X: 100 * pt.Share, Y: 100 * pt.Equity})
		}
		if len(l.Points) == 0 {
			l.Step, l.Points = false, []report.XY{{}}
		}
		c.Lines = append(c.Lines, l)
	}
	return c
}
