package chart

import (
	"bytes"
	"github.com/pokersim/pokersim/answer"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/report"
)

func TestEquityChart(t *testing.T) {
	b := sampleBatch(t)
	tests := []struct {
		name     string
		entry    int
		whiskers bool
	}{
		{"exact heads-up", 0, false},
		{"Monte Carlo three-way", 1, true},
		{"exact range", 2, false},
		{"Monte Carlo ranges", 3, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := b.Entries[tt.entry].Equity
			first, err := report.DrawSVG(Gonum{}, e.Chart())
			if err != nil {
				t.Fatal(err)
			}
			second, err := report.DrawSVG(Gonum{}, e.Chart())
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(first, second) {
				t.Error("equityChart drew the same result twice differently")
			}
			svg := string(first)
			if !strings.Contains(svg, "<svg") || !strings.HasSuffix(strings.TrimSpace(svg), "</svg>") {
				t.Errorf("equityChart() = %.40q...%q, want an SVG document", svg, svg[max(0, len(svg)-10):])
			}
			for i, p := range e.Players {
				if label := answer.ChartLabel(i, p.Hand); !strings.Contains(svg, ">"+label+"<") {
					t.Errorf("the chart does not name player %d as %q", i+1, label)
				}
			}
			// A whisker is a horizontal line of the ink colour and the
			// default width, 1, unlike the axis's lines, with vertical caps
			// at both ends: three paths per player.
			const ink = "stroke:#222222\""
			wantInk := 0
			if tt.whiskers {
				wantInk = 3 * len(e.Players)
			}
			if got := strings.Count(svg, ink); got != wantInk {
				t.Errorf("the chart has %d whisker lines, want %d", got, wantInk)
			}
		})
	}
}

func TestChartLabel(t *testing.T) {
	tests := []struct {
		i    int
		hand string
		want string
	}{
		{0, "AhKh", "1  AhKh"},
		{2, "QQ+, AKs, A5s-A2s", "3  QQ+, AKs, A5s-A2s"},
		{1, "QQ+, AKs, A5s-A2s, KQs, KJs", "2  QQ+, AKs, A5s-A2s…"},
		{0, strings.Repeat("♠♥♦♣", 5), "1  " + strings.Repeat("♠♥♦♣", 5)},
		{0, strings.Repeat("♠♥♦♣", 5) + "♠", "1  " + strings.Repeat("♠♥♦♣", 4) + "♠♥♦…"},
	}
	for _, tt := range tests {
		if got := answer.ChartLabel(tt.i, tt.hand); got != tt.want {
			t.Errorf("answer.ChartLabel(%d, %q) = %q, want %q", tt.i, tt.hand, got, tt.want)
		}
	}
}
