package report

// Curves is a chart of lines over an x axis. A Percent chart has both
// axes fixed from 0 to 100 with a tick every 25% and its legend at the
// bottom left (where curves that fall from the top left leave room);
// otherwise the axes fit the points and the legend is at the top left.
// A large chart is drawn in 10-point type with thicker lines, for a
// page's full width.
type Curves struct {
	Large   bool
	Percent bool
	Title   string
	// XLabel and YLabel name what the axes measure ("money won"); XUnit
	// and YUnit, if not empty, their units ("USD"), which the chart
	// writes after the label in its own style.
	XLabel, YLabel string
	XUnit, YUnit   string
	// XWhole and YWhole say that an axis counts whole things (hands):
	// its ticks fall on whole numbers only.
	XWhole, YWhole bool
	// Width and Height are the chart's size in points (1/72 inch).
	Width, Height float64
	Lines         []Line
}

func (*Curves) isChart() {}

// Line is one curve of a Curves.
type Line struct {
	Name  string // in the legend
	Color RGB
	// Step draws a staircase: each point is a step's right end, the step
	// running at its height from the previous point's x (0 for the
	// first); without Step the points are joined by straight lines.
	Step   bool
	Points []XY
}

// XY is a point of a curve.
type XY struct{ X, Y float64 }
