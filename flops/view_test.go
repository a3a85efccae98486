package flops

import (
	"bytes"
	"strings"
	"testing"
)

// TestFlopsTextNoDeals checks that a texture on whose every flop a range
// is blocked, so that it holds no deal, shows no equity or buckets rather
// than 0%, while its made hands, which need only one range, still show.
func TestFlopsTextNoDeals(t *testing.T) {
	f := &Report{
		Game: "holdem", Ranges: []string{"AhAd", "AsAc"}, FlopsTotal: 2, RawFlops: 2,
		Equity: []float64{0.5, 0.5}, Buckets: []float64{0.5},
		Textures: []TextureSummary{
			{Group: "high", Name: "K", Flops: 1, Count: 1, Deals: 1,
				Equity: []float64{0.5, 0.5}, Buckets: [][]float64{{0.25, 0.75}, {0.25, 0.75}},
				Made: []Made{{TwoPair: 0.1}, {TwoPair: 0.1}}},
			{Group: "high", Name: "A", Flops: 1, Count: 1, Deals: 0,
				Equity: []float64{0, 0}, Buckets: [][]float64{{0, 0}, {0, 0}},
				Made: []Made{{TwoPair: 1, Sets: 1, Nuts: 0.5}, {TwoPair: 1, Sets: 1, Nuts: 0.5}}},
		},
	}
	var b bytes.Buffer
	if err := f.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(b.String(), "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		switch fields[0] {
		case "K":
			if strings.Contains(line, " - ") {
				t.Errorf("a texture with deals shows a dash: %q", line)
			}
		case "A":
			// A, flops, raw, then per range: |, equity, two buckets, 2p+, set+, nuts.
			want := []string{"A", "1", "1", "|", "-", "-", "-", "100.0%", "100.0%", "50.0%", "|", "-", "-", "-", "100.0%", "100.0%", "50.0%"}
			if strings.Join(fields, " ") != strings.Join(want, " ") {
				t.Errorf("texture without deals: %q, want %q", fields, want)
			}
		}
	}
}
