package server

import (
	"bytes"
	"context"
	"errors"
	"math"
	"mime"
	"net/http"
	"strings"
	"sync/atomic"

	"github.com/pokersim/pokersim/answer"
	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// computation is one equity request on its way through the server: its
// checked request, the plan it runs and the limits it runs under.
type computation struct {
	req     *feature.Equity
	spec    *request.Spec
	plan    *sim.Plan
	workers int
	done    atomic.Uint64 // the fraction done, as float64 bits
	latest  atomic.Pointer[sim.Checkpoint]
}

// respondEquity answers POST /api/equity, validated and in its slot: as
// one JSON object, exactly what "pokersim equity --format json" prints,
// or as a stream of events (see stream). A Monte Carlo run that the
// server stopping cuts short answers with what it has, marked
// interrupted.
func (s *Server) respondEquity(ctx context.Context, w http.ResponseWriter, r *http.Request, q feature.Request) {
	c := s.computation(q.(*feature.Equity))
	p, err := c.req.Plan(s.featureLimits())
	if err != nil {
		writeError(w, s.classify("equity", err))
		return
	}
	c.plan = p
	if wantsStream(r) {
		s.stream(ctx, w, c)
		return
	}
	res, err := c.plan.Run(ctx)
	var body []byte
	if err == nil {
		body, err = c.final(ctx, res)
	}
	if err != nil {
		writeError(w, s.equityError(err))
		return
	}
	writeBody(w, http.StatusOK, "application/json", body)
}

// computation returns the computation of q, validated.
func (s *Server) computation(q *feature.Equity) *computation {
	c := &computation{req: q, spec: q.Spec(), workers: q.Spec().Options.Workers}
	c.spec.Options.Progress = func(done float64) { c.done.Store(math.Float64bits(done)) }
	return c
}

// prepare checks req and sets its options within the server's limits: the
// number of players and workers, the exact-enumeration budget, and the
// time limit of Monte Carlo (feature.Equity.Validate).
func (s *Server) prepare(req *request.Request) (*computation, error) {
	q := &feature.Equity{Request: *req}
	if err := q.Validate(s.featureLimits()); err != nil {
		return nil, err
	}
	return s.computation(q), nil
}

// equityError classifies the error of a run: a run stopped by its
// deadline, or by the server stopping, gets 503.
func (s *Server) equityError(err error) *Error {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return errBudget
	case errors.Is(err, context.Canceled):
		return errStopping
	}
	return s.classify("equity", err)
}

// final returns the JSON of res, the run's result, as the command line
// prints it: with the analyses the request asks for, run under ctx.
func (c *computation) final(ctx context.Context, res *sim.Result) ([]byte, error) {
	e, err := answer.Full(ctx, c.spec, res)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, e); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// report returns the JSON of res as the command line prints it, without
// analyses: for partial results.
func (c *computation) report(res *sim.Result) []byte {
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, answer.EquityOf(c.spec, res)); err != nil {
		panic("server: " + err.Error()) // writing to a buffer does not fail
	}
	return b.Bytes()
}

// wantsStream reports whether the client asks for server-sent events.
func wantsStream(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept"), ",") {
		if mt, _, _ := mime.ParseMediaType(strings.TrimSpace(part)); mt == "text/event-stream" {
			return true
		}
	}
	return false
}
