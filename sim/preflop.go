package sim

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// preflop values Hold'em matchups whose five board cards are all to come
// by enumerating the board's rank multisets instead of its cards, a form of
// suit isomorphism.
//
// Boards with the same ranks give every player the same non-flush hand, so
// one lookup per player values all of them. Only a board with at least
// three cards of one suit can give anyone a flush (players hold two
// cards), and five board cards hold at most one such suit. So for each rank
// multiset R the boards split into those with a flush-capable suit s
// holding exactly the ranks S ⊆ R in s, valued one (s, S) at a time, and
// the rest, which share the non-flush outcome. The number of boards for
// (s, S) is the product over the ranks r of R of C(cards of rank r
// available outside s, count of r in R minus [r in S]), and the multiset
// stands for the product of C(cards of rank r available, count of r in R)
// boards.
//
// A suit s matters only for subsets S large enough that some player's
// cards of suit s make five with them: |S| >= 5 - (most cards of suit s in
// one player's hand). Smaller subsets leave the non-flush outcome as it is
// and are not visited at all.
type preflop struct {
	n         int
	avail     [deck.NumRanks]int                // cards of each rank still in the deck
	availIn   [deck.NumSuits]uint16             // ranks still in the deck, per suit
	notIn     [deck.NumSuits][deck.NumRanks]int // cards of each rank in the deck outside a suit
	need      [deck.NumSuits]int                // board cards of a suit needed for someone's flush
	hole      []eval.Hand
	holeRanks [][deck.NumSuits]uint16
	t         *tally
	// per multiset
	count [deck.NumRanks]int
	nf    []eval.Rank // each player's non-flush value
	vals  []eval.Rank
}

// canPreflop reports whether m can be valued by preflop.
func canPreflop(m *Matchup) bool {
	return m.Game == Holdem && len(m.Board) == 0
}

func newPreflop(m *Matchup, t *tally) *preflop {
	e := &preflop{n: len(m.Players), t: t}
	e.nf = make([]eval.Rank, e.n)
	e.vals = make([]eval.Rank, e.n)
	for c := range (deck.FullDeck &^ m.Known()).All() {
		e.avail[c.Rank()]++
		e.availIn[c.Suit()] |= 1 << c.Rank()
	}
	for s := range e.notIn {
		for r := range e.notIn[s] {
			e.notIn[s][r] = e.avail[r] - int(e.availIn[s]>>r&1)
		}
	}
	e.need = [deck.NumSuits]int{5, 5, 5, 5}
	for _, p := range m.Players {
		e.hole = append(e.hole, eval.NewHand(p.Cards...))
		var hr [deck.NumSuits]uint16
		for _, c := range p.Cards {
			hr[c.Suit()] |= 1 << c.Rank()
		}
		for s := range hr {
			e.need[s] = min(e.need[s], 5-bits.OnesCount16(hr[s]))
		}
		e.holeRanks = append(e.holeRanks, hr)
	}
	return e
}

// shards splits the enumeration by the number of aces on the board.
func (e *preflop) shards() int { return 5 }

// runShard enumerates the multisets with shard aces.
func (e *preflop) runShard(shard int) {
	if shard > e.avail[deck.Ace] {
		return
	}
	e.count = [deck.NumRanks]int{}
	e.count[deck.Ace] = shard
	var h eval.Hand
	for i := range shard {
		h = h.Add(deck.NewCard(deck.Ace, deck.Suit(i)))
	}
	e.ranks(int(deck.King), 5-shard, h, binomial[e.avail[deck.Ace]][shard])
}

// ranks chooses how many of the left remaining board cards have rank r or
// lower. h holds the ranks chosen so far (with placeholder suits: only its
// rank sum is used) and ways the number of boards they stand for.
func (e *preflop) ranks(r, left int, h eval.Hand, ways int64) {
	if left == 0 {
		e.multiset(h, ways)
		return
	}
	if r < 0 {
		return
	}
	top := min(left, e.avail[r])
	for m := 0; ; m++ {
		e.count[r] = m
		e.ranks(r-1, left-m, h, ways*binomial[e.avail[r]][m])
		if m == top {
			break
		}
		h = h.Add(deck.NewCard(deck.Rank(r), deck.Suit(m)))
	}
	e.count[r] = 0
}

// multiset values the boards whose ranks are the multiset e.count (whose
// rank keys h holds), ways in all.
func (e *preflop) multiset(h eval.Hand, ways int64) {
	for p, hole := range e.hole {
		e.nf[p] = hole.Merge(h).NoFlushRank()
	}
	var ranks uint16
	for r, m := range e.count {
		if m > 0 {
			ranks |= 1 << r
		}
	}
	for s := range deck.NumSuits {
		cand := ranks & e.availIn[s]
		if bits.OnesCount16(cand) < e.need[s] {
			continue
		}
		for sub := cand; sub != 0; sub = (sub - 1) & cand {
			if bits.OnesCount16(sub) < e.need[s] {
				continue
			}
			w := e.suitedWays(s, ranks, sub)
			if w == 0 {
				continue
			}
			for p := range e.vals {
				e.vals[p] = max(e.nf[p], eval.FlushRank(sub|e.holeRanks[p][s]))
			}
			e.t.record(e.vals, w)
			ways -= w
		}
	}
	e.t.record(e.nf, ways)
}

// suitedWays returns the number of boards with the multiset e.count whose
// cards of suit s have exactly the ranks sub.
func (e *preflop) suitedWays(s int, ranks, sub uint16) int64 {
	w := int64(1)
	for m := ranks; m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		w *= binomial[e.notIn[s][r]][e.count[r]-int(sub>>r&1)]
	}
	return w
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
