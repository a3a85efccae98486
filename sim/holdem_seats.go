package sim

import (
	"cmp"
	"slices"

	"github.com/pokersim/pokersim/deck"
)

// seat is the hands a player may hold, with their weights: one combo of
// weight 1 for known cards, a combo of weight 1 for each way to complete
// a partial hand (one known card, or none) from the cards not known, or
// the combos of a range that use no card known elsewhere in the matchup.
type seat struct {
	combos  []deck.Combo
	weights []float64
}

// seats returns the players' hands. It is for matchups with ranges, whose
// game has two-card hands.
func (m *Matchup) seats() []seat {
	known := m.Known() | ^m.Game.Deck()
	out := make([]seat, len(m.Players))
	for i, p := range m.Players {
		switch {
		case p.Range != nil:
			for h, w := range p.Range.Weighted(known) {
				out[i].combos = append(out[i].combos, comboOf(h))
				out[i].weights = append(out[i].weights, w)
			}
		case len(p.Cards) >= 2: // Validate asks other games too: their first two cards
			out[i] = seat{[]deck.Combo{deck.NewCombo(p.Cards[0], p.Cards[1])}, []float64{1}}
		default:
			hand := deck.SetOf(p.Cards...)
			subsetsOf(deck.FullDeck&^known, 2-len(p.Cards), func(s deck.Set) {
				out[i].combos = append(out[i].combos, comboOf(hand|s))
				out[i].weights = append(out[i].weights, 1)
			})
		}
	}
	return out
}

// feasibleBudget bounds the search for one assignment of hands that
// shares no card: nodes visited, about 20 ms.
const feasibleBudget = 1 << 20

// feasible reports whether the seats can be given hands that share no card.
// It decides quickly where Hall's condition fails (some seats need more
// cards than their ranges hold between them: 23 players of the top 5%
// need 46 cards of the 24 in those hands), and otherwise searches, most
// constrained seat first, for feasibleBudget nodes; sure is false if the
// search ran out before it decided.
func feasible(seats []seat) (ok, sure bool) {
	cards := make([]deck.Set, len(seats))
	for i, s := range seats {
		for _, c := range s.combos {
			cards[i] |= c.Set()
		}
	}
	// Hall's condition for the seats whose cards lie within each seat's.
	for i := range seats {
		need := 0
		for j := range seats {
			if cards[j]&^cards[i] == 0 {
				need += 2
			}
		}
		if need > cards[i].Len() {
			return false, true
		}
	}
	var all deck.Set
	for _, c := range cards {
		all |= c
	}
	if 2*len(seats) > all.Len() {
		return false, true
	}
	order := make([]int, len(seats))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(len(seats[a].combos), len(seats[b].combos)) })
	budget := feasibleBudget
	var rec func(k int, used deck.Set) bool
	rec = func(k int, used deck.Set) bool {
		if k == len(order) {
			return true
		}
		for _, c := range seats[order[k]].combos {
			if budget--; budget < 0 {
				return false
			}
			if c.Set()&used == 0 && rec(k+1, used|c.Set()) {
				return true
			}
		}
		return false
	}
	found := rec(0, 0)
	return found, found || budget >= 0
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
// and w the product of the hands' weights, in lexicographic order of the
// indexes. hand is reused between calls.
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

// forEachTupleFrom is forEachTuple for the seats from on, with the cards
// used taken already; hand[i] is set for i >= from only.
func forEachTupleFrom(seats []seat, from int, used deck.Set, f func(hand []int)) {
	hand := make([]int, len(seats))
	var rec func(i int, used deck.Set)
	rec = func(i int, used deck.Set) {
		if i == len(seats) {
			f(hand)
			return
		}
		for j, c := range seats[i].combos {
			if c.Set()&used == 0 {
				hand[i] = j
				rec(i+1, used|c.Set())
			}
		}
	}
	rec(from, used)
}
