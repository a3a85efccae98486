package sim

import "github.com/pokersim/pokersim/deck"

// alias samples indexes in proportion to weights in constant time by
// Walker's alias method, built by Vose's algorithm ("A linear algorithm for
// generating random numbers with a given distribution", IEEE TSE 1991):
// index i is kept with probability keep[i]/2^32 and otherwise replaced by
// other[i], where the table splits each of n equal columns between at most
// two indexes.
type alias struct {
	keep    []uint64 // threshold in [0, 2^32]
	other   []int32
	uniform bool      // all weights are equal: every column is kept whole
	w       []float64 // the weights
}

// newAlias builds the table for weights, which must be non-negative with a
// positive sum.
func newAlias(weights []float64) *alias {
	n := len(weights)
	a := &alias{keep: make([]uint64, n), other: make([]int32, n), w: weights}
	var sum float64
	for _, w := range weights {
		sum += w
	}
	a.uniform = true
	for _, w := range weights {
		a.uniform = a.uniform && w == weights[0]
	}
	if a.uniform {
		// Every column is kept whole: sample never reads the table, and
		// the 2^21 assignments Monte Carlo may list need no Vose pass.
		for i := range a.keep {
			a.keep[i], a.other[i] = 1<<32, int32(i)
		}
		return a
	}
	scaled := make([]float64, n)
	var small, large []int32
	for i, w := range weights {
		scaled[i] = w * float64(n) / sum
		if scaled[i] < 1 {
			small = append(small, int32(i))
		} else {
			large = append(large, int32(i))
		}
	}
	for len(small) > 0 && len(large) > 0 {
		s, l := small[len(small)-1], large[len(large)-1]
		small = small[:len(small)-1]
		a.keep[s] = uint64(scaled[s] * (1 << 32))
		a.other[s] = l
		scaled[l] -= 1 - scaled[s]
		if scaled[l] < 1 {
			large = large[:len(large)-1]
			small = append(small, l)
		}
	}
	// What is left is 1 up to rounding: keep it whole.
	for _, i := range append(small, large...) {
		a.keep[i] = 1 << 32
		a.other[i] = i
	}
	return a
}

// sample returns a random index. One 64-bit random number gives both the
// column, from its high half by Lemire's multiply-and-reject method, and
// the coin, from its low half.
func (a *alias) sample(r *deck.Rand) int {
	n := uint64(len(a.keep))
	for {
		x := r.Uint64()
		m := (x >> 32) * n
		if uint32(m) < uint32(n) && uint32(m) < uint32(-n)%uint32(n) {
			continue // the rare rejection that removes the bias
		}
		i := m >> 32
		if a.uniform || x&(1<<32-1) < a.keep[i] {
			return int(i)
		}
		return int(a.other[i])
	}
}

// weight returns index i's weight.
func (a *alias) weight(i int) float64 { return a.w[i] }
