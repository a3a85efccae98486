package deck

import "math/bits"

// pickGo deals len(dst) cards from the n cards of avail with the
// mixed-radix digits of x, and returns the cards left. The t-th card dealt
// is the one with d cards of avail below it, where d, in [0, n-t), is the
// high word of x*(n-t) and x becomes its low word (see dealBatch); avail
// loses each card as it is dealt. The caller makes the digits uniform
// (Choice.Draw). pick is the same function on every platform; on amd64
// with BMI2 it is written in assembly, where PDEP finds the d-th card of
// avail in one instruction.
func pickGo(dst []Card, avail Set, x, n uint64) Set {
	for t := range dst {
		var d uint64
		d, x = bits.Mul64(x, n-uint64(t))
		c := nthCard(uint64(avail), uint(d))
		dst[t] = c
		avail &^= 1 << c
	}
	return avail
}

// pickJob is the input of one deal of pickMany: the cards to deal from
// and the digits.
type pickJob struct {
	avail Set
	x     uint64
}

// pickManyGo deals len(jobs) hands of k cards, hand j into cards[j*k:],
// by pickGo.
func pickManyGo(cards []Card, k int, jobs []pickJob, n uint64) {
	for j, job := range jobs {
		pickGo(cards[j*k:j*k+k], job.avail, job.x, n)
	}
}

// nthCard returns the card of m with d cards of m below it, for d below
// m's count: a binary search on the counts of halves.
func nthCard(m uint64, d uint) Card {
	var base uint
	for w := uint(32); w >= 8; w /= 2 {
		low := m & (1<<w - 1)
		if n := uint(bits.OnesCount64(low)); d >= n {
			d -= n
			m >>= w
			base += w
		} else {
			m = low
		}
	}
	for ; d > 0; d-- {
		m &= m - 1
	}
	return Card(base + uint(bits.TrailingZeros64(m)))
}
