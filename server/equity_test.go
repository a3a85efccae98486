package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"github.com/pokersim/pokersim/answer"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// withoutSeconds returns an equity JSON object with its running time
// removed, the one figure that differs between two runs.
func withoutSeconds(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%q: %v", b, err)
	}
	delete(m, "seconds")
	return m
}

func sameJSON(t *testing.T, got, want []byte) {
	t.Helper()
	g, _ := json.Marshal(withoutSeconds(t, got))
	w, _ := json.Marshal(withoutSeconds(t, want))
	if !bytes.Equal(g, w) {
		t.Errorf("got  %s\nwant %s", g, w)
	}
}

// direct computes a request as the command line does, for comparison.
func direct(t *testing.T, body string) []byte {
	t.Helper()
	var req request.Request
	if err := json.Unmarshal([]byte(body), &req); err != nil {
		t.Fatal(err)
	}
	spec, err := req.Spec()
	if err != nil {
		t.Fatal(err)
	}
	plan, err := spec.Plan()
	if err != nil {
		t.Fatal(err)
	}
	res, err := plan.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, answer.EquityOf(spec, res)); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

var equityBodies = []string{
	`{"players": ["AhKh", "QsQd"]}`,
	`{"players": ["AhKh", "QQ+,AKs"], "board": "Ts9h2c", "by_class": true}`,
	`{"players": ["AhKh", "QsQd", "7c7d"], "trials": 200000, "seed": 42, "confidence": 90}`,
	`{"players": ["QQ+, AKs", "random"], "method": "mc", "stderr": 0.002, "seed": 7, "by_hand": true}`,
	`{"players": ["7c7d", "AsKs"], "categories": true, "dead": "2d"}`,
	`{"game": "fivecard", "players": ["AhAsKd", "QhQsQd2c", "random"], "seed": 7, "trials": 100000}`,
}

// TestEquityAsCommandLine checks that the API answers with what the
// command line prints, and that a stream's result is the same.
func TestEquityAsCommandLine(t *testing.T) {
	s := New(quiet(t, nil))
	for _, body := range equityBodies {
		t.Run(body, func(t *testing.T) {
			want := direct(t, body)
			w := postJSON(s, "/api/equity", body)
			if w.Code != 200 || w.Header().Get("Content-Type") != "application/json" {
				t.Fatalf("POST /api/equity %s = %d %s", body, w.Code, w.Body)
			}
			sameJSON(t, w.Body.Bytes(), want)
			events := readEvents(t, call(s, "POST", "/api/equity", "application/json", body, "Accept", "text/event-stream").Body)
			last := events[len(events)-1]
			if events[0].name != "start" || last.name != "result" {
				t.Fatalf("events %v, want start first and result last", names(events))
			}
			sameJSON(t, last.data, want)
		})
	}
}

type event struct {
	name string
	data []byte
}

func names(events []event) []string {
	var out []string
	for _, e := range events {
		out = append(out, e.name)
	}
	return out
}

// readEvents reads a stream of server-sent events to its end, checking
// that each has a name and one line of JSON.
func readEvents(t *testing.T, r io.Reader) []event {
	t.Helper()
	var out []event
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	var cur event
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if cur.name == "" || !json.Valid(cur.data) {
				t.Fatalf("bad event %q: %s", cur.name, cur.data)
			}
			out = append(out, cur)
			cur = event{}
		case strings.HasPrefix(line, "event: "):
			cur.name = line[len("event: "):]
		case strings.HasPrefix(line, "data: "):
			cur.data = []byte(line[len("data: "):])
		default:
			t.Fatalf("unexpected line %q", line)
		}
	}
	if len(out) == 0 {
		t.Fatal("no events")
	}
	return out
}

// TestStreamPartials checks a long Monte Carlo stream over a real
// connection: a start event, progress events and partial results whose
// trials grow, read as they come. It waits for the events, not for a
// time, so a loaded machine only makes it slower; then it leaves, and a
// short run checks the stream's last event, the time-limited result.
func TestStreamPartials(t *testing.T) {
	if testing.Short() {
		t.Skip("a run of a few seconds")
	}
	cfg := quiet(t, nil)
	cfg.CPUBudget = time.Hour
	s := New(cfg)
	ts := httptest.NewServer(s)
	defer ts.Close()
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "POST", ts.URL+"/api/equity",
		strings.NewReader(`{"players": ["QQ+,AKs", "random", "random"], "time": "10m", "seed": 3}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("stream = %d %s", resp.StatusCode, resp.Header)
	}
	var progress, partials int
	var lastSamples int64
	var lastSeconds float64
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	var cur event
	for progress < 3 || partials < 2 {
		if !sc.Scan() {
			t.Fatalf("stream ended after %d progress and %d partial events: %v", progress, partials, sc.Err())
		}
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			cur.name = line[len("event: "):]
			continue
		case strings.HasPrefix(line, "data: "):
			cur.data = []byte(line[len("data: "):])
			continue
		case line != "":
			t.Fatalf("unexpected line %q", line)
		}
		switch cur.name {
		case "start":
			var start StartEvent
			json.Unmarshal(cur.data, &start)
			if start.Mode != "montecarlo" || start.TimeLimit != 600 || start.Workers != 2 {
				t.Errorf("start = %+v, want Monte Carlo for 10m on 2 workers", start)
			}
		case "progress":
			var p ProgressEvent
			json.Unmarshal(cur.data, &p)
			if p.Done < 0 || p.Done > 1 || p.Seconds < lastSeconds {
				t.Errorf("progress %+v out of [0,1] or before %gs", p, lastSeconds)
			}
			lastSeconds = p.Seconds
			progress++
		case "partial":
			var r answer.Equity
			json.Unmarshal(cur.data, &r)
			if r.Samples <= lastSamples || r.Mode != "montecarlo" || len(r.Players) != 3 {
				t.Errorf("partial of %d trials after %d: %s", r.Samples, lastSamples, cur.data)
			}
			lastSamples = r.Samples
			partials++
		default:
			t.Fatalf("unexpected event %q: %s", cur.name, cur.data)
		}
		cur = event{}
	}
	cancel()

	w := call(s, "POST", "/api/equity", "application/json",
		`{"players": ["QQ+,AKs", "random", "random"], "time": "100ms", "seed": 3}`, "Accept", "text/event-stream")
	events := readEvents(t, w.Body)
	last := events[len(events)-1]
	var final answer.Equity
	json.Unmarshal(last.data, &final)
	if last.name != "result" || final.Samples <= 0 || !final.TimeLimited {
		t.Errorf("last event %q: %d trials, time limited %v; want a time-limited result", last.name, final.Samples, final.TimeLimited)
	}
}

// hangGuard bounds how long a test waits for what should take a fraction
// of a second; it only stops a test that hangs, and is long enough that a
// loaded machine never reaches it.
const hangGuard = time.Minute

// TestLimits checks that the server's budget bounds what a request may
// ask for: each request would run for hours without it, and stops after
// the budget over its workers instead. The run's own clock says it ran at
// least that long and stopped on time; how much longer it took depends on
// the machine's load, so only hangGuard bounds it. TestPrepare checks
// that the limit is exactly the budget over the workers.
func TestLimits(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.CPUBudget = 400 * time.Millisecond
	cfg.DefaultTime = 100 * time.Millisecond
	s := New(cfg)
	// The process's first computation builds the evaluator's tables, which
	// on a loaded machine can outlast the server's own deadline for a run
	// (equity.go: twice its limit and a second), ending it before the
	// limit this test checks.
	if w := postJSON(s, "/api/equity", `{"players": ["AhKh", "QsQd"], "trials": 1000}`); w.Code != 200 {
		t.Fatalf("a first computation = %d %s", w.Code, w.Body)
	}
	tests := []struct {
		name, body string
		maxTime    time.Duration // the run's limit: the budget over its workers
	}{
		{"trials beyond the budget", `{"players": ["AhKh", "QsQd"], "trials": 1000000000000}`, 200 * time.Millisecond},
		{"a long time", `{"players": ["AhKh", "QsQd"], "time": "1h"}`, 200 * time.Millisecond},
		{"one worker, twice the time", `{"players": ["AhKh", "QsQd"], "time": "1h", "workers": 1}`, 400 * time.Millisecond},
		{"a standard error beyond the budget", `{"players": ["AhKh", "QsQd"], "method": "mc", "stderr": 0.0000001}`, 200 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			started := time.Now()
			w := postJSON(s, "/api/equity", tt.body)
			took := time.Since(started)
			var r answer.Equity
			if err := json.Unmarshal(w.Body.Bytes(), &r); err != nil || w.Code != 200 {
				t.Fatalf("= %d %s", w.Code, w.Body)
			}
			if !r.TimeLimited || r.Seconds < tt.maxTime.Seconds() || took > tt.maxTime+hangGuard {
				t.Errorf("ran %vs by its clock, %v in all (time limited %v), want time limited after %v",
					r.Seconds, took, r.TimeLimited, tt.maxTime)
			}
		})
	}
	t.Run("no limit", func(t *testing.T) {
		// Without a limit of its own, Monte Carlo stops at the command
		// line's standard error, or at DefaultTime.
		w := postJSON(s, "/api/equity", `{"players": ["AhKh", "QsQd"], "method": "mc", "seed": 1}`)
		var r answer.Equity
		json.Unmarshal(w.Body.Bytes(), &r)
		if w.Code != 200 || r.Seconds > (cfg.DefaultTime+hangGuard).Seconds() {
			t.Errorf("= %d after %vs, want a run within the default time", w.Code, r.Seconds)
		}
		if r.TimeLimited && r.Seconds < cfg.DefaultTime.Seconds() {
			t.Errorf("time limited after %vs, want %v", r.Seconds, cfg.DefaultTime)
		}
		if !r.TimeLimited && *r.Players[0].StdErr >= sim.DefaultStdErr {
			t.Errorf("stopped at standard error %v, want below %v", *r.Players[0].StdErr, sim.DefaultStdErr)
		}
	})
}

// TestBusy checks the queue of computations: 429 when it is full, 503
// when a slot does not come free in time. It runs in a synctest bubble,
// whose clock moves only when every goroutine of the test is blocked, so
// the queue timeout expires exactly when the test sleeps past it and never
// while a loaded machine is slow to schedule the test: a slot is held by
// the test itself rather than by a computation, which would never block.
func TestBusy(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		cfg := quiet(t, nil)
		cfg.MaxRunning, cfg.MaxQueued, cfg.QueueTimeout = 1, 1, 100*time.Millisecond
		s := New(cfg)
		hold, err := s.slots.acquire(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		// The second waits in line, and gives up after the queue timeout; a
		// third, meanwhile, finds the line full.
		long := `{"players": ["AhKh", "QsQd"], "time": "1s"}`
		second := make(chan *httptest.ResponseRecorder, 1)
		go func() { second <- postJSON(s, "/api/equity", long) }()
		synctest.Wait()
		if r, q := s.slots.counts(); r != 1 || q != 1 {
			t.Fatalf("with a slot held and a request waiting: %d running, %d queued; want 1 and 1", r, q)
		}
		third := postJSON(s, "/api/equity", long)
		if third.Code != http.StatusTooManyRequests || third.Header().Get("Retry-After") == "" {
			t.Errorf("with the line full: %d %s, want 429 with Retry-After", third.Code, third.Body)
		}
		if w := postJSON(s, "/api/range", `{"range": "QQ+", "board": "Ks7h2c"}`); w.Code != http.StatusTooManyRequests {
			t.Errorf("POST /api/range with the line full: %d %s, want 429", w.Code, w.Body)
		}
		// Just short of the timeout the second still waits; at it, it gets
		// 503, while the slot is still held.
		time.Sleep(cfg.QueueTimeout - time.Nanosecond)
		synctest.Wait()
		select {
		case w := <-second:
			t.Fatalf("before the queue timeout: %d %s, want the request still waiting", w.Code, w.Body)
		default:
		}
		time.Sleep(time.Nanosecond)
		synctest.Wait()
		var w *httptest.ResponseRecorder
		select {
		case w = <-second:
		default:
			t.Errorf("at the queue timeout, the request still waits; want 503")
			w = <-second
		}
		if w.Code != http.StatusServiceUnavailable || decodeAs[Error](t, w).Message != errTimeout.Message {
			t.Errorf("after waiting in line: %d %s, want 503", w.Code, w.Body)
		}
		hold()
		if r, q := s.slots.counts(); r != 0 || q != 0 {
			t.Errorf("after the runs: %d running, %d queued; want none", r, q)
		}
		// The cheap endpoints are never queued.
		if w := call(s, "GET", "/api/range?range=AA", "", ""); w.Code != 200 {
			t.Errorf("GET /api/range = %d", w.Code)
		}
	})
}

// waitFor waits until s has running computations running and queued
// waiting.
func waitFor(t *testing.T, s *Server, running, queued int) {
	t.Helper()
	deadline := time.Now().Add(hangGuard)
	for time.Now().Before(deadline) {
		if r, q := s.slots.counts(); r == running && q == queued {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	r, q := s.slots.counts()
	t.Fatalf("%d running and %d queued, want %d and %d", r, q, running, queued)
}

// TestDisconnectCancels checks, over a real connection, that a client
// going away stops its computation, streamed or not.
func TestDisconnectCancels(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.CPUBudget = time.Hour
	s := New(cfg)
	ts := httptest.NewServer(s)
	defer ts.Close()
	for _, accept := range []string{"application/json", "text/event-stream"} {
		t.Run(accept, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			req, _ := http.NewRequestWithContext(ctx, "POST", ts.URL+"/api/equity",
				strings.NewReader(`{"players": ["QQ+,AKs", "random", "random"], "time": "10m"}`))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", accept)
			done := make(chan error, 1)
			go func() {
				resp, err := ts.Client().Do(req)
				if err == nil {
					_, err = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				}
				done <- err
			}()
			waitFor(t, s, 1, 0)
			cancel()
			if err := <-done; !errors.Is(err, context.Canceled) {
				t.Errorf("client error %v, want context.Canceled", err)
			}
			start := time.Now()
			waitFor(t, s, 0, 0)
			t.Logf("stopped %v after the client left", time.Since(start))
		})
	}
}

// TestShutdownCancels checks that cancelling the context of HTTPServer
// stops the computations in flight, which answer with what they have.
func TestShutdownCancels(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.CPUBudget = time.Hour
	s := New(cfg)
	ctx, cancel := context.WithCancel(context.Background())
	srv := s.HTTPServer(ctx, "")
	ts := httptest.NewUnstartedServer(s)
	ts.Config = srv
	ts.Start()
	defer ts.Close()
	got := make(chan *http.Response, 1)
	go func() {
		resp, err := ts.Client().Post(ts.URL+"/api/equity", "application/json",
			strings.NewReader(`{"players": ["AhKh", "QsQd"], "time": "10m", "seed": 1}`))
		if err != nil {
			t.Error(err)
		}
		got <- resp
	}()
	waitFor(t, s, 1, 0)
	cancel()
	select {
	case resp := <-got:
		if resp == nil {
			return
		}
		defer resp.Body.Close()
		var r answer.Equity
		if err := json.NewDecoder(resp.Body).Decode(&r); err != nil || resp.StatusCode != 200 || !r.Interrupted || r.Samples == 0 {
			t.Errorf("after shutdown: %d %+v %v, want a partial result marked interrupted", resp.StatusCode, r, err)
		}
	case <-time.After(hangGuard):
		t.Fatal("the computation went on after the server's context was cancelled")
	}
}

// TestPrepare checks the options a request runs with under the server's
// limits.
func TestPrepare(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.CPUBudget, cfg.DefaultTime, cfg.Workers = 4*time.Second, time.Second, 4
	s := New(cfg)
	tests := []struct {
		body    string
		workers int
		time    time.Duration
		stdErr  float64
		trials  int64
	}{
		{`{"players": ["AhKh", "QsQd"]}`, 4, time.Second, sim.DefaultStdErr, 0},
		{`{"players": ["AhKh", "QsQd"], "workers": 1}`, 1, time.Second, sim.DefaultStdErr, 0},
		{`{"players": ["AhKh", "QsQd"], "workers": 64}`, 4, time.Second, sim.DefaultStdErr, 0},
		{`{"players": ["AhKh", "QsQd"], "trials": 5000}`, 4, time.Second, 0, 5000},
		{`{"players": ["AhKh", "QsQd"], "stderr": 0.001, "workers": 2}`, 2, 2 * time.Second, 0.001, 0},
		{`{"players": ["AhKh", "QsQd"], "time": "500ms"}`, 4, 500 * time.Millisecond, 0, 0},
		{`{"players": ["AhKh", "QsQd"], "time": "1m", "workers": 1}`, 1, 4 * time.Second, 0, 0},
	}
	for _, tt := range tests {
		var req request.Request
		if err := json.Unmarshal([]byte(tt.body), &req); err != nil {
			t.Fatal(err)
		}
		c, err := s.prepare(&req)
		if err != nil {
			t.Fatalf("prepare(%s): %v", tt.body, err)
		}
		o := c.spec.Options
		if c.workers != tt.workers || o.Workers != tt.workers || o.Time != tt.time || o.StdErr != tt.stdErr ||
			o.Trials != tt.trials || o.ExactBudget != sim.DefaultExactBudget || o.Progress == nil {
			t.Errorf("prepare(%s) = %d workers, %+v; want %d workers, time %v, stderr %v, trials %d",
				tt.body, c.workers, o, tt.workers, tt.time, tt.stdErr, tt.trials)
		}
	}
	small := quiet(t, nil)
	small.CPUBudget = time.Second
	c, err := New(small).prepare(&request.Request{Players: []string{"AhKh", "QsQd"}})
	if err != nil || c.spec.Options.ExactBudget != 1 {
		t.Errorf("with a budget of 1s, the exact budget is %v (%v), want 1", c.spec.Options.ExactBudget, err)
	}
}
