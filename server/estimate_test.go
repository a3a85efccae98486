package server

import (
	"net/http"
	"strings"
	"testing"
)

// TestExactBeyondBudget checks that an exact enumeration over the budget
// is refused with its estimate as a number, or "longer than a year",
// never "ages".
func TestExactBeyondBudget(t *testing.T) {
	s := New(quiet(t, nil))
	for _, body := range []string{
		`{"game": "fivecard", "players": ["random", "random"], "method": "exact"}`,
		`{"game": "plo", "players": ["random", "random"], "method": "exact"}`,
	} {
		w := postJSON(s, "/api/equity", body)
		e := decodeAs[Error](t, w)
		if w.Code != http.StatusBadRequest || strings.Contains(e.Message, "ages") || !strings.Contains(e.Message, "exact enumeration would take ") {
			t.Errorf("POST %s = %d %q, want 400 with the estimate", body, w.Code, e.Message)
		}
		t.Log(e.Message)
	}
}
