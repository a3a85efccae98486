package sim

import "github.com/pokersim/pokersim/deck"

// seat is the hands a Hold'em player may hold, with their weights: one
// combo of weight 1 for known cards, or the combos of a range that use no
// card known elsewhere in the matchup.
type seat struct {
	combos  []deck.Combo
	weights []float64
}

// seats returns the players' hands. It is for Hold'em matchups.
func (m *Matchup) seats() []seat {
	known := m.Known()
	out := make([]seat, len(m.Players))
	for i, p := range m.Players {
		if p.Range == nil {
			out[i] = seat{[]deck.Combo{deck.NewCombo(p.Cards[0], p.Cards[1])}, []float64{1}}
			continue
		}
		for c, w := range p.Range.All() {
			if c.Set()&known == 0 {
				out[i].combos = append(out[i].combos, c)
				out[i].weights = append(out[i].weights, w)
			}
		}
	}
	return out
}

// anyTuple reports whether seats[i:] can be given hands that share no card
// with each other or with used.
func anyTuple(seats []seat, i int, used deck.Set) bool {
	if i == len(seats) {
		return true
	}
	for _, c := range seats[i].combos {
		if c.Set()&used == 0 && anyTuple(seats, i+1, used|c.Set()) {
			return true
		}
	}
	return false
}

// tupleBound returns the product of the seats' sizes: an upper bound on the
// number of conflict-free assignments of hands, as a float64 since it may
// be huge.
func tupleBound(seats []seat) float64 {
	n := 1.0
	for _, s := range seats {
		n *= float64(len(s.combos))
	}
	return n
}

// forEachTuple calls f for every assignment of one hand to each seat in
// which no card is used twice, with hand[i] the index into seats[i].combos
// and w the product of the hands' weights. hand is reused between calls.
func forEachTuple(seats []seat, f func(hand []int, w float64)) {
	hand := make([]int, len(seats))
	var rec func(i int, used deck.Set, w float64)
	rec = func(i int, used deck.Set, w float64) {
		if i == len(seats) {
			f(hand, w)
			return
		}
		for j, c := range seats[i].combos {
			if c.Set()&used == 0 {
				hand[i] = j
				rec(i+1, used|c.Set(), w*seats[i].weights[j])
			}
		}
	}
	rec(0, 0, 1)
}

// rangeText describes r for Matchup.String.
func rangeText(r *deck.Range) string {
	return r.String()
}
