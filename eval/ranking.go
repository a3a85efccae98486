package eval

import (
	"sync"
	"sync/atomic"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval/internal/tables"
)

// Ranking is an order of five-card poker hands: the standard one, or one of
// the short-deck orders. It values hands built with Hand and Add, with the
// same keys and perfect hash as Hand.Rank, through its own tables: one for
// non-flush hands, indexed by the hash of the rank-key sum, one for
// flushes, indexed by the flush suit's rank mask, and one for Omaha (see
// OmahaValue).
//
// A value under a Ranking is a Rank from 1 (the weakest five-card hand) to
// Classes() (a royal flush); a higher value wins and equal values tie.
// Values of different Rankings are not comparable, and a Rank method such
// as Rank.String or Rank.Category describes standard values only: use the
// Ranking's Category and Describe. Rankings are read-only and safe for
// concurrent use; get them from Standard, ShortDeck or ShortDeckTrips.
type Ranking struct {
	ranks     *[rankMask + 1]Rank    // non-flush values by perfect-hash slot
	ranks7    *[len(sevenTable)]Rank // non-flush seven-card values by slot7
	flush     *[8192]Rank            // flush values by rank mask
	straights []uint16               // rank masks of the straights, highest first
	classes   func() []tables.Class
	tops      [NumCategories]categoryBound // the categories, weakest first
	name      string

	// The Omaha table, 128 KiB, is built by omahaTable on first use: a
	// Hold'em question should not pay for it.
	omahaOnce sync.Once
	omaha     atomic.Pointer[omahaTable] // non-flush values of pairs and triples of ranks
	low       uint                       // the lowest rank of the Ranking's deck
}

// categoryBound is a category and the highest value in it.
type categoryBound struct {
	top Rank
	cat Category
}

// Standard returns the usual order of poker hands, on the 52-card deck.
// Its values are those of Hand.Rank: Standard().Value(h) == h.Rank(). It
// uses the generated tables and builds nothing but its Omaha table (128
// KiB, about 0.2 ms), on the first Omaha valuation.
func Standard() *Ranking { return standard() }

// ShortDeck returns the order of six-plus (short-deck) Hold'em, played
// with the 36 cards from Six to Ace: A-6-7-8-9 is the lowest straight (and
// straight flush), A-2-3-4-5 is not a straight, and a flush beats a full
// house. It has 1,404 classes. Its tables (about 660 KiB) are built on the
// first call, in a millisecond or two, and its Omaha table (128 KiB) on the
// first Omaha valuation.
//
// Hands must hold only cards from Six up: the value of a hand holding a
// lower card is meaningless (usually 0).
func ShortDeck() *Ranking { return shortDeck() }

// ShortDeckTrips returns the short-deck order in which three of a kind
// also beats a straight, as some rooms play it. Otherwise it is ShortDeck.
func ShortDeckTrips() *Ranking { return shortDeckTrips() }

var (
	standard       = sync.OnceValue(newStandard)
	shortDeck      = sync.OnceValue(func() *Ranking { return newRanking("shortdeck", tables.ShortDeckRules(false)) })
	shortDeckTrips = sync.OnceValue(func() *Ranking { return newRanking("shortdeck-trips", tables.ShortDeckRules(true)) })
)

// newStandard returns the standard Ranking, which uses the generated tables.
func newStandard() *Ranking {
	r := &Ranking{ranks: &rankTable, ranks7: &sevenTable, flush: &flushTable, classes: classes, name: "standard",
		straights: tables.StandardRules().StraightMasks()}
	for c := HighCard; c <= StraightFlush; c++ {
		r.tops[c-1] = categoryBound{categoryTop[c], c}
	}
	return r
}

// Value returns the value under r of the best five cards within h, which
// must hold five to seven cards; otherwise the result is meaningless. It
// costs what Hand.Rank costs: a flush test and one table lookup.
func (r *Ranking) Value(h Hand) Rank {
	if isFlush(h.key) {
		return r.flush[flushRanks(h.key, h.mask)]
	}
	return r.ranks[slot(uint32(h.key))]
}

// Values sets dst[i] to r.Value(hands[i]) for every hand. It is Value for
// loops that value a batch of hands: the tables' addresses are loaded once
// and the loop holds little else, where a caller's loop that merged and
// valued hands ran short of registers and reloaded them every hand. It
// panics if dst is shorter than hands.
func (r *Ranking) Values(dst []Rank, hands []Hand) {
	ranks, flush := r.ranks, r.flush
	dst = dst[:len(hands)]
	for i, h := range hands {
		if isFlush(h.key) {
			dst[i] = flush[flushRanks(h.key, h.mask)]
			continue
		}
		dst[i] = ranks[slot(uint32(h.key))]
	}
}

// Values7 is Values for hands of exactly seven cards, such as every
// Hold'em hand at a showdown: for any other hand its value is
// meaningless. It looks non-flush hands up in a table of seven-card hands
// alone, 60,570 entries of two bytes, where the seven-card hands' slots
// of Values's table lie in 4,445 cache lines (280 KiB); with their row
// offsets, the tables it reads take 210 KiB against Values's 370 KiB
// (TestTableSize), and the Monte Carlo loop of three ranges, which values
// three hands a trial, ran 3 to 4% faster than on Values. Its loop is
// Values's with the other table and slot, written out: a loop shared by
// way of a function value would call it for every hand.
func (r *Ranking) Values7(dst []Rank, hands []Hand) {
	ranks, flush := r.ranks7, r.flush
	dst = dst[:len(hands)]
	for i, h := range hands {
		if isFlush(h.key) {
			dst[i] = flush[flushRanks(h.key, h.mask)]
			continue
		}
		dst[i] = ranks[slot7(uint32(h.key))]
	}
}

// NoFlushValue returns the value under r of the best five cards within h
// counting only their ranks, as if no five were of one suit: the
// counterpart of Hand.NoFlushRank. A hand's Value is the larger of its
// NoFlushValue and the FlushValue of each suit.
func (r *Ranking) NoFlushValue(h Hand) Rank { return r.ranks[slot(uint32(h.key))] }

// FlushValue returns the value under r of the best flush or straight flush
// among the ranks in a 13-bit mask (bit r for rank r, Two = bit 0) of
// cards of one suit, or 0 if the mask holds fewer than five ranks: the
// counterpart of FlushRank.
func (r *Ranking) FlushValue(ranks uint16) Rank { return r.flush[ranks&0x1fff] }

// Name returns the ranking's name: "standard", "shortdeck" or
// "shortdeck-trips".
func (r *Ranking) Name() string { return r.name }

// Classes returns the number of distinct five-card hands under r, which is
// also its highest value: 7,462 for Standard, 1,404 for the short decks.
func (r *Ranking) Classes() int { return int(r.tops[NumCategories-1].top) }

// Category returns the category of a value under r, or 0 if v is not a
// value of r. The Category constants are in standard order; under the
// short-deck rankings, Flush beats FullHouse (and for ShortDeckTrips,
// ThreeOfAKind beats Straight) whatever their numbers.
func (r *Ranking) Category(v Rank) Category {
	if v == 0 {
		return 0
	}
	for _, t := range r.tops {
		if v <= t.top {
			return t.cat
		}
	}
	return 0
}

// Categories returns the categories in r's order, weakest first: the
// standard order, HighCard to StraightFlush, or a short-deck one, where
// Flush comes above FullHouse (and for ShortDeckTrips ThreeOfAKind above
// Straight).
func (r *Ranking) Categories() [NumCategories]Category {
	var out [NumCategories]Category
	for i, t := range r.tops {
		out[i] = t.cat
	}
	return out
}

// Describe describes a value under r as Rank.String does a standard one,
// such as "Straight, Nine high" (which under ShortDeck includes A-6-7-8-9)
// or "Full House, Sevens full of Aces". A value that is not one of r's
// gives "Invalid".
func (r *Ranking) Describe(v Rank) string {
	if v == 0 || int(v) > r.Classes() {
		return "Invalid"
	}
	return describe(r.classes()[v-1])
}

// Best5 returns the best five cards under r among five to seven distinct
// cards, in order of significance as Best5 orders them (the five of the
// lowest straight first), and their value. It panics if there are fewer
// than five or more than seven cards. It tries every five-card subset, so
// it is for showing a hand, not for hot loops.
func (r *Ranking) Best5(cards []deck.Card) ([5]deck.Card, Rank) {
	if len(cards) < 5 || len(cards) > 7 {
		panic("eval: Best5 needs 5 to 7 cards")
	}
	var best, five [5]deck.Card
	var bestValue Rank
	var choose func(from, n int)
	choose = func(from, n int) {
		if n == 5 {
			if v := r.Value(NewHand(five[:]...)); v > bestValue {
				best, bestValue = five, v
			}
			return
		}
		for i := from; i <= len(cards)-(5-n); i++ {
			five[n] = cards[i]
			choose(i+1, n+1)
		}
	}
	choose(0, 0)
	return r.order(best, bestValue), bestValue
}

// order arranges five cards of value v in the order of v's class ranks.
func (r *Ranking) order(five [5]deck.Card, v Rank) [5]deck.Card {
	if v == 0 {
		return five
	}
	var out [5]deck.Card
	var used [5]bool
	for i, rank := range classRanks(r.classes()[v-1]) {
		for j, c := range five {
			if !used[j] && c.Rank() == rank {
				out[i], used[j] = c, true
				break
			}
		}
	}
	return out
}
