package report

// Bars is a chart of horizontal bars: a row per label, the first on top,
// and in each row a bar per series, side by side (the first series on
// top) or stacked left to right; the values are percents on a fixed 0–100
// scale, so that charts side by side compare at a glance.
//
// A small chart (the default) is a small multiple, 4 inches wide in
// 8-point type, with one series whose bars may carry whiskers (Low and
// High) and each a label, written inside the bar's end in white where
// the bar (or its whisker) reaches past InsideFrom, otherwise just past
// it. A large chart is 8 inches wide in 10-point type, with a title per
// panel, labels past each bar's end, and a legend under the chart naming
// the first panel's series; several panels side by side share its rows.
type Bars struct {
	Large  bool
	XLabel string
	// Rows are the rows' labels, top to bottom.
	Rows []string
	// Groups, if not nil, is each row's group: a dashed line separates
	// two rows of different groups.
	Groups []string
	// Panels are drawn side by side, each with the rows of the chart.
	Panels []BarPanel
	// InsideFrom is where a small chart's label moves inside its bar: a
	// bar whose whisker (or end) starts at or past it, in percent.
	InsideFrom float64
}

func (*Bars) isChart() {}

// BarPanel is one panel of bars.
type BarPanel struct {
	Title   string
	Stacked bool
	Series  []BarSeries
}

// BarSeries is one series of bars, a value per row of the chart.
type BarSeries struct {
	Name  string // in the legend
	Color RGB
	// Values are the bars' lengths in percent, one per row.
	Values []float64
	// Low and High, if not nil, are the whiskers' ends in percent, one per
	// row; NaN for a bar without a whisker.
	Low, High []float64
	// Labels, if not nil, are written beside the bars, one per row.
	Labels []string
}
