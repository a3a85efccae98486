package sim

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// multiset values matchups of known hands in games whose hands are the
// best five of hole and board cards (Hold'em) by enumerating the rank
// multisets of the board cards to come instead of the cards, a form of
// suit isomorphism: before the flop (five cards to come), on the flop (two)
// and on the turn (one) alike. The known board cards count as part of
// every player's hand.
//
// Deals whose cards to come have the same ranks give every player the same
// non-flush hand, so one lookup per player values all of them. Only k
// cards to come holding enough of one suit can give anyone a flush, and k
// cards hold at most one such suit when at least three are needed; where a
// player already holds four of a suit, every suit subset from one card up
// is visited. So for each rank multiset R the deals split into those with a
// flush-capable suit s holding exactly the ranks S ⊆ R in s, valued one
// (s, S) at a time, and the rest, which share the non-flush outcome. The
// number of deals for (s, S) is the product over the ranks r of R of
// C(cards of rank r available outside s, count of r in R minus [r in S]),
// and the multiset stands for the product of C(cards of rank r available,
// count of r in R) deals.
//
// A suit s matters only for subsets S large enough that some player's
// cards of suit s make five with them: |S| >= 5 - (most cards of suit s in
// one player's hand and the known board). Smaller subsets leave the
// non-flush outcome as it is and are not visited at all. Subsets of a suit
// are tried for each suit in turn; as the counts of two suits' flushes
// could overlap only if k held two flush-capable subsets, which needs
// k >= 2*need, this is exact when need > k/2 for every suit but one, and
// the enumerator is only used where that holds (see canMultiset).
type multiset struct {
	walk      rankWalk
	n         int
	k         int                // board cards to come
	need      [deck.NumSuits]int // cards to come of a suit needed for someone's flush
	hole      []eval.Hand
	holeRanks [][deck.NumSuits]uint16
	rank      *eval.Ranking // the game's
	t         *tally
	// per multiset
	nf   []eval.Rank // each player's non-flush value
	vals []eval.Rank
	made []eval.Rank // each player's flush made already by hole and known board cards, or 0
	ok   bool        // no deal can hold two suits' flush-capable subsets
}

// canMultiset reports whether m's known hands may be valued by multiset: a
// game of one high pot whose hands are the best five of hole and board
// cards of a five-card board, with every hole card known (or, for a player with a
// range, known in each assignment of hands). The multiset enumerator of a
// matchup says whether it is exact for it (multiset.ok); before the flop it
// always is.
func canMultiset(m *Matchup) bool {
	g := m.Game
	if g.Use() != game.AnyFive || g.BoardCards() != 5 || g.Low() != game.NoLow {
		return false
	}
	for _, p := range m.Players {
		if p.Range == nil && len(p.Cards) != g.HoleCards() {
			return false
		}
	}
	return true
}

func newMultiset(m *Matchup, t *tally) *multiset {
	e := new(multiset)
	e.reset(m, t)
	return e
}

// reset prepares e for m, counting into t, reusing its storage.
func (e *multiset) reset(m *Matchup, t *tally) {
	n := len(m.Players)
	if cap(e.nf) < n {
		e.nf, e.vals, e.made = make([]eval.Rank, 0, n), make([]eval.Rank, 0, n), make([]eval.Rank, 0, n)
		e.hole, e.holeRanks = make([]eval.Hand, 0, n), make([][deck.NumSuits]uint16, 0, n)
	}
	*e = multiset{n: n, k: m.Game.BoardCards() - len(m.Board), rank: m.Game.Ranking(), t: t, nf: e.nf[:n], vals: e.vals[:n],
		hole: e.hole[:0], holeRanks: e.holeRanks[:0], made: e.made[:0]}
	e.walk.reset(m.Game.Deck()&^m.Known(), e.k, e)
	e.need = [deck.NumSuits]int{5, 5, 5, 5}
	board := eval.NewHand(m.Board...)
	for _, p := range m.Players {
		e.hole = append(e.hole, board.Merge(eval.NewHand(p.Cards...)))
		var hr [deck.NumSuits]uint16
		for _, c := range p.Cards {
			hr[c.Suit()] |= 1 << c.Rank()
		}
		for _, c := range m.Board {
			hr[c.Suit()] |= 1 << c.Rank()
		}
		var made eval.Rank
		for s := range hr {
			e.need[s] = min(e.need[s], max(1, 5-bits.OnesCount16(hr[s])))
			made = max(made, e.rank.FlushValue(hr[s]))
		}
		e.holeRanks = append(e.holeRanks, hr)
		e.made = append(e.made, made)
	}
	// Subsets of one suit at a time count each deal once if no deal holds
	// flush-capable subsets of two suits: need[s] + need[t] > k.
	e.ok = true
	for s := range e.need {
		for t := s + 1; t < len(e.need); t++ {
			e.ok = e.ok && e.need[s]+e.need[t] > e.k
		}
	}
}

// shards splits the enumeration by the number of aces to come.
func (e *multiset) shards() int { return e.walk.shards() }

// runShard enumerates the multisets with shard aces.
func (e *multiset) runShard(shard int) { e.walk.runShard(shard) }

// visit values the deals whose cards to come have the ranks of the
// multiset e.walk.count (whose rank keys h holds), ways in all.
func (e *multiset) visit(h eval.Hand, ways int64) {
	rk := e.rank
	for p, hole := range e.hole {
		e.nf[p] = max(rk.NoFlushValue(hole.Merge(h)), e.made[p])
	}
	ranks := e.walk.rankMask()
	for s := range deck.NumSuits {
		cand := ranks & e.walk.availIn[s]
		if bits.OnesCount16(cand) < e.need[s] {
			continue
		}
		for sub := cand; sub != 0; sub = (sub - 1) & cand {
			if bits.OnesCount16(sub) < e.need[s] {
				continue
			}
			w := e.walk.suitedWays(s, ranks, sub)
			if w == 0 {
				continue
			}
			for p := range e.vals {
				e.vals[p] = max(e.nf[p], rk.FlushValue(sub|e.holeRanks[p][s]))
			}
			e.t.record(e.vals, w)
			ways -= w
		}
	}
	e.t.record(e.nf, ways)
}
