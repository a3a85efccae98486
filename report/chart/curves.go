package chart

import (
	"fmt"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/pokersim/pokersim/report"
)

// writeSmallCurves draws a small chart of curves in format PNG or SVG,
// width wide (0 for the chart's own Width).
func writeSmallCurves(w io.Writer, format report.Format, cv *report.Curves, width vg.Length) error {
	if len(cv.Lines) == 0 {
		return fmt.Errorf("no curves to draw")
	}
	p, err := curvesPlot(cv)
	if err != nil {
		return err
	}
	if width == 0 {
		width = vg.Length(cv.Width)
	}
	c, err := draw.NewFormattedCanvas(width, vg.Length(cv.Height), string(format))
	if err != nil {
		return err
	}
	p.Draw(draw.New(c))
	_, err = c.WriteTo(w)
	return err
}

// largeCurves is a large chart of curves in a stack.
func largeCurves(cv *report.Curves) part {
	return part{vg.Length(cv.Height), func(c draw.Canvas) error {
		p, err := curvesPlot(cv)
		if err != nil {
			return err
		}
		p.Draw(c)
		return nil
	}}
}

// legendRoom is the share of a chart's height left free above its curves
// for a legend of two or three lines.
const legendRoom = 0.15

// curvesPlot lays out the chart of cv.
func curvesPlot(cv *report.Curves) (*plot.Plot, error) {
	p := plot.New()
	width := vg.Points(1.5)
	if cv.Large {
		largeAxes(p)
		width = vg.Points(2)
	} else {
		axesStyle(p)
		titleStyle(p, chartFontSize+2)
	}
	p.Title.Text = cv.Title
	if cv.Percent {
		percentTicks(&p.X)
		p.Y.Tick.Marker = p.X.Tick.Marker
		// The curves fall from the top left: the bottom left is free.
		p.Legend.TextStyle.Color = rgb(chartInkRGB)
		p.Legend.Left, p.Legend.XOffs, p.Legend.YOffs = true, vg.Points(8), vg.Points(8)
	} else {
		p.Legend.Top, p.Legend.Left = true, true
	}
	// Space between the legend's lines, which gonum sets close enough
	// to touch.
	p.Legend.Padding = vg.Points(3)
	if !cv.Large {
		p.Legend.TextStyle.Font = chartFace()
	}
	p.X.Label.Text, p.Y.Label.Text = axisLabel(cv.XLabel, cv.XUnit), axisLabel(cv.YLabel, cv.YUnit)
	if cv.XWhole {
		p.X.Tick.Marker = wholeTicks{}
	}
	if cv.YWhole {
		p.Y.Tick.Marker = wholeTicks{}
	}
	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = rgb(chartGridRGB), rgb(chartGridRGB)
	p.Add(grid)
	for _, l := range cv.Lines {
		line, err := plotter.NewLine(linePoints(l))
		if err != nil {
			return nil, err
		}
		line.Color, line.Width = rgb(uint32(l.Color)), width
		p.Add(extremes{line})
		p.Legend.Add(l.Name, line)
	}
	if cv.Percent {
		p.X.Min, p.X.Max, p.Y.Min, p.Y.Max = 0, 100, 0, 100
	} else {
		// Headroom for the legend at the top left, over no line.
		p.Y.Max += legendRoom * (p.Y.Max - p.Y.Min)
	}
	return p, nil
}

// linePoints returns the points of l to join: a step's two ends for
// each point of a Step line.
func linePoints(l report.Line) plotter.XYer {
	if !l.Step {
		return points(l.Points) // plotter.NewLine copies them
	}
	xys := make(plotter.XYs, 0, 2*len(l.Points))
	from := 0.0
	for _, pt := range l.Points {
		xys = append(xys, plotter.XY{X: from, Y: pt.Y}, plotter.XY{X: pt.X, Y: pt.Y})
		from = pt.X
	}
	return xys
}

// extremes is a line that gives the plot the glyph boxes of its extreme
// points only: those that can pad the axes. plotter.Line gives one per
// point, and the plot asks for them several times as it lays the axes
// out, which took some 200 MB for a graph of 100,000 hands. A point can
// set a padding only where it is at (or, rounded on the canvas, next to)
// the least or greatest x or y: the boxes kept are all within 1e-9 of
// the axis's span of an extreme, in their order, so that the plot picks
// the same box as from all of them.
type extremes struct{ *plotter.Line }

func (e extremes) GlyphBoxes(plt *plot.Plot) []plot.GlyphBox {
	r := 0.5 * e.LineStyle.Width
	rect := vg.Rectangle{Min: vg.Point{X: -r, Y: -r}, Max: vg.Point{X: r, Y: r}}
	n := e.XYs.Len()
	if n == 0 {
		return nil
	}
	// The plot passes over a box outside the axes' span: so do the
	// extremes.
	in := func(nx, ny float64) bool { return nx >= 0 && nx <= 1 && ny >= 0 && ny <= 1 }
	minX, maxX, minY, maxY := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for i := range n {
		x, y := e.XY(i)
		if nx, ny := plt.X.Norm(x), plt.Y.Norm(y); in(nx, ny) {
			minX, maxX, minY, maxY = min(minX, nx), max(maxX, nx), min(minY, ny), max(maxY, ny)
		}
	}
	const near = 1e-9
	var bs []plot.GlyphBox
	for i := range n {
		x, y := e.XY(i)
		nx, ny := plt.X.Norm(x), plt.Y.Norm(y)
		if in(nx, ny) && (nx <= minX+near || nx >= maxX-near || ny <= minY+near || ny >= maxY-near) {
			bs = append(bs, plot.GlyphBox{X: nx, Y: ny, Rectangle: rect})
		}
	}
	return bs
}

// Plot draws the line as plotter.Line does one without fill or steps, but
// with its path allocated once at its full length: appending to it point
// by point took some 80 MB of garbage for a graph of 100,000 hands.
func (e extremes) Plot(c draw.Canvas, plt *plot.Plot) {
	if e.FillColor != nil || e.StepStyle != plotter.NoStep {
		e.Line.Plot(c, plt)
		return
	}
	trX, trY := plt.Transforms(&c)
	ps := make([]vg.Point, len(e.XYs))
	for i, p := range e.XYs {
		ps[i] = vg.Point{X: trX(p.X), Y: trY(p.Y)}
	}
	lines := c.ClipLinesXY(ps)
	if e.LineStyle.Width == 0 || len(lines) == 0 {
		return
	}
	c.SetLineStyle(e.LineStyle)
	for _, l := range lines {
		if len(l) == 0 {
			continue
		}
		p := make(vg.Path, 0, len(l))
		p.Move(l[0])
		for _, pt := range l[1:] {
			p.Line(pt)
		}
		c.Stroke(p)
	}
}

// points are a curve's points as a plotter.XYer.
type points []report.XY

func (p points) Len() int                    { return len(p) }
func (p points) XY(i int) (float64, float64) { return p[i].X, p[i].Y }
