package chart_test

import (
	"fmt"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

// SortedCurve gives a range's equity by flop as the flops chart draws it:
// best flops first, each as wide as its share of the raw flops, in
// percent.
func ExampleSortedCurve() {
	f := &report.Flops{Ranges: []string{"QQ+,AK", "22+"}, Flops: []report.Flop{
		{Flop: "2c2d2h", Count: 4, Deals: 100, Equity: []float64{0.25, 0.75}},
		{Flop: "AcKcQc", Count: 4, Deals: 120, Equity: []float64{0.75, 0.25}},
		{Flop: "Ac7d2h", Count: 24, Deals: 110, Equity: []float64{0.5, 0.5}},
	}}
	for _, pt := range chart.SortedCurve(f, 0) {
		fmt.Printf("(%g, %g) ", pt.X, pt.Y)
	}
	fmt.Println()
	// Output:
	// (0, 75) (12.5, 75) (12.5, 50) (87.5, 50) (87.5, 25) (100, 25)
}
