package chart

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"github.com/pokersim/pokersim/answer"
	"github.com/pokersim/pokersim/matrix"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/hands"
	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/internal/testfull"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/sim"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name, or rewrites it with -update.
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

// sampleBatch reads package report's sample batch from its JSON golden
// file (report's TestBatchJSONRoundTrip checks that it reads back as the
// batch written): exact and Monte Carlo matchups, ranges, a hi-lo game
// and two lines that did not run, one with characters that HTML escapes.
func sampleBatch(t *testing.T) *answer.Batch {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "answer", "testdata", "batch.json"))
	if err != nil {
		t.Fatal(err)
	}
	var b answer.Batch
	if err := json.Unmarshal(data, &b); err != nil {
		t.Fatal(err)
	}
	return &b
}

// distributions returns the equity distributions of QQ+,AK vs JTs,99,AhQh
// on Ts9h2c, computed exactly by sim.
func distributions(t *testing.T) []answer.Distribution {
	t.Helper()
	m := &sim.Matchup{Game: game.Holdem, Board: deck.MustParseCards("Ts9h2c")}
	for _, text := range []string{"QQ+,AK", "JTs,99,AhQh"} {
		r, err := deck.ParseRange(text)
		if err != nil {
			t.Fatal(err)
		}
		m.Players = append(m.Players, sim.Player{Range: r, Text: text})
	}
	var ds []answer.Distribution
	for p, pl := range m.Players {
		hands, _, err := sim.HandsOf(context.Background(), m, sim.Options{Method: sim.ForceExact}, p)
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, *answer.NewDistribution(p, pl.Text, hands))
	}
	return ds
}

// syntheticMatrix returns a matrix of the given rows (all 169 if none)
// whose figures are made up but consistent: the row class's equity against
// a column class is 0.5 plus the difference of their equities against a
// random hand.
func syntheticMatrix(t testing.TB, rows ...string) *matrix.Report {
	t.Helper()
	m := &matrix.Report{}
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

// TestBatchHTMLGolden checks the batch's HTML page, charts and all, against
// its golden file, and that it is the same twice.
func TestBatchHTMLGolden(t *testing.T) {
	var first, second bytes.Buffer
	for _, out := range []*bytes.Buffer{&first, &second} {
		if err := Write(out, report.HTML, sampleBatch(t)); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(first.Bytes(), second.Bytes()) {
		t.Error("two pages of the same batch differ")
	}
	golden(t, "batch.html", first.Bytes())
}

// TestWinnings checks the hands page's graph: an SVG or PNG of the
// followed player's points, the same twice, and an error without points.
func TestWinnings(t *testing.T) {
	points := []history.Point{{Hand: 1, Net: 2, Adjusted: 1.5}, {Hand: 2, Net: -1, Adjusted: 0.5}}
	a, err := report.DrawSVG(Gonum{}, hands.WinningsChart(points, "hero", "USD"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := report.DrawSVG(Gonum{}, hands.WinningsChart(points, "hero", "USD"))
	if err != nil || !bytes.Equal(a, b) {
		t.Errorf("two graphs of the same points differ (%v)", err)
	}
	if !strings.Contains(string(a), "<svg") || !strings.Contains(string(a), "hero") {
		t.Errorf("the graph is not an SVG naming the player: %.200q", a)
	}
	var p bytes.Buffer
	if err := (Gonum{}).Draw(&p, report.PNG, hands.WinningsChart(points, "hero", "USD")); err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(&p); err != nil {
		t.Errorf("the PNG does not decode: %v", err)
	}
	if err := (Gonum{}).Draw(&p, report.SVG, &report.Curves{Width: 100, Height: 100}); err == nil {
		t.Error("a graph of no curves: no error")
	}
}

// TestDistributionChart checks that the chart is the same for the same
// figures, is an SVG document or a PNG image as asked, and names each
// player's range.
func TestDistributionChart(t *testing.T) {
	ds := distributions(t)
	var a, b bytes.Buffer
	if err := (Gonum{}).Draw(&a, report.SVG, answer.DistributionsChart(ds)); err != nil {
		t.Fatal(err)
	}
	if err := (Gonum{}).Draw(&b, report.SVG, answer.DistributionsChart(ds)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two charts of the same figures differ")
	}
	svg := a.String()
	if !strings.Contains(svg, "<svg") || !strings.Contains(svg, "QQ+,AK") || !strings.Contains(svg, "JTs,99,AhQh") {
		t.Errorf("the SVG chart lacks its <svg> element or the ranges' names:\n%.300s", svg)
	}
	var p bytes.Buffer
	if err := (Gonum{}).Draw(&p, report.PNG, answer.DistributionsChart(ds)); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&p)
	if err != nil {
		t.Fatal(err)
	}
	if r := img.Bounds(); r.Dx() < 300 || r.Dy() < 200 {
		t.Errorf("PNG is %v, want at least 300x200", r)
	}
	if err := (Gonum{}).Draw(&p, report.Text, answer.DistributionsChart(ds)); err == nil {
		t.Error("a text chart: no error")
	}
	if err := (Gonum{}).Draw(&p, report.SVG, answer.DistributionsChart(nil)); err == nil {
		t.Error("a chart of nothing: no error")
	}
}

func TestWriteMatrixHeatmap(t *testing.T) {
	tests := []struct {
		name string
		rows []string
	}{
		{"full", nil},
		{"three rows", []string{"AA", "T9s", "72o"}},
		{"one row", []string{"22"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if testing.Short() && tt.rows == nil {
				t.Skip("drawing 28,561 cells four times takes seconds under the race detector")
			}
			if tt.rows == nil {
				testfull.Full(t) // the rows below draw the same cells by default
			}
			m := syntheticMatrix(t, tt.rows...)
			var png, png2, svg, svg2 bytes.Buffer
			for _, out := range []struct {
				w      *bytes.Buffer
				format string
			}{{&png, "png"}, {&png2, "png"}, {&svg, "svg"}, {&svg2, "svg"}} {
				if err := writeHeatmap(out.w, report.Format(out.format), m.Chart()); err != nil {
					t.Fatalf("WriteMatrixHeatmap(%s): %v", out.format, err)
				}
			}
			img, format, err := image.Decode(bytes.NewReader(png.Bytes()))
			if err != nil || format != "png" {
				t.Fatalf("the PNG does not decode: %v (format %q)", err, format)
			}
			if b := img.Bounds(); b.Dx() < 600 || b.Dy() < 100 {
				t.Errorf("PNG of %v pixels: too small", b.Size())
			}
			if !strings.Contains(svg.String(), "<svg") {
				t.Errorf("SVG output has no <svg element: %.100q", svg.String())
			}
			if !bytes.Equal(png.Bytes(), png2.Bytes()) || !bytes.Equal(svg.Bytes(), svg2.Bytes()) {
				t.Error("two drawings of the same matrix differ")
			}
		})
	}
	if err := (Gonum{}).Draw(new(bytes.Buffer), "gif", syntheticMatrix(t, "AA").Chart()); err == nil {
		t.Error("WriteMatrixHeatmap(gif) succeeded, want an error")
	}
}

func TestBatchHTML(t *testing.T) {
	b := sampleBatch(t)
	var out bytes.Buffer
	if err := Write(&out, report.HTML, b); err != nil {
		t.Fatal(err)
	}
	page := out.String()
	ran := 0
	for _, be := range b.Entries {
		if be.Equity != nil {
			ran++
		}
	}
	for _, tt := range []struct {
		name string
		what string
		want int
	}{
		{"one chart per matchup that ran", "<svg", ran},
		{"one table body per matchup", "<tbody", len(b.Entries)},
		{"one row per player or error", "<tr>", 1 + 2 + 3 + 2 + 3 + 2 + 1 + 3 + 2 + 1}, // header first
		{"the lines not run", `class="not-run"`, 2},
		{"no address", "http://", 0},
		{"no secure address", "https://", 0},
		{"no script", "<script", 0},
		{"no external style sheet", "<link", 0},
		{"no image", "<img", 0},
		{"no unescaped input", "<b>Ts9h</b>", 0},
		{"escaped input", "&lt;b&gt;Ts9h&lt;/b&gt;", 2},
		{"Monte Carlo interval", "38.876% – 39.011%", 1},
		{"range hand", "AA@50,KK,AKs", 4}, // hand and input in the table, chart label and caption
	} {
		if got := strings.Count(page, tt.what); got != tt.want {
			t.Errorf("%s: WriteHTML has %d of %q, want %d", tt.name, got, tt.what, tt.want)
		}
	}
	if !strings.HasPrefix(page, "<!DOCTYPE html>\n") || !strings.HasSuffix(page, "</html>\n") {
		t.Error("WriteHTML does not write a whole page")
	}
}

// TestHeatmapLabels checks that the heatmap names every column and every
// row, so that a cell such as AKo vs 22 can be found: the SVG's text holds
// each class once per axis it labels.
func TestHeatmapLabels(t *testing.T) {
	for _, rows := range [][]string{nil, {"AKo", "T9s", "22"}} {
		m := syntheticMatrix(t, rows...)
		if testing.Short() && rows == nil {
			continue
		}
		var svg bytes.Buffer
		if err := writeHeatmap(&svg, report.SVG, m.Chart()); err != nil {
			t.Fatal(err)
		}
		labels := map[string]int{}
		for _, m := range regexp.MustCompile(`>([AKQJT2-9]{2}[so]?)</text>`).FindAllStringSubmatch(svg.String(), -1) {
			labels[m[1]]++
		}
		isRow := map[string]bool{}
		for _, c := range m.Rows {
			isRow[c.String()] = true
		}
		for c := range deck.AllClasses() {
			want := 1
			if isRow[c.String()] {
				want = 2
			}
			if got := labels[c.String()]; got != want {
				t.Errorf("rows %v: %s labelled %d times, want %d", rows, c, got, want)
			}
		}
	}
}
