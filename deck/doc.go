// Package deck holds playing cards, sets of cards, the parsing of card
// notation and the dealing of cards from an explicitly seeded random stream.
//
// A Card is a value 0..51 (4*rank + suit) and a Set is a 64-bit mask with bit
// c set for each card c, so set operations are single machine instructions.
//
// Nothing in this package keeps mutable state at package level: every random
// draw comes from a *Rand that the caller owns. A *Rand must not be shared
// between goroutines without synchronisation; give each goroutine its own.
package deck
