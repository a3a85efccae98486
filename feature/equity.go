package feature

import (
	"context"
	"fmt"
	"time"

	"github.com/pokersim/pokersim/answer"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// Equity is the request of the equity row: a request.Request, the
// command line's flags by their names. Validate reads it into a Spec
// whose options fit the limits, which Plan and Run then use.
type Equity struct {
	request.Request
	spec *request.Spec
}

// Validate checks the number of players against lim.MaxPlayers and reads
// every part of the request (request.Request.Spec), then sets its options
// within lim: workers at most lim.Workers, exact enumeration within the
// smaller of the CPU budget and the command line's, and Monte Carlo
// stopping at its share of the budget (at lim.DefaultTime or the default
// standard error, whichever comes first, when the request sets no limit).
// The errors are those of Spec, which the front ends classify.
func (e *Equity) Validate(lim Limits) error {
	if n := len(e.Players); lim.MaxPlayers > 0 && n > lim.MaxPlayers {
		return fieldError("players", "at most %d players on this server, got %d", lim.MaxPlayers, n)
	}
	spec, err := e.Request.Spec()
	if err != nil {
		return err
	}
	if lim.CPUBudget > 0 {
		limitOptions(&spec.Options, lim)
	}
	e.spec = spec
	return nil
}

// limitOptions sets o within lim, as Validate says.
func limitOptions(o *sim.Options, lim Limits) {
	workers := max(1, lim.Workers)
	if o.Workers > 0 {
		workers = min(o.Workers, workers)
	}
	o.Workers = workers
	o.ExactBudget = min(sim.DefaultExactBudget, lim.CPUBudget.Seconds())
	wall := lim.CPUBudget / time.Duration(workers)
	switch {
	case o.Trials == 0 && o.StdErr == 0 && o.Time == 0:
		// The command line's default, and a time limit as well.
		o.StdErr, o.Time = sim.DefaultStdErr, min(lim.DefaultTime, wall)
	case o.Time == 0 || o.Time > wall:
		o.Time = wall
	}
}

// Spec returns the request read by Validate, nil before it.
func (e *Equity) Spec() *request.Spec { return e.spec }

// Plan makes the plan of the validated request, refusing exact
// enumeration whose estimate is beyond lim's CPU budget (a *FieldError of
// "method").
func (e *Equity) Plan(lim Limits) (*sim.Plan, error) {
	if e.spec == nil {
		panic("feature: Equity.Plan before Validate")
	}
	p, err := e.spec.Plan()
	if err != nil {
		return nil, err
	}
	if cost := p.ExactCost(); lim.CPUBudget > 0 && p.Method() == sim.ForceExact && cost > lim.CPUBudget.Seconds() {
		return nil, &FieldError{Field: "method", Err: fmt.Errorf(
			"exact enumeration would take %s of CPU time, over this server's budget of %s: use Monte Carlo (method mc)",
			report.Estimate(cost), lim.CPUBudget)}
	}
	return p, nil
}

// Run runs the validated request and returns its report with the
// analyses it asks for, as "pokersim equity" prints it.
func (e *Equity) Run(ctx context.Context, lim Limits) (report.Report, error) {
	p, err := e.Plan(lim)
	if err != nil {
		return nil, err
	}
	res, err := p.Run(ctx)
	if err != nil {
		return nil, err
	}
	return answer.Full(ctx, e.spec, res)
}
