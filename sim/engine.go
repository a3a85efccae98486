package sim

import (
	"context"
	"time"
)

// An engine values a plan's matchup by one method. NewPlan chooses one
// engine (chooseEngine), once, from the matchup's game family, whether its
// players hold ranges, the method and, for Monte Carlo of known hands, the
// trial loop that fits the matchup; Plan.Run and the units run it, without
// deciding again. doc.go lists every engine with the test that checks it.
//
// The engines of Monte Carlo differ in how they deal and value a block of
// trials (their blockRunner and its trial loop); runMonteCarlo runs the
// blocks, merges them and applies the stopping rules for every one. The exact engines are
// either a shardRunner of integer counts (tallyShards) or, with ranges,
// pieces of weighted counts (runRangePieces).
type engine interface {
	// method is ForceExact or ForceMonteCarlo.
	method() Method
	// run values p's matchup with p's options (which Checkpointed may
	// have changed since the engine was chosen).
	run(ctx context.Context, p *Plan) (*Result, error)
}

// A unitEngine is an exact engine whose work splits into units that can
// be counted apart and combined (units.go).
type unitEngine interface {
	engine
	// units returns the number of units.
	units(p *Plan) int
	// unit counts unit u into a weighted sum.
	unit(ctx context.Context, p *Plan, u int) (*weighted, error)
}

// Every exact engine splits into units; Plan.Units tells the methods
// apart by it.
var (
	_ unitEngine = holdemExact{}
	_ unitEngine = holdemRangeExact{}
	_ unitEngine = holdemBoardMajor{}
	_ unitEngine = omahaExact{}
	_ unitEngine = studExact{}
	_ unitEngine = holdemPreflopTable{}
	_ unitEngine = holdemSweep{}
)

// chooseEngine returns the engine of method (ForceExact or
// ForceMonteCarlo) for p's matchup as NewPlan prepared it.
func (p *Plan) chooseEngine(method Method) engine {
	exact := method == ForceExact
	switch {
	case p.stud != nil && exact:
		return studExact{p.stud}
	case p.stud != nil:
		return studMCEngine(p.stud, p.opts.Categories)
	case p.cards != nil && exact:
		return omahaExact{p.cards}
	case p.cards != nil:
		return omahaMC{p.cards}
	case exact && p.bm != nil:
		return holdemBoardMajor{p.bm}
	case exact && p.sw != nil:
		return holdemSweep{p.sw}
	case exact && p.seats != nil:
		return holdemRangeExact{}
	case exact:
		return holdemExact{}
	case p.seats != nil:
		return holdemRangeMC{}
	default:
		return holdemMCEngine(p.m, p.opts.Categories)
	}
}

// The Monte Carlo engines. Each of known hands is one trial loop, chosen
// by NewPlan (holdemMCEngine, studMCEngine); with ranges, the loop depends
// on the listing of assignments and a pilot of draws (newRangeSetup),
// work that belongs to the run (a batch plans all its lines first), so
// holdemRangeMC chooses it when the run starts.
type (
	// holdemHeadsUpMC deals the board to two known hands, valued inline
	// and counted without branches (sampler.runHeadsUp, holdem_mc.go).
	holdemHeadsUpMC struct{}
	// holdemMultiwayMC deals the board to three or more known hands,
	// counted by their winners' masks (sampler.runMultiway).
	holdemMultiwayMC struct{}
	// holdemLateMC deals the last one or two board cards to known hands
	// and looks each outcome up (sampler.runLate).
	holdemLateMC struct{}
	// holdemGenericMC deals the missing cards of known or partly known
	// hands in any Hold'em-family game and values them with the game's
	// showdown (sampler.runGeneric).
	holdemGenericMC struct{}
	// holdemRangeMC draws assignments of the ranges' hands and deals
	// around them (rangeSampler; holdem_rangemc.go, holdem_walk.go).
	holdemRangeMC struct{}
	// omahaMC deals a game of two hole and three board cards
	// (cardSampler; omaha_mc.go).
	omahaMC struct{ s *cardSetup }
	// studHeadsUpMC deals a heads-up stud game without a community card,
	// counted in local counters (studSampler.runHeadsUp, stud_mc.go).
	studHeadsUpMC struct{ s *studSetup }
	// studGenericMC deals any stud game and values it with the game's
	// showdown (studSampler.runGeneric).
	studGenericMC struct{ s *studSetup }
)

// Every Monte Carlo engine runs its blocks through runMonteCarlo.
var (
	_ engine = holdemHeadsUpMC{}
	_ engine = holdemMultiwayMC{}
	_ engine = holdemLateMC{}
	_ engine = holdemGenericMC{}
	_ engine = holdemRangeMC{}
	_ engine = omahaMC{}
	_ engine = studHeadsUpMC{}
	_ engine = studGenericMC{}
)

func (holdemHeadsUpMC) method() Method  { return ForceMonteCarlo }
func (holdemMultiwayMC) method() Method { return ForceMonteCarlo }
func (holdemLateMC) method() Method     { return ForceMonteCarlo }
func (holdemGenericMC) method() Method  { return ForceMonteCarlo }
func (holdemRangeMC) method() Method    { return ForceMonteCarlo }
func (omahaMC) method() Method          { return ForceMonteCarlo }
func (studHeadsUpMC) method() Method    { return ForceMonteCarlo }
func (studGenericMC) method() Method    { return ForceMonteCarlo }

func (holdemHeadsUpMC) run(ctx context.Context, p *Plan) (*Result, error) {
	return p.runHoldemMC(ctx, (*sampler).runHeadsUp)
}

func (holdemMultiwayMC) run(ctx context.Context, p *Plan) (*Result, error) {
	return p.runHoldemMC(ctx, (*sampler).runMultiway)
}

func (holdemLateMC) run(ctx context.Context, p *Plan) (*Result, error) {
	return p.runHoldemMC(ctx, (*sampler).runLate)
}

func (holdemGenericMC) run(ctx context.Context, p *Plan) (*Result, error) {
	return p.runHoldemMC(ctx, (*sampler).runGeneric)
}

// runHoldemMC runs Monte Carlo on samplers of p's matchup that play their
// trials by loop.
func (p *Plan) runHoldemMC(ctx context.Context, loop holdemLoop) (*Result, error) {
	return runMonteCarlo(ctx, p.m, p.opts, func() blockRunner { return newSampler(p.m, p.opts.Categories, loop) })
}

func (holdemRangeMC) run(ctx context.Context, p *Plan) (*Result, error) {
	setup, err := newRangeSetup(ctx, p.m, p.seats, p.opts, maxListedTuples, dealRandom|byOrbits)
	if err != nil {
		return nil, err
	}
	return runMonteCarlo(ctx, p.m, p.opts, func() blockRunner { return setup.newSampler() })
}

func (e omahaMC) run(ctx context.Context, p *Plan) (*Result, error) {
	return runMonteCarlo(ctx, p.m, p.opts, func() blockRunner { return e.s.newSampler(p.opts.Categories) })
}

func (e studHeadsUpMC) run(ctx context.Context, p *Plan) (*Result, error) {
	return runMonteCarlo(ctx, p.m, p.opts, func() blockRunner { return e.s.newSampler(p.opts.Categories, (*studSampler).runHeadsUp) })
}

func (e studGenericMC) run(ctx context.Context, p *Plan) (*Result, error) {
	return runMonteCarlo(ctx, p.m, p.opts, func() blockRunner { return e.s.newSampler(p.opts.Categories, (*studSampler).runGeneric) })
}

// The exact engines.
type (
	// holdemExact enumerates known hands by the board's rank multisets
	// (holdem_multiset.go) where that is exact, card by card otherwise
	// (holdem_enumerate.go).
	holdemExact struct{}
	// holdemRangeExact walks the assignments of the ranges' hands in
	// orbits of the suit symmetries (holdem_exactrange.go,
	// holdem_orbits.go).
	holdemRangeExact struct{}
	// holdemBoardMajor values a heads-up matchup with ranges board first
	// (holdem_boardmajor.go).
	holdemBoardMajor struct{ bm *boardMajor }
	// omahaExact enumerates a game of two hole and three board cards
	// (omaha_exact.go, omaha_multiset.go).
	omahaExact struct{ s *cardSetup }
	// studExact enumerates a stud game (stud_duel.go heads-up, else
	// stud_exact.go).
	studExact struct{ s *studSetup }
)

func (holdemExact) method() Method      { return ForceExact }
func (holdemRangeExact) method() Method { return ForceExact }
func (holdemBoardMajor) method() Method { return ForceExact }
func (omahaExact) method() Method       { return ForceExact }
func (studExact) method() Method        { return ForceExact }

func (holdemExact) run(ctx context.Context, p *Plan) (*Result, error) {
	return p.enumerate(ctx, func(ctx context.Context, t *tally) shardRunner { return newShardRunner(ctx, p.m, t) })
}

func (e omahaExact) run(ctx context.Context, p *Plan) (*Result, error) {
	return p.enumerate(ctx, e.s.newShardRunner)
}

func (e studExact) run(ctx context.Context, p *Plan) (*Result, error) {
	return p.enumerate(ctx, e.s.newShardRunner)
}

func (holdemRangeExact) run(ctx context.Context, p *Plan) (*Result, error) {
	return p.enumerateRanges(ctx)
}

func (e holdemBoardMajor) run(ctx context.Context, p *Plan) (*Result, error) {
	return p.enumerateBoardMajor(ctx)
}

// The units of the exact engines of integer counts are their shards.

func (holdemExact) units(p *Plan) int {
	return newShardRunner(context.Background(), p.m, newTally(p.m.Game, len(p.m.Players), false)).shards()
}

func (e omahaExact) units(p *Plan) int {
	return e.s.newShardRunner(context.Background(), newTally(p.m.Game, len(p.m.Players), false)).shards()
}

func (e studExact) units(p *Plan) int {
	return e.s.newShardRunner(context.Background(), newTally(p.m.Game, len(p.m.Players), false)).shards()
}

func (holdemExact) unit(ctx context.Context, p *Plan, u int) (*weighted, error) {
	return shardUnit(ctx, p, u, func(ctx context.Context, t *tally) shardRunner { return newShardRunner(ctx, p.m, t) })
}

func (e omahaExact) unit(ctx context.Context, p *Plan, u int) (*weighted, error) {
	return shardUnit(ctx, p, u, e.s.newShardRunner)
}

func (e studExact) unit(ctx context.Context, p *Plan, u int) (*weighted, error) {
	return shardUnit(ctx, p, u, e.s.newShardRunner)
}

// The units of the exact engines with ranges are their pieces.

func (holdemRangeExact) units(p *Plan) int {
	return newOrbitWalker(p.seats, p.perms, false).pieces()
}

func (holdemRangeExact) unit(ctx context.Context, p *Plan, u int) (*weighted, error) {
	piece, err := p.rangePiece(ctx, newOrbitWalker(p.seats, p.perms, false), u)
	if err != nil {
		return nil, err
	}
	return piece.acc, nil
}

func (e holdemBoardMajor) units(*Plan) int { return e.bm.shards() }

func (e holdemBoardMajor) unit(ctx context.Context, _ *Plan, u int) (*weighted, error) {
	piece, err := e.bm.newWork().runShard(ctx, u)
	if err != nil {
		return nil, err
	}
	return piece.acc, nil
}

// shardUnit counts shard u of the enumeration newRunner makes into a
// weighted sum.
func shardUnit(ctx context.Context, p *Plan, u int, newRunner func(context.Context, *tally) shardRunner) (*weighted, error) {
	t := newTally(p.m.Game, len(p.m.Players), p.opts.Categories)
	if err := newRunner(ctx, t).runShard(u); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	a := newWeighted(t.n, t.cats != nil, t.hl != nil)
	a.add(t, 1, 1)
	return a, nil
}

// enumerate values the plan's matchup exactly by the enumeration newRunner
// makes. The work is split into shards handed out to the workers, each
// counting into a tally of its own; the counts are integers, so the result
// does not depend on the number of workers.
func (p *Plan) enumerate(ctx context.Context, newRunner func(context.Context, *tally) shardRunner) (*Result, error) {
	start := time.Now()
	t, err := tallyShards(ctx, p.m, p.opts, newRunner)
	if err != nil {
		return nil, err
	}
	return knownHandLine(newResult(p.m, ModeExact, t, 0, false, time.Since(start)), p.opts), nil
}
