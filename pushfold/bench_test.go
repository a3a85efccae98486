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
