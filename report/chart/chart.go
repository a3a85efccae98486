package chart

import (
	"image/color"
	"io"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/pokersim/pokersim/report"
)

// Gonum draws charts (report.Charts) with gonum's plot package. Its zero
// value is ready to use; it holds no state, so one value may be used from
// any number of goroutines.
type Gonum struct{}

var _ report.Charts = Gonum{}

// Write writes r to w in format f as report.Write does, drawing the charts
// that f holds (a batch's HTML page, a matrix's heatmap) with Gonum.
func Write(w io.Writer, f report.Format, r report.Report) error {
	return report.WriteWith(w, f, r, Gonum{})
}

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
