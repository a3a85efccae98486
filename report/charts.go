package report

import (
	"errors"
	"io"

	"github.com/pokersim/pokersim/history"
)

// Charts draws the charts that some formats of some reports hold: the
// HTML page of a batch (an equity chart per matchup, and the distribution
// chart of its ranges), the HTML page of a hand history (the winnings
// graph), the heatmap of a matrix (PNG or SVG) and the charts of a flops
// report (HTML, PNG or SVG). Package report draws nothing itself, so that
// a program that builds or writes reports in the other formats does not
// link a plotting library; package report/chart
// implements Charts with gonum's plot package, and only the front ends
// import it. Each method returns or writes the same bytes for the same
// figures.
type Charts interface {
	// EquitySVG returns the chart of e's equities as a standalone SVG
	// document, or nil if e has no players.
	EquitySVG(e *Equity) ([]byte, error)
	// DistributionSVG returns the chart of the equity distributions ds as
	// a standalone SVG document, or nil if ds is empty.
	DistributionSVG(ds []Distribution) ([]byte, error)
	// WinningsSVG returns the graph of a followed player's winnings over
	// points as a standalone SVG document; unit names the money.
	WinningsSVG(points []history.Point, player, unit string) ([]byte, error)
	// WriteHeatmap draws m as a heatmap to w in format PNG or SVG.
	WriteHeatmap(w io.Writer, format Format, m *Matrix) error
	// WriteFlops draws chart of the flops report f to w in format PNG or
	// SVG.
	WriteFlops(w io.Writer, format Format, f *Flops, chart FlopsChart) error
}

// ErrNoCharts reports a format that draws charts asked of Write, which
// has no Charts to draw them with: such a report is written with
// WriteWith, as package report/chart's Write does.
var ErrNoCharts = errors.New("this output draws charts: write it with package report/chart")
