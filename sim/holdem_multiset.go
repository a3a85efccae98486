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
	// split says that the flushes of unpaired boards are valued suit by
	// suit, apart from the multisets (holdem_flushes.go): before the flop,
	// without categories; apart[s], that those of suit s are.
	split bool
	apart [deck.NumSuits]bool
	// mult[s] is the number of suits interchangeable with s if s is the
	// first of them, 0 for the others (see reset): the flushes of the
	// first are counted that many times, the others' not at all.
	mult [deck.NumSuits]int8
	// suits lists the nsuits suits enumerated (mult > 0) whose flushes
	// the cards to come can make (need <= k), and fewest is the fewest
	// distinct ranks to come that hold a flush-capable subset of one of
	// them: a multiset of fewer has the non-flush outcome on every deal.
	// Before the flop, pocket pairs leave two suits of four, and boards
	// of two pairs or more (a third of the multisets) skip the suits. They
	// are int8s beside mult, to keep the multiset small (its players are
	// counted by len(nf)).
	suits          [deck.NumSuits]int8
	nsuits, fewest int8
	// byOrder says that oc (three or four players, or two to four for
	// pots; no categories) counts the outcomes by the order of the values,
	// into t (as the pot of all) or pots at the end of each shard.
	byOrder bool
	oc      orderCounts
	// For three players (multiset3): hr3[s][p] is holeRanks[p][s], and
	// hole3 and made3 are hole and made, in fixed arrays.
	hr3   [deck.NumSuits][3]uint16
	hole3 [3]eval.Hand
	made3 [3]eval.Rank
	pots  *potTally // if not nil, the outcomes are counted into it, pot by pot, not into t
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
	*e = multiset{k: m.Game.BoardCards() - len(m.Board), rank: m.Game.Ranking(), t: t, nf: e.nf[:n], vals: e.vals[:n],
		hole: e.hole[:0], holeRanks: e.holeRanks[:0], made: e.made[:0], oc: e.oc}
	// Three or four players' outcomes are counted by order (heads-up,
	// tally.record2 is as quick, without a flush per shard). Only a
	// multiset that counts (into t, or pots: countPots) needs the counts;
	// the others only say whether the path is exact.
	e.byOrder = n >= 3 && n <= maxOrderPlayers && (t == nil || t.cats == nil)
	if e.byOrder && t != nil {
		e.oc.reset(n)
	}
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
		if n == 3 {
			p := len(e.made) - 1
			for s := range hr {
				e.hr3[s][p] = hr[s]
			}
			e.hole3[p], e.made3[p] = e.hole[p], made
		}
	}
	// Suits whose cards left, and whose cards in each player's hand with
	// the board, have the same ranks are interchangeable: swapping them
	// maps the matchup to itself and each deal to one with the same
	// outcome, so the deals with a flush-capable subset of either are as
	// many, with the same values, and only the first is enumerated (two
	// pocket pairs or more, as in most all-ins of three players, make two
	// pairs of such suits).
	for s := range e.mult {
		e.mult[s] = 1
		for t := range s {
			if e.mult[t] > 0 && e.sameSuit(s, t) {
				e.mult[s], e.mult[t] = 0, e.mult[t]+1
				break
			}
		}
	}
	e.fewest = deck.NumRanks + 1
	for s, m := range e.mult {
		if m > 0 && e.need[s] <= e.k {
			e.suits[e.nsuits] = int8(s)
			e.nsuits++
			e.fewest = min(e.fewest, int8(e.need[s]))
		}
	}
	// Subsets of one suit at a time count each deal once if no deal holds
	// flush-capable subsets of two suits: need[s] + need[t] > k.
	e.ok = true
	for s := range e.need {
		for t := s + 1; t < len(e.need); t++ {
			e.ok = e.ok && e.need[s]+e.need[t] > e.k
		}
	}
	e.split = len(m.Board) == 0 && e.k == m.Game.BoardCards() && m.Game.HoleCards() == 2 &&
		(t == nil || t.cats == nil) && flushBeatsUnpaired(e.rank)
	for s := range e.apart {
		e.apart[s] = e.split
	}
	e.chooseVisitor()
}

// chooseVisitor makes the walk visit e's multisets through the leaner
// visit of three players counted by order where it applies.
func (e *multiset) chooseVisitor() {
	e.walk.v = e
	if e.byOrder && len(e.nf) == 3 {
		e.walk.v = (*multiset3)(e)
	}
}

// sameSuit reports whether suits s and t are interchangeable in e's
// matchup: the same ranks left, and the same ranks in each player's hand
// with the board.
func (e *multiset) sameSuit(s, t int) bool {
	if e.walk.availIn[s] != e.walk.availIn[t] {
		return false
	}
	for _, hr := range e.holeRanks {
		if hr[s] != hr[t] {
			return false
		}
	}
	return true
}

// countPots makes e count its outcomes into pt, pot by pot. The flushes
// of unpaired boards of a suit are valued apart only if each pot has a
// player holding as many cards of the suit as any player: otherwise a
// board that gives a flush to a player outside a pot gives none to the
// pot's players, whose outcome then depends on the board's ranks
// (holdem_flushes.go).
func (e *multiset) countPots(pt *potTally) {
	e.pots = pt
	n := len(e.nf)
	if e.byOrder = n >= 2 && n <= maxOrderPlayers; e.byOrder {
		e.oc.reset(n) // one count for every pot
	}
	for _, el := range pt.eligible {
		for s := range e.apart {
			need := 5
			for _, p := range el {
				need = min(need, max(1, 5-bits.OnesCount16(e.holeRanks[p][s])))
			}
			e.apart[s] = e.apart[s] && need == e.need[s]
		}
	}
	e.chooseVisitor()
}

// shards splits the enumeration by the number of aces to come, and where
// the flushes of unpaired boards are valued apart, one more shard per
// suit for them.
func (e *multiset) shards() int {
	if e.split {
		return e.walk.shards() + deck.NumSuits
	}
	return e.walk.shards()
}

// runShard enumerates the multisets with shard aces, or the unpaired
// boards' flushes of suit shard - walk.shards().
func (e *multiset) runShard(shard int) {
	if n := e.walk.shards(); shard >= n {
		e.flushShard(shard - n)
	} else {
		e.walk.runShard(shard)
	}
	e.flush()
}

// record counts w deals in which player p's hand is valued vals[p].
func (e *multiset) record(vals []eval.Rank, w int64) {
	switch {
	case e.byOrder && len(vals) == 3:
		// orderCounts.record's key, written here for the commonest all-in
		// of several players: a call less on the hottest path.
		e.oc.c[key3(vals[0], vals[1], vals[2])] += w
	case e.byOrder:
		e.oc.record(vals, w)
	case e.pots != nil:
		e.pots.record(vals, w)
	default:
		e.t.record(vals, w)
	}
}

// flush moves the counts by order, if any, to the tallies.
func (e *multiset) flush() {
	switch {
	case !e.byOrder:
	case e.pots != nil:
		for j, el := range e.pots.eligible {
			e.oc.flush(e.pots.t[j], len(e.nf), el, j == len(e.pots.eligible)-1)
		}
	default:
		e.oc.flush(e.t, len(e.nf), nil, true)
	}
}

// visit values the deals whose cards to come have the ranks of the
// multiset e.walk.count (whose rank keys h holds, and whose distinct ranks
// are ranks), ways in all.
func (e *multiset) visit(h eval.Hand, ranks uint16, ways int64) {
	rk := e.rank
	for p, hole := range e.hole {
		e.nf[p] = max(rk.NoFlushValue(hole.Merge(h)), e.made[p])
	}
	distinct := bits.OnesCount16(ranks)
	if distinct < int(e.fewest) {
		e.record(e.nf, ways)
		return
	}
	// The suits are valued here rather than in a method of their own,
	// which multiset3's visit would share: the call cost the flop's
	// enumerations, with their few dozen multisets, about 5%.
	unpaired := e.split && distinct == e.k
	var y unpairedSums
	if unpaired {
		y = e.unpairedSums(ranks)
	}
	for _, s8 := range e.suits[:e.nsuits] {
		s := int(s8)
		cand := ranks & e.walk.availIn[s]
		top := bits.OnesCount16(cand) - e.need[s]
		if top < 0 {
			continue
		}
		mult := int64(e.mult[s])
		if unpaired && e.apart[s] {
			ways -= mult * e.unpairedFlushes(s, ranks, cand, top, y) // flushShard(s) counts them
			continue
		}
		ways -= e.suited(s, ranks, cand, mult)
		if top > 0 {
			ways -= e.smaller(s, ranks, cand, top, mult)
		}
	}
	e.record(e.nf, ways)
}

// multiset3 is a multiset of three players counted by order, whose visit
// (the enumeration's hottest function) reads their hands from fixed
// arrays and counts its outcomes directly, where multiset's visit, which
// serves every player count, goes through slices and record's switch
// (about 5% of a three-way all-in before the flop). It values the suits
// as that visit does.
type multiset3 multiset

func (e3 *multiset3) visit(h eval.Hand, ranks uint16, ways int64) {
	e, rk := (*multiset)(e3), e3.rank
	a := max(rk.NoFlushValue(e.hole3[0].Merge(h)), e.made3[0])
	b := max(rk.NoFlushValue(e.hole3[1].Merge(h)), e.made3[1])
	c := max(rk.NoFlushValue(e.hole3[2].Merge(h)), e.made3[2])
	distinct := bits.OnesCount16(ranks)
	if distinct < int(e.fewest) {
		e.oc.c[key3(a, b, c)] += ways
		return
	}
	e.nf[0], e.nf[1], e.nf[2] = a, b, c
	unpaired := e.split && distinct == e.k
	var y unpairedSums
	if unpaired {
		y = e.unpairedSums(ranks)
	}
	for _, s8 := range e.suits[:e.nsuits] {
		s := int(s8)
		cand := ranks & e.walk.availIn[s]
		top := bits.OnesCount16(cand) - e.need[s]
		if top < 0 {
			continue
		}
		mult := int64(e.mult[s])
		if unpaired && e.apart[s] {
			ways -= mult * e.unpairedFlushes(s, ranks, cand, top, y)
			continue
		}
		ways -= e.suited(s, ranks, cand, mult)
		if top > 0 {
			ways -= e.smaller(s, ranks, cand, top, mult)
		}
	}
	e.oc.c[key3(a, b, c)] += ways
}

// smaller counts the deals of the current multiset, of distinct ranks
// ranks, whose cards of suit s (or of the mult suits interchangeable with
// it) have the ranks of a subset of cand of at least need[s] ranks other
// than cand itself, top being the ranks cand has beyond need[s], and
// returns their number. Before the flop top is mostly 0 or 1, and listing
// cand less one rank directly skips the many smaller subsets a walk over
// every subset would test.
func (e *multiset) smaller(s int, ranks, cand uint16, top int, mult int64) int64 {
	var n int64
	if top == 1 {
		for m := cand; m != 0; m &= m - 1 {
			n += e.suited(s, ranks, cand&^(m&-m), mult)
		}
		return n
	}
	for sub := (cand - 1) & cand; sub != 0; sub = (sub - 1) & cand {
		if bits.OnesCount16(sub) >= e.need[s] {
			n += e.suited(s, ranks, sub, mult)
		}
	}
	return n
}

// suited counts the deals of the current multiset, of distinct ranks
// ranks, whose cards of suit s, or of one of the mult suits
// interchangeable with it, have exactly the ranks sub, and returns their
// number.
func (e *multiset) suited(s int, ranks, sub uint16, mult int64) int64 {
	if e.byOrder && len(e.nf) == 3 {
		hr, rk := &e.hr3[s], e.rank
		a := max(e.nf[0], rk.FlushValue(sub|hr[0]))
		b := max(e.nf[1], rk.FlushValue(sub|hr[1]))
		c := max(e.nf[2], rk.FlushValue(sub|hr[2]))
		w := mult * e.walk.suitedWays(s, ranks, sub)
		e.oc.c[key3(a, b, c)] += w
		return w
	}
	w := mult * e.walk.suitedWays(s, ranks, sub)
	if w == 0 {
		return 0
	}
	for p := range e.vals {
		e.vals[p] = max(e.nf[p], e.rank.FlushValue(sub|e.holeRanks[p][s]))
	}
	e.record(e.vals, w)
	return w
}
