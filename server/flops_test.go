package server

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestFlops checks POST /api/flops against the command line's own output,
// its golden file: "pokersim flops AA,KQs vs JJ,T9s --board-filter
// monotone --format json"; and its refusals, each naming the field at
// fault.
func TestFlops(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "cmd", "pokersim", "testdata", "flops_json.golden"))
	if err != nil {
		t.Fatal(err)
	}
	s := New(quiet(t, nil))
	w := postJSON(s, "/api/flops", `{"game": "holdem", "ranges": ["AA,KQs", "JJ,T9s"], "board_filter": "monotone"}`)
	if w.Code != 200 || w.Header().Get("Content-Type") != "application/json" || !bytes.Equal(w.Body.Bytes(), want) {
		t.Errorf("POST /api/flops = %d %s\n%s\nwant the command line's\n%s", w.Code, w.Header().Get("Content-Type"), w.Body, want)
	}
	tests := []struct {
		body, where, msg string
	}{
		{`{"ranges": ["AA"]}`, "ranges", "want two ranges"},
		{`{"ranges": ["AA", "KX"]}`, "ranges", "range 2"},
		{`{"ranges": ["AhAs", "AhKd"]}`, "ranges", "share no deal"},
		{`{"ranges": ["AA", "KK"], "game": "omaha"}`, "game", "Omaha"},
		{`{"ranges": ["AA", "KK"], "game": "stud"}`, "game", "stud"},
		{`{"ranges": ["AA", "KK"], "board_filter": "wet"}`, "board_filter", "unknown texture"},
		{`{"ranges": ["AA", "KK"], "board_filter": "trips,monotone"}`, "board_filter", "keeps no flop"},
		{`{"ranges": ["AA", "KK"], "hero": "Ah"}`, "hero", "two cards"},
		{`{"ranges": ["AA", "KK"], "buckets": [0.5, 2]}`, "buckets", "increasing"},
		{`{"ranges": ["AA", "KK"], "filter": "monotone"}`, "filter", "unknown field"},
	}
	for _, tt := range tests {
		w := postJSON(s, "/api/flops", tt.body)
		e := decodeAs[Error](t, w)
		if w.Code != 400 || e.Where != tt.where || !strings.Contains(e.Message, tt.msg) {
			t.Errorf("POST /api/flops %s = %d %+v, want 400 at %q saying %q", tt.body, w.Code, e, tt.where, tt.msg)
		}
	}
}

// TestFlopsBudget checks that work estimated beyond the CPU budget is
// refused before it starts.
func TestFlopsBudget(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.CPUBudget = time.Second
	s := New(cfg)
	w := postJSON(s, "/api/flops", `{"ranges": ["22+,A2s+,KTo+", "QQ+,AK"]}`)
	e := decodeAs[Error](t, w)
	if w.Code != 400 || e.Where != "board_filter" || !strings.Contains(e.Message, "over this server's budget") {
		t.Errorf("POST /api/flops beyond the budget = %d %+v", w.Code, e)
	}
}
