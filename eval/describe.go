package eval

import (
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval/internal/tables"
)

// classes lists the 7,462 hand classes, weakest first; it is built on first
// use (a few hundred microseconds) and only read after.
var classes = sync.OnceValue(tables.Classes)

// classRanks returns the ranks of class c in order of significance: sets
// before kickers, larger sets first, and the lowest straight (A-2-3-4-5, or
// A-6-7-8-9 in the short deck) with its ace last.
func classRanks(c tables.Class) [5]deck.Rank {
	var out [5]deck.Rank
	for i, x := range c.Ranks {
		out[i] = deck.Rank(x)
	}
	return out
}

// String describes the hand as players say it: "High Card, Ace", "Pair of
// Queens", "Two Pair, Aces and Nines", "Three of a Kind, Sevens",
// "Straight, Five high", "Flush, Queen high", "Full House, Fours full of
// Twos", "Four of a Kind, Kings", "Straight Flush, Nine high" or "Royal
// Flush". A Rank that is not a hand gives "Invalid".
func (r Rank) String() string {
	if !r.Valid() {
		return "Invalid"
	}
	return describe(classes()[r-1])
}

// describe names class c as Rank.String does.
func describe(c tables.Class) string {
	k := classRanks(c)
	switch c.Category {
	case tables.HighCard:
		return "High Card, " + k[0].Name()
	case tables.OnePair:
		return "Pair of " + k[0].Plural()
	case tables.TwoPair:
		return "Two Pair, " + k[0].Plural() + " and " + k[2].Plural()
	case tables.ThreeOfAKind:
		return "Three of a Kind, " + k[0].Plural()
	case tables.Straight:
		return "Straight, " + k[0].Name() + " high"
	case tables.Flush:
		return "Flush, " + k[0].Name() + " high"
	case tables.FullHouse:
		return "Full House, " + k[0].Plural() + " full of " + k[3].Plural()
	case tables.FourOfAKind:
		return "Four of a Kind, " + k[0].Plural()
	}
	if k[0] == deck.Ace {
		return "Royal Flush"
	}
	return "Straight Flush, " + k[0].Name() + " high"
}

// Best5 returns the best five cards among five to seven distinct cards, in
// order of significance (the sets before the kickers, higher first; the
// five of a five-high straight first), and their rank. It panics if there
// are fewer than five or more than seven cards. It tries every five-card
// subset, so it is for showing a hand, not for hot loops.
func Best5(cards []deck.Card) ([5]deck.Card, Rank) { return Standard().Best5(cards) }
