package request

import (
	"context"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/sim"
)

// Report returns the report of r, a result of s's plan, as s asks for it:
// intervals at s's confidence level and, with ByClass, the first player's
// results grouped by hand class. It is the one view of an equity request
// that every front end prints: "pokersim equity" and the HTTP API write it
// with report.Write.
func (s *Spec) Report(r *sim.Result) *report.Equity {
	e := report.NewEquity(r, s.Confidence)
	if s.ByClass {
		e.GroupByClass(r)
	}
	return e
}

// Full returns the report of r, a result of s's plan, with the analyses s
// asks for (Spec.Analyze) unless the run was interrupted.
func (s *Spec) Full(ctx context.Context, r *sim.Result) (*report.Equity, error) {
	e := s.Report(r)
	if s.AnalysisCount() > 0 && !r.Interrupted {
		if err := s.Analyze(ctx, e); err != nil {
			return nil, err
		}
	}
	return e, nil
}
