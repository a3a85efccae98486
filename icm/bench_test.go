package icm

import (
	"context"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

func benchmarkExact(b *testing.B, n int) {
	f := randomField(deck.NewRand(5, 0), n, n)
	b.ReportAllocs()
	for b.Loop() {
		exact(f)
	}
}

func BenchmarkExact9(b *testing.B)  { benchmarkExact(b, 9) }
func BenchmarkExact20(b *testing.B) { benchmarkExact(b, 20) }

// BenchmarkExactSparse1000 values a field of 1,000 players, 3 paid,
// exactly by the sparse recursion.
func BenchmarkExactSparse1000(b *testing.B) {
	f := mttField(1000, 3)
	b.ReportAllocs()
	for b.Loop() {
		exactSparse(f)
	}
}

// BenchmarkMonteCarlo1000 values a field of 1,000 players, 150 paid, to
// the default target (a standard error of 0.05% of the pool).
func BenchmarkMonteCarlo1000(b *testing.B) {
	f := mttField(1000, 150)
	b.ReportAllocs()
	for b.Loop() {
		r, err := Compute(context.Background(), f, Options{Method: MonteCarlo, Workers: 2})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(r.Trials), "trials")
	}
}

// mttField returns n players with stacks drawn with a fixed seed and a
// prize pool of 1000 shared by the first paid places, each 0.8 times
// the one before.
func mttField(n, paid int) Field {
	r := deck.NewRand(6, 0)
	f := Field{Stacks: make([]float64, n), Payouts: make([]float64, paid)}
	for i := range f.Stacks {
		f.Stacks[i] = float64(1000 + r.IntN(50000))
	}
	p := 1.0
	for i := range f.Payouts {
		f.Payouts[i] = p
		p *= 0.8
	}
	s := sum(f.Payouts)
	for i := range f.Payouts {
		f.Payouts[i] *= 1000 / s
	}
	return f
}
