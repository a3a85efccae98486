package eval

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
)

// Hand is a set of cards being valued, held as sums of per-card keys so that
// cards can be added one at a time and partial hands shared. The zero Hand
// holds no cards. A Hand must hold at most seven cards; Rank needs five to
// seven.
type Hand struct {
	key  uint64 // bits 0-31: sum of rank keys; bits 32-47: a card count per suit
	mask uint64 // bit 16*suit + rank for each card
}

// suitBias, added to the suit counters, sets bit 3 of a counter exactly
// when it is five or more (it is at most seven).
const suitBias = 0x3333

// NewHand returns the Hand holding cards.
func NewHand(cards ...deck.Card) Hand {
	var h Hand
	for _, c := range cards {
		h = h.Add(c)
	}
	return h
}

// Add returns h with card c added. The card must not already be in h.
func (h Hand) Add(c deck.Card) Hand {
	return Hand{h.key + cardKeys[c], h.mask | cardBits[c]}
}

// Merge returns the Hand holding the cards of h and g, which must be
// disjoint.
func (h Hand) Merge(g Hand) Hand {
	return Hand{h.key + g.key, h.mask | g.mask}
}

// Len returns the number of cards in h.
func (h Hand) Len() int { return bits.OnesCount64(h.mask) }

// Rank returns the value of the best five-card hand within h, which must
// hold five to seven cards; otherwise the result is meaningless.
func (h Hand) Rank() Rank {
	if isFlush(h.key) {
		return flushRank(h.key, h.mask)
	}
	return lookup(uint32(h.key))
}

// flushRank returns the value of the flush in a hand with key k and mask m.
// The top bit of suit s's biased counter is bit 4s+3 of the counters, and
// the suit's ranks are bits 16s to 16s+12 of the mask.
func flushRank(k, m uint64) Rank { return flushTable[flushRanks(k, m)] }

// flushRanks returns the 13-bit mask of the ranks of the flush suit in a
// hand with key k and mask m, which must be a flush.
func flushRanks(k, m uint64) uint16 {
	f := (uint32(k>>32) + suitBias) & 0x8888
	return uint16(m>>((uint(bits.TrailingZeros32(f))*4-12)&63)) & 0x1fff
}

// lookup returns the value of the non-flush hand whose rank keys sum to k.
func lookup(k uint32) Rank { return rankTable[slot(k)] }

// slot returns the perfect-hash slot, in rankTable and in every Ranking's
// table of non-flush values, of the hand whose rank keys sum to k.
func slot(k uint32) uint32 { return (k + hashDeltas[k>>hashShift&hashRowMask]) & rankMask }

// slot7 returns the slot, in sevenTable and in every Ranking's table of
// non-flush seven-card values, of the seven-card hand whose rank keys sum
// to k. The slot of any other key is in the table but meaningless.
func slot7(k uint32) uint32 {
	const rows, slots = uint32(len(sevenOffsets) - 1), uint32(len(sevenTable) - 1)
	return (uint32(sevenOffsets[k>>sevenShift&rows]) + k&(1<<sevenShift-1)) & slots
}

// isFlush reports whether a hand with key k has five cards of one suit.
func isFlush(k uint64) bool { return (k+suitBias<<32)&(0x8888<<32) != 0 }

// Eval7 returns the rank of a seven-card hand. It is the fastest way to
// value seven cards from scratch: the card mask is only built for flushes,
// and the function makes no calls, so it needs no stack frame.
func Eval7(c *[7]deck.Card) Rank {
	k := cardKeys[c[0]] + cardKeys[c[1]] + cardKeys[c[2]] + cardKeys[c[3]] +
		cardKeys[c[4]] + cardKeys[c[5]] + cardKeys[c[6]]
	if isFlush(k) {
		m := cardBits[c[0]] | cardBits[c[1]] | cardBits[c[2]] | cardBits[c[3]] |
			cardBits[c[4]] | cardBits[c[5]] | cardBits[c[6]]
		return flushRank(k, m)
	}
	return lookup(uint32(k))
}

// Eval5 returns the rank of a five-card hand.
func Eval5(c *[5]deck.Card) Rank {
	return Hand{}.Add(c[0]).Add(c[1]).Add(c[2]).Add(c[3]).Add(c[4]).Rank()
}

// Eval6 returns the rank of the best five of six cards.
func Eval6(c *[6]deck.Card) Rank {
	return Hand{}.Add(c[0]).Add(c[1]).Add(c[2]).Add(c[3]).Add(c[4]).Add(c[5]).Rank()
}

// Eval returns the rank of the best five cards among five to seven distinct
// cards. It panics if there are fewer than five or more than seven.
func Eval(cards []deck.Card) Rank {
	if len(cards) < 5 || len(cards) > 7 {
		panic("eval: Eval needs 5 to 7 cards")
	}
	return NewHand(cards...).Rank()
}

// NoFlushRank returns the value of the best five-card hand within h,
// counting only the ranks of its cards, as if no five were of one suit.
// Enumeration code uses it with FlushRank to value many boards that share
// their ranks at once: a hand's Rank is the larger of its NoFlushRank and
// the FlushRank of its best suit.
func (h Hand) NoFlushRank() Rank { return lookup(uint32(h.key)) }

// FlushRank returns the value of the best flush or straight flush among the
// ranks in a 13-bit mask (bit r for rank r, Two = bit 0) of cards of one
// suit, or 0 if the mask holds fewer than five ranks.
func FlushRank(ranks uint16) Rank { return flushTable[ranks&0x1fff] }
