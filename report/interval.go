package report

import (
	"math"

	"gonum.org/v1/gonum/stat/distuv"
)

// Interval is a confidence interval [Low, High] for a fraction.
type Interval struct {
	Low, High float64
}

// StdErr returns the standard error of the mean of n observations whose
// mean is mean and whose mean square is meanSq: sqrt((meanSq-mean²)/n),
// using the plug-in variance (n is large in Monte Carlo runs, so the
// n/(n-1) correction is negligible). It returns 0 for n < 1.
func StdErr(mean, meanSq float64, n int64) float64 {
	if n < 1 {
		return 0
	}
	return math.Sqrt(max(0, meanSq-mean*mean) / float64(n))
}

// Z returns the two-sided critical value of the standard normal
// distribution for a confidence level in (0,1): 1.96 for 0.95. It panics
// if confidence is not in (0,1).
func Z(confidence float64) float64 {
	if !(confidence > 0 && confidence < 1) {
		panic("report: confidence must be in (0,1)")
	}
	return distuv.UnitNormal.Quantile(1 - (1-confidence)/2)
}

// NormalInterval returns the interval mean ± Z(confidence)·se, clipped to
// [0,1]. It assumes the estimate is normally distributed, which the central
// limit theorem makes accurate for the many trials of a Monte Carlo run
// (TestIntervalCoverage checks that the intervals cover the exact equity
// as often as they claim).
func NormalInterval(mean, se, confidence float64) Interval {
	h := Z(confidence) * se
	return Interval{max(0, mean-h), min(1, mean+h)}
}
