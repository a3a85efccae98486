package chart

import (
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// legendEntry is one entry of a legend drawn under a chart.
type legendEntry struct {
	label string
	thumb plot.Thumbnailer
}

// legendRows lays entries out left to right in rows of width, as text
// flows, and returns each entry's x offset and row, and the rows' height.
func legendRows(entries []legendEntry, width vg.Length) (xs []vg.Length, rows []int, height vg.Length) {
	l := largeLegend()
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

// largeLegend returns an empty legend in the flops charts' type.
func largeLegend() plot.Legend {
	l := plot.NewLegend()
	face := chartFace()
	face.Size = largeFontSize
	l.TextStyle.Font, l.TextStyle.Color = face, rgb(chartInkRGB)
	l.Left, l.Top = true, true
	return l
}

// drawLegend draws entries in c as legendRows lays them out.
func drawLegend(c draw.Canvas, entries []legendEntry) {
	xs, rows, _ := legendRows(entries, c.Max.X-c.Min.X)
	for k, e := range entries {
		l := largeLegend()
		l.Add(e.label, e.thumb)
		l.XOffs = xs[k]
		l.YOffs = -vg.Length(rows[k]) * (l.TextStyle.Rectangle("Mg").Max.Y + l.Padding)
		l.Draw(c)
	}
}

// withLegend draws plots (panels side by side, or one above the other)
// with entries in a legend under them, in c.
func withLegend(c draw.Canvas, plots []*plot.Plot, entries []legendEntry, above bool) {
	_, _, h := legendRows(entries, c.Max.X-c.Min.X-vg.Points(16))
	area := draw.Crop(c, vg.Points(6), -vg.Points(6), h, 0)
	grid := [][]*plot.Plot{plots}
	tiles := draw.Tiles{Rows: 1, Cols: len(plots), PadX: vg.Points(16)}
	if above {
		grid = make([][]*plot.Plot, len(plots))
		for i, p := range plots {
			grid[i] = []*plot.Plot{p}
		}
		tiles = draw.Tiles{Rows: len(plots), Cols: 1, PadY: vg.Points(largeGap)}
	}
	for i, row := range plot.Align(grid, tiles, area) {
		for j, dc := range row {
			grid[i][j].Draw(dc)
		}
	}
	drawLegend(draw.Crop(c, vg.Points(16), 0, 0, h-(c.Max.Y-c.Min.Y)), entries)
}

// legendHeight is the height of the legend of entries under a chart
// width wide (0 for the large charts' width).
func legendHeight(entries []legendEntry, width vg.Length) vg.Length {
	if width == 0 {
		width = largeWidth
	}
	_, _, h := legendRows(entries, width-vg.Points(16))
	return h
}
