package sim_test

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// The equity of two known hands before the flop, enumerated exactly.
func ExampleEquity() {
	m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
		{Cards: deck.MustParseCards("AhKh")},
		{Cards: deck.MustParseCards("QsQd")},
	}}
	r, err := sim.Equity(context.Background(), m, sim.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Mode, r.Samples, "boards")
	for i, p := range r.Players {
		fmt.Printf("player %d: equity %.6f, win %.6f, tie %.6f\n", i+1, p.Equity, p.Win, p.Tie)
	}
	// Output:
	// exact 1712304 boards
	// player 1: equity 0.462145, win 0.460179, tie 0.003932
	// player 2: equity 0.537855, win 0.535890, tie 0.003932
}

// A range against a random hand by Monte Carlo: with the same seed and
// trial limit the figures are the same on every machine and for any number
// of workers.
func ExampleEquity_rangeWithSeed() {
	m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
		{Range: deck.MustParseRange("QQ+, AKs")},
		{Range: deck.FullRange()},
	}}
	opts := sim.Options{Method: sim.ForceMonteCarlo, Trials: 1 << 20, Seed: 42}
	for _, workers := range []int{1, 4} {
		opts.Workers = workers
		r, err := sim.Equity(context.Background(), m, opts)
		if err != nil {
			fmt.Println(err)
			return
		}
		p := r.Players[0]
		ci := p.Interval(0.95)
		fmt.Printf("%d workers: %d trials, equity %.4f ± %.4f (95%%: %.4f to %.4f)\n",
			workers, r.Samples, p.Equity, p.StdErr, ci.Low, ci.High)
	}
	// Output:
	// 1 workers: 1048576 trials, equity 0.7977 ± 0.0004 (95%: 0.7969 to 0.7984)
	// 4 workers: 1048576 trials, equity 0.7977 ± 0.0004 (95%: 0.7969 to 0.7984)
}

// A plan says how a request will be run before it runs: the method Auto
// chooses depends on the matchup alone.
func ExampleNewPlan() {
	m := &sim.Matchup{Game: game.Holdem, Players: []sim.Player{
		{Range: deck.MustParseRange("AA,KK,QQ,AKs")},
		{Range: deck.FullRange()},
	}}
	for _, workers := range []int{1, 2} {
		p, err := sim.NewPlan(m, sim.Options{Workers: workers})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%d workers: %v\n", workers, p.Method().Mode())
	}
	// Output:
	// 1 workers: exact
	// 2 workers: exact
}
