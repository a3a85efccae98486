package sim

import (
	"context"
	"math/bits"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// studDuel values a heads-up stud matchup exactly without walking its
// deals. Each player's hand is its known cards plus a completion, a set of
// k_p cards of the n cards left, and the deals are the pairs of disjoint
// completions (a, b): C(n,k0)·C(n-k0,k1) of them, 18 billion on third
// street, against C(n,k0)+C(n,k1) completions, 330,000 there.
//
// Disjointness is removed by inclusion and exclusion over the cards the
// two completions share: since Σ over S ⊆ a∩b of (-1)^|S| is 1 when a∩b is
// empty and 0 otherwise,
//
//	Σ_{a∩b=∅} f(a,b) = Σ_S (-1)^|S| Σ_{a⊇S, b⊇S} f(a,b),
//
// S ranging over the sets of at most min(k0,k1) cards. For each S the
// inner sum counts, among the completions of each player that hold S, the
// pairs by the outcome of the showdown, which only compares the two
// players' values: with both lists sorted by value, one merge counts them
// (a sweep with a running histogram of lows in a hi-lo game). Every
// completion holding S appears in the list of S, so each completion is
// listed once per subset of its cards: 2^k times, 16 times on third street.
// The counts are integers, added with their signs; the result is exact.
type studDuel struct {
	rules studRules
	avail []deck.Card // the cards left, increasing
	k     [2]int      // cards each player is dealt
	base  [2]eval.Hand
}

// maxDuelListed bounds the entries of one player's lists in studDuel: its
// completions times the subsets of at most min(k0,k1) of their cards (4
// bytes each; 2.6 million on third street).
const maxDuelListed = 1 << 23

// duelOutcomes counts heads-up showdowns by the outcome of the high
// (index 0: the first player wins it, 1: the second, 2: a tie) and of the
// low (0: no player has one, 1: the first wins it, 2: the second, 3: a
// tie). In a game without a low every outcome has low index 0.
type duelOutcomes [3][4]int64

// binom holds C(n, k) for n < 64, k < 8.
type binom [64][8]int64

func newBinom() *binom {
	b := new(binom)
	for n := range 64 {
		b[n][0] = 1
		for k := 1; k < 8 && k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}

// count returns the outcomes of every deal, or ctx's error if it is done.
func (d *studDuel) count(ctx context.Context) (duelOutcomes, error) {
	var out duelOutcomes
	n := len(d.avail)
	m := min(d.k[0], d.k[1])
	c := newBinom()
	var lists [2]*duelLists
	for p := range 2 {
		lists[p] = d.list(p, m, c)
		if err := ctx.Err(); err != nil {
			return out, err
		}
	}
	for j := 0; j <= m; j++ {
		sign := int64(1 - 2*(j&1))
		for s := range c[n][j] {
			a, b := lists[0].bucket(j, s), lists[1].bucket(j, s)
			if len(a) == 0 || len(b) == 0 {
				continue
			}
			countPairs(a, b, d.rules.split, &out, sign)
		}
		if err := ctx.Err(); err != nil {
			return out, err
		}
	}
	return out, nil
}

// duelLists holds a player's completion values, sorted, listed once for
// each set S of at most m of the completion's cards: the list of S, for
// |S| = j, is at offset[j] + colex(S)·size[j], size[j] long.
type duelLists struct {
	vals   []uint32
	offset [8]int64
	size   [8]int64
}

func (l *duelLists) bucket(j int, s int64) []uint32 {
	at := l.offset[j] + s*l.size[j]
	return l.vals[at : at+l.size[j]]
}

// list values player p's completions and lists them by subset.
func (d *studDuel) list(p, m int, c *binom) *duelLists {
	n, k := len(d.avail), d.k[p]
	type comp struct {
		v     uint32
		cards uint64 // the completion's card indices, 6 bits each
	}
	comps := make([]comp, 0, c[n][k])
	var rec func(i, from int, h eval.Hand, packed uint64)
	rec = func(i, from int, h eval.Hand, packed uint64) {
		if i == k {
			comps = append(comps, comp{d.rules.value(h), packed})
			return
		}
		for x := from; x <= n-(k-i); x++ {
			rec(i+1, x+1, h.Add(d.avail[x]), packed|uint64(x)<<(6*i))
		}
	}
	rec(0, 0, d.base[p], 0)
	slices.SortFunc(comps, func(a, b comp) int { return int(a.v) - int(b.v) })
	l := new(duelLists)
	var total int64
	for j := 0; j <= m; j++ {
		l.offset[j] = total
		l.size[j] = c[n-j][k-j]
		total += c[n][j] * l.size[j]
	}
	l.vals = make([]uint32, total)
	var most int64
	for j := 0; j <= m; j++ {
		most = max(most, c[n][j])
	}
	fill := make([]int64, most) // entries filled in each list of a level
	for j := 0; j <= m; j++ {
		clear(fill[:c[n][j]])
		for _, cp := range comps {
			// Each j-subset of the completion's k cards, by a mask of k bits.
			for sub := uint(1)<<j - 1; sub < 1<<k; sub = nextSubset(sub) {
				var s int64
				t := 1
				for r := sub; r != 0; r &= r - 1 {
					x := int(cp.cards >> (6 * bits.TrailingZeros(r)) & 63)
					s += c[x][t]
					t++
				}
				l.vals[l.offset[j]+s*l.size[j]+fill[s]] = cp.v
				fill[s]++
			}
		}
	}
	return l
}

// nextSubset returns the next larger number with as many bits set as x
// (Gosper's hack); for x = 0 it returns 1<<63, ending any loop.
func nextSubset(x uint) uint {
	if x == 0 {
		return 1 << 63
	}
	c := x & -x
	r := x + c
	return (((r ^ x) >> 2) / c) | r
}

// countPairs adds sign times the outcomes of the pairs (a[i], b[j]) to out;
// a and b are sorted values packed as studRules.value packs them.
func countPairs(a, b []uint32, split bool, out *duelOutcomes, sign int64) {
	if !split {
		countHigh(a, b, out, sign)
		return
	}
	if len(a)*len(b) <= 256 {
		for _, x := range a {
			for _, y := range b {
				out[hiIndex(x>>6, y>>6)][loIndex(x&63, y&63)] += sign
			}
		}
		return
	}
	countSplit(a, b, out, sign)
}

func hiIndex(x, y uint32) int {
	switch {
	case x > y:
		return 0
	case x < y:
		return 1
	}
	return 2
}

func loIndex(x, y uint32) int {
	switch {
	case x > y:
		return 1
	case x < y:
		return 2
	case x == 0:
		return 0
	}
	return 3
}

// countHigh counts pairs of high values by a merge of the sorted lists.
func countHigh(a, b []uint32, out *duelOutcomes, sign int64) {
	j, nb := 0, int64(len(b))
	var win, lose, tie int64
	for i := 0; i < len(a); {
		v := a[i]
		for j < len(b) && b[j] < v {
			j++
		}
		e := j
		for e < len(b) && b[e] == v {
			e++
		}
		g := i
		for g < len(a) && a[g] == v {
			g++
		}
		n := int64(g - i)
		win += n * int64(j)
		tie += n * int64(e-j)
		lose += n * (nb - int64(e))
		i = g
	}
	out[0][0] += sign * win
	out[1][0] += sign * lose
	out[2][0] += sign * tie
}

// fenwick is a binary indexed tree of counts of lows 0 to 63.
type fenwick [65]int64

func (f *fenwick) add(x uint32, d int64) {
	for i := int(x) + 1; i <= 64; i += i & -i {
		f[i] += d
	}
}

// below returns the count of lows below x.
func (f *fenwick) below(x uint32) int64 {
	var s int64
	for i := int(x); i > 0; i -= i & -i {
		s += f[i]
	}
	return s
}

// countSplit counts pairs of hi-lo values: a sweep over a by high value
// keeps the lows of b's smaller highs and of b's equal highs in two
// trees, and those of b's larger highs follow from the whole of b's.
func countSplit(a, b []uint32, out *duelOutcomes, sign int64) {
	var all [65]int64 // all[x]: b's lows below x
	for _, y := range b {
		all[y&63+1]++
	}
	for x := 1; x <= 64; x++ {
		all[x] += all[x-1]
	}
	var less, eq fenwick
	j := 0
	for i := 0; i < len(a); {
		h := a[i] >> 6
		for j < len(b) && b[j]>>6 < h {
			less.add(b[j]&63, 1)
			j++
		}
		e := j
		for e < len(b) && b[e]>>6 == h {
			eq.add(b[e]&63, 1)
			e++
		}
		for ; i < len(a) && a[i]>>6 == h; i++ {
			l := a[i] & 63
			lb, le := less.below(l), less.below(l+1)
			eb, ee := eq.below(l), eq.below(l+1)
			gb, ge := all[l]-lb-eb, all[l+1]-le-ee
			tieLo := 3
			if l == 0 {
				tieLo = 0
			}
			for hi, cnt := range [3][2]int64{{lb, le}, {gb, ge}, {eb, ee}} {
				below, upTo := cnt[0], cnt[1]
				var total int64
				switch hi {
				case 0:
					total = int64(j)
				case 1:
					total = int64(len(b)) - int64(e)
				case 2:
					total = int64(e - j)
				}
				out[hi][1] += sign * below
				out[hi][tieLo] += sign * (upTo - below)
				out[hi][2] += sign * (total - upTo)
			}
		}
		for x := j; x < e; x++ {
			eq.add(b[x]&63, -1)
		}
	}
}

// studRules values a stud hand of five to seven cards: its high value (the
// ace-to-five low's in razz, where the best low takes the pot) and, in a
// hi-lo game, its eight-or-better low.
type studRules struct {
	razz, split bool
}

// value returns the value of the hand h packed as high<<6 | low, so that
// packed values sort by high value.
func (r studRules) value(h eval.Hand) uint32 {
	if r.razz {
		return uint32(eval.AceFiveValue(h)) << 6
	}
	v := uint32(h.Rank()) << 6
	if r.split {
		v |= uint32(eval.LowOfMask(h.LowRanks()))
	}
	return v
}
