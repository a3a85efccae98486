package sim

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"

	"github.com/pokersim/pokersim/deck"
)

// TestAlias checks by chi-square that the alias table samples in
// proportion to the weights, including zero weights.
func TestAlias(t *testing.T) {
	weights := []float64{1, 0, 2.5, 0.25, 7, 1, 0, 3}
	a := newAlias(weights)
	r := deck.NewRand(1, 2)
	const n = 400000
	counts := make([]int, len(weights))
	for range n {
		counts[a.sample(r)]++
	}
	var sum, stat float64
	for _, w := range weights {
		sum += w
	}
	df := -1.0
	for i, w := range weights {
		if w == 0 {
			if counts[i] != 0 {
				t.Errorf("index %d of weight 0 drawn %d times", i, counts[i])
			}
			continue
		}
		want := n * w / sum
		stat += (float64(counts[i]) - want) * (float64(counts[i]) - want) / want
		df++
	}
	if p := (distuv.ChiSquared{K: df}).Survival(stat); p < 1e-4 || math.IsNaN(p) {
		t.Errorf("chi-square %.1f with %v degrees of freedom: p = %g; counts %v", stat, df, p, counts)
	}
}
