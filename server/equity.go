package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"math"
	"mime"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// computation is one equity request on its way through the server: its
// checked request, the plan it runs and the limits it runs under.
type computation struct {
	spec    *request.Spec
	plan    *sim.Plan
	workers int
	// deadline is the longest the run may take: past it, it is stopped
	// (exact enumeration whose estimate was wrong; Monte Carlo stops at
	// its time limit first).
	deadline time.Duration
	done     atomic.Uint64 // the fraction done, as float64 bits
	latest   atomic.Pointer[sim.Checkpoint]
}

// equity answers POST /api/equity: as one JSON object, exactly what
// "pokersim equity --format json" prints, or as a stream of events (see
// stream).
func (s *Server) equity(w http.ResponseWriter, r *http.Request) {
	var req request.Request
	if e := decode(w, r, s.cfg.MaxBody, &req); e != nil {
		writeError(w, e)
		return
	}
	c, err := s.prepare(&req)
	if err != nil {
		writeError(w, apiError(err))
		return
	}
	release, ok := s.acquire(w, r)
	if !ok {
		return
	}
	defer release()
	if err := s.plan(c); err != nil {
		writeError(w, apiError(err))
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), c.deadline)
	defer cancel()
	// The response may be written after the run: its deadline is the run's
	// rather than the server's WriteTimeout.
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(c.deadline + 10*time.Second))
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
		writeError(w, s.runError(err))
		return
	}
	writeBody(w, http.StatusOK, "application/json", body)
}

// prepare checks req and sets its options within the server's limits: the
// number of players and workers, the exact-enumeration budget, and the
// time limit of Monte Carlo.
func (s *Server) prepare(req *request.Request) (*computation, error) {
	if n := len(req.Players); n > s.cfg.MaxPlayers {
		return nil, errorf(http.StatusBadRequest, "players", fmt.Sprintf("at most %d players on this server, got %d", s.cfg.MaxPlayers, n))
	}
	spec, err := req.Spec()
	if err != nil {
		return nil, err
	}
	c := &computation{spec: spec, workers: s.cfg.Workers}
	o := &spec.Options
	if o.Workers > 0 {
		c.workers = min(o.Workers, c.workers)
	}
	o.Workers = c.workers
	o.ExactBudget = s.cfg.exactBudget()
	wall := s.cfg.wallLimit(c.workers)
	switch {
	case o.Trials == 0 && o.StdErr == 0 && o.Time == 0:
		// The command line's default, and a time limit as well.
		o.StdErr, o.Time = sim.DefaultStdErr, min(s.cfg.DefaultTime, wall)
	case o.Time == 0 || o.Time > wall:
		o.Time = wall
	}
	// Exact enumeration within its budget takes about wall; allow for an
	// estimate out by half, and a second for the rest.
	c.deadline = 2*wall + time.Second
	o.Progress = func(done float64) { c.done.Store(math.Float64bits(done)) }
	return c, nil
}

// plan validates c's matchup and makes its plan, refusing exact
// enumeration beyond the CPU budget.
func (s *Server) plan(c *computation) error {
	p, err := c.spec.Plan()
	if err != nil {
		return err
	}
	if cost := p.ExactCost(); p.Method() == sim.ForceExact && cost > s.cfg.CPUBudget.Seconds() {
		return errorf(http.StatusBadRequest, "method", fmt.Sprintf(
			"exact enumeration would take %s of CPU time, over this server's budget of %s: use Monte Carlo (method mc)",
			report.Estimate(cost), s.cfg.CPUBudget))
	}
	c.plan = p
	return nil
}

// runError classifies the error of a run: a run stopped by its deadline,
// or by the server stopping, gets 503.
func (s *Server) runError(err error) *Error {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return errBudget
	case errors.Is(err, context.Canceled):
		return errStopping
	}
	e := apiError(err)
	if e.status == http.StatusInternalServerError {
		s.cfg.Log.Error("equity computation failed", "error", err)
	}
	return e
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
