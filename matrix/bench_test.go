package matrix

import (
	"context"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// BenchmarkMatrixRow computes the row of AKo against all 169 classes.
func BenchmarkMatrixRow(b *testing.B) {
	ako := mustClass(b, "AKo")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compute(context.Background(), Options{Rows: []deck.Class{ako}}); err != nil {
			b.Fatal(err)
		}
	}
}
