package pushfold

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestDomain checks that stacks and antes past MaxStack are refused by
// each game, naming the field, and that a solution stopped at its
// iteration cap above the tolerance is not called an equilibrium.
func TestDomain(t *testing.T) {
	payouts := []float64{50, 30, 20}
	tests := []struct {
		name  string
		err   error
		field string
	}{
		{"heads-up stack 1e12", Game{Stack: 1e12}.Validate(), "stack"},
		{"heads-up stack 1e308", Game{Stack: 1e308}.Validate(), "stack"},
		{"heads-up ante", Game{Stack: 1e6, Ante: 2e6}.Validate(), "ante"},
		{"ICM stack", ICMGame{Stacks: []float64{10, 1e15, 10}, Payouts: payouts}.Validate(), "stack 2"},
		{"three-way stack", ThreeWayGame{Stacks: []float64{10, 10, 1e308}, Payouts: payouts}.Validate(), "stack 3"},
	}
	for _, tt := range tests {
		var ge *GameError
		if !errors.As(tt.err, &ge) || ge.Field != tt.field {
			t.Errorf("%s: Validate = %v, want a *GameError of %q", tt.name, tt.err, tt.field)
		}
	}
	if err := (Game{Stack: MaxStack}).Validate(); err != nil {
		t.Errorf("Game{Stack: MaxStack}.Validate() = %v", err)
	}

	sol, err := Solve(context.Background(), Game{Stack: 10}, Options{MaxIterations: 16})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := sol.Report().WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if sol.Converged || strings.Contains(b.String(), "Nash equilibrium") || !strings.Contains(b.String(), "No equilibrium within the tolerance") {
		t.Errorf("a solution of 16 iterations, exploitability %g: converged %v, text %.120q", sol.Exploitability, sol.Converged, b.String())
	}
	sol, err = Solve(context.Background(), Game{Stack: 10}, Options{})
	if err != nil || !sol.Converged {
		t.Errorf("Solve(10 bb) = %v, converged %v", err, sol != nil && sol.Converged)
	}
}

// TestChartAnte checks that a chart with an ante starts at the smallest
// stack that covers the big blind and the ante, and says so, and that an
// ante no chart stack can post is refused. (A large ante keeps the test
// short: only the stacks from 19.5 bb are solved.)
func TestChartAnte(t *testing.T) {
	for _, tt := range []struct {
		ante  float64
		first float64 // the chart's first stack, 0 if none
	}{{0, 1}, {0.01, 1.1}, {0.1, 1.1}, {0.125, 1.2}, {18.5, 19.5}, {19, 20}, {19.01, 0}} {
		k, ok := ChartFirst(tt.ante)
		if ok != (tt.first > 0) || ok && ChartStack(k) != tt.first {
			t.Errorf("ChartFirst(%g) = %v (%g bb), %v; want %g bb", tt.ante, k, ChartStack(k), ok, tt.first)
		}
	}
	c, err := NewChart(context.Background(), 18.5, 1)
	if err != nil {
		t.Fatalf("NewChart(ante 18.5) = %v", err)
	}
	r := c.Report()
	var b strings.Builder
	r.WriteText(&b)
	if r.Min != 19.5 || !strings.Contains(b.String(), "(19.5 to 20 by 0.1)") || !strings.Contains(b.String(), "The chart starts at 19.5 bb") {
		t.Errorf("chart of ante 18.5: min %g, text %.300q", r.Min, b.String())
	}
	for _, h := range r.Hands {
		for _, bb := range []*float64{h.PushBB, h.CallBB} {
			if bb != nil && *bb < 19.5 {
				t.Errorf("%s: %g bb, below the chart's first stack", h.Class, *bb)
			}
		}
	}
	if _, err := NewChart(context.Background(), 19.5, 1); err == nil {
		t.Errorf("NewChart(ante 19.5) = nil error, want the ante refused")
	}
}
