package server

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// BenchmarkEquityHandler measures the server's own cost of a request, in
// process and without a network: decoding, validating, planning, the
// quick exact enumeration (about 16µs of it) and the JSON answer.
func BenchmarkEquityHandler(b *testing.B) {
	s := New(quiet(b, nil))
	b.ReportAllocs()
	for b.Loop() {
		r := httptest.NewRequest("POST", "/api/equity", strings.NewReader(quickExact))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != 200 {
			b.Fatalf("status %d: %s", w.Code, w.Body)
		}
	}
}

// BenchmarkRange measures GET /api/range, which the page calls as a range
// is typed or painted.
func BenchmarkRange(b *testing.B) {
	s := New(quiet(b, nil))
	b.ReportAllocs()
	for b.Loop() {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest("GET", "/api/range?range=QQ%2B%2CAKs%2C15%25", nil))
		if w.Code != 200 {
			b.Fatalf("status %d: %s", w.Code, w.Body)
		}
	}
}

// BenchmarkRangeBoard measures POST /api/range for a full range of 1,326
// combos on a flop: classifying it (postflop), and the JSON answer.
func BenchmarkRangeBoard(b *testing.B) {
	s := New(quiet(b, nil))
	b.ReportAllocs()
	for b.Loop() {
		r := httptest.NewRequest("POST", "/api/range", strings.NewReader(`{"range": "random", "board": "Ks7h2h"}`))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != 200 {
			b.Fatalf("status %d: %s", w.Code, w.Body)
		}
	}
}
