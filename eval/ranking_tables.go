package eval

import (
	"math/bits"

	"github.com/pokersim/pokersim/eval/internal/tables"
)

// newRanking builds the Ranking of rules, named name. It reuses Hand's rank
// keys and perfect hash (every multiset of five to seven ranks has its own
// slot, whatever the deck), so only the values differ:
//
//   - five cards: each class is either one multiset of ranks (the
//     non-flush categories) or one set of ranks of a suit (flushes and
//     straight flushes), so the sorted class list gives every five-card
//     value directly;
//   - six and seven cards: the best five of n cards is the best of the
//     hands left after dropping one card, so a multiset's value is the
//     largest value of the multisets one card smaller, which are filled
//     first (six cards before seven; flush masks in increasing order, every
//     subset of a mask being smaller than it).
//
// This takes about a millisecond for the short deck, and its Omaha table,
// built on first use, a little more.
// The non-flush table has the standard table's size (512 KiB), since the
// slots are the standard ones, but the short deck fills only 10,230 of
// them.
func newRanking(name string, rules tables.Rules) *Ranking {
	cs := rules.Classes()
	r := &Ranking{ranks: new([rankMask + 1]Rank), ranks7: new([len(sevenTable)]Rank), flush: new([8192]Rank), name: name,
		straights: rules.StraightMasks(), classes: func() []tables.Class { return cs }}
	for i, c := range cs {
		v := Rank(i + 1)
		var k uint32
		var m uint16
		for _, x := range c.Ranks {
			k += rankKeys[x]
			m |= 1 << x
		}
		if c.Category == tables.Flush || c.Category == tables.StraightFlush {
			r.flush[m] = v
		} else {
			r.ranks[slot(k)] = v
		}
		// Classes come weakest first, so the last one seen is the top.
		r.tops[rules.Order[c.Category]-1] = categoryBound{v, Category(c.Category)}
	}
	for n := 6; n <= tables.MaxCards; n++ {
		forEachMultiset(rules.Low, n, func(k uint32, present uint16) {
			var best Rank
			for p := present; p != 0; p &= p - 1 {
				best = max(best, r.ranks[slot(k-rankKeys[bits.TrailingZeros16(p)])])
			}
			r.ranks[slot(k)] = best
		})
	}
	forEachMultiset(rules.Low, tables.MaxCards, func(k uint32, _ uint16) {
		r.ranks7[slot7(k)] = r.ranks[slot(k)]
	})
	deckRanks := uint16(0x1fff) &^ (1<<rules.Low - 1)
	for m := range uint16(len(r.flush)) {
		if m&^deckRanks != 0 || bits.OnesCount16(m) <= 5 {
			continue
		}
		var best Rank
		for p := m; p != 0; p &= p - 1 {
			best = max(best, r.flush[m&^(p&-p)])
		}
		r.flush[m] = best
	}
	r.low = uint(rules.Low)
	return r
}

// forEachMultiset calls f with the rank-key sum and the mask of the ranks
// present of every multiset of n ranks from low up to Ace, with at most
// four of each rank.
func forEachMultiset(low, n int, f func(sum uint32, present uint16)) {
	var rec func(x, left int, sum uint32, present uint16)
	rec = func(x, left int, sum uint32, present uint16) {
		if left == 0 {
			f(sum, present)
			return
		}
		if x > 12 {
			return
		}
		rec(x+1, left, sum, present)
		for c := 1; c <= min(4, left); c++ {
			rec(x+1, left-c, sum+uint32(c)*rankKeys[x], present|1<<x)
		}
	}
	rec(low, n, 0, 0)
}
