// Package report turns simulation results into statistics (standard
// errors and confidence intervals, computed with gonum) and writes them:
// a single matchup's result (Equity) as text, JSON or CSV, and a batch of
// matchups (Batch) as text, Markdown, CSV, JSON or a self-contained HTML
// page with charts drawn by gonum's plot package. Reports depend only on
// their content, never on the clock, so they can be compared byte for
// byte; WriteFileAtomic writes them to files that are never seen half
// written.
//
// Nothing in the package holds mutable state: its functions and methods
// may be called from any number of goroutines, on different values.
package report
