// Package report holds pokersim's reports as view models whose figures are
// all computed (Equity from a sim.Result, with the engine's standard errors
// and intervals; Batch; Matrix) and writes them in one vocabulary of
// formats (Format) through one dispatch (Write): a single matchup as text,
// JSON or CSV; a batch as text, Markdown, CSV, JSON or a self-contained
// HTML page with charts; a class matrix as CSV, JSON or a PNG or SVG
// heatmap. Each format has its file (text.go, json.go, csv.go,
// markdown.go, html.go).
//
// The package draws no chart itself: the formats that hold charts ask a
// Charts (WriteWith), which package report/chart implements with gonum's
// plot package, so that a program that builds reports (the request
// grammar, the jobs, a library user) does not link the plotting code. Only
// the front ends import report/chart.
//
// Reports depend only on their content, never on the clock or map order,
// so they can be compared byte for byte. Nothing in the package holds
// mutable state: its functions and methods may be called from any number
// of goroutines, on different values.
package report
