package omaha

import (
	"math/rand/v2"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/omaha/internal/suitclass"
)

// This file holds the slow, obviously correct side of the tests: every
// hand listed by plain recursion, and hands described by counting their
// ranks and suits, independently of the package's matchers.

// allHands calls f with every hand of k cards (suitclass.EachHand, the
// plain recursion over the deck that the ranking's classes are listed by).
func allHands(k int, f func(deck.Set)) { suitclass.EachHand(k, f) }

// randomHand returns a uniformly random hand of k cards.
func randomHand(rng *rand.Rand, k int) deck.Set {
	var h deck.Set
	for h.Len() < k {
		h |= deck.Card(rng.IntN(deck.NumCards)).Bit()
	}
	return h
}

// rc returns the number of cards of rank r in h.
func rc(h deck.Set, r deck.Rank) int {
	n := 0
	for c := range h.All() {
		if c.Rank() == r {
			n++
		}
	}
	return n
}

// sc returns the number of cards of suit s in h.
func sc(h deck.Set, s deck.Suit) int {
	n := 0
	for c := range h.All() {
		if c.Suit() == s {
			n++
		}
	}
	return n
}

// has reports whether h holds the card written as text.
func has(h deck.Set, text string) bool { return h.Has(deck.MustParseCard(text)) }

// rankShape returns the rank counts of h, largest first, without zeros.
func rankShape(h deck.Set) []int {
	var n []int
	for r := range deck.Rank(deck.NumRanks) {
		if k := rc(h, r); k > 0 {
			n = append(n, k)
		}
	}
	slices.Sort(n)
	slices.Reverse(n)
	return n
}

// suitShape returns the suit counts of h, largest first, without zeros.
func suitShape(h deck.Set) []int {
	var n []int
	for s := range deck.Suit(deck.NumSuits) {
		if k := sc(h, s); k > 0 {
			n = append(n, k)
		}
	}
	slices.Sort(n)
	slices.Reverse(n)
	return n
}

// shapeIs reports whether a shape is exactly want.
func shapeIs(shape []int, want ...int) bool { return slices.Equal(shape, want) }

// atLeast reports whether at least n entries of shape are k or more.
func atLeast(shape []int, n, k int) bool {
	m := 0
	for _, c := range shape {
		if c >= k {
			m++
		}
	}
	return m >= n
}

// rankRun reports whether h holds at least one card of each rank given.
func holdsRanks(h deck.Set, ranks ...deck.Rank) bool {
	for _, r := range ranks {
		if rc(h, r) == 0 {
			return false
		}
	}
	return true
}

// someSuit reports whether f holds for some suit.
func someSuit(f func(deck.Suit) bool) bool {
	for s := range deck.Suit(deck.NumSuits) {
		if f(s) {
			return true
		}
	}
	return false
}

// twoSuits reports whether f holds for some two different suits x, y.
func twoSuits(f func(x, y deck.Suit) bool) bool {
	for x := range deck.Suit(deck.NumSuits) {
		for y := range deck.Suit(deck.NumSuits) {
			if x != y && f(x, y) {
				return true
			}
		}
	}
	return false
}

// card returns the card of rank r and suit s as a one-card set.
func card(r deck.Rank, s deck.Suit) deck.Set { return deck.NewCard(r, s).Bit() }
