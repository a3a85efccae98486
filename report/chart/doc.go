// Package chart draws the charts of package report with gonum's plot
// package: the equity chart of a matchup, the equity distributions of
// ranges, the winnings graph of a hand history, the heatmap of a class
// matrix, and the charts of a flops report.
//
// Package report draws nothing itself (it asks a report.Charts), so that
// the request grammar, the engine and every library user that only builds
// reports stay free of the plotting code; the front ends (the command and
// the server) import this package and write reports with Write, which is
// report.WriteWith with Gonum. Every chart is a pure function of its
// figures: the same figures give the same bytes.
package chart
