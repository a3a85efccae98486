package main

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// TestCall checks the library's answers against the API's: the body and
// the status of the server's handler, and the library's own refusals in
// the same form.
func TestCall(t *testing.T) {
	tests := []struct {
		name, endpoint, request string
		status                  int
		want                    string // a field of the answer, as JSON
		field                   string
	}{
		{"equity", "equity", `{"players": ["AhKh", "QsQd"]}`, 200, `0.46214457245909607`, "players.0.equity"},
		{"bad hand", "equity", `{"players": ["AhKh", "QsQx"]}`, 400, `"player 2"`, "where"},
		{"unknown field", "equity", `{"players": ["AhKh", "QsQd"], "trails": 3}`, 400, `"trails"`, "where"},
		{"range", "range", `{"range": "QQ+, AK"}`, 200, `34`, "combos"},
		{"games", "games", "", 200, `"holdem"`, "0.name"},
		{"no endpoint", "nope", `{}`, 404, `"no such endpoint: /api/nope"`, "error"},
		{"odd endpoint", "../equity", `{}`, 404, `"endpoint"`, "where"},
		{"hands in no format", "hands", `{"file": "garbage"}`, 400, `"file"`, "where"},
		{"hands bad JSON", "hands", `{"file": 3}`, 400, `""`, "where"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body, status := call(context.Background(), tt.endpoint, tt.request)
			if status != tt.status {
				t.Fatalf("call(%q, %q) status = %d, want %d (%s)", tt.endpoint, tt.request, status, tt.status, body)
			}
			if got := field(t, body, tt.field); got != tt.want {
				t.Errorf("call(%q, %q) %s = %s, want %s", tt.endpoint, tt.request, tt.field, got, tt.want)
			}
		})
	}
}

// field returns the JSON of the field at path ("players.0.equity") of the
// answer body, "" for none.
func field(t *testing.T, body []byte, path string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("answer %s: %v", body, err)
	}
	for _, k := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			v = x[k]
		case []any:
			i, _ := strconv.Atoi(k)
			v = x[i]
		}
	}
	if v == nil {
		return `""`
	}
	b, _ := json.Marshal(v)
	return string(b)
}
