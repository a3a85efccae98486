package flops

import (
	"fmt"
	"math"
	"strconv"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/postflop"
)

// Unit is the result of one unit of work, a flop class of Plan.Classes:
// its line of the report and, with a hero hand, the line of the second
// range without the combos the hero blocks (averaged over the symmetry,
// see Plan).
type Unit struct {
	Index int   `json:"i"`
	Flop  Flop  `json:"flop"`
	Hero  *Flop `json:"hero,omitempty"`
}

// Work is one goroutine's working space for Plan.Value.
type Work struct{ main, hero *Scratch }

// NewWork returns a working space for p.
func (p *Plan) NewWork() *Work {
	w := &Work{main: p.engine.NewScratch()}
	if p.hero != nil {
		w.hero = p.hero.engine.NewScratch()
	}
	return w
}

// Value computes unit i, the flop class p.Classes[i].
func (p *Plan) Value(i int, w *Work) Unit {
	c := p.Classes[i]
	u := Unit{Index: i, Flop: p.engine.Flop(c, w.main)}
	u.Flop.Texture = p.texture(i)
	if p.hero != nil {
		h := p.hero.engine.Flop(c, w.hero)
		h.Texture = u.Flop.Texture
		u.Hero = &h
	}
	return u
}

// texture returns the texture of unit i as the report names it.
func (p *Plan) texture(i int) FlopTexture {
	n := p.Textures[i].Names()
	return FlopTexture{Suits: n[groupSuits], Pairing: n[groupPairing], High: n[groupHigh], Connected: n[groupConnected]}
}

// Check reports a unit read back (from a journal or a shard file) that
// is not a plausible result of unit u.Index of p: another flop, count or
// texture, figures out of their bounds, equities or buckets that do not
// add up. The error wraps job.ErrImplausible.
func (p *Plan) Check(u *Unit) error {
	if u.Index < 0 || u.Index >= len(p.Classes) {
		return fmt.Errorf("%w: flop number %d of %d", job.ErrImplausible, u.Index, len(p.Classes))
	}
	if err := p.checkFlop(u.Index, &u.Flop, p.ranges[1]); err != nil {
		return err
	}
	switch {
	case p.hero == nil && u.Hero != nil:
		return fmt.Errorf("%w: flop %s has a hero's line, and the job no hero", job.ErrImplausible, u.Flop.Flop)
	case p.hero != nil && u.Hero == nil:
		return fmt.Errorf("%w: flop %s has no hero's line", job.ErrImplausible, u.Flop.Flop)
	case p.hero != nil:
		return p.checkFlop(u.Index, u.Hero, p.ranges[1])
	}
	return nil
}

// checkFlop checks the line f of flop class i, r2 being the second range.
func (p *Plan) checkFlop(i int, f *Flop, r2 *deck.Range) error {
	c := p.Classes[i]
	// Text read from a file is quoted, so that no escape sequence reaches
	// a terminal, and a difference names its field.
	tex := p.texture(i)
	switch {
	case f.Flop != c.String():
		return fmt.Errorf("%w: flop number %d: flop %s, not %q", job.ErrImplausible, i, strconv.Quote(f.Flop), c.String())
	case f.Count != c.Count:
		return fmt.Errorf("%w: flop %q: count %d, not %d", job.ErrImplausible, f.Flop, f.Count, c.Count)
	case f.Texture.Suits != tex.Suits:
		return fmt.Errorf("%w: flop %q: texture's suits %q, not %q", job.ErrImplausible, f.Flop, f.Texture.Suits, tex.Suits)
	case f.Texture.Pairing != tex.Pairing:
		return fmt.Errorf("%w: flop %q: texture's pairing %q, not %q", job.ErrImplausible, f.Flop, f.Texture.Pairing, tex.Pairing)
	case f.Texture.High != tex.High:
		return fmt.Errorf("%w: flop %q: texture's high card %q, not %q", job.ErrImplausible, f.Flop, f.Texture.High, tex.High)
	case f.Texture != tex:
		return fmt.Errorf("%w: flop %q: texture's connectedness %q, not %q", job.ErrImplausible, f.Flop, f.Texture.Connected, tex.Connected)
	}
	if len(f.Combos) != 2 || len(f.Equity) != 2 || len(f.Buckets) != 2 || len(f.Made) != 2 {
		return fmt.Errorf("%w: flop %s has not two ranges' figures", job.ErrImplausible, f.Flop)
	}
	totals := [2]float64{p.ranges[0].Total(), r2.Total()}
	if err := job.CheckCount("flop "+f.Flop+"'s deals", f.Deals, totals[0]*totals[1]); err != nil {
		return err
	}
	for r := range 2 {
		what := fmt.Sprintf("flop %s, range %d's ", f.Flop, r+1)
		if err := job.CheckCount(what+"combos", f.Combos[r], totals[r]); err != nil {
			return err
		}
		if err := job.CheckFraction(what+"equity", f.Equity[r]); err != nil {
			return err
		}
		if len(f.Buckets[r]) != len(p.buckets)+1 {
			return fmt.Errorf("%w: %s%d buckets, not %d", job.ErrImplausible, what, len(f.Buckets[r]), len(p.buckets)+1)
		}
		sum := 0.0
		for _, b := range f.Buckets[r] {
			if err := job.CheckFraction(what+"bucket", b); err != nil {
				return err
			}
			sum += b
		}
		if f.Deals > 0 && math.Abs(sum-1) > 1e-9 {
			return fmt.Errorf("%w: %sbuckets add up to %v", job.ErrImplausible, what, sum)
		}
		m := f.Made[r]
		for _, x := range []float64{m.TwoPair, m.Sets, m.Nuts} {
			if err := job.CheckFraction(what+"made hands", x); err != nil {
				return err
			}
		}
		if m.Sets > m.TwoPair+1e-9 {
			return fmt.Errorf("%w: %ssets or better (%v) above two pair or better (%v)", job.ErrImplausible, what, m.Sets, m.TwoPair)
		}
		if err := checkClasses(what, f.Classes, r, f.Combos[r]); err != nil {
			return err
		}
	}
	if f.Deals > 0 && math.Abs(f.Equity[0]+f.Equity[1]-1) > 1e-9 {
		return fmt.Errorf("%w: flop %s's equities add up to %v", job.ErrImplausible, f.Flop, f.Equity[0]+f.Equity[1])
	}
	return nil
}

// checkClasses checks range r's made-hand classes on a flop: a share of
// each class, in [0,1], adding up to 1 where the range has combos on the
// flop.
func checkClasses(what string, classes [][]float64, r int, combos float64) error {
	if len(classes) != 2 || len(classes[r]) != postflop.NumMade {
		return fmt.Errorf("%w: %snot a share of each made-hand class", job.ErrImplausible, what)
	}
	sum := 0.0
	for m, x := range classes[r] {
		if err := job.CheckFraction(what+"share of "+postflop.Made(m).String(), x); err != nil {
			return err
		}
		sum += x
	}
	if combos > 0 && math.Abs(sum-1) > 1e-9 {
		return fmt.Errorf("%w: %sclasses add up to %v", job.ErrImplausible, what, sum)
	}
	return nil
}

// madeNames returns the names of postflop's made-hand classes.
func madeNames() []string {
	var out []string
	for m := range postflop.Made(postflop.NumMade) {
		out = append(out, m.String())
	}
	return out
}

// Report assembles the report of the units, one per class of p in order.
// Averages over flops weigh each flop class by its count times its deals
// (equity, buckets) or times the range's combos on it (made hands), so
// that each raw flop counts once; over every flop, the equity is the
// preflop equity of the ranges.
func (p *Plan) Report(units []Unit) *Report {
	s := p.Spec
	r := &Report{Game: s.Game.String(), Ranges: s.Ranges[:], Filter: s.Filter, Symmetry: p.Symmetry.Name(),
		FlopsTotal: len(units), Buckets: p.Buckets(), ClassNames: madeNames()}
	var all summary
	groups := Groups()
	byName := make([][]summary, len(groups))
	for g := range groups {
		byName[g] = make([]summary, len(groups[g].Names))
	}
	var hero summary
	for i, u := range units {
		r.Flops = append(r.Flops, u.Flop)
		r.RawFlops += u.Flop.Count
		all.add(&u.Flop)
		for g := range groups {
			byName[g][p.Textures[i].value(g)].add(&u.Flop)
		}
		if u.Hero != nil {
			hero.add(u.Hero)
		}
	}
	r.Equity = all.equity()
	for g, grp := range groups {
		for v, name := range grp.Names {
			if sm := &byName[g][v]; sm.flops > 0 {
				r.Textures = append(r.Textures, TextureSummary{Group: grp.Name, Name: name, Flops: sm.flops, Count: sm.count,
					Deals: sm.deals, Equity: sm.equity(), Buckets: sm.bucketShares(), Made: sm.madeShares()})
			}
		}
	}
	if p.hero != nil {
		r.Hero = p.heroReport(&all, &hero)
	}
	return r
}

// summary sums the figures of flop lines, each weighted by its count.
type summary struct {
	flops, count int
	deals        float64
	won          [2]float64
	buckets      [2][]float64
	combos       [2]float64
	made         [2][3]float64
}

func (s *summary) add(f *Flop) {
	s.flops++
	s.count += f.Count
	n := float64(f.Count)
	d := n * f.Deals
	s.deals += d
	for r := range 2 {
		s.won[r] += d * f.Equity[r]
		if s.buckets[r] == nil {
			s.buckets[r] = make([]float64, len(f.Buckets[r]))
		}
		for b, x := range f.Buckets[r] {
			s.buckets[r][b] += d * x
		}
		c := n * f.Combos[r]
		s.combos[r] += c
		m := f.Made[r]
		s.made[r][0] += c * m.TwoPair
		s.made[r][1] += c * m.Sets
		s.made[r][2] += c * m.Nuts
	}
}

func (s *summary) equity() []float64 {
	out := make([]float64, 2)
	for r := range 2 {
		out[r] = ratio(s.won[r], s.deals)
	}
	return out
}

func (s *summary) bucketShares() [][]float64 {
	out := make([][]float64, 2)
	for r := range 2 {
		for _, x := range s.buckets[r] {
			out[r] = append(out[r], ratio(x, s.deals))
		}
	}
	return out
}

func (s *summary) madeShares() []Made {
	out := make([]Made, 2)
	for r := range 2 {
		m := s.made[r]
		c := s.combos[r]
		out[r] = Made{TwoPair: ratio(m[0], c), Sets: ratio(m[1], c), Nuts: ratio(m[2], c)}
	}
	return out
}

// ratio returns x/total, 0 for a zero total.
func ratio(x, total float64) float64 {
	if total == 0 {
		return 0
	}
	return x / total
}

// heroReport returns the hero's blockers: the second range's combos it
// removes by class, and its figures whole (all) and blocked (hero).
func (p *Plan) heroReport(all, hero *summary) *Hero {
	hand := p.hero.hand
	h := &Hero{Hand: hand.String(), Player: 1, Other: 2}
	for cl := range deck.AllClasses() {
		var combos, removed float64
		for c := range cl.Combos() {
			w := p.ranges[1].Weight(c)
			combos += w
			if c.Set()&hand.Set() != 0 {
				removed += w
			}
		}
		h.Combos += combos
		h.Blocked += removed
		if removed > 0 {
			h.Removed = append(h.Removed, Blocked{Class: cl.String(), Combos: combos, Removed: removed})
		}
	}
	h.Equity = []float64{all.equity()[1], hero.equity()[1]}
	h.Made = []Made{all.madeShares()[1], hero.madeShares()[1]}
	return h
}
