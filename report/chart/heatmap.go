package chart

import (
	"fmt"
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/pokersim/pokersim/report"
)

// Sizes of a heatmap: a cell is 3.6 mm square (14 pixels at 96 dpi), so
// that every row and column carries its name, in 6.5-point type, and
// "AKo vs 22" is found by reading.
const (
	hmCell   = 3.6 * vg.Millimeter
	hmMargin = 3 * vg.Centimeter   // title, tick labels
	hmBar    = 3.5 * vg.Centimeter // the colour bar and its labels
	hmLabel  = 6.5                 // points, the size of the names
)

// writeHeatmap draws h in format PNG or SVG: each cell coloured on
// Moreland's smooth blue-red map from h.Min to h.Max, with a colour bar.
func writeHeatmap(w io.Writer, format report.Format, h *report.Heatmap) error {
	if len(h.Rows) == 0 || len(h.Cols) == 0 || len(h.Values) != len(h.Rows) || !(h.Min < h.Max) {
		return fmt.Errorf("a heatmap needs rows, columns, a value for each and Min below Max")
	}
	for _, r := range h.Values {
		if len(r) != len(h.Cols) {
			return fmt.Errorf("a heatmap needs a value for each row and column")
		}
	}
	gridW, gridH := hmCell*vg.Length(len(h.Cols)), hmCell*vg.Length(len(h.Rows))
	width, height := gridW+hmMargin+hmBar, gridH+hmMargin+vg.Centimeter
	canvas, err := draw.NewFormattedCanvas(width, height, string(format))
	if err != nil {
		return err
	}
	dc := draw.New(canvas)
	heat, bar := heatPlots(h)
	hc := draw.Crop(dc, 0, -hmBar, 0, 0)
	heat.Draw(hc)
	// The bar spans the height of the grid.
	grid := heat.DataCanvas(hc)
	bc := draw.Crop(dc, width-hmBar+vg.Centimeter/2, -vg.Centimeter/2, grid.Min.Y, grid.Max.Y-height)
	bar.Draw(bc)
	_, err = canvas.WriteTo(w)
	return err
}

// heatPlots returns the plot of the heatmap and that of its colour bar.
func heatPlots(h *report.Heatmap) (heat, bar *plot.Plot) {
	cmap := moreland.SmoothBlueRed()
	cmap.SetMin(h.Min) // fixed, so that the middle is the neutral colour
	cmap.SetMax(h.Max)
	heat = plot.New()
	axesStyle(heat)
	heat.Title.Text = h.Title
	titleStyle(heat, largeFontSize)
	heat.Add(cells{h, cmap}, blocks{h})
	heat.X.Tick.Marker = nameTicks{h.Cols, false}
	heat.Y.Tick.Marker = nameTicks{h.Rows, true}
	heat.X.Padding, heat.Y.Padding = 0, 0
	// Column names read upwards, as a table's turned headings do.
	heat.X.Tick.Label.Rotation = math.Pi / 2
	heat.X.Tick.Label.XAlign = draw.XRight
	heat.X.Tick.Label.YAlign = draw.YCenter
	for _, a := range []*plot.Axis{&heat.X, &heat.Y} {
		a.Tick.Label.Font.Size = hmLabel
		a.Tick.Length = vg.Millimeter
	}

	bar = plot.New()
	axesStyle(bar)
	bar.Add(colorBar{cmap})
	bar.HideX()
	bar.Y.Padding = 0
	bar.Y.Label.Text = h.ValueLabel
	if h.Percent {
		bar.Y.Tick.Marker = fractionTicks{}
	}
	return heat, bar
}

// cells draws the cells of a heatmap: column c from c-0.5 to c+0.5 on the
// x axis, and the first row on top, at len(Rows)-1 on the y axis. It does
// what plotter.HeatMap does, but each cell overlaps its right and upper
// neighbours by a hair, which they paint over: abutting cells leave
// anti-aliased seams, a faint grid all over the picture, where the
// background shows through their shared edge.
type cells struct {
	h    *report.Heatmap
	cmap palette.ColorMap
}

func (c cells) Plot(dc draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&dc)
	n, cols := len(c.h.Rows), len(c.h.Cols)
	overlap := vg.Points(0.5)
	for i := n - 1; i >= 0; i-- { // bottom up, each row painting over the last's overlap
		y := float64(n - 1 - i)
		y0, y1 := trY(y-0.5), trY(y+0.5)
		if i > 0 {
			y1 += overlap
		}
		for b, v := range c.h.Values[i] {
			x0, x1 := trX(float64(b)-0.5), trX(float64(b)+0.5)
			if b < cols-1 {
				x1 += overlap
			}
			col, err := c.cmap.At(v)
			if err != nil {
				col = color.Black // outside [Min, Max]
			}
			dc.FillPolygon(col, []vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
		}
	}
}

// DataRange returns the extent of the cells.
func (c cells) DataRange() (xmin, xmax, ymin, ymax float64) {
	return -0.5, float64(len(c.h.Cols)) - 0.5, -0.5, float64(len(c.h.Rows)) - 0.5
}

// nameTicks names every column from the left, or every row from the top.
type nameTicks struct {
	names []string
	down  bool
}

func (t nameTicks) Ticks(_, _ float64) []plot.Tick {
	n := len(t.names)
	ticks := make([]plot.Tick, n)
	for i, s := range t.names {
		v := float64(i)
		if t.down {
			v = float64(n - 1 - i)
		}
		ticks[i] = plot.Tick{Value: v, Label: s}
	}
	return ticks
}

// blocks draws thin lines between the blocks of Block columns of a
// heatmap, and of Block rows where it is square.
type blocks struct{ h *report.Heatmap }

func (b blocks) Plot(c draw.Canvas, p *plot.Plot) {
	k := b.h.Block
	if k <= 0 {
		return
	}
	trX, trY := p.Transforms(&c)
	line := draw.LineStyle{Color: color.Gray{Y: 96}, Width: vg.Points(0.4)}
	rows, cols := len(b.h.Rows), len(b.h.Cols)
	top, bottom := trY(float64(rows)-0.5), trY(-0.5)
	left, right := trX(-0.5), trX(float64(cols)-0.5)
	for j := k; j < cols; j += k {
		x := trX(float64(j) - 0.5)
		c.StrokeLine2(line, x, bottom, x, top)
		if rows == cols {
			y := trY(float64(rows-j) - 0.5)
			c.StrokeLine2(line, left, y, right, y)
		}
	}
}
