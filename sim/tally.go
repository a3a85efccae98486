package sim

import (
	"math"
	"math/bits"
	"slices"

	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

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
	split [][MaxPlayers + 1]int64 // a row per player
	cats  [][numCats]int64        // a row per player; nil unless categories are wanted
	bm    *batchMeans             // nil unless trials are correlated (holdem_walk.go)
	// In a hi-lo game, hl holds each player's outcomes by its part in the
	// high and the low (hilo.go), hiLoCells(n) per player; win and split
	// then count the high half only. Nil in a high-only game.
	hl   []int64
	rank *eval.Ranking // the game's, for categories
	game game.Game
	low  game.Low // the game's low rule
}

// numCats is the length of a row of category counts, indexed by
// eval.Category (0 unused).
const numCats = eval.NumCategories + 1

// newTally returns an empty tally of a game g showdown of the given
// number of players.
func newTally(g game.Game, players int, categories bool) *tally {
	t := &tally{n: players, split: make([][MaxPlayers + 1]int64, players), rank: g.Ranking(), game: g, low: g.Low()}
	if categories {
		t.cats = make([][numCats]int64, players)
	}
	if g.HiLo() {
		t.hl = make([]int64, players*hiLoCells(players))
	}
	return t
}

// reset empties t for reuse.
func (t *tally) reset() {
	split, cats, hl := t.split, t.cats, t.hl
	*t = tally{n: t.n, split: split, cats: cats, hl: hl, rank: t.rank, game: t.game, low: t.low}
	clear(split)
	clear(cats)
	clear(hl)
}

// equal reports whether t and u hold the same counts.
func (t *tally) equal(u *tally) bool {
	return t.n == u.n && t.total == u.total && t.win == u.win &&
		slices.Equal(t.split, u.split) && slices.Equal(t.cats, u.cats) && slices.Equal(t.hl, u.hl)
}

// share returns player p's share of the pots, summed over the outcomes
// counted: wins plus each split pot's share.
func (t *tally) share(p int) float64 {
	if t.hl != nil {
		cells := hiLoCells(t.n)
		var s float64
		for i, x := range t.hl[p*cells : (p+1)*cells] {
			if x != 0 {
				s += float64(x) * hiLoShare(t.n, i/(t.n+2), i%(t.n+2))
			}
		}
		return s
	}
	s := float64(t.win[p])
	for k := 2; k <= t.n; k++ {
		s += float64(t.split[p][k]) / float64(k)
	}
	return s
}

// batchMeans gathers the means of successive sub-batches of trials, for
// the standard error of a mean of correlated trials (batch means): with m
// sub-batches of n_b trials whose equity is e_b, the variance of the
// overall mean ē = Σ n_b e_b / N is estimated as
// Σ n_b² (e_b - ē)² / N² · m/(m-1). The sums are kept so that blocks merge
// by adding them: A = Σ n_b², B = Σ n_b² e_b and C = Σ n_b² e_b², from
// which Σ n_b² (e_b - ē)² = C - 2ēB + ē²A.
type batchMeans struct {
	m         int64 // sub-batches closed
	a         float64
	b, c      [MaxPlayers]float64
	lastTotal int64 // the tally's total when the last sub-batch closed
	last      [MaxPlayers]float64
}

// closeSub closes the sub-batch of the trials counted since the last
// closed one, if any.
func (t *tally) closeSub() {
	bm := t.bm
	n := t.total - bm.lastTotal
	if n == 0 {
		return
	}
	nb := float64(n)
	bm.m++
	bm.a += nb * nb
	for p := range t.n {
		s := t.share(p)
		e := (s - bm.last[p]) / nb
		bm.b[p] += nb * nb * e
		bm.c[p] += nb * nb * e * e
		bm.last[p] = s
	}
	bm.lastTotal = t.total
}

// stdErr returns player p's standard error of equity by batch means.
func (bm *batchMeans) stdErr(p int, mean float64, total int64) float64 {
	if bm.m < 2 || total == 0 {
		return 0
	}
	v := max(0, bm.c[p]-2*mean*bm.b[p]+mean*mean*bm.a) / (float64(total) * float64(total))
	return math.Sqrt(v * float64(bm.m) / float64(bm.m-1))
}

// record adds an outcome of weight w in which player p's hand is vals[p],
// in a game of one high pot (game.NoLow): game.Pot's rule for it, written
// out for the hot loops. Other games go through showdown.
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
			t.cats[p][t.rank.Category(v)] += w
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

// duel counts the outcomes of heads-up showdowns without branches: which
// of two random hands wins is a coin toss that would defeat branch
// prediction, so the counts are added from the sign bits of the
// difference. The heads-up loops keep one in a local variable.
type duel struct {
	win0, win1 int64
}

// add counts one showdown of hands valued v0 and v1.
func (d *duel) add(v0, v1 eval.Rank) {
	x := int64(v0) - int64(v1)
	d.win0 += int64(uint64(-x) >> 63) // x > 0
	d.win1 += int64(uint64(x) >> 63)  // x < 0
}

// headsUp adds n two-player outcomes counted by d; those neither player
// won alone were split.
func (t *tally) headsUp(n int64, d duel) {
	t.total += n
	t.win[0] += d.win0
	t.win[1] += d.win1
	t.split[0][2] += n - d.win0 - d.win1
	t.split[1][2] += n - d.win0 - d.win1
}

// add adds u's counts into t.
func (t *tally) add(u *tally) {
	if u.bm != nil {
		if t.bm == nil {
			t.bm = new(batchMeans)
		}
		t.bm.m += u.bm.m
		t.bm.a += u.bm.a
		for p := range t.n {
			t.bm.b[p] += u.bm.b[p]
			t.bm.c[p] += u.bm.c[p]
		}
	}
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
	for i, x := range u.hl {
		t.hl[i] += x
	}
}

// maxMaskPlayers is the most players whose showdowns a maskCounts counts.
const maxMaskPlayers = 12

// maskCounts counts showdowns by the set of their winners, one increment
// each, and turns the counts into wins and splits once per block (as
// OMPEval does): the loops of three or more players then do no per-player
// bookkeeping, and branch only on the comparisons.
type maskCounts struct {
	c []int64 // c[m]: showdowns won by the players of mask m
}

func newMaskCounts(players int) *maskCounts {
	return &maskCounts{c: make([]int64, 1<<players)}
}

// add counts a showdown of hands valued vals.
func (mc *maskCounts) add(vals []eval.Rank) { mc.c[winnersMask(vals)]++ }

// winnersMask returns the set of the players, bit p for player p, whose
// hands valued vals are the best.
func winnersMask(vals []eval.Rank) uint {
	best := vals[0]
	for _, v := range vals[1:] {
		best = max(best, v)
	}
	var m uint
	for p, v := range vals {
		var won uint
		if v == best {
			won = 1
		}
		m |= won << p
	}
	return m
}

// winners3 is winnersMask for three players, without branches: which of
// three random hands is best is a guess that branch prediction loses.
func winners3(v0, v1, v2 eval.Rank) uint {
	best := max(v0, v1, v2)
	return b2u(v0 == best) | b2u(v1 == best)<<1 | b2u(v2 == best)<<2
}

// b2u returns 1 if b, else 0; the compiler makes it a flag move, not a branch.
func b2u(b bool) uint {
	var x uint
	if b {
		x = 1
	}
	return x
}

// flush adds the counts to t and clears them.
func (mc *maskCounts) flush(t *tally) {
	for m, n := range mc.c {
		if n == 0 {
			continue
		}
		t.total += n
		k := bits.OnesCount(uint(m))
		for r := uint(m); r != 0; r &= r - 1 {
			p := bits.TrailingZeros(r)
			if k == 1 {
				t.win[p] += n
			} else {
				t.split[p][k] += n
			}
		}
		mc.c[m] = 0
	}
}
