package hands

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"math"
	"os"
	"reflect"
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

// TestWinningsChartsPerUnit draws a session in dollars and chips: a
// graph per unit, its axis labelled with the unit, each line ending at
// the unit's own totals (never a sum across units), the chips' numbered
// from 1; merged from one session per hand, the same points.
func TestWinningsChartsPerUnit(t *testing.T) {
	f, err := os.Open("../history/testdata/gg.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, merged := history.NewSession("Hero"), history.NewSession("Hero")
	err = s.Import(context.Background(), "gg.txt", f, true, 1, func(r *history.Result) error {
		one := history.NewSession("Hero")
		one.Add(r)
		merged.Merge(one)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, ses := range []*history.Session{s, merged} {
		charts := WinningsCharts(ses, "Hero")
		if len(charts) != 2 {
			t.Fatalf("%d graphs, want 2 (USD and chips)", len(charts))
		}
		for k, uc := range charts {
			want := ses.Units[k].Total("Hero")
			pts := uc.Curves.Lines[0].Points
			last := pts[len(pts)-1]
			if uc.Curves.YUnit != ses.Units[k].Name || uc.Unit != ses.Units[k].Name || math.Abs(last.Y-want.Net) > 1e-9 || int(last.X) != want.Hands {
				t.Errorf("graph %d: %s, last point %+v, want %s ending at %d, %v", k, uc.Curves.YUnit, last, ses.Units[k].Name, want.Hands, want.Net)
			}
		}
	}
	if !reflect.DeepEqual(s.Points, merged.Points) {
		t.Errorf("points %+v, merged %+v", s.Points, merged.Points)
	}
}
