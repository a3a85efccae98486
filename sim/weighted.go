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
	split   [][MaxPlayers + 1]float64 // a row per player
	cats    [][numCats]float64        // a row per player; nil unless categories are wanted
	hl      []float64                 // a hi-lo game's counts (tally.hl); nil in a high-only game
}

func newWeighted(players int, categories, hiLo bool) *weighted {
	a := &weighted{n: players, split: make([][MaxPlayers + 1]float64, players)}
	if categories {
		a.cats = make([][numCats]float64, players)
	}
	if hiLo {
		a.hl = make([]float64, players*hiLoCells(players))
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
	for i, x := range t.hl {
		a.hl[i] += w * float64(x)
	}
}

// addWeighted adds b's sums into a.
func (a *weighted) addWeighted(b *weighted) {
	a.samples += b.samples
	a.total += b.total
	for p := range a.n {
		a.win[p] += b.win[p]
		for k := 2; k <= a.n; k++ {
			a.split[p][k] += b.split[p][k]
		}
	}
	if a.cats != nil && b.cats != nil {
		for p := range a.n {
			for c := range a.cats[p] {
				a.cats[p][c] += b.cats[p][c]
			}
		}
	}
	for i, x := range b.hl {
		a.hl[i] += x
	}
}

// player returns player p's statistics.
func (a *weighted) player(p int) PlayerResult {
	r := PlayerResult{Samples: a.samples, WinCount: a.win[p], Split: append([]float64(nil), a.split[p][:a.n+1]...)}
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
	if a.hl != nil {
		cells := hiLoCells(a.n)
		hiLoPlayer(&r, a.n, a.hl[p*cells:(p+1)*cells], a.total)
		if r.Categories != nil {
			// Column 0 counts the outcomes with a low (tally.recordHiLo).
			r.HiLo.Low, r.Categories[0] = r.Categories[0], 0
		}
	}
	return r
}

// noLow returns the fraction of outcomes in which no player has a low, in
// a hi-lo game; 0 otherwise.
func (a *weighted) noLow() float64 {
	if a.hl == nil || a.total == 0 {
		return 0
	}
	var r PlayerResult
	return hiLoPlayer(&r, a.n, a.hl[:hiLoCells(a.n)], a.total) / a.total
}

// player returns player p's statistics from an unweighted tally.
func (t *tally) player(p int) PlayerResult {
	a := newWeighted(t.n, t.cats != nil, t.hl != nil)
	a.add(t, 1, 1)
	return a.player(p)
}
