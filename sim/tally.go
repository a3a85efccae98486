package sim

import "github.com/pokersim/pokersim/eval"

// MaxPlayers is the most players a matchup can have: Hold'em with a full
// board leaves cards for 23.
const MaxPlayers = 23

// tally accumulates showdown outcomes as exact integer weights: the total,
// and for each player the weight of outcomes won alone, of outcomes split
// k ways (split[p][k]), and optionally of each final hand category.
// Because the counts are integers, sums over shards do not depend on the
// order of addition or the number of workers.
type tally struct {
	n     int // players
	total int64
	win   [MaxPlayers]int64
	split [MaxPlayers][MaxPlayers + 1]int64
	cats  *[MaxPlayers][eval.NumCategories + 1]int64 // nil unless categories are wanted
}

func newTally(players int, categories bool) *tally {
	t := &tally{n: players}
	if categories {
		t.cats = new([MaxPlayers][eval.NumCategories + 1]int64)
	}
	return t
}

// record adds an outcome of weight w in which player p's hand is vals[p].
func (t *tally) record(vals []eval.Rank, w int64) {
	t.total += w
	best, winners := vals[0], 1
	for _, v := range vals[1:] {
		if v > best {
			best, winners = v, 1
		} else if v == best {
			winners++
		}
	}
	for p, v := range vals {
		if v == best {
			if winners == 1 {
				t.win[p] += w
			} else {
				t.split[p][winners] += w
			}
		}
	}
	if t.cats != nil {
		for p, v := range vals {
			t.cats[p][v.Category()] += w
		}
	}
}

// add adds u's counts into t.
func (t *tally) add(u *tally) {
	t.total += u.total
	for p := range t.n {
		t.win[p] += u.win[p]
		for k := range t.split[p] {
			t.split[p][k] += u.split[p][k]
		}
	}
	if t.cats != nil && u.cats != nil {
		for p := range t.n {
			for c := range t.cats[p] {
				t.cats[p][c] += u.cats[p][c]
			}
		}
	}
}

// player returns player p's statistics.
func (t *tally) player(p int) PlayerResult {
	r := PlayerResult{Samples: t.total, WinCount: t.win[p]}
	var share, shareSq float64
	for k := 2; k <= t.n; k++ {
		n := t.split[p][k]
		r.TieCount += n
		share += float64(n) / float64(k)
		shareSq += float64(n) / float64(k*k)
	}
	if t.total > 0 {
		tot := float64(t.total)
		r.Win = float64(r.WinCount) / tot
		r.Tie = float64(r.TieCount) / tot
		r.Equity = (float64(r.WinCount) + share) / tot
		r.EquitySq = (float64(r.WinCount) + shareSq) / tot
		if t.cats != nil {
			r.Categories = make([]float64, eval.NumCategories+1)
			for c, n := range t.cats[p] {
				r.Categories[c] = float64(n) / tot
			}
		}
	}
	return r
}
