package request

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// Request is one equity question: the players, the cards known, the game,
// the method and its limits, and what to show. Its JSON field names are
// the command line's flag names (by_hand for --by-hand); zero values mean
// the defaults. Players are written as on the command line: known cards
// ("AhKh"), a range ("QQ+,AKs"), or "random".
type Request struct {
	Players []string `json:"players"`
	Board   string   `json:"board,omitempty"`
	Dead    string   `json:"dead,omitempty"`
	Game    string   `json:"game,omitempty"`
	// Method is "auto" (or empty), "exact" or "mc".
	Method string `json:"method,omitempty"`
	Trials int64  `json:"trials,omitempty"`
	// StdErr is the standard-error target of Monte Carlo.
	StdErr float64 `json:"stderr,omitempty"`
	// Time is a Monte Carlo time limit, such as "10s".
	Time string `json:"time,omitempty"`
	// Seed is the Monte Carlo seed, below 2^53; nil for a fresh one.
	Seed    *uint64 `json:"seed,omitempty"`
	Workers int     `json:"workers,omitempty"`
	// Confidence is the level of Monte Carlo intervals, in (0,1) or as a
	// percentage in [1,100); 0 means 95%.
	Confidence float64 `json:"confidence,omitempty"`
	Categories bool    `json:"categories,omitempty"`
	ByHand     bool    `json:"by_hand,omitempty"`
	ByClass    bool    `json:"by_class,omitempty"`
	// HiLo asks for the game's hi-lo version (game.Game.Split), and
	// TripsBeatStraight for short deck's rule that three of a kind beats
	// a straight (game.Game.TripsBeatStraight).
	HiLo              bool `json:"hi_lo,omitempty"`
	TripsBeatStraight bool `json:"trips_beat_straight,omitempty"`
	// The analyses beyond equity, which package answer runs: on the flop
	// or turn the equity after each next card and the players' outs; the
	// equity on each street up to the board; the distribution of each
	// range's equity over its hands.
	ByCard       bool `json:"by_card,omitempty"`
	Outs         bool `json:"outs,omitempty"`
	Streets      bool `json:"streets,omitempty"`
	Distribution bool `json:"distribution,omitempty"`
}

// Spec is a checked request, ready to run: the matchup and options the
// engine takes, and how to show the result.
type Spec struct {
	Matchup *sim.Matchup
	Options sim.Options
	// Confidence is the level of Monte Carlo intervals, in (0,1).
	Confidence float64
	// ByClass groups the first player's results by hand class.
	ByClass bool
	// SeedGiven says whether the request named its seed; if not,
	// Options.Seed is a fresh one.
	SeedGiven bool
	// The analyses asked for.
	ByCard, Outs, Streets, Distribution bool
}

// Spec reads every part of r, in the order game, options, players, board,
// dead cards, and returns the matchup and options to run. The error is an
// *Error naming the flag at fault, or a *sim.MatchupError naming the
// player, the board or the dead cards. Without a seed, Spec draws a fresh
// one (sim.NewSeed); a seed is accepted with any method and has no effect
// on exact enumeration. The matchup itself (cards used twice, ranges that
// cannot be dealt) is checked once, by Spec.Plan.
func (r *Request) Spec() (*Spec, error) {
	g, err := r.Variant()
	if err != nil {
		return nil, err
	}
	opts, err := r.options()
	if err != nil {
		return nil, err
	}
	conf, err := r.ConfidenceLevel()
	if err != nil {
		return nil, err
	}
	m, err := r.matchup(g)
	if err != nil {
		return nil, err
	}
	if err := r.checkAnalyses(m); err != nil {
		return nil, err
	}
	s := &Spec{Matchup: m, Options: opts, Confidence: conf, ByClass: r.ByClass, SeedGiven: r.Seed != nil,
		ByCard: r.ByCard, Outs: r.Outs, Streets: r.Streets, Distribution: r.Distribution}
	if !s.SeedGiven {
		s.Options.Seed = sim.NewSeed()
	}
	return s, nil
}

// Variant returns the game r asks for: Game (Hold'em if empty), made
// hi-lo by HiLo and given short deck's rule by TripsBeatStraight. The
// error is an *Error naming the flag at fault. Commands that take a game
// without a matchup (pokersim eval) read it here too.
func (r *Request) Variant() (game.Game, error) {
	g := game.Holdem
	if r.Game != "" {
		var err error
		if g, err = game.Parse(r.Game); err != nil {
			return g, flagError("game", err)
		}
	}
	if r.HiLo {
		var err error
		if g, err = g.Split(); err != nil {
			return g, flagError("hi-lo", err)
		}
	}
	if r.TripsBeatStraight {
		var err error
		if g, err = g.TripsBeatStraight(); err != nil {
			return g, flagError("trips-beat-straight", err)
		}
	}
	return g, nil
}

// Plan checks the matchup and prepares it for running with s's options
// (sim.NewPlan): validation, the players' hands and the choice of method,
// once.
func (s *Spec) Plan() (*sim.Plan, error) { return sim.NewPlan(s.Matchup, s.Options) }

// checkAnalyses checks that the analyses r asks for apply to m: first to
// its game (Refusal, the table of docs/games.md), then the next card's to
// a flop or a turn, the distribution to a matchup with a range.
func (r *Request) checkAnalyses(m *sim.Matchup) error {
	g := m.Game
	for _, a := range []struct {
		flag     string
		on       bool
		analysis Analysis
	}{
		{"by-card", r.ByCard, ByCardOf}, {"outs", r.Outs, OutsOf}, {"streets", r.Streets, StreetsOf},
		{"distribution", r.Distribution, Distribution}, {"by-hand", r.ByHand, ByHand}, {"by-class", r.ByClass, ByHand},
		{"categories", r.Categories, Categories},
	} {
		if err := Refuse(g, a.analysis); a.on && err != nil {
			return flagError(a.flag, err)
		}
	}
	n := len(m.Board)
	next := n >= 3 && n < g.BoardCards()
	for _, a := range []struct {
		flag string
		on   bool
	}{{"by-card", r.ByCard}, {"outs", r.Outs}} {
		if a.on && !next {
			return flagError(a.flag, fmt.Errorf("is for a flop or a turn: give --board with 3 or 4 cards (the board has %d)", n))
		}
	}
	if r.Distribution && !slices.ContainsFunc(m.Players, func(p sim.Player) bool { return p.Range != nil }) {
		return flagError("distribution", fmt.Errorf("spreads a range's equity over its hands: give at least one player a range"))
	}
	return nil
}

// options checks the method and its limits.
func (r *Request) options() (sim.Options, error) {
	o := sim.Options{Trials: r.Trials, StdErr: r.StdErr, Workers: r.Workers,
		Categories: r.Categories, ByHand: r.ByHand || r.ByClass}
	switch {
	case r.Trials < 0:
		return o, flagError("trials", fmt.Errorf("want a positive whole number, got %d", r.Trials))
	case math.IsNaN(r.StdErr) || r.StdErr < 0 || r.StdErr >= 1:
		return o, flagError("stderr", fmt.Errorf("want a number between 0 and 1 such as 0.001, got %v", r.StdErr))
	case r.StdErr > 0 && r.StdErr < MinStdErr:
		return o, flagError("stderr", checkStdErr(r.StdErr))
	case r.Workers < 0:
		return o, flagError("workers", fmt.Errorf("want a positive whole number, got %d", r.Workers))
	case r.Seed != nil && *r.Seed >= sim.MaxSeed:
		return o, flagError("seed", fmt.Errorf("want a whole number below 2^53 = %d, got %d", uint64(sim.MaxSeed), *r.Seed))
	}
	if r.Seed != nil {
		o.Seed = *r.Seed
	}
	if r.Time != "" {
		d, err := parseDuration(r.Time)
		if err != nil {
			return o, flagError("time", err)
		}
		o.Time = d
	}
	method, err := ParseMethod(r.Method)
	if err != nil {
		return o, flagError("method", err)
	}
	limits := o.Trials > 0 || o.StdErr > 0 || o.Time > 0
	switch {
	case method == sim.ForceExact && limits:
		return o, flagError("exact", fmt.Errorf("--trials, --stderr and --time are for Monte Carlo, not exact enumeration"))
	case method == sim.Auto && limits:
		method = sim.ForceMonteCarlo // a Monte Carlo limit asks for Monte Carlo
	}
	o.Method = method
	return o, nil
}

// ParseMethod parses a method name: "auto" or "" for sim.Auto, "exact",
// and "mc" (or "montecarlo", "monte-carlo") for sim.ForceMonteCarlo.
func ParseMethod(s string) (sim.Method, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "auto":
		return sim.Auto, nil
	case "exact":
		return sim.ForceExact, nil
	case "mc", "montecarlo", "monte-carlo":
		return sim.ForceMonteCarlo, nil
	}
	return 0, fmt.Errorf("want auto, exact or mc, got %q", s)
}

// parseDuration parses a positive time limit such as "10s" or "1m30s".
func parseDuration(s string) (time.Duration, error) {
	d, err := time.ParseDuration(strings.TrimSpace(s))
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("want a positive duration with its unit, such as 10s or 1m30s, got %q", s)
	}
	return d, nil
}

// MinStdErr is the smallest standard error of equity a Monte Carlo run may
// aim at. The standard error of an equity p after n trials is
// sqrt(p(1-p)/n), at most 0.5/sqrt(n), so reaching x may take 0.25/x^2
// trials: 25 trillion for 1e-7, weeks of computing at tens of millions of
// trials a second. A smaller target would run for months or for ever.
const MinStdErr = 1e-7

// checkStdErr refuses a target standard error x below MinStdErr, saying
// how many trials it could take and what to give instead.
func checkStdErr(x float64) error {
	if x >= MinStdErr {
		return nil
	}
	return fmt.Errorf("%g is out of reach: %g already may take %.2g trials (weeks of computing); give %g or more, or --trials N",
		x, MinStdErr, 0.25/(MinStdErr*MinStdErr), MinStdErr)
}

// ConfidenceLevel checks r's confidence level and returns it as a
// fraction in (0,1): sim.DefaultConfidence for 0, and a percentage in [1,100)
// divided by 100.
func (r *Request) ConfidenceLevel() (float64, error) {
	c := r.Confidence
	switch {
	case c == 0:
		return sim.DefaultConfidence, nil
	case c == 1:
		return 0, flagError("confidence", fmt.Errorf("1 is ambiguous: a level of 1 (100%%) cannot be reached, and 1%% means nothing; give 0.99 or 99 for 99%%"))
	case c > 1 && c < 100:
		c /= 100 // given as a percentage
	}
	if !(c > 0 && c < 1) {
		return 0, flagError("confidence", fmt.Errorf("want a level between 0 and 1, or a percentage such as 95, got %v", r.Confidence))
	}
	// Below MinConfidence an interval says next to nothing and prints as
	// ±0%; above MaxConfidence its level prints rounded to 100%.
	if c < MinConfidence || c > MaxConfidence {
		return 0, flagError("confidence", fmt.Errorf("want a level from %g to %g (%g%% to %g%%), got %v",
			MinConfidence, MaxConfidence, 100*MinConfidence, 100*MaxConfidence, r.Confidence))
	}
	return c, nil
}

// matchup parses the players and cards and checks the matchup.
func (r *Request) matchup(g game.Game) (*sim.Matchup, error) {
	players, err := parsePlayers(g, r.Players)
	if err != nil {
		return nil, err
	}
	m := &sim.Matchup{Game: g, Players: players}
	if m.Board, err = parseCardList("board", r.Board); err != nil {
		return nil, err
	}
	if m.Dead, err = parseCardList("dead cards", r.Dead); err != nil {
		return nil, err
	}
	return m, nil
}

// The levels a Monte Carlo interval may have: from 50% to 99.9999%.
const (
	MinConfidence = 0.5
	MaxConfidence = 0.999999
)
