package sim

import (
	"context"
	"math"
	"time"

	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/preflop"
)

// Heads-up Hold'em before the flop, with no board or dead card, is
// answered from package preflop's table of exact counts, for every pair of
// hands the players may hold: the boards each wins alone, the rest split.
// The sum over the pairs, each times the product of its weights, is what
// the enumerations (holdemExact, holdemRangeExact, holdemBoardMajor) add up
// board by board, so the figures are the same, bit for bit, wherever
// every sum they form is exact in float64: with weights that are whole
// multiples of a power of two, 2^-k0 and 2^-k1 (integers: k = 0), every
// product and partial sum is a whole multiple of 2^-(k0+k1) no greater
// than the total, W0·W1·C(48, 5) where Wp is player p's weight summed in
// units of 2^-kp; below 2^53 in those units, every one is exact whatever
// the order of addition (the enumerations' own contract: "with weights of
// 1 every sum is an integer below 2^53"). Elsewhere (weights such as 0.3,
// whose sums round differently in a different order) the plan enumerates.

// holdemPreflopTable answers an exact heads-up preflop matchup from the
// table; its units are those of the enumeration it stands for (next), so
// that package shard splits the work as before.
type holdemPreflopTable struct {
	next  unitEngine
	seats []seat
	scale [2]int // kp: player p's weights are whole multiples of 2^-kp
}

func (holdemPreflopTable) method() Method { return ForceExact }

func (e holdemPreflopTable) units(p *Plan) int { return e.next.units(p) }

func (e holdemPreflopTable) unit(ctx context.Context, p *Plan, u int) (*weighted, error) {
	return e.next.unit(ctx, p, u)
}

// run sums the table's counts over the pairs of hands without a card in
// common: in integers, in units of 2^-(k0+k1), then scaled exactly.
func (e holdemPreflopTable) run(ctx context.Context, p *Plan) (*Result, error) {
	start := time.Now()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var pairs, weight, win0, win1 int64
	var heroes *heroTable
	if p.opts.ByHand && p.m.hasRanges() {
		heroes = new(heroTable) // as the range engines; else knownHandLine's
	}
	unit := math.Ldexp(1, -(e.scale[0] + e.scale[1]))
	s0, s1 := e.seats[0], e.seats[1]
	ints := make([]int64, len(s1.combos))
	for j, w := range s1.weights {
		ints[j] = int64(math.Ldexp(w, e.scale[1]))
	}
	for i, x := range s0.combos {
		a := int64(math.Ldexp(s0.weights[i], e.scale[0]))
		hero := preflop.NewHero(x)
		hand := x.Set()
		var n, wb, w0, w1 int64
		for j, y := range s1.combos {
			if y.Set()&hand != 0 {
				continue
			}
			c0, c1 := hero.Counts(y)
			b := ints[j]
			n++
			wb += b
			w0 += b * c0
			w1 += b * c1
		}
		pairs += n
		weight += a * wb
		win0 += a * w0
		win1 += a * w1
		if heroes != nil && n > 0 {
			all := wb * preflop.Boards
			heroes.addDuel(x, n*preflop.Boards, float64(a*all)*unit, float64(a*w0)*unit, float64(a*(all-w0-w1))*unit)
		}
	}
	total := weight * preflop.Boards
	acc := newWeighted(2, false, false)
	acc.samples = pairs * preflop.Boards
	acc.total = float64(total) * unit
	acc.win[0], acc.win[1] = float64(win0)*unit, float64(win1)*unit
	acc.split[0][2] = float64(total-win0-win1) * unit
	acc.split[1][2] = acc.split[0][2]
	newProgress(p.opts.Progress, 1).step()
	r := newWeightedResult(p.m, ModeExact, acc, 0, false, time.Since(start))
	r.Table = true
	if heroes != nil {
		r.ByHand = heroes.results()
	}
	return knownHandLine(r, p.opts), nil
}

// preflopTable returns the table engine standing for next, the exact
// engine chosen for p's matchup, if the table answers the matchup exactly
// (see above): two players of Hold'em, before the flop, no dead card, no
// categories, and weights whose sums are exact. Results by hand add each
// hand's line once, from its sums: its share (wins and half the ties)
// and its sum of squared shares (a quarter of the ties) are multiples of
// 2^-(k0+k1+2), so the bound is four times tighter for them.
func (p *Plan) preflopTable(next engine) (engine, bool) {
	m, o := p.m, p.opts
	u, ok := next.(unitEngine)
	if !ok || o.NoTables || o.Categories || m.Game != game.Holdem ||
		len(m.Players) != 2 || len(m.Board) != 0 || len(m.Dead) != 0 {
		return nil, false
	}
	seats := p.seats
	if seats == nil {
		seats = m.seats()
	}
	e := holdemPreflopTable{next: u, seats: seats}
	var units [2]float64 // Wp, player p's weights summed in units of 2^-kp
	for s, st := range seats {
		k, ok := dyadicScale(st.weights)
		if !ok {
			return nil, false
		}
		e.scale[s] = k
		for _, w := range st.weights {
			units[s] += math.Ldexp(w, k)
		}
	}
	// The bound is computed in float64, which may round; 2^52 leaves a
	// margin of a factor of two.
	bound := float64(1 << 52)
	if o.ByHand {
		bound /= 4
	}
	if units[0]*units[1]*preflop.Boards >= bound {
		return nil, false
	}
	return e, true
}

// maxScale is the most binary places a weight may have for the table:
// weights of 2^-20 and finer would leave too few bits for the counts.
const maxScale = 20

// dyadicScale returns the least k such that every weight is a positive
// whole multiple of 2^-k, if there is one no greater than maxScale.
func dyadicScale(weights []float64) (int, bool) {
	k := 0
	for _, w := range weights {
		if !(w > 0) || math.IsInf(w, 0) {
			return 0, false
		}
		for k <= maxScale && math.Ldexp(w, k) != math.Trunc(math.Ldexp(w, k)) {
			k++
		}
		if k > maxScale {
			return 0, false
		}
	}
	return k, true
}
