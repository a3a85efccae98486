package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/omaha"
)

// The engine of the games whose hands are made of exactly two hole cards
// and three board cards (game.TwoPlusThree: Omaha and Omaha hi-lo). A
// player holds known cards (all its hole cards, or some with the rest
// dealt) or an Omaha range, whose hands are equally likely. Ranges of up to
// maxListedHands hands are listed; wider ones are drawn from the deck and
// tested. Exact enumeration walks the assignments of the ranges' hands and,
// for each, every completion of the board and of the partial hands;
// Monte Carlo draws them.

// maxListedHands is the most hands of an Omaha range the engine lists.
const maxListedHands = 1 << 21

// cardPlayer is one player of a cards game as the engine deals it.
type cardPlayer struct {
	known []deck.Card // the known cards
	k     int         // hole cards to deal, for a player without a range
	// A range's hands, listed (hands) or, if too many, drawn from the
	// cards not known and tested (rng).
	hands []deck.Set
	rng   *omaha.Range
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
		case p.Omaha != nil && !p.Omaha.All():
			n := p.Omaha.Count(s.known)
			cp.count = n
			if n == 0 {
				return nil, matchupError(PlayerName(i), ErrRange, "every hand of the range uses a card already dealt or dead")
			}
			if n <= maxListedHands {
				cp.hands = make([]deck.Set, 0, n)
				for h := range p.Omaha.Hands(s.known) {
					cp.hands = append(cp.hands, h)
				}
			} else {
				cp.rng = p.Omaha
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
// is known, card by card otherwise.
func (s *cardSetup) newShardRunner(ctx context.Context, t *tally) shardRunner {
	if s.canOmahaSet() {
		return s.newOmahaSet(ctx, t)
	}
	return s.newEnum(ctx, t)
}

// cardEvaluator values showdowns of a cards game: one per worker.
type cardEvaluator struct {
	s    *cardSetup
	hi   []eval.Rank
	lo   []eval.Low
	hand [][]deck.Card // each player's hole cards in the current deal
}

func (s *cardSetup) newEvaluator() *cardEvaluator {
	n := len(s.players)
	e := &cardEvaluator{s: s, hi: make([]eval.Rank, n), lo: make([]eval.Low, n), hand: make([][]deck.Card, n)}
	for p := range e.hand {
		e.hand[p] = make([]deck.Card, 0, s.hole)
	}
	return e
}

// showdown values the deal of e.hand on board (five cards) and records it
// in t with weight w.
func (e *cardEvaluator) showdown(t *tally, board []deck.Card, w int64) {
	s := e.s
	b := eval.NewOmahaBoard(board)
	var boardLow uint8
	if s.hiLo {
		boardLow = eval.LowRanks(board)
	}
	for p := range s.players {
		pl := &s.players[p]
		h, low := pl.hole, pl.low
		if pl.k > 0 || pl.ranged() {
			h = eval.NewOmahaHole(e.hand[p])
			if s.hiLo {
				low = eval.LowRanks(e.hand[p])
			}
		}
		e.hi[p] = s.rank.OmahaValue(&h, &b)
		if s.hiLo {
			e.lo[p] = eval.OmahaLowOfMasks(low, boardLow)
		}
	}
	if s.hiLo {
		t.recordHiLo(e.hi, e.lo, w)
		return
	}
	t.record(e.hi, w)
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
