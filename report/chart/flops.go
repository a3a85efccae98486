package chart

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/pokersim/pokersim/report"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// The look of a flops report's charts, in points. They are wider than the
// other charts and their text larger, so that at the 1000 px of the HTML
// report's column, or as a PNG at 96 dpi, the texture names stay legible.
const (
	flopsWidth     = 8 * vg.Inch
	flopsCurveH    = 4 * vg.Inch
	flopsRow       = 26 // height of one texture's row of bars
	flopsMargin    = 64 // the x axis, its label and the legend
	flopsFontSize  = 10
	flopsLabelRune = 40 // longest range in a legend, in runes, before it is cut short
	flopsGap       = 16 // space above each chart's title
)

// flopsBucketRGB colour the equity buckets from the worst (red) to the
// best (green); a finer split than four buckets reuses them in turn.
var flopsBucketRGB = [...]uint32{0xd1493f, 0xf2a541, 0x8cc084, 0x2f855a, 0x1b5e3b, 0x7a1f18}

// writeFlops draws chart of f in format PNG or SVG to w: one of the three
// charts, or the three one above the other (report.FlopsAll).
func writeFlops(w io.Writer, format report.Format, f *report.Flops, chart report.FlopsChart) error {
	if format != report.PNG && format != report.SVG {
		return fmt.Errorf("unknown image format %q (want png or svg)", format)
	}
	if len(f.Flops) == 0 || len(f.Ranges) == 0 {
		return fmt.Errorf("the flops report has no flops to draw")
	}
	var panels []flopsPanel
	switch chart {
	case report.FlopsCurve:
		panels = []flopsPanel{curvePanel(f)}
	case report.FlopsByTexture:
		panels = []flopsPanel{textureEquityPanel(f)}
	case report.FlopsBuckets:
		panels = []flopsPanel{bucketsPanel(f)}
	case report.FlopsAll:
		panels = []flopsPanel{curvePanel(f), textureEquityPanel(f), bucketsPanel(f)}
	default:
		return fmt.Errorf("unknown flops chart %d", chart)
	}
	var height vg.Length
	for _, p := range panels {
		height += p.height + flopsGap
	}
	c, err := draw.NewFormattedCanvas(flopsWidth, height, string(format))
	if err != nil {
		return err
	}
	dc := draw.New(c)
	top := height
	for _, p := range panels {
		// The band from top-flopsGap-p.height to top-flopsGap, counted
		// from the canvas's bottom.
		top -= flopsGap
		band := draw.Crop(dc, 0, 0, top-p.height, top-height)
		if err := p.draw(band); err != nil {
			return err
		}
		top -= p.height
	}
	_, err = c.WriteTo(w)
	return err
}

// flopsPanel is one chart of a flops report: its height on the canvas and
// how to draw it in a band of that height.
type flopsPanel struct {
	height vg.Length
	draw   func(draw.Canvas) error
}

// flopsAxes styles p as the other charts (styleAxes) in the flops charts'
// larger type.
func flopsAxes(p *plot.Plot) {
	styleAxes(p)
	face := chartFace()
	face.Size = flopsFontSize
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font, a.Tick.Label.Font = face, face
	}
	p.Title.TextStyle.Font, p.Title.TextStyle.Color = face, rgb(chartInkRGB)
	p.Title.TextStyle.Font.Size = flopsFontSize + 2
	p.Legend.TextStyle.Font, p.Legend.TextStyle.Color = face, rgb(chartInkRGB)
}

// rangeLabel names range i (from 0) in a legend: its number and text, cut
// short if long, and its equity over the flops kept.
func rangeLabel(f *report.Flops, i int) string {
	text := f.Ranges[i]
	if r := []rune(text); len(r) > flopsLabelRune {
		text = string(r[:flopsLabelRune-1]) + "…"
	}
	return fmt.Sprintf("Range %d  %s  (%s)", i+1, text, pct1(f.Equity[i]))
}

func pct1(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }

// curvePanel is the chart report.FlopsCurve.
func curvePanel(f *report.Flops) flopsPanel {
	return flopsPanel{flopsCurveH, func(c draw.Canvas) error {
		p := plot.New()
		flopsAxes(p)
		p.Title.Text = "Equity by flop, best flops first"
		p.Y.Tick.Marker = p.X.Tick.Marker
		p.X.Label.Text, p.Y.Label.Text = "share of the raw flops", "equity"
		grid := plotter.NewGrid()
		grid.Vertical.Color, grid.Horizontal.Color = rgb(chartGridRGB), rgb(chartGridRGB)
		p.Add(grid)
		// The curves fall from the top left: the bottom left is free.
		p.Legend.Left, p.Legend.XOffs, p.Legend.YOffs = true, vg.Points(8), vg.Points(8)
		p.Legend.Padding = vg.Points(3)
		for i := range f.Ranges {
			line, err := plotter.NewLine(SortedCurve(f, i))
			if err != nil {
				return err
			}
			line.Color, line.Width = rgb(distColors[i%len(distColors)]), vg.Points(2)
			p.Add(line)
			p.Legend.Add(rangeLabel(f, i), line)
		}
		p.X.Min, p.X.Max, p.Y.Min, p.Y.Max = 0, 100, 0, 100
		p.Draw(c)
		return nil
	}}
}

// SortedCurve returns range i's curve of a flops report in percent: its
// equity on each flop, best first, as a staircase of a horizontal step per
// flop as wide as its share of the raw flops (Flop.Count over the flops'
// total), joined by vertical drops. The steps span 0 to 100 on the x axis,
// and the area under the curve, over 100, is the range's mean equity over
// the raw flops, each counted once. A flop on which the ranges have no
// deal (each combo of one blocked by the flop) has no equity and no step.
func SortedCurve(f *report.Flops, i int) plotter.XYs {
	order := make([]int, 0, len(f.Flops))
	total := 0
	for k, fl := range f.Flops {
		if fl.Deals == 0 {
			continue // every deal blocked: the flop has no equity to draw
		}
		order = append(order, k)
		total += fl.Count
	}
	// Stable, so that flops of equal equity keep the report's order and
	// the same report draws the same bytes.
	slices.SortStableFunc(order, func(a, b int) int {
		ea, eb := f.Flops[a].Equity[i], f.Flops[b].Equity[i]
		switch {
		case ea > eb:
			return -1
		case ea < eb:
			return 1
		}
		return 0
	})
	xys := make(plotter.XYs, 0, 2*len(order))
	cum := 0
	for _, k := range order {
		fl := f.Flops[k]
		y := 100 * fl.Equity[i]
		x0 := 100 * float64(cum) / float64(max(total, 1))
		cum += fl.Count
		x1 := 100 * float64(cum) / float64(max(total, 1))
		xys = append(xys, plotter.XY{X: x0, Y: y}, plotter.XY{X: x1, Y: y})
	}
	return xys
}

// textureLabels returns the labels of the rows of a chart by texture,
// in gonum's order: from the bottom, so the report's first texture is on
// top.
func textureLabels(f *report.Flops) []string {
	n := len(f.Textures)
	names := make([]string, n)
	for k, t := range f.Textures {
		names[n-1-k] = t.Label()
	}
	return names
}

// groupLines draws a thin line between the groups of textures (suits,
// pairing, high card, connectedness) of a chart with a row per texture.
type groupLines struct{ textures []report.Texture }

func (g groupLines) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	line := draw.LineStyle{Color: rgb(chartInkRGB), Width: vg.Points(0.6), Dashes: []vg.Length{vg.Points(3), vg.Points(3)}}
	n := len(g.textures)
	for k := 1; k < n; k++ {
		if g.textures[k].Group != g.textures[k-1].Group {
			y := trY(float64(n-k) - 0.5)
			c.StrokeLine2(line, trX(p.X.Min), y, trX(p.X.Max), y)
		}
	}
}

// textureHeight is the height of a chart with a row per texture and a
// legend of legendH under it.
func textureHeight(f *report.Flops, legendH vg.Length) vg.Length {
	return vg.Length(flopsMargin+flopsRow*len(f.Textures)) + legendH
}

// legendEntry is one entry of a legend drawn under a chart.
type legendEntry struct {
	label string
	thumb plot.Thumbnailer
}

// legendRows lays entries out left to right in rows of width, as text
// flows, and returns each entry's x offset and row, and the rows' height.
func legendRows(entries []legendEntry, width vg.Length) (xs []vg.Length, rows []int, height vg.Length) {
	l := flopsLegend()
	var x vg.Length
	row := 0
	for _, e := range entries {
		w := l.ThumbnailWidth + l.TextStyle.Rectangle(" "+e.label+"   ").Max.X
		if x > 0 && x+w > width {
			x, row = 0, row+1
		}
		xs, rows = append(xs, x), append(rows, row)
		x += w
	}
	entry := l.TextStyle.Rectangle("Mg").Max.Y + l.Padding
	return xs, rows, vg.Length(row+1)*entry + vg.Points(6)
}

// flopsLegend returns an empty legend in the flops charts' type.
func flopsLegend() plot.Legend {
	l := plot.NewLegend()
	face := chartFace()
	face.Size = flopsFontSize
	l.TextStyle.Font, l.TextStyle.Color = face, rgb(chartInkRGB)
	l.Left, l.Top = true, true
	return l
}

// drawLegend draws entries in c as legendRows lays them out.
func drawLegend(c draw.Canvas, entries []legendEntry) {
	xs, rows, _ := legendRows(entries, c.Max.X-c.Min.X)
	for k, e := range entries {
		l := flopsLegend()
		l.Add(e.label, e.thumb)
		l.XOffs = xs[k]
		l.YOffs = -vg.Length(rows[k]) * (l.TextStyle.Rectangle("Mg").Max.Y + l.Padding)
		l.Draw(c)
	}
}

// withLegend draws plots (one row of panels side by side) with entries
// in a legend under them, in c.
func withLegend(c draw.Canvas, plots []*plot.Plot, entries []legendEntry) {
	_, _, h := legendRows(entries, c.Max.X-c.Min.X-vg.Points(16))
	area := draw.Crop(c, vg.Points(6), -vg.Points(6), h, 0)
	tiles := draw.Tiles{Rows: 1, Cols: len(plots), PadX: vg.Points(16)}
	for i, dc := range plot.Align([][]*plot.Plot{plots}, tiles, area)[0] {
		plots[i].Draw(dc)
	}
	drawLegend(draw.Crop(c, vg.Points(16), 0, 0, h-(c.Max.Y-c.Min.Y)), entries)
}

// legendHeight is the height of the legend of entries under a chart.
func legendHeight(entries []legendEntry) vg.Length {
	_, _, h := legendRows(entries, flopsWidth-vg.Points(16))
	return h
}

// textureEquityPanel is the chart report.FlopsByTexture: for each
// texture, from the top in the report's order, a bar per range, range 1
// above, on a fixed 0–100% scale with its equity written past its end.
func textureEquityPanel(f *report.Flops) flopsPanel {
	p := plot.New()
	flopsAxes(p)
	p.Title.Text = "Equity by texture"
	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = rgb(chartGridRGB), nil
	p.Add(grid)
	n, ranges := len(f.Textures), len(f.Ranges)
	bar := vg.Length(flopsRow-6) / vg.Length(ranges)
	var entries []legendEntry
	var labels plotter.XYLabels
	var err error
	for i := range f.Ranges {
		values := make(plotter.Values, n)
		for k, t := range f.Textures {
			values[n-1-k] = 100 * t.Equity[i]
		}
		var bars *plotter.BarChart
		if bars, err = plotter.NewBarChart(values, bar); err != nil {
			break
		}
		bars.Horizontal, bars.Color, bars.LineStyle.Width = true, rgb(distColors[i%len(distColors)]), 0
		// Range 1's bar on top: the offsets run down the row.
		bars.Offset = (vg.Length(ranges-1)/2 - vg.Length(i)) * bar
		p.Add(bars)
		entries = append(entries, legendEntry{rangeLabel(f, i), bars})
		for k, t := range f.Textures {
			labels.XYs = append(labels.XYs, plotter.XY{X: 100 * t.Equity[i], Y: float64(n - 1 - k)})
			labels.Labels = append(labels.Labels, pct1(t.Equity[i]))
		}
	}
	p.Add(groupLines{f.Textures})
	p.NominalY(textureLabels(f)...)
	flopsAxes(p) // after NominalY, which sets the ticks' type anew
	p.X.Min, p.X.Max = 0, 100
	p.Y.Min, p.Y.Max = -0.5, float64(n)-0.5
	p.X.Label.Text = "equity"
	if err == nil {
		err = addBarLabels(p, labels, ranges, bar)
	}
	return flopsPanel{textureHeight(f, legendHeight(entries)), func(c draw.Canvas) error {
		if err != nil {
			return err
		}
		withLegend(c, []*plot.Plot{p}, entries)
		return nil
	}}
}

// addBarLabels writes each bar's equity just past its end, labels holding
// the bars of range 1 first, then of range 2, and so on, each at the
// middle of its row; a label is moved to the middle of its bar.
func addBarLabels(p *plot.Plot, labels plotter.XYLabels, ranges int, bar vg.Length) error {
	l, err := plotter.NewLabels(labels)
	if err != nil {
		return err
	}
	per := len(labels.Labels) / max(ranges, 1)
	for k := range l.TextStyle {
		s := &l.TextStyle[k]
		s.Font = chartFace()
		s.Color = rgb(chartInkRGB)
		s.XAlign, s.YAlign = -0.0, -0.5
	}
	// Labels share one offset; so draw one set per range.
	for i := range ranges {
		sub := *l
		sub.XYs = l.XYs[i*per : (i+1)*per]
		sub.Labels = l.Labels[i*per : (i+1)*per]
		sub.TextStyle = l.TextStyle[i*per : (i+1)*per]
		sub.Offset = vg.Point{X: vg.Points(3), Y: (vg.Length(ranges-1)/2 - vg.Length(i)) * bar}
		p.Add(&sub)
	}
	return nil
}

// bucketsPanel is the chart report.FlopsBuckets: for each range a panel,
// side by side, with a row per texture holding the range's equity
// buckets stacked from the worst (left, red) to the best (right, green).
func bucketsPanel(f *report.Flops) flopsPanel {
	labels := report.BucketLabels(f.Buckets)
	var plots []*plot.Plot
	var entries []legendEntry
	var err error
	for i := range f.Ranges {
		var p *plot.Plot
		var bars []*plotter.BarChart
		if p, bars, err = bucketPlot(f, i, len(labels)); err != nil {
			break
		}
		plots = append(plots, p)
		if i == 0 {
			for b, bs := range bars {
				entries = append(entries, legendEntry{labels[b], bs})
			}
		}
	}
	return flopsPanel{textureHeight(f, legendHeight(entries)), func(c draw.Canvas) error {
		if err != nil {
			return err
		}
		withLegend(c, plots, entries)
		return nil
	}}
}

// bucketPlot is range i's panel of the buckets chart, with its bars, one
// per bucket.
func bucketPlot(f *report.Flops, i, buckets int) (*plot.Plot, []*plotter.BarChart, error) {
	p := plot.New()
	flopsAxes(p)
	p.Title.Text = fmt.Sprintf("Range %d: equity buckets", i+1)
	n := len(f.Textures)
	var all []*plotter.BarChart
	for b := range buckets {
		values := make(plotter.Values, n)
		for k, t := range f.Textures {
			if i < len(t.Buckets) && b < len(t.Buckets[i]) {
				values[n-1-k] = 100 * t.Buckets[i][b]
			}
		}
		bars, err := plotter.NewBarChart(values, vg.Length(flopsRow-8))
		if err != nil {
			return nil, nil, err
		}
		bars.Horizontal, bars.LineStyle.Width = true, 0
		bars.Color = rgb(flopsBucketRGB[b%len(flopsBucketRGB)])
		if b > 0 {
			bars.StackOn(all[b-1])
		}
		all = append(all, bars)
		p.Add(bars)
	}
	p.Add(groupLines{f.Textures})
	p.NominalY(textureLabels(f)...)
	flopsAxes(p)
	p.X.Min, p.X.Max = 0, 100
	p.Y.Min, p.Y.Max = -0.5, float64(n)-0.5
	p.X.Label.Text = "share of the range's combos"
	return p, all, nil
}
