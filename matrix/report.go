package matrix

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"github.com/pokersim/pokersim/report"
	"io"

	"github.com/pokersim/pokersim/deck"
)

// Report is the report of a class matrix: the exact heads-up all-in
// preflop equity of starting-hand classes against each other and against
// one random hand.
type Report struct {
	// Rows are the row classes, in grid order (all 169 for the full
	// matrix).
	Rows []deck.Class
	// Equity[i][b] is Rows[i]'s equity, a fraction in [0,1], against the
	// class of grid index b.
	Equity [][deck.NumClasses]float64
	// VsRandom[i] is Rows[i]'s equity against one random hand.
	VsRandom []float64
}

// Formats returns the formats of a matrix: CSV, JSON, and heatmaps in PNG
// and SVG.
func (m *Report) Formats() []report.Format {
	return []report.Format{report.CSV, report.JSON, report.PNG, report.SVG}
}

// WriteImage draws m as a heatmap in format PNG or SVG with c
// (see Chart); a nil c is an error, ErrNoCharts.
func (m *Report) WriteImage(w io.Writer, format report.Format, c report.Charts) error {
	if c == nil {
		return report.ErrNoCharts
	}
	h := m.Chart()
	if h == nil {
		return fmt.Errorf("the matrix has no rows to draw")
	}
	return c.Draw(w, format, h)
}

// WriteCSV writes m as CSV: a header "class,vs_random,AA,AKs,...,22"
// naming the 169 column classes in grid order, then one line per row class
// with its equity against a random hand and against each column class, as
// fractions with six decimals.
func (m *Report) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	header := append(make([]string, 0, deck.NumClasses+2), "class", "vs_random")
	for c := range deck.AllClasses() {
		header = append(header, c.String())
	}
	cw.Write(header)
	for i, c := range m.Rows {
		row := append(make([]string, 0, deck.NumClasses+2), c.String(), report.Frac(m.VsRandom[i]))
		for _, e := range m.Equity[i] {
			row = append(row, report.Frac(e))
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// matrixRowJSON is one row of the JSON form of a matrix.
type matrixRowJSON struct {
	Class    string    `json:"class"`
	VsRandom float64   `json:"vs_random"`
	Equity   []float64 `json:"equity"` // against each class of "classes"
}

// WriteJSON writes m as one JSON object: "classes", the 169 column
// classes in grid order, and "rows", one object per row class with its
// "class", its equity against a random hand ("vs_random") and its
// "equity" against each column class, as fractions in full float64
// precision. Each row is on a line of its own, so that the file diffs
// well.
func (m *Report) WriteJSON(w io.Writer) error {
	bw := bufio.NewWriter(w)
	var classes []string
	for c := range deck.AllClasses() {
		classes = append(classes, c.String())
	}
	head, err := json.Marshal(classes)
	if err != nil {
		return err
	}
	fmt.Fprintf(bw, "{\"classes\":%s,\n\"rows\":[", head)
	for i, c := range m.Rows {
		b, err := json.Marshal(matrixRowJSON{c.String(), m.VsRandom[i], m.Equity[i][:]})
		if err != nil {
			return err
		}
		if i > 0 {
			bw.WriteByte(',')
		}
		bw.WriteByte('\n')
		bw.Write(b)
	}
	bw.WriteString("\n]}\n")
	return bw.Flush()
}
