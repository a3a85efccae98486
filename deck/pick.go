package deck

import (
	"math/bits"
	"sync"
)

// pickGo deals len(dst) cards from the n cards of avail with the
// mixed-radix digits of x, and returns the cards left. The t-th card dealt
// is the one with d cards of avail below it, where d, in [0, n-t), is the
// high word of x*(n-t) and x becomes its low word (see dealGroup); avail
// loses each card as it is dealt. The caller makes the digits uniform
// (Choice.Draw). pick is the same function on every platform; on amd64
// with BMI2 it is written in assembly, where PDEP finds the d-th card of
// avail in one instruction.
func pickGo(dst []Card, avail Set, x, n uint64) Set {
	sel := byteSelect()
	var places uint64
	for t := range dst {
		var d uint64
		d, x = bits.Mul64(x, n-uint64(t))
		i := placeOf(uint(d), places)
		places |= 1 << i
		dst[t] = nthCard(uint64(avail), i, sel)
	}
	for _, c := range dst {
		avail &^= c.Bit()
	}
	return avail
}

// pickOrdered is pickGo for an avail whose cards in increasing order are
// order[:n]: it looks the cards up instead of searching for them.
func pickOrdered(dst []Card, avail Set, order *[NumCards]Card, x, n uint64) Set {
	var places uint64
	for t := range dst {
		var d uint64
		d, x = bits.Mul64(x, n-uint64(t))
		i := placeOf(uint(d), places)
		places |= 1 << i
		c := order[i]
		dst[t] = c
		avail &^= 1 << c
	}
	return avail
}

// pickOrderedMany is pickManyGo by pickOrdered, for jobs whose sets'
// cards in increasing order are orders[idx[j]] (hand j into
// cards[j*stride:]): four deals at a time,
// whose searches the processor overlaps, as pickManyAsm does with PDEP.
// It too leaves in each job's avail the cards left.
func pickOrderedMany(cards []Card, stride, k int, idx []int32, jobs []pickJob, orders [][NumCards]Card, n uint64) {
	j, s := 0, stride
	for ; j+4 <= len(jobs) && k > 0; j += 4 {
		o0, o1, o2, o3 := &orders[idx[j]], &orders[idx[j+1]], &orders[idx[j+2]], &orders[idx[j+3]]
		x0, x1, x2, x3 := jobs[j].x, jobs[j+1].x, jobs[j+2].x, jobs[j+3].x
		var p0, p1, p2, p3 uint64 // the places dealt
		c := cards[j*s : j*s+3*s+k]
		for t := range k {
			r := n - uint64(t)
			var d0, d1, d2, d3 uint64
			d0, x0 = bits.Mul64(x0, r)
			d1, x1 = bits.Mul64(x1, r)
			d2, x2 = bits.Mul64(x2, r)
			d3, x3 = bits.Mul64(x3, r)
			i0, i1 := placeOf(uint(d0), p0), placeOf(uint(d1), p1)
			i2, i3 := placeOf(uint(d2), p2), placeOf(uint(d3), p3)
			p0, p1, p2, p3 = p0|1<<i0, p1|1<<i1, p2|1<<i2, p3|1<<i3
			c[t], c[s+t], c[2*s+t], c[3*s+t] = o0[i0], o1[i1], o2[i2], o3[i3]
		}
		for q := j; q < j+4; q++ {
			for _, d := range cards[q*s : q*s+k] {
				jobs[q].avail &^= 1 << d
			}
		}
	}
	for ; j < len(jobs); j++ {
		jobs[j].avail = pickOrdered(cards[j*s:j*s+k], jobs[j].avail, &orders[idx[j]], jobs[j].x, n)
	}
}

// placeOf returns the place in avail (the number of cards of avail below
// it) of the card with d cards left below it, when the cards at the places
// in places are dealt: the least i with i = d + (places dealt at or below
// i), found by iterating that map from d. The map never decreases, so the
// iteration rises to its least fixed point i; there d+1 places at or below
// i are left, and i itself is left, or i-1 would be a fixed point too.
// Without PDEP, each card is then found in avail as it was at the start.
// Two steps nearly always reach the fixed point, so they are written out,
// and a loop finishes the rare rest.
func placeOf(d uint, places uint64) uint {
	i := d + uint(bits.OnesCount64(places&(2<<d-1)))
	j := d + uint(bits.OnesCount64(places&(2<<i-1)))
	for j != i {
		i = j
		j = d + uint(bits.OnesCount64(places&(2<<i-1)))
	}
	return i
}

// pickJob is the input of one deal of pickMany: the cards to deal from
// and the digits.
type pickJob struct {
	avail Set
	x     uint64
}

// pickManyGo deals len(jobs) hands of k cards, hand j into
// cards[j*stride:], by pickGo, and leaves in each job's avail the cards
// left.
func pickManyGo(cards []Card, stride, k int, jobs []pickJob, n uint64) {
	for j, job := range jobs {
		jobs[j].avail = pickGo(cards[j*stride:j*stride+k], job.avail, job.x, n)
	}
}

// nthCard returns the card of m with d cards of m below it, for d below
// m's count, without branches (a broadword select, after S. Vigna,
// "Broadword Implementation of Rank/Select Queries", 2008): the bit counts
// of m's bytes, summed by a multiplication, give in byte i the number of
// bits of m in bytes 0 to i; the first byte whose count exceeds d holds the
// card, found by a bytewise comparison, and sel (byteSelect) gives the
// place in that byte of its bit of rank d less the bits below the byte.
func nthCard(m uint64, d uint, sel *[256 * 8]uint8) Card {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	c := m - (m>>1)&0x5555555555555555
	c = c&0x3333333333333333 + (c>>2)&0x3333333333333333
	c = (c + c>>4) & 0x0f0f0f0f0f0f0f0f
	sums := c * ones // byte i: bits of m in bytes 0..i, at most 64
	// Byte i of (sums | highs) - (d+1)*ones keeps its high bit exactly
	// when sums_i >= d+1: no byte borrows from the next, as sums_i + 128
	// >= d+1.
	above := ((sums | highs) - uint64(d+1)*ones) & highs
	shift := uint(bits.TrailingZeros64(above)) &^ 7 // 8 * the byte of the card
	below := (sums << 8) >> shift & 0xff            // bits of m below that byte
	return Card(shift + uint(sel[(m>>shift&0xff)<<3|uint64(d-uint(below))&7]))
}

// byteSelect returns the table of bit places within a byte: entry v<<3|r
// is the place of the bit of v with r bits of v below it (0 if v has no
// such bit).
var byteSelect = sync.OnceValue(func() *[256 * 8]uint8 {
	t := new([256 * 8]uint8)
	for v := range 256 {
		r := 0
		for b := range 8 {
			if v>>b&1 != 0 {
				t[v<<3|r] = uint8(b)
				r++
			}
		}
	}
	return t
})
