package pushfold

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/testfull"
)

// TestChartPublished checks the chart against the values of the
// HoldemResources heads-up push-or-fold chart without ante, within 0.1 bb.
func TestChartPublished(t *testing.T) {
	if testing.Short() {
		t.Skip("the whole chart takes some seconds")
	}
	testfull.Full(t) // the whole chart; TestSolveEquilibrium checks the solver by default
	c, err := NewChart(context.Background(), 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		class string
		call  bool
		want  float64
	}{
		{"T3s", false, 7.7},
		{"Q2o", true, 5.6},
		{"K2s", false, 19.3},
		{"Q2s", false, 12.7},
		{"K2o", false, 11.6},
		{"Q2o", false, 7.0},
		{"J2o", false, 4.6},
		{"72o", false, 1.6},
		{"32o", false, 1.4},
	}
	for _, tt := range tests {
		cl, err := deck.ParseClass(tt.class)
		if err != nil {
			t.Fatal(err)
		}
		k := c.Push[cl.Index()]
		if tt.call {
			k = c.Call[cl.Index()]
		}
		if got := ChartStack(k); math.Abs(got-tt.want) > 0.1+1e-9 {
			t.Errorf("%s %s at %.1f bb, want %.1f", tt.class, map[bool]string{false: "pushed", true: "called"}[tt.call], got, tt.want)
		}
	}
	// 63s is pushed at 7.1 bb and at 2.3 bb and below, not at many stacks
	// between: a range with gaps.
	c63, _ := deck.ParseClass("63s")
	if i := c63.Index(); ChartStack(c.Push[i]) != 7.1 || !c.PushGaps[i] {
		t.Errorf("63s pushed up to %.1f bb, gaps %v; want 7.1 with gaps", ChartStack(c.Push[i]), c.PushGaps[i])
	}
	sol, err := Solve(context.Background(), Game{Stack: 1.4}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, q := range sol.Push {
		if q < 0.99 {
			t.Errorf("%v pushed %.3f of the time at 1.4 bb, want always", deck.ClassAt(i), q)
		}
	}
	if c.Exploitability > ChartTolerance {
		t.Errorf("exploitability %v above %v", c.Exploitability, ChartTolerance)
	}
}
