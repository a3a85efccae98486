package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/pokersim/pokersim/flops"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/report"
)

// flopsRequest is the body of POST /api/flops: the flags of pokersim
// flops, by the same names.
type flopsRequest struct {
	Game        string    `json:"game"` // "" for holdem
	Ranges      []string  `json:"ranges"`
	BoardFilter string    `json:"board_filter"`
	Hero        string    `json:"hero"`
	Buckets     []float64 `json:"buckets"`
}

// flopsPlan checks a request as pokersim flops checks its arguments and
// prepares it, refusing work estimated beyond the CPU budget.
func (s *Server) flopsPlan(req *flopsRequest) (*flops.Plan, *Error) {
	g := game.Holdem
	if req.Game != "" {
		var err error
		if g, err = game.Parse(req.Game); err != nil {
			return nil, errorf(http.StatusBadRequest, "game", err.Error())
		}
	}
	if len(req.Ranges) != 2 {
		return nil, errorf(http.StatusBadRequest, "ranges", fmt.Sprintf("want two ranges, got %d", len(req.Ranges)))
	}
	spec := flops.Spec{Game: g, Ranges: [2]string{req.Ranges[0], req.Ranges[1]}, Filter: req.BoardFilter, Hero: req.Hero, Buckets: req.Buckets}
	p, err := spec.Prepare()
	if err != nil {
		return nil, flopsError(err)
	}
	if cost := p.Seconds(); cost > s.cfg.CPUBudget.Seconds() {
		return nil, errorf(http.StatusBadRequest, "board_filter", fmt.Sprintf(
			"valuing these %d flops would take %s of CPU time, over this server's budget of %s: keep fewer with board_filter, or run pokersim flops",
			len(p.Classes), report.Estimate(cost), s.cfg.CPUBudget))
	}
	return p, nil
}

// flopsError classifies an error of flops.Spec.Prepare: a 400 naming the
// field at fault.
func flopsError(err error) *Error {
	where := "ranges"
	switch {
	case errors.Is(err, flops.ErrGame):
		where = "game"
	case errors.Is(err, flops.ErrTexture), errors.Is(err, flops.ErrFilter):
		where = "board_filter"
	case errors.Is(err, flops.ErrHero):
		where = "hero"
	case errors.Is(err, flops.ErrBuckets):
		where = "buckets"
	}
	return errorf(http.StatusBadRequest, where, err.Error())
}

// flops answers POST /api/flops: two ranges on every flop kept, with
// exactly the JSON "pokersim flops --format json" prints. A computation
// estimated beyond Config.CPUBudget is refused (400) before it starts;
// one that runs past twice its share of the budget, or waits too long for
// a slot, gets 503.
func (s *Server) flops(w http.ResponseWriter, r *http.Request) {
	var req flopsRequest
	if e := decode(w, r, s.cfg.MaxBody, &req); e != nil {
		writeError(w, e)
		return
	}
	p, e := s.flopsPlan(&req)
	if e != nil {
		writeError(w, e)
		return
	}
	release, err := s.slots.acquire(r.Context())
	if err != nil {
		if r.Context().Err() == nil {
			writeError(w, apiError(err))
		}
		return
	}
	defer release()
	limit := 2*s.cfg.wallLimit(s.cfg.Workers) + time.Second
	ctx, cancel := context.WithTimeout(r.Context(), limit)
	defer cancel()
	// The computation's deadline, not the server's WriteTimeout, bounds
	// the answer: past WriteTimeout the connection would be cut without
	// one.
	http.NewResponseController(w).SetWriteDeadline(time.Now().Add(limit + 10*time.Second))
	out, err := p.Run(ctx, flops.Options{Workers: s.cfg.Workers})
	var body bytes.Buffer
	if err == nil {
		err = out.Report.WriteJSON(&body)
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		writeError(w, errBudget)
	case r.Context().Err() != nil:
	case err != nil:
		s.cfg.Log.Error("flops computation failed", "error", err)
		writeError(w, apiError(err))
	default:
		writeBody(w, http.StatusOK, "application/json", body.Bytes())
	}
}
