package eval

import (
	"slices"

	"github.com/pokersim/pokersim/deck"
)

// referenceScore values five cards the slow, obvious way, independently of
// the tables: it groups the ranks, looks for a flush and a straight, and
// returns a number whose order is the order of poker hands: the category
// (0 = high card .. 8 = straight flush) followed by the ranks in order of
// importance, as base-16 digits.
func referenceScore(cards [5]deck.Card) int {
	var count [13]int
	flush := true
	for _, c := range cards {
		count[c.Rank()]++
		flush = flush && c.Suit() == cards[0].Suit()
	}
	// Ranks ordered by how many times they occur, then by rank, highest first.
	var ranks []int
	for r := 12; r >= 0; r-- {
		if count[r] > 0 {
			ranks = append(ranks, r)
		}
	}
	slices.SortStableFunc(ranks, func(a, b int) int { return count[b] - count[a] })
	straight := len(ranks) == 5 && ranks[0]-ranks[4] == 4
	if len(ranks) == 5 && ranks[0] == 12 && ranks[1] == 3 { // A-5-4-3-2
		straight = true
		ranks = []int{3, 2, 1, 0, -1}
	}
	var category int
	switch {
	case straight && flush:
		category = 8
	case count[ranks[0]] == 4:
		category = 7
	case count[ranks[0]] == 3 && count[ranks[1]] == 2:
		category = 6
	case flush:
		category = 5
	case straight:
		category = 4
	case count[ranks[0]] == 3:
		category = 3
	case count[ranks[0]] == 2 && count[ranks[1]] == 2:
		category = 2
	case count[ranks[0]] == 2:
		category = 1
	}
	score := category
	for _, r := range ranks {
		score = score*16 + r + 1
	}
	for range 5 - len(ranks) {
		score *= 16
	}
	return score
}

// referenceBest7 returns the best Eval5 over the 21 five-card subsets.
func referenceBest7(c [7]deck.Card) Rank {
	var best Rank
	for skip1 := 0; skip1 < 7; skip1++ {
		for skip2 := skip1 + 1; skip2 < 7; skip2++ {
			var five [5]deck.Card
			n := 0
			for i, x := range c {
				if i != skip1 && i != skip2 {
					five[n] = x
					n++
				}
			}
			best = max(best, Eval5(&five))
		}
	}
	return best
}
