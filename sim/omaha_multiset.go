package sim

import (
	"context"
	"math/bits"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// omahaSet values a matchup of a cards game (omaha.go) in which every
// player holds a whole known hand by the rank multisets of the board cards
// to come (rankwalk.go), as multiset does for Hold'em: PLO4 heads-up
// before the flop is 6,188 multisets instead of 1,086,008 boards.
//
// An Omaha hand's value is the larger of its non-flush value, which
// depends on the board's ranks only, and its flush value, which needs two
// hole cards and three board cards of one suit (eval/omaha.go); the low
// (eight or better) depends on the ranks only. So each multiset is valued
// once for every deal of it, except the deals whose suit s makes three
// board cards with the known board and in which some player holds two
// cards of s: those are valued one subset S of the multiset's ranks at a
// time (the ranks of the cards to come of suit s), suitedWays of them.
// A five-card board holds at most one suit with three cards, so no deal
// is counted for two suits, and the deals left over have no flush but one
// already made by the known board, which a player's value includes. The
// counts are those of the card-by-card enumeration (cardEnum), exactly.
type omahaSet struct {
	walk       rankWalk
	s          *cardSetup
	t          *tally
	ctx        context.Context
	byRank     [deck.NumRanks][deck.NumSuits]deck.Card // the cards left of each rank, byRank[r][:walk.avail[r]]
	board      [5]deck.Card                            // the known board, then cards of the multiset's ranks
	boardSuits [deck.NumSuits]uint16                   // the known board's ranks, per suit
	// Each player's current hand: prepared for eval, its low ranks, its
	// ranks per suit, and for a whole known hand its flush tables (nil for
	// a range's).
	holes  []eval.OmahaHole
	lows   []uint8
	suits  [][deck.NumSuits]uint16
	tables []*knownTables
	// For the current hands:
	need     [deck.NumSuits]int // cards to come of a suit that make a flush possible; more than k if none can
	made     []eval.Rank        // each player's flush made by its hole and the known board, or 0
	hi, vals []eval.Rank
	lo       []eval.Low
}

// multisets reports whether s's matchup is valued exactly by rank
// multisets (omahaSet): every player holds a whole hand, known or from a
// range, and, with ranges, at least two board cards are to come (with
// fewer, walking the cards is as quick). With ranges, each assignment of
// hands is valued by a walk of its own.
func (s *cardSetup) multisets() bool {
	return s.dealt == 0 && (len(s.ranged) == 0 || s.kBoard >= 2)
}

func (s *cardSetup) newOmahaSet(ctx context.Context, t *tally) *omahaSet {
	n := len(s.players)
	e := &omahaSet{s: s, t: t, ctx: ctx, holes: make([]eval.OmahaHole, n), lows: make([]uint8, n),
		suits: make([][deck.NumSuits]uint16, n), tables: make([]*knownTables, n),
		made: make([]eval.Rank, n), hi: make([]eval.Rank, n), vals: make([]eval.Rank, n), lo: make([]eval.Low, n)}
	copy(e.board[:], s.board)
	for _, c := range s.board {
		e.boardSuits[c.Suit()] |= 1 << c.Rank()
	}
	for p, pl := range s.players {
		if !pl.ranged() {
			e.setHand(p, pl.known)
			e.tables[p] = newKnownTables(pl.known, false)
		}
	}
	if len(s.ranged) == 0 {
		e.deal(0)
	}
	return e
}

// setHand makes cards, a whole hand, player p's.
func (e *omahaSet) setHand(p int, cards []deck.Card) {
	e.holes[p], e.lows[p] = eval.NewOmahaHole(cards), eval.LowRanks(cards)
	e.suits[p] = [deck.NumSuits]uint16{}
	for _, c := range cards {
		e.suits[p][c.Suit()] |= 1 << c.Rank()
	}
}

// deal prepares the walk for the current hands, used being the cards of
// the ranges' hands.
func (e *omahaSet) deal(used deck.Set) {
	left := deck.FullDeck &^ e.s.known &^ used
	e.walk.reset(left, e.s.kBoard, e)
	var filled [deck.NumRanks]int
	for c := range left.All() {
		e.byRank[c.Rank()][filled[c.Rank()]] = c
		filled[c.Rank()]++
	}
	e.need = [deck.NumSuits]int{6, 6, 6, 6}
	for p, suits := range e.suits {
		e.made[p] = 0
		for su, m := range suits {
			if bits.OnesCount16(m) >= 2 {
				e.need[su] = max(1, 3-bits.OnesCount16(e.boardSuits[su]))
				e.made[p] = max(e.made[p], e.s.rank.OmahaFlushValue(m, e.boardSuits[su]))
			}
		}
	}
}

// shards splits the enumeration by the number of aces to come.
func (e *omahaSet) shards() int { return e.walk.shards() }

// runShard counts the multisets with i aces into the tally.
func (e *omahaSet) runShard(i int) error {
	e.walk.runShard(i)
	return e.ctx.Err()
}

// walkAll counts every multiset into the tally.
func (e *omahaSet) walkAll() {
	for i := range e.walk.shards() {
		e.walk.runShard(i)
	}
}

// visit values the deals whose cards to come have the ranks of the
// multiset e.walk.count, ways in all.
func (e *omahaSet) visit(_ eval.Hand, ranks uint16, ways int64) {
	s := e.s
	n := len(s.board)
	for r, m := range e.walk.count {
		n += copy(e.board[n:], e.byRank[r][:m])
	}
	b := eval.NewOmahaBoard(e.board[:])
	var boardLow uint8
	if s.hiLo {
		boardLow = eval.LowRanks(e.board[:])
	}
	for p := range e.hi {
		e.hi[p] = max(s.rank.OmahaNoFlushValue(&e.holes[p], &b), e.made[p])
		if s.hiLo {
			e.lo[p] = eval.OmahaLowOfMasks(e.lows[p], boardLow)
		}
	}
	for su := range deck.NumSuits {
		cand := ranks & e.walk.availIn[su]
		if bits.OnesCount16(cand) < e.need[su] {
			continue
		}
		for sub := cand; sub != 0; sub = (sub - 1) & cand {
			if bits.OnesCount16(sub) < e.need[su] {
				continue
			}
			w := e.walk.suitedWays(su, ranks, sub)
			if w == 0 {
				continue
			}
			for p := range e.vals {
				e.vals[p] = max(e.hi[p], e.flushValue(p, su, e.boardSuits[su]|sub))
			}
			e.record(e.vals, w)
			ways -= w
		}
	}
	e.record(e.hi, ways)
}

// flushValue returns player p's best flush of suit su with a board whose
// ranks of su are board, or 0.
func (e *omahaSet) flushValue(p, su int, board uint16) eval.Rank {
	if t := e.tables[p]; t != nil {
		return t.flushValue(e.s.rank, su, board)
	}
	return e.s.rank.OmahaFlushValue(e.suits[p][su], board)
}

// record counts ways deals of high values hi and the multiset's lows.
func (e *omahaSet) record(hi []eval.Rank, ways int64) {
	if ways == 0 {
		return
	}
	e.t.showdown(hi, e.lo, ways)
}
