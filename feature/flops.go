package feature

import (
	"context"
	"errors"
	"fmt"

	"github.com/pokersim/pokersim/flops"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/report"
)

// Flops is the request of the flops row: the flags of "pokersim flops",
// by the same names.
type Flops struct {
	Game        string    `json:"game"` // "" for holdem
	Ranges      []string  `json:"ranges"`
	BoardFilter string    `json:"board_filter"`
	Hero        string    `json:"hero"`
	Buckets     []float64 `json:"buckets"`
	plan        *flops.Plan
}

// Validate checks the request as "pokersim flops" checks its arguments
// and prepares it, refusing work estimated beyond lim's CPU budget.
func (q *Flops) Validate(lim Limits) error {
	g := game.Holdem
	if q.Game != "" {
		var err error
		if g, err = game.Parse(q.Game); err != nil {
			return at("game", err)
		}
	}
	if len(q.Ranges) != 2 {
		return fieldError("ranges", "want two ranges, got %d", len(q.Ranges))
	}
	spec := flops.Spec{Game: g, Ranges: [2]string{q.Ranges[0], q.Ranges[1]}, Filter: q.BoardFilter, Hero: q.Hero, Buckets: q.Buckets}
	p, err := spec.Prepare()
	if err != nil {
		return flopsError(err)
	}
	if cost := p.Seconds(); lim.CPUBudget > 0 && cost > lim.CPUBudget.Seconds() {
		return &FieldError{Field: "board_filter", Err: fmt.Errorf(
			"valuing these %d flops would take %s of CPU time, over this server's budget of %s: keep fewer with board_filter, or run pokersim flops",
			len(p.Classes), report.Estimate(cost), lim.CPUBudget)}
	}
	q.plan = p
	return nil
}

// flopsError names the field at fault of an error of flops.Spec.Prepare.
func flopsError(err error) error {
	where := "ranges"
	switch {
	case errors.Is(err, flops.ErrGame):
		where = "game"
	case errors.Is(err, flops.ErrTexture), errors.Is(err, flops.ErrFilter):
		where = "board_filter"
	case errors.Is(err, flops.ErrHero):
		where = "hero"
	case errors.Is(err, flops.ErrBuckets):
		where = "buckets"
	}
	return at(where, err)
}

// Run values the two ranges on every flop kept, with lim.Workers
// goroutines: the report "pokersim flops" prints.
func (q *Flops) Run(ctx context.Context, lim Limits) (report.Report, error) {
	if q.plan == nil {
		panic("feature: Flops.Run before Validate")
	}
	out, err := q.plan.Run(ctx, flops.Options{Workers: lim.Workers})
	if err != nil {
		return nil, err
	}
	return out.Report, Finite(out.Report, "ranges")
}
