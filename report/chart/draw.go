package chart

import (
	"fmt"
	"io"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/pokersim/pokersim/report"
)

// Draw draws c to w in format PNG or SVG: the three kinds of chart
// (report.Bars, report.Curves, report.Heatmap), a report.Stack of them,
// and any of them in a report.Narrow, narrowWidth wide. The same chart
// gives the same bytes.
func (Gonum) Draw(w io.Writer, format report.Format, c report.Chart) error {
	if format != report.PNG && format != report.SVG {
		return fmt.Errorf("unknown image format %q (want png or svg)", format)
	}
	// width is the width of a narrow layout, or 0 for the chart's own.
	var width vg.Length
	if n, ok := c.(*report.Narrow); ok {
		if n == nil {
			return fmt.Errorf("no chart to draw")
		}
		c, width = n.Chart, narrowWidth
	}
	var p part
	switch c := c.(type) {
	case *report.Bars:
		if err := checkBars(c); err != nil {
			return err
		}
		if !c.Large {
			return writeSmallBars(w, format, c)
		}
		p = largeBars(c, width)
	case *report.Curves:
		if c == nil || len(c.Lines) == 0 {
			return fmt.Errorf("no curves to draw")
		}
		if !c.Large {
			return writeSmallCurves(w, format, c, width)
		}
		p = largeCurves(c)
	case *report.Heatmap:
		if c == nil {
			return fmt.Errorf("no heatmap to draw")
		}
		return writeHeatmap(w, format, c)
	case *report.Stack:
		if c == nil {
			return fmt.Errorf("an empty stack")
		}
		return writeStack(w, format, c, width)
	default:
		return fmt.Errorf("unknown chart %T", c)
	}
	return writeParts(w, format, []part{p}, width)
}

// part is a large chart in a stack: its height on the canvas and how to
// draw it in a band of that height.
type part struct {
	height vg.Length
	draw   func(draw.Canvas) error
}

// writeStack draws the large charts of s one above the other, width
// wide (0 for the large charts' width).
func writeStack(w io.Writer, format report.Format, s *report.Stack, width vg.Length) error {
	var parts []part
	for _, c := range s.Parts {
		switch c := c.(type) {
		case *report.Bars:
			if err := checkBars(c); err != nil {
				return err
			}
			if !c.Large {
				return fmt.Errorf("a stack holds large charts")
			}
			parts = append(parts, largeBars(c, width))
		case *report.Curves:
			if c == nil || !c.Large {
				return fmt.Errorf("a stack holds large charts")
			}
			parts = append(parts, largeCurves(c))
		default:
			return fmt.Errorf("a stack holds no %T", c)
		}
	}
	if len(parts) == 0 {
		return fmt.Errorf("an empty stack")
	}
	return writeParts(w, format, parts, width)
}

// writeParts draws parts one above the other, each with a gap above it,
// in format PNG or SVG to w, width wide (0 for the large charts' width).
func writeParts(w io.Writer, format report.Format, parts []part, width vg.Length) error {
	if width == 0 {
		width = largeWidth
	}
	var height vg.Length
	for _, p := range parts {
		height += p.height + largeGap
	}
	c, err := draw.NewFormattedCanvas(width, height, string(format))
	if err != nil {
		return err
	}
	dc := draw.New(c)
	top := height
	for _, p := range parts {
		// The band from top-largeGap-p.height to top-largeGap, counted
		// from the canvas's bottom.
		top -= largeGap
		band := draw.Crop(dc, 0, 0, top-p.height, top-height)
		if err := p.draw(band); err != nil {
			return err
		}
		top -= p.height
	}
	_, err = c.WriteTo(w)
	return err
}

// checkBars reports bars that cannot be drawn: none, or a series without
// a value for each row.
func checkBars(b *report.Bars) error {
	if b == nil || len(b.Rows) == 0 || len(b.Panels) == 0 || len(b.Panels[0].Series) == 0 {
		return fmt.Errorf("no bars to draw")
	}
	for _, p := range b.Panels {
		for _, s := range p.Series {
			if len(s.Values) != len(b.Rows) || s.Labels != nil && len(s.Labels) != len(b.Rows) {
				return fmt.Errorf("bars %q: want a value and a label for each of %d rows", s.Name, len(b.Rows))
			}
		}
	}
	return nil
}
