package sim

import (
	"context"
	"math"
	"math/bits"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// The engine of the games whose hands are made of exactly two hole cards
// and three board cards (game.TwoPlusThree: Omaha and Omaha hi-lo). A
// player holds known cards (all its hole cards, or some with the rest
// dealt) or an Omaha range, whose hands are equally likely. Ranges of up to
// maxListedHands hands are listed; wider ones are drawn from the deck and
// tested. Exact enumeration walks the assignments of the ranges' hands and,
// for each, every completion of the board and of the partial hands;
// Monte Carlo draws them. When every hand is whole and known, exact
// enumeration goes by the rank multisets of the board instead (omaha_multiset.go),
// and both value a whole known hand from tables of its values by the
// board's ranks and flush suit (knownTables), filled as boards come.

// maxListedHands is the most hands of an Omaha range the engine lists.
const maxListedHands = 1 << 21

// cardPlayer is one player of a cards game as the engine deals it.
type cardPlayer struct {
	known []deck.Card // the known cards
	k     int         // hole cards to deal, for a player without a range
	// A range's hands, listed (hands) or, if too many, drawn from the
	// cards not known and tested (rng).
	hands []deck.Set
	rng   Range
	count int // the range's hands
	// A whole known hand, prepared once.
	hole eval.OmahaHole
	low  uint8 // its low ranks (eval.LowRanks)
}

// ranged reports whether the player holds a range.
func (p *cardPlayer) ranged() bool { return p.hands != nil || p.rng != nil }

// cardSetup is a matchup of a cards game prepared for valuing: read only,
// shared by the workers.
type cardSetup struct {
	g       game.Game
	rank    *eval.Ranking
	hiLo    bool
	hole    int
	board   []deck.Card // the known board
	kBoard  int         // board cards to deal
	known   deck.Set    // cards out of the deck: the board, dead and known cards, and those not in the game's deck
	players []cardPlayer
	ranged  []int // the players with ranges
	dealt   int   // hole cards dealt to players without ranges
}

// newCardSetup prepares m, which must be valid, for the cards engine. A
// range that holds every hand counts as no range: the player is dealt. The
// error is a *MatchupError for a range left empty by the cards known.
func newCardSetup(m *Matchup) (*cardSetup, error) {
	g := m.Game
	s := &cardSetup{g: g, rank: g.Ranking(), hiLo: g.HiLo(), hole: g.HoleCards(),
		board: m.Board, kBoard: g.BoardCards() - len(m.Board), known: m.Known() | ^g.Deck()&deck.FullDeck}
	for i, p := range m.Players {
		cp := cardPlayer{known: p.Cards}
		switch {
		case p.Range != nil && !holdsAll(p.Range, s.known):
			n := p.Range.Count(s.known)
			cp.count = n
			if n == 0 {
				return nil, errRangeDealt(i)
			}
			if n <= maxListedHands {
				cp.hands = make([]deck.Set, 0, n)
				for h := range p.Range.Weighted(s.known) {
					cp.hands = append(cp.hands, h)
				}
			} else {
				cp.rng = p.Range
			}
			s.ranged = append(s.ranged, i)
		default:
			cp.k = s.hole - len(p.Cards)
			s.dealt += cp.k
			if cp.k == 0 {
				cp.hole, cp.low = eval.NewOmahaHole(p.Cards), eval.LowRanks(p.Cards)
			}
		}
		s.players = append(s.players, cp)
	}
	return s, nil
}

// holdsAll reports whether r holds every hand of the cards not in known:
// its hands are then dealt from the deck. An Omaha range's hands are
// equally likely, so counting them is enough.
func holdsAll(r Range, known deck.Set) bool {
	return r.Count(known) == int(choose(deck.NumCards-known.Len(), r.Hole()))
}

// tuples returns the number of assignments of hands to the players with
// ranges, counting those that share a card (an upper bound), as a float64.
func (s *cardSetup) tuples() float64 {
	n := 1.0
	for _, i := range s.ranged {
		p := &s.players[i]
		if p.hands == nil {
			return float64(maxListedHands) * float64(maxListedHands)
		}
		n *= float64(len(p.hands))
	}
	return n
}

// seconds estimates the CPU seconds of s's exact enumeration, or +Inf if
// there are too many assignments of hands to walk. It depends only on the
// matchup.
func (s *cardSetup) seconds() float64 {
	tuples := s.tuples()
	if tuples > maxExactTuples {
		return math.Inf(1)
	}
	n := float64(len(s.players))
	each := s.completions() * n * cardShowdownSeconds
	if s.multisets() {
		each = omahaSetSeconds[s.kBoard] * n
	}
	return tuples * (each + tupleSeconds)
}

// completions returns the number of ways to deal the board and the
// players' missing cards for one assignment of hands.
func (s *cardSetup) completions() float64 {
	left := float64(deck.NumCards - s.known.Len() - s.hole*len(s.ranged))
	total := 1.0
	draw := func(k int) {
		for i := range k {
			total *= (left - float64(i)) / float64(i+1)
		}
		left -= float64(k)
	}
	draw(s.kBoard)
	for _, p := range s.players {
		draw(p.k)
	}
	return total
}

// newShardRunner returns the exact enumeration of s's matchup that counts
// into t: by the rank multisets of the board cards to come if every hand
// is known, or for each assignment of the ranges' hands (s.multisets);
// card by card otherwise.
func (s *cardSetup) newShardRunner(ctx context.Context, t *tally) shardRunner {
	if len(s.ranged) == 0 && s.multisets() {
		return s.newOmahaSet(ctx, t)
	}
	return s.newEnum(ctx, t)
}

// cardEvaluator values showdowns of a cards game: one per worker.
type cardEvaluator struct {
	s      *cardSetup
	hi     []eval.Rank
	lo     []eval.Low
	hand   [][]deck.Card  // each player's hole cards in the current deal
	tables []*knownTables // each player's, if its hand is whole and known; nil otherwise
	known  bool           // some player has tables
}

func (s *cardSetup) newEvaluator() *cardEvaluator {
	n := len(s.players)
	e := &cardEvaluator{s: s, hi: make([]eval.Rank, n), lo: make([]eval.Low, n), hand: make([][]deck.Card, n),
		tables: make([]*knownTables, n)}
	for p, pl := range s.players {
		e.hand[p] = make([]deck.Card, 0, s.hole)
		if pl.k == 0 && !pl.ranged() {
			e.tables[p], e.known = newKnownTables(pl.known, true), true
		}
	}
	return e
}

// showdown values the deal of e.hand on board (five cards) and records it
// in t with weight w. A whole known hand is valued from its tables, others
// from the board prepared for eval.OmahaValue.
func (e *cardEvaluator) showdown(t *tally, board []deck.Card, w int64) {
	s := e.s
	five := (*[5]deck.Card)(board)
	var key uint16
	var suits [deck.NumSuits]uint16
	flush := -1
	if e.known {
		key = eval.BoardRanks(five)
		suits, flush = suitRanks(five)
	}
	var boardLow uint8
	if s.hiLo {
		boardLow = eval.LowRanks(board)
	}
	var b eval.OmahaBoard
	prepared := false
	for p := range s.players {
		pl := &s.players[p]
		if tab := e.tables[p]; tab != nil {
			e.hi[p] = tab.value(s.rank, &pl.hole, five, key, flush, suits)
			if s.hiLo {
				e.lo[p] = eval.OmahaLowOfMasks(pl.low, boardLow)
			}
			continue
		}
		if !prepared {
			b, prepared = eval.NewOmahaBoard(board), true
		}
		h := eval.NewOmahaHole(e.hand[p])
		e.hi[p] = s.rank.OmahaValue(&h, &b)
		if s.hiLo {
			e.lo[p] = eval.OmahaLowOfMasks(eval.LowRanks(e.hand[p]), boardLow)
		}
	}
	t.showdown(e.hi, e.lo, w)
}

// suitRanks returns the ranks of each suit among five cards, and the suit
// of three cards or more (five cards hold at most one), or -1.
func suitRanks(five *[5]deck.Card) (suits [deck.NumSuits]uint16, flush int) {
	counts := uint32(0) // a 4-bit count per suit
	for _, c := range five {
		suits[c&3] |= 1 << (c >> 2 & 15)
		counts += 1 << (c & 3 * 4)
	}
	// Adding 5 to a count sets its top bit exactly when it is 3 or more.
	if f := (counts + 0x5555) & 0x8888; f != 0 {
		return suits, bits.TrailingZeros32(f) / 4
	}
	return suits, -1
}

// knownTables holds the values of a whole known Omaha hand on the
// five-card boards met so far: its non-flush value depends only on the
// board's ranks (eval.BoardRanks), and its flush in a suit only on the
// board's ranks of that suit, for a suit of which it holds two cards or
// more (eval/omaha.go). An entry is 0, which is no hand, until valued. A
// worker's evaluator owns them, so they fill without locks.
type knownTables struct {
	noFlush *[eval.NumBoardRanks]eval.Rank                // nil if only flushes are asked for
	flush   [deck.NumSuits]*[1 << deck.NumRanks]eval.Rank // by the board's ranks of the suit; nil for a suit of fewer than two hole cards
	suits   [deck.NumSuits]uint16                         // the hand's ranks of each suit
}

// newKnownTables returns the empty tables of the hand hole: its flush
// tables, and if byRanks its non-flush one.
func newKnownTables(hole []deck.Card, byRanks bool) *knownTables {
	k := new(knownTables)
	if byRanks {
		k.noFlush = new([eval.NumBoardRanks]eval.Rank)
	}
	for _, c := range hole {
		k.suits[c.Suit()] |= 1 << c.Rank()
	}
	for s, m := range k.suits {
		if bits.OnesCount16(m) >= 2 {
			k.flush[s] = new([1 << deck.NumRanks]eval.Rank)
		}
	}
	return k
}

// value returns under r the value of the hand h, whose tables k are, on
// board, whose ranks have the index key, whose suit of three cards or more
// is flush (-1 if none), and whose ranks of each suit are suits.
func (k *knownTables) value(r *eval.Ranking, h *eval.OmahaHole, board *[5]deck.Card, key uint16, flush int, suits [deck.NumSuits]uint16) eval.Rank {
	v := k.noFlush[key]
	if v == 0 {
		b := eval.NewOmahaBoard(board[:])
		v = r.OmahaNoFlushValue(h, &b)
		k.noFlush[key] = v
	}
	if flush < 0 {
		return v
	}
	return max(v, k.flushValue(r, flush, suits[flush&3]))
}

// flushValue returns under r the value of the hand's best flush of suit s
// with a board whose ranks of s are board, or 0 if it holds fewer than two
// cards of s (eval.Ranking.OmahaFlushValue).
func (k *knownTables) flushValue(r *eval.Ranking, s int, board uint16) eval.Rank {
	t := k.flush[s&3]
	if t == nil {
		return 0
	}
	board &= 0x1fff
	f := t[board]
	if f == 0 {
		f = r.OmahaFlushValue(k.suits[s&3], board)
		t[board] = f
	}
	return f
}

// setHand sets player p's hole cards to the known ones and those of set.
func (e *cardEvaluator) setHand(p int, set deck.Set) {
	e.hand[p] = set.AppendCards(append(e.hand[p][:0], e.s.players[p].known...))
}

// annotate sets the number of hands of each player's range in r.
func (s *cardSetup) annotate(r *Result) *Result {
	for i := range r.Players {
		r.Players[i].Hands = s.players[i].count
	}
	return r
}
