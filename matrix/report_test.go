package matrix

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with the file testdata/name, or rewrites the file
// with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from golden file:\n%s\nwant:\n%s", name, got, want)
	}
}

// syntheticMatrix returns a matrix of the given rows (all 169 if none)
// whose figures are made up but consistent: the row class's equity against
// a column class is 0.5 plus the difference of their equities against a
// random hand.
func syntheticMatrix(t testing.TB, rows ...string) *Report {
	t.Helper()
	m := &Report{}
	if len(rows) == 0 {
		m.Rows = slices.Collect(deck.AllClasses())
	}
	for _, s := range rows {
		c, err := deck.ParseClass(s)
		if err != nil {
			t.Fatal(err)
		}
		m.Rows = append(m.Rows, c)
	}
	m.Equity = make([][deck.NumClasses]float64, len(m.Rows))
	for i, c := range m.Rows {
		m.VsRandom = append(m.VsRandom, deck.PreflopEquity(c))
		for b := range deck.NumClasses {
			m.Equity[i][b] = 0.5 + deck.PreflopEquity(c) - deck.PreflopEquity(deck.ClassAt(b))
		}
	}
	return m
}

func TestWriteMatrixCSV(t *testing.T) {
	var b bytes.Buffer
	if err := syntheticMatrix(t, "AA", "T9s", "72o").WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	golden(t, "matrix_small.csv", b.Bytes())
	head, _, _ := strings.Cut(b.String(), "\n")
	if want := "class,vs_random,AA,AKs,AQs,"; !strings.HasPrefix(head, want) || !strings.HasSuffix(head, ",32o,22") {
		t.Errorf("header %q, want %q...,32o,22", head, want)
	}
}

func TestWriteMatrixJSON(t *testing.T) {
	m := syntheticMatrix(t, "AA", "T9s", "72o")
	var b bytes.Buffer
	if err := m.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	golden(t, "matrix_small.json", b.Bytes())
	var got struct {
		Classes []string `json:"classes"`
		Rows    []struct {
			Class    string    `json:"class"`
			VsRandom float64   `json:"vs_random"`
			Equity   []float64 `json:"equity"`
		} `json:"rows"`
	}
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Classes) != deck.NumClasses || got.Classes[13] != "AKo" || len(got.Rows) != 3 {
		t.Fatalf("decoded %d classes (14th %q) and %d rows, want 169 (AKo) and 3", len(got.Classes), got.Classes[13], len(got.Rows))
	}
	for i, r := range got.Rows {
		if r.Class != m.Rows[i].String() || r.VsRandom != m.VsRandom[i] || !slices.Equal(r.Equity, m.Equity[i][:]) {
			t.Errorf("row %d decodes as %s, %v, ...; want %v, %v: the round trip must be exact", i, r.Class, r.VsRandom, m.Rows[i], m.VsRandom[i])
		}
	}
}

// stubCharts draws every chart as an empty SVG element.
type stubCharts struct{}

func (stubCharts) Draw(w io.Writer, _ report.Format, c report.Chart) error {
	if _, ok := c.(*report.Heatmap); !ok {
		return fmt.Errorf("a %T, want a heatmap", c)
	}
	_, err := io.WriteString(w, `<svg class="stub"></svg>`)
	return err
}

// TestWriteImageNeedsCharts checks that the heatmap is an error,
// report.ErrNoCharts, without a report.Charts, and is drawn by the one
// given; and that a matrix without rows has no heatmap.
func TestWriteImageNeedsCharts(t *testing.T) {
	m := syntheticMatrix(t, "AA", "72o")
	for _, f := range []report.Format{report.PNG, report.SVG} {
		var b bytes.Buffer
		if err := report.Write(&b, f, m); !errors.Is(err, report.ErrNoCharts) {
			t.Errorf("Write(%s) = %v, want ErrNoCharts", f, err)
		}
		if err := report.WriteWith(&b, f, m, stubCharts{}); err != nil || !strings.Contains(b.String(), `class="stub"`) {
			t.Errorf("WriteWith(%s) = %v, %q", f, err, b.String())
		}
	}
	if h := m.Chart(); len(h.Rows) != 2 || len(h.Cols) != deck.NumClasses || h.Values[1][0] != m.Equity[1][0] {
		t.Errorf("Chart() = %d rows, %d columns", len(h.Rows), len(h.Cols))
	}
	if err := report.WriteWith(new(bytes.Buffer), report.SVG, &Report{}, stubCharts{}); err == nil {
		t.Error("a matrix without rows drew a heatmap")
	}
}
