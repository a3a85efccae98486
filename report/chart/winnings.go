package chart

import (
	"fmt"
	"io"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
)

// The size of the winnings graph, in points.
const (
	winningsWidth  = 6 * vg.Inch
	winningsHeight = 3.5 * vg.Inch

	winningsNetRGB = 0x2ca02c // money won: green, as the trackers draw it
	winningsEVRGB  = 0xd62728 // all-in adjusted: red
)

// WriteWinnings draws the graph trackers draw of a session: the
// followed player's cumulative money won and its all-in adjusted line over
// the hands, starting at zero before the first. It writes an SVG document
// or a PNG image (format SVG or PNG) to w; unit names the money ("USD",
// "chips") on the y axis.
func WriteWinnings(w io.Writer, format report.Format, points []history.Point, player, unit string) error {
	if format != report.PNG && format != report.SVG {
		return fmt.Errorf("unknown image format %q (want png or svg)", format)
	}
	if len(points) == 0 {
		return fmt.Errorf("no hands of %q to draw", player)
	}
	p := plot.New()
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font, a.Tick.Label.Font = chartFace(), chartFace()
		a.Label.TextStyle.Color, a.Tick.Label.Color = rgb(chartInkRGB), rgb(chartInkRGB)
		a.Color, a.Tick.Color = rgb(chartInkRGB), rgb(chartInkRGB)
	}
	p.Title.Text, p.Title.TextStyle.Font = player, chartFace()
	p.X.Label.Text, p.Y.Label.Text = "hands", unit
	grid := plotter.NewGrid()
	grid.Vertical.Color, grid.Horizontal.Color = rgb(chartGridRGB), rgb(chartGridRGB)
	p.Add(grid)
	net, ev := make(plotter.XYs, len(points)+1), make(plotter.XYs, len(points)+1)
	for i, pt := range points {
		net[i+1] = plotter.XY{X: float64(pt.Hand), Y: pt.Net}
		ev[i+1] = plotter.XY{X: float64(pt.Hand), Y: pt.Adjusted}
	}
	for _, l := range []struct {
		name string
		xys  plotter.XYs
		rgb  uint32
	}{{"net won", net, winningsNetRGB}, {"all-in EV", ev, winningsEVRGB}} {
		line, err := plotter.NewLine(l.xys)
		if err != nil {
			return err
		}
		line.Color, line.Width = rgb(l.rgb), vg.Points(1.5)
		p.Add(line)
		p.Legend.Add(l.name, line)
	}
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.TextStyle.Font = chartFace()
	c, err := draw.NewFormattedCanvas(winningsWidth, winningsHeight, string(format))
	if err != nil {
		return err
	}
	p.Draw(draw.New(c))
	_, err = c.WriteTo(w)
	return err
}
