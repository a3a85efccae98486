package feature

import (
	"context"
	"errors"

	"github.com/pokersim/pokersim/answer"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
)

// Range is the request of the range row: a request.RangeBoard. Without a
// board it answers what the range holds (answer.RangeSummary); with one,
// what it holds there (answer.RangeBoard).
type Range struct {
	request.RangeBoard
}

// Validate checks the number of opposing hands against lim.MaxPlayers
// (the range is a player too); the rest is read by Run, in milliseconds.
func (q *Range) Validate(lim Limits) error {
	if n := len(q.Vs); lim.MaxPlayers > 0 && n >= lim.MaxPlayers {
		return fieldError("vs", "at most %d opposing hands on this server (%d players), got %d", lim.MaxPlayers-1, lim.MaxPlayers, n)
	}
	return nil
}

// Run reads the request and answers it, naming the field at fault of a
// bad one.
func (q *Range) Run(ctx context.Context, lim Limits) (report.Report, error) {
	var (
		r   report.Report
		err error
	)
	if q.Board == "" {
		r, err = answer.RangeSummaryOf(&q.RangeBoard)
	} else {
		r, err = answer.RangeBoardOf(&q.RangeBoard)
	}
	var ie *request.InputError
	switch {
	case errors.As(err, &ie):
		return nil, at(ie.Where, err)
	case errors.Is(err, request.ErrNothingKept):
		return nil, at("keep", err)
	case err != nil:
		return nil, err
	}
	return r, nil
}
