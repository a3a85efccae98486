package hands

import (
	"math/rand/v2"
	"testing"

	"github.com/pokersim/pokersim/report"
)

// TestEnvelope checks that a long line drawn from its envelope keeps its
// ends, its order, its lowest and highest point, and no more than
// the limit of points; a short line is kept whole.
func TestEnvelope(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 100, 4096, 4097, 10_000, 100_001} {
		xy := make([]report.XY, n)
		y := 0.0
		for i := range xy {
			y += rng.NormFloat64()
			xy[i] = report.XY{X: float64(i), Y: y}
		}
		got := envelope(n, func(i int) report.XY { return xy[i] }, 4096)
		if n <= 4096 {
			if len(got) != n {
				t.Errorf("envelope of %d points: %d, want all", n, len(got))
			}
			continue
		}
		if len(got) > 4096 || got[0] != xy[0] || got[len(got)-1] != xy[n-1] {
			t.Fatalf("envelope of %d points: %d points, ends %v %v; want at most 4096, ends %v %v", n, len(got), got[0], got[len(got)-1], xy[0], xy[n-1])
		}
		lo, hi, glo, ghi := xy[0].Y, xy[0].Y, got[0].Y, got[0].Y
		for i, p := range xy {
			lo, hi = min(lo, p.Y), max(hi, p.Y)
			if i < len(got) {
				glo, ghi = min(glo, got[i].Y), max(ghi, got[i].Y)
				if i > 0 && got[i].X <= got[i-1].X {
					t.Fatalf("envelope of %d points: x %v after %v", n, got[i].X, got[i-1].X)
				}
			}
		}
		if lo != glo || hi != ghi {
			t.Errorf("envelope of %d points: y in [%v, %v], want [%v, %v]", n, glo, ghi, lo, hi)
		}
	}
}
