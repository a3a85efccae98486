package server

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/report"
)

// The tests of this file check the defects that issue 29 found in the
// endpoints that skipped the shared request path, through HTTP alone.

// TestHandsCrossOrigin checks that /api/hands, an upload, refuses a post
// of another site's page (403) and a content type it does not take (415),
// as every other endpoint does.
func TestHandsCrossOrigin(t *testing.T) {
	data, err := os.ReadFile("../history/testdata/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	s := New(quiet(t, nil))
	var form strings.Builder
	mw := multipart.NewWriter(&form)
	fw, _ := mw.CreateFormFile("file", "rules.txt")
	fw.Write(data)
	mw.Close()
	tests := []struct {
		name, ctype, body string
		header            []string
		want              int
	}{
		{"evil origin, raw", "text/plain", string(data), []string{"Origin", "https://evil.example"}, http.StatusForbidden},
		{"evil origin, form", mw.FormDataContentType(), form.String(), []string{"Origin", "https://evil.example"}, http.StatusForbidden},
		{"null origin", "text/plain", string(data), []string{"Origin", "null"}, http.StatusForbidden},
		{"null origin, cross-site", "text/plain", string(data), []string{"Origin", "null", "Sec-Fetch-Site", "cross-site"}, http.StatusForbidden},
		{"null origin, the own page's form (no-referrer)", mw.FormDataContentType(), form.String(), []string{"Origin", "null", "Sec-Fetch-Site", "same-origin"}, http.StatusOK},
		{"cross-site fetch", "text/plain", string(data), []string{"Sec-Fetch-Site", "cross-site"}, http.StatusForbidden},
		{"JSON", "application/json", string(data), nil, http.StatusUnsupportedMediaType},
		{"no content type", "", string(data), nil, http.StatusUnsupportedMediaType},
		{"own origin", "text/plain", string(data), []string{"Origin", "http://example.com"}, http.StatusOK},
		{"curl --data-binary", "application/x-www-form-urlencoded", string(data), nil, http.StatusOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := call(s, "POST", "/api/hands", tt.ctype, tt.body, tt.header...)
			if w.Code != tt.want {
				t.Errorf("POST /api/hands = %d %s, want %d", w.Code, w.Body, tt.want)
			}
		})
	}
}

// TestNotFiniteIsBadRequest checks that inputs whose result is not a
// finite number get a 400 naming the field, not a 500 after the work.
func TestNotFiniteIsBadRequest(t *testing.T) {
	tests := []struct {
		path, body, where string
		long              bool // seconds of CPU: not under -short
	}{
		{"/api/icm", `{"stacks": [5e-324, 1], "payouts": [70, 30]}`, "stacks", false},
		{"/api/icm", `{"stacks": [1e308, 1e308, 1e308], "payouts": [70, 30]}`, "stacks", false},
		{"/api/pushfold", `{"stack": 1e308}`, "stack", true},
	}
	cfg := quiet(t, nil)
	cfg.CPUBudget = time.Hour
	s := New(cfg)
	for _, tt := range tests {
		if tt.long && testing.Short() {
			continue
		}
		w := postJSON(s, tt.path, tt.body)
		if e := decodeAs[Error](t, w); w.Code != http.StatusBadRequest || e.Where != tt.where {
			t.Errorf("POST %s %s = %d %s, want 400 at %q", tt.path, tt.body, w.Code, w.Body, tt.where)
		}
	}
}

// TestStoppingQueued checks that at shutdown a request of each endpoint
// that waits for a slot gets 503 "the server is stopping", never an empty
// 200.
func TestStoppingQueued(t *testing.T) {
	data, err := os.ReadFile("../history/testdata/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	requests := []struct{ path, ctype, body string }{
		{"/api/flops", "application/json", `{"ranges": ["AA", "KK"], "board_filter": "monotone"}`},
		{"/api/hands", "text/plain", string(data)},
		{"/api/icm", "application/json", `{"stacks": [50, 30, 20], "payouts": [70, 30]}`},
		{"/api/pushfold", "application/json", `{"stack": 10}`},
		{"/api/pushfold/chart", "application/json", `{"ante": 0}`},
		{"/api/pushfold/icm", "application/json", `{"stacks": [10, 10, 10], "payouts": [50, 30, 20]}`},
		{"/api/pushfold/button", "application/json", `{"stacks": [10, 10, 10], "payouts": [50, 30, 20]}`},
	}
	for _, rq := range requests {
		t.Run(rq.path, func(t *testing.T) {
			cfg := quiet(t, nil)
			cfg.MaxRunning, cfg.MaxQueued, cfg.QueueTimeout = 1, 1, 1000*time.Hour
			s := New(cfg)
			hold, _ := s.slots.acquire(context.Background())
			defer hold()
			ctx, cancel := context.WithCancel(context.Background())
			ts := httptest.NewUnstartedServer(s)
			ts.Config = s.HTTPServer(ctx, "")
			ts.Start()
			defer ts.Close()
			defer cancel()
			got := make(chan string, 1)
			go func() {
				resp, err := ts.Client().Post(ts.URL+rq.path, rq.ctype, strings.NewReader(rq.body))
				if err != nil {
					got <- err.Error()
					return
				}
				defer resp.Body.Close()
				b, _ := io.ReadAll(resp.Body)
				var e Error
				if resp.StatusCode != http.StatusServiceUnavailable || json.Unmarshal(b, &e) != nil || e.Message != errStopping.Message || resp.Header.Get("Retry-After") == "" {
					got <- resp.Status + " " + string(b)
					return
				}
				got <- ""
			}()
			waitFor(t, s, 1, 1)
			cancel()
			select {
			case msg := <-got:
				if msg != "" {
					t.Errorf("a queued request at shutdown got %q, want 503 %q with Retry-After", msg, errStopping.Message)
				}
			case <-time.After(hangGuard):
				t.Fatal("no answer")
			}
		})
	}
}

// TestHeadersBoundedApart checks that a body limit of any size leaves the
// bound on headers as it is (issue 30: --max-body of int64's max lifted
// it too).
func TestHeadersBoundedApart(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.MaxBody = math.MaxInt64
	s := New(cfg)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	hs := s.HTTPServer(ctx, "")
	if hs.MaxHeaderBytes != MaxHeaderBytes {
		t.Errorf("MaxHeaderBytes with MaxBody %d = %d, want %d", cfg.MaxBody, hs.MaxHeaderBytes, MaxHeaderBytes)
	}
	ts := httptest.NewUnstartedServer(s)
	ts.Config = hs
	ts.Start()
	defer ts.Close()
	req, _ := http.NewRequest("GET", ts.URL+"/api/games", nil)
	req.Header.Set("X-Padding", strings.Repeat("x", 2*MaxHeaderBytes))
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("GET with %d bytes of headers = %d, want 431", 2*MaxHeaderBytes, resp.StatusCode)
	}
}

// infinite is a request whose answer holds +Inf, as a feature's would on
// inputs past what its numbers carry.
type infinite struct {
	X float64 `json:"x"`
}

func (q *infinite) Validate(feature.Limits) error { return nil }
func (q *infinite) Run(context.Context, feature.Limits) (report.Report, error) {
	return infiniteReport{math.Inf(1)}, nil
}

type infiniteReport struct{ X float64 }

func (r infiniteReport) Formats() []report.Format { return []report.Format{report.JSON} }
func (r infiniteReport) WriteJSON(w io.Writer) error {
	return json.NewEncoder(w).Encode(struct {
		X float64 `json:"x"`
	}{r.X})
}

// TestNotFiniteCaughtBeforeWriting checks that the request path itself,
// whatever the feature, answers a result that is not finite with a 400
// blaming the row's field, never a 500 or half an answer.
func TestNotFiniteCaughtBeforeWriting(t *testing.T) {
	s := New(quiet(t, nil))
	row := feature.Feature{Name: "infinite", Path: "/api/infinite", Body: feature.JSON, Blame: "x",
		Deadline: func(feature.Limits) time.Duration { return time.Minute }, New: func() feature.Request { return new(infinite) }}
	w := httptest.NewRecorder()
	r := httptest.NewRequest("POST", "/api/infinite", strings.NewReader(`{"x": 1}`))
	r.Header.Set("Content-Type", "application/json")
	s.endpoint(row, nil)(w, r)
	if e := decodeAs[Error](t, w); w.Code != http.StatusBadRequest || e.Where != "x" {
		t.Errorf("a result of +Inf = %d %s, want 400 at %q", w.Code, w.Body, "x")
	}
}

// TestUnsupportedValueIsBadRequest checks that a result that is not
// finite, caught by encoding/json in a path of its own (equity's), is a
// 400 blaming the feature's field, not a 500.
func TestUnsupportedValueIsBadRequest(t *testing.T) {
	s := New(quiet(t, nil))
	_, err := json.Marshal(math.Inf(1))
	if e := s.classify("equity", errors.Join(errors.New("writing the answer"), err)); e.status != http.StatusBadRequest || e.Where != "players" {
		t.Errorf("classify(+Inf) = %d at %q (%s), want 400 at %q", e.status, e.Where, e.Message, "players")
	}
}
