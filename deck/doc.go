// Package deck holds playing cards, sets of cards, the parsing of card
// notation and the dealing of cards from an explicitly seeded random stream.
// It also holds Hold'em starting hands: two-card combos, the 169 classes
// they fall into (AA, AKs, AKo) and weighted ranges of combos, read from
// the notation of PokerStove and Equilab ("QQ+, AKs, A5s-A2s, 15%") and
// the weights of PioSOLVER, Equilab, Flopzilla and GTO+ ("AQs:0.75",
// "[75]AQs[/75]") by ParseRange, and written in each tool's format by
// Range.Export.
//
// A Card is a value 0..51 (4*rank + suit) and a Set is a 64-bit mask with bit
// c set for each card c, so set operations are single machine instructions.
//
// A function named XIn is X for a game dealt from the cards of a Set, and
// takes that Set first, as postflop's XIn functions take the game first:
// ParseRangeIn(ShortDeck, "JJ-"), TopClassesIn(ShortDeck, 15).
//
// Nothing in this package keeps mutable state at package level: every random
// draw comes from a *Rand that the caller owns. A *Rand must not be shared
// between goroutines without synchronisation; give each goroutine its own.
package deck
