package postflop

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
)

// draws sets h's draws and outs, for a flop or turn. An out is a live card,
// other than c's own, after which the hole cards make a straight (or
// flush) that the board with that card does not make by itself; draws are
// read from the outs.
//
// Each live card is tried, but cheaply: whether a card completes a straight
// depends only on its rank, so each rank is tried once and counts for its
// live cards; whether it completes a flush depends only on its suit, and
// only a suit of which the hand holds four (one of them a hole card) has
// any flush outs.
func (s *Spot) draws(c deck.Combo, h *Hit) {
	// The hole cards are live (a combo holding a blocked card is not
	// classified), so the live cards other than c's are:
	left := s.liveRanks
	left[c.Hi.Rank()]--
	left[c.Lo.Rank()]--
	ranks := s.ranks | 1<<c.Hi.Rank() | 1<<c.Lo.Rank()
	var outRanks uint16
	if s.order.Less(h.Best, Straight) {
		for r, n := range left {
			if n > 0 && straightTop(ranks|1<<r, s.low) > straightTop(s.ranks|1<<r, s.low) {
				outRanks |= 1 << r
				h.StraightOuts += int(n)
			}
		}
	}
	flushSuit := -1
	if s.order.Less(h.Best, Flush) {
		for _, su := range holeSuits(c) {
			held := holeRanks(c, su)
			if bits.OnesCount16(s.suits[su]|held) != 4 {
				continue
			}
			if n := bits.OnesCount16(s.liveSuits[su] &^ held); n > 0 {
				flushSuit, h.FlushOuts = int(su), n
				h.Draws |= s.flushDraw(su, held)
			}
		}
	}
	h.Outs = h.StraightOuts + h.FlushOuts
	if flushSuit >= 0 {
		// Cards that are both: live cards of the flush suit whose rank is a straight out.
		h.Outs -= bits.OnesCount16(s.liveSuits[flushSuit] &^ holeRanks(c, deck.Suit(flushSuit)) & outRanks)
	}
	switch {
	case bits.OnesCount16(outRanks) == 1:
		h.Draws |= Gutshot.bit()
	case outRanks != 0 && fiveApart(outRanks, s.low):
		h.Draws |= OpenEnded.bit()
	case outRanks != 0:
		h.Draws |= DoubleGutshot.bit()
	}
	if len(s.board) == 3 {
		h.Draws |= s.backdoors(c, h, &left, ranks, outRanks)
	}
	if h.Best == Nothing && c.Lo.Rank() > s.top {
		h.Draws |= Overcards.bit()
	}
	h.Draws |= combined(h.Best, h.Draws)
}

// flushDraw returns the flags of a flush draw in suit su, of which the
// hole cards hold the ranks held.
func (s *Spot) flushDraw(su deck.Suit, held uint16) Draws {
	d := FlushDraw.bit() | OneCardFlushDraw.bit()
	if bits.OnesCount16(held) == 2 {
		d = FlushDraw.bit() | TwoCardFlushDraw.bit()
	}
	if s.nut[su] >= 0 && held&(1<<s.nut[su]) != 0 {
		d |= NutFlushDraw.bit()
	}
	return d
}

// backdoors returns the backdoor draws of c on a flop: runner-runner
// flushes and straights, for a hand with no one-card draw of the kind.
// A backdoor flush needs a suit of which the hand holds three, one of them
// a hole card, with two live cards left; a backdoor straight, two live
// cards of different ranks after which the hole cards make a straight
// that the board and those two do not. left counts the live cards of
// each rank other than c's.
func (s *Spot) backdoors(c deck.Combo, h *Hit, left *[deck.NumRanks]uint8, ranks, outRanks uint16) Draws {
	var d Draws
	if s.order.Less(h.Best, Flush) && !h.Draws.Has(FlushDraw) {
		for _, su := range holeSuits(c) {
			held := holeRanks(c, su)
			if bits.OnesCount16(s.suits[su]|held) == 3 && bits.OnesCount16(s.liveSuits[su]&^held) >= 2 {
				d |= BackdoorFlushDraw.bit()
			}
		}
	}
	if !s.order.Less(h.Best, Straight) || outRanks != 0 {
		return d
	}
	for r1, n1 := range left {
		if n1 == 0 {
			continue
		}
		for r2 := r1 + 1; r2 < deck.NumRanks; r2++ {
			two := uint16(1)<<r1 | 1<<r2
			if left[r2] > 0 && straightTop(ranks|two, s.low) > straightTop(s.ranks|two, s.low) {
				return d | BackdoorStraightDraw.bit()
			}
		}
	}
	return d
}

// combined returns the draws that combine others: a flush draw with a
// straight draw, and a one-pair class with either.
func combined(best Made, d Draws) Draws {
	var out Draws
	fd, sd := d.Has(FlushDraw), d&straightDraws != 0
	if fd && sd {
		out |= ComboDraw.bit()
	}
	if best.OnePair() && fd {
		out |= PairFlushDraw.bit()
	}
	if best.OnePair() && sd {
		out |= PairStraightDraw.bit()
	}
	return out
}
