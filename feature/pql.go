package feature

import (
	"context"
	"errors"

	"github.com/pokersim/pokersim/pql"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/sim"
)

// MaxQuery bounds the bytes of one PQL request's query (a file of
// statements on the command line), so that parsing it cannot hold a
// server.
const MaxQuery = 64 << 10

// PQL is the request of the pql row: a pql.Request, the command line's
// flags by their names.
type PQL struct {
	pql.Request
}

// Validate checks every field but the query's meaning (pql.Request.Validate,
// which Run's compilation completes) and bounds the query's length.
func (q *PQL) Validate(Limits) error {
	if n := len(q.Query); n > MaxQuery {
		return fieldError("query", "at most %d bytes, got %d", MaxQuery, n)
	}
	return pqlError(q.Request.Validate())
}

// Run runs every statement of the query with lim.Workers goroutines.
// Under a CPU budget (a server), exact enumeration is chosen only within
// the smaller of the request's exact budget (sim.DefaultExactBudget, the
// command line's, if it gives none) and lim's: beyond it, auto samples by
// Monte Carlo. Monte Carlo without trials of its own stops at
// pql.DefaultTrials or at its share of the budget (the budget over the
// workers, at most lim.DefaultTime), whichever comes first, as equity's
// does: a query too slow for its default trials, such as HvHequity on
// the flop, answers with the deals it dealt and their standard errors
// rather than running into the row's deadline.
func (q *PQL) Run(ctx context.Context, lim Limits) (report.Report, error) {
	r := q.Request
	if lim.CPUBudget > 0 {
		if r.ExactBudget == 0 {
			r.ExactBudget = sim.DefaultExactBudget
		}
		r.ExactBudget = min(r.ExactBudget, lim.CPUBudget.Seconds())
		r.MaxTime = lim.Shared()
		if lim.DefaultTime > 0 {
			r.MaxTime = min(r.MaxTime, lim.DefaultTime)
		}
	}
	a, err := pql.Run(ctx, r, lim.Workers)
	if err != nil {
		return nil, pqlError(err)
	}
	return a, Finite(a, "query")
}

// pqlError names the field at fault of an error of package pql: its own
// *pql.FieldError's, or the query for an error in it (*pql.Error, whose
// message carries the line, the column and the caret).
func pqlError(err error) error {
	var fe *pql.FieldError
	var qe *pql.Error
	switch {
	case errors.As(err, &fe):
		return &FieldError{Field: fe.Field, Err: err}
	case errors.As(err, &qe):
		return at("query", err)
	}
	return err
}
