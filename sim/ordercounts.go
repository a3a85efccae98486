package sim

import "github.com/pokersim/pokersim/eval"

// maxOrderPlayers is the most players whose outcomes orderCounts counts:
// four players have six pairs, 3^6 = 729 keys.
const maxOrderPlayers = 4

// orderCounts counts a showdown's outcomes by the order of the players'
// values, for the rank-multiset enumeration of two to four players, which
// records tens of thousands of weighted outcomes: the key of an outcome
// holds, for each pair of players a < b in turn, 0, 1 or 2 as a's value
// is below, equal to or above b's, in base 3. Recording is then a few
// comparisons without branches and one add, and since the winners of any
// set of players follow from the key, one count serves every pot of a
// showdown (potTally); the counts go to the tallies once per shard
// (flush).
type orderCounts struct {
	c []int64 // c[key]: the weight of the outcomes of that order
}

// reset empties oc for n players, 2 <= n <= maxOrderPlayers, reusing its
// storage.
func (oc *orderCounts) reset(n int) {
	size := 1
	for range n * (n - 1) / 2 {
		size *= 3
	}
	if cap(oc.c) >= size {
		oc.c = oc.c[:size]
	} else {
		oc.c = make([]int64, size)
	}
	clear(oc.c)
}

// cmp3 returns 0, 1 or 2 as a is below, equal to or above b.
func cmp3(a, b eval.Rank) int {
	return 1 + int(b2u(a > b)) - int(b2u(a < b))
}

// key3 is orderCounts.record's key for three players' values a, b and
// c: cmp3(a, b) + 3*cmp3(a, c) + 9*cmp3(b, c), with cmp3 written as 1 plus
// the sign of the difference, which keeps key3 within the inliner's
// budget.
func key3(a, b, c eval.Rank) int {
	ab, ac, bc := int(a)-int(b), int(a)-int(c), int(b)-int(c)
	return 13 + ab>>63 - -ab>>63 + 3*(ac>>63- -ac>>63) + 9*(bc>>63- -bc>>63)
}

// record counts w outcomes in which player p's hand is valued vals[p].
func (oc *orderCounts) record(vals []eval.Rank, w int64) {
	var key int
	switch len(vals) {
	case 2:
		key = cmp3(vals[0], vals[1])
	case 3:
		key = key3(vals[0], vals[1], vals[2])
	default:
		f := 1
		for a := range vals {
			for b := a + 1; b < len(vals); b++ {
				key += f * cmp3(vals[a], vals[b])
				f *= 3
			}
		}
	}
	oc.c[key] += w
}

// flush adds the counts of n players to t, a tally of the players listed
// in eligible (indexes of the counts' players; nil for all of them, in
// order), and clears them if clear.
func (oc *orderCounts) flush(t *tally, n int, eligible []int, clear bool) {
	if eligible == nil {
		var all [maxOrderPlayers]int
		for i := range all {
			all[i] = i
		}
		eligible = all[:n]
	}
	var digit [maxOrderPlayers][maxOrderPlayers]int // digit[a][b]: a's order against b
	for key, w := range oc.c {
		if w == 0 {
			continue
		}
		k := key
		for a := range n {
			for b := a + 1; b < n; b++ {
				digit[a][b], digit[b][a] = k%3, 2-k%3
				k /= 3
			}
		}
		t.total += w
		var won [maxOrderPlayers]bool
		winners := 0
		for i, a := range eligible {
			won[i] = true
			for _, b := range eligible {
				won[i] = won[i] && (a == b || digit[a][b] >= 1)
			}
			if won[i] {
				winners++
			}
		}
		for i := range eligible {
			switch {
			case !won[i]:
			case winners == 1:
				t.win[i] += w
			default:
				t.split[i][winners] += w
			}
		}
		if clear {
			oc.c[key] = 0
		}
	}
}
