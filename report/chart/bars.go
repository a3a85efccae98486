package chart

import (
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/pokersim/pokersim/report"
)

// writeSmallBars draws a small chart of bars (the first panel's first
// series): horizontal bars on a fixed 0–100% scale, the first row at the
// top, each labelled with its figure, with whiskers where the series has
// them. The scale is the same for every chart, so that charts side by
// side compare at a glance; the cost is that narrow intervals show as
// little more than the whiskers' caps, which is the truth about them.
func writeSmallBars(w io.Writer, format report.Format, b *report.Bars) error {
	s := b.Panels[0].Series[0]
	n := len(b.Rows)
	p := plot.New()
	axesStyle(p)
	percentTicks(&p.X)
	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = rgb(chartGridRGB), nil
	p.Add(grid)

	// Bars are indexed from the bottom, so row i is at n-1-i.
	values := make(plotter.Values, n)
	names := make([]string, n)
	for i := range n {
		values[n-1-i] = s.Values[i]
		names[n-1-i] = b.Rows[i]
	}
	bars, err := plotter.NewBarChart(values, chartBar)
	if err != nil {
		return err
	}
	bars.Horizontal, bars.Color, bars.LineStyle.Width = true, rgb(uint32(s.Color)), 0
	p.Add(bars)
	whiskers, err := whiskerBars(s)
	if err != nil {
		return err
	}
	if whiskers != nil {
		p.Add(whiskers)
	}
	if err := addSmallLabels(p, s, b.InsideFrom); err != nil {
		return err
	}
	p.NominalY(names...)
	p.X.Min, p.X.Max = 0, 100
	p.Y.Min, p.Y.Max = -0.5, float64(n)-0.5

	c, err := draw.NewFormattedCanvas(chartWidth, vg.Length(chartMargin+chartRow*n), string(format))
	if err != nil {
		return err
	}
	p.Draw(draw.New(c))
	_, err = c.WriteTo(w)
	return err
}

// whisker returns the whisker of row i of s, if it has one.
func whisker(s report.BarSeries, i int) (lo, hi float64, ok bool) {
	if i >= len(s.Low) || i >= len(s.High) || math.IsNaN(s.Low[i]) || math.IsNaN(s.High[i]) {
		return 0, 0, false
	}
	return s.Low[i], s.High[i], true
}

// whiskerBars returns the whiskers of s, which need not be symmetric, or
// nil if no bar has one.
func whiskerBars(s report.BarSeries) (*plotter.XErrorBars, error) {
	n := len(s.Values)
	var pts struct {
		plotter.XYs
		plotter.XErrors
	}
	for i, v := range s.Values {
		lo, hi, ok := whisker(s, i)
		if !ok {
			continue
		}
		pts.XYs = append(pts.XYs, plotter.XY{X: v, Y: float64(n - 1 - i)})
		pts.XErrors = append(pts.XErrors, struct{ Low, High float64 }{v - lo, hi - v})
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

// addSmallLabels writes each bar's label beside it: inside the bar's end,
// in white, where the bar (or its whisker) starts at or past insideFrom,
// otherwise just past the bar. Either way the label clears the whisker.
func addSmallLabels(p *plot.Plot, s report.BarSeries, insideFrom float64) error {
	n := len(s.Values)
	var inside, outside plotter.XYLabels
	for i, v := range s.Values {
		if i >= len(s.Labels) {
			break
		}
		lo, hi := v, v
		if l, h, ok := whisker(s, i); ok {
			lo, hi = l, h
		}
		if lo >= insideFrom {
			inside.XYs = append(inside.XYs, plotter.XY{X: lo, Y: float64(n - 1 - i)})
			inside.Labels = append(inside.Labels, s.Labels[i])
		} else {
			outside.XYs = append(outside.XYs, plotter.XY{X: hi, Y: float64(n - 1 - i)})
			outside.Labels = append(outside.Labels, s.Labels[i])
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

// largeBars is a large chart of bars: its panels side by side with the
// legend of the first panel's series under them, width wide (0 for the
// large charts' width; a narrower chart has its panels one above the
// other).
func largeBars(b *report.Bars, width vg.Length) part {
	var plots []*plot.Plot
	var entries []legendEntry
	var err error
	for k, pn := range b.Panels {
		var p *plot.Plot
		var bars []*plotter.BarChart
		if p, bars, err = barPanel(b, pn); err != nil {
			break
		}
		plots = append(plots, p)
		if k == 0 {
			for i, bs := range bars {
				entries = append(entries, legendEntry{pn.Series[i].Name, bs})
			}
		}
	}
	// A narrow chart has no room for panels side by side: they go one
	// above the other.
	above := width != 0 && len(plots) > 1
	panels := vg.Length(largeMargin + largeRow*len(b.Rows))
	if above {
		panels *= vg.Length(len(plots))
	}
	return part{panels + legendHeight(entries, width), func(c draw.Canvas) error {
		if err != nil {
			return err
		}
		withLegend(c, plots, entries, above)
		return nil
	}}
}

// barPanel lays out one panel of a large chart of bars, and returns its
// bars, one per series: stacked from the left, or side by side in each
// row, the first series on top, with their labels past their ends.
func barPanel(b *report.Bars, pn report.BarPanel) (*plot.Plot, []*plotter.BarChart, error) {
	p := plot.New()
	largeAxes(p)
	p.Title.Text = pn.Title
	if !pn.Stacked {
		grid := plotter.NewGrid()
		grid.Vertical.Color, grid.Horizontal.Color = rgb(chartGridRGB), nil
		p.Add(grid)
	}
	n, series := len(b.Rows), len(pn.Series)
	bar := vg.Length(largeRow - 8)
	if !pn.Stacked {
		bar = vg.Length(largeRow-6) / vg.Length(series)
	}
	var all []*plotter.BarChart
	var labels plotter.XYLabels
	for i, s := range pn.Series {
		values := make(plotter.Values, n)
		for k := range n {
			if k < len(s.Values) {
				values[n-1-k] = s.Values[k]
			}
		}
		bars, err := plotter.NewBarChart(values, bar)
		if err != nil {
			return nil, nil, err
		}
		bars.Horizontal, bars.Color, bars.LineStyle.Width = true, rgb(uint32(s.Color)), 0
		if pn.Stacked {
			if i > 0 {
				bars.StackOn(all[i-1])
			}
		} else {
			// The first series's bar on top: the offsets run down the row.
			bars.Offset = (vg.Length(series-1)/2 - vg.Length(i)) * bar
		}
		all = append(all, bars)
		p.Add(bars)
		for k := range s.Labels {
			labels.XYs = append(labels.XYs, plotter.XY{X: s.Values[k], Y: float64(n - 1 - k)})
			labels.Labels = append(labels.Labels, s.Labels[k])
		}
	}
	p.Add(groupLines{b.Groups})
	names := make([]string, n)
	for k, r := range b.Rows {
		names[n-1-k] = r
	}
	p.NominalY(names...)
	largeAxes(p) // after NominalY, which sets the ticks' type anew
	p.X.Min, p.X.Max = 0, 100
	p.Y.Min, p.Y.Max = -0.5, float64(n)-0.5
	p.X.Label.Text = b.XLabel
	if len(labels.Labels) > 0 {
		if err := addBarLabels(p, labels, series, bar); err != nil {
			return nil, nil, err
		}
	}
	return p, all, nil
}

// addBarLabels writes each bar's label just past its end, labels holding
// the bars of the first series first, then of the second, and so on, each
// at the middle of its row; a label is moved to the middle of its bar.
func addBarLabels(p *plot.Plot, labels plotter.XYLabels, series int, bar vg.Length) error {
	l, err := plotter.NewLabels(labels)
	if err != nil {
		return err
	}
	per := len(labels.Labels) / max(series, 1)
	for k := range l.TextStyle {
		s := &l.TextStyle[k]
		s.Font = chartFace()
		s.Color = rgb(chartInkRGB)
		s.XAlign, s.YAlign = -0.0, -0.5
	}
	// Labels share one offset; so draw one set per series.
	for i := range series {
		sub := *l
		sub.XYs = l.XYs[i*per : (i+1)*per]
		sub.Labels = l.Labels[i*per : (i+1)*per]
		sub.TextStyle = l.TextStyle[i*per : (i+1)*per]
		sub.Offset = vg.Point{X: vg.Points(3), Y: (vg.Length(series-1)/2 - vg.Length(i)) * bar}
		p.Add(&sub)
	}
	return nil
}

// groupLines draws a thin dashed line between two rows of different
// groups of a chart with a row per label.
type groupLines struct{ groups []string }

func (g groupLines) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	line := draw.LineStyle{Color: rgb(chartInkRGB), Width: vg.Points(0.6), Dashes: []vg.Length{vg.Points(3), vg.Points(3)}}
	n := len(g.groups)
	for k := 1; k < n; k++ {
		if g.groups[k] != g.groups[k-1] {
			y := trY(float64(n-k) - 0.5)
			c.StrokeLine2(line, trX(p.X.Min), y, trX(p.X.Max), y)
		}
	}
}
