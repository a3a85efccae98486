package deck

import (
	"iter"
	"math/bits"
	"strings"
)

// Set is a set of cards: bit c is set when card c is in the set. The zero
// value is the empty set; the usual bit operators give union (|),
// intersection (&) and difference (&^).
type Set uint64

// FullDeck is the set of all 52 cards.
const FullDeck Set = 1<<NumCards - 1

// ShortDeck is the 36 cards of short-deck poker: Six to Ace.
const ShortDeck Set = FullDeck &^ (1<<(4*Six) - 1)

// SetOf returns the set holding the given cards.
func SetOf(cards ...Card) Set {
	var s Set
	for _, c := range cards {
		s |= c.Bit()
	}
	return s
}

// Bit returns the one-card set {c}.
func (c Card) Bit() Set { return 1 << c }

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return s&c.Bit() != 0 }

// Len returns the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// All returns the cards of s in increasing order.
func (s Set) All() iter.Seq[Card] {
	return func(yield func(Card) bool) {
		for m := uint64(s); m != 0; m &= m - 1 {
			if !yield(Card(bits.TrailingZeros64(m))) {
				return
			}
		}
	}
}

// AppendCards appends the cards of s to dst in increasing order and returns
// the extended slice.
func (s Set) AppendCards(dst []Card) []Card {
	for c := range s.All() {
		dst = append(dst, c)
	}
	return dst
}

// String returns the cards of s, highest first, written together, such as "AhKh".
func (s Set) String() string {
	var b strings.Builder
	for m := uint64(s); m != 0; {
		c := Card(63 - bits.LeadingZeros64(m))
		b.WriteString(c.String())
		m &^= 1 << c
	}
	return b.String()
}
