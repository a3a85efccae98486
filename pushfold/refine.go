package pushfold

import (
	"gonum.org/v1/gonum/mat"

	"github.com/pokersim/pokersim/deck"
)

// exactGain is the exploitability, in big blinds per deal, below which a
// refined strategy counts as an exact equilibrium: rounding only.
const exactGain = 1e-10

// refine turns an approximate equilibrium s into an exact one, if it can.
//
// In an equilibrium each hand played mixed is indifferent between its two
// actions, and every other hand plays its better action. Given which hands
// mix (A for the small blind, B for the big blind) and the pure actions of
// the rest, indifference is linear: for i in A, steal_i + Σ_j m_ij c_j = 0,
// which fixes the calls of B; for j in B, Σ_i p_i mb_ij = 0, which fixes the
// pushes of A. With |A| = |B| both are square systems. refine reads A and B
// from s (the hands whose frequency is between cut and 1 - cut, for each
// of a few cuts in turn, the larger set cut down to the size of the
// other), solves both systems, and keeps the first
// solution within [0,1] that no best response beats by more than
// exactGain. It reports false if none does.
func (p *payoffs) refine(s *Strategy) (Strategy, bool) {
	// The thresholds tried to tell mixed hands from pure ones.
	cuts := [...]float64{1e-4, 1e-3, 1e-2, 3e-2, 0.1, 0.3}
	var pushGain, callGain [deck.NumClasses]float64
	p.pushGain(&pushGain, &s.Call)
	p.callGain(&callGain, &s.Push)
	for _, cut := range cuts {
		a, b := mixed(&s.Push, cut), mixed(&s.Call, cut)
		// A hand that is pure but nearly indifferent may look mixed: drop
		// the least indifferent of the larger set until the sizes agree.
		for len(a) > len(b) {
			a = dropLeastIndifferent(a, &pushGain)
		}
		for len(b) > len(a) {
			b = dropLeastIndifferent(b, &callGain)
		}
		if len(a) > 16 {
			continue
		}
		r := Strategy{Push: rounded(&s.Push, a), Call: rounded(&s.Call, b)}
		if len(a) > 0 && !p.solveMixed(&r, a, b) {
			continue
		}
		if sb, bb := p.gains(&r); max(sb, bb) <= exactGain {
			return r, true
		}
	}
	return Strategy{}, false
}

// dropLeastIndifferent returns set without its class of largest |gain|.
func dropLeastIndifferent(set []int, gain *[deck.NumClasses]float64) []int {
	k := 0
	for x, i := range set {
		if abs(gain[i]) > abs(gain[set[k]]) {
			k = x
		}
	}
	return append(set[:k:k], set[k+1:]...)
}

func abs(x float64) float64 { return max(x, -x) }

// mixed returns the classes whose frequency is in (cut, 1-cut).
func mixed(q *[deck.NumClasses]float64, cut float64) []int {
	var out []int
	for i, x := range q {
		if x > cut && x < 1-cut {
			out = append(out, i)
		}
	}
	return out
}

// rounded returns q with every class outside mix rounded to 0 or 1.
func rounded(q *[deck.NumClasses]float64, mix []int) [deck.NumClasses]float64 {
	var out [deck.NumClasses]float64
	for i, x := range q {
		if x >= 0.5 {
			out[i] = 1
		}
	}
	for _, i := range mix {
		out[i] = q[i]
	}
	return out
}

// solveMixed sets the frequencies of the mixed classes a (pushes) and b
// (calls) of r by the indifference equations, the other classes fixed;
// it reports whether both systems have a solution within [0,1].
func (p *payoffs) solveMixed(r *Strategy, a, b []int) bool {
	n := len(a)
	// Calls of b making each pusher of a indifferent.
	mc, rc := mat.NewDense(n, n, nil), mat.NewVecDense(n, nil)
	// Pushes of a making each caller of b indifferent.
	mp, rp := mat.NewDense(n, n, nil), mat.NewVecDense(n, nil)
	inB := make(map[int]bool, n)
	for _, j := range b {
		inB[j] = true
	}
	inA := make(map[int]bool, n)
	for _, i := range a {
		inA[i] = true
	}
	for row, i := range a {
		rhs := -p.steal[i]
		for j := range deck.NumClasses {
			if !inB[j] {
				rhs -= p.m[i][j] * r.Call[j]
			}
		}
		for col, j := range b {
			mc.Set(row, col, p.m[i][j])
		}
		rc.SetVec(row, rhs)
	}
	for row, j := range b {
		var rhs float64
		for i := range deck.NumClasses {
			if !inA[i] {
				rhs -= p.mb[i][j] * r.Push[i]
			}
		}
		for col, i := range a {
			mp.Set(row, col, p.mb[i][j])
		}
		rp.SetVec(row, rhs)
	}
	var c, q mat.VecDense
	if c.SolveVec(mc, rc) != nil || q.SolveVec(mp, rp) != nil {
		return false
	}
	for k := range n {
		x, y := c.AtVec(k), q.AtVec(k)
		if !(x >= 0 && x <= 1 && y >= 0 && y <= 1) {
			return false
		}
		r.Call[b[k]], r.Push[a[k]] = x, y
	}
	return true
}
