package icm

import "math"

// maxSparsePaid is the most paid places exactSparse takes: the sets it
// keys have at most 4 players (see sparseLevel).
const maxSparsePaid = 5

// sparseBudget bounds the work of the sparse exact method, in steps (a
// state expanded by one player, a map access of about 0.3 µs, or a state
// of the last paid place read): about a second. A thousand players with
// three paid take 2.0 million.
const sparseBudget = 2.5e6

// sparseCost returns the steps of exactSparse for n players and k paid
// places: Σ_{j<k-1} C(n,j)(n-j) expansions, then C(n,k-1)(k-1) for the
// last paid place; +Inf if it overflows.
func sparseCost(n, k int) float64 {
	var cost, c float64 = 0, 1 // c = C(n, j)
	for j := 0; j < k; j++ {
		if j < k-1 {
			cost += c * float64(n-j)
		} else {
			cost += c * float64(max(j, 1))
		}
		c = c * float64(n-j) / float64(j+1)
		if math.IsInf(cost, 0) || cost > 1e18 {
			return math.Inf(1)
		}
	}
	return cost
}

// exactSparse returns the same equities as exact for fields too large for
// a table of 2^n sets but with few paid places: it keeps only the sets of
// players placed so far that can occur, C(n, j) of them for place j+1,
// level by level (a state is the sorted list of its players), and needs
// no set of size k.
//
// Player i's equity gains, from each set T ∌ i of size j, w(T) · s_i with
// w(T) = payout[j] · p(T) / rest(T). Summed over T, that is s_i (W - W_i)
// with W the sum of w over the level and W_i its sum over the sets that
// hold i, so a state costs |T| steps for the equities, and n - |T| only if
// its children are needed (every place but the last paid one).
func exactSparse(f Field) []float64 {
	n, k := len(f.Stacks), f.paid()
	if k > maxSparsePaid || n > maxSparse {
		panic("icm: exactSparse of more than maxSparsePaid places or maxSparse players")
	}
	total := f.Chips()
	eq := make([]float64, n)
	level := []sparseState{{p: 1}}
	holding := make([]float64, n) // W_i of the level
	for j := 0; j < k; j++ {
		var next sparseLevel
		last := j == k-1
		if !last {
			next.index = make(map[uint64]int)
		}
		var w float64
		clear(holding)
		for _, st := range level {
			rest := total
			for _, t := range st.set {
				rest -= f.Stacks[t]
			}
			r := st.p / rest
			wt := f.Payouts[j] * r
			w += wt
			for _, t := range st.set {
				holding[t] += wt
			}
			if !last {
				next.expand(st.set, r, f.Stacks)
			}
		}
		for i := range eq {
			eq[i] += f.Stacks[i] * (w - holding[i])
		}
		level = next.states
	}
	return eq
}

// sparseState is a set of players placed, sorted, with its probability.
type sparseState struct {
	set []uint16
	p   float64
}

// sparseLevel collects the sets of one size, in the order first reached,
// so that the sums do not depend on map order. A set's key packs its
// sorted players, 16 bits each, into a uint64: hence at most
// maxSparsePaid - 1 players placed before the last paid place.
type sparseLevel struct {
	states []sparseState
	index  map[uint64]int
}

// expand adds to each child T ∪ {i} of set, i ∉ set, r · s_i.
func (l *sparseLevel) expand(set []uint16, r float64, stacks []float64) {
	for i, m := 0, 0; i < len(stacks); i++ {
		if m < len(set) && int(set[m]) == i {
			m++
			continue
		}
		var key uint64
		for x := range len(set) + 1 {
			var c uint16
			switch {
			case x < m:
				c = set[x]
			case x == m:
				c = uint16(i)
			default:
				c = set[x-1]
			}
			key |= uint64(c) << (16 * x)
		}
		q := r * stacks[i]
		if at, ok := l.index[key]; ok {
			l.states[at].p += q
			continue
		}
		child := make([]uint16, 0, len(set)+1)
		child = append(append(append(child, set[:m]...), uint16(i)), set[m:]...)
		l.index[key] = len(l.states)
		l.states = append(l.states, sparseState{set: child, p: q})
	}
}
