package answer

import (
	"errors"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/job"
)

// TestCheckEquity refuses equity results read back whose figures cannot
// be.
func TestCheckEquity(t *testing.T) {
	ok := func() *Equity {
		return &Equity{Mode: "exact", Samples: 990, Players: []PlayerEquity{
			{Hand: "AhKh", Equity: 0.3, Win: 0.25, Tie: 0.1}, {Hand: "QsQd", Equity: 0.7, Win: 0.65, Tie: 0.1}}}
	}
	tests := []struct {
		name string
		edit func(*Equity)
		want string
	}{
		{"whole", func(*Equity) {}, ""},
		{"equity above 1", func(e *Equity) { e.Players[0].Equity = 12500.46 }, "player 1's equity is 12500.46"},
		{"negative", func(e *Equity) { e.Players[1].Win = -7e300 }, "player 2's win is -7e+300"},
		{"win and tie", func(e *Equity) { e.Players[1].Tie = 0.5 }, "player 2's win and tie is 1.15"},
		{"sum", func(e *Equity) { e.Players[1].Equity = 0.6 }, "add up to 0.8999"},
		{"no samples", func(e *Equity) { e.Samples = -3 }, "-3 samples"},
		{"confidence", func(e *Equity) { e.Confidence = 95 }, "confidence level 95"},
		{"distribution", func(e *Equity) {
			e.Distributions = []Distribution{{Hand: "QQ+", Points: []DistributionPoint{{Hand: "QhQd", Share: 0.5, Equity: 1.5}}}}
		}, "the equity of QhQd is 1.5"},
		{"escape in a distribution", func(e *Equity) {
			e.Distributions = []Distribution{{Hand: "QQ+", Points: []DistributionPoint{{Hand: "\x1b[2J", Share: 0.5, Equity: 0.5}}}}
		}, `hand "\x1b[2J" is not text`},
	}
	for _, tt := range tests {
		e := ok()
		tt.edit(e)
		err := CheckEquity(e)
		if tt.want == "" && err != nil || tt.want != "" && (!errors.Is(err, job.ErrImplausible) || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: CheckEquity = %v, want %q", tt.name, err, tt.want)
		}
	}
}
