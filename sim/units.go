package sim

import (
	"context"
	"fmt"
	"time"
)

// An exact enumeration splits into units: the shards of the enumeration of
// known hands, or with ranges the pieces of the walk over assignments (one
// per hand of the widest range). Units can be counted apart, by different
// processes on different machines (package shard), and their counts put
// together with Combine give, bit for bit, the result of Run.

// Units returns the number of units of the plan's exact enumeration, or
// an error if the plan is not exact or asks for results by hand, which
// units do not carry.
func (p *Plan) Units() (int, error) {
	e, err := p.unitEngine()
	if err != nil {
		return 0, err
	}
	return e.units(p), nil
}

// unitEngine returns the plan's engine if its work splits into units.
func (p *Plan) unitEngine() (unitEngine, error) {
	e, ok := p.eng.(unitEngine)
	switch {
	case !ok:
		return nil, fmt.Errorf("%w: only exact enumeration splits into units", ErrOptions)
	case p.opts.ByHand:
		return nil, fmt.Errorf("%w: results by hand do not split into units", ErrOptions)
	}
	return e, nil
}

// UnitCounts is the exact counts of one unit: the outcomes (weighted by the
// ranges' weights, so not always whole) that each player wins alone, that
// it splits k ways (Split[p][k]), and with categories those of each final
// hand category. All sums are of integers, or of the same weights in the
// same order as Run adds them, so they put together exactly. It encodes to
// JSON without loss.
type UnitCounts struct {
	Unit    int         `json:"unit"`
	Samples int64       `json:"samples"`
	Total   float64     `json:"total"`
	Win     []float64   `json:"win"`
	Split   [][]float64 `json:"split"`
	Cats    [][]float64 `json:"categories,omitempty"`
	// HiLo, in a hi-lo game, is each player's outcomes by its part of the
	// high and the low half (a row per player).
	HiLo [][]float64 `json:"hilo,omitempty"`
}

// RunUnits counts the given units, on the plan's workers, and returns
// their counts in the order given.
func (p *Plan) RunUnits(ctx context.Context, units []int) ([]UnitCounts, error) {
	n, err := p.Units()
	if err != nil {
		return nil, err
	}
	out := make([]UnitCounts, len(units))
	for k, u := range units {
		if u < 0 || u >= n {
			return nil, fmt.Errorf("%w: unit %d of %d", ErrOptions, u, n)
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		acc, err := p.eng.(unitEngine).unit(ctx, p, u)
		if err != nil {
			return nil, err
		}
		out[k] = acc.unitCounts(u)
	}
	return out, nil
}

// Combine puts the counts of every unit of the plan together, in unit
// order, into the result Run gives. Each unit must be there once.
func (p *Plan) Combine(counts []UnitCounts, elapsed time.Duration) (*Result, error) {
	n, err := p.Units()
	if err != nil {
		return nil, err
	}
	byUnit := make([]*UnitCounts, n)
	for i := range counts {
		c := &counts[i]
		if c.Unit < 0 || c.Unit >= n || byUnit[c.Unit] != nil {
			return nil, fmt.Errorf("%w: unit %d given twice or not of the plan's %d", ErrOptions, c.Unit, n)
		}
		if err := c.check(len(p.m.Players), p.opts.Categories, p.m.Game.HiLo()); err != nil {
			return nil, err
		}
		byUnit[c.Unit] = c
	}
	total := newWeighted(len(p.m.Players), p.opts.Categories, p.m.Game.HiLo())
	for u, c := range byUnit {
		if c == nil {
			return nil, fmt.Errorf("%w: unit %d of %d missing", ErrOptions, u, n)
		}
		total.addWeighted(c.weighted())
	}
	return p.annotate(newWeightedResult(p.m, ModeExact, total, 0, false, elapsed)), nil
}

func (a *weighted) unitCounts(u int) UnitCounts {
	c := UnitCounts{Unit: u, Samples: a.samples, Total: a.total, Win: append([]float64(nil), a.win[:a.n]...)}
	for p := range a.n {
		c.Split = append(c.Split, append([]float64(nil), a.split[p][:a.n+1]...))
	}
	for p := range a.cats {
		c.Cats = append(c.Cats, append([]float64(nil), a.cats[p][:]...))
	}
	if a.hl != nil {
		cells := hiLoCells(a.n)
		for p := range a.n {
			c.HiLo = append(c.HiLo, append([]float64(nil), a.hl[p*cells:(p+1)*cells]...))
		}
	}
	return c
}

// check reports counts that do not fit n players.
func (c *UnitCounts) check(n int, cats, hiLo bool) error {
	bad := len(c.Win) != n || len(c.Split) != n || (cats && len(c.Cats) != n) || (!cats && c.Cats != nil) ||
		(hiLo && len(c.HiLo) != n) || (!hiLo && c.HiLo != nil)
	for _, s := range c.HiLo {
		bad = bad || len(s) != hiLoCells(n)
	}
	for _, s := range c.Split {
		bad = bad || len(s) != n+1
	}
	for _, s := range c.Cats {
		bad = bad || len(s) != numCats
	}
	if bad {
		return fmt.Errorf("%w: counts of unit %d do not fit %d players", ErrOptions, c.Unit, n)
	}
	return nil
}

func (c *UnitCounts) weighted() *weighted {
	n := len(c.Win)
	a := newWeighted(n, c.Cats != nil, c.HiLo != nil)
	a.samples, a.total = c.Samples, c.Total
	copy(a.win[:], c.Win)
	for p := range n {
		copy(a.split[p][:], c.Split[p])
		if c.Cats != nil {
			copy(a.cats[p][:], c.Cats[p])
		}
		if c.HiLo != nil {
			copy(a.hl[p*hiLoCells(n):], c.HiLo[p])
		}
	}
	return a
}
