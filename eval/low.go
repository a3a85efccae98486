package eval

import (
	"math/bits"
	"strings"
	"sync"

	"github.com/pokersim/pokersim/deck"
)

// Low is an ace-to-five low hand that qualifies for an eight-or-better
// low: five distinct ranks, each an Eight or lower, aces counting low;
// straights and flushes do not count against it. Lows compare from the
// highest card down, so 8-6-4-3-2 beats 8-7-3-2-A. The 56 lows are numbered
// from 1 (8-7-6-5-4, the worst) to NumLows (5-4-3-2-A, the best): a higher
// Low is a better low, and equal Lows split. The zero Low means no
// qualifying low.
type Low uint16

// NumLows is the number of qualifying lows, C(8,5).
const NumLows = 56

// A set of low ranks is a mask of 8 bits: bit 0 for the ace, bit r-1 for
// rank r from Two (bit 1) to Eight (bit 7). A low is five such ranks, and
// since lows compare from the highest card down, of two five-rank masks the
// smaller number is the better low. The masks of five bits in increasing
// order are numbered by their colex rank (C(p1,1) + ... + C(p5,5) for bit
// positions p1 < ... < p5), so the Low of a mask is NumLows minus that.

// lowTables holds the tables of lows, built once on first use.
type lowTables struct {
	ofMask [256]Low           // best low of any five ranks of each mask
	mask   [NumLows + 1]uint8 // the mask of each Low; 0 for none
}

var lows = sync.OnceValue(func() *lowTables {
	t := new(lowTables)
	next := Low(NumLows) // masks in increasing order: best low first
	for m := range 256 {
		if bits.OnesCount8(uint8(m)) == 5 {
			t.mask[next] = uint8(m)
			next--
		}
	}
	for m := range 256 {
		// The five lowest ranks of a mask are its best low.
		five := uint8(m)
		for bits.OnesCount8(five) > 5 {
			five &^= 0x80 >> bits.LeadingZeros8(five)
		}
		if bits.OnesCount8(five) == 5 {
			t.ofMask[m] = NumLows - Low(colex(five))
		}
	}
	return t
})

// colex returns the number of five-bit masks of 8 bits below m, which has
// five bits: the sum of C(p, i) over its bit positions p, i counting from 1.
func colex(m uint8) int {
	n := 0
	for i := 1; m != 0; i++ {
		p := bits.TrailingZeros8(m)
		n += binomial(p, i)
		m &= m - 1
	}
	return n
}

// binomial returns C(n, k) for small n and k.
func binomial(n, k int) int {
	if k > n {
		return 0
	}
	c := 1
	for i := range k {
		c = c * (n - i) / (i + 1)
	}
	return c
}

// LowRanks returns the mask of the distinct low ranks among cards: bit 0
// for an ace, bit r-1 for a card of rank r from Two to Eight; Nines and
// above are not low and set no bit.
func LowRanks(cards []deck.Card) uint8 {
	var m uint8
	for _, c := range cards {
		// Rank r (Two = 0) goes to bit r+1, so Two to Eight land on bits
		// 1 to 7, Nine to King above bit 7, and the ace on bit 13, which is
		// folded down to bit 0.
		b := uint32(2) << (c >> 2 & 15)
		m |= uint8(b | b>>13)
	}
	return m
}

// LowOfMask returns the best low made of any five ranks of the mask m (as
// LowRanks returns it), or 0 if m has fewer than five ranks.
func LowOfMask(m uint8) Low { return lows().ofMask[m] }

// LowMasks returns LowOfMask's table, indexed by mask, for loops that
// value many hands. It is read only.
func LowMasks() *[256]Low { return &lows().ofMask }

// LowValue returns the best eight-or-better low among any five of five to
// seven distinct cards, or 0 if they do not hold five distinct low ranks.
// Pairs do not count twice. It panics if there are fewer than five or more
// than seven cards.
func LowValue(cards []deck.Card) Low {
	if len(cards) < 5 || len(cards) > 7 {
		panic("eval: LowValue needs 5 to 7 cards")
	}
	return LowOfMask(LowRanks(cards))
}

// omahaLows holds OmahaLowOfMasks(hole, board) at hole<<8 | board.
//
// It is filled by trying the 56 lows from the best: a low of ranks S can be
// made of two ranks of hole and three of board exactly when every rank of
// S is in hole or board, at most two are only in hole and at most three
// only in board (the ranks in both then fill the rest of either side).
// That is at most 56 tries for each of the 65,536 pairs of masks, about a
// millisecond.
var omahaLows = sync.OnceValue(func() *[1 << 16]uint8 {
	t := new([1 << 16]uint8)
	masks := &lows().mask
	for hole := range 256 {
		for board := range 256 {
			h, b := uint8(hole), uint8(board)
			if bits.OnesCount8(h) < 2 || bits.OnesCount8(b) < 3 || bits.OnesCount8(h|b) < 5 {
				continue
			}
			for l := Low(NumLows); l >= 1; l-- {
				s := masks[l]
				if s&^(h|b) == 0 && bits.OnesCount8(s&^b) <= 2 && bits.OnesCount8(s&^h) <= 3 {
					t[hole<<8|board] = uint8(l)
					break
				}
			}
		}
	}
	return t
})

// OmahaLowOfMasks returns the best low made of two ranks of the mask hole
// and three of the mask board (masks as LowRanks returns them), all five
// distinct, or 0 if there is none. It is one lookup in a 64 KiB table
// built on first use.
func OmahaLowOfMasks(hole, board uint8) Low {
	return Low(omahaLows()[uint16(hole)<<8|uint16(board)])
}

// OmahaLow returns the best eight-or-better low made of exactly two of the
// hole cards and three of the board cards, all distinct, or 0 if there is
// none. It panics unless there are four to six hole cards and three to
// five board cards.
func OmahaLow(hole, board []deck.Card) Low {
	if len(hole) < 4 || len(hole) > 6 || len(board) < 3 || len(board) > 5 {
		panic("eval: OmahaLow needs 4 to 6 hole cards and 3 to 5 board cards")
	}
	return OmahaLowOfMasks(LowRanks(hole), LowRanks(board))
}

// Ranks returns the five ranks of the low, highest first, with the ace as
// deck.Ace (last, since it plays low). It returns the zero array for the
// zero Low or a Low above NumLows.
func (l Low) Ranks() [5]deck.Rank {
	var out [5]deck.Rank
	if l == 0 || l > NumLows {
		return out
	}
	m := lows().mask[l]
	for i := range out {
		top := 7 - bits.LeadingZeros8(m) // bit index: 0 ace, r-1 for rank r
		m &^= 1 << top
		out[i] = deck.Rank((top + 12) % 13) // bit 0 -> Ace (12), bit b -> rank b-1
	}
	return out
}

// String returns the low as its ranks from the highest down, joined by
// hyphens, such as "8-6-4-3-A" or "5-4-3-2-A"; "no low" for the zero Low
// and "invalid low" above NumLows.
func (l Low) String() string {
	if l == 0 {
		return "no low"
	}
	if l > NumLows {
		return "invalid low"
	}
	var s strings.Builder
	for i, r := range l.Ranks() {
		if i > 0 {
			s.WriteByte('-')
		}
		s.WriteString(r.String())
	}
	return s.String()
}

// OmahaLowBest returns the best eight-or-better Omaha low for display: the
// two hole cards and the three board cards that make it, each in the order
// given, and the low, which is OmahaLow's; the zero arrays and 0 if there
// is no low. Among cards making the same low it returns the first in the
// order given. It panics as OmahaLow does. It tries every combination, so
// it is for showing a hand, not for hot loops.
func OmahaLowBest(hole, board []deck.Card) (holeUsed [2]deck.Card, boardUsed [3]deck.Card, l Low) {
	if len(hole) < 4 || len(hole) > 6 || len(board) < 3 || len(board) > 5 {
		panic("eval: OmahaLowBest needs 4 to 6 hole cards and 3 to 5 board cards")
	}
	for i, a := range hole {
		for _, b := range hole[i+1:] {
			for j, x := range board {
				for k := j + 1; k < len(board); k++ {
					for _, z := range board[k+1:] {
						five := []deck.Card{a, b, x, board[k], z}
						if v := LowValue(five); v > l {
							holeUsed, boardUsed, l = [2]deck.Card{a, b}, [3]deck.Card{x, board[k], z}, v
						}
					}
				}
			}
		}
	}
	return holeUsed, boardUsed, l
}
