package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/pokersim/pokersim/icm"
	"github.com/pokersim/pokersim/pushfold"
	"github.com/pokersim/pokersim/report"
)

// ICMRequest is the body of POST /api/icm: what "pokersim icm" takes, the
// lists as JSON numbers: {"stacks": [...], "payouts": [...], "method",
// "seed", "trials", "bubble", "call": {"hero", "villain", "equity",
// "dead"}}.
type ICMRequest = icm.Request

// PushfoldRequest is the body of POST /api/pushfold: {"stack", "ante"} in
// big blinds, as "pokersim pushfold --stack" takes them; with only
// "ante", it is the body of POST /api/pushfold/chart.
type PushfoldRequest = pushfold.Game

// maxICMPlayers bounds the field of one ICM request.
const maxICMPlayers = 10_000

// icm answers POST /api/icm with what "pokersim icm --format json" prints.
// Monte Carlo runs under the server's time budget and answers with what
// it has, marked interrupted, when the budget or the request ends first.
func (s *Server) icm(w http.ResponseWriter, r *http.Request) {
	var q icm.Request
	if e := decode(w, r, s.cfg.MaxBody, &q); e != nil {
		writeError(w, e)
		return
	}
	if n := len(q.Stacks); n > maxICMPlayers {
		writeError(w, errorf(http.StatusBadRequest, "stacks", fmt.Sprintf("at most %d players on this server, got %d", maxICMPlayers, n)))
		return
	}
	s.compute(w, r, func(ctx context.Context) (report.Report, error) {
		return icm.Run(ctx, q, s.cfg.Workers)
	})
}

// pushfold answers POST /api/pushfold with what "pokersim pushfold --stack
// --format json" prints.
func (s *Server) pushfold(w http.ResponseWriter, r *http.Request) {
	var g pushfold.Game
	if e := decode(w, r, s.cfg.MaxBody, &g); e != nil {
		writeError(w, e)
		return
	}
	s.compute(w, r, func(ctx context.Context) (report.Report, error) {
		sol, err := pushfold.Solve(ctx, g, pushfold.Options{})
		if err != nil {
			return nil, err
		}
		return sol.Report(), nil
	})
}

// pushfoldICM answers POST /api/pushfold/icm with what "pokersim pushfold
// --stacks --payouts --format json" prints: the blinds' push-or-fold game
// valued in prize equity.
func (s *Server) pushfoldICM(w http.ResponseWriter, r *http.Request) {
	var g pushfold.ICMGame
	if e := decode(w, r, s.cfg.MaxBody, &g); e != nil {
		writeError(w, e)
		return
	}
	if n := len(g.Stacks); n > icm.MaxExact {
		writeError(w, errorf(http.StatusBadRequest, "stacks", fmt.Sprintf("at most %d players, got %d", icm.MaxExact, n)))
		return
	}
	s.compute(w, r, func(ctx context.Context) (report.Report, error) {
		sol, err := pushfold.SolveICM(ctx, g, pushfold.Options{})
		if err != nil {
			return nil, err
		}
		return sol.Report(), nil
	})
}

// maxButtonDeals bounds the sample of POST /api/pushfold/button, which
// the server draws afresh for any but the default.
const maxButtonDeals = 1 << 21

// pushfoldButton answers POST /api/pushfold/button with what "pokersim
// pushfold --button --stacks --payouts --format json" prints: the
// three-handed push-or-fold game in prize equity.
func (s *Server) pushfoldButton(w http.ResponseWriter, r *http.Request) {
	var g pushfold.ThreeWayGame
	if e := decode(w, r, s.cfg.MaxBody, &g); e != nil {
		writeError(w, e)
		return
	}
	switch {
	case len(g.Stacks) > icm.MaxExact:
		writeError(w, errorf(http.StatusBadRequest, "stacks", fmt.Sprintf("at most %d players, got %d", icm.MaxExact, len(g.Stacks))))
		return
	case g.Deals > maxButtonDeals:
		writeError(w, errorf(http.StatusBadRequest, "deals", fmt.Sprintf("at most %d deals, got %d", maxButtonDeals, g.Deals)))
		return
	}
	s.compute(w, r, func(ctx context.Context) (report.Report, error) {
		sol, err := pushfold.SolveThreeWay(ctx, g, pushfold.Options{})
		if err != nil {
			return nil, err
		}
		return sol.Report(), nil
	})
}

// pushfoldChart answers POST /api/pushfold/chart with what "pokersim
// pushfold --chart --format json" prints for the ante of the body (its
// stack, if any, is not used).
func (s *Server) pushfoldChart(w http.ResponseWriter, r *http.Request) {
	var g pushfold.Game
	if e := decode(w, r, s.cfg.MaxBody, &g); e != nil {
		writeError(w, e)
		return
	}
	// The chart takes some 5 s of CPU, well within the budget, but its
	// wall time grows with the machine's load: it gets the whole budget as
	// its deadline, not the budget shared among the workers.
	s.computeWithin(w, r, s.cfg.CPUBudget, func(ctx context.Context) (report.Report, error) {
		c, err := pushfold.NewChart(ctx, g.Ante, s.cfg.Workers)
		if err != nil {
			return nil, err
		}
		return c.Report(), nil
	})
}

// compute runs f in a computation slot, within the server's CPU budget,
// and answers with its report as JSON, or its error.
func (s *Server) compute(w http.ResponseWriter, r *http.Request, f func(context.Context) (report.Report, error)) {
	s.computeWithin(w, r, s.cfg.wallLimit(s.cfg.Workers), f)
}

// computeWithin is compute with a deadline of wall.
func (s *Server) computeWithin(w http.ResponseWriter, r *http.Request, wall time.Duration, f func(context.Context) (report.Report, error)) {
	release, err := s.slots.acquire(r.Context())
	if err != nil {
		if r.Context().Err() == nil {
			writeError(w, apiError(err))
		}
		return
	}
	defer release()
	ctx, cancel := context.WithTimeout(r.Context(), wall)
	defer cancel()
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(wall + 10*time.Second))
	rep, err := f(ctx)
	if err != nil {
		writeError(w, tournamentError(r.Context(), err))
		return
	}
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, rep); err != nil {
		panic("server: " + err.Error()) // the reports always encode
	}
	writeBody(w, http.StatusOK, "application/json", b.Bytes())
}

// tournamentError classifies the errors of icm and pushfold: bad input is
// a 400 naming the field at fault; running past the budget a 503.
func tournamentError(reqCtx context.Context, err error) *Error {
	var (
		ie *icm.InputError
		ge *pushfold.GameError
	)
	switch {
	case errors.As(err, &ie):
		return errorf(http.StatusBadRequest, ie.What, err.Error())
	case errors.As(err, &ge):
		return errorf(http.StatusBadRequest, ge.Field, err.Error())
	case errors.Is(err, context.DeadlineExceeded) && reqCtx.Err() == nil:
		return errBudget
	}
	return apiError(err)
}
