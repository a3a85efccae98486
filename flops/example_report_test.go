package flops_test

import (
	"fmt"

	"github.com/pokersim/pokersim/flops"
)

// SortedCurve gives a range's equity by flop as the flops chart draws it:
// best flops first, each a step as wide as its share of the raw flops, in
// percent, given by its right end.
func ExampleReport_SortedCurve() {
	f := &flops.Report{Ranges: []string{"QQ+,AK", "22+"}, Flops: []flops.Flop{
		{Flop: "2c2d2h", Count: 4, Deals: 100, Equity: []float64{0.25, 0.75}},
		{Flop: "AcKcQc", Count: 4, Deals: 120, Equity: []float64{0.75, 0.25}},
		{Flop: "Ac7d2h", Count: 24, Deals: 110, Equity: []float64{0.5, 0.5}},
	}}
	for _, pt := range f.SortedCurve(0) {
		fmt.Printf("(%g, %g) ", pt.X, pt.Y)
	}
	fmt.Println()
	// Output:
	// (12.5, 75) (87.5, 50) (100, 25)
}
