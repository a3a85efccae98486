package server

import (
	"bytes"
	"context"
	"math"
	"net/http"
	"time"

	"github.com/pokersim/pokersim/sim"
)

// Intervals of a stream's events.
const (
	progressEvery = 200 * time.Millisecond
	partialEvery  = 500 * time.Millisecond
)

// StartEvent is the data of a stream's "start" event: how the request
// will be computed.
type StartEvent struct {
	Mode string `json:"mode"` // "exact" or "montecarlo"
	// ExactCost is the estimated CPU seconds of exact enumeration; null if
	// it is beyond enumeration.
	ExactCost *float64 `json:"exact_cost"`
	Workers   int      `json:"workers"`
	// TimeLimit is Monte Carlo's time limit in seconds; 0 for exact
	// enumeration.
	TimeLimit float64 `json:"time_limit,omitempty"`
}

// ProgressEvent is the data of a stream's "progress" event.
type ProgressEvent struct {
	Done    float64 `json:"done"`    // the fraction of the work done, in [0,1]
	Seconds float64 `json:"seconds"` // since the start
}

// stream runs c and answers with server-sent events: "start", then
// "progress" every 200ms and, for a Monte Carlo run without categories or
// results by hand, a "partial" result (the JSON of "result", of the
// trials so far) every 500ms, and last "result" or "error" (an Error with
// its HTTP status). Each data line is one JSON object.
func (s *Server) stream(ctx context.Context, w http.ResponseWriter, c *computation) {
	o := c.spec.Options
	partials := c.plan.Method() == sim.ForceMonteCarlo && !o.Categories && !o.ByHand
	if partials {
		p, err := c.plan.Checkpointed(nil, func(cp *sim.Checkpoint) { c.latest.Store(cp) })
		if err != nil {
			writeError(w, apiError(err))
			return
		}
		c.plan = p
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // for a proxy in front
	w.WriteHeader(http.StatusOK)
	ev := &events{w: w, rc: http.NewResponseController(w)}
	start := StartEvent{Mode: c.plan.Method().Mode().String(), Workers: c.workers}
	if cost := c.plan.ExactCost(); !math.IsInf(cost, 1) {
		start.ExactCost = &cost
	}
	if c.plan.Method() == sim.ForceMonteCarlo {
		start.TimeLimit = o.Time.Seconds()
	}
	ev.send("start", mustJSON(start))

	type outcome struct {
		body []byte
		err  error
	}
	began := time.Now()
	done := make(chan outcome, 1)
	go func() {
		res, err := c.plan.Run(ctx)
		var body []byte
		if err == nil {
			body, err = c.final(ctx, res)
		}
		done <- outcome{body, err}
	}()
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	var sent *sim.Checkpoint
	lastPartial := began
	for {
		select {
		case out := <-done:
			if out.err != nil {
				e := s.equityError(out.err)
				ev.send("error", mustJSON(struct {
					*Error
					Status int `json:"status"`
				}{e, e.status}))
				return
			}
			ev.send("result", out.body)
			return
		case now := <-tick.C:
			ev.send("progress", mustJSON(ProgressEvent{Done: math.Float64frombits(c.done.Load()), Seconds: now.Sub(began).Seconds()}))
			if cp := c.latest.Load(); partials && cp != nil && cp != sent && now.Sub(lastPartial) >= partialEvery {
				if res, err := c.plan.Partial(cp, now.Sub(began)); err == nil {
					ev.send("partial", c.report(res))
				}
				sent, lastPartial = cp, now
			}
		}
	}
}

// events writes server-sent events, flushing each.
type events struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

// send writes one event whose data is one line of JSON (a trailing newline
// is dropped). Errors are ignored: a client gone away cancels the run
// through the request's context.
func (e *events) send(name string, data []byte) {
	var b bytes.Buffer
	b.WriteString("event: ")
	b.WriteString(name)
	b.WriteString("\ndata: ")
	b.Write(bytes.TrimRight(data, "\n"))
	b.WriteString("\n\n")
	e.w.Write(b.Bytes())
	e.rc.Flush()
}
