package hands

import (
	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
)

// The colours of the winnings graph, as the trackers draw it.
const (
	netRGB report.RGB = 0x2ca02c // money won: green
	evRGB  report.RGB = 0xd62728 // all-in adjusted: red
)

// WinningsChart returns the graph trackers draw of a session: the
// followed player's cumulative money won and its all-in adjusted line
// over the hands, starting at zero before the first, titled with the
// player's name. unit names the money ("USD", "chips") on the y axis;
// the hands are counted in whole numbers on the x axis.
func WinningsChart(points []history.Point, player, unit string) *report.Curves {
	net, ev := make([]report.XY, len(points)+1), make([]report.XY, len(points)+1)
	for i, pt := range points {
		net[i+1] = report.XY{X: float64(pt.Hand), Y: pt.Net}
		ev[i+1] = report.XY{X: float64(pt.Hand), Y: pt.Adjusted}
	}
	return &report.Curves{Title: player, XLabel: "hands played", XWhole: true, YLabel: "money won", YUnit: unit, Width: 6 * 72, Height: 3.5 * 72,
		Lines: []report.Line{{Name: "net won", Color: netRGB, Points: net}, {Name: "all-in EV", Color: evRGB, Points: ev}}}
}
