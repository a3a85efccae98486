package matrix

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/shard"
	"github.com/pokersim/pokersim/sim"
)

// The three-way preflop table: for every unordered triple of starting-hand
// classes {x, y, z} (repeats allowed, 818,805 in all), the exact all-in
// equity of each against the other two before the flop, each triple of
// combos that share no card counting equally. A triple gives the rows of
// all three of its classes: h's equity against the pair {a, b} is h's in
// the triple {h, a, b}.
//
// The conflict-free triples of combos of a class triple fall into orbits
// under the 24 relabellings of the suits; one triple of each orbit is
// enumerated (sim's rank-multiset enumeration) and its counts added times
// the orbit's size. The counts are integers, so the table depends on
// neither the workers, the shards nor resuming.

// Triple is a class triple in grid-index order: X <= Y <= Z.
type Triple struct{ X, Y, Z int }

// TripleCounts counts the outcomes of a class triple: every conflict-free
// triple of combos with every board, and for each class (in the order X, Y,
// Z) the outcomes it wins alone (Win), splits with one other (Split2) or
// with both (Split3).
type TripleCounts struct {
	Triple
	Outcomes int64    `json:"outcomes"`
	Win      [3]int64 `json:"win"`
	Split2   [3]int64 `json:"split2"`
	Split3   [3]int64 `json:"split3"`
}

// Equity returns class k's (0, 1 or 2: X, Y or Z) equity in the triple, a
// fraction in [0,1]: (Win + Split2/2 + Split3/3) / Outcomes.
func (c *TripleCounts) Equity(k int) float64 {
	if c.Outcomes == 0 {
		return 0
	}
	return (float64(c.Win[k]) + float64(c.Split2[k])/2 + float64(c.Split3[k])/3) / float64(c.Outcomes)
}

// NumTriples is the number of unordered triples of classes, repeats
// allowed: C(169+2, 3).
const NumTriples = deck.NumClasses * (deck.NumClasses + 1) * (deck.NumClasses + 2) / 6

// Triples returns the class triples of the table in order: all of them, or
// with classes given, those made only of those classes, and with rows
// given, those holding at least one of them.
func Triples(classes, rows []deck.Class) []Triple {
	in := func(set []deck.Class, i int) bool {
		return slices.ContainsFunc(set, func(c deck.Class) bool { return c.Index() == i })
	}
	var out []Triple
	for x := range deck.NumClasses {
		for y := x; y < deck.NumClasses; y++ {
			for z := y; z < deck.NumClasses; z++ {
				if classes != nil && !(in(classes, x) && in(classes, y) && in(classes, z)) {
					continue
				}
				if rows != nil && !(in(rows, x) || in(rows, y) || in(rows, z)) {
					continue
				}
				out = append(out, Triple{x, y, z})
			}
		}
	}
	return out
}

// Sorted returns the triple of three classes, in grid order.
func Sorted(a, b, c deck.Class) Triple {
	xs := []int{a.Index(), b.Index(), c.Index()}
	slices.Sort(xs)
	return Triple{xs[0], xs[1], xs[2]}
}

// Dealable reports whether the classes of t can be dealt together: some
// three hands of them share no card. AA, AA, AA cannot (six aces), nor
// AA, AA, AK; their counts are all zero.
func Dealable(t Triple) bool { return len(tripleOrbits(t)) > 0 }

// tripleOrbit is an orbit of conflict-free combo triples of a class
// triple: rep stands for count triples with its counts.
type tripleOrbit struct {
	rep   [3]deck.Combo
	count int64
}

// tripleOrbits returns the orbits of the conflict-free combo triples of t
// under the relabellings of the suits, in the order first met. A combo
// triple's key is the least of its images' combo indexes packed into one
// number, so triples share a key just when a relabelling maps one onto the
// other.
func tripleOrbits(t Triple) []tripleOrbit {
	img := deck.ComboImages()
	x, y, z := deck.ClassAt(t.X), deck.ClassAt(t.Y), deck.ClassAt(t.Z)
	index := make(map[uint64]int)
	var out []tripleOrbit
	for a := range x.Combos() {
		for b := range y.Combos() {
			if a.Set()&b.Set() != 0 {
				continue
			}
			for c := range z.Combos() {
				if c.Set()&(a.Set()|b.Set()) != 0 {
					continue
				}
				key := ^uint64(0)
				for k := range img {
					key = min(key, uint64(img[k][a.Index()])<<32|uint64(img[k][b.Index()])<<16|uint64(img[k][c.Index()]))
				}
				i, ok := index[key]
				if !ok {
					i = len(out)
					index[key] = i
					out = append(out, tripleOrbit{rep: [3]deck.Combo{a, b, c}})
				}
				out[i].count++
			}
		}
	}
	return out
}

// countTriple counts class triple t exactly.
func countTriple(ctx context.Context, t Triple) (TripleCounts, error) {
	out := TripleCounts{Triple: t}
	for _, o := range tripleOrbits(t) {
		m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
			{Cards: []deck.Card{o.rep[0].Hi, o.rep[0].Lo}},
			{Cards: []deck.Card{o.rep[1].Hi, o.rep[1].Lo}},
			{Cards: []deck.Card{o.rep[2].Hi, o.rep[2].Lo}},
		}}
		r, err := sim.Enumerate(ctx, m, sim.Options{Workers: 1})
		if err != nil {
			return out, err
		}
		out.Outcomes += o.count * r.Samples
		for k, p := range r.Players {
			out.Win[k] += o.count * int64(p.WinCount)
			out.Split2[k] += o.count * int64(p.Split[2])
			out.Split3[k] += o.count * int64(p.Split[3])
		}
	}
	return out, nil
}

// Options3 control Compute3.
type Options3 struct {
	Workers int
	// Triples are the class triples to count, in order (Triples).
	Triples []Triple
	// Shard, if not nil, counts only the triples of one shard: triple u of
	// Triples belongs to shard u mod N.
	Shard *shard.Shard
	// Done holds triples counted before, by an interrupted run: they are
	// not counted again.
	Done []TripleCounts
	// OnTriple, if not nil, is called with each triple counted, from one
	// goroutine at a time; an error from it stops the computation.
	OnTriple func(TripleCounts) error
	// Progress, if not nil, is called with the fraction of the triples
	// left to count that are counted.
	Progress func(float64)
}

// Compute3 counts the class triples of opts, on opts.Workers goroutines,
// and returns their counts in the order of opts.Triples (of the shard's,
// with a shard).
func Compute3(ctx context.Context, opts Options3) ([]TripleCounts, error) {
	all := opts.Triples
	mine := make([]int, len(all))
	for i := range mine {
		mine[i] = i
	}
	if opts.Shard != nil {
		mine = opts.Shard.Units(len(all))
	}
	done := make(map[Triple]TripleCounts)
	for _, c := range opts.Done {
		i, ok := slices.BinarySearchFunc(all, c.Triple, compareTriples)
		if !ok || opts.Shard != nil && !opts.Shard.Has(i) {
			return nil, fmt.Errorf("%w: triple %v is not of the table asked for", ErrDone, c.Triple)
		}
		done[c.Triple] = c
	}
	todo := slices.DeleteFunc(slices.Clone(mine), func(i int) bool { _, ok := done[all[i]]; return ok })
	w := &tripleWork{u: &units{triples: all, shard: opts.Shard}}
	if opts.OnTriple != nil {
		w.onTriple = opts.OnTriple
	}
	ran, err := job.Run(ctx, w, todo, job.RunOptions{Workers: opts.Workers, Progress: opts.Progress})
	if err != nil {
		return nil, err
	}
	for _, c := range ran.Units {
		done[c.Triple] = c
	}
	out := make([]TripleCounts, len(mine))
	for k, i := range mine {
		out[k] = done[all[i]]
	}
	return out, nil
}

// tripleWork is the three-way table as job.Run drives it: a unit is a
// triple of classes of u, counted exactly.
type tripleWork struct {
	u  *units
	id shard.Job // the identity of its job, for its journal
	// onTriple, if not nil, is called with each triple counted, from one
	// goroutine at a time (under mu); an error from it stops the work.
	onTriple func(TripleCounts) error
	mu       sync.Mutex
}

func (w *tripleWork) Identity() shard.Job { return w.id }
func (w *tripleWork) Units() int          { return len(w.u.triples) }

// Index returns the place of c's triple among the triples (c checked).
func (w *tripleWork) Index(c *TripleCounts) int {
	i, _ := slices.BinarySearchFunc(w.u.triples, c.Triple, compareTriples)
	return i
}

// Check checks counts read back: of a triple of the table (of its
// shard's), and adding up.
func (w *tripleWork) Check(c *TripleCounts) error {
	return w.u.check(&piece{Triples: []TripleCounts{*c}})
}

// Do counts triple i.
func (w *tripleWork) Do(ctx context.Context, i int) (TripleCounts, error) {
	c, err := countTriple(ctx, w.u.triples[i])
	if err != nil || w.onTriple == nil {
		return c, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return c, w.onTriple(c)
}
