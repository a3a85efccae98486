package server

import (
	"encoding/json"
	"net/url"
	"testing"
)

// TestRangeSummary checks POST /api/range without a board: the range in
// any tool's format holds the same combos and weight, and "export" writes
// it in the format asked for.
func TestRangeSummary(t *testing.T) {
	s := New(quiet(t, nil))
	for _, in := range []string{
		"AA,AKs,AQs:0.75,AJs:0.5,ATs:0.25",
		"AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]",
		"AA,AKs,[75%]AQs[/75%],[50%]AJs[/50%],[25%]ATs[/25%]",
		"100: AA, AKs, 75: AQs, 50: AJs, 25: ATs",
		"AA, ATs+; Weights: AQs:75%, AJs:50%, ATs:25%",
	} {
		body, _ := json.Marshal(map[string]string{"range": in, "export": "pio"})
		w := postJSON(s, "/api/range", string(body))
		var v struct {
			Combos int
			Weight float64
			Of     int
			Grid   []struct{ Hand string }
			Export struct{ Format, Text string }
		}
		if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil || w.Code != 200 {
			t.Fatalf("POST /api/range %s = %d %s", body, w.Code, w.Body)
		}
		if v.Combos != 22 || v.Weight != 16 || v.Of != 1326 || len(v.Grid) != 169 ||
			v.Export.Format != "pio" || v.Export.Text != "AA,AKs,AQs:0.75,AJs:0.5,ATs:0.25" {
			t.Errorf("POST /api/range %s = %+v, want 22 combos of weight 16 and Pio's text", body, v)
		}
	}
	for _, tt := range []struct{ body, where string }{
		{`{"range": "QQ+", "export": "holdemmanager"}`, "export"},
		{`{"range": "QQ+", "vs": ["AhKh"]}`, "vs"},
		{`{"range": "QQ+", "board": "Ks7h2c", "export": "pio"}`, "export"},
		{`{"range": "[50]QQ+"}`, "range"},
		{`{"range": "QQ+", "game": "plo"}`, "game"},
	} {
		w := postJSON(s, "/api/range", tt.body)
		var e Error
		if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || w.Code != 400 || e.Where != tt.where {
			t.Errorf("POST /api/range %s = %d %s, want 400 at %q", tt.body, w.Code, w.Body, tt.where)
		}
	}
}

// TestRangeViewExport checks GET /api/range?export=FORMAT.
func TestRangeViewExport(t *testing.T) {
	s := New(quiet(t, nil))
	w := call(s, "GET", "/api/range?export=brackets&range="+url.QueryEscape("100: AA, AKs, 75: AQs, 50: AJs, 25: ATs"), "", "")
	var v RangeView
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil || w.Code != 200 || v.Export == nil ||
		v.Export.Text != "AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]" || v.Combos != 22 {
		t.Errorf("GET /api/range?export=brackets = %d %s", w.Code, w.Body)
	}
	w = call(s, "GET", "/api/range?export=x&range=AA", "", "")
	var e Error
	if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || w.Code != 400 || e.Where != "export" {
		t.Errorf("GET /api/range?export=x = %d %s, want 400 at export", w.Code, w.Body)
	}
}
