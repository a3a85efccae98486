package flops

import (
	"fmt"
	"github.com/pokersim/pokersim/report"
	"slices"
	"strconv"
)

// flopsLabelRune is the longest range in a flops chart's legend, in
// runes, before it is cut short.
const flopsLabelRune = 40

// flopsBucketRGB colour the equity buckets from the worst (red) to the
// best (green); a finer split than four buckets reuses them in turn.
var flopsBucketRGB = [...]report.RGB{0xd1493f, 0xf2a541, 0x8cc084, 0x2f855a, 0x1b5e3b, 0x7a1f18}

// Chart returns chart of f: one of the three charts, or the three one
// above the other (ChartAll). A report without flops or ranges is an
// error.
func (f *Report) Chart(chart Chart) (report.Chart, error) {
	if len(f.Flops) == 0 || len(f.Ranges) == 0 {
		return nil, fmt.Errorf("the flops report has no flops to draw")
	}
	switch chart {
	case ChartCurve:
		return f.curveChart(), nil
	case ChartByTexture:
		return f.textureChart(), nil
	case ChartBuckets:
		return f.bucketsChart(), nil
	case ChartAll:
		return &report.Stack{Parts: []report.Chart{f.curveChart(), f.textureChart(), f.bucketsChart()}}, nil
	}
	return nil, fmt.Errorf("unknown flops chart %d", chart)
}

// rangeLabel names range i (from 0) in a legend: its number and text, cut
// short if long, and its equity over the flops kept.
func (f *Report) rangeLabel(i int) string {
	text := f.Ranges[i]
	if r := []rune(text); len(r) > flopsLabelRune {
		text = string(r[:flopsLabelRune-1]) + "…"
	}
	return fmt.Sprintf("Range %d  %s  (%s)", i+1, text, pct1(f.Equity[i]))
}

func pct1(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }

// curveChart is the chart ChartCurve.
func (f *Report) curveChart() *report.Curves {
	c := &report.Curves{Large: true, Percent: true, Title: "Equity by flop, best flops first", XLabel: "share of the raw flops", YLabel: "equity",
		Width: 8 * 72, Height: 4 * 72}
	for i := range f.Ranges {
		c.Lines = append(c.Lines, report.Line{Name: f.rangeLabel(i), Color: report.Palette[i%len(report.Palette)], Step: true, Points: f.SortedCurve(i)})
	}
	return c
}

// SortedCurve returns range i's curve in percent, as the right ends of
// the steps of a staircase: its equity on each flop, best first, as a
// step as wide as the flop's share of the raw flops (Flop.Count over the
// flops' total). The steps span 0 to 100 on the x axis, and the area
// under the curve, over 100, is the range's mean equity over the raw
// flops, each counted once. A flop on which the ranges have no deal
// (each combo of one blocked by the flop) has no equity and no step.
func (f *Report) SortedCurve(i int) []report.XY {
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
	xys := make([]report.XY, 0, len(order))
	cum := 0
	for _, k := range order {
		fl := f.Flops[k]
		cum += fl.Count
		xys = append(xys, report.XY{X: 100 * float64(cum) / float64(max(total, 1)), Y: 100 * fl.Equity[i]})
	}
	return xys
}

// textureRows returns the rows of a chart by texture and their groups.
func (f *Report) textureRows() (rows, groups []string) {
	for _, t := range f.Textures {
		rows, groups = append(rows, t.Label()), append(groups, t.Group)
	}
	return rows, groups
}

// textureChart is the chart ChartByTexture: for each texture, from the
// top in the report's order, a bar per range, range 1 above, on a fixed
// 0–100% scale with its equity written past its end.
func (f *Report) textureChart() *report.Bars {
	rows, groups := f.textureRows()
	pn := report.BarPanel{Title: "Equity by texture"}
	for i := range f.Ranges {
		s := report.BarSeries{Name: f.rangeLabel(i), Color: report.Palette[i%len(report.Palette)]}
		for _, t := range f.Textures {
			s.Values = append(s.Values, 100*t.Equity[i])
			s.Labels = append(s.Labels, pct1(t.Equity[i]))
		}
		pn.Series = append(pn.Series, s)
	}
	return &report.Bars{Large: true, XLabel: "equity", Rows: rows, Groups: groups, Panels: []report.BarPanel{pn}}
}

// bucketsChart is the chart ChartBuckets: for each range a panel, side
// by side, with a row per texture holding the range's equity buckets
// stacked from the worst (left, red) to the best (right, green).
func (f *Report) bucketsChart() *report.Bars {
	rows, groups := f.textureRows()
	labels := BucketLabels(f.Buckets)
	b := &report.Bars{Large: true, XLabel: "share of the range's combos", Rows: rows, Groups: groups}
	for i := range f.Ranges {
		pn := report.BarPanel{Title: fmt.Sprintf("Range %d: equity buckets", i+1), Stacked: true}
		for k, name := range labels {
			s := report.BarSeries{Name: name, Color: flopsBucketRGB[k%len(flopsBucketRGB)]}
			for _, t := range f.Textures {
				v := 0.0
				if i < len(t.Buckets) && k < len(t.Buckets[i]) {
					v = 100 * t.Buckets[i][k]
				}
				s.Values = append(s.Values, v)
			}
			pn.Series = append(pn.Series, s)
		}
		b.Panels = append(b.Panels, pn)
	}
	return b
}
