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

// TestEvalGames checks POST /api/eval with a game, a board and the game
// flags against the command line's own output, its golden files.
func TestEvalGames(t *testing.T) {
	tests := []struct {
		body, golden string // the golden file of the same "pokersim eval --format json"
	}{
		{`{"cards": "Ah Kh Qh Jh Th 2c 3d"}`, "eval_royal_json.golden"},
		{`{"cards": "9s 9h 9d 4c 4s", "game": "holdem"}`, "eval_full_house_json.golden"},
		{`{"cards": "AsAhKsKh", "board": "Ac7d2c8s9h", "game": "plo"}`, "eval_omaha_json.golden"},
		{`{"cards": "As2d3c9h", "board": "4s5d7cKhKd", "game": "omaha8"}`, "eval_omaha8_json.golden"},
		{`{"cards": "AhAsKdKc", "board": "KsQsJh9dTc", "game": "omaha", "hi_lo": true}`, "eval_omaha8_no_low_json.golden"},
		{`{"cards": "Ah6h7d8c9s KdQd", "game": "shortdeck"}`, "eval_shortdeck_json.golden"},
		{`{"cards": "7s7h7dAcKd", "game": "shortdeck-trips"}`, "eval_shortdeck_trips_json.golden"},
		{`{"cards": "7s7h7dAcKd", "game": "shortdeck", "trips_beat_straight": true}`, "eval_shortdeck_trips_json.golden"},
	}
	s := New(quiet(t, nil))
	for _, tt := range tests {
		want, err := os.ReadFile(filepath.Join("..", "cmd", "pokersim", "testdata", tt.golden))
		if err != nil {
			t.Fatal(err)
		}
		w := postJSON(s, "/api/eval", tt.body)
		if w.Code != 200 || w.Header().Get("Content-Type") != "application/json" || !bytes.Equal(w.Body.Bytes(), want) {
			t.Errorf("POST /api/eval %s = %d\n%s\nwant the command line's (%s)\n%s", tt.body, w.Code, w.Body, tt.golden, want)
		}
	}
}

// TestEvalErrors checks the errors of POST /api/eval: 400, the message as
// the command line words it and the field at fault.
func TestEvalErrors(t *testing.T) {
	tests := []struct {
		name, body, where, msg string
	}{
		{"four cards", `{"cards": "AhKhQhJh"}`, "cards", "want 5 to 7 cards, got 4"},
		{"bad card", `{"cards": "AhKhQhJhTx"}`, "cards", `unknown suit "x" in "Tx"`},
		{"bad board card", `{"cards": "AsAhKsKh", "board": "Ac7d2x8s9h", "game": "omaha"}`, "board", `board: unknown suit "x" in "2x" (in "Ac7d2x8s9h")`},
		{"omaha three hole cards", `{"cards": "AsAhKs", "board": "Ac7d2c8s9h", "game": "omaha"}`, "cards", "want 4 hole cards in Omaha, got 3"},
		{"omaha no board", `{"cards": "AsAhKsKh", "game": "omaha8"}`, "cards",
			"Omaha hi-lo needs the 5 board cards (--board): a hand is exactly two hole cards and three board cards"},
		{"short deck five", `{"cards": "AhKh", "board": "QhJh9h5c6d", "game": "shortdeck"}`, "cards", "5c: the short deck has no Fives: its cards run from Six to Ace"},
		{"hole card on the board", `{"cards": "AhKh", "board": "QhJhAh"}`, "cards", "card Ah is both in the hand and on the board"},
		{"unknown game", `{"cards": "AsAhKsKh", "game": "omaha9"}`, "game",
			`--game: unknown game "omaha9" (want holdem, fivecard, shortdeck, shortdeck-trips, omaha, omaha5, omaha6, omaha8, omaha5-8, stud, stud8, razz, lowball27 or lowball)`},
		{"hi-lo in hold'em", `{"cards": "AhKhQhJhTh", "hi_lo": true}`, "hi_lo", "--hi-lo: Hold'em has no hi-lo version (omaha, omaha5 and stud have one)"},
		{"trips in omaha", `{"cards": "AsAhKsKh", "board": "Ac7d2c8s9h", "game": "omaha", "trips_beat_straight": true}`, "trips_beat_straight",
			"--trips-beat-straight: three of a kind beating a straight is a rule of shortdeck, not of Omaha"},
		{"game of the wrong type", `{"cards": "AhKhQhJhTh", "game": 3}`, "game", ""},
		{"unknown field", `{"cards": "AhKhQhJhTh", "hilo": true}`, "hilo", ""},
	}
	s := New(quiet(t, nil))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := postJSON(s, "/api/eval", tt.body)
			var e Error
			if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || w.Code != 400 || e.Where != tt.where || (tt.msg != "" && e.Message != tt.msg) {
				t.Errorf("POST /api/eval %s = %d %s, want 400 at %q saying %q", tt.body, w.Code, w.Body, tt.where, tt.msg)
			}
		})
	}
}

// FuzzEvalBody posts any body to /api/eval: the answer is always JSON,
// 200 with a hand or 400/413 with an error, never a 500 (which a panic
// would give).
func FuzzEvalBody(f *testing.F) {
	for _, b := range []string{
		`{"cards": "Ah Kh Qh Jh Th 2c 3d"}`, `{"cards": "AhKh", "board": "QhJhTh"}`, `{"cards": "AhKh", "board": "QhJhTh2c3d4s"}`,
		`{"cards": "AsAhKsKh", "board": "Ac7d2c8s9h", "game": "plo"}`, `{"cards": "As2d3c9h", "board": "4s5d7cKhKd", "game": "o8"}`,
		`{"cards": "Ah2h3c4dKs", "board": "5h6h8hQdQc", "game": "bigo"}`, `{"cards": "2s2d2h2cAsAd", "board": "3s3d3h8s8d", "game": "plo6"}`,
		`{"cards": "AsAhKsKh", "board": "Ac7d2c", "game": "omaha", "hi_lo": true}`, `{"cards": "Ah6h7d8c9s", "game": "6plus"}`,
		`{"cards": "7s7h7d", "board": "AcKd", "game": "shortdeck", "trips_beat_straight": true}`, `{"cards": "5h6h7h8h9h", "game": "shortdeck"}`,
		`{"cards": "9s9h9d4c4s", "game": "fivecard"}`, `{"cards": "9s9h9d4c", "board": "4s", "game": "fivecard"}`,
		`{"cards": "AhKhQhJhTh", "hi_lo": true, "trips_beat_straight": true}`, `{"cards": "", "board": ""}`, `{"game": ""}`, `null`, `{`, "",
	} {
		f.Add([]byte(b))
	}
	s := New(Config{Workers: 1, MaxRunning: 1, MaxQueued: 1, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	f.Fuzz(func(t *testing.T, body []byte) {
		checkFuzzAnswer(t, s, "/api/eval", body)
	})
}
