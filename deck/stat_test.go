package deck

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"
)

// minP is the p-value below which a statistical test fails. The seeds are
// fixed, so each test either always passes or always fails; minP only bounds
// the chance that a correct generator was unlucky with the seeds chosen.
const minP = 1e-4

// chiSquareP returns Pearson's chi-square statistic for counts that should
// be equally likely, and its p-value from the chi-square distribution with
// len(counts)-1 degrees of freedom (the total is fixed, so one cell is
// determined by the others).
func chiSquareP(counts []int) (stat, p float64) {
	total := 0
	for _, c := range counts {
		total += c
	}
	want := float64(total) / float64(len(counts))
	for _, c := range counts {
		d := float64(c) - want
		stat += d * d / want
	}
	df := float64(len(counts) - 1)
	return stat, distuv.ChiSquared{K: df}.Survival(stat)
}

// zScore returns how many standard errors the observed count of hits in n
// trials lies from the expectation n*p, using the binomial variance.
func zScore(hits, n int, p float64) float64 {
	return (float64(hits) - float64(n)*p) / math.Sqrt(float64(n)*p*(1-p))
}

func TestChiSquareP(t *testing.T) {
	// The helpers must fail grossly non-uniform counts, or the tests that
	// use them prove nothing.
	tests := []struct {
		name   string
		counts []int
		fail   bool
	}{
		{"uniform", []int{1000, 1000, 1000, 1000}, false},
		{"noise", []int{1010, 985, 1003, 1002}, false},
		{"skewed", []int{1200, 900, 950, 950}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stat, p := chiSquareP(tt.counts)
			if (p < minP) != tt.fail {
				t.Errorf("chiSquareP(%v) = %.2f, p = %.3g; want fail=%v", tt.counts, stat, p, tt.fail)
			}
		})
	}
}
