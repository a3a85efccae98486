package sim

import (
	"context"
	"fmt"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// SidePots values exactly the pots of one all-in showdown: a main pot and
// its side pots, each contested by some of m's players. pots[j] lists the
// players (indexes into m.Players, at least two, each once) eligible for
// pot j. Result j is the exact result of pot j's matchup (PotMatchup): its
// players, in the order of pots[j], with the cards of m's other players
// dead; it is the result Enumerate gives that matchup, bit for bit, so
// each player's Equity is its share of pot j, a fraction in [0,1].
//
// The board to come is dealt from the cards none of m's players holds, the
// same for every pot, so where the rank-multiset enumeration applies (a
// game of one high pot whose hands are the best five of two hole and five
// board cards, every hand known, no categories or results by hand),
// SidePots values every pot in one enumeration: each board's hands once,
// and each pot's winners among its players. Otherwise it enumerates each
// pot's matchup on its own. opts.Method must not be ForceMonteCarlo; the
// error wraps ErrOptions for that, for a nil m, for no pots and for bad
// pots, and is a *MatchupError for an invalid m.
func SidePots(ctx context.Context, m *Matchup, pots [][]int, opts Options) ([]*Result, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if opts.Method == ForceMonteCarlo {
		return nil, fmt.Errorf("%w: side pots are valued exactly, not by Monte Carlo", ErrOptions)
	}
	opts.Method = ForceExact
	if m == nil {
		return nil, fmt.Errorf("%w: no matchup", ErrOptions)
	}
	if err := m.Validate(); err != nil {
		return nil, err
	}
	if len(pots) == 0 {
		return nil, fmt.Errorf("%w: no pots", ErrOptions)
	}
	subs := make([]*Matchup, len(pots))
	for j, pot := range pots {
		if err := checkPot(m, j, pot); err != nil {
			return nil, err
		}
		subs[j] = potMatchup(m, pot)
	}
	first := onePassMultiset(m, opts)
	if first == nil {
		out := make([]*Result, len(pots))
		for j, sub := range subs {
			r, err := Equity(ctx, sub, opts)
			if err != nil {
				return nil, err
			}
			out[j] = r
		}
		return out, nil
	}
	start := time.Now()
	newCounts := func() *potTally { return newPotTally(m.Game, len(m.Players), pots) }
	newRunner := func(_ context.Context, pt *potTally) shardRunner {
		// The enumerator that said the pass is exact serves the first
		// runner, which runShards makes before any worker starts: a
		// multiset less to allocate and prepare a call, which counts
		// when the enumeration itself takes a fifth of a millisecond.
		e := first
		if e == nil {
			e = newMultiset(m, nil)
		}
		first = nil
		e.countPots(pt)
		return multisetRunner{e}
	}
	pt, err := runShards(ctx, opts, newCounts, newRunner)
	if err != nil {
		return nil, err
	}
	out := make([]*Result, len(pots))
	for j, sub := range subs {
		out[j] = newResult(sub, ModeExact, pt.t[j], 0, false, time.Since(start))
	}
	return out, nil
}

// PotMatchup returns the matchup of a pot of m contested by the players
// eligible (indexes into m.Players), in that order: m's game, board and
// dead cards, and the cards of m's other players dead too, after them, in
// seat order. Its equities are the players' shares of the pot. The error
// wraps ErrOptions for a nil m, or for eligible naming a player m lacks or
// one twice; the matchup returned is not validated (Matchup.Validate).
func PotMatchup(m *Matchup, eligible []int) (*Matchup, error) {
	if m == nil {
		return nil, fmt.Errorf("%w: no matchup", ErrOptions)
	}
	seen := make([]bool, len(m.Players))
	for _, p := range eligible {
		if err := checkEligible(m, 0, p, seen); err != nil {
			return nil, err
		}
		seen[p] = true
	}
	return potMatchup(m, eligible), nil
}

// potMatchup is PotMatchup for eligible players already checked.
func potMatchup(m *Matchup, eligible []int) *Matchup {
	sub := &Matchup{Game: m.Game, Board: m.Board, Dead: append([]deck.Card(nil), m.Dead...)}
	in := make([]bool, len(m.Players))
	for _, p := range eligible {
		in[p] = true
		sub.Players = append(sub.Players, m.Players[p])
	}
	for p, pl := range m.Players {
		if !in[p] {
			sub.Dead = append(sub.Dead, pl.Cards...)
		}
	}
	return sub
}

// checkPot checks pot j's eligible players against m.
func checkPot(m *Matchup, j int, pot []int) error {
	if len(pot) < 2 {
		return fmt.Errorf("%w: pot %d has %d players; a pot valued needs at least 2", ErrOptions, j+1, len(pot))
	}
	seen := make([]bool, len(m.Players))
	for _, p := range pot {
		if err := checkEligible(m, j, p, seen); err != nil {
			return err
		}
		if m.Players[p].Range != nil {
			return fmt.Errorf("%w: pot %d: %s holds a range; side pots are of known hands", ErrOptions, j+1, PlayerName(p))
		}
		seen[p] = true
	}
	return nil
}

// checkEligible checks player index p of pot j against m and the players
// the pot has listed before it (seen).
func checkEligible(m *Matchup, j, p int, seen []bool) error {
	switch {
	case p < 0 || p >= len(m.Players):
		return fmt.Errorf("%w: pot %d lists player index %d; the matchup has %d players", ErrOptions, j+1, p, len(m.Players))
	case seen[p]:
		return fmt.Errorf("%w: pot %d lists %s twice", ErrOptions, j+1, PlayerName(p))
	}
	return nil
}

// onePass reports whether SidePots values m's pots in one rank-multiset
// enumeration: known hands of a game and options the enumeration takes,
// where it is exact.
func onePass(m *Matchup, opts Options) bool { return onePassMultiset(m, opts) != nil }

// onePassMultiset returns the multiset enumerator, counting nowhere yet,
// that values m's pots in one pass, or nil where onePass is false.
func onePassMultiset(m *Matchup, opts Options) *multiset {
	if opts.Categories || opts.ByHand || m.hasRanges() || !canMultiset(m) {
		return nil
	}
	if e := newMultiset(m, nil); e.ok {
		return e
	}
	return nil
}

// potTally counts a showdown's outcomes pot by pot: for pot j, a tally of
// the outcomes among its eligible players eligible[j], in that order, the
// best hands among them winning it. Each pot's counts are those an
// enumeration of its own matchup (PotMatchup) counts, as the boards are
// the same.
type potTally struct {
	eligible [][]int
	t        []*tally
	vals     []eval.Rank // one pot's values, scratch
}

func newPotTally(g game.Game, players int, eligible [][]int) *potTally {
	pt := &potTally{eligible: eligible, vals: make([]eval.Rank, players)}
	for _, el := range eligible {
		pt.t = append(pt.t, newTally(g, len(el), false))
	}
	return pt
}

// record counts w outcomes in which player p's hand is valued vals[p].
func (pt *potTally) record(vals []eval.Rank, w int64) {
	for j, el := range pt.eligible {
		sub := pt.vals[:len(el)]
		for k, p := range el {
			sub[k] = vals[p]
		}
		pt.t[j].record(sub, w)
	}
}

// add adds u's counts, of the same pots, into pt.
func (pt *potTally) add(u *potTally) {
	for j, t := range pt.t {
		t.add(u.t[j])
	}
}
