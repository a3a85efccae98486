package sim

import (
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/internal/valuesort"
)

// On a board, many of the other players' hands take the same value (the
// combos of a pocket pair, unless one makes a flush; a suited hand's four),
// and all the assignments of hands of the same values share their best
// value and the players holding it: they differ only in their weights and
// in the swept hands their cards remove. So the sweep walks products of
// groups, one group of equally valued hands per other player, and counts a
// whole product at once where that is exact, by distributing the
// inclusion and exclusion over it.
//
// For an assignment (h_1, ..., h_r) of best value index M, the swept
// player's weight valued below M that shares no card with it is
//
//	lt(M) - Σ_j Z_{h_j}(M)
//
// where lt(M) is the weight of all the swept hands below M, and Z_h(M) that
// of those sharing a card with h: the per-card sums of h's two cards less
// the combo h itself, if the swept player may hold it. That is exact when
// no two of the hands share a card and no swept hand holds a card of each
// of two of them (it would be taken away twice). Groups for which that
// holds between any two of their hands are clean; summed over a product of
// clean groups, each assignment weighted by the product of its hands'
// weights, the weight is
//
//	Π_j W_j · lt(M) - Σ_j (Π_{i≠j} W_i) · Σ_{h∈G_j} w_h Z_h(M)
//
// with W_j the weight of group j, and alike at most M, in all, and with
// each hand counted once for the samples: a few terms per group instead
// of a walk per assignment. Two groups are clean if their cards are
// disjoint and no card of one forms a swept hand with a card of the other
// (part, the cards that form one with a hand's, is fixed before the
// boards). Products of groups that are not clean are walked hand by hand
// (count), as every assignment was before.

// sweepGroup is the hands of one of the other players that take the same
// value on a board: members[from:to] of the player's, in the work's
// members.
type sweepGroup struct {
	at       int32    // the value's place in the work's uvals
	from, to int32    // the hands, in the work's members
	cards    deck.Set // the cards the hands hold
	part     deck.Set // the cards that form a swept hand with one of those
	w        int64    // the sum of the hands' weights
	zN       int64    // Σ over the hands of the swept hands sharing a card with it
	zW       int64    // Σ over the hands of its weight times the swept weight sharing a card with it
}

// prepareGroups lists the values the other players' hands valid on the
// board take, increasing and each once (uvals), each hand's place among
// them (at), and groups each player's hands by value, after prepareSwept:
// all from one sort of the hands by value, whose keys hold the value above
// bit 16, the player's place in others above bit 11 and the hand below
// (others are at most 22, a seat's hands at most 1,326).
func (w *sweepWork) prepareGroups(set deck.Set) {
	s := w.s
	keys := w.okeys[:0]
	for j, p := range s.others {
		for i, hs := range s.seats[p].set {
			if hs&set == 0 {
				keys = append(keys, uint32(w.vals[p][i])<<16|uint32(j)<<11|uint32(i))
			}
		}
		w.members[j], w.groups[j] = w.members[j][:0], w.groups[j][:0]
	}
	if len(keys) < 64 {
		slices.Sort(keys)
	} else {
		keys = valuesort.Sort(keys, w.tmp) // stable: the keys were made increasing
	}
	w.uvals = w.uvals[:0]
	for _, k := range keys {
		if v := eval.Rank(k >> 16); len(w.uvals) == 0 || w.uvals[len(w.uvals)-1] != v {
			w.uvals = append(w.uvals, v)
		}
		j, i := int(k>>11&0x1f), int32(k&0x7ff)
		at := int32(len(w.uvals) - 1)
		w.at[s.others[j]][i] = at
		w.addMember(j, i, at)
	}
	w.okeys = keys
}

// addMember adds hand i of the j-th other player, valued at uvals[at], to
// its last group, or to a new one if that is of a lower value.
func (w *sweepWork) addMember(j int, i, at int32) {
	s := w.s
	ss, ws := &s.seats[s.others[j]], &s.seats[s.wide]
	gs := w.groups[j]
	if len(gs) == 0 || gs[len(gs)-1].at != at {
		gs = append(gs, sweepGroup{at: at, from: int32(len(w.members[j]))})
		w.groups[j] = gs
	}
	w.members[j] = append(w.members[j], i)
	c := ss.c[i]
	n := int64(len(w.cardVals[c[0]]) + len(w.cardVals[c[1]]))
	sw := w.cardW[c[0]][len(w.cardW[c[0]])-1] + w.cardW[c[1]][len(w.cardW[c[1]])-1]
	if x := ss.self[i]; x >= 0 { // valid on the board: its cards are the hand's
		n--
		sw -= ws.w[x]
	}
	g := &gs[len(gs)-1]
	g.to = int32(len(w.members[j]))
	g.cards |= ss.set[i]
	g.part |= ss.part[i]
	g.w += ss.w[i]
	g.zN += n
	g.zW += ss.w[i] * sw
}

// assignGroups walks the products of groups of the other players from the
// j-th on, with the cards of the groups picked so far and whether those are
// clean, and counts each.
func (w *sweepWork) assignGroups(j int, cards deck.Set, clean bool, set deck.Set, c *sweepCounts) {
	if j == len(w.groups) {
		if clean {
			w.countGroups(c)
		} else {
			w.assignMembers(0, set, 1, c)
		}
		return
	}
	for gi := range w.groups[j] {
		g := &w.groups[j][gi]
		w.picked[j] = g
		// part is symmetric (x forms a swept hand with y as y with x), so
		// one test covers both directions.
		ok := clean && g.cards&cards == 0 && g.part&cards == 0
		w.assignGroups(j+1, cards|g.cards, ok, set, c)
	}
}

// assignMembers walks the assignments of hands within the picked groups,
// from the j-th other player on, and counts each on its own (count).
func (w *sweepWork) assignMembers(j int, used deck.Set, weight int64, c *sweepCounts) {
	s := w.s
	if j == len(s.others) {
		w.count(weight, c)
		return
	}
	p := s.others[j]
	ss := &s.seats[p]
	g := w.picked[j]
	for _, i := range w.members[j][g.from:g.to] {
		if hs := ss.set[i]; hs&used == 0 {
			w.hand[p] = int(i)
			w.assignMembers(j+1, used|hs, weight*ss.w[i], c)
		}
	}
}

// countGroups counts the product of the picked groups, which are clean, by
// the sums derived above. A group none of whose hands shares a card with a
// swept hand (zN 0) takes nothing away, and is skipped: the usual case
// where the ranges hold different ranks.
func (w *sweepWork) countGroups(c *sweepCounts) {
	s := w.s
	var mk int32
	prodN, prodW := int64(1), int64(1)
	for _, g := range w.picked {
		mk = max(mk, g.at)
		prodN, prodW = prodN*int64(g.to-g.from), prodW*g.w
	}
	samples := prodN * int64(len(w.sorted))
	allW := prodW * w.cumW[len(w.cumW)-1]
	ltW, leW := prodW*w.ltAll[mk], prodW*w.leAll[mk]
	for j, g := range w.picked {
		if g.zN == 0 {
			continue
		}
		exN, exW := int64(1), int64(1)
		for i, h := range w.picked {
			if i != j {
				exN, exW = exN*int64(h.to-h.from), exW*h.w
			}
		}
		zl, ze := w.groupShared(j, g, mk)
		samples -= exN * g.zN
		allW -= exW * g.zW
		ltW -= exW * zl
		leW -= exW * ze
	}
	best := 0
	for _, g := range w.picked {
		if g.at == mk {
			best++
		}
	}
	gtW, eqW := allW-leW, leW-ltW
	c.samples += samples
	c.total += allW
	c.win[s.wide] += gtW
	c.split[s.wide][best+1] += eqW
	for j, g := range w.picked {
		if g.at != mk {
			continue
		}
		p := s.others[j]
		c.split[p][best+1] += eqW
		if best == 1 {
			c.win[p] += ltW
		} else {
			c.split[p][best] += ltW
		}
	}
}

// groupShared returns Σ w_h Z_h over the hands h of group g of the j-th
// other player: the swept weight valued below, and at most, uvals[mk] that
// shares a card with h, each times h's weight.
func (w *sweepWork) groupShared(j int, g *sweepGroup, mk int32) (lt, le int64) {
	s := w.s
	ss, ws, vals := &s.seats[s.others[j]], &s.seats[s.wide], w.vals[s.wide]
	k, m := len(w.uvals), w.uvals[mk]
	for _, i := range w.members[j][g.from:g.to] {
		c := ss.c[i]
		o0, o1 := int(s.slot[c[0]])*k+int(mk), int(s.slot[c[1]])*k+int(mk)
		hl, he := w.lt[o0]+w.lt[o1], w.le[o0]+w.le[o1]
		if x := ss.self[i]; x >= 0 {
			if vals[x] < m {
				hl -= ws.w[x]
			}
			if vals[x] <= m {
				he -= ws.w[x]
			}
		}
		lt += ss.w[i] * hl
		le += ss.w[i] * he
	}
	return lt, le
}
