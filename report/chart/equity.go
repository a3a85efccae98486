package chart

import (
	"bytes"
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/report"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// The look of an equity chart. Sizes are in points; the HTML report scales
// the SVG to the width of its column, so they matter only relative to each
// other.
const (
	chartWidth     = 4 * vg.Inch
	chartRow       = 20 // height of one player's row
	chartMargin    = 26 // height of the x axis and its tick labels, plus padding
	chartBar       = 13 // thickness of a bar
	chartFontSize  = 8
	chartLabelRune = 20 // longest hand label, in runes, before it is cut short

	chartBarRGB  = 0x4c78a8
	chartInkRGB  = 0x222222
	chartGridRGB = 0xcccccc
)

// rgb returns the opaque colour 0xRRGGBB.
func rgb(c uint32) color.Color {
	return color.RGBA{R: uint8(c >> 16), G: uint8(c >> 8), B: uint8(c), A: 0xff}
}

// chartFace returns the charts' font: Liberation Sans, which has the
// metrics of Arial and Helvetica, so the HTML report can fall back on them
// where it is not installed without upsetting the layout.
func chartFace() font.Font {
	return font.From(font.Font{Typeface: "Liberation", Variant: "Sans"}, chartFontSize)
}

// equityChart draws the players' equities of e as horizontal bars on a
// fixed 0–100% scale, player 1 at the top, each labelled with its equity;
// a Monte Carlo result adds whiskers spanning each confidence interval,
// while an exact one has none. The scale is the same for every matchup, so
// that charts side by side compare at a glance; the cost is that the
// narrow intervals of long runs show as little more than the whiskers'
// caps, which is the truth about them. It returns a standalone SVG
// document, or nil if e has no players.
func equityChart(e *report.Equity) ([]byte, error) {
	n := len(e.Players)
	if n == 0 {
		return nil, nil
	}
	p := plot.New()
	styleAxes(p)
	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = rgb(chartGridRGB), nil
	p.Add(grid)

	// Bars are indexed from the bottom, so player i is at n-1-i.
	values := make(plotter.Values, n)
	names := make([]string, n)
	for i, pl := range e.Players {
		values[n-1-i] = 100 * pl.Equity
		names[n-1-i] = chartLabel(i, pl.Hand)
	}
	bars, err := plotter.NewBarChart(values, chartBar)
	if err != nil {
		return nil, err
	}
	bars.Horizontal, bars.Color, bars.LineStyle.Width = true, rgb(chartBarRGB), 0
	p.Add(bars)
	whiskers, err := intervalBars(e)
	if err != nil {
		return nil, err
	}
	if whiskers != nil {
		p.Add(whiskers)
	}
	if err := addEquityLabels(p, e); err != nil {
		return nil, err
	}
	p.NominalY(names...)
	p.X.Min, p.X.Max = 0, 100
	p.Y.Min, p.Y.Max = -0.5, float64(n)-0.5

	c := vgsvg.New(chartWidth, vg.Length(chartMargin+chartRow*n))
	p.Draw(draw.New(c))
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// styleAxes sets the chart's fonts, colours and the x axis's ticks, every
// 25%: the labels on the bars give the figures.
func styleAxes(p *plot.Plot) {
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font, a.Tick.Label.Font = chartFace(), chartFace()
		a.Label.TextStyle.Color, a.Tick.Label.Color = rgb(chartInkRGB), rgb(chartInkRGB)
		a.Color, a.Tick.Color = rgb(chartInkRGB), rgb(chartInkRGB)
	}
	var ticks []plot.Tick
	for x := 0; x <= 100; x += 25 {
		ticks = append(ticks, plot.Tick{Value: float64(x), Label: strconv.Itoa(x) + "%"})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
}

// chartLabel names player i (from 0) on the y axis: its number and hand,
// the hand cut short if it is a long range, whose full text is in the
// report's table.
func chartLabel(i int, hand string) string {
	if r := []rune(hand); len(r) > chartLabelRune {
		hand = strings.TrimRight(string(r[:chartLabelRune-1]), ", ") + "…"
	}
	return fmt.Sprintf("%d  %s", i+1, hand)
}

// intervalBars returns whiskers for the players' confidence intervals,
// which need not be symmetric: they are clipped to [0,1]. It returns nil
// if no player has an interval.
func intervalBars(e *report.Equity) (*plotter.XErrorBars, error) {
	n := len(e.Players)
	var pts struct {
		plotter.XYs
		plotter.XErrors
	}
	for i, pl := range e.Players {
		if pl.CILow == nil || pl.CIHigh == nil {
			continue
		}
		pts.XYs = append(pts.XYs, plotter.XY{X: 100 * pl.Equity, Y: float64(n - 1 - i)})
		pts.XErrors = append(pts.XErrors, struct{ Low, High float64 }{
			100 * (pl.Equity - *pl.CILow), 100 * (*pl.CIHigh - pl.Equity)})
	}
	if len(pts.XYs) == 0 {
		return nil, nil
	}
	w, err := plotter.NewXErrorBars(pts)
	if err != nil {
		return nil, err
	}
	w.LineStyle.Color, w.LineStyle.Width, w.CapWidth = rgb(chartInkRGB), vg.Points(1), chartBar*0.6
	return w, nil
}

// addEquityLabels writes each player's equity beside its bar: inside the
// bar's end, in white, when the bar is long enough to hold it, otherwise
// just past the bar. Either way the label clears the interval's whisker.
func addEquityLabels(p *plot.Plot, e *report.Equity) error {
	n := len(e.Players)
	var inside, outside plotter.XYLabels
	for i, pl := range e.Players {
		lo, hi := pl.Equity, pl.Equity
		if pl.CILow != nil && pl.CIHigh != nil {
			lo, hi = *pl.CILow, *pl.CIHigh
		}
		label := strconv.FormatFloat(100*pl.Equity, 'f', 1, 64) + "%"
		if lo >= 0.25 {
			inside.XYs = append(inside.XYs, plotter.XY{X: 100 * lo, Y: float64(n - 1 - i)})
			inside.Labels = append(inside.Labels, label)
		} else {
			outside.XYs = append(outside.XYs, plotter.XY{X: 100 * hi, Y: float64(n - 1 - i)})
			outside.Labels = append(outside.Labels, label)
		}
	}
	for _, l := range []struct {
		xy    plotter.XYLabels
		align text.XAlignment
		dx    vg.Length
		ink   color.Color
	}{
		{inside, text.XRight, -5, color.White},
		{outside, text.XLeft, 5, rgb(chartInkRGB)},
	} {
		if len(l.xy.Labels) == 0 {
			continue
		}
		labels, err := plotter.NewLabels(l.xy)
		if err != nil {
			return err
		}
		for i := range labels.TextStyle {
			s := &labels.TextStyle[i]
			s.Font, s.Color, s.XAlign, s.YAlign = chartFace(), l.ink, l.align, text.YCenter
		}
		labels.Offset = vg.Point{X: l.dx}
		p.Add(labels)
	}
	return nil
}
