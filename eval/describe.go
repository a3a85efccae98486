package eval

import (
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval/internal/tables"
)

// classes lists the 7,462 hand classes, weakest first; it is built on first
// use (a few hundred microseconds) and only read after.
var classes = sync.OnceValue(tables.Classes)

// ranks returns the ranks of r's class in order of significance: sets
// before kickers, larger sets first, and A-2-3-4-5 as 5, 4, 3, 2, A.
func (r Rank) ranks() [5]deck.Rank {
	var out [5]deck.Rank
	for i, x := range classes()[r-1].Ranks {
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
	k := r.ranks()
	switch r.Category() {
	case HighCard:
		return "High Card, " + k[0].Name()
	case OnePair:
		return "Pair of " + k[0].Plural()
	case TwoPair:
		return "Two Pair, " + k[0].Plural() + " and " + k[2].Plural()
	case ThreeOfAKind:
		return "Three of a Kind, " + k[0].Plural()
	case Straight:
		return "Straight, " + k[0].Name() + " high"
	case Flush:
		return "Flush, " + k[0].Name() + " high"
	case FullHouse:
		return "Full House, " + k[0].Plural() + " full of " + k[3].Plural()
	case FourOfAKind:
		return "Four of a Kind, " + k[0].Plural()
	}
	if r.IsRoyal() {
		return "Royal Flush"
	}
	return "Straight Flush, " + k[0].Name() + " high"
}

// Best5 returns the best five cards among five to seven distinct cards, in
// order of significance (the sets before the kickers, higher first; the
// five of a five-high straight first), and their rank. It panics if there
// are fewer than five or more than seven cards. It tries every five-card
// subset, so it is for showing a hand, not for hot loops.
func Best5(cards []deck.Card) ([5]deck.Card, Rank) {
	if len(cards) < 5 || len(cards) > 7 {
		panic("eval: Best5 needs 5 to 7 cards")
	}
	var best [5]deck.Card
	var bestRank Rank
	var five [5]deck.Card
	var choose func(from, n int)
	choose = func(from, n int) {
		if n == 5 {
			if r := Eval5(&five); r > bestRank {
				best, bestRank = five, r
			}
			return
		}
		for i := from; i <= len(cards)-(5-n); i++ {
			five[n] = cards[i]
			choose(i+1, n+1)
		}
	}
	choose(0, 0)
	return order(best, bestRank), bestRank
}

// order arranges five cards of rank r in the order of r's class ranks.
func order(five [5]deck.Card, r Rank) [5]deck.Card {
	var out [5]deck.Card
	var used [5]bool
	for i, rank := range r.ranks() {
		for j, c := range five {
			if !used[j] && c.Rank() == rank {
				out[i], used[j] = c, true
				break
			}
		}
	}
	return out
}
