package eval

import (
	"math/rand/v2"
	"slices"

	"github.com/pokersim/pokersim/deck"
)

// shortDeckScore values five cards of the 36-card deck the slow, obvious
// way under the short-deck rules, independently of package tables: it
// sorts the ranks by how often they occur, looks for a flush and a
// straight (A-6-7-8-9 the lowest), and returns a number whose order is the
// order of hands: the category's place in the short-deck order followed
// by the ranks in order of importance, as base-16 digits. With trips,
// three of a kind is placed above the straight.
func shortDeckScore(cards [5]deck.Card, trips bool) int {
	var count [13]int
	flush := true
	for _, c := range cards {
		if c.Rank() < deck.Six {
			panic("shortDeckScore: card below Six")
		}
		count[c.Rank()]++
		flush = flush && c.Suit() == cards[0].Suit()
	}
	var ranks []int
	for r := 12; r >= 0; r-- {
		if count[r] > 0 {
			ranks = append(ranks, r)
		}
	}
	slices.SortStableFunc(ranks, func(a, b int) int { return count[b] - count[a] })
	straight := len(ranks) == 5 && ranks[0]-ranks[4] == 4
	if slices.Equal(ranks, []int{12, 7, 6, 5, 4}) { // A-9-8-7-6: the ace plays low
		straight = true
		ranks = []int{7, 6, 5, 4, -1}
	}
	// Places, weakest first: high card 0, pair 1, two pair 2, trips 3,
	// straight 4, full house 5, flush 6, quads 7, straight flush 8.
	tripsPlace, straightPlace := 3, 4
	if trips {
		tripsPlace, straightPlace = 4, 3
	}
	var place int
	switch {
	case straight && flush:
		place = 8
	case count[ranks[0]] == 4:
		place = 7
	case flush:
		place = 6
	case count[ranks[0]] == 3 && count[ranks[1]] == 2:
		place = 5
	case straight:
		place = straightPlace
	case count[ranks[0]] == 3:
		place = tripsPlace
	case count[ranks[0]] == 2 && count[ranks[1]] == 2:
		place = 2
	case count[ranks[0]] == 2:
		place = 1
	}
	score := place
	for _, r := range ranks {
		score = score*16 + r + 1
	}
	for range 5 - len(ranks) {
		score *= 16
	}
	return score
}

// shortDeckCards returns the 36 cards from Six to Ace.
func shortDeckCards() []deck.Card {
	var cs []deck.Card
	for c := deck.NewCard(deck.Six, deck.Spades); c < deck.NumCards; c++ {
		cs = append(cs, c)
	}
	return cs
}

// deckOf returns the cards that hands under r are dealt from.
func deckOf(r *Ranking) []deck.Card {
	if r == Standard() {
		var cs []deck.Card
		for c := range deck.Card(deck.NumCards) {
			cs = append(cs, c)
		}
		return cs
	}
	return shortDeckCards()
}

// dealFrom fills dst with distinct random cards of cards.
func dealFrom(r *rand.Rand, cards []deck.Card, dst []deck.Card) {
	perm := r.Perm(len(cards))
	for i := range dst {
		dst[i] = cards[perm[i]]
	}
}

// bestOfFive returns the best value under r of the five-card subsets of
// cards (five to seven), each valued on its own.
func bestOfFive(r *Ranking, cards []deck.Card) Rank {
	var best Rank
	var five [5]deck.Card
	var choose func(from, n int)
	choose = func(from, n int) {
		if n == 5 {
			best = max(best, r.Value(NewHand(five[:]...)))
			return
		}
		for i := from; i <= len(cards)-(5-n); i++ {
			five[n] = cards[i]
			choose(i+1, n+1)
		}
	}
	choose(0, 0)
	return best
}
