package sim

import (
	"cmp"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// heroTable accumulates the first player's outcomes by its hand.
type heroTable struct {
	acc [deck.NumCombos]heroAcc
}

type heroAcc struct {
	samples                         int64
	total, win, tie, share, shareSq float64
}

// add adds the first player's counts in t, times w, to hand c's line.
func (h *heroTable) add(c deck.Combo, t *tally, w float64) {
	a := &h.acc[c.Index()]
	a.samples += t.total
	a.total += w * float64(t.total)
	a.win += w * float64(t.win[0])
	a.share += w * float64(t.win[0])
	a.shareSq += w * float64(t.win[0])
	for k := 2; k <= t.n; k++ {
		n := w * float64(t.split[0][k])
		a.tie += n
		a.share += n / float64(k)
		a.shareSq += n / float64(k*k)
	}
}

// addDuel adds to hand c's line the counts of heads-up outcomes: samples
// showdowns of weight total, of which win won and tie split.
func (h *heroTable) addDuel(c deck.Combo, samples int64, total, win, tie float64) {
	a := &h.acc[c.Index()]
	a.samples += samples
	a.total += total
	a.win += win
	a.tie += tie
	a.share += win + tie/2
	a.shareSq += win + tie/4
}

// record adds one outcome, with the players' hands valued vals, to the
// line of the first player's hand c.
func (h *heroTable) record(c deck.Combo, vals []eval.Rank) {
	best, winners := vals[0], 0
	for _, v := range vals {
		best = max(best, v)
	}
	for _, v := range vals {
		if v == best {
			winners++
		}
	}
	a := &h.acc[c.Index()]
	a.samples++
	a.total++
	if vals[0] != best {
		return
	}
	if winners == 1 {
		a.win++
	} else {
		a.tie++
	}
	a.share += 1 / float64(winners)
	a.shareSq += 1 / float64(winners*winners)
}

// merge adds g's lines to h's.
func (h *heroTable) merge(g *heroTable) {
	for i := range h.acc {
		a, b := &h.acc[i], &g.acc[i]
		a.samples += b.samples
		a.total += b.total
		a.win += b.win
		a.tie += b.tie
		a.share += b.share
		a.shareSq += b.shareSq
	}
}

// results returns a line for each hand with outcomes, best equity first
// (ties broken by combo index, so the order is deterministic). Weight is
// filled in by the caller, who knows the range.
func (h *heroTable) results() []HandResult {
	var out []HandResult
	for i, a := range h.acc {
		if a.total == 0 {
			continue
		}
		out = append(out, HandResult{Combo: deck.ComboAt(i), Samples: a.samples, Total: a.total,
			Equity: a.share / a.total, Win: a.win / a.total, Tie: a.tie / a.total, EquitySq: a.shareSq / a.total})
	}
	slices.SortStableFunc(out, func(x, y HandResult) int { return cmp.Compare(y.Equity, x.Equity) })
	return out
}
