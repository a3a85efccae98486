package sim

import "github.com/pokersim/pokersim/eval"

// weighted accumulates tallies scaled by weights. With ranges, each
// assignment of hands to the players counts with the product of their
// weights, so an exact result is a weighted sum of exact tallies. With
// weights of 1 every sum is an integer below 2^53 and so exact in float64.
type weighted struct {
	n       int
	samples int64 // outcomes counted, unweighted
	total   float64
	win     [MaxPlayers]float64
	split   [MaxPlayers][MaxPlayers + 1]float64
	cats    *[MaxPlayers][eval.NumCategories + 1]float64
}

func newWeighted(players int, categories bool) *weighted {
	a := &weighted{n: players}
	if categories {
		a.cats = new([MaxPlayers][eval.NumCategories + 1]float64)
	}
	return a
}

// add adds t's counts times w, standing for n assignments of hands (so
// for n*t.total outcomes).
func (a *weighted) add(t *tally, w float64, n int64) {
	a.samples += n * t.total
	a.total += w * float64(t.total)
	for p := range a.n {
		a.win[p] += w * float64(t.win[p])
		for k := 2; k <= a.n; k++ {
			a.split[p][k] += w * float64(t.split[p][k])
		}
	}
	if a.cats != nil && t.cats != nil {
		for p := range a.n {
			for c, n := range t.cats[p] {
				a.cats[p][c] += w * float64(n)
			}
		}
	}
}

// player returns player p's statistics.
func (a *weighted) player(p int) PlayerResult {
	r := PlayerResult{Samples: a.samples, WinCount: a.win[p]}
	var share, shareSq float64
	for k := 2; k <= a.n; k++ {
		n := a.split[p][k]
		r.TieCount += n
		share += n / float64(k)
		shareSq += n / float64(k*k)
	}
	if a.total > 0 {
		r.Win = r.WinCount / a.total
		r.Tie = r.TieCount / a.total
		r.Equity = (r.WinCount + share) / a.total
		r.EquitySq = (r.WinCount + shareSq) / a.total
		if a.cats != nil {
			r.Categories = make([]float64, eval.NumCategories+1)
			for c, n := range a.cats[p] {
				r.Categories[c] = n / a.total
			}
		}
	}
	return r
}

// player returns player p's statistics from an unweighted tally.
func (t *tally) player(p int) PlayerResult {
	a := newWeighted(t.n, t.cats != nil)
	a.add(t, 1, 1)
	return a.player(p)
}
