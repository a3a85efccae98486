package server

import (
	"net/http"
)

// Health is the body of GET /healthz.
type Health struct {
	Status  string `json:"status"`  // "ok"
	Running int    `json:"running"` // computations running
	Queued  int    `json:"queued"`  // computations waiting for a slot
}

func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	running, queued := s.slots.counts()
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, Health{Status: "ok", Running: running, Queued: queued})
}

// Limits is the body of GET /api/limits: the server's Config as numbers,
// durations in seconds.
type Limits struct {
	MaxBody      int64   `json:"max_body"`      // bytes
	MaxPlayers   int     `json:"max_players"`   // players in a matchup
	CPUBudget    float64 `json:"cpu_budget"`    // CPU seconds of one computation
	ExactBudget  float64 `json:"exact_budget"`  // CPU seconds within which "auto" enumerates exactly
	DefaultTime  float64 `json:"default_time"`  // wall seconds of Monte Carlo without a limit of its own
	Workers      int     `json:"workers"`       // goroutines of one computation
	MaxRunning   int     `json:"max_running"`   // computations at once
	MaxQueued    int     `json:"max_queued"`    // computations waiting
	QueueTimeout float64 `json:"queue_timeout"` // seconds a computation may wait
}

func (s *Server) limits(w http.ResponseWriter, r *http.Request) {
	c := &s.cfg
	writeJSON(w, http.StatusOK, Limits{MaxBody: c.MaxBody, MaxPlayers: c.MaxPlayers, CPUBudget: c.CPUBudget.Seconds(),
		ExactBudget: c.exactBudget(), DefaultTime: c.DefaultTime.Seconds(), Workers: c.Workers,
		MaxRunning: c.MaxRunning, MaxQueued: c.MaxQueued, QueueTimeout: c.QueueTimeout.Seconds()})
}
