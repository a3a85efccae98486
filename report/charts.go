package report

import (
	"bytes"
	"errors"
	"io"
)

// Charts draws charts given as data: bars (Bars), curves (Curves), a
// heatmap (Heatmap), and several of them one above the other (Stack).
// Package report draws nothing itself, so that a program that builds or
// writes reports in the other formats does not link a plotting library;
// package report/chart implements Charts with gonum's plot package, and
// only the front ends import it. A feature's view builds its charts from
// figures it has computed; only a new kind of chart touches the
// renderer. Draw writes the same bytes for the same chart.
type Charts interface {
	// Draw draws c to w in format PNG or SVG.
	Draw(w io.Writer, format Format, c Chart) error
}

// A Chart is a chart as data: *Bars, *Curves, *Heatmap or *Stack.
type Chart interface{ isChart() }

// DrawSVG returns c drawn by cs as a standalone SVG document.
func DrawSVG(cs Charts, c Chart) ([]byte, error) {
	var b bytes.Buffer
	if err := cs.Draw(&b, SVG, c); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// ErrNoCharts reports a format that draws charts asked of Write, which
// has no Charts to draw them with: such a report is written with
// WriteWith, as package report/chart's Write does.
var ErrNoCharts = errors.New("this output draws charts: write it with package report/chart")

// RGB is an opaque colour, 0xRRGGBB.
type RGB uint32

// Palette is the colours of a chart's series, in turn.
var Palette = [...]RGB{0x4c78a8, 0xe45756, 0x54a24b, 0xf58518, 0x72b7b2, 0xb279a2}

// Stack is charts drawn one above the other, the first on top, each as
// wide as the widest.
type Stack struct {
	Parts []Chart
}

func (*Stack) isChart() {}

// Narrow is Chart laid out for a phone's screen: as wide as a phone's
// screen shows at its size, in the type of the wide drawing, so that a
// page shows it instead of shrinking the wide one (WriteFigure). A
// heatmap or a small chart of bars is drawn as it is.
type Narrow struct {
	Chart Chart
}

func (*Narrow) isChart() {}
