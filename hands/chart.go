package hands

import (
	"cmp"

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
	// Each line starts at zero before the first hand: point i of a line
	// is points[i-1]'s.
	line := func(y func(history.Point) float64) []report.XY {
		return envelope(len(points)+1, func(i int) report.XY {
			if i == 0 {
				return report.XY{}
			}
			return report.XY{X: float64(points[i-1].Hand), Y: y(points[i-1])}
		}, maxDrawn)
	}
	net := line(func(p history.Point) float64 { return p.Net })
	ev := line(func(p history.Point) float64 { return p.Adjusted })
	return &report.Curves{Title: player, XLabel: "hands played", XWhole: true, YLabel: "money won", YUnit: unit, Width: 6 * 72, Height: 3.5 * 72,
		Lines: []report.Line{{Name: "net won", Color: netRGB, Points: net}, {Name: "all-in EV", Color: evRGB, Points: ev}}}
}

// maxDrawn is the most points a line of the graph keeps: a graph 6
// inches wide has some 600 device points across at 100 dpi, so 1,024
// buckets of 4 points draw what all the hands would.
const maxDrawn = 4096

// envelope returns the line of n points at(0), ..., at(n-1), in order of
// x, with at most limit points: where it has more, its points are cut
// into limit/4 runs of equal length and each run keeps its first and last
// point and those of its lowest and highest y, in order, so the line
// drawn keeps every peak and trough (a line of 100,000 hands would
// otherwise cost its drawing tens of megabytes, twice over for the page's
// wide and narrow drawings). The points are asked for, not passed, so
// that a long line is never held whole: only what is kept is allocated.
func envelope(n int, at func(int) report.XY, limit int) []report.XY {
	if n <= limit {
		xy := make([]report.XY, n)
		for i := range xy {
			xy[i] = at(i)
		}
		return xy
	}
	runs := limit / 4
	out := make([]report.XY, 0, limit)
	for r := range runs {
		lo, hi := r*n/runs, (r+1)*n/runs
		first, last, low, high := lo, hi-1, lo, lo
		lowY, highY := at(lo).Y, at(lo).Y
		for i := lo + 1; i < hi; i++ {
			// Strictly lower or higher: the first of equal extremes is
			// kept, as a scan of the run from its start finds it.
			if y := at(i).Y; y < lowY {
				low, lowY = i, y
			} else if y > highY {
				high, highY = i, y
			}
		}
		keep := []int{first, min(low, high), max(low, high), last}
		for k, i := range keep {
			if k == 0 || i != keep[k-1] {
				out = append(out, at(i))
			}
		}
	}
	return out
}

// UnitChart is the graph of one unit of money of a session.
type UnitChart struct {
	Unit   string
	Curves *report.Curves
}

// WinningsCharts returns the followed player's graphs of s, one per unit
// of money it played in (a currency, "chips"), in the order of s.Units:
// money in different units is never drawn on one axis nor added. The
// title names the unit when there are several. It returns nil if the
// followed player played no hand.
func WinningsCharts(s *history.Session, player string) []UnitChart {
	if len(s.Units) == 0 {
		if len(s.Points) == 0 {
			return nil
		}
		unit := cmp.Or(s.Currency, "chips")
		return []UnitChart{{unit, WinningsChart(s.Points, player, unit)}}
	}
	var out []UnitChart
	for k, u := range s.Units {
		pts := s.PointsOf(k)
		if len(pts) == 0 {
			continue
		}
		title := player
		if len(s.Units) > 1 {
			title = player + " in " + u.Name
		}
		out = append(out, UnitChart{u.Name, WinningsChart(pts, title, u.Name)})
	}
	return out
}
