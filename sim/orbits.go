package sim

import (
	"slices"

	"github.com/pokersim/pokersim/deck"
)

// suitPerm is a relabelling of the suits: suit s becomes perm[s].
type suitPerm [deck.NumSuits]deck.Suit

func (p *suitPerm) card(c deck.Card) deck.Card { return deck.NewCard(c.Rank(), p[c.Suit()]) }

func (p *suitPerm) set(s deck.Set) deck.Set {
	var out deck.Set
	for c := range s.All() {
		out |= p.card(c).Bit()
	}
	return out
}

// symmetries returns the suit permutations that map the board and the
// dead cards onto themselves. Relabelling the suits of every hand by one of
// them changes no equity (suits have no order in poker), so assignments of
// hands that one of them maps onto each other need valuing only once: this
// is suit isomorphism. The identity comes first.
func symmetries(m *Matchup) []suitPerm {
	board, dead := deck.SetOf(m.Board...), deck.SetOf(m.Dead...)
	var out []suitPerm
	var p suitPerm
	var used [deck.NumSuits]bool
	var rec func(s int)
	rec = func(s int) {
		if s == deck.NumSuits {
			if p.set(board) == board && p.set(dead) == dead {
				out = append(out, p)
			}
			return
		}
		for t := range deck.Suit(deck.NumSuits) {
			if !used[t] {
				used[t], p[s] = true, t
				rec(s + 1)
				used[t] = false
			}
		}
	}
	rec(0)
	return out
}

// orbit is a class of assignments of hands to the players that the
// symmetries map onto each other, all with the same equities.
type orbit struct {
	rep     []deck.Combo // one assignment of the class: a hand per player
	weight  float64      // the sum of the assignments' weights
	count   int64        // the number of assignments
	members []member     // the assignments' first-player hands and weights, if wanted
}

// member records one assignment of an orbit by the first player's hand.
type member struct {
	hero deck.Combo
	w    float64
}

// orbitKey is an assignment of hands, as combo indexes, in canonical form.
type orbitKey [MaxPlayers]uint16

// orbits groups the conflict-free assignments of hands to seats into
// orbits, in the order in which forEachTuple first meets them. The
// canonical form of an assignment is the least, in lexicographic order of
// combo indexes, of its images under the symmetries. With members, each
// orbit lists its assignments' first-player hands, for results by hand.
func orbits(seats []seat, perms []suitPerm, members bool) []orbit {
	// image[k][i] is the index of the combo with index i under perms[k].
	image := make([][deck.NumCombos]uint16, len(perms))
	for k := range perms {
		for i := range deck.NumCombos {
			c := deck.ComboAt(i)
			image[k][i] = uint16(deck.NewCombo(perms[k].card(c.Hi), perms[k].card(c.Lo)).Index())
		}
	}
	index := make(map[orbitKey]int)
	var out []orbit
	n := len(seats)
	forEachTuple(seats, func(hand []int, w float64) {
		var best, cur orbitKey
		for k := range perms {
			for i := range n {
				cur[i] = image[k][seats[i].combos[hand[i]].Index()]
			}
			if k == 0 || slices.Compare(cur[:n], best[:n]) < 0 {
				best = cur
			}
		}
		j, ok := index[best]
		if !ok {
			j = len(out)
			index[best] = j
			rep := make([]deck.Combo, n)
			for i := range n {
				rep[i] = seats[i].combos[hand[i]]
			}
			out = append(out, orbit{rep: rep})
		}
		out[j].weight += w
		out[j].count++
		if members {
			out[j].members = append(out[j].members, member{seats[0].combos[hand[0]], w})
		}
	})
	return out
}
