package server

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/internal/testfull"
)

// TestICM checks POST /api/icm against the command line's JSON output,
// its golden files.
func TestICM(t *testing.T) {
	tests := []struct {
		body, golden string
	}{
		{`{"stacks": [50, 30, 20], "payouts": [70, 30], "call": {"hero": 3, "villain": 1, "equity": 0.45}}`, "icm_call_json.golden"},
	}
	s := New(quiet(t, nil))
	for _, tt := range tests {
		want, err := os.ReadFile(filepath.Join("..", "cmd", "pokersim", "testdata", tt.golden))
		if err != nil {
			t.Fatal(err)
		}
		w := postJSON(s, "/api/icm", tt.body)
		if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), want) {
			t.Errorf("POST /api/icm %s = %d\n%s\nwant the command line's (%s)\n%s", tt.body, w.Code, w.Body, tt.golden, want)
		}
	}
}

func TestICMPublished(t *testing.T) {
	s := New(quiet(t, nil))
	w := postJSON(s, "/api/icm", `{"stacks": [150000, 98750, 45500, 13250], "payouts": [425, 280, 130, 75]}`)
	var rep struct {
		Method  string
		Players []struct{ Equity float64 }
	}
	if err := json.Unmarshal(w.Body.Bytes(), &rep); err != nil || w.Code != 200 {
		t.Fatalf("POST /api/icm = %d %s (%v)", w.Code, w.Body, err)
	}
	for i, want := range []float64{323.20, 278.12, 195.79, 112.89} {
		if got := rep.Players[i].Equity; got < want-0.005 || got > want+0.005 {
			t.Errorf("player %d: %.4f, want %.2f", i+1, got, want)
		}
	}
}

// TestTournamentErrors checks the 400s of the tournament endpoints: the
// message as the command line words it and the field at fault.
func TestTournamentErrors(t *testing.T) {
	tests := []struct {
		name, path, body, where, msg string
	}{
		{"negative stack", "/api/icm", `{"stacks": [5, -1], "payouts": [1]}`, "stacks", `stacks: item 2 "-1" is negative`},
		{"no stacks", "/api/icm", `{"payouts": [1]}`, "stacks", "stacks: is empty"},
		{"stack not a number", "/api/icm", `{"stacks": [5, "x"], "payouts": [1]}`, "stacks", ""},
		{"more payouts", "/api/icm", `{"stacks": [5, 4], "payouts": [3, 2, 1]}`, "payouts", "3 payouts for 2 players"},
		{"bad method", "/api/icm", `{"stacks": [5, 4], "payouts": [1], "method": "guess"}`, "method", `"guess" is not a method`},
		{"bad hero", "/api/icm", `{"stacks": [5, 4], "payouts": [1], "call": {"hero": 0, "villain": 1, "equity": 0.5}}`, "hero", "is not a player"},
		{"unknown field", "/api/icm", `{"stacks": [5, 4], "payout": [1]}`, "payout", "unknown field"},
		{"stack below the blinds", "/api/pushfold", `{"stack": 0.5}`, "stack", "is below the big blind"},
		{"negative ante", "/api/pushfold", `{"stack": 10, "ante": -1}`, "ante", "ante -1"},
		{"chart negative ante", "/api/pushfold/chart", `{"ante": -1}`, "ante", "ante -1"},
		{"chart ante too large", "/api/pushfold/chart", `{"ante": 19.5}`, "ante", "leaves no chart stack"},
		{"icm denormal stack", "/api/icm", `{"stacks": [5e-324, 1], "payouts": [1]}`, "stacks", "outside"},
		{"icm stacks overflow", "/api/icm", `{"stacks": [1e308, 1e308, 1e308], "payouts": [1]}`, "stacks", "outside"},
		{"pushfold stack too large", "/api/pushfold", `{"stack": 1e12}`, "stack", "the most this solver takes"},
		{"icm negative payout", "/api/pushfold/icm", `{"stacks": [8, 12, 10], "payouts": [65, -35]}`, "payouts", `payouts: item 2 "-35" is negative`},
		{"icm short big blind", "/api/pushfold/icm", `{"stacks": [8, 0.5, 10], "payouts": [65, 35]}`, "stack 2", "is below the 1 this player must post"},
		{"button two stacks", "/api/pushfold/button", `{"stacks": [8, 12], "payouts": [65, 35]}`, "stacks", "are too few"},
		{"button too many deals", "/api/pushfold/button", `{"stacks": [8, 12, 10], "payouts": [1], "deals": 100000000}`, "deals", "at most 2097152 deals"},
	}
	s := New(quiet(t, nil))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := postJSON(s, tt.path, tt.body)
			e := decodeAs[Error](t, w)
			if w.Code != 400 || e.Where != tt.where || !strings.Contains(e.Message, tt.msg) {
				t.Errorf("POST %s %s = %d %+v, want 400 at %q with %q", tt.path, tt.body, w.Code, e, tt.where, tt.msg)
			}
		})
	}
}

func TestPushfold(t *testing.T) {
	s := New(quiet(t, nil))
	w := postJSON(s, "/api/pushfold", `{"stack": 10}`)
	var rep struct {
		Stack, Exploitability float64
		Hands                 []struct {
			Class      string
			Push, Call float64
		}
	}
	if err := json.Unmarshal(w.Body.Bytes(), &rep); err != nil || w.Code != 200 {
		t.Fatalf("POST /api/pushfold = %d %s (%v)", w.Code, w.Body, err)
	}
	if rep.Stack != 10 || rep.Exploitability > 0.001 || len(rep.Hands) != 169 || rep.Hands[0].Push != 1 {
		t.Errorf("POST /api/pushfold: stack %v, exploitability %v, %d hands", rep.Stack, rep.Exploitability, len(rep.Hands))
	}
}

func TestPushfoldICM(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "cmd", "pokersim", "testdata", "pushfold_icm_json.golden"))
	if err != nil {
		t.Fatal(err)
	}
	s := New(quiet(t, nil))
	w := postJSON(s, "/api/pushfold/icm", `{"stacks": [8, 12, 10], "payouts": [65, 35]}`)
	if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), want) {
		t.Errorf("POST /api/pushfold/icm = %d\n%s\nwant the command line's\n%s", w.Code, w.Body, want)
	}
}

// TestPushfoldButton checks that the endpoint prints what the command
// line does.
func TestPushfoldButton(t *testing.T) {
	s := New(quiet(t, nil))
	w := postJSON(s, "/api/pushfold/button", `{"stacks": [10, 8, 12], "payouts": [50, 30, 20], "deals": 200000, "seed": 3}`)
	var rep struct {
		Deals int
		Hands []struct {
			Class    string
			Push     float64
			Overcall float64
		}
	}
	if err := json.Unmarshal(w.Body.Bytes(), &rep); err != nil || w.Code != 200 {
		t.Fatalf("POST /api/pushfold/button = %d %s (%v)", w.Code, w.Body, err)
	}
	if rep.Deals != 200000 || len(rep.Hands) != 169 || rep.Hands[0].Push != 1 || rep.Hands[0].Overcall != 1 {
		t.Errorf("POST /api/pushfold/button: %d deals, %d hands, first %+v", rep.Deals, len(rep.Hands), rep.Hands[0])
	}
}

func TestPushfoldChart(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 191 stacks")
	}
	testfull.Full(t) // the whole chart, as pushfold's TestChartPublished
	s := New(quiet(t, nil))
	w := postJSON(s, "/api/pushfold/chart", `{}`)
	var rep struct {
		Hands []struct{ Class, Push, Call string }
	}
	if err := json.Unmarshal(w.Body.Bytes(), &rep); err != nil || w.Code != 200 {
		t.Fatalf("POST /api/pushfold/chart = %d %s (%v)", w.Code, w.Body, err)
	}
	if h := rep.Hands[0]; len(rep.Hands) != 169 || h.Class != "AA" || h.Push != "20+" || h.Call != "20+" {
		t.Errorf("chart: %d hands, first %+v; want 169, AA 20+ both", len(rep.Hands), h)
	}
}

// TestTournamentPage checks that the tournament page and its files are
// served, and that the page calls the endpoints that exist.
func TestTournamentPage(t *testing.T) {
	s := New(quiet(t, nil))
	for _, path := range []string{"/tournament.html", "/tournament.js", "/tournament.css"} {
		w := call(s, "GET", path, "", "")
		if w.Code != 200 {
			t.Errorf("GET %s = %d, want 200", path, w.Code)
		}
	}
	js := call(s, "GET", "/tournament.js", "", "").Body.String()
	for _, api := range []string{"/api/icm", "/api/pushfold", "/api/pushfold/chart"} {
		if !strings.Contains(js, `"`+api+`"`) {
			t.Errorf("tournament.js does not call %s", api)
		}
	}
	if index := call(s, "GET", "/", "", "").Body.String(); !strings.Contains(index, `href="tournament.html"`) {
		t.Errorf("the calculator page has no link to the tournament page")
	}
}
