package chart

import (
	"bytes"
	"io"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
)

// Gonum draws report's charts (report.Charts) with gonum's plot package.
// Its zero value is ready to use; it holds no state, so one value may be
// used from any number of goroutines.
type Gonum struct{}

var _ report.Charts = Gonum{}

// Write writes r to w in format f as report.Write does, drawing the charts
// that f holds (a batch's HTML page, a matrix's heatmap) with Gonum.
func Write(w io.Writer, f report.Format, r report.Report) error {
	return report.WriteWith(w, f, r, Gonum{})
}

// EquitySVG returns the chart of e's equities as a standalone SVG
// document, or nil if e has no players (see equityChart).
func (Gonum) EquitySVG(e *report.Equity) ([]byte, error) { return equityChart(e) }

// DistributionSVG returns the chart of ds as a standalone SVG document
// (see WriteDistributions), or nil if ds is empty.
func (Gonum) DistributionSVG(ds []report.Distribution) ([]byte, error) {
	return distributionChart(ds)
}

// WinningsSVG returns the winnings graph of player over points as a
// standalone SVG document (see WriteWinnings).
func (Gonum) WinningsSVG(points []history.Point, player, unit string) ([]byte, error) {
	var b bytes.Buffer
	if err := WriteWinnings(&b, report.SVG, points, player, unit); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// WriteHeatmap draws m as a heatmap to w in format PNG or SVG (see
// writeHeatmap).
func (Gonum) WriteHeatmap(w io.Writer, format report.Format, m *report.Matrix) error {
	return writeHeatmap(w, format, m)
}

// WriteFlops draws chart of the flops report f to w in format PNG or SVG
// (see writeFlops).
func (Gonum) WriteFlops(w io.Writer, format report.Format, f *report.Flops, chart report.FlopsChart) error {
	return writeFlops(w, format, f, chart)
}
