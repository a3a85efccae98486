package matrix

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
)

// Chart returns m's heatmap: rows in the order of m.Rows from the top,
// the 169 columns in grid order from the left, each cell coloured by the
// row class's equity against the column class on a diverging blue (0) to
// red (1) scale centred on 0.5, every row and column named, and thin lines
// between the 13 blocks of the grid, one per higher card. It returns nil
// for a matrix without rows.
func (m *Report) Chart() *report.Heatmap {
	if len(m.Rows) == 0 {
		return nil
	}
	h := &report.Heatmap{Title: "Preflop equity, row hand vs column hand", ValueLabel: "equity", Percent: true, Min: 0, Max: 1, Block: deck.NumRanks}
	for i := range deck.NumClasses {
		h.Cols = append(h.Cols, deck.ClassAt(i).String())
	}
	for i, c := range m.Rows {
		h.Rows = append(h.Rows, c.String())
		h.Values = append(h.Values, m.Equity[i][:])
	}
	return h
}
