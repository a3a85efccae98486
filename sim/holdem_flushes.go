package sim

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// Before the flop, the multiset enumerator (holdem_multiset.go) values the
// flushes of unpaired boards apart from their multisets, where they cost
// most: an unpaired multiset of five ranks has up to six flush-capable
// subsets in each of the four suits, each once valued and counted on its
// own, while its flush-capable boards have an outcome that its ranks do
// not change.
//
// Why: on a board of five distinct ranks, two hole cards make at most
// three of a kind or a straight without a flush (a full house or four of
// a kind needs a pair on the board), and a flush beats both in every
// ranking the enumerator takes (flushBeatsUnpaired). A board holding at
// least need[s] cards of suit s gives the player with the most cards of s
// a flush; so on an unpaired board with exactly the ranks S of suit s,
// |S| >= need[s], the players with a flush of s win as their flushes
// (eval's FlushValue of S and their ranks of s) say, and the others lose
// whatever their ranks: the outcome depends on (s, S) alone.
//
// So, with x_r the cards of rank r left outside suit s:
//
//   - the multiset walk counts an unpaired multiset R at its non-flush
//     outcome on all its boards but the flush-capable ones, of which there
//     are, for each suit s with cand = R ∩ (ranks of s left) of c >=
//     need[s] ranks, Π_{r ∈ R∖cand} x_r · Σ_{j <= c-need[s]} e_j(x_r : r ∈
//     cand) (unpairedFlushes): the suit-s cards of the board are cand less
//     a set T of at most c-need[s] ranks, each rank of T or outside cand
//     taking one of its x_r cards of another suit; e_j is the j-th
//     elementary symmetric polynomial;
//   - flushShard counts, for each suit s and each set S of ranks of s left
//     with need[s] <= |S| <= 5, the unpaired boards whose suit-s cards
//     have exactly the ranks S: the other 5-|S| cards have distinct ranks
//     outside S, one of the x_r cards of rank r each, e_{5-|S|}(x_r : r ∉
//     S) boards, at the outcome of the players' flushes.
//
// Both sums count each flush-capable unpaired board once (no board holds
// need[s] cards of two suits before the flop, need being at least 3), and
// paired multisets are valued as before. Categories, which the flush
// boards' losers would need, turn this off. Counting several pots at once
// (SidePots), a suit is valued apart only if every pot holds a player with
// as many cards of it as any player (multiset.countPots): else a board
// could give a flush to a player outside a pot and none to the pot's
// players, whose outcome would then depend on the board's ranks.

// flushBeatsUnpaired reports whether, under rk, a flush beats every hand
// two hole cards make without a flush on a board of five distinct ranks:
// high card, a pair, two pair, three of a kind and a straight.
func flushBeatsUnpaired(rk *eval.Ranking) bool {
	var pos [eval.NumCategories + 1]int
	for i, c := range rk.Categories() {
		pos[c] = i
	}
	for _, c := range []eval.Category{eval.HighCard, eval.OnePair, eval.TwoPair, eval.ThreeOfAKind, eval.Straight} {
		if pos[c] > pos[eval.Flush] {
			return false
		}
	}
	return true
}

// unpairedSums holds, for an unpaired multiset, the sums over its ranks r
// of y_r and y_r², y_r = (cards of rank r left) - 1: the x_r of every rank
// of a suit s whose card of rank r is left.
type unpairedSums struct{ y1, y2 int64 }

// unpairedSums counts the ranks of the multiset by their cards left, two,
// three or four (walk.leftBy), rather than adding up rank by rank.
func (e *multiset) unpairedSums(ranks uint16) unpairedSums {
	by := &e.walk.leftBy
	n2 := int64(bits.OnesCount16(ranks & by[2]))
	n3 := int64(bits.OnesCount16(ranks & by[3]))
	n4 := int64(bits.OnesCount16(ranks & by[4]))
	return unpairedSums{y1: n2 + 2*n3 + 3*n4, y2: n2 + 4*n3 + 9*n4}
}

// unpairedFlushes returns the number of boards of the unpaired multiset
// of the distinct ranks ranks that hold at least need[s] cards of suit s,
// whose ranks left in suit s are cand, top more than need[s], and whose
// sums are u (see above). Before the flop need[s] is at least 3, so top
// is at most 2 and the sum stops at e_2, which is ((Σ x)² - Σ x²)/2: from
// u, less the rank outside cand if there is one.
func (e *multiset) unpairedFlushes(s int, ranks, cand uint16, top int, u unpairedSums) int64 {
	out, e1, x2 := int64(1), u.y1, u.y2
	switch miss := ranks &^ cand; bits.OnesCount16(miss) {
	case 0:
	case 1:
		r := bits.TrailingZeros16(miss)
		y := int64(e.walk.avail[r] - 1)
		out, e1, x2 = int64(e.walk.notIn[s][r]), e1-y, x2-y*y
	default:
		// Three ranks left of s, all needed: top is 0.
		for m := miss; m != 0; m &= m - 1 {
			out *= int64(e.walk.notIn[s][bits.TrailingZeros16(m)])
		}
		return out
	}
	switch top {
	case 0:
		return out
	case 1:
		return out * (1 + e1)
	}
	return out * (1 + e1 + (e1*e1-x2)/2)
}

// flushShard counts the unpaired boards holding at least need[s] cards of
// suit s, one set S of their ranks of s at a time (see above). Before the
// flop need[s] is at least 3 and there are five cards to come, so the sets
// have three to five ranks, listed by nested loops over the ranks of s
// left: a recursion over the sets' ranks, one call a rank, cost twice as
// much.
func (e *multiset) flushShard(s int) {
	if !e.apart[s] || e.mult[s] == 0 {
		return
	}
	var bit [deck.NumRanks]uint16 // the ranks of suit s left, as masks
	var x [deck.NumRanks]int64    // and their x_r
	n := 0
	var x1, x2 int64 // Σ x_r and Σ x_r² over every rank
	for r := range deck.NumRanks {
		xr := int64(e.walk.notIn[s][r])
		x1, x2 = x1+xr, x2+xr*xr
		if e.walk.availIn[s]>>r&1 != 0 {
			bit[n], x[n] = 1<<r, xr
			n++
		}
	}
	mult, need := int64(e.mult[s]), e.need[s]
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				s3 := bit[a] | bit[b] | bit[c]
				y1 := x1 - x[a] - x[b] - x[c]
				if need <= 3 {
					y2 := x2 - x[a]*x[a] - x[b]*x[b] - x[c]*x[c]
					e.flushSet(s, s3, mult*((y1*y1-y2)/2))
				}
				for d := c + 1; d < n; d++ {
					s4 := s3 | bit[d]
					if need <= 4 {
						e.flushSet(s, s4, mult*(y1-x[d]))
					}
					for f := d + 1; f < n; f++ {
						e.flushSet(s, s4|bit[f], mult)
					}
				}
			}
		}
	}
}

// flushSet counts w unpaired boards whose cards of suit s have exactly
// the ranks sub, at least need[s] of them, at the outcome of the players'
// flushes: a player without a card of s has the board's flush, if any.
func (e *multiset) flushSet(s int, sub uint16, w int64) {
	if w == 0 {
		return
	}
	rk := e.rank
	if e.byOrder && len(e.vals) == 3 {
		hr := &e.hr3[s]
		a, b, c := rk.FlushValue(sub|hr[0]), rk.FlushValue(sub|hr[1]), rk.FlushValue(sub|hr[2])
		e.oc.c[key3(a, b, c)] += w
		return
	}
	for p := range e.vals {
		e.vals[p] = rk.FlushValue(sub | e.holeRanks[p][s])
	}
	e.record(e.vals, w)
}
