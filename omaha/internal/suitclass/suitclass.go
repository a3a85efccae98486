package suitclass

import (
	"math/bits"
	"slices"

	"github.com/pokersim/pokersim/deck"
)

// Key names the class of a hand: the hand's four suit masks (bit r set for
// a card of rank r of that suit), sorted from largest to smallest and
// packed 13 bits each, the largest highest. Relabelling the suits permutes
// the masks, and sorting forgets the order, so two hands have the same Key
// if and only if one is a relabelling of the other.
type Key uint64

// Of returns the Key of the hand h, of any number of cards.
func Of(h deck.Set) Key {
	var m [deck.NumSuits]uint16
	for x := uint64(h); x != 0; x &= x - 1 {
		c := deck.Card(bits.TrailingZeros64(x))
		m[c.Suit()] |= 1 << c.Rank()
	}
	// A sorting network of five compare-exchanges puts the four masks in
	// descending order without a call or an allocation.
	for _, p := range [5][2]int{{0, 1}, {2, 3}, {0, 2}, {1, 3}, {1, 2}} {
		if m[p[0]] < m[p[1]] {
			m[p[0]], m[p[1]] = m[p[1]], m[p[0]]
		}
	}
	return Key(m[0])<<39 | Key(m[1])<<26 | Key(m[2])<<13 | Key(m[3])
}

// masks returns k's four suit masks, largest first.
func (k Key) masks() [deck.NumSuits]uint16 {
	const low = 1<<deck.NumRanks - 1
	return [deck.NumSuits]uint16{uint16(k>>39) & low, uint16(k>>26) & low, uint16(k>>13) & low, uint16(k) & low}
}

// Hand returns the class's representative: its largest suit mask in
// spades, the next in hearts, then diamonds, then clubs (deck's suit
// order), so AsAhKsKh for double-suited aces and kings.
func (k Key) Hand() deck.Set {
	var h deck.Set
	for s, m := range k.masks() {
		for x := uint(m); x != 0; x &= x - 1 {
			h |= deck.NewCard(deck.Rank(bits.TrailingZeros(x)), deck.Suit(s)).Bit()
		}
	}
	return h
}

// Size returns the number of hands in the class: the number of ways to
// give the four masks to the four suits, 4! divided by the factorial of
// the count of each repeated mask (empty masks included), so 24 for a
// rainbow hand of four ranks, 6 for double-suited AAKK, 1 for four aces.
func (k Key) Size() int {
	m := k.masks()
	size, run := 24, 1
	for i := 1; i < len(m); i++ {
		if m[i] == m[i-1] {
			run++
			size /= run
		} else {
			run = 1
		}
	}
	return size
}

// All returns the Key of every class of hands of n cards, in increasing
// order of Key: 16,432 for n = 4. It takes about 20 ms for n = 4.
func All(n int) []Key {
	seen := make(map[Key]bool)
	var keys []Key
	EachHand(n, func(h deck.Set) {
		if k := Of(h); !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	})
	slices.Sort(keys)
	return keys
}

// EachHand calls f with every set of n cards of the deck, by plain
// recursion over the cards in order: the slow, obvious enumeration that
// All and omaha's brute-force tests share.
func EachHand(n int, f func(deck.Set)) {
	var rec func(from int, n int, h deck.Set)
	rec = func(from, n int, h deck.Set) {
		if n == 0 {
			f(h)
			return
		}
		for c := from; c <= deck.NumCards-n; c++ {
			rec(c+1, n-1, h|deck.Card(c).Bit())
		}
	}
	rec(0, n, 0)
}
