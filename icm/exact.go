package icm

import "math/bits"

// exact returns each player's Malmuth-Harville prize equity in f, exactly
// (to rounding). f must be valid and have at most MaxExact players.
//
// The probability of a finishing order depends on the players placed so
// far only through their set T: the next place goes to player i outside T
// with probability s_i / (sum of the stacks outside T). So the probability
// p(T) that the players of T take the top |T| places, in some order, obeys
//
//	p(T ∪ {i}) = Σ over T and i ∉ T of p(T) · s_i / rest(T),
//
// and player i's equity is Σ over T ∌ i of p(T) · s_i / rest(T) ·
// payout[|T|]. Sets are bitmasks, and T ∪ {i} > T as a number, so one pass
// in increasing order sees each p(T) complete. Only sets smaller than the
// number of paid places matter: 2^n sets at most, n steps each, instead of
// the n! orders. (The subset recursion is the standard one, e.g. in
// Kaplan and Malmuth's ICM calculators; Harville 1973 gives the model.)
func exact(f Field) []float64 {
	n, k := len(f.Stacks), f.paid()
	stacks := f.Stacks
	eq := make([]float64, n)
	p := make([]float64, 1<<n)
	p[0] = 1
	full := uint32(1)<<n - 1
	chips := newChipTable(stacks)
	for t := uint32(0); t < full; t++ {
		placed := bits.OnesCount32(t)
		if placed >= k || p[t] == 0 {
			continue
		}
		pay, pt := f.Payouts[placed], p[t]/chips.of(full&^t)
		for left := full &^ t; left != 0; left &= left - 1 {
			i := bits.TrailingZeros32(left)
			q := pt * stacks[i]
			eq[i] += q * pay
			p[t|1<<i] += q
		}
	}
	return eq
}

// chipTable gives the chips of a set of players in O(1) time and
// O(2^(n/2)) space: the sum over its low half of the players plus the sum
// over its high half, each from a table of all the sets of that half.
// Summing the players left, rather than subtracting the players placed
// from the total, loses no digits to cancellation.
type chipTable struct {
	shift  uint
	lo, hi []float64
	loMask uint32
}

func newChipTable(stacks []float64) chipTable {
	h := uint(len(stacks) / 2)
	t := chipTable{shift: h, loMask: 1<<h - 1}
	t.lo = subsetSums(stacks[:h])
	t.hi = subsetSums(stacks[h:])
	return t
}

// subsetSums returns the sum of xs over every subset, by bitmask.
func subsetSums(xs []float64) []float64 {
	s := make([]float64, 1<<len(xs))
	for m := 1; m < len(s); m++ {
		low := bits.TrailingZeros(uint(m))
		s[m] = s[m&(m-1)] + xs[low]
	}
	return s
}

func (t chipTable) of(set uint32) float64 {
	return t.lo[set&t.loMask] + t.hi[set>>t.shift]
}
