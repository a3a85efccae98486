package postflop

import "math/bits"

// Rank masks hold bit r for rank r (Two is bit 0, Ace bit 12). Straights
// are found by shifting: with the ranks moved up one place and the ace
// copied to the place where it plays low, bit i of x & x>>1 & ... & x>>4
// is set exactly when the five places i..i+4 are all held, that is when
// there is a straight whose low card is at place i. The highest such bit
// gives the highest straight, in a few instructions and without a table.
//
// The ace plays low at place 0, below the Two, for the 52-card deck's
// wheel A-2-3-4-5. In short deck, which has no card below Six, it plays
// low at place 4, the Five's place, just below the Six: A-6-7-8-9 is then
// five places in a row, and the straight whose low card is at place 4 has
// its top card, the Nine, four places up, as the wheel's Five is. Nothing
// else changes, as the places of Two to Five are never held in short deck.

// The places where the ace plays low.
const (
	wheelLow     = 0 // A-2-3-4-5
	shortDeckLow = 4 // A-6-7-8-9
)

// aceLow returns the rank mask m moved up one place, with the ace also at
// place low (wheelLow or shortDeckLow).
func aceLow(m uint16, low uint8) uint32 { return uint32(m)<<1 | (uint32(m)>>12&1)<<low }

// straightTop returns the rank of the top card of the highest straight
// among the ranks of m (Five for the wheel, Nine for short deck's
// A-6-7-8-9, Ace for Broadway), or -1 if there is none; the ace plays low
// at place low.
func straightTop(m uint16, low uint8) int {
	x := aceLow(m, low)
	s := x & (x >> 1) & (x >> 2) & (x >> 3) & (x >> 4) // & and >> share a precedence level in Go
	if s == 0 {
		return -1
	}
	// The low card is at place Len-1; the top card four places up, at
	// rank (place + 4) - 1.
	return bits.Len32(s) + 2
}

// fiveApart reports whether two ranks of m are five apart, the ace
// counting as high and as playing low at place low: the two ends of four
// ranks in a row (A and T for 6-7-8-9 in short deck).
func fiveApart(m uint16, low uint8) bool {
	x := aceLow(m, low)
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
