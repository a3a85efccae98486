package chart

import (
	"bytes"
	"fmt"
	"io"
	"strconv"

	"github.com/pokersim/pokersim/report"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// The look of an equity distribution chart, in points.
const (
	distChartHeight = 3.5 * vg.Inch
	distChartWidth  = 5 * vg.Inch
	distLineWidth   = 1.5
)

// distColors are the players' curves' colours, in turn.
var distColors = [...]uint32{chartBarRGB, 0xe45756, 0x54a24b, 0xf58518, 0x72b7b2, 0xb279a2}

// WriteDistributions draws the equity distributions ds as one chart,
// the curve solvers draw: for each range, its hands sorted by equity, best
// first, each a step as wide as its share of the range at the height of
// its equity, on fixed 0–100% axes. It writes an SVG document or a PNG
// image (format SVG or PNG) to w.
func WriteDistributions(w io.Writer, format report.Format, ds []report.Distribution) error {
	if format != report.PNG && format != report.SVG {
		return fmt.Errorf("unknown image format %q (want png or svg)", format)
	}
	if len(ds) == 0 {
		return fmt.Errorf("no equity distribution to draw")
	}
	p, err := distributionPlot(ds)
	if err != nil {
		return err
	}
	c, err := draw.NewFormattedCanvas(distChartWidth, distChartHeight, string(format))
	if err != nil {
		return err
	}
	p.Draw(draw.New(c))
	_, err = c.WriteTo(w)
	return err
}

// distributionChart returns the chart of ds as an SVG document, or nil if
// there are no distributions.
func distributionChart(ds []report.Distribution) ([]byte, error) {
	if len(ds) == 0 {
		return nil, nil
	}
	var b bytes.Buffer
	if err := WriteDistributions(&b, report.SVG, ds); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// distributionPlot lays out the chart of ds.
func distributionPlot(ds []report.Distribution) (*plot.Plot, error) {
	p := plot.New()
	styleAxes(p)
	p.Y.Tick.Marker = p.X.Tick.Marker
	p.X.Label.Text, p.Y.Label.Text = "share of the range, best hands first", "equity"
	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = rgb(chartGridRGB), rgb(chartGridRGB)
	p.Add(grid)
	p.Legend.TextStyle.Font, p.Legend.TextStyle.Color = chartFace(), rgb(chartInkRGB)
	// The curves fall from the top left: the bottom left is free.
	p.Legend.Left, p.Legend.XOffs, p.Legend.YOffs = true, vg.Points(8), vg.Points(8)
	for i, d := range ds {
		line, err := plotter.NewLine(distributionSteps(d))
		if err != nil {
			return nil, err
		}
		line.Color, line.Width = rgb(distColors[i%len(distColors)]), vg.Points(distLineWidth)
		p.Add(line)
		p.Legend.Add(chartLabel(d.Player-1, d.Hand)+"  (above 80%: "+strconv.FormatFloat(100*d.Above80, 'f', 1, 64)+"%)", line)
	}
	p.X.Min, p.X.Max, p.Y.Min, p.Y.Max = 0, 100, 0, 100
	return p, nil
}

// distributionSteps returns d's curve as a staircase in percent: a
// horizontal step for each hand, joined by vertical drops.
func distributionSteps(d report.Distribution) plotter.XYs {
	xys := make(plotter.XYs, 0, 2*len(d.Points))
	from := 0.0
	for _, pt := range d.Points {
		y := 100 * pt.Equity
		xys = append(xys, plotter.XY{X: 100 * from, Y: y}, plotter.XY{X: 100 * pt.Share, Y: y})
		from = pt.Share
	}
	if len(xys) == 0 {
		xys = append(xys, plotter.XY{})
	}
	return xys
}
