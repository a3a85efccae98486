package cfr

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/internal/testfull"
)

// solve runs n iterations of g with the given workers.
func solve(t testing.TB, g Game, n, workers int) *Solver {
	t.Helper()
	s := New(g, workers)
	for range n {
		if err := s.Iterate(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestKnownValues checks the value of the average strategies, and that
// they are nearly unexploitable (Leduc runs 3000 iterations under
// POKERSIM_FULL=1, 1000 otherwise), in games whose values are published:
// Kuhn poker, -1/18 (Kuhn 1950), and Leduc Hold'em, -0.0856 (Southey et
// al. 2005; the value of this game computed to 5 digits is -0.08560).
func TestKnownValues(t *testing.T) {
	tests := []struct {
		name  string
		game  Game
		iters int
		want  float64
		tol   float64
	}{
		{"kuhn", kuhn(), 2000, -1.0 / 18, 1e-3},
		{"leduc", leduc(), testfull.N(3000, 1000), -0.0856, 2e-4},
		{"leduc, isomorphic public cards", leducIsomorphic(), testfull.N(3000, 1000), -0.0856, 2e-4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := solve(t, tt.game, tt.iters, 2)
			if got := s.Value(); math.Abs(got-tt.want) > tt.tol {
				t.Errorf("Value() = %.6f, want %.6f within %g", got, tt.want, tt.tol)
			}
			if e, br := s.Exploitability(); e > tt.tol || e < -1e-12 {
				t.Errorf("Exploitability() = %g (best responses %v), want in [0, %g]", e, br, tt.tol)
			}
		})
	}
}

// TestSameForAnyWorkers checks that the strategies after some iterations
// are the same, bit for bit, whatever the number of goroutines.
func TestSameForAnyWorkers(t *testing.T) {
	one := solve(t, leduc(), 50, 1)
	for _, workers := range []int{2, 3, 8} {
		s := solve(t, leduc(), 50, workers)
		for i := range one.sum {
			for j := range one.sum[i] {
				if one.sum[i][j] != s.sum[i][j] || one.regret[i][j] != s.regret[i][j] {
					t.Fatalf("%d workers: node %d entry %d differs from 1 worker's", workers, i, j)
				}
			}
		}
	}
}
