package chart

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/flops"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/report"
	"gonum.org/v1/plot/plotter"
)

// sampleFlops computes the flops report of r1 vs r2 in g over the flops
// filter keeps, with package flops.
func sampleFlops(t testing.TB, g game.Game, r1, r2, filter string) *flops.Report {
	t.Helper()
	p, err := flops.Spec{Game: g, Ranges: [2]string{r1, r2}, Filter: filter}.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.Run(context.Background(), flops.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	return out.Report
}

// lowFlops keeps the flops up to seven-high: 166 of Hold'em's classes,
// of every suits, pairing and connectedness texture, quick to value.
const lowFlops = "2-high|3-high|4-high|5-high|6-high|7-high"

// quickFlops is the report of a narrow range pair on lowFlops.
func quickFlops(t testing.TB) *flops.Report {
	return sampleFlops(t, game.Holdem, "AA,KK", "QQ,AKs", lowFlops)
}

// TestSortedCurve checks each range's curve against the flops: it spans
// 0 to 100, falls, gives each flop a step as wide as its share of the raw
// flops, and the area under it is the count-weighted mean equity.
func TestSortedCurve(t *testing.T) {
	f := quickFlops(t)
	for i := range f.Ranges {
		xys := linePoints(report.Line{Step: true, Points: f.SortedCurve(i)}).(plotter.XYs)
		if len(xys) != 2*len(f.Flops) {
			t.Fatalf("range %d: %d points, want %d", i+1, len(xys), 2*len(f.Flops))
		}
		if xys[0].X != 0 || math.Abs(xys[len(xys)-1].X-100) > 1e-9 {
			t.Errorf("range %d: the curve spans %v to %v, want 0 to 100", i+1, xys[0].X, xys[len(xys)-1].X)
		}
		var area, mean float64
		for k := 0; k < len(xys); k += 2 {
			if xys[k].Y != xys[k+1].Y {
				t.Fatalf("range %d: step %d is not level: %v", i+1, k/2, xys[k:k+2])
			}
			if k > 0 && (xys[k].Y > xys[k-1].Y || xys[k].X != xys[k-1].X) {
				t.Fatalf("range %d: step %d rises or leaves a gap: %v after %v", i+1, k/2, xys[k], xys[k-1])
			}
			area += (xys[k+1].X - xys[k].X) * xys[k].Y / 100
		}
		for _, fl := range f.Flops {
			mean += float64(fl.Count) * fl.Equity[i]
		}
		mean *= 100 / float64(f.RawFlops)
		if math.Abs(area-mean) > 1e-9 {
			t.Errorf("range %d: the area under the curve is %v, want the mean equity %v", i+1, area, mean)
		}
	}
}

// TestWriteFlops draws each chart in both formats: a PNG of the charts'
// width, an SVG naming the textures and the ranges, the same bytes twice,
// and errors for another format, an unknown chart and no flops.
func TestWriteFlops(t *testing.T) {
	f := quickFlops(t)
	charts := map[flops.Chart][]string{
		flops.ChartCurve:     {"Equity by flop", "Range 1  AA,KK", "Range 2  QQ,AKs"},
		flops.ChartByTexture: {"Equity by texture", "rainbow", "7-high", "straight possible", "disconnected", "Range 2  QQ,AKs"},
		flops.ChartBuckets:   {"Range 2: equity buckets", "monotone", "below 33%", "75% and above"},
		flops.ChartAll:       {"Equity by flop", "Equity by texture", "Range 1: equity buckets"},
	}
	for chart, want := range charts {
		var svg, again, img bytes.Buffer
		if err := drawFlops(&svg, report.SVG, f, chart); err != nil {
			t.Fatalf("chart %d: %v", chart, err)
		}
		for _, w := range want {
			if !strings.Contains(svg.String(), w) {
				t.Errorf("the SVG of chart %d does not hold %q", chart, w)
			}
		}
		if err := drawFlops(&again, report.SVG, f, chart); err != nil || !bytes.Equal(svg.Bytes(), again.Bytes()) {
			t.Errorf("chart %d: drawn twice, the SVGs differ (%v)", chart, err)
		}
		if err := drawFlops(&img, report.PNG, f, chart); err != nil {
			t.Fatalf("chart %d PNG: %v", chart, err)
		}
		pic, err := png.Decode(&img)
		if err != nil {
			t.Fatalf("chart %d: %v", chart, err)
		}
		if w := pic.Bounds().Dx(); w != 768 {
			t.Errorf("chart %d: the PNG is %d px wide, want 768 (8 in at 96 dpi)", chart, w)
		}
	}
	var b bytes.Buffer
	for _, bad := range []struct {
		name   string
		format report.Format
		f      *flops.Report
		chart  flops.Chart
	}{
		{"format", report.HTML, f, flops.ChartCurve},
		{"chart", report.SVG, f, flops.Chart(99)},
		{"no flops", report.SVG, &flops.Report{Ranges: f.Ranges}, flops.ChartCurve},
	} {
		if err := drawFlops(&b, bad.format, bad.f, bad.chart); err == nil {
			t.Errorf("%s: writeFlops = nil, want an error", bad.name)
		}
	}
}

// TestFlopsHTML writes a flops report as HTML through Write: the three
// charts inline, and every texture with its equities in the table.
func TestFlopsHTML(t *testing.T) {
	f := quickFlops(t)
	var b bytes.Buffer
	if err := Write(&b, report.HTML, f); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	// Each chart twice: wide, and narrow for a phone.
	if n, w := strings.Count(page, "<svg"), strings.Count(page, `<svg class="wide"`); n != 6 || w != 3 {
		t.Errorf("the page holds %d charts, %d of them wide, want 6 and 3", n, w)
	}
	if strings.Contains(page, "<?xml") || strings.Contains(page, "http://www.w3.org") {
		t.Errorf("the page holds an XML declaration or a URL")
	}
	for _, tx := range f.Textures {
		row := fmt.Sprintf(`<tr data-group="%s" data-name="%s"><th>%s</th><td class="num">%d</td><td class="num">%d</td>`,
			tx.Group, tx.Name, tx.Label(), tx.Flops, tx.Count)
		if !strings.Contains(page, row) {
			t.Errorf("the page has no row %s", row)
		}
		eq := fmt.Sprintf(`<td class="num">%.1f%%</td><td class="num">%.1f%%</td>`, 100*tx.Equity[0], 100*tx.Equity[1])
		if !strings.Contains(page, eq) {
			t.Errorf("the page does not show %s %s's equities %s", tx.Group, tx.Name, eq)
		}
	}
}

// flopsDir is where TestFlopsFiles writes a whole flops report's HTML,
// PNG and SVG, to look at: go test ./report/chart -run TestFlopsFiles
// -args -flops DIR.
var flopsDir = flag.String("flops", "", "write a flops report's HTML, PNG and SVG to this directory")

// TestFlopsFiles writes the report of a range pair over every flop with
// -flops DIR, to look at.
func TestFlopsFiles(t *testing.T) {
	if *flopsDir == "" {
		t.Skip("set -flops DIR to write a flops report's files")
	}
	f := sampleFlops(t, game.Holdem, "AA,KK,AKs", "QQ-99,AQs,KQs,JTs", "")
	for _, format := range []report.Format{report.HTML, report.PNG, report.SVG} {
		var b bytes.Buffer
		if err := Write(&b, format, f); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(*flopsDir, "flops."+string(format)), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSortedCurveNoDeals checks that a flop on which the ranges have no
// deal draws no step: the curve spans the other flops only.
func TestSortedCurveNoDeals(t *testing.T) {
	f := &flops.Report{Ranges: []string{"AhAd", "AsAc"}, Flops: []flops.Flop{
		{Flop: "Kh7d2c", Count: 3, Deals: 1, Equity: []float64{0.5, 0.5}},
		{Flop: "Ah7d2c", Count: 5, Deals: 0, Equity: []float64{0, 0}},
		{Flop: "Qh7d2c", Count: 1, Deals: 1, Equity: []float64{0.6, 0.4}},
	}}
	want := plotter.XYs{{X: 0, Y: 60}, {X: 25, Y: 60}, {X: 25, Y: 50}, {X: 100, Y: 50}}
	if got := linePoints(report.Line{Step: true, Points: f.SortedCurve(0)}).(plotter.XYs); !slices.Equal(got, want) {
		t.Errorf("SortedCurve = %v, want %v", got, want)
	}
}

// drawFlops draws chart of f as the flops report's writers do.
func drawFlops(w io.Writer, format report.Format, f *flops.Report, chart flops.Chart) error {
	c, err := f.Chart(chart)
	if err != nil {
		return err
	}
	return Gonum{}.Draw(w, format, c)
}
