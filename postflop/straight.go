package postflop

import "math/bits"

// Rank masks hold bit r for rank r (Two is bit 0, Ace bit 12). Straights
// are found by shifting: with the ranks moved up one place and the ace
// copied into bit 0 (where it plays low), bit i of x & x>>1 & ... & x>>4
// is set exactly when the five places i..i+4 are all held, that is when
// there is a straight whose low card is at place i. The highest such bit
// gives the highest straight, in a few instructions and without a table.

// aceLow returns the rank mask m moved up one place, with the ace also in
// bit 0.
func aceLow(m uint16) uint32 { return uint32(m)<<1 | uint32(m)>>12&1 }

// straightTop returns the rank of the top card of the highest straight
// among the ranks of m (Five for the wheel, Ace for Broadway), or -1 if
// there is none.
func straightTop(m uint16) int {
	x := aceLow(m)
	s := x & (x >> 1) & (x >> 2) & (x >> 3) & (x >> 4) // & and >> share a precedence level in Go
	if s == 0 {
		return -1
	}
	// The low card is at place Len-1; the top card four places up, at
	// rank (place + 4) - 1.
	return bits.Len32(s) + 2
}

// fiveApart reports whether two ranks of m are five apart, the ace
// counting as one and as fourteen: the two ends of four ranks in a row.
func fiveApart(m uint16) bool {
	x := aceLow(m)
	return x&(x>>5) != 0
}

// topFive returns the highest five ranks of m (all of them if it has
// fewer). Two masks of five ranks compare, as numbers, as flushes of those
// ranks do: the higher mask holds the higher card where they first differ.
func topFive(m uint16) uint16 {
	for bits.OnesCount16(m) > 5 {
		m &= m - 1
	}
	return m
}
