package flops

import (
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/valuesort"
	"github.com/pokersim/pokersim/postflop"
)

// Engine values two ranges on flops, one flop at a time: read only once
// made, shared by any number of goroutines, each with its own Scratch.
//
// A flop is valued board first, as package sim values a heads-up
// matchup with ranges (sim/holdem_boardmajor.go): for each turn and river,
// every combo either range holds is valued once, the combos are sorted by
// value, and one sweep gives each combo the weight of the opponent's
// combos it beats and ties, less those sharing one of its cards (kept per
// card as the sweep goes). Unlike sim's sweep, the counts are kept combo
// by combo, for both ranges at once, so that one pass gives both ranges'
// equity, buckets and the flop's weight.
//
// Runouts that a relabelling of the suits fixing the flop and both ranges
// (the flop's stabilizer in the Symmetry) maps onto each other give the
// same counts with the combos relabelled, so only the least runout of each
// orbit is valued, times the orbit's size m; the counts are then averaged
// over the stabilizer: for combo c, T(c) = (1/|S|) Σ_{σ∈S} U(σc), where
// U sums m·t(R,c) over the least runouts R. This is exact, since
// Σ_{R'∈orbit(R)} t(R',c) = (m/|S|) Σ_σ t(R,σc).
type Engine struct {
	game    game.Game
	rank    *eval.Ranking
	order   *postflop.Order
	sym     Symmetry
	buckets []float64

	combos []deck.Combo // the combos either range holds, by increasing index
	set    []deck.Set
	hole   []eval.Hand
	c1, c2 []uint8
	w      [2][]float64
	sweep  []sweepCombo          // what the sweep reads of each combo, together
	local  [deck.NumCombos]int16 // index in combos, -1 for none

	twoPair, sets postflop.MadeSet
}

// NewEngine prepares the ranges r1 and r2 of game g for valuing on flops
// under the relabellings sym (which must fix both ranges, as SymmetryOf's
// do), with equity buckets bounded by buckets (increasing, in (0,1)). The
// game must be Hold'em or short deck (ErrGame).
func NewEngine(g game.Game, r1, r2 *deck.Range, sym Symmetry, buckets []float64) (*Engine, error) {
	if err := CheckGame(g); err != nil {
		return nil, err
	}
	order, err := postflop.OrderOf(g)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrGame, err)
	}
	if err := CheckBuckets(buckets); err != nil {
		return nil, err
	}
	e := &Engine{game: g, rank: g.Ranking(), order: order, sym: sym, buckets: buckets,
		twoPair: order.AtLeast(postflop.BottomTwo), sets: order.AtLeast(postflop.Set)}
	for i := range e.local {
		e.local[i] = -1
		c := deck.ComboAt(i)
		w1, w2 := r1.Weight(c), r2.Weight(c)
		if w1 == 0 && w2 == 0 {
			continue
		}
		e.local[i] = int16(len(e.combos))
		e.combos = append(e.combos, c)
		e.set = append(e.set, c.Set())
		e.hole = append(e.hole, eval.NewHand(c.Hi, c.Lo))
		e.c1, e.c2 = append(e.c1, uint8(c.Hi)), append(e.c2, uint8(c.Lo))
		e.w[0], e.w[1] = append(e.w[0], w1), append(e.w[1], w2)
		e.sweep = append(e.sweep, sweepCombo{w: [2]float64{w1, w2}, c1: uint8(c.Hi), c2: uint8(c.Lo)})
	}
	return e, nil
}

// CheckGame returns an error wrapping ErrGame, with the reason, unless g
// deals flops of three cards to hands of two hole cards valued high only,
// as Hold'em and short deck do.
func CheckGame(g game.Game) error {
	if !g.Valid() {
		return fmt.Errorf("%w: %v", ErrGame, g)
	}
	if g.HoleCards() != 2 || g.BoardCards() != 5 || g.Use() != game.AnyFive || g.Low() != game.NoLow {
		return fmt.Errorf("%w, whose hands are two hole cards and any five of seven: %s is not", ErrGame, g.Title())
	}
	if _, err := postflop.OrderOf(g); err != nil {
		return fmt.Errorf("%w: %v", ErrGame, err)
	}
	return nil
}

// CheckBuckets returns an error wrapping ErrBuckets unless b is
// increasing and within (0,1).
func CheckBuckets(b []float64) error {
	for i, x := range b {
		if !(x > 0 && x < 1) || i > 0 && x <= b[i-1] {
			return fmt.Errorf("%w %v: want increasing fractions between 0 and 1, as 0.33,0.5,0.75", ErrBuckets, b)
		}
	}
	return nil
}

// sweepCombo is what the sweep reads of a combo: its weights in the two
// ranges and its cards, in one place, as the sweep visits the combos in
// the order of their values.
type sweepCombo struct {
	w      [2]float64
	c1, c2 uint8
}

// comboCounts are a combo's counts summed over the runouts, for each
// range: u the opponent's weight it wins (ties counting half) and a the
// opponent's weight it meets.
type comboCounts struct{ u, a [2]float64 }

// Scratch is one goroutine's working space for Engine.Flop.
type Scratch struct {
	valid     []int32 // the combos without a flop card
	keys, tmp []uint32
	less      [][2]float64 // per place in keys: each range's opponent weight valued lower
	acc       []comboCounts
	live      []deck.Card
}

// NewScratch returns a working space for e.
func (e *Engine) NewScratch() *Scratch {
	n := len(e.combos)
	return &Scratch{keys: make([]uint32, n), tmp: make([]uint32, n), less: make([][2]float64, n), acc: make([]comboCounts, n)}
}

// Flop values the two ranges on the flop of class c and returns its line
// of the report, without its texture.
func (e *Engine) Flop(c Class, s *Scratch) Flop {
	f := c.Set
	s.valid = s.valid[:0]
	for i, hs := range e.set {
		if hs&f == 0 {
			s.valid = append(s.valid, int32(i))
		}
		s.acc[i] = comboCounts{}
	}
	fh := eval.NewHand(f.AppendCards(nil)...)
	stab := e.sym.stabilizer(f)
	s.live = (e.game.Deck() &^ f).AppendCards(s.live[:0])
	perms := deck.SuitPerms()
	for i, t := range s.live {
		for _, r := range s.live[i+1:] {
			run := t.Bit() | r.Bit()
			m := orbit(run, stab, perms)
			if m > 0 {
				e.runout(s, run, fh.Add(t).Add(r), float64(m))
			}
		}
	}
	e.symmetrize(s, stab)
	row := Flop{Flop: c.String(), Count: c.Count, Deals: e.deals(s)}
	row.Combos, row.Equity, row.Buckets = make([]float64, 2), make([]float64, 2), make([][]float64, 2)
	for p := range 2 {
		row.Combos[p], row.Equity[p], row.Buckets[p] = e.equity(s, p)
	}
	row.Made, row.Classes = e.made(c, fh, s)
	return row
}

// orbit returns the size of the orbit of the runout run under the
// relabellings stab if run is the least of its orbit, else 0.
func orbit(run deck.Set, stab []int, perms []deck.SuitPerm) int {
	if len(stab) == 1 {
		return 1
	}
	fixed := 0
	for _, k := range stab {
		img := perms[k].Set(run)
		if img < run {
			return 0
		}
		if img == run {
			fixed++
		}
	}
	return len(stab) / fixed
}

// runout values the board of the flop and the runout run (whose whole
// hand is h) and adds its counts, times m, to s.
//
// The sweep visits the combos by increasing value in groups of equal
// value. lower[p] holds the weight of range p's combos valued lower than
// the group (then, within it, up to its end) and lowerC[p][card] those
// of them holding the card: the opponent's weight a combo beats is
// lower less lowerC of its two cards (no lower combo holds both, as only
// the combo itself does); the weight it meets is the opponent's total on
// the board less those holding either card, plus the combo itself, held
// by both and taken out twice.
func (e *Engine) runout(s *Scratch, run deck.Set, h eval.Hand, m float64) {
	var tw [2]float64
	var tc [2][deck.NumCards]float64
	n := 0
	for _, i := range s.valid {
		if e.set[i]&run != 0 {
			continue
		}
		s.keys[n] = uint32(e.rank.Value(h.Merge(e.hole[i])))<<16 | uint32(i)
		n++
		d := &e.sweep[i]
		a, b := d.w[0], d.w[1]
		tw[0] += a
		tw[1] += b
		tc[0][d.c1] += a
		tc[0][d.c2] += a
		tc[1][d.c1] += b
		tc[1][d.c2] += b
	}
	keys := sortKeys(s.keys[:n], s.tmp[:n])
	var lower [2]float64
	var lowerC [2][deck.NumCards]float64
	less := s.less
	for start := 0; start < n; {
		v := keys[start] >> 16
		end := start + 1
		for end < n && keys[end]>>16 == v {
			end++
		}
		if end == start+1 {
			// A combo alone with its value ties only with itself, which
			// it cannot meet: it beats what is lower, and adds itself.
			i := keys[start] & 0xffff
			d, acc := &e.sweep[i], &s.acc[i]
			c1, c2 := d.c1, d.c2
			a, b := d.w[0], d.w[1]
			if a > 0 {
				acc.u[0] += m * (lower[1] - lowerC[1][c1] - lowerC[1][c2])
				acc.a[0] += m * (tw[1] - tc[1][c1] - tc[1][c2] + b)
			}
			if b > 0 {
				acc.u[1] += m * (lower[0] - lowerC[0][c1] - lowerC[0][c2])
				acc.a[1] += m * (tw[0] - tc[0][c1] - tc[0][c2] + a)
			}
			lower[0] += a
			lower[1] += b
			lowerC[0][c1] += a
			lowerC[0][c2] += a
			lowerC[1][c1] += b
			lowerC[1][c2] += b
			start = end
			continue
		}
		for k := start; k < end; k++ {
			d := &e.sweep[keys[k]&0xffff]
			less[k] = [2]float64{lower[1] - lowerC[1][d.c1] - lowerC[1][d.c2], lower[0] - lowerC[0][d.c1] - lowerC[0][d.c2]}
		}
		for k := start; k < end; k++ {
			d := &e.sweep[keys[k]&0xffff]
			a, b := d.w[0], d.w[1]
			lower[0] += a
			lower[1] += b
			lowerC[0][d.c1] += a
			lowerC[0][d.c2] += a
			lowerC[1][d.c1] += b
			lowerC[1][d.c2] += b
		}
		for k := start; k < end; k++ {
			i := keys[k] & 0xffff
			d, acc := &e.sweep[i], &s.acc[i]
			c1, c2 := d.c1, d.c2
			a, b := d.w[0], d.w[1]
			if a > 0 {
				leq := lower[1] - lowerC[1][c1] - lowerC[1][c2] + b
				acc.u[0] += m * (less[k][0] + 0.5*(leq-less[k][0]))
				acc.a[0] += m * (tw[1] - tc[1][c1] - tc[1][c2] + b)
			}
			if b > 0 {
				leq := lower[0] - lowerC[0][c1] - lowerC[0][c2] + a
				acc.u[1] += m * (less[k][1] + 0.5*(leq-less[k][1]))
				acc.a[1] += m * (tw[0] - tc[0][c1] - tc[0][c2] + a)
			}
		}
		start = end
	}
}

// sortKeys sorts keys (value<<16 | combo, values below 2^13) by value
// through tmp (valuesort.Sort), and returns them; a few keys, by
// insertion, which costs less than the radix sort's counts.
func sortKeys(keys, tmp []uint32) []uint32 {
	if len(keys) <= smallSort {
		for i := 1; i < len(keys); i++ {
			k := keys[i]
			j := i
			for ; j > 0 && keys[j-1] > k; j-- {
				keys[j] = keys[j-1]
			}
			keys[j] = k
		}
		return keys
	}
	return valuesort.Sort(keys, tmp)
}

// smallSort is the most keys sortKeys sorts by insertion.
const smallSort = 48

// symmetrize averages the counts of s over the relabellings stab, which
// fix the flop (see Engine).
func (e *Engine) symmetrize(s *Scratch, stab []int) {
	if len(stab) == 1 {
		return
	}
	imgs := deck.ComboImages()
	out := make([]comboCounts, len(e.combos))
	n := float64(len(stab))
	for _, i := range s.valid {
		ci := e.combos[i].Index()
		for _, k := range stab {
			c := &s.acc[e.local[imgs[k][ci]]]
			for p := range 2 {
				out[i].u[p] += c.u[p]
				out[i].a[p] += c.a[p]
			}
		}
		for p := range 2 {
			out[i].u[p] /= n
			out[i].a[p] /= n
		}
	}
	for _, i := range s.valid {
		s.acc[i] = out[i]
	}
}

// deals returns the weight of the deals of the two ranges on the flop:
// the sum of w1·w2 over the pairs of combos valid on it without a card in
// common.
func (e *Engine) deals(s *Scratch) float64 {
	var total float64
	var per [deck.NumCards]float64
	for _, i := range s.valid {
		b := e.w[1][i]
		total += b
		per[e.c1[i]] += b
		per[e.c2[i]] += b
	}
	var d float64
	for _, i := range s.valid {
		if a := e.w[0][i]; a > 0 {
			d += a * (total - per[e.c1[i]] - per[e.c2[i]] + e.w[1][i])
		}
	}
	return d
}

// equity returns range p's weighted combos on the flop, its equity and
// its buckets: the share of the weight of its deals (each combo's weight
// times the opponent's weight it meets, over the runouts) whose combo's
// equity falls in each bucket.
func (e *Engine) equity(s *Scratch, p int) (combos, equity float64, buckets []float64) {
	buckets = make([]float64, len(e.buckets)+1)
	var won, total float64
	for _, i := range s.valid {
		w := e.w[p][i]
		if w == 0 {
			continue
		}
		combos += w
		a, u := s.acc[i].a[p], s.acc[i].u[p]
		if a == 0 {
			continue
		}
		won += w * u
		total += w * a
		buckets[Bucket(e.buckets, u/a)] += w * a
	}
	if total == 0 {
		return combos, 0, buckets
	}
	for b := range buckets {
		buckets[b] /= total
	}
	return combos, won / total, buckets
}

// Bucket returns the index of the bucket of equity x under the bounds
// b: the number of bounds at or below x.
func Bucket(b []float64, x float64) int {
	n := 0
	for _, lo := range b {
		if x >= lo {
			n++
		}
	}
	return n
}

// made returns each range's made hands on the flop of class c (whose
// hand is fh): the weighted shares of its combos valid on the flop whose
// best postflop class is two pair or better, a set or better, and whose
// five cards are the best any two live cards make; and the shares of each
// best class.
func (e *Engine) made(c Class, fh eval.Hand, s *Scratch) ([]Made, [][]float64) {
	cards := c.Cards()
	spot, err := postflop.NewSpotIn(e.game, cards[:], 0)
	if err != nil {
		panic("flops: a flop of the game is not a spot: " + err.Error())
	}
	var nut eval.Rank
	for i, a := range s.live {
		for _, b := range s.live[i+1:] {
			nut = max(nut, e.rank.Value(fh.Add(a).Add(b)))
		}
	}
	out := make([]Made, 2)
	var total [2]float64
	var classes [2][postflop.NumMade]float64
	for _, i := range s.valid {
		hit, _ := spot.Hit(e.combos[i])
		isNut := e.rank.Value(fh.Merge(e.hole[i])) == nut
		for p := range 2 {
			w := e.w[p][i]
			if w == 0 {
				continue
			}
			total[p] += w
			classes[p][hit.Best] += w
			if e.twoPair.Has(hit.Best) {
				out[p].TwoPair += w
			}
			if e.sets.Has(hit.Best) {
				out[p].Sets += w
			}
			if isNut {
				out[p].Nuts += w
			}
		}
	}
	shares := make([][]float64, 2)
	for p := range 2 {
		shares[p] = make([]float64, postflop.NumMade)
		if total[p] == 0 {
			continue
		}
		out[p].TwoPair /= total[p]
		out[p].Sets /= total[p]
		out[p].Nuts /= total[p]
		for m, w := range classes[p] {
			shares[p][m] = w / total[p]
		}
	}
	return out, shares
}
