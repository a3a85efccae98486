package pql

import (
	"context"
	"math"
	"strings"

	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// engineFigure is a selector that pokersim's equity engine computes: a
// player's equity, or one of its win, tie or scoop frequencies.
type engineFigure struct {
	player int
	what   string // "equity", "win", "tie", "highwin", "hightie", "lowwin", "lowtie", "scoop"
}

// engineFigures returns the engine's figure for each selector, if every
// selector has one and the query has no where: avg of riverEquity or
// fractionalRiverEquity, count of winsHi, tiesHi, winsLo, tiesLo or
// scoops of a player, as the game's pot rule lets the engine count them.
func (pr *program) engineFigures() ([]engineFigure, bool) {
	if pr.q.Where != nil {
		return nil, false
	}
	players := map[string]int{}
	for i, n := range pr.t.names {
		players[strings.ToLower(n)] = i
	}
	low := pr.l.g.Low()
	var out []engineFigure
	for _, s := range pr.sels {
		call, ok := s.Arg.(*Call)
		if !ok || len(call.Args) != 1 {
			return nil, false
		}
		id, ok := call.Args[0].(*Ident)
		if !ok {
			return nil, false
		}
		p, ok := players[strings.ToLower(id.Name)]
		if !ok {
			return nil, false
		}
		name := strings.ToLower(call.Name)
		what := ""
		switch {
		case s.Agg == "avg" && (name == "riverequity" || name == "fractionalriverequity"):
			what = "equity"
		case s.Agg != "count":
		case name == "scoops":
			what = "scoop"
		case low == game.NoLow && name == "winshi", low == game.LowOnly && name == "winslo":
			what = "win"
		case low == game.NoLow && name == "tieshi", low == game.LowOnly && name == "tieslo":
			what = "tie"
		case low == game.EightOrBetter && name == "winshi":
			what = "highwin"
		case low == game.EightOrBetter && name == "tieshi":
			what = "hightie"
		case low == game.EightOrBetter && name == "winslo":
			what = "lowwin"
		case low == game.EightOrBetter && name == "tieslo":
			what = "lowtie"
		}
		if what == "" {
			return nil, false
		}
		out = append(out, engineFigure{p, what})
	}
	return out, true
}

// viaEngine answers a query of engine figures with pokersim's equity
// engine, on the matchup pokersim equity would build from the same
// players, board and dead cards: the same method, the same figures, at
// the same cost. ok is false for a query it cannot answer.
func (pr *program) viaEngine(ctx context.Context, r Request, method sim.Method, trials int64, workers int) (res *Result, ok bool, err error) {
	figs, ok := pr.engineFigures()
	if !ok {
		return nil, false, nil
	}
	opts := sim.Options{Method: method, Workers: workers, Seed: r.Seed, ExactBudget: r.ExactBudget}
	if method != sim.ForceExact {
		opts.Trials = trials
		if r.Trials == 0 && r.MaxTime > 0 {
			opts.Time = r.MaxTime
		}
	}
	plan, err := sim.NewPlan(pr.t.matchup, opts)
	if err != nil {
		return nil, true, errAt(pr.q.src, pos{}, ErrBinding, "%v", err)
	}
	out, err := plan.Run(ctx)
	if err != nil {
		return nil, true, err
	}
	res = &Result{Query: pr.q.text(), Method: out.Mode.String(), Trials: out.Samples, Deals: out.Samples, Engine: "sim", TimeLimited: out.TimeLimited}
	for i, f := range figs {
		pl := out.Players[f.player]
		v := 0.0
		switch f.what {
		case "equity":
			v = pl.Equity
		case "win":
			v = pl.Win
		case "tie":
			v = pl.Tie
		case "scoop":
			v = pl.Win // in a hi-lo game Win is the scoops
		case "highwin":
			v = pl.HiLo.HighWin
		case "hightie":
			v = pl.HiLo.HighTie
		case "lowwin":
			v = pl.HiLo.LowWin
		case "lowtie":
			v = pl.HiLo.LowTie
		}
		se := 0.0
		if out.Mode == sim.ModeMonteCarlo {
			se = pl.StdErr
			if f.what != "equity" {
				se = math.Sqrt(v * (1 - v) / float64(out.Samples))
			}
		}
		res.Selectors = append(res.Selectors, SelectorResult{Name: pr.sels[i].Name, Agg: pr.sels[i].Agg, Value: v, StdErr: se})
	}
	return res, true, nil
}
