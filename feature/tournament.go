package feature

import (
	"context"
	"errors"

	"github.com/pokersim/pokersim/icm"
	"github.com/pokersim/pokersim/pushfold"
	"github.com/pokersim/pokersim/report"
)

// Bounds of the tournament requests, so that one request cannot hold a
// server for long.
const (
	// MaxICMPlayers bounds the field of one ICM request.
	MaxICMPlayers = 10_000
	// MaxButtonDeals bounds the sample of a three-handed push-or-fold
	// request, which is drawn afresh for any but the default.
	MaxButtonDeals = 1 << 21
)

// ICM is the request of the icm row: an icm.Request.
type ICM struct {
	icm.Request
}

// Validate bounds the number of players, then checks every value
// (icm.Request.Validate) before any work.
func (q *ICM) Validate(Limits) error {
	if n := len(q.Stacks); n > MaxICMPlayers {
		return fieldError("stacks", "at most %d players, got %d", MaxICMPlayers, n)
	}
	return tournamentError(q.Request.Validate())
}

// Run values the field, with lim.Workers goroutines for Monte Carlo.
func (q *ICM) Run(ctx context.Context, lim Limits) (report.Report, error) {
	r, err := icm.Run(ctx, q.Request, lim.Workers)
	if err != nil {
		return nil, tournamentError(err)
	}
	return r, Finite(r, "stacks")
}

// Pushfold is the request of the pushfold row: a heads-up pushfold.Game.
type Pushfold struct {
	pushfold.Game
}

// Validate checks the game (pushfold.Game.Validate).
func (q *Pushfold) Validate(Limits) error { return tournamentError(q.Game.Validate()) }

// Run solves the game.
func (q *Pushfold) Run(ctx context.Context, lim Limits) (report.Report, error) {
	sol, err := pushfold.Solve(ctx, q.Game, pushfold.Options{})
	if err != nil {
		return nil, tournamentError(err)
	}
	r := sol.Report()
	return r, Finite(r, "stack")
}

// PushfoldChart is the request of the pushfold-chart row: the ante of a
// pushfold.Game (its stack, if any, is not used).
type PushfoldChart struct {
	pushfold.Game
}

// Validate accepts any request: NewChart checks the ante before any work.
func (q *PushfoldChart) Validate(Limits) error { return nil }

// Run draws the chart of the ante with lim.Workers goroutines.
func (q *PushfoldChart) Run(ctx context.Context, lim Limits) (report.Report, error) {
	c, err := pushfold.NewChart(ctx, q.Ante, lim.Workers)
	var ge *pushfold.GameError
	if errors.As(err, &ge) {
		// The chart's stacks are its own, not the request's: an ante
		// they cannot post is the ante's fault.
		return nil, at("ante", err)
	}
	if err != nil {
		return nil, err
	}
	r := c.Report()
	return r, Finite(r, "ante")
}

// PushfoldICM is the request of the pushfold-icm row: a
// pushfold.ICMGame.
type PushfoldICM struct {
	pushfold.ICMGame
}

// Validate bounds the number of players to those ICM values exactly,
// then checks the game (pushfold.ICMGame.Validate).
func (q *PushfoldICM) Validate(Limits) error {
	if n := len(q.Stacks); n > icm.MaxExact {
		return fieldError("stacks", "at most %d players, got %d", icm.MaxExact, n)
	}
	return tournamentError(q.ICMGame.Validate())
}

// Run solves the game in prize equity.
func (q *PushfoldICM) Run(ctx context.Context, lim Limits) (report.Report, error) {
	sol, err := pushfold.SolveICM(ctx, q.ICMGame, pushfold.Options{})
	if err != nil {
		return nil, tournamentError(err)
	}
	r := sol.Report()
	return r, Finite(r, "stacks")
}

// PushfoldButton is the request of the pushfold-button row: a
// pushfold.ThreeWayGame.
type PushfoldButton struct {
	pushfold.ThreeWayGame
}

// Validate bounds the number of players and the sample.
func (q *PushfoldButton) Validate(Limits) error {
	switch {
	case len(q.Stacks) > icm.MaxExact:
		return fieldError("stacks", "at most %d players, got %d", icm.MaxExact, len(q.Stacks))
	case q.Deals > MaxButtonDeals:
		return fieldError("deals", "at most %d deals, got %d", MaxButtonDeals, q.Deals)
	}
	return tournamentError(q.ThreeWayGame.Validate())
}

// Run solves the three-handed game in prize equity.
func (q *PushfoldButton) Run(ctx context.Context, lim Limits) (report.Report, error) {
	sol, err := pushfold.SolveThreeWay(ctx, q.ThreeWayGame, pushfold.Options{})
	if err != nil {
		return nil, tournamentError(err)
	}
	r := sol.Report()
	return r, Finite(r, "stacks")
}

// tournamentError names the field at fault of an error of icm or
// pushfold: an *icm.InputError's list or value, a *pushfold.GameError's field.
func tournamentError(err error) error {
	var (
		ie *icm.InputError
		ge *pushfold.GameError
	)
	switch {
	case errors.As(err, &ie):
		return at(ie.What, err)
	case errors.As(err, &ge):
		return at(ge.Field, err)
	}
	return err
}
