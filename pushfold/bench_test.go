package pushfold

import (
	"context"
	"testing"
)

func BenchmarkSolve10(b *testing.B) {
	AllIn()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Solve(context.Background(), Game{Stack: 10}, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkChart computes the whole chart on two workers, the table
// already built.
func BenchmarkChart(b *testing.B) {
	AllIn()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewChart(context.Background(), 0, 2); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		newTable()
	}
}

// BenchmarkThreeWay solves the three-handed ICM game 10/10/10 bb,
// 50/30/20, on the default sample, already drawn.
func BenchmarkThreeWay(b *testing.B) {
	defaultDeals()
	threeWayWeights()
	g := ThreeWayGame{Stacks: []float64{10, 10, 10}, Payouts: []float64{50, 30, 20}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := SolveThreeWay(context.Background(), g, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSampleDeals draws and ranks the default sample of deals.
func BenchmarkSampleDeals(b *testing.B) {
	for b.Loop() {
		sampleDeals(context.Background(), DefaultDeals, 1)
	}
}
