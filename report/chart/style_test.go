package chart

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/hands"
	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
)

// TestWholeTicks checks that an axis of whole things is ticked on whole
// numbers only, labelled without decimals, over short and long spans.
func TestWholeTicks(t *testing.T) {
	for _, span := range []struct{ lo, hi float64 }{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 7}, {0, 13}, {0, 250}, {0, 100000}} {
		labelled := 0
		for _, tk := range (wholeTicks{}).Ticks(span.lo, span.hi) {
			if tk.Value != float64(int64(tk.Value)) {
				t.Errorf("wholeTicks(%v, %v) has a tick at %v", span.lo, span.hi, tk.Value)
			}
			if tk.Label == "" {
				continue
			}
			labelled++
			if tk.Label != strconv.FormatInt(int64(tk.Value), 10) {
				t.Errorf("wholeTicks(%v, %v) labels %v %q", span.lo, span.hi, tk.Value, tk.Label)
			}
		}
		if labelled < 2 {
			t.Errorf("wholeTicks(%v, %v) labels %d ticks, want 2 or more", span.lo, span.hi, labelled)
		}
	}
}

// TestWinningsAxes checks the winnings graph of a few hands: whole hands
// on the x axis ("2", never "2.50"), the money's unit on the y axis.
func TestWinningsAxes(t *testing.T) {
	points := []history.Point{{Hand: 1, Net: 2, Adjusted: 1.5}, {Hand: 2, Net: -1, Adjusted: 0.5}, {Hand: 3, Net: 4, Adjusted: 3}}
	svg, err := report.DrawSVG(Gonum{}, hands.WinningsChart(points, "hero", "USD"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(svg)
	if !strings.Contains(s, ">money won (USD)<") || !strings.Contains(s, ">hands played<") {
		t.Errorf("the graph's axes are not labelled with their units")
	}
	if m := regexp.MustCompile(`>[0-9]+\.[0-9]+<`).FindAllString(s, -1); len(m) > 0 {
		// The y axis may hold fractions of money, but these points are
		// ticked in whole units too.
		t.Errorf("the graph has fractional tick labels %q", m)
	}
}

// TestNarrow checks that a chart laid out for a phone is narrower than
// the wide one, in the same type, and that a small chart of bars, which
// fits a phone already, is drawn the same.
func TestNarrow(t *testing.T) {
	points := []history.Point{{Hand: 1, Net: 2, Adjusted: 1.5}, {Hand: 2, Net: -1, Adjusted: 0.5}}
	width := regexp.MustCompile(`<svg[^>]*width="([0-9.]+)pt"`)
	sizes := regexp.MustCompile(`font-size:([0-9.]+)px`)
	for _, c := range []report.Chart{
		hands.WinningsChart(points, "hero", "USD"),
		&report.Bars{Large: true, XLabel: "equity", Rows: []string{"a", "b"}, Panels: []report.BarPanel{{Title: "t", Series: []report.BarSeries{{Name: "s", Values: []float64{10, 90}}}}}},
	} {
		wide, err := report.DrawSVG(Gonum{}, c)
		if err != nil {
			t.Fatal(err)
		}
		narrow, err := report.DrawSVG(Gonum{}, &report.Narrow{Chart: c})
		if err != nil {
			t.Fatal(err)
		}
		ww, wn := width.FindSubmatch(wide), width.FindSubmatch(narrow)
		if ww == nil || wn == nil {
			t.Fatalf("%T: no width in the SVG: %.300s", c, narrow)
		}
		a, _ := strconv.ParseFloat(string(ww[1]), 64)
		b, _ := strconv.ParseFloat(string(wn[1]), 64)
		if b != 270 || a <= b {
			t.Errorf("%T: narrow width %vpt, wide %vpt, want 270pt and wider", c, b, a)
		}
		minSize := func(doc []byte) string {
			m := sizes.FindAllSubmatch(doc, -1)
			small := ""
			for _, s := range m {
				if small == "" || string(s[1]) < small {
					small = string(s[1])
				}
			}
			return small
		}
		if minSize(wide) != minSize(narrow) {
			t.Errorf("%T: narrow type %spx, wide %spx, want the same", c, minSize(narrow), minSize(wide))
		}
	}
	bars := &report.Bars{Rows: []string{"a"}, Panels: []report.BarPanel{{Series: []report.BarSeries{{Values: []float64{50}}}}}}
	a, errA := report.DrawSVG(Gonum{}, bars)
	b, errB := report.DrawSVG(Gonum{}, &report.Narrow{Chart: bars})
	if errA != nil || errB != nil || !bytes.Equal(a, b) {
		t.Errorf("a small chart of bars drawn narrow differs (%v, %v)", errA, errB)
	}
	fig, err := report.Figure(Gonum{}, hands.WinningsChart(points, "hero", "USD"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(fig, `<svg class="wide"`) != 1 || strings.Count(fig, `<svg class="narrow"`) != 1 {
		t.Errorf("the figure of a graph is not a wide and a narrow SVG: %.200q", fig)
	}
}
