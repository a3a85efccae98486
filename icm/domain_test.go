package icm

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

// TestDomain checks that values outside the documented domain are
// refused, naming the field, and that fields at its edges give finite
// equities, none below zero, adding up to the pool, by each method.
func TestDomain(t *testing.T) {
	refused := []struct {
		name string
		r    Request
		what string
	}{
		{"denormal stack", Request{Stacks: []float64{5e-324, 1}, Payouts: []float64{70, 30}}, "stacks"},
		{"stacks past MaxStack", Request{Stacks: []float64{1e308, 1e308, 1e308}, Payouts: []float64{50, 30, 20}}, "stacks"},
		{"stacks too far apart", Request{Stacks: []float64{1e-6, 1e15}, Payouts: []float64{70, 30}}, "stacks"},
		{"payout past MaxPayout", Request{Stacks: []float64{1, 2}, Payouts: []float64{1e308, 1e308}}, "payouts"},
		{"equity above 1", Request{Stacks: []float64{1, 2}, Payouts: []float64{1}, Call: &CallRequest{Hero: 1, Villain: 2, Equity: 1.5}}, "equity"},
		{"dead money past MaxStack", Request{Stacks: []float64{1, 2}, Payouts: []float64{1}, Call: &CallRequest{Hero: 1, Villain: 2, Equity: 0.5, Dead: 1e300}}, "dead"},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Run(context.Background(), tt.r, 1)
			var ie *InputError
			if !errors.As(err, &ie) || ie.What != tt.what || tt.r.Validate() == nil {
				t.Errorf("Run = %v, want an *InputError of %q", err, tt.what)
			}
		})
	}

	rng := rand.New(rand.NewPCG(1, 2))
	fields := []Field{
		{Stacks: []float64{MinStack, MinStack * MaxStackRatio}, Payouts: []float64{MaxPayout, MaxPayout}},
		{Stacks: []float64{MaxStack / MaxStackRatio, MaxStack, MaxStack}, Payouts: []float64{MaxPayout, 1, 0}},
		{Stacks: []float64{MinStack, MinStack, MinStack}, Payouts: []float64{3, 2, 1}},
		{Stacks: []float64{MaxStack, MaxStack, MaxStack, MaxStack}, Payouts: []float64{MaxPayout, MaxPayout, MaxPayout, MaxPayout}},
	}
	for range 20 {
		n := 2 + rng.IntN(8)
		base := math.Pow(10, -9+rng.Float64()*12)
		f := Field{}
		for range n {
			f.Stacks = append(f.Stacks, base*math.Pow(10, rng.Float64()*12))
		}
		for range 1 + rng.IntN(n) {
			f.Payouts = append(f.Payouts, math.Pow(10, rng.Float64()*15))
		}
		fields = append(fields, f)
	}
	for _, f := range fields {
		if err := f.Validate(); err != nil {
			t.Fatalf("field %v: %v", f, err)
		}
		for _, m := range []Method{Exact, MonteCarlo} {
			res, err := Compute(context.Background(), f, Options{Method: m, Trials: 2000, Seed: 1, Workers: 1})
			if err != nil {
				t.Fatalf("Compute(%v, %s) = %v", f, m, err)
			}
			var total float64
			for _, e := range res.Equity {
				if math.IsNaN(e) || math.IsInf(e, 0) || e < 0 {
					t.Fatalf("Compute(%v, %s): equity %v", f, m, res.Equity)
				}
				total += e
			}
			if pool := f.Pool(); math.Abs(total-pool) > 1e-9*pool {
				t.Errorf("Compute(%v, %s): equities add up to %g, the pool is %g", f, m, total, pool)
			}
		}
	}
}
