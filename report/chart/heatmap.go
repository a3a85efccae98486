package chart

import (
	"fmt"
	"image/color"
	"io"
	"math"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Sizes of the heatmap: a cell is 3.6 mm square (14 pixels at 96 dpi), so
// that every row and column carries its class's name, in 6.5-point type,
// and "AKo vs 22" is found by reading; the full grid is 61 cm square.
const (
	heatCell   = 3.6 * vg.Millimeter
	heatGrid   = deck.NumClasses * heatCell
	heatMargin = 3 * vg.Centimeter   // title, tick labels
	heatBar    = 3.5 * vg.Centimeter // the colour bar and its labels
	heatLabel  = 6.5                 // points, the size of the class names
)

// writeHeatmap draws m as a heatmap in format PNG or SVG: rows in
// the order of m.Rows from the top, the 169 columns in grid order from the
// left, each cell coloured by the row class's equity against the column
// class on a diverging blue (0) to red (1) scale centred on 0.5 (Moreland's
// smooth blue-red map), with a colour bar. Every row and every column is
// labelled with its class, and thin lines separate
// the 13 blocks of the grid, one per higher card. The same matrix gives the same bytes. It
// returns an error for another format or a matrix without rows.
func writeHeatmap(w io.Writer, format report.Format, m *report.Matrix) error {
	if format != report.PNG && format != report.SVG {
		return fmt.Errorf("unknown image format %q (want png or svg)", format)
	}
	if len(m.Rows) == 0 {
		return fmt.Errorf("the matrix has no rows to draw")
	}
	gridH := heatCell * vg.Length(len(m.Rows))
	width, height := heatGrid+heatMargin+heatBar, gridH+heatMargin+vg.Centimeter
	canvas, err := draw.NewFormattedCanvas(width, height, string(format))
	if err != nil {
		return err
	}
	dc := draw.New(canvas)
	heat, bar := heatmapPlots(m)
	hc := draw.Crop(dc, 0, -heatBar, 0, 0)
	heat.Draw(hc)
	// The bar spans the height of the grid.
	grid := heat.DataCanvas(hc)
	bc := draw.Crop(dc, width-heatBar+vg.Centimeter/2, -vg.Centimeter/2, grid.Min.Y, grid.Max.Y-height)
	bar.Draw(bc)
	_, err = canvas.WriteTo(w)
	return err
}

// heatmapPlots returns the plot of the heatmap and that of its colour bar.
func heatmapPlots(m *report.Matrix) (heat, bar *plot.Plot) {
	cmap := moreland.SmoothBlueRed()
	cmap.SetMin(0) // fixed, so that 0.5 is the neutral colour
	cmap.SetMax(1)
	heat = plot.New()
	heat.Title.Text = "Preflop equity, row hand vs column hand"
	heat.Add(heatCells{m, cmap}, blockLines{len(m.Rows)})
	heat.X.Tick.Marker = columnTicks{}
	heat.Y.Tick.Marker = rowTicks{m.Rows}
	heat.X.Padding, heat.Y.Padding = 0, 0
	// Column names read upwards, as a table's turned headings do.
	heat.X.Tick.Label.Rotation = math.Pi / 2
	heat.X.Tick.Label.XAlign = draw.XRight
	heat.X.Tick.Label.YAlign = draw.YCenter
	for _, a := range []*plot.Axis{&heat.X, &heat.Y} {
		a.Tick.Label.Font.Size = heatLabel
		a.Tick.Length = vg.Millimeter
	}

	bar = plot.New()
	bar.Add(colorBar{cmap})
	bar.HideX()
	bar.Y.Padding = 0
	bar.Y.Label.Text = "equity"
	return heat, bar
}

// heatCells draws the cells of a matrix: column c, the class of grid index
// c, from c-0.5 to c+0.5 on the x axis, and the first row on top, at
// len(Rows)-1 on the y axis. It does what plotter.HeatMap does, but each
// cell overlaps its right and upper neighbours by a hair, which they paint
// over: abutting cells leave anti-aliased seams, a faint grid all over
// the picture, where the background shows through their shared edge.
type heatCells struct {
	m    *report.Matrix
	cmap palette.ColorMap
}

func (h heatCells) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	n := len(h.m.Rows)
	overlap := vg.Points(0.5)
	for i := n - 1; i >= 0; i-- { // bottom up, each row painting over the last's overlap
		row := &h.m.Equity[i]
		y := float64(n - 1 - i)
		y0, y1 := trY(y-0.5), trY(y+0.5)
		if i > 0 {
			y1 += overlap
		}
		for b, e := range row {
			x0, x1 := trX(float64(b)-0.5), trX(float64(b)+0.5)
			if b < deck.NumClasses-1 {
				x1 += overlap
			}
			col, err := h.cmap.At(e)
			if err != nil {
				col = color.Black // not in [0,1]: cannot happen
			}
			c.FillPolygon(col, []vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
		}
	}
}

// DataRange returns the extent of the cells.
func (h heatCells) DataRange() (xmin, xmax, ymin, ymax float64) {
	return -0.5, deck.NumClasses - 0.5, -0.5, float64(len(h.m.Rows)) - 0.5
}

// colorBar draws the colour map from its Min at the bottom to its Max at
// the top in 256 bands, as plotter.ColorBar does, but in vector graphics:
// plotter.ColorBar draws an image, which vgsvg embeds in a form that not
// every SVG reader shows.
type colorBar struct{ cmap palette.ColorMap }

func (b colorBar) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	const bands = 256
	lo, hi := b.cmap.Min(), b.cmap.Max()
	x0, x1 := trX(0), trX(1)
	for k := range bands {
		v0 := lo + (hi-lo)*float64(k)/bands
		v1 := lo + (hi-lo)*float64(k+1)/bands
		y0, y1 := trY(v0), trY(v1)
		if k < bands-1 {
			y1 += vg.Points(0.5) // painted over by the next band: no seams
		}
		col, err := b.cmap.At((v0 + v1) / 2)
		if err != nil {
			col = color.Black // cannot happen
		}
		c.FillPolygon(col, []vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
	}
}

// DataRange returns the unit width of the bar and its range of values.
func (b colorBar) DataRange() (xmin, xmax, ymin, ymax float64) {
	return 0, 1, b.cmap.Min(), b.cmap.Max()
}

// columnTicks labels every column with its class, in grid order.
type columnTicks struct{}

func (columnTicks) Ticks(_, _ float64) []plot.Tick {
	ticks := make([]plot.Tick, deck.NumClasses)
	for i := range ticks {
		ticks[i] = plot.Tick{Value: float64(i), Label: deck.ClassAt(i).String()}
	}
	return ticks
}

// rowTicks labels every row with its class, the first on top.
type rowTicks struct{ rows []deck.Class }

func (t rowTicks) Ticks(_, _ float64) []plot.Tick {
	n := len(t.rows)
	ticks := make([]plot.Tick, n)
	for i, c := range t.rows {
		ticks[i] = plot.Tick{Value: float64(n - 1 - i), Label: c.String()}
	}
	return ticks
}

// blockLines draws thin lines between the 13 blocks of columns (and, for
// the full matrix, of rows) of the grid.
type blockLines struct{ rows int }

func (b blockLines) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	line := draw.LineStyle{Color: color.Gray{Y: 96}, Width: vg.Points(0.4)}
	top, bottom := trY(float64(b.rows)-0.5), trY(-0.5)
	left, right := trX(-0.5), trX(deck.NumClasses-0.5)
	for k := 1; k < deck.NumRanks; k++ {
		x := trX(float64(k*deck.NumRanks) - 0.5)
		c.StrokeLine2(line, x, bottom, x, top)
		if b.rows == deck.NumClasses {
			y := trY(float64(deck.NumClasses-k*deck.NumRanks) - 0.5)
			c.StrokeLine2(line, left, y, right, y)
		}
	}
}
