package server

import (
	"context"
	"encoding/json"
	"github.com/pokersim/pokersim/flops"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestFlopsWriteDeadline checks that a flops computation that outlasts
// the server's WriteTimeout still gets its answer: its deadline is the
// computation's, as the other computations' are, not the WriteTimeout
// after which the connection would be cut without one.
func TestFlopsWriteDeadline(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.WriteTimeout = time.Millisecond
	s := New(cfg)
	ts := httptest.NewUnstartedServer(s)
	ts.Config = s.HTTPServer(context.Background(), "")
	ts.Start()
	defer ts.Close()
	resp, err := ts.Client().Post(ts.URL+"/api/flops", "application/json",
		strings.NewReader(`{"ranges": ["AA,KK", "QQ,AKs"], "board_filter": "monotone"}`))
	if err != nil {
		t.Fatalf("POST /api/flops with a WriteTimeout of 1ms: %v", err)
	}
	defer resp.Body.Close()
	var f flops.Report
	if err := json.NewDecoder(resp.Body).Decode(&f); err != nil || resp.StatusCode != 200 || f.FlopsTotal != 286 {
		t.Errorf("POST /api/flops with a WriteTimeout of 1ms = %d, %d flops, %v; want 200 and the 286 monotone flop classes", resp.StatusCode, f.FlopsTotal, err)
	}
}
