package server

import (
	"encoding/json"
	"io"
	"log/slog"
	"testing"
	"time"
)

// FuzzEquityBody posts any body to /api/equity, on a server with a tiny
// budget so that each run is short: the answer is always JSON, 200 with a
// result or 400/413 with an error, never a 500 (which a panic would give).
func FuzzEquityBody(f *testing.F) {
	for _, b := range equityBodies {
		f.Add([]byte(b))
	}
	for _, b := range []string{
		`{"players": ["AhKh", "QsQx"]}`, `{"players": ["QQ+", "random", "random"], "board": "Ts9h2c", "by_class": true}`,
		`{"players": ["AKs@50", "22-55:0.3"], "dead": "2c2d", "method": "exact"}`, `{"players": []}`, `{"players": null}`,
		`{"players": ["AhKh", "QsQd"], "seed": 9007199254740993}`, `{"players": ["AhKh", "QsQd"], "confidence": 1e309}`,
		`{"players": ["AhKh", "QsQd"], "stderr": -0}`, `{"game": "fivecard", "players": ["", "random"]}`, `null`, `"x"`, `{`, "",
	} {
		f.Add([]byte(b))
	}
	s := New(Config{CPUBudget: 20 * time.Millisecond, DefaultTime: 10 * time.Millisecond, Workers: 1,
		MaxRunning: 1, MaxQueued: 1, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	f.Fuzz(func(t *testing.T, body []byte) {
		checkFuzzAnswer(t, s, "/api/equity", body)
	})
}

// checkFuzzAnswer posts body to path and checks the answer a fuzz target
// allows for arbitrary input: 200 with JSON, or 400 or 413 with a JSON
// error that has a message; never a 500, a 429 (the targets post one
// request at a time) or a panic.
func checkFuzzAnswer(t *testing.T, s *Server, path string, body []byte) {
	t.Helper()
	w := postJSON(s, path, string(body))
	switch w.Code {
	case 200:
		if !json.Valid(w.Body.Bytes()) {
			t.Fatalf("200 with a body that is not JSON: %q", w.Body)
		}
	case 400, 413:
		var e Error
		if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || e.Message == "" {
			t.Fatalf("%d with body %q, want a JSON error", w.Code, w.Body)
		}
	default:
		t.Fatalf("POST %s %q = %d %s", path, body, w.Code, w.Body)
	}
}
