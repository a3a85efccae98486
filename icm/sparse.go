package icm

import "math"

// sparseBudget bounds the work of the sparse exact method, in steps (a set
// of players read or made, times its size): some 0.1 s.
const sparseBudget = 3e7

// sparseStates bounds the sets the sparse exact method holds at once
// (8 bytes each).
const sparseStates = 4e6

// sparseCost returns the steps of exactSparse for n players and k paid
// places, Σ_{j<k} C(n, j)·(j+1), and the most sets it holds, C(n, k-1)
// (for k-1 <= n/2); +Inf if they overflow.
func sparseCost(n, k int) (steps, states float64) {
	c := 1.0 // C(n, j)
	for j := 0; j < k; j++ {
		steps += c * float64(j+1)
		states = max(states, c)
		c = c * float64(n-j) / float64(j+1)
		if math.IsInf(steps, 0) {
			return math.Inf(1), math.Inf(1)
		}
	}
	return steps, states
}

// sparseFits reports whether exactSparse is cheap for n players and k
// paid places.
func sparseFits(n, k int) bool {
	steps, states := sparseCost(n, k)
	return steps <= sparseBudget && states <= sparseStates
}

// exactSparse returns the same equities as exact for fields too large for
// a table of all 2^n sets but with few paid places. Only sets of fewer
// players than the paid places matter: C(n, j) of them for place j+1.
// Each level is an array indexed by the combinatorial number system (the
// rank of a set c_0 < c_1 < ... in colexicographic order is
// Σ_x C(c_x, x+1); Knuth, TAOCP 7.2.1.3), so no map is needed: the sets
// of a level are enumerated in rank order, and each pulls its probability
// from the sets of one player fewer,
//
//	p(T) = Σ over t ∈ T of p(T \ {t}) · s_t / rest(T \ {t}),
//
// whose ranks are sums of the same binomials. Player i's equity gains,
// from each set T ∌ i of size j, w(T) · s_i with w(T) = payout[j] · p(T) /
// rest(T); summed over T that is s_i (W − W_i), with W the sum of w over
// the level and W_i its sum over the sets holding i, so a set costs |T|
// steps.
func exactSparse(f Field) []float64 {
	n, k := len(f.Stacks), f.paid()
	total := f.Chips()
	binom := binomials(n, k)
	eq := make([]float64, n)
	holding := make([]float64, n)
	r := []float64{1 / total} // p(T)/rest(T) for the sets of the level
	set := make([]int, 0, k)
	for j := 0; j < k; j++ {
		// Equities from the places j+1 taken by a player outside T.
		var w float64
		clear(holding)
		set = firstSet(set, j)
		for idx := range r {
			wt := f.Payouts[j] * r[idx]
			w += wt
			for _, t := range set {
				holding[t] += wt
			}
			set = nextSet(set, n)
		}
		for i := range eq {
			eq[i] += f.Stacks[i] * (w - holding[i])
		}
		if j == k-1 {
			break
		}
		r = nextLevel(f, binom, r, j+1, total)
	}
	return eq
}

// nextLevel returns p(T)/rest(T) for the sets T of size m, in rank order,
// from the same for the sets of size m-1.
func nextLevel(f Field, binom [][]float64, prev []float64, m int, total float64) []float64 {
	n := len(f.Stacks)
	out := make([]float64, int(binom[m][n]))
	set := firstSet(make([]int, 0, m), m)
	for idx := range out {
		// The rank of T without its y-th player: the players before y keep
		// their places (C(c_x, x+1)), those after move down one (C(c_x, x)).
		var after float64
		for x := 1; x < m; x++ {
			after += binom[x][set[x]]
		}
		var before, p, rest float64
		for y, t := range set {
			p += prev[int(before+after)] * f.Stacks[t]
			rest += f.Stacks[t]
			before += binom[y+1][t]
			if y+1 < m {
				after -= binom[y+1][set[y+1]]
			}
		}
		out[idx] = p / (total - rest)
		set = nextSet(set, n)
	}
	return out
}

// binomials returns C(v, x) as binom[x][v] for x <= k, v <= n.
func binomials(n, k int) [][]float64 {
	b := make([][]float64, k+1)
	for x := range b {
		b[x] = make([]float64, n+1)
		for v := range b[x] {
			switch {
			case x == 0:
				b[x][v] = 1
			case v > 0:
				b[x][v] = b[x][v-1] + b[x-1][v-1]
			}
		}
	}
	return b
}

// firstSet returns the first set of size m in colexicographic order:
// 0, 1, ..., m-1.
func firstSet(set []int, m int) []int {
	set = set[:0]
	for x := range m {
		set = append(set, x)
	}
	return set
}

// nextSet advances set to the next in colexicographic order among the
// sets of players below n: the lowest element that can grow grows, and
// those below it start again from 0.
func nextSet(set []int, n int) []int {
	for x := range set {
		limit := n
		if x+1 < len(set) {
			limit = set[x+1]
		}
		if set[x]+1 < limit {
			set[x]++
			for y := range x {
				set[y] = y
			}
			return set
		}
	}
	return set // the last set: the caller stops here
}
