package hands

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
)

// TestHandsUnits writes the summary of a session in dollars and
// tournament chips (history/testdata/gg.txt): JSON gives each unit's
// totals, equal to the session's per unit; text prints a table per unit;
// CSV writes the summary records per unit, none in "mixed". The rows
// carry the cards.
func TestHandsUnits(t *testing.T) {
	f, err := os.Open("../history/testdata/gg.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := history.NewSession("Hero")
	var rows []Row
	err = s.Import(context.Background(), "gg.txt", f, true, 1, func(r *history.Result) error {
		rows = append(rows, RowsOf(r, "Hero")...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	out := map[report.Format]string{}
	for _, format := range []report.Format{report.Text, report.CSV, report.JSON} {
		var b bytes.Buffer
		hw := NewWriter(&b, format, nil)
		if err := hw.Rows(rows); err != nil {
			t.Fatal(err)
		}
		if err := hw.Finish(s); err != nil {
			t.Fatal(err)
		}
		out[format] = b.String()
	}
	var doc document
	if err := json.Unmarshal([]byte(out[report.JSON]), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Units) != 2 || doc.Units[0].Unit != "USD" || doc.Units[1].Unit != "chips" {
		t.Fatalf("units %+v, want USD and chips", doc.Units)
	}
	for k, u := range doc.Units {
		want := s.Units[k].Total("Hero")
		if len(u.Summary) != 1 || u.Summary[0].Net != round2(want.Net) || u.Summary[0].Hands != want.Hands || u.Read != s.Units[k].Hands {
			t.Errorf("%s: %+v, want %+v", u.Unit, u.Summary, want)
		}
	}
	if doc.Units[1].Summary[0].Net != 250 {
		t.Errorf("chips net %v, want 250 (475 won, 225 put in)", doc.Units[1].Summary[0].Net)
	}
	if !strings.Contains(out[report.Text], "in USD: 5 hands") || !strings.Contains(out[report.Text], "in chips: 1 hands") || !strings.Contains(out[report.Text], "KdKc vs AsKh") {
		t.Errorf("text:\n%s", out[report.Text])
	}
	recs, err := csv.NewReader(strings.NewReader(out[report.CSV])).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var units []string
	for _, r := range recs {
		if r[0] == "summary" {
			units = append(units, r[5])
		}
		if r[0] == "hand" && r[3] == "HD1004" && (r[len(r)-2] != "KdKc" || r[len(r)-1] != "Villain AsKh") {
			t.Errorf("cards %q", r[len(r)-2:])
		}
	}
	if strings.Join(units, " ") != "USD chips" {
		t.Errorf("CSV summary units %q, want USD chips", units)
	}
}
