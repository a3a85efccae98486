package report

// Heatmap is a grid of cells coloured on a diverging blue (Min) to red
// (Max) scale, with a colour bar: a row per label, the first on top, and a
// column per label, every row and column named. Thin lines separate
// blocks of Block columns, and of Block rows where the grid is square.
type Heatmap struct {
	Title      string
	ValueLabel string // the colour bar's label
	// Percent says the values are fractions, which the colour bar
	// writes as percents ("25%").
	Percent    bool
	Rows, Cols []string
	// Values[i][j] is the value of row i and column j, in [Min, Max].
	Values   [][]float64
	Min, Max float64
	Block    int
}

func (*Heatmap) isChart() {}
