package matrix

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/shard"
	"github.com/pokersim/pokersim/sim"
)

// Matrix is the exact heads-up all-in preflop equity of starting-hand
// classes against each other and against one random hand.
type Matrix struct {
	// Rows are the row classes, in grid order (deck.Class.Index): all 169
	// for the full matrix.
	Rows []deck.Class
	// Equity[i][b] is the equity of Rows[i] against the class with grid
	// index b, a fraction in [0,1]: the mean, over every pair of a combo of
	// each class that shares no card, each pair counting equally, of the
	// exact equity over all C(48,5) = 1,712,304 boards. A class against
	// itself has 0.5, and Equity of x against y plus Equity of y against x
	// is 1 (to within rounding).
	Equity [][deck.NumClasses]float64
	// VsRandom[i] is the equity of Rows[i] against one random hand: the
	// mean of row i weighted by each cell's number of pairs of combos,
	// which is deck.PreflopEquity.
	VsRandom []float64
	// Counts[i][b] are the exact counts behind Equity[i][b], from the
	// point of view of Rows[i].
	Counts [][deck.NumClasses]ClassCounts
	// Pairs, for a shard's matrix only, holds the counts of the shard's
	// pairs of classes, in order; Equity, VsRandom and Counts are then nil.
	Pairs []ClassCounts
}

// ClassCounts counts the outcomes of class A against class B (grid
// indexes): every pair of a combo of A and a combo of B that shares no
// card, with every board of five of the 48 other cards.
type ClassCounts struct {
	A        int   `json:"a"`
	B        int   `json:"b"`
	Outcomes int64 `json:"outcomes"` // pairs of combos times boards
	Win      int64 `json:"win"`      // outcomes class A wins alone
	Loss     int64 `json:"loss"`     // outcomes class B wins alone; the rest are split
}

// Equity returns class A's equity against class B: (Win + Ties/2) /
// Outcomes, with Ties = Outcomes - Win - Loss. It is 0 if Outcomes is 0.
func (c ClassCounts) Equity() float64 {
	if c.Outcomes == 0 {
		return 0
	}
	return float64(c.share2()) / float64(2*c.Outcomes)
}

// share2 returns twice class A's share of the pots, an integer:
// 2*Win + Ties = Outcomes + Win - Loss.
func (c ClassCounts) share2() int64 { return c.Outcomes + c.Win - c.Loss }

// Swap returns the counts from class B's point of view.
func (c ClassCounts) Swap() ClassCounts {
	return ClassCounts{A: c.B, B: c.A, Outcomes: c.Outcomes, Win: c.Loss, Loss: c.Win}
}

// Options control Compute. The zero value asks for the full
// 169x169 matrix with one worker per CPU.
type Options struct {
	Workers int // goroutines; 0 means runtime.GOMAXPROCS(0)
	// Rows, if not empty, limits the matrix to these row classes, each
	// against all 169 classes (which is enough for its VsRandom).
	Rows []deck.Class
	// Done holds class pairs already counted, by an earlier run that was
	// interrupted (see OnPiece): they are not counted again.
	Done []ClassCounts
	// OnPiece, if not nil, is called with the counts of each pair of
	// classes as soon as it is counted, from one goroutine at a time; an error from
	// it stops the computation. Saving them and passing them back as Done
	// resumes an interrupted run, with the same result to the last bit.
	OnPiece func(piece []ClassCounts) error
	// Progress, if not nil, is called from time to time with the fraction
	// of the remaining work done, in [0,1], from one goroutine at a time.
	Progress func(done float64)
	// Shard, if not nil, computes only the pairs of classes of one shard:
	// pair u of the matrix's pairs in order belongs to shard u mod N. The
	// matrix returned then holds only those pairs' counts (see Pairs).
	Shard *shard.Shard
}

// ErrDone is wrapped by the error Compute returns for counts
// done before (Options.Done) that are not of a pair of classes of the
// matrix asked for, or that cannot be right.
var ErrDone = errors.New("counts done before do not fit the matrix")

// preflopBoards is the number of boards dealt to a pair of known hands:
// C(48, 5).
const preflopBoards = 1712304

// Compute computes the equity of classes against each other and
// against a random hand exactly, as Matrix describes.
//
// Equity[a][b] + Equity[b][a] = 1, so only the unordered pairs of classes
// {a, b} are valued: 14,365 for the full matrix, counted from the point of
// view of the class of lower grid index. The conflict-free pairs of combos
// of a pair of classes fall into orbits under the 24 relabellings of the
// suits (suit isomorphism: relabelled hands have the same equity), and one
// pair of each orbit is enumerated, by rank multisets of the board
// (preflop), times the orbit's size. On the diagonal, the orbits of (x, y)
// and (y, x) have swapped counts, so only one of them is enumerated. The
// full matrix has 815,958 pairs of combos in 47,008 orbits, the number of
// distinct heads-up preflop matchups, and takes about 35 seconds on two
// cores. The counts are integers, so the result depends neither on the
// number of workers nor on resuming.
//
// If ctx is cancelled, Compute returns ctx's error; the pairs
// finished by then have been passed to OnPiece. It returns an error if a
// class of opts.Rows is not valid, and one wrapping ErrDone if an
// entry of opts.Done is not a pair of this matrix or has impossible counts.
func Compute(ctx context.Context, opts Options) (*Matrix, error) {
	rows, err := matrixRows(opts.Rows)
	if err != nil {
		return nil, err
	}
	all := matrixPairs(rows)
	mine := make([]int, len(all))
	for i := range mine {
		mine[i] = i
	}
	pairs := all
	if opts.Shard != nil {
		mine = opts.Shard.Units(len(all))
		pairs = nil
		for _, i := range mine {
			pairs = append(pairs, all[i])
		}
	}
	counts, err := doneCounts(pairs, opts.Done)
	if err != nil {
		return nil, err
	}
	mine = slices.DeleteFunc(mine, func(i int) bool { _, ok := counts[all[i]]; return ok })
	w := &pairWork{u: &units{rows: rows, pairs: all, shard: opts.Shard}}
	if opts.OnPiece != nil {
		w.onPair = func(c ClassCounts) error { return opts.OnPiece([]ClassCounts{c}) }
	}
	ran, err := job.Run(ctx, w, mine, job.RunOptions{Workers: opts.Workers, Progress: opts.Progress})
	if err != nil {
		return nil, err
	}
	for _, c := range ran.Units {
		counts[ClassPair{c.A, c.B}] = c
	}
	if opts.Shard != nil {
		return &Matrix{Rows: rows, Pairs: sortedCounts(counts)}, nil
	}
	return newMatrix(rows, counts), nil
}

// sortedCounts returns the counts in the order of their pairs.
func sortedCounts(counts map[ClassPair]ClassCounts) []ClassCounts {
	out := make([]ClassCounts, 0, len(counts))
	for _, c := range counts {
		out = append(out, c)
	}
	slices.SortFunc(out, func(x, y ClassCounts) int { return comparePairs(ClassPair{x.A, x.B}, ClassPair{y.A, y.B}) })
	return out
}

// pairWork is the matrix as job.Run drives it: a unit is a pair of classes
// of u, counted exactly.
type pairWork struct {
	u  *units
	id shard.Job // the identity of its job, for its journal
	// onPair, if not nil, is called with each pair counted, from one
	// goroutine at a time (under mu); an error from it stops the work.
	onPair func(ClassCounts) error
	mu     sync.Mutex
}

func (w *pairWork) Identity() shard.Job { return w.id }
func (w *pairWork) Units() int          { return len(w.u.pairs) }

// Index returns the place of c's pair among the pairs (c checked).
func (w *pairWork) Index(c *ClassCounts) int {
	i, _ := slices.BinarySearchFunc(w.u.pairs, ClassPair{c.A, c.B}, comparePairs)
	return i
}

// Check checks counts read back: of a pair of the table (of its shard's),
// and possible.
func (w *pairWork) Check(c *ClassCounts) error { return w.u.check(&piece{Pairs: []ClassCounts{*c}}) }

// Do counts pair i.
func (w *pairWork) Do(ctx context.Context, i int) (ClassCounts, error) {
	c, err := countPair(ctx, w.u.pairs[i])
	if err != nil || w.onPair == nil {
		return c, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return c, w.onPair(c)
}

// ClassPair is an unordered pair of classes by grid index, A <= B.
type ClassPair struct{ A, B int }

// matrixRows returns the row classes in grid order without repeats: all
// 169 if given none.
func matrixRows(given []deck.Class) ([]deck.Class, error) {
	if len(given) == 0 {
		return slices.Collect(deck.AllClasses()), nil
	}
	for _, c := range given {
		if !c.Valid() {
			return nil, fmt.Errorf("matrix: invalid class %+v", c)
		}
	}
	rows := slices.Clone(given)
	slices.SortFunc(rows, func(x, y deck.Class) int { return x.Index() - y.Index() })
	return slices.Compact(rows), nil
}

// matrixPairs returns the unordered pairs of classes that the rows need,
// each row against every class, in increasing order.
func matrixPairs(rows []deck.Class) []ClassPair {
	var pairs []ClassPair
	for _, r := range rows {
		a := r.Index()
		for b := range deck.NumClasses {
			pairs = append(pairs, ClassPair{min(a, b), max(a, b)})
		}
	}
	slices.SortFunc(pairs, func(x, y ClassPair) int {
		if x.A != y.A {
			return x.A - y.A
		}
		return x.B - y.B
	})
	return slices.Compact(pairs)
}

// doneCounts checks the counts done before against the pairs wanted and
// returns them by pair.
func doneCounts(pairs []ClassPair, done []ClassCounts) (map[ClassPair]ClassCounts, error) {
	out := make(map[ClassPair]ClassCounts, len(pairs))
	for _, c := range done {
		p := ClassPair{c.A, c.B}
		if _, ok := slices.BinarySearchFunc(pairs, p, comparePairs); !ok {
			return nil, fmt.Errorf("%w: classes %d and %d are not a pair of its rows", ErrDone, c.A, c.B)
		}
		if err := checkPair(c); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrDone, err)
		}
		out[p] = c
	}
	return out, nil
}

func comparePairs(x, y ClassPair) int {
	if x.A != y.A {
		return x.A - y.A
	}
	return x.B - y.B
}

// pairCount returns the number of pairs of a combo of a and a combo of b
// that share no card.
func pairCount(a, b deck.Class) int64 {
	var n int64
	for x := range a.Combos() {
		for y := range b.Combos() {
			if x.Set()&y.Set() == 0 {
				n++
			}
		}
	}
	return n
}

// newMatrix assembles the matrix of rows from the counts of every pair
// they need. VsRandom is one division of integer sums, so it is the
// equity against a random hand rounded once.
func newMatrix(rows []deck.Class, counts map[ClassPair]ClassCounts) *Matrix {
	m := &Matrix{Rows: rows}
	m.Equity = make([][deck.NumClasses]float64, len(rows))
	m.Counts = make([][deck.NumClasses]ClassCounts, len(rows))
	m.VsRandom = make([]float64, len(rows))
	for i, r := range rows {
		a := r.Index()
		var share2, outcomes int64
		for b := range deck.NumClasses {
			c := counts[ClassPair{min(a, b), max(a, b)}]
			if b < a {
				c = c.Swap()
			}
			m.Counts[i][b] = c
			m.Equity[i][b] = c.Equity()
			share2 += c.share2()
			outcomes += c.Outcomes
		}
		m.VsRandom[i] = float64(share2) / float64(2*outcomes)
	}
	return m
}

// countPair counts the pair of classes p, in the calling goroutine.
func countPair(ctx context.Context, p ClassPair) (ClassCounts, error) {
	c := ClassCounts{A: p.A, B: p.B}
	for _, o := range classPairOrbits(deck.ClassAt(p.A), deck.ClassAt(p.B)) {
		m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
			{Cards: []deck.Card{o.rep[0].Hi, o.rep[0].Lo}},
			{Cards: []deck.Card{o.rep[1].Hi, o.rep[1].Lo}},
		}}
		// Enumerated, not read from the preflop table (Result.Table),
		// so that the matrix stays an independent count.
		r, err := sim.Enumerate(ctx, m, sim.Options{Workers: 1, NoTables: true})
		if err != nil {
			return c, err
		}
		// Counts of known hands are integers, exact in a float64.
		n, win0, win1 := r.Samples, int64(r.Players[0].WinCount), int64(r.Players[1].WinCount)
		c.Outcomes += (o.count + o.swapped) * n
		c.Win += o.count*win0 + o.swapped*win1
		c.Loss += o.count*win1 + o.swapped*win0
	}
	return c, nil
}

// pairOrbit is an orbit of the pairs of combos of two classes under the
// suit permutations (and, for a class against itself, the swap of the
// players): rep stands for count pairs with its equities and, on the
// diagonal, swapped more with the players' counts swapped.
type pairOrbit struct {
	rep            [2]deck.Combo
	count, swapped int64
}

// classPairOrbits returns the orbits of the conflict-free pairs (x, y) of a
// combo x of a and a combo y of b, in the order first met. A pair's key is
// the least, over the permutations, of its image's combo indexes packed
// into one number, so pairs share a key just when a permutation maps one to
// the other. On the diagonal (a == b), (y, x) is in the set too and has the
// swapped counts, so the orbit of a pair is keyed by the lesser of the keys
// of (x, y) and (y, x), and the pair counts as swapped when (y, x) has the
// lesser key but the representative's (x, y) did not, or the other way
// round.
func classPairOrbits(a, b deck.Class) []pairOrbit {
	img := deck.ComboImages()
	type entry struct {
		i       int  // in out
		flipped bool // whether the representative's key was its swap's
	}
	index := make(map[uint32]entry)
	var out []pairOrbit
	for x := range a.Combos() {
		for y := range b.Combos() {
			if x.Set()&y.Set() != 0 {
				continue
			}
			key := pairKey(img, x.Index(), y.Index())
			flipped := false
			if a == b {
				if swap := pairKey(img, y.Index(), x.Index()); swap < key {
					key, flipped = swap, true
				}
			}
			e, ok := index[key]
			if !ok {
				e = entry{len(out), flipped}
				index[key] = e
				out = append(out, pairOrbit{rep: [2]deck.Combo{x, y}})
			}
			if flipped == e.flipped {
				out[e.i].count++
			} else {
				out[e.i].swapped++
			}
		}
	}
	return out
}

// pairKey returns the least image of the pair of combo indexes (x, y)
// under the suit permutations img, packed as x<<16 | y.
func pairKey(img *[deck.NumSuitPerms][deck.NumCombos]uint16, x, y int) uint32 {
	key := uint32(1<<32 - 1)
	for k := range img {
		key = min(key, uint32(img[k][x])<<16|uint32(img[k][y]))
	}
	return key
}

// Report returns the matrix's report: its rows, equities and equities
// against a random hand.
func (m *Matrix) Report() *Report {
	return &Report{Rows: m.Rows, Equity: m.Equity, VsRandom: m.VsRandom}
}
