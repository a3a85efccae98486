package sim

import (
	"math/bits"

	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// Hi-lo games split the pot in two halves: one for the best high hand, one
// for the best eight-or-better low, the high taking both when no player
// has a low; each half is split equally among tied hands. A player's share
// of a showdown is then not a unit fraction 1/k, so the tallies of hi-lo
// games count outcomes by player, by the number of ways the player split
// the high half and the low: every statistic follows from these integer
// counts, exactly, and they add across blocks and workers like the rest.

// hiLoCells is the number of cells of a player's hi-lo counts for n
// players: kh in 0..n (0: no part of the high; k: the high split k ways
// with the player in it) by kl in 0..n+1 (0: there is no low; k in 1..n:
// the low split k ways with the player in it; n+1: there is a low and the
// player has no part of it).
func hiLoCells(n int) int { return (n + 1) * (n + 2) }

// hiLoCell returns the index of (kh, kl) in a player's counts.
func hiLoCell(n, kh, kl int) int { return kh*(n+2) + kl }

// hiLoShare returns a player's share of the pot in the outcome (kh, kl)
// of n players.
func hiLoShare(n, kh, kl int) float64 {
	var hi float64
	if kh > 0 {
		hi = 1 / float64(kh)
	}
	switch {
	case kl == 0:
		return hi
	case kl <= n:
		return hi/2 + 1/(2*float64(kl))
	}
	return hi / 2
}

// showdown adds an outcome of weight w in which player p's high hand is
// hi[p] and its low lo[p] (0 for none), the pot divided by the game's low
// rule (game.Low.Pot, the one place it is written). In a hi-lo game the
// high half's outcome also goes to win and split, as in a high-only game,
// and with categories the high hand's category and, in column 0, whether
// the player made a low. lo is not read in a game without a low.
func (t *tally) showdown(hi []eval.Rank, lo []eval.Low, w int64) {
	if t.low == game.NoLow {
		t.record(hi, w)
		return
	}
	t.recordPot(t.low.Pot(hi, lo), hi, lo, w)
}

// recordPot adds an outcome of weight w whose pot is divided as pot.
func (t *tally) recordPot(pot game.Pot, hi []eval.Rank, lo []eval.Low, w int64) {
	n := t.n
	t.total += w
	if t.hl == nil {
		// One pot: its only part's sharers win or split it.
		set := pot.High | pot.Low
		k := bits.OnesCount32(set)
		for r := set; r != 0; r &= r - 1 {
			if p := bits.TrailingZeros32(r); k == 1 {
				t.win[p] += w
			} else {
				t.split[p][k] += w
			}
		}
	} else {
		kh, kl := bits.OnesCount32(pot.High), bits.OnesCount32(pot.Low)
		cells := hiLoCells(n)
		for p := range n {
			h, l := 0, 0
			if pot.High>>p&1 != 0 {
				h = kh
				if kh == 1 {
					t.win[p] += w
				} else {
					t.split[p][kh] += w
				}
			}
			switch {
			case pot.Low == 0:
			case pot.Low>>p&1 != 0:
				l = kl
			default:
				l = n + 1
			}
			t.hl[p*cells+hiLoCell(n, h, l)] += w
		}
	}
	if t.cats != nil {
		for p, v := range hi {
			t.cats[p][t.rank.Category(v)] += w
			if lo[p] != 0 {
				t.cats[p][0] += w
			}
		}
	}
}

// HiLoResult is a player's result in a hi-lo game, beyond PlayerResult's
// Equity (the expected share of the whole pot). Fractions are in [0,1] of
// the outcomes counted.
type HiLoResult struct {
	// Scoop is how often the player takes the whole pot alone: the best
	// high alone, and the best low alone or no low at all.
	Scoop float64
	// HighWin and HighTie are how often the player wins the high half
	// alone and splits it; LowWin and LowTie likewise for the low half.
	HighWin, HighTie float64
	LowWin, LowTie   float64
	// HighEquity and LowEquity are the player's expected shares of each
	// half of the pot; the low half goes to the high hand when no player
	// has a low. Equity is their mean.
	HighEquity, LowEquity float64
	// Low is how often the player makes a qualifying low, whether or not
	// it wins; only with categories, otherwise 0.
	Low float64
}

// hiLoPlayer sets r's hi-lo statistics and its Win (a scoop), Tie (any
// other share of the pot), Equity and EquitySq from the counts c of one
// player of n, of total weight total. It returns the weight of the
// outcomes without a low.
func hiLoPlayer(r *PlayerResult, n int, c []float64, total float64) (noLow float64) {
	h := new(HiLoResult)
	var eq, eqSq, some float64
	for kh := range n + 1 {
		for kl := range n + 2 {
			x := c[hiLoCell(n, kh, kl)]
			if x == 0 {
				continue
			}
			s := hiLoShare(n, kh, kl)
			eq += x * s
			eqSq += x * s * s
			if s > 0 {
				some += x
			}
			var hi float64
			if kh > 0 {
				hi = 1 / float64(kh)
			}
			h.HighEquity += x * hi
			switch {
			case kl == 0:
				noLow += x
				h.LowEquity += x * hi
			case kl <= n:
				h.LowEquity += x / float64(kl)
			}
			switch {
			case kh == 1:
				h.HighWin += x
			case kh > 1:
				h.HighTie += x
			}
			switch {
			case kl == 1:
				h.LowWin += x
			case kl > 1 && kl <= n:
				h.LowTie += x
			}
			if kh == 1 && kl <= 1 {
				h.Scoop += x
			}
		}
	}
	r.WinCount, r.TieCount = h.Scoop, some-h.Scoop
	r.Split = nil
	if total > 0 {
		for _, f := range []*float64{&h.Scoop, &h.HighWin, &h.HighTie, &h.LowWin, &h.LowTie, &h.HighEquity, &h.LowEquity} {
			*f /= total
		}
		r.Win, r.Tie = r.WinCount/total, r.TieCount/total
		r.Equity, r.EquitySq = eq/total, eqSq/total
	}
	r.HiLo = h
	return noLow
}
