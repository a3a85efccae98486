package sim

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// rankWalk enumerates the rank multisets of k board cards to come, from
// the cards left in the deck, with the number of deals each stands for:
// the product over the ranks r of C(cards of rank r left, count of r). It
// is the walk of the enumerators by rank multisets (holdem_multiset.go for
// Hold'em, omaha_multiset.go for Omaha), which value each multiset once for the
// non-flush hands and then, one suit s at a time, the deals whose cards of
// suit s have exactly the ranks S: there are suitedWays of those.
type rankWalk struct {
	k       int
	avail   [deck.NumRanks]int                // cards of each rank still in the deck
	availIn [deck.NumSuits]uint16             // ranks still in the deck, per suit
	leftBy  [deck.NumSuits + 1]uint16         // leftBy[n]: the ranks with n cards left
	notIn   [deck.NumSuits][deck.NumRanks]int // cards of each rank in the deck outside a suit
	count   [deck.NumRanks]int                // the current multiset
	multi   uint16                            // its ranks held more than once
	v       rankVisitor
}

// rankVisitor values the deals of a multiset of a rankWalk.
type rankVisitor interface {
	// visit values the deals whose cards to come have the ranks of the
	// walk's count (whose rank keys h holds, with placeholder suits, and
	// whose distinct ranks are the mask ranks), ways of them.
	visit(h eval.Hand, ranks uint16, ways int64)
}

// reset prepares w to walk the multisets of k cards of left for v.
func (w *rankWalk) reset(left deck.Set, k int, v rankVisitor) {
	*w = rankWalk{k: k, v: v}
	for c := range left.All() {
		w.avail[c.Rank()]++
		w.availIn[c.Suit()] |= 1 << c.Rank()
	}
	for r, n := range w.avail {
		w.leftBy[n] |= 1 << r
	}
	for s := range w.notIn {
		for r := range w.notIn[s] {
			w.notIn[s][r] = w.avail[r] - int(w.availIn[s]>>r&1)
		}
	}
}

// shards splits the walk by the number of aces to come.
func (w *rankWalk) shards() int { return w.k + 1 }

// runShard walks the multisets with shard aces.
func (w *rankWalk) runShard(shard int) {
	if shard > w.avail[deck.Ace] || shard > w.k {
		return
	}
	w.count = [deck.NumRanks]int{}
	w.count[deck.Ace] = shard
	w.multi = 0
	if shard > 1 {
		w.multi = 1 << deck.Ace
	}
	var h eval.Hand
	var mask uint16
	for i := range shard {
		h = h.Add(deck.NewCard(deck.Ace, deck.Suit(i)))
		mask = 1 << deck.Ace
	}
	ways := binomial[w.avail[deck.Ace]][shard]
	if shard == w.k {
		w.v.visit(h, mask, ways)
		return
	}
	w.ranks(int(deck.King), w.k-shard, h, mask, ways)
}

// ranks chooses the next rank, r or lower, of the left board cards still
// to choose, and how many of them have it. h holds the ranks chosen so
// far (with placeholder suits: only its rank sum is used), mask their
// distinct ranks and ways the number of boards they stand for. Going from
// one rank held to the next, rather than through every rank with a count
// of 0, makes each node of the walk a multiset of at most k ranks (8,568
// for five cards, against three times as many steps rank by rank); the
// mask is carried down rather than rebuilt at each multiset.
func (w *rankWalk) ranks(r, left int, h eval.Hand, mask uint16, ways int64) {
	for q := r; q >= 0; q-- {
		a := w.avail[q]
		hq, mq := h, mask|1<<q
		for m := 1; m <= min(left, a); m++ {
			hq = hq.Add(deck.NewCard(deck.Rank(q), deck.Suit(m-1)))
			w.count[q] = m
			if m == 2 {
				w.multi |= 1 << q
			}
			if m == left {
				w.v.visit(hq, mq, ways*binomial[a][m])
			} else {
				w.ranks(q-1, left-m, hq, mq, ways*binomial[a][m])
			}
		}
		w.count[q] = 0
		w.multi &^= 1 << q
	}
}

// suitedWays returns the number of boards with the current multiset, whose
// ranks are ranks, whose cards of suit s have exactly the ranks sub: the
// product over its ranks r of C(cards of rank r left outside s, count of
// r less [r in sub]). A rank held once gives 1 in sub and its cards
// outside s otherwise, so only those outside sub and the ranks held more
// than once (multi) are multiplied.
func (w *rankWalk) suitedWays(s int, ranks, sub uint16) int64 {
	n := int64(1)
	for m := ranks &^ sub &^ w.multi; m != 0; m &= m - 1 {
		n *= int64(w.notIn[s][bits.TrailingZeros16(m)])
	}
	for m := w.multi; m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		n *= binomial[w.notIn[s][r]][w.count[r]-int(sub>>r&1)]
	}
	return n
}

// binomial[n][k] is C(n, k) for n up to 4, 0 where k > n or k < 0 is not
// asked for.
var binomial = [5][5]int64{
	{1},
	{1, 1},
	{1, 2, 1},
	{1, 3, 3, 1},
	{1, 4, 6, 4, 1},
}
