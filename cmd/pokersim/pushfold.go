package main

import (
	"slices"
	"strconv"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/icm"
	"github.com/pokersim/pokersim/pushfold"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

func pushfoldCommand() *cli.Command {
	return &cli.Command{
		Name:  "pushfold",
		Usage: usageOf("pushfold"),
		Description: `Solves the heads-up push-or-fold game: both players have --stack big
blinds before the blinds (0.5 and 1) and any --ante are posted; the small
blind moves all in or folds, the big blind calls or folds. The all-in
equities are exact with card removal, from a table of every pair of
starting-hand classes computed once by pokersim's exact engine. Each
equilibrium is found by CFR+ and printed with its exploitability: how much
either player could win per hand, in big blinds, by deviating.

With --stacks and --payouts, the same game valued in prize equity (ICM)
in a tournament: the blinds are alone in the hand, everyone else having
folded; --stacks lists the small blind's stack, the big blind's, then the
others' (before the blinds and antes), and each player's payoff is their
Malmuth-Harville equity after the hand.

With --button as well, the three-player game: --stacks lists the button's
stack, the small blind's, the big blind's, then those sitting out. The
button pushes or folds; facing the push the small blind calls or folds,
then the big blind calls or folds facing one or two all-ins (side pots
where stacks differ); after a fold the blinds play the game above. The
pushed hands are played over --deals sampled deals (seed --seed); the
equilibrium is exact for that sample, and each seat's gain from deviating
is printed.

With --stack, prints the small blind's pushing range and the big blind's
calling range as 13x13 grids of percentages (mixed where a hand is
indifferent). With --chart, solves every stack from 1 to 20 bb by 0.1 and
prints, for each hand, the largest stack at which it is pushed (called) at
least half the time, "20+" at the top; * (dashed in HTML) marks hands that
are not played at some smaller stack.

Examples:
  pokersim pushfold --stack 10
  pokersim pushfold --stack 8 --ante 0.125 --format json
  pokersim pushfold --stacks 8,12,10 --payouts 65,35
  pokersim pushfold --button --stacks 10,10,10 --payouts 50,30,20
  pokersim pushfold --chart
  pokersim pushfold --chart --format html > chart.html`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "stack", Usage: "each player's stack in big blinds, before the blinds: `BB`"},
			&cli.StringFlag{Name: "ante", Value: "0", Usage: "each player's ante in big blinds: `BB`"},
			sharedFlag("stacks", use{usage: "ICM: the small blind's, the big blind's and the other players' stacks in bb, `LIST` separated by commas"}),
			sharedFlag("payouts", use{usage: "ICM: the prizes by place, first place first, `LIST` separated by commas"}),
			&cli.BoolFlag{Name: "button", DisableDefaultText: true, Usage: "ICM, three-handed: --stacks starts with the button's, who acts first"},
			&cli.StringFlag{Name: "deals", DefaultText: "524288", Usage: "with --button: `N` sampled deals after a push"},
			sharedFlag("seed", use{usage: "with --button: the sample's `SEED`"}),
			&cli.BoolFlag{Name: "chart", DisableDefaultText: true, Usage: "compute the chart of every stack from 1 to 20 bb"},
			sharedFlag("workers", use{usage: "`N` worker goroutines for --chart"}),
			sharedFlag("format", use{usage: pushfoldFormatUsage(), value: "text"}),
		},
		Action: pushfoldAction,
	}
}

// pushfoldFormatUsage names the formats of a solution, and those a chart
// adds: "text, json, csv, or html for --chart".
func pushfoldFormatUsage() string {
	solution := (&pushfold.SolutionReport{}).Formats()
	chartOnly := slices.DeleteFunc((&pushfold.ChartReport{}).Formats(), func(f report.Format) bool { return slices.Contains(solution, f) })
	return "print results as `FORMAT`: " + formatNames(solution) + ", or " + formatNames(chartOnly) + " for --chart"
}

func pushfoldAction(c *cli.Context) error {
	if c.Args().Present() {
		return usageErrorf(c, "pushfold takes no arguments, got %q: give --stack or --chart", c.Args().First())
	}
	charted := c.Bool("chart")
	allowed := (&pushfold.SolutionReport{}).Formats()
	if charted {
		allowed = (&pushfold.ChartReport{}).Formats()
	}
	format, err := report.ParseFormat(c.String("format"), allowed...)
	if err != nil {
		return usageErrorf(c, "--format: %v", err)
	}
	ante, err := bbFlag(c, "ante")
	if err != nil {
		return err
	}
	if (c.Bool("button") || c.IsSet("deals") || c.IsSet("seed")) && !c.IsSet("stacks") {
		return usageErrorf(c, "--button, --deals and --seed take --stacks and --payouts")
	}
	if c.IsSet("stacks") || c.IsSet("payouts") {
		if charted || c.IsSet("stack") || !c.IsSet("stacks") || !c.IsSet("payouts") {
			return usageErrorf(c, "ICM takes --stacks and --payouts, without --stack or --chart")
		}
		return pushfoldICM(c, ante, format)
	}
	if charted == c.IsSet("stack") {
		return usageErrorf(c, "give either --stack BB or --chart")
	}
	var q feature.Request = &feature.PushfoldChart{Game: pushfold.Game{Ante: ante}}
	if !charted {
		stack, err := bbFlag(c, "stack")
		if err != nil {
			return err
		}
		q = &feature.Pushfold{Game: pushfold.Game{Stack: stack, Ante: ante}}
	}
	rep, err := runFeature(c, q)
	if err != nil {
		return err
	}
	return chart.Write(c.App.Writer, format, rep)
}

// pushfoldICM solves the ICM game of --stacks and --payouts, blinds only
// or, with --button, three-handed.
func pushfoldICM(c *cli.Context, ante float64, format report.Format) error {
	if format == report.HTML {
		return usageErrorf(c, "--format html is for --chart")
	}
	var g pushfold.ICMGame
	var err error
	if g.Stacks, err = icm.ParseStacks(c.String("stacks")); err != nil {
		return usage(c, err)
	}
	if g.Payouts, err = icm.ParsePayouts(c.String("payouts")); err != nil {
		return usage(c, err)
	}
	g.Ante = ante
	var q feature.Request = &feature.PushfoldICM{ICMGame: g}
	if c.Bool("button") {
		t, err := threeWayGame(c, g)
		if err != nil {
			return err
		}
		q = &feature.PushfoldButton{ThreeWayGame: *t}
	} else if c.IsSet("deals") || c.IsSet("seed") {
		return usageErrorf(c, "--deals and --seed take --button")
	}
	rep, err := runFeature(c, q)
	if err != nil {
		return err
	}
	return chart.Write(c.App.Writer, format, rep)
}

// threeWayGame reads the three-player game of --button: the blinds' game
// with --deals and --seed.
func threeWayGame(c *cli.Context, blinds pushfold.ICMGame) (*pushfold.ThreeWayGame, error) {
	g := pushfold.ThreeWayGame{Stacks: blinds.Stacks, Payouts: blinds.Payouts, Ante: blinds.Ante}
	if c.IsSet("deals") {
		n, err := strconv.Atoi(c.String("deals"))
		if err != nil || n < 1 {
			return nil, usageErrorf(c, "--deals: want a number of deals of at least 1, got %q", c.String("deals"))
		}
		g.Deals = n
	}
	seed, err := strconv.ParseUint(c.String("seed"), 10, 64)
	if err != nil {
		return nil, usageErrorf(c, "--seed: want a whole number of at least 0, got %q", c.String("seed"))
	}
	g.Seed = seed
	return &g, nil
}

// bbFlag reads a flag that is a number of big blinds.
func bbFlag(c *cli.Context, name string) (float64, error) {
	x, err := strconv.ParseFloat(c.String(name), 64)
	if err != nil {
		return 0, usageErrorf(c, "--%s: want a number of big blinds such as 10, got %q", name, c.String(name))
	}
	return x, nil
}

// optionalWorkers reads c's --workers flag, 0 (one per CPU) if not given.
func optionalWorkers(c *cli.Context) (int, error) {
	if !c.IsSet("workers") {
		return 0, nil
	}
	return workersOf(c)
}
