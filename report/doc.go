// Package report turns simulation results into statistics (standard
// errors and confidence intervals, computed with gonum) and writes them as
// text, JSON or CSV.
package report
