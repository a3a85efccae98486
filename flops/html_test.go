package flops

import (
	"bytes"
	"errors"
	"github.com/pokersim/pokersim/report"
	"io"
	"slices"
	"strings"
	"testing"
)

// tinyFlops is a flops report of two flops, by hand.
func tinyFlops() *Report {
	made := []Made{{TwoPair: 0.1, Sets: 0.05, Nuts: 0.01}, {TwoPair: 0.2, Sets: 0.1, Nuts: 0}}
	return &Report{Game: "holdem", Ranges: []string{"QQ+,AK", "<b>22+</b>"}, Symmetry: "suits", FlopsTotal: 2, RawFlops: 16,
		Equity: []float64{0.6, 0.4}, Buckets: []float64{0.33, 0.5, 0.75},
		Flops: []Flop{
			{Flop: "2c2d2h", Count: 4, Deals: 10, Equity: []float64{0.55, 0.45}, Texture: FlopTexture{"rainbow", "trips", "2", "none"},
				Buckets: [][]float64{{0.1, 0.2, 0.3, 0.4}, {0.4, 0.3, 0.2, 0.1}}, Made: made},
			{Flop: "4c3c2c", Count: 12, Deals: 20, Equity: []float64{0.62, 0.38}, Texture: FlopTexture{"monotone", "unpaired", "4", "straight"},
				Buckets: [][]float64{{0.1, 0.2, 0.3, 0.4}, {0.4, 0.3, 0.2, 0.1}}, Made: made},
		},
		Textures: []TextureSummary{
			{Group: "suits", Name: "rainbow", Flops: 1, Count: 4, Deals: 40, Equity: []float64{0.55, 0.45}, Buckets: [][]float64{{0.1, 0.2, 0.3, 0.4}, {0.4, 0.3, 0.2, 0.1}}, Made: made},
			{Group: "high", Name: "4", Flops: 1, Count: 12, Deals: 240, Equity: []float64{0.62, 0.38}, Buckets: [][]float64{{0.1, 0.2, 0.3, 0.4}, {0.4, 0.3, 0.2, 0.1}}, Made: made},
		},
		Hero: &Hero{Hand: "AhKh", Player: 1, Other: 2, Removed: []Blocked{{"AKs", 4, 1}}, Combos: 100, Blocked: 7,
			Equity: []float64{0.4, 0.41}, Made: made},
	}
}

// TestFlopsFormats checks that a flops report's HTML, PNG and SVG need
// Charts (ErrNoCharts without) and hold what the Charts drew, and that the
// page escapes the ranges and shows the hero's blockers.
func TestFlopsFormats(t *testing.T) {
	f := tinyFlops()
	for _, format := range []report.Format{report.HTML, report.PNG, report.SVG} {
		if !slices.Contains(f.Formats(), format) {
			t.Fatalf("Formats() = %v lacks %s", f.Formats(), format)
		}
		var b bytes.Buffer
		if err := report.Write(&b, format, f); !errors.Is(err, report.ErrNoCharts) {
			t.Errorf("Write(%s) = %v, want ErrNoCharts", format, err)
		}
		if err := report.WriteWith(&b, format, f, stubCharts{}); err != nil {
			t.Fatalf("WriteWith(%s): %v", format, err)
		}
		if !strings.Contains(b.String(), `<svg class="stub">`) {
			t.Errorf("WriteWith(%s) does not hold the chart drawn", format)
		}
	}
	var b bytes.Buffer
	if err := report.WriteWith(&b, report.HTML, f, stubCharts{}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{
		"&lt;b&gt;22&#43;&lt;/b&gt;", // the range, escaped
		`<tr data-group="high" data-name="4"><th>4-high</th><td class="num">1</td><td class="num">12</td><td class="num">75.0%</td><td class="num">62.0%</td><td class="num">38.0%</td>`,
		"<h2>Blockers of AhKh</h2>", "<tr><th>AKs</th><td class=\"num\">4</td><td class=\"num\">1</td></tr>",
		"<tr><th>4c3c2c</th><td class=\"num\">12</td><td class=\"num\">20</td><td>monotone, unpaired, 4-high, straight</td>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page does not hold %s", want)
		}
	}
	if strings.Count(page, `<svg class="stub">`) != 3 {
		t.Errorf("the page holds %d charts, want 3", strings.Count(page, `<svg class="stub">`))
	}
}

// TestTextureLabel checks the names of textures in charts and tables.
func TestTextureLabel(t *testing.T) {
	tests := []struct{ group, name, want string }{
		{"suits", "two-tone", "two-tone"},
		{"pairing", "paired", "paired"},
		{"high", "A", "A-high"},
		{"high", "9", "9-high"},
		{"connected", "none", "disconnected"},
		{"connected", "open-ended", "open-ended possible"},
		{"connected", "straight", "straight possible"},
	}
	for _, tt := range tests {
		if got := (TextureSummary{Group: tt.group, Name: tt.name}).Label(); got != tt.want {
			t.Errorf("Texture{%s %s}.Label() = %q, want %q", tt.group, tt.name, got, tt.want)
		}
	}
}

// TestBucketLabels checks the names of equity buckets.
func TestBucketLabels(t *testing.T) {
	tests := []struct {
		edges []float64
		want  string
	}{
		{[]float64{0.33, 0.5, 0.75}, "below 33%|33%–50%|50%–75%|75% and above"},
		{[]float64{0.5}, "below 50%|50% and above"},
		{nil, "all"},
	}
	for _, tt := range tests {
		if got := strings.Join(BucketLabels(tt.edges), "|"); got != tt.want {
			t.Errorf("BucketLabels(%v) = %q, want %q", tt.edges, got, tt.want)
		}
	}
	if got := strings.Join(shortBucketLabels([]float64{0.33, 0.5, 0.75}), "|"); got != "<33%|33%–50%|50%–75%|≥75%" {
		t.Errorf("shortBucketLabels(0.33, 0.5, 0.75) = %q", got)
	}
}

// stubCharts draws every chart as an empty SVG element, for the tests of
// the pages around them; package report/chart tests the charts.
type stubCharts struct{}

func (stubCharts) Draw(w io.Writer, _ report.Format, _ report.Chart) error {
	_, err := io.WriteString(w, `<svg class="stub"></svg>`)
	return err
}
