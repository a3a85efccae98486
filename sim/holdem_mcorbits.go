package sim

import (
	"context"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/pool"
)

// Monte Carlo by orbits of the suit relabellings.
//
// Let G be the relabellings of the suits that map the cards out of play
// (board, dead cards, the cards the game leaves out) onto themselves and
// every listed seat's range onto itself. If every seat's hands weigh the
// same, the conflict-free assignments L are equally likely, and G maps L
// onto L. A trial is an assignment A, uniform on L, and the cards dealt
// around it, D, uniform on the cards A leaves; relabelling both by any σ
// of G changes no hand's value, and (σA, σD) is again such a trial. So
// the outcome's law given A is the same for every assignment of A's orbit
// GA, and drawing an orbit with probability |GA|/|L| and dealing around
// one assignment of it, its representative, draws outcomes of the same
// law as drawing A from L: the equities, their errors and the trials'
// independence are unchanged, while the list of assignments shrinks by up
// to |G| = 24 (about 140,000 to 6,000 for three preflop ranges), so that
// a trial's record is in the cache and the setup lists a fraction of L.
// (The same symmetry makes exact enumeration value each orbit once:
// holdem_orbits.go.)
//
// An orbit's representative is its least assignment in lexicographic
// order of combo indexes, the listed seats taken widest first; its size is
// |G| / |G_A|, G_A being the relabellings that fix A. The representative's
// first hand is then least in its own orbit, so the listing walks only
// those first hands, each a piece of the work for one worker, and needs to
// compare an assignment only with its images under the relabellings that
// fix that first hand.

// orbitPerms returns the relabellings G by which s lists orbits, or nil if
// it lists every assignment: if some seat is drawn alone, if results by
// category or by hand are asked for (the runChoice loop counts neither,
// and results by hand need each member's hand), if a listed seat's hands
// weigh unequally, if G is the identity alone, or if the listed seats'
// hands multiply to at most atLeast (minOrbitListing, but for tests).
func (s *rangeSetup) orbitPerms(known deck.Set, atLeast float64) []*[deck.NumCombos]uint16 {
	if len(s.rest) > 0 || len(s.listed) == 0 || s.cats || s.byHand || len(s.seats) > maxMaskPlayers {
		return nil
	}
	bound := 1.0
	for _, p := range s.listed {
		bound *= float64(len(s.seats[p].combos))
	}
	if bound <= atLeast {
		return nil
	}
	for _, p := range s.listed {
		w := s.seats[p].weights
		if slices.ContainsFunc(w, func(x float64) bool { return x != w[0] }) {
			return nil
		}
	}
	images := deck.ComboImages()
	known &= deck.FullDeck
	var g []*[deck.NumCombos]uint16
	for k, p := range deck.SuitPerms() {
		if p.Set(known) == known && s.keepsRanges(&images[k]) {
			g = append(g, &images[k])
		}
	}
	if len(g) < 2 {
		return nil
	}
	return g
}

// minOrbitListing is the most assignments (counting those that share a
// card) for which listing every one beats listing orbits. Below it, the
// whole list of sets is at most 512 KB and stays in the cache, and the
// weighted choice's mapping of its digit to an orbit (deck.setOf) costs a
// trial more than the smaller list saves: QQ+,AK and a wide range against
// a random hand, 6,324 assignments, ran about 6% slower by orbits.
const minOrbitListing = 1 << 16

// keepsRanges reports whether the relabelling with combo images img maps
// every listed seat's range onto itself.
func (s *rangeSetup) keepsRanges(img *[deck.NumCombos]uint16) bool {
	for _, p := range s.listed {
		var in [deck.NumCombos]bool
		for _, c := range s.seats[p].combos {
			in[c.Index()] = true
		}
		for _, c := range s.seats[p].combos {
			if !in[img[c.Index()]] {
				return false
			}
		}
	}
	return true
}

// orbitPiece is what listOrbits lists for one first hand: the orbits'
// representatives, as s.tuples lists assignments, and their sizes, and
// the number of assignments visited (the piece's work). It is kept small:
// in a new process, the first writes to fresh memory cost page faults,
// which took most of the listing's time.
type orbitPiece struct {
	tuples  []uint16
	sizes   []uint8
	visited int
}

// orbitWalk holds what every piece of the listing reads: the listed seats
// widest first (seat order[k] walked k-th), their combos' indexes, and
// where each is in a tuple.
type orbitWalk struct {
	order []int
	index [][]uint16 // index[k][j]: the combo index of hand j of seat order[k]
	at    []int      // at[k]: the place of seat order[k] in a tuple
	g     []*[deck.NumCombos]uint16
	known deck.Set
}

// listOrbits lists one representative of each orbit of the listed seats'
// assignments under g, repeated in proportion to its orbit's size or in
// runs of equal size (joinPieces). The pieces (the first hands) are
// listed in parallel on up to workers goroutines, each into its own slot,
// and joined in their order, so the listing is the same for any number of
// workers.
func (s *rangeSetup) listOrbits(ctx context.Context, g []*[deck.NumCombos]uint16, known deck.Set, workers int, mayRepeat bool) error {
	w := s.newOrbitWalk(g, known)
	first := s.seats[w.order[0]].combos
	var firsts []int
	for j := range first {
		if w.leastFirst(j) {
			firsts = append(firsts, j)
		}
	}
	pieces := make([]orbitPiece, len(firsts))
	err := pool.Run(ctx, workers, len(firsts), func(_ context.Context, _, i int) error {
		pieces[i] = s.listPiece(w, firsts[i])
		return nil
	})
	if err != nil {
		return err
	}
	s.orbits = true
	return s.joinPieces(ctx, pieces, len(g), known, mayRepeat, workers)
}

// newOrbitWalk orders the listed seats widest first for listOrbits.
func (s *rangeSetup) newOrbitWalk(g []*[deck.NumCombos]uint16, known deck.Set) *orbitWalk {
	w := &orbitWalk{g: g, known: known}
	for t := range s.listed {
		w.order = append(w.order, t)
	}
	slices.SortStableFunc(w.order, func(a, b int) int {
		return len(s.seats[s.listed[b]].combos) - len(s.seats[s.listed[a]].combos)
	})
	for k, t := range w.order {
		w.at = append(w.at, t)
		w.order[k] = s.listed[t]
		idx := make([]uint16, len(s.seats[w.order[k]].combos))
		for j, c := range s.seats[w.order[k]].combos {
			idx[j] = uint16(c.Index())
		}
		w.index = append(w.index, idx)
	}
	return w
}

// leastFirst reports whether the first seat's hand j is the least of its
// images: only such a hand begins a representative.
func (w *orbitWalk) leastFirst(j int) bool {
	c := w.index[0][j]
	for _, img := range w.g[1:] {
		if img[c] < c {
			return false
		}
	}
	return true
}

// listPiece lists the representatives whose first hand is j (least of its
// images, by leastFirst): the assignments (j, B) whose images under the
// relabellings fixing j are none below them.
func (s *rangeSetup) listPiece(w *orbitWalk, j int) orbitPiece {
	var stab []*[deck.NumCombos]uint16
	c0 := w.index[0][j]
	for _, img := range w.g[1:] {
		if img[c0] == c0 {
			stab = append(stab, img)
		}
	}
	n := len(w.order)
	seats := make([]seat, n)
	for k, p := range w.order {
		seats[k] = s.seats[p]
	}
	var piece orbitPiece
	cur := make([]uint16, n)
	cur[0] = c0
	used0 := seats[0].combos[j].Set()
	tuple := make([]uint16, n)
	tuple[w.at[0]] = uint16(j)
	forEachTupleFrom(seats, 1, used0, func(hand []int) {
		piece.visited++
		for k := 1; k < n; k++ {
			cur[k] = w.index[k][hand[k]]
			tuple[w.at[k]] = uint16(hand[k])
		}
		fixed, ok := leastImage(cur, stab)
		if !ok {
			return
		}
		piece.tuples = append(piece.tuples, tuple...)
		piece.sizes = append(piece.sizes, uint8(len(w.g)/(1+fixed)))
	})
	return piece
}

// leastImage reports whether cur is below or equal to its image under
// each relabelling of stab, in lexicographic order from its second hand
// (stab fixes its first), and how many fix it.
func leastImage(cur []uint16, stab []*[deck.NumCombos]uint16) (fixed int, ok bool) {
	for _, img := range stab {
		k := 1
		for k < len(cur) && img[cur[k]] == cur[k] {
			k++
		}
		switch {
		case k == len(cur):
			fixed++
		case img[cur[k]] < cur[k]:
			return 0, false
		}
	}
	return fixed, true
}

// joinPieces joins the pieces' representatives into s.tuples and s.sets
// (the cards each leaves, known being out of play), on up to workers
// goroutines, grouped by orbit size, largest first and in the pieces'
// order within a size. Sizes divide |G| = groupSize, which divides 24, so there are at
// most eight. If every size is a multiple of the smallest, z, and
// mayRepeat, each representative of size y is listed y/z times, as long
// as the list stays within maxRepeated: the list is then equally
// weighted, for deck.NewChoice, whose draws need no mapping of the digit
// (for issue 31's three ranges, of sizes 24, 12 and 6, 24,234 sets
// instead of 7,415 weighted ones ran about 4% faster). Otherwise s.runs
// gives the runs of equal size, for deck.NewWeightedChoice.
func (s *rangeSetup) joinPieces(ctx context.Context, pieces []orbitPiece, groupSize int, known deck.Set, mayRepeat bool, workers int) error {
	nl := len(s.listed)
	var count [deck.NumSuitPerms + 1]int
	total, unit := 0, groupSize
	for _, p := range pieces {
		for _, z := range p.sizes {
			count[z]++
			unit = min(unit, int(z))
		}
		total += len(p.sizes)
	}
	if total == 0 {
		return matchupError("matchup", ErrRange, "the ranges cannot be dealt together")
	}
	copies := make([]int, groupSize+1) // the times a representative of each size is listed
	repeated := 0
	for z := 1; z <= groupSize; z++ {
		copies[z] = z / unit
		repeated += count[z] * copies[z]
		mayRepeat = mayRepeat && (count[z] == 0 || z%unit == 0)
	}
	if !mayRepeat || repeated > maxRepeated {
		for z := range copies {
			copies[z] = 1
		}
		repeated = total
	}
	s.runs = nil
	for z := groupSize; z >= 1; z-- {
		if count[z] > 0 {
			s.runs = append(s.runs, deck.ChoiceRun{Sets: count[z], Weight: z})
		}
	}
	if repeated > total || len(s.runs) == 1 {
		s.runs = nil
	}
	// Where each piece's representatives of each size go: after the
	// larger sizes' and the earlier pieces' of the same size. The pieces
	// then fill their places in parallel, as they were listed: writing
	// them all took as long as listing them.
	start := make([][deck.NumSuitPerms + 1]int, len(pieces))
	for i, p := range pieces {
		for _, z := range p.sizes {
			start[i][z] += copies[z]
		}
	}
	at := 0
	for z := groupSize; z >= 1; z-- {
		for i := range pieces {
			start[i][z], at = at, at+start[i][z]
		}
	}
	s.tuples = make([]uint16, repeated*nl)
	s.sets = make([]deck.Set, repeated)
	return pool.Run(ctx, workers, len(pieces), func(_ context.Context, _, i int) error {
		s.fillPiece(&pieces[i], &start[i], copies, known)
		return nil
	})
}

// fillPiece writes piece p's representatives into s.tuples and s.sets,
// those of size z from start[z] on, each copies[z] times, with the cards
// each leaves.
func (s *rangeSetup) fillPiece(p *orbitPiece, start *[deck.NumSuitPerms + 1]int, copies []int, known deck.Set) {
	nl := len(s.listed)
	for i, z := range p.sizes {
		tuple := p.tuples[i*nl : (i+1)*nl]
		var cards deck.Set
		for t, q := range s.listed {
			cards |= s.seats[q].combos[tuple[t]].Set()
		}
		for range copies[z] {
			k := start[z]
			start[z]++
			copy(s.tuples[k*nl:(k+1)*nl], tuple)
			s.sets[k] = deck.FullDeck &^ (known | cards)
		}
	}
}

// maxRepeated is the most sets joinPieces lists by repeating
// representatives: as many as minOrbitListing, whose sets stay in the
// cache.
const maxRepeated = minOrbitListing
