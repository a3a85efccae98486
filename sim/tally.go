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
	if len(vals) == 2 && t.cats == nil {
		t.record2(vals[0], vals[1], w)
		return
	}
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

// record2 is record for two players without categories.
func (t *tally) record2(v0, v1 eval.Rank, w int64) {
	t.total += w
	switch {
	case v0 > v1:
		t.win[0] += w
	case v1 > v0:
		t.win[1] += w
	default:
		t.split[0][2] += w
		t.split[1][2] += w
	}
}

// headsUp adds n two-player outcomes, of which player 1 won win0 and
// player 2 win1 and the rest were split.
func (t *tally) headsUp(n, win0, win1 int64) {
	t.total += n
	t.win[0] += win0
	t.win[1] += win1
	t.split[0][2] += n - win0 - win1
	t.split[1][2] += n - win0 - win1
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
