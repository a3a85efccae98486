package sim

import (
	"context"
	"math"
	"slices"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/pool"
	"github.com/pokersim/pokersim/internal/valuesort"
)

// Three or more players with ranges on the flop or the turn are valued
// board first where that is quicker than assignment by assignment
// (holdemRangeExact, which values every board again for every assignment
// of hands): for each board to come, every hand any player may hold is
// valued once; the widest range's hands (the swept player's) are sorted by
// value with running sums of their weights, in all and per card. Then for
// each assignment of hands to the other players, the best of their values
// m splits the swept player's hands into those valued below m, equal to it
// and above it, each weight found by binary search, less the hands that
// hold a card of the assignment, by inclusion and exclusion: those holding
// each card (the per-card sums) less those holding two of them, which are
// single combos looked up one by one. So an assignment costs a few binary
// searches instead of the swept range's hands times the boards. And the
// other players' hands of equal value on a board are grouped, so that a
// product of groups whose hands neither share a card nor form a swept hand
// together is counted at once (holdem_sweep_group.go): a narrow third
// range's 240 assignments a board become about 12 products of groups.
//
// The counts are integers (the weights in units of 2^-k, as the preflop
// table's: holdem_preflop.go), so the result is the same, bit for bit, as
// the enumeration's, wherever the weights make every sum exact in float64;
// elsewhere the plan keeps holdemRangeExact. The boards are split into
// sweepUnits pieces of nearly equal numbers of boards, each about as costly
// as another, so that many workers stay busy.

// sweep is a matchup of three or more players prepared for valuing board
// first; read only, shared by the workers.
type sweep struct {
	rank   *eval.Ranking
	known  eval.Hand
	boards []deck.Set // the cards to come of each board
	seats  []sweepSeat
	wide   int     // the swept player: the one with the most hands
	others []int   // the other players, in order
	index  []int32 // the swept player's hand of each combo index, or -1
	scale  int     // the unit of the counts is 2^-scale
	// The cards the swept player's hands hold (wideCards), and those of
	// them that the other players' hands hold too (shared), whose per-card
	// weights the counts look up: card c's at slot[c] (1 + its place in
	// shared), any other card's at slot 0, which is all zeros.
	wideCards []uint8
	shared    []uint8
	slot      [deck.NumCards]uint8
}

// sweepSeat is one player's hands and weights, in units of 2^-k for the
// player's own k.
type sweepSeat struct {
	set  []deck.Set
	hole []eval.Hand
	c    [][2]uint8 // the hand's two cards
	w    []int64
	// For the other players' hands only: the cards that form a hand the
	// swept player may hold with one of the hand's (its partners,
	// holdem_sweep_group.go), and the swept player's index of the hand
	// itself, or -1.
	part []deck.Set
	self []int32
}

// sweepUnits is the number of pieces the boards split into (fewer if there
// are fewer boards).
const sweepUnits = 256

// Estimated times of the sweep on one core: per hand valued on a board,
// and per assignment of the other players' hands on a board. The latter is
// for assignments walked one by one; where groups of equal value count
// many at once (holdem_sweep_group.go) it overstates the cost, which only
// leaves a plan on the engine it had before the groups.
const (
	sweepHandSeconds   = 15e-9
	sweepAssignSeconds = 80e-9
)

// newSweep prepares m, if it can be valued board first exactly: three or
// more players, at least one with a range, of Hold'em's family with one
// high pot (like canBoardMajor), one or two board cards to come, no
// categories or results by hand, and weights whose sums are exact.
func newSweep(m *Matchup, seats []seat, opts Options) (*sweep, bool) {
	g := m.Game
	k := g.BoardCards() - len(m.Board)
	if len(m.Players) < 3 || !m.hasRanges() || g.Use() != game.AnyFive || g.Low() != game.NoLow ||
		g.BoardCards() != 5 || g.HoleCards() != 2 || k < 1 || k > 2 || opts.Categories || opts.ByHand {
		return nil, false
	}
	s := &sweep{rank: g.Ranking(), known: eval.NewHand(m.Board...), seats: make([]sweepSeat, len(seats))}
	units := 1.0
	for p, st := range seats {
		kp, ok := dyadicScale(st.weights)
		if !ok {
			return nil, false
		}
		s.scale += kp
		var sum float64
		ss := &s.seats[p]
		for i, c := range st.combos {
			w := math.Ldexp(st.weights[i], kp)
			sum += w
			ss.set = append(ss.set, c.Set())
			ss.hole = append(ss.hole, eval.NewHand(c.Hi, c.Lo))
			ss.c = append(ss.c, [2]uint8{uint8(c.Hi), uint8(c.Lo)})
			ss.w = append(ss.w, int64(w))
		}
		units *= sum
		if len(st.combos) > len(seats[s.wide].combos) {
			s.wide = p
		}
	}
	avail := m.Game.Deck() &^ deck.SetOf(m.Board...) &^ deck.SetOf(m.Dead...) &^ m.Known()
	subsetsOf(avail, k, func(b deck.Set) { s.boards = append(s.boards, b) })
	// Every count is at most the total, the product of the players' weights
	// (in units) times the boards; 2^52 leaves a margin for rounding here.
	if units*float64(len(s.boards)) >= 1<<52 {
		return nil, false
	}
	for p := range seats {
		if p != s.wide {
			s.others = append(s.others, p)
		}
	}
	var held, wideHeld deck.Set
	for _, p := range s.others {
		for _, hs := range s.seats[p].set {
			held |= hs
		}
	}
	for _, hs := range s.seats[s.wide].set {
		wideHeld |= hs
	}
	for _, c := range wideHeld.AppendCards(nil) {
		s.wideCards = append(s.wideCards, uint8(c))
	}
	for _, c := range (held & wideHeld).AppendCards(nil) {
		s.shared = append(s.shared, uint8(c))
		s.slot[c] = uint8(len(s.shared))
	}
	s.index = make([]int32, deck.NumCombos)
	for i := range s.index {
		s.index[i] = -1
	}
	var partners [deck.NumCards]deck.Set
	for i, c := range seats[s.wide].combos {
		s.index[c.Index()] = int32(i)
		partners[c.Hi] |= deck.SetOf(c.Lo)
		partners[c.Lo] |= deck.SetOf(c.Hi)
	}
	for _, p := range s.others {
		ss := &s.seats[p]
		for _, c := range seats[p].combos {
			ss.part = append(ss.part, partners[c.Hi]|partners[c.Lo])
			ss.self = append(ss.self, s.index[c.Index()])
		}
	}
	return s, true
}

// seconds estimates the CPU seconds of the sweep: per board, valuing every
// hand, and each assignment of the other players' hands (bounded by the
// product of their ranges' sizes).
func (s *sweep) seconds() float64 {
	hands, assign := 0, 1.0
	for p, ss := range s.seats {
		hands += len(ss.set)
		if p != s.wide {
			assign *= float64(len(ss.set))
		}
	}
	return float64(len(s.boards)) * (float64(hands)*sweepHandSeconds + assign*sweepAssignSeconds)
}

// units returns the number of pieces the boards split into.
func (s *sweep) units() int { return min(len(s.boards), sweepUnits) }

// sweepCounts is the integer counts of a piece, in units of 2^-scale but
// samples, which count assignments times boards.
type sweepCounts struct {
	samples, total int64
	win            [MaxPlayers]int64
	split          [MaxPlayers][MaxPlayers + 1]int64
}

func (c *sweepCounts) add(d *sweepCounts) {
	c.samples += d.samples
	c.total += d.total
	for p := range c.win {
		c.win[p] += d.win[p]
		for k := range c.split[p] {
			c.split[p][k] += d.split[p][k]
		}
	}
}

// weighted returns the counts as the weighted sums the enumeration forms:
// each a whole number of units below 2^53, so exact.
func (s *sweep) weighted(c *sweepCounts) *weighted {
	n := len(s.seats)
	a := newWeighted(n, false, false)
	unit := math.Ldexp(1, -s.scale)
	a.samples = c.samples
	a.total = float64(c.total) * unit
	for p := range n {
		a.win[p] = float64(c.win[p]) * unit
		for k := 2; k <= n; k++ {
			a.split[p][k] = float64(c.split[p][k]) * unit
		}
	}
	return a
}

// sweepWork is a worker's scratch space.
type sweepWork struct {
	s      *sweep
	vals   [][]eval.Rank // per player, each hand's value on the board; 0 if it holds a board card
	keys   []uint32
	tmp    []uint32
	sorted []eval.Rank // the swept player's values on the board, increasing
	cumW   []int64     // cumW[i]: the weight of the first i of them
	// Per card, the values of the swept player's hands holding it,
	// increasing, with running weights (after a leading 0).
	cardVals [deck.NumCards][]eval.Rank
	cardW    [deck.NumCards][]int64
	hand     []int // the other players' hands, by index into their seats
	// Per other player (in the order of others), its hands valid on the
	// board by value (members), in groups of equal value (groups), and
	// the group picked in the walk (picked); okeys is scratch for sorting
	// them.
	members [][]int32
	groups  [][]sweepGroup
	picked  []*sweepGroup
	okeys   []uint32
	// The values the other players' hands take on the board, increasing
	// and each once (uvals), each hand's place among them (at), and for
	// each place k the swept player's weight valued below uvals[k] and at
	// most uvals[k]: in all (ltAll, leAll) and holding card c (lt and le
	// at slot[c]*len(uvals)+k, for the cards the other players may hold). An
	// assignment's best value is one of them, so its counts are looked up,
	// not searched for.
	uvals        []eval.Rank
	at           [][]int32
	ltAll, leAll []int64
	lt, le       []int64
}

func (s *sweep) newWork() *sweepWork {
	w := &sweepWork{s: s, vals: make([][]eval.Rank, len(s.seats)), hand: make([]int, len(s.seats))}
	w.at = make([][]int32, len(s.seats))
	for p, ss := range s.seats {
		w.vals[p] = make([]eval.Rank, len(ss.set))
		w.at[p] = make([]int32, len(ss.set))
	}
	n := 0
	for _, p := range s.others {
		m := len(s.seats[p].set)
		w.members = append(w.members, make([]int32, 0, m))
		w.groups = append(w.groups, make([]sweepGroup, 0, m))
		n += m
	}
	w.picked = make([]*sweepGroup, len(s.others))
	w.okeys = make([]uint32, 0, n)
	n = max(len(s.seats[s.wide].set), n)
	w.keys, w.tmp = make([]uint32, n), make([]uint32, n)
	w.sorted = make([]eval.Rank, 0, n)
	w.cumW = make([]int64, 0, n+1)
	for c := range w.cardW {
		w.cardW[c] = []int64{0} // only the swept player's cards' grow
	}
	return w
}

// runUnit values the boards of piece u, adding their counts to c.
func (w *sweepWork) runUnit(ctx context.Context, u int, c *sweepCounts) error {
	s := w.s
	n := s.units()
	from, to := u*len(s.boards)/n, (u+1)*len(s.boards)/n
	for b := from; b < to; b++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		w.board(s.boards[b], c)
	}
	return nil
}

// board counts the board whose cards to come are set into c.
func (w *sweepWork) board(set deck.Set, c *sweepCounts) {
	s := w.s
	var cards [2]deck.Card
	h := s.known
	for _, x := range set.AppendCards(cards[:0]) {
		h = h.Add(x)
	}
	for p, ss := range s.seats {
		vals := w.vals[p]
		for i, hs := range ss.set {
			vals[i] = 0
			if hs&set == 0 {
				vals[i] = s.rank.Value(h.Merge(ss.hole[i]))
			}
		}
	}
	w.prepareSwept(set)
	w.prepareValues(set)
	w.assignGroups(0, 0, true, set, c)
}

// prepareSwept sorts the swept player's hands valid on the board by value
// and forms the running sums, in all and per card.
func (w *sweepWork) prepareSwept(set deck.Set) {
	s := w.s
	ws := &s.seats[s.wide]
	vals := w.vals[s.wide]
	n := 0
	for i, hs := range ws.set {
		if hs&set == 0 {
			w.keys[n] = uint32(vals[i])<<16 | uint32(i)
			n++
		}
	}
	keys := w.keys[:n]
	if n < 64 {
		slices.Sort(keys) // the same order: the keys are unique
	} else {
		keys = valuesort.Sort(keys, w.tmp[:n])
	}
	for _, c := range s.wideCards {
		w.cardVals[c], w.cardW[c] = w.cardVals[c][:0], w.cardW[c][:1]
	}
	w.sorted, w.cumW = w.sorted[:0], append(w.cumW[:0], 0)
	for _, k := range keys {
		i, v := k&0xffff, eval.Rank(k>>16)
		wt := ws.w[i]
		w.sorted = append(w.sorted, v)
		w.cumW = append(w.cumW, w.cumW[len(w.cumW)-1]+wt)
		for _, c := range ws.c[i] {
			w.cardVals[c] = append(w.cardVals[c], v)
			w.cardW[c] = append(w.cardW[c], w.cardW[c][len(w.cardW[c])-1]+wt)
		}
	}
}

// prepareValues lists the values the other players' hands take on the
// board and, for each, the swept player's weights below it and at most it,
// in all and per card; on the way it groups the hands (prepareGroups).
func (w *sweepWork) prepareValues(set deck.Set) {
	s := w.s
	w.prepareGroups(set)
	k := len(w.uvals)
	w.ltAll, w.leAll = grow(w.ltAll, k), grow(w.leAll, k)
	cumulate(w.uvals, w.sorted, w.cumW, w.ltAll, w.leAll)
	w.lt, w.le = grow(w.lt, (len(s.shared)+1)*k), grow(w.le, (len(s.shared)+1)*k)
	clear(w.lt[:k])
	clear(w.le[:k])
	for j, c := range s.shared {
		o := (j + 1) * k
		cumulate(w.uvals, w.cardVals[c], w.cardW[c], w.lt[o:o+k], w.le[o:o+k])
	}
}

// grow returns s resliced, or made anew, to length n.
func grow(s []int64, n int) []int64 {
	if cap(s) < n {
		return make([]int64, n)
	}
	return s[:n]
}

// cumulate sets lt[k] and le[k] to the weights of the values below and at
// most uvals[k], for increasing uvals, from a list of increasing values and
// its running weights (after a leading 0): one merge of the two lists.
func cumulate(uvals, vals []eval.Rank, cum, lt, le []int64) {
	i := 0
	for k, u := range uvals {
		for i < len(vals) && vals[i] < u {
			i++
		}
		j := i
		for j < len(vals) && vals[j] == u {
			j++
		}
		lt[k], le[k] = cum[i], cum[j]
	}
}

// count counts the other players' current assignment, of weight weight,
// against the swept player's hands that share no card with it.
func (w *sweepWork) count(weight int64, c *sweepCounts) {
	s := w.s
	var mk int32
	var cards [2 * MaxPlayers]uint8
	nc := 0
	for _, p := range s.others {
		i := w.hand[p]
		mk = max(mk, w.at[p][i])
		cc := s.seats[p].c[i]
		cards[nc], cards[nc+1] = cc[0], cc[1]
		nc += 2
	}
	m := w.uvals[mk]
	k := len(w.uvals)
	ltW, leW := w.ltAll[mk], w.leAll[mk]
	allW, allN := w.cumW[len(w.cumW)-1], int64(len(w.sorted))
	// Less the hands holding a card of the assignment...
	for _, x := range cards[:nc] {
		o := int(s.slot[x])*k + int(mk)
		ltW, leW = ltW-w.lt[o], leW-w.le[o]
		allW -= w.cardW[x][len(w.cardW[x])-1]
		allN -= int64(len(w.cardVals[x]))
	}
	// ...plus those holding two, counted twice above: the combo of each
	// pair of its cards, if the swept player may hold it. Its cards are
	// the assignment's, so none is on the board.
	ws := &s.seats[s.wide]
	vals := w.vals[s.wide]
	for a := 0; a < nc; a++ {
		for b := a + 1; b < nc; b++ {
			hi, lo := int(cards[a]), int(cards[b])
			if hi < lo {
				hi, lo = lo, hi
			}
			i := s.index[hi*(hi-1)/2+lo]
			if i < 0 {
				continue
			}
			wt, v := ws.w[i], vals[i]
			allW += wt
			allN++
			if v < m {
				ltW += wt
			}
			if v <= m {
				leW += wt
			}
		}
	}
	gtW, eqW := allW-leW, leW-ltW
	c.samples += allN
	c.total += weight * allW
	// The other players holding the best of their values.
	best := 0
	for _, p := range s.others {
		if w.at[p][w.hand[p]] == mk {
			best++
		}
	}
	c.win[s.wide] += weight * gtW
	if eqW != 0 {
		c.split[s.wide][best+1] += weight * eqW
	}
	for _, p := range s.others {
		if w.at[p][w.hand[p]] != mk {
			continue
		}
		if eqW != 0 {
			c.split[p][best+1] += weight * eqW
		}
		if best == 1 {
			c.win[p] += weight * ltW
		} else {
			c.split[p][best] += weight * ltW
		}
	}
}

// run values the plan's matchup board first, piece by piece on the plan's
// workers, each adding to its own counts (4 KB, so not one per piece):
// they are integers, so their sum does not depend on the order or the
// number of workers.
func (s *sweep) run(ctx context.Context, p *Plan) (*Result, error) {
	start := time.Now()
	n := s.units()
	works := make([]*sweepWork, pool.Size(p.opts.Workers, n))
	counts := make([]sweepCounts, len(works))
	progress := newProgress(p.opts.Progress, n)
	err := pool.Run(ctx, p.opts.Workers, n, func(ctx context.Context, wk, u int) error {
		if works[wk] == nil {
			works[wk] = s.newWork()
		}
		err := works[wk].runUnit(ctx, u, &counts[wk])
		progress.step()
		return err
	})
	if err != nil {
		return nil, err
	}
	total := new(sweepCounts)
	for i := range counts {
		total.add(&counts[i])
	}
	return newWeightedResult(p.m, ModeExact, s.weighted(total), 0, false, time.Since(start)), nil
}

// holdemSweep values a matchup of three or more players with ranges board
// first (holdem_sweep.go).
type holdemSweep struct{ s *sweep }

func (holdemSweep) method() Method { return ForceExact }

func (e holdemSweep) run(ctx context.Context, p *Plan) (*Result, error) { return e.s.run(ctx, p) }

func (e holdemSweep) units(*Plan) int { return e.s.units() }

func (e holdemSweep) unit(ctx context.Context, _ *Plan, u int) (*weighted, error) {
	c := new(sweepCounts)
	if err := e.s.newWork().runUnit(ctx, u, c); err != nil {
		return nil, err
	}
	return e.s.weighted(c), nil
}
