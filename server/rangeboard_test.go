package server

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
)

// TestRangeBoard checks POST /api/range against the command line's own
// output, its golden file: "pokersim range "QQ+, AK" --board Ks7h2h
// --format json".
func TestRangeBoard(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "cmd", "pokersim", "testdata", "range_json.golden"))
	if err != nil {
		t.Fatal(err)
	}
	s := New(quiet(t, nil))
	w := postJSON(s, "/api/range", `{"range": "QQ+, AK", "board": "Ks7h2h"}`)
	if w.Code != 200 || w.Header().Get("Content-Type") != "application/json" || !bytes.Equal(w.Body.Bytes(), want) {
		t.Errorf("POST /api/range = %d %s\n%s\nwant the command line's\n%s", w.Code, w.Header().Get("Content-Type"), w.Body, want)
	}
	// With a filter: the range kept, its combos all of the classes asked.
	w = postJSON(s, "/api/range", `{"range": "QQ+, AK", "board": "Ks7h2c", "vs": ["AhAd"], "keep": "set,top-pair"}`)
	var v struct {
		Vs   []string
		Keep struct {
			Filter, Range string
			Combos        int
		}
	}
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil || w.Code != 200 {
		t.Fatalf("POST /api/range with keep = %d %s", w.Code, w.Body)
	}
	// Sets: KK without Ks, 3 combos; top pair: AK without Ks, Ah or Ad,
	// 2x3 = 6 combos.
	if v.Vs[0] != "AdAh" || v.Keep.Filter != "top-pair-weak,top-pair-good,top-pair-top,set" || v.Keep.Combos != 9 {
		t.Errorf("kept %+v, want 9 combos of top pair and sets", v)
	}
}

// TestRangeBoardShortDeck checks POST /api/range with a game against the
// command line's golden file: "pokersim range "QQ+, AK, 98s" --board
// Ts7h6h --game shortdeck --format json"; and its errors.
func TestRangeBoardShortDeck(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "cmd", "pokersim", "testdata", "range_shortdeck_json.golden"))
	if err != nil {
		t.Fatal(err)
	}
	s := New(quiet(t, nil))
	w := postJSON(s, "/api/range", `{"range": "QQ+, AK, 98s", "board": "Ts7h6h", "game": "shortdeck"}`)
	if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), want) {
		t.Errorf("POST /api/range = %d\n%s\nwant the command line's\n%s", w.Code, w.Body, want)
	}
	tests := []struct {
		body, where, msg string
	}{
		{`{"range": "QQ+", "board": "Ts7h5h", "game": "6plus"}`, "board", "board: 5h: the short deck has no Fives: its cards run from Six to Ace"},
		{`{"range": "QQ+, 54s", "board": "Ts7h6h", "game": "shortdeck"}`, "range", `range: bad range "54s": the short deck has no Fives: its cards run from Six to Ace`},
		{`{"range": "QQ+", "board": "Ts7h6h", "game": "plo"}`, "game", "--game: not in Omaha: range classifies two-card ranges on a board, in holdem, shortdeck or shortdeck-trips"},
		{`{"range": "QQ+", "board": "Ts7h6h", "game": "badugi"}`, "game", ""},
		{`{"range": "QQ+", "board": "Ts7h6h", "trips_beat_straight": true}`, "trips_beat_straight", ""},
		{`{"range": "QQ+", "board": "Ts7h6h", "game": "shortdeck", "vs": ["Ah2h"]}`, "vs 1", "vs 1: 2h: the short deck has no Twos: its cards run from Six to Ace"},
	}
	for _, tt := range tests {
		w := postJSON(s, "/api/range", tt.body)
		var e Error
		if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || w.Code != 400 || e.Where != tt.where || (tt.msg != "" && e.Message != tt.msg) {
			t.Errorf("POST /api/range %s = %d %s, want 400 at %q saying %q", tt.body, w.Code, w.Body, tt.where, tt.msg)
		}
	}
}

// FuzzRangeBody posts any body to /api/range: the answer is always JSON,
// 200 with a report or 400/413 with an error, never a 500.
func FuzzRangeBody(f *testing.F) {
	for _, b := range []string{
		`{"range": "QQ+, AK", "board": "Ks7h2h"}`, `{"range": "random", "board": "9h8h2c5d", "dead": "Ah", "vs": ["QsQd"]}`,
		`{"range": "22+", "board": "AsAhAd", "keep": "quads,set+"}`, `{"range": "AKs@50", "board": "AsKs7h2h3c", "keep": "pair"}`,
		`{"range": "TT+, A9s", "board": "Ah7h8c", "game": "shortdeck", "keep": "full-house+"}`,
		`{"range": "random", "board": "9s9h8c7d", "game": "shortdeck", "trips_beat_straight": true}`,
		`{"range": "A5s", "board": "Ah7h8c", "game": "6plus"}`, `{"range": "AA**", "board": "Ah7h8c", "game": "plo"}`,
		`{"range": "", "board": ""}`, `{"range": "AA", "board": "AsAhAdAc"}`, `{"vs": null}`, `{"vs": [""]}`, `null`, `{`, "",
	} {
		f.Add([]byte(b))
	}
	s := New(Config{Workers: 1, MaxRunning: 1, MaxQueued: 1, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	f.Fuzz(func(t *testing.T, body []byte) {
		checkFuzzAnswer(t, s, "/api/range", body)
	})
}
