package chart_test

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/pokersim/pokersim/matrix"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

// A front end writes a report with chart.Write where its format holds
// charts, here a one-row matrix as an SVG heatmap; report.Write, which
// draws nothing, refuses that format.
func ExampleWrite() {
	aa := deck.ClassAt(0)
	m := &matrix.Report{Rows: []deck.Class{aa}, Equity: make([][deck.NumClasses]float64, 1), VsRandom: []float64{deck.PreflopEquity(aa)}}
	for b := range deck.NumClasses {
		m.Equity[0][b] = 0.8
	}
	var svg bytes.Buffer
	if err := chart.Write(&svg, report.SVG, m); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(strings.Contains(svg.String(), "<svg"))
	err := report.Write(new(bytes.Buffer), report.SVG, m)
	fmt.Println(errors.Is(err, report.ErrNoCharts))
	// Output:
	// true
	// true
}
