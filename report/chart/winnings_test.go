package chart

import (
	"strings"
	"testing"

	"github.com/pokersim/pokersim/history"
)

// TestWholeTicks checks that the hands axis of the winnings graph has
// whole-number ticks only, labelled without decimals, however few hands.
func TestWholeTicks(t *testing.T) {
	tests := []struct {
		name   string
		lo, hi float64
	}{
		{"three hands", 0, 3},
		{"one hand", 0, 1},
		{"a session", 0, 250},
		{"many", 0, 123456},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			labels := 0
			for _, tk := range (wholeTicks{}).Ticks(tt.lo, tt.hi) {
				if tk.Value != float64(int64(tk.Value)) || strings.Contains(tk.Label, ".") {
					t.Errorf("wholeTicks.Ticks(%v, %v) has %v labelled %q", tt.lo, tt.hi, tk.Value, tk.Label)
				}
				if tk.Label != "" {
					labels++
				}
			}
			if labels < 2 {
				t.Errorf("wholeTicks.Ticks(%v, %v) labels %d ticks, want 2 or more", tt.lo, tt.hi, labels)
			}
		})
	}
}

// TestWinningsAxes checks that the graph has no title of its own and
// names the player and the unit on its y axis, "mixed currencies" for
// several.
func TestWinningsAxes(t *testing.T) {
	points := []history.Point{{Hand: 1, Net: 2, Adjusted: 1.5}, {Hand: 2, Net: -1, Adjusted: 0.5}, {Hand: 3, Net: 4, Adjusted: 2}}
	svg, err := Gonum{}.WinningsSVG(points, "hero", "mixed")
	if err != nil {
		t.Fatal(err)
	}
	if s := string(svg); !strings.Contains(s, "won by hero (mixed currencies)") || strings.Contains(s, ">2.50<") || strings.Contains(s, ">0.5<") {
		t.Errorf("the graph's axes: want the y axis \"won by hero (mixed currencies)\" and whole hands: %.400q", s)
	}
}
