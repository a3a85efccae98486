package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestPQLCommand(t *testing.T) {
	const q = "select avg(riverEquity(hero)) as eq, histogram(handType(hero, river)) from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c'"
	got := runPokersim(t, "", "pql", "--format", "json", q)
	if got.code != exitOK {
		t.Fatalf("pokersim pql --format json = %+v", got)
	}
	var out struct {
		Method    string
		Trials    int64
		Selectors []struct {
			Name   string
			Value  any
			StdErr any `json:"stderr"`
		}
	}
	if err := json.Unmarshal([]byte(got.stdout), &out); err != nil {
		t.Fatalf("%v in %s", err, got.stdout)
	}
	if out.Method != "exact" || out.Trials != 990 || len(out.Selectors) != 2 || out.Selectors[0].Name != "eq" {
		t.Fatalf("json = %+v", out)
	}
	if _, ok := out.Selectors[1].Value.(map[string]any)["flush"]; !ok {
		t.Errorf("histogram value %v has no flush bucket", out.Selectors[1].Value)
	}

	dir := t.TempDir()
	file := filepath.Join(dir, "q.pql")
	if err := os.WriteFile(file, []byte(q+";\n"+strings.Replace(q, "AhKh", "AcKc", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := runPokersim(t, "", "pql", "-f", file); got.code != exitOK || strings.Count(got.stdout, "eq = ") != 2 {
		t.Errorf("pokersim pql -f = %+v, want two statements' results", got)
	}

	for _, bad := range [][]string{
		{"pql", "select avg(riverEquty(hero)) from hero='AA', villain='KK'"},
		{"pql", "select count(winsLo(hero)) from hero='AA', villain='KK'"},
		{"pql", "--trials", "-3", "select avg(riverEquity(hero)) from hero='AA', villain='KK'"},
		{"pql", "select avg(riverEquity(hero)) from hero='AA', villain='AsAh', board='As2c3d'"},
		{"pql", ""},
	} {
		if got := runPokersim(t, "", bad...); got.code != exitUsage || got.stdout != "" {
			t.Errorf("pokersim %q = %+v, want exit %d", bad, got, exitUsage)
		}
	}
}

// TestPQLSheet runs ProPokerTools' spreadsheet example: one row of
// results per row in, exact figures.
func TestPQLSheet(t *testing.T) {
	dir := t.TempDir()
	sheet := filepath.Join(dir, "sheet.csv")
	in := "#QUERY#,p1,p2\n" +
		"\"select count(winsHi(player1)) as wins from game='holdem', player1='#p1#', player2='#p2#'\",TT,AK\n" +
		",99,QQ\n,22,A2\n,AA,ZZ\n"
	if err := os.WriteFile(sheet, []byte(in), 0o644); err != nil {
		t.Fatal(err)
	}
	got := runPokersim(t, "", "pql", "--sheet", sheet, "--method", "exact")
	if got.code != exitOK {
		t.Fatalf("pokersim pql --sheet = %+v", got)
	}
	rows, err := csv.NewReader(strings.NewReader(got.stdout)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 5 || strings.Join(rows[0], ",") != "#QUERY#,p1,p2,wins,!TRIALS!,!ERRORS!" {
		t.Fatalf("sheet out = %q", rows)
	}
	for i, want := range []float64{0.559759, 0.186115, 0.640576} {
		v, err := strconv.ParseFloat(rows[i+1][3], 64)
		if err != nil || v < want-5e-7 || v > want+5e-7 || rows[i+1][5] != "" {
			t.Errorf("row %d = %q, want wins %v", i+1, rows[i+1], want)
		}
	}
	if last := rows[4]; last[3] != "" || !strings.Contains(last[5], "player2") {
		t.Errorf("row 4 = %q, want its error in !ERRORS!", last)
	}
}
