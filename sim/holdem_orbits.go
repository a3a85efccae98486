package sim

import (
	"cmp"
	"slices"

	"github.com/pokersim/pokersim/deck"
)

// symmetries returns the suit relabellings that map the board and the
// dead cards onto themselves, the identity first. Relabelling the suits of
// every hand by one of them changes no equity, so assignments of hands
// that one of them maps onto another need valuing only once.
func symmetries(m *Matchup) []deck.SuitPerm {
	board, dead := deck.SetOf(m.Board...), deck.SetOf(m.Dead...)
	var out []deck.SuitPerm
	for _, p := range deck.SuitPerms() {
		if p.Set(board) == board && p.Set(dead) == dead {
			out = append(out, p)
		}
	}
	return out
}

// orbitWalker walks the orbits of the conflict-free assignments of hands
// to seats under a group of suit relabellings, without storing them: its
// memory does not grow with the number of assignments.
//
// Two assignments are in one orbit when a relabelling maps one onto the
// other; both then have the same equities. The images of an assignment
// need not all be in the ranges (AhKh@50 is not suit-symmetric, nor is a
// range missing a combo), so an orbit here is the set of images that are:
// an assignment stands for its orbit exactly when it is the least, in
// lexicographic order of combo indexes, of its images that are in the
// ranges. The walker visits every assignment, keeps those that are least,
// and gives each with its orbit's size and the sum of its members' weights
// (which differ when the ranges' weights are not symmetric).
//
// The seats are walked widest first (order), so that the work splits into
// as many pieces as the widest seat has hands: a piece is the orbits whose
// representative gives that seat one of its hands. Assignments are
// compared in that order.
type orbitWalker struct {
	seats   []seat                    // in walking order
	order   []int                     // order[k]: the matchup's seat walked k-th
	hero    int                       // the walking position of the matchup's first seat
	img     []*[deck.NumCombos]uint16 // the combo images of the relabellings
	weight  [][deck.NumCombos]float64 // weight[k][c]: combo c's weight in seat order[k], 0 if not in it
	members bool                      // list each orbit's members (for results by hand)
}

// orbit is an assignment standing for its orbit.
type orbit struct {
	rep     []deck.Combo // a hand per seat; reused between calls
	weight  float64      // the sum of the members' weights
	count   int64        // the number of members
	members []member     // the members' first-seat hands and weights, if asked for; reused
}

// member is one assignment of an orbit, by its first seat's hand.
type member struct {
	hero deck.Combo
	w    float64
}

func newOrbitWalker(seats []seat, perms []deck.SuitPerm, members bool) *orbitWalker {
	w := &orbitWalker{members: members, weight: make([][deck.NumCombos]float64, len(seats))}
	w.order = make([]int, len(seats))
	for i := range w.order {
		w.order[i] = i
	}
	slices.SortStableFunc(w.order, func(a, b int) int { return cmp.Compare(len(seats[b].combos), len(seats[a].combos)) })
	for k, i := range w.order {
		w.seats = append(w.seats, seats[i])
		if i == 0 {
			w.hero = k
		}
	}
	all := deck.ComboImages()
	for _, p := range perms {
		k := slices.Index(deck.SuitPerms(), p)
		w.img = append(w.img, &all[k])
	}
	for k, s := range w.seats {
		for j, c := range s.combos {
			w.weight[k][c.Index()] = s.weights[j]
		}
	}
	return w
}

// pieces returns the number of pieces the walk splits into.
func (w *orbitWalker) pieces() int { return len(w.seats[0].combos) }

// count returns the number of orbits.
func (w *orbitWalker) count() int64 {
	var n int64
	for first := range w.pieces() {
		w.walk(first, func(*orbit) { n++ })
	}
	return n
}

// walk calls f for each orbit of piece first: whose representative gives
// the widest seat its hand first (an index into w.seats[0].combos), in a
// fixed order. The orbit's rep gives the matchup's seats their hands in
// the matchup's order; the orbit passed is reused between calls.
func (w *orbitWalker) walk(first int, f func(*orbit)) {
	n := len(w.seats)
	var o orbit
	o.rep = make([]deck.Combo, n)
	cur := make([]uint16, n)
	images := make([][]uint16, 0, len(w.img))
	for range w.img {
		images = append(images, make([]uint16, n))
	}
	c0 := w.seats[0].combos[first]
	cur[0] = uint16(c0.Index())
	forEachTupleFrom(w.seats, 1, c0.Set(), func(hand []int) {
		for i := 1; i < n; i++ {
			cur[i] = uint16(w.seats[i].combos[hand[i]].Index())
		}
		if !w.least(cur, images) {
			return
		}
		w.fill(&o, cur, images)
		f(&o)
	})
}

// least reports whether cur is the least of its images in the ranges,
// writing into images[k] the image under the k-th relabelling.
func (w *orbitWalker) least(cur []uint16, images [][]uint16) bool {
	for k, img := range w.img[1:] {
		im := images[k+1]
		for i, c := range cur {
			im[i] = img[c]
		}
		if w.inRanges(im) && slices.Compare(im, cur) < 0 {
			return false
		}
	}
	copy(images[0], cur)
	return true
}

// inRanges reports whether each seat's combo of a is in its range.
func (w *orbitWalker) inRanges(a []uint16) bool {
	for i, c := range a {
		if w.weight[i][c] == 0 {
			return false
		}
	}
	return true
}

// fill sets o to the orbit of cur, whose images are images: the distinct
// ones in the ranges are its members.
func (w *orbitWalker) fill(o *orbit, cur []uint16, images [][]uint16) {
	for k, c := range cur {
		o.rep[w.order[k]] = deck.ComboAt(int(c))
	}
	o.weight, o.count, o.members = 0, 0, o.members[:0]
	for k, im := range images {
		if !w.inRanges(im) || slices.ContainsFunc(images[:k], func(prev []uint16) bool { return slices.Equal(prev, im) }) {
			continue
		}
		wt := 1.0
		for i, c := range im {
			wt *= w.weight[i][c]
		}
		o.weight += wt
		o.count++
		if w.members {
			o.members = append(o.members, member{deck.ComboAt(int(im[w.hero])), wt})
		}
	}
}
