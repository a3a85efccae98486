// Package report is the vocabulary at the bottom of pokersim's reports,
// as package image is to image/png: one vocabulary of formats (Format,
// ParseFormat, FormatFromPath), one dispatch (Write) to the writers a
// report has (Report), the helpers every view writes numbers and text
// with (Percent, Frac, Group, Plural, Printable, InlineSVG), and charts
// as plain data: bars with whiskers (Bars), step and line curves
// (Curves), a heatmap (Heatmap) and a stack of them (Stack). It knows no
// feature and no card: each view lives beside its computation (answer's
// Equity and Batch, flops.Report, matrix.Report, hands.Writer,
// score.Writer) and builds its charts from figures it has computed.
//
// The package draws no chart itself: the formats that hold charts ask a
// Charts (WriteWith) to draw the chart data, which package report/chart
// does with gonum's plot package, so that a program that builds reports
// (the request grammar, the jobs, a library user) does not link the
// plotting code. Only the front ends import report/chart; only a new kind
// of chart touches it.
//
// Reports depend only on their content, never on the clock or map order,
// so they can be compared byte for byte. Nothing in the package holds
// mutable state: its functions and methods may be called from any number
// of goroutines, on different values.
package report
