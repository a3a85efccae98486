package valuesort

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSort checks Sort against a stable sort by value on random keys of
// every length up to 600, values below 2^13, indexes in any order.
func TestSort(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 600 {
		keys := make([]uint32, n)
		for i := range keys {
			keys[i] = uint32(r.IntN(1<<13))<<16 | uint32(r.IntN(1<<16))
		}
		want := slices.Clone(keys)
		slices.SortStableFunc(want, func(a, b uint32) int { return int(a>>16) - int(b>>16) })
		if got := Sort(keys, make([]uint32, n)); !slices.Equal(got, want) {
			t.Fatalf("%d keys: got %x, want %x", n, got, want)
		}
	}
}
