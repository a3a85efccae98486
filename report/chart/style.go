package chart

import (
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// The look of a large chart (report.Bars and report.Curves with Large),
// in points. Large charts are wider than the others and their text larger,
// so that at the 1000 px of an HTML report's column, or as a PNG at 96
// dpi, the rows' names stay legible.
const (
	largeWidth    = 8 * vg.Inch
	largeRow      = 26 // height of one row of bars
	largeMargin   = 64 // the x axis, its label and the legend
	largeFontSize = 10
	largeGap      = 16 // space above each chart's title

	// narrowWidth is the width of a chart drawn for a phone's screen
	// (report.Narrow): 360 px at 96 dpi, about the width of a page on a
	// phone held upright, so that its type keeps its size there.
	narrowWidth = 3.75 * vg.Inch
)

// axisLabel writes an axis's label with its unit, "money won (USD)", or
// the unit alone where there is no label.
func axisLabel(label, unit string) string {
	switch {
	case unit == "":
		return label
	case label == "":
		return unit
	}
	return label + " (" + unit + ")"
}

// wholeTicks puts an axis's ticks on whole numbers only, for an axis that
// counts whole things (hands): gonum's default ticks where they fall on
// whole numbers, else every whole number of a short span, labelled
// without decimals ("3", never "2.50").
type wholeTicks struct{}

func (wholeTicks) Ticks(lo, hi float64) []plot.Tick {
	var ticks []plot.Tick
	labelled := 0
	for _, t := range (plot.DefaultTicks{}).Ticks(lo, hi) {
		if t.Value != math.Trunc(t.Value) {
			continue
		}
		if t.Label != "" {
			t.Label = strconv.FormatFloat(t.Value, 'f', -1, 64)
			labelled++
		}
		ticks = append(ticks, t)
	}
	if labelled >= 2 {
		return ticks
	}
	// A span of a few units: gonum ticks it in fractions.
	ticks = ticks[:0]
	from, to := math.Ceil(lo), math.Floor(hi)
	step := math.Max(1, math.Ceil((to-from)/5))
	for v := from; v <= to; v += step {
		ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', -1, 64)})
	}
	return ticks
}

// axesStyle sets the axes' fonts and colours.
func axesStyle(p *plot.Plot) {
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font, a.Tick.Label.Font = chartFace(), chartFace()
		a.Label.TextStyle.Color, a.Tick.Label.Color = rgb(chartInkRGB), rgb(chartInkRGB)
		a.Color, a.Tick.Color = rgb(chartInkRGB), rgb(chartInkRGB)
	}
}

// titleStyle sets p's title in the charts' font at size points, two
// points above the axes' type so that it reads as the title, clear of
// the plot by as much.
func titleStyle(p *plot.Plot, size font.Length) {
	p.Title.TextStyle.Font, p.Title.TextStyle.Color = chartFace(), rgb(chartInkRGB)
	p.Title.TextStyle.Font.Size = size
	p.Title.Padding = vg.Points(4)
}

// percentTicks puts a's ticks every 25% from 0 to 100: the labels on the
// bars, or the legend, give the figures.
func percentTicks(a *plot.Axis) {
	var ticks []plot.Tick
	for x := 0; x <= 100; x += 25 {
		ticks = append(ticks, plot.Tick{Value: float64(x), Label: strconv.Itoa(x) + "%"})
	}
	a.Tick.Marker = plot.ConstantTicks(ticks)
}

// largeAxes styles p as axesStyle does, in the large charts' type, with
// percent ticks on the x axis.
func largeAxes(p *plot.Plot) {
	axesStyle(p)
	percentTicks(&p.X)
	face := chartFace()
	face.Size = largeFontSize
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font, a.Tick.Label.Font = face, face
	}
	titleStyle(p, largeFontSize+2)
	p.Legend.TextStyle.Font, p.Legend.TextStyle.Color = face, rgb(chartInkRGB)
}

// fractionTicks ticks an axis of fractions every quarter, labelled as
// percents ("25%").
type fractionTicks struct{}

func (fractionTicks) Ticks(lo, hi float64) []plot.Tick {
	var ticks []plot.Tick
	for q := math.Ceil(lo * 4); q <= hi*4; q++ {
		ticks = append(ticks, plot.Tick{Value: q / 4, Label: strconv.Itoa(int(q*25)) + "%"})
	}
	return ticks
}
