package sim

import (
	"context"
	"fmt"
	"math"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// A Plan is a matchup checked and prepared for valuing, with its method
// chosen: the one place where a request is validated, its players' hands
// are listed and the choice between exact enumeration and Monte Carlo is
// made. Make one with NewPlan; Equity does both steps.
type Plan struct {
	m     *Matchup
	opts  Options
	seats []seat          // the players' hands, if any player holds a range
	cards *cardSetup      // the matchup prepared, in a game of two hole and three board cards (omaha.go)
	stud  *studSetup      // the matchup prepared, in a stud game (stud.go)
	bm    *boardMajor     // the heads-up matchup with ranges prepared for valuing board first, if that is quicker
	sw    *sweep          // the matchup of three or more players with ranges prepared for valuing board first, if that is quicker
	perms []deck.SuitPerm // the suit symmetries of the board and dead cards, for ranges
	cost  float64         // the estimated CPU seconds of exact enumeration; +Inf if beyond it
	eng   engine          // the engine chosen (engine.go)
}

// Estimated times of the exact paths on one core, for Auto's choice: one
// showdown of the plain enumeration, per player (about 9 ns, measured on
// fivecard AhKhQh vs 2c2d); and the walk over assignments of hands with
// ranges, per assignment (the symmetry test; about 0.3 µs).
const (
	completionSeconds = 10e-9
	tupleSeconds      = 0.3e-6
	// cardShowdownSeconds is the time of valuing one player's hand in a
	// cards game's enumeration (omaha.go), its share of preparing the
	// board included.
	cardShowdownSeconds = 60e-9
)

// multisetSeconds[k] estimates the time of valuing a matchup of known
// hands by the rank multisets of k board cards to come, per player
// (measured on AhKh vs QsQd: 1.3 ms before the flop).
var multisetSeconds = [6]float64{0.1e-6, 0.3e-6, 1.5e-6, 10e-6, 80e-6, 0.6e-3}

// omahaSetSeconds[k] estimates the time of valuing a matchup of known
// Omaha hands by the rank multisets of k board cards to come (omaha_multiset.go),
// per player (measured on AsAhKsKh vs 8d9dTcJc: about 4 ms before the
// flop, 25 µs on a flop; Omaha boards come 0, 3, 4 or 5 at a time).
var omahaSetSeconds = [6]float64{1e-6, 2e-6, 15e-6, 0.1e-3, 0.5e-3, 2e-3}

// maxExactTuples is the most assignments of hands to players that exact
// enumeration with ranges will walk.
const maxExactTuples = 1 << 24

// NewPlan validates m and opts and prepares m for valuing. The error is a
// *MatchupError naming the part of m at fault, or wraps ErrOptions. With
// opts.Method Auto, the plan enumerates exactly if its estimated CPU time
// is within opts.ExactBudget, and runs Monte Carlo otherwise; the estimate
// depends only on m and on opts' budget, categories and results by hand.
func NewPlan(m *Matchup, opts Options) (*Plan, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if err := m.validateShape(); err != nil {
		return nil, err
	}
	p := &Plan{m: m, opts: opts}
	if opts.Categories && m.Game.Low() == game.LowOnly {
		return nil, fmt.Errorf("%w: hand categories are of high hands, and %s is played for the low only", ErrOptions, m.Game.Title())
	}
	if m.Game.Stud() {
		if opts.ByHand {
			return nil, fmt.Errorf("%w: results by hand are for ranges of two-card hands, not %s", ErrOptions, m.Game.Title())
		}
		p.stud = newStudSetup(m)
	} else if m.Game.Use() == game.TwoPlusThree {
		if opts.ByHand {
			return nil, fmt.Errorf("%w: results by hand are for ranges of two-card hands, not %s", ErrOptions, m.Game.Title())
		}
		cs, err := newCardSetup(m)
		if err != nil {
			return nil, err
		}
		p.cards = cs
	} else if m.hasRanges() {
		p.seats = m.seats()
		if err := m.checkRanges(p.seats); err != nil {
			return nil, err
		}
	}
	if opts.Method != ForceMonteCarlo {
		p.estimate()
	}
	method := ForceMonteCarlo
	switch {
	case opts.Method == ForceExact && math.IsInf(p.cost, 1):
		return nil, matchupError("matchup", ErrTooMany, "too many assignments of hands to enumerate exactly; use Monte Carlo")
	case opts.Method != Auto:
		method = opts.Method
	case p.cost <= opts.exactBudget():
		method = ForceExact
	}
	p.eng = p.chooseEngine(method)
	if method == ForceExact {
		if e, ok := p.preflopTable(p.eng); ok {
			p.eng = e
		}
	}
	return p, nil
}

// Method returns the method the plan will use: ForceExact or
// ForceMonteCarlo.
func (p *Plan) Method() Method { return p.eng.method() }

// ExactCost returns the estimated CPU time, in seconds, of valuing the
// matchup exactly, or +Inf if it is too much to enumerate at all.
func (p *Plan) ExactCost() float64 {
	if p.cost == 0 && p.opts.Method == ForceMonteCarlo {
		p.estimate()
	}
	return p.cost
}

// Run values the matchup by the plan's method. If ctx is cancelled, exact
// enumeration returns ctx's error, and Monte Carlo the trials merged so
// far, with Interrupted set.
func (p *Plan) Run(ctx context.Context) (*Result, error) {
	r, err := p.eng.run(ctx, p)
	if err != nil {
		return nil, err
	}
	return p.annotate(r), nil
}

// annotate adds to r what the plan knows beyond the counts: the number of
// hands of each Omaha range.
func (p *Plan) annotate(r *Result) *Result {
	if p.cards != nil {
		p.cards.annotate(r)
	}
	return r
}

// Checkpointed returns a copy of p that, run by Monte Carlo, resumes from c
// if it is not nil and passes its checkpoints to on (see
// Options.Resume and Options.OnCheckpoint). The error wraps ErrOptions for
// a plan with categories or results by hand.
func (p *Plan) Checkpointed(c *Checkpoint, on func(*Checkpoint)) (*Plan, error) {
	q := *p
	q.opts.Resume, q.opts.OnCheckpoint = c, on
	if err := q.opts.Validate(); err != nil {
		return nil, err
	}
	if c != nil {
		if err := newTally(p.m.Game, len(p.m.Players), false).restore(c); err != nil {
			return nil, err
		}
	}
	return &q, nil
}

// Equity values m by the method opts.Method asks for, or as Auto chooses
// (see NewPlan).
func Equity(ctx context.Context, m *Matchup, opts Options) (*Result, error) {
	p, err := NewPlan(m, opts)
	if err != nil {
		return nil, err
	}
	return p.Run(ctx)
}

// Enumerate values m exactly by enumerating every completion (and, with
// ranges, every assignment of hands). The counts are integers (weighted
// sums with ranges), so the result does not depend on the number of
// workers. If ctx is cancelled, Enumerate returns ctx's error.
func Enumerate(ctx context.Context, m *Matchup, opts Options) (*Result, error) {
	opts.Method = ForceExact
	return Equity(ctx, m, opts)
}

// MonteCarlo estimates m's equities by dealing random completions; see
// Plan.Run and Options for its stopping rules and reproducibility.
func MonteCarlo(ctx context.Context, m *Matchup, opts Options) (*Result, error) {
	opts.Method = ForceMonteCarlo
	return Equity(ctx, m, opts)
}

// ChooseMethod returns the method Auto would choose for m with opts, or
// opts.Method if it is not Auto; ForceMonteCarlo if m or opts are not
// valid.
func ChooseMethod(m *Matchup, opts Options) Method {
	p, err := NewPlan(m, opts)
	if err != nil {
		return ForceMonteCarlo
	}
	return p.Method()
}

// estimate sets p.cost, the CPU seconds exact enumeration would take, and
// with ranges p.perms.
func (p *Plan) estimate() {
	if p.cards != nil {
		p.cost = p.cards.seconds()
		return
	}
	if p.stud != nil {
		p.cost = p.stud.seconds()
		return
	}
	if p.seats == nil {
		p.cost = p.knownSeconds()
		return
	}
	bound := tupleBound(p.seats)
	if bound > maxExactTuples {
		p.cost = math.Inf(1)
		p.chooseBoardMajor()
		return
	}
	// The assignments fall into at least bound/|perms| orbits, and about
	// that many where the ranges are symmetric under the relabellings
	// (counting them would mean walking them all).
	p.perms = symmetries(p.m)
	p.cost = bound/float64(len(p.perms))*p.knownSeconds() + bound*tupleSeconds
	p.chooseBoardMajor()
	p.chooseSweep()
}

// chooseSweep prepares the matchup of three or more players with ranges
// for valuing board first (holdem_sweep.go) if it can be, exactly, and
// that is estimated quicker than the walk over assignments. It leaves
// p.cost as the walk's, so that Auto chooses as it did before the sweep.
func (p *Plan) chooseSweep() {
	if s, ok := newSweep(p.m, p.seats, p.opts); ok && s.seconds() < p.cost {
		p.sw = s
	}
}

// chooseBoardMajor prepares the heads-up matchup with ranges for valuing
// board first (holdem_boardmajor.go) if it can be and that is estimated quicker.
func (p *Plan) chooseBoardMajor() {
	if !canBoardMajor(p.m) {
		return
	}
	bm := newBoardMajor(p.m, p.seats, p.opts.Categories, p.opts.ByHand)
	if cost := bm.seconds(); cost < p.cost {
		p.bm, p.cost = bm, cost
	}
}

// knownSeconds estimates the CPU seconds of valuing one assignment of known
// hands in p's matchup exactly.
func (p *Plan) knownSeconds() float64 {
	m := p.m
	n := float64(len(m.Players))
	if canMultiset(m) {
		return multisetSeconds[m.Game.BoardCards()-len(m.Board)] * n
	}
	return completionsOf(m) * n * completionSeconds
}

// completionsOf returns the number of completions of m's known hands (as a
// float64, since it may be astronomically large): the ways to deal the
// board's missing cards and each player's, from the cards not known. A
// player with a range counts as holding two known cards.
func completionsOf(m *Matchup) float64 {
	hole := m.Game.HoleCards()
	known := m.Known().Len()
	for _, pl := range m.Players {
		if pl.Range != nil {
			known += hole
		}
	}
	n := float64(m.Game.Deck().Len() - known)
	total := 1.0
	draw := func(k int) {
		for i := range k {
			total *= (n - float64(i)) / float64(i+1)
		}
		n -= float64(k)
	}
	draw(m.Game.BoardCards() - len(m.Board))
	for _, pl := range m.Players {
		if pl.Range == nil {
			draw(hole - len(pl.Cards))
		}
	}
	return total
}
