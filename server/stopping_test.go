package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestStoppingAnswersEveryone checks that when the server stops, no
// request is left with an empty 200: those waiting for a slot get 503
// "the server is stopping", streamed or not; a running exact stream gets
// an error event with that status; a running Monte Carlo run answers with
// what it has.
func TestStoppingAnswersEveryone(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.CPUBudget, cfg.Workers, cfg.MaxRunning, cfg.MaxQueued = 1000*time.Hour, 1, 2, 2
	cfg.QueueTimeout = 1000 * time.Hour // those queued leave when the server stops, however slow the machine
	s := New(cfg)
	ctx, cancel := context.WithCancel(context.Background())
	ts := httptest.NewUnstartedServer(s)
	ts.Config = s.HTTPServer(ctx, "")
	ts.Start()
	defer ts.Close()
	defer cancel() // before Close, which waits for the requests
	type answer struct {
		status int
		ctype  string
		body   string
	}
	post := func(body, accept string) <-chan answer {
		got := make(chan answer, 1)
		go func() {
			req, _ := http.NewRequest("POST", ts.URL+"/api/equity", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", accept)
			resp, err := ts.Client().Do(req)
			if err != nil {
				got <- answer{body: err.Error()}
				return
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			got <- answer{resp.StatusCode, resp.Header.Get("Content-Type"), string(b)}
		}()
		return got
	}
	const (
		mc    = `{"players": ["AhKh", "QsQd"], "time": "10m", "seed": 1}`
		exact = `{"players": ["AhKh", "random", "random"], "method": "exact"}`
	)
	runningStream := post(exact, "text/event-stream")
	runningJSON := post(mc, "application/json")
	waitFor(t, s, 2, 0)
	queuedJSON := post(mc, "application/json")
	waitFor(t, s, 2, 1)
	queuedStream := post(mc, "text/event-stream")
	waitFor(t, s, 2, 2)
	cancel()
	wait := func(c <-chan answer) answer {
		select {
		case a := <-c:
			return a
		case <-time.After(hangGuard):
			t.Fatalf("no answer %v after the server began stopping", hangGuard)
		}
		return answer{}
	}
	for name, c := range map[string]<-chan answer{"queued": queuedJSON, "queued stream": queuedStream} {
		a := wait(c)
		var e Error
		if a.status != http.StatusServiceUnavailable || json.Unmarshal([]byte(a.body), &e) != nil || e.Message != errStopping.Message {
			t.Errorf("%s request: %d %q, want 503 %q", name, a.status, a.body, errStopping.Message)
		}
	}
	if a := wait(runningJSON); a.status != http.StatusOK || !strings.Contains(a.body, `"interrupted":true`) {
		t.Errorf("running request: %d %q, want 200 with a result marked interrupted", a.status, a.body)
	}
	a := wait(runningStream)
	events := readEvents(t, strings.NewReader(a.body))
	last := events[len(events)-1]
	var e struct {
		Message string `json:"error"`
		Status  int    `json:"status"`
	}
	if a.status != http.StatusOK || last.name != "error" || json.Unmarshal(last.data, &e) != nil ||
		e.Status != http.StatusServiceUnavailable || e.Message != errStopping.Message {
		t.Errorf("running stream ended with %s %s, want an error event with status 503 and %q", last.name, last.data, errStopping.Message)
	}
}

// TestClientGoneGetsNoAnswer checks that a request whose client went away
// while it waited for a slot is not answered, and that a handler served
// without HTTPServer never reads as stopping.
func TestClientGoneGetsNoAnswer(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.MaxRunning, cfg.MaxQueued, cfg.QueueTimeout = 1, 1, 1000*time.Hour // the client leaves first, however slow the machine
	s := New(cfg)
	hold, _ := s.slots.acquire(context.Background())
	defer hold()
	ctx, cancel := context.WithCancel(context.Background())
	r := httptest.NewRequestWithContext(ctx, "POST", "/api/equity", strings.NewReader(`{"players": ["AhKh", "QsQd"]}`))
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	go func() { waitFor(t, s, 1, 1); cancel() }()
	s.ServeHTTP(w, r)
	if w.Body.Len() != 0 || w.Header().Get("Content-Type") != "" {
		t.Errorf("a client gone away got %d %q, want nothing written", w.Code, w.Body)
	}
}
