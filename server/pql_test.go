package server

import (
	"encoding/json"
	"testing"
	"time"
)

// TestPQLWithoutTrials checks that a query without trials too slow for
// pql.DefaultTrials (HvHequity on the flop values some 990 boards a deal)
// answers 200 with a Monte Carlo estimate stopped at the run's share of
// the budget, and its standard error, where it used to run into the
// row's deadline and answer 503.
func TestPQLWithoutTrials(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.CPUBudget = 400 * time.Millisecond
	cfg.DefaultTime = 100 * time.Millisecond
	s := New(cfg)
	body := `{"query": "select count(HvHequity(villain, turn) > 0.5 and winsHi(hero)) as suckAndResuck from game='omahahi', hero='AA**', villain='****' where HvHequity(hero, flop) > 0.5"}`
	w := postJSON(s, "/api/pql", body)
	var r struct {
		Method      string `json:"method"`
		Trials      int64  `json:"trials"`
		TimeLimited bool   `json:"time_limited"`
		Selectors   []struct {
			StdErr float64 `json:"stderr"`
		} `json:"selectors"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &r); err != nil || w.Code != 200 {
		t.Fatalf("POST /api/pql = %d %s", w.Code, w.Body)
	}
	if r.Method != "montecarlo" || !r.TimeLimited || r.Trials == 0 || len(r.Selectors) != 1 || r.Selectors[0].StdErr <= 0 {
		t.Errorf("POST /api/pql = %s, want a Monte Carlo answer stopped at the time limit, with its standard error", w.Body)
	}
}
