package main

import (
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"fmt"

	"github.com/urfave/cli/v2"

	psreport "github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/sim"
)

func equityCommand() *cli.Command {
	return &cli.Command{
		Name:      "equity",
		Usage:     "how often each hand wins, ties and what share of the pot it takes",
		ArgsUsage: "HAND vs HAND [vs HAND ...]",
		Description: `Values a showdown exactly when that is quick (about a second or less) and by
Monte Carlo otherwise, to a standard error of 0.0005 unless told otherwise.
Flags may come before or after the hands.

Examples:
  pokersim equity AhKh vs QsQd
  pokersim equity AsAd vs KhKc vs QsQc
  pokersim equity AhKh vs QsQd --board Ts9h2c --dead 2d
  pokersim equity --mc --trials 10000000 --seed 42 AhKh vs QsQd
  pokersim equity --mc --stderr 0.0001 --format json AhKh vs QsQd
  pokersim equity --game fivecard AhAsKd vs QhQsQd2c vs random
  pokersim equity --categories 7c7d vs AsKs
  pokersim equity "QQ+, AKs" vs random
  pokersim equity "AA,KK,QQ,AKs" vs "15%" vs "22-66"
  pokersim equity --by-class "JJ+,AK" vs "QQ+,AKs"

Hands: two cards (AhKh), or in Hold'em a range: pairs (QQ, QQ+, 22-55),
suited or offsuit hands (AKs, AKo, AK, KTs+, A2s-A5s), exact combos (AhKh),
random, the top share of hands (15%), with weights (AA@50, AKs:0.5);
separate parts with commas and quote the range for the shell.`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "board", Aliases: []string{"b"}, Usage: "`CARDS` already on the board: 0, 3, 4 or 5 (Hold'em)"},
			&cli.StringFlag{Name: "dead", Aliases: []string{"d"}, Usage: "dead `CARDS`: out of the deck and in nobody's hand"},
			&cli.StringFlag{Name: "game", Aliases: []string{"g"}, Value: "holdem", Usage: "`GAME`: holdem or fivecard (five-card showdown: known cards completed to five, no board)"},
			&cli.BoolFlag{Name: "exact", DisableDefaultText: true, Usage: "enumerate every board, however long it takes"},
			&cli.BoolFlag{Name: "mc", DisableDefaultText: true, Usage: "run Monte Carlo even where exact enumeration is quick"},
			&cli.Int64Flag{Name: "trials", Aliases: []string{"n"}, DefaultText: "no limit", Usage: "Monte Carlo: stop after `N` trials"},
			&cli.Float64Flag{Name: "stderr", DefaultText: "0.0005 when no other limit is given", Usage: "Monte Carlo: stop when every player's standard error of equity is below `X`"},
			&cli.DurationFlag{Name: "time", DefaultText: "no limit", Usage: "Monte Carlo: stop after `D`, such as 10s"},
			&cli.Uint64Flag{Name: "seed", DefaultText: "a fresh one, printed", Usage: "Monte Carlo: the random `SEED`; the same seed repeats a run"},
			&cli.IntFlag{Name: "workers", Aliases: []string{"w"}, DefaultText: "one per CPU", Usage: "`N` worker goroutines"},
			&cli.Float64Flag{Name: "confidence", Value: psreport.DefaultConfidence, Usage: "confidence `LEVEL` of Monte Carlo intervals, in (0,1) or as a percentage"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Usage: "output `FORMAT`: text, json or csv"},
			&cli.BoolFlag{Name: "categories", DisableDefaultText: true, Usage: "also show how often each player ends with each hand category"},
			&cli.BoolFlag{Name: "by-hand", DisableDefaultText: true, Usage: "also show the first player's equity with each hand of its range, best first"},
			&cli.BoolFlag{Name: "by-class", DisableDefaultText: true, Usage: "like --by-hand, grouped by starting-hand class (AA, AKs, AKo, ...)"},
		},
		Action: equityAction,
	}
}

func equityAction(c *cli.Context) error {
	m, opts, format, confidence, err := equitySpec(c)
	if err != nil {
		return err
	}
	stop := startProgress(c.App.ErrWriter, &opts)
	r, err := sim.Equity(c.Context, m, opts)
	stop()
	if err != nil {
		return err
	}
	e := psreport.NewEquity(r, confidence)
	if c.Bool("by-class") {
		e.GroupByClass(r)
	}
	if err := e.Write(c.App.Writer, format); err != nil {
		return err
	}
	if r.Interrupted {
		return fmt.Errorf("stopped early after %d trials: %w", r.Samples, context.Canceled)
	}
	return nil
}

// equitySpec reads the matchup and options from c's arguments and flags.
func equitySpec(c *cli.Context) (*sim.Matchup, sim.Options, psreport.Format, float64, error) {
	var opts sim.Options
	fail := func(err error) (*sim.Matchup, sim.Options, psreport.Format, float64, error) {
		return nil, opts, "", 0, err
	}
	if c.Args().Len() == 0 {
		return fail(usageErrorf(c, "no hands given: write them as AhKh vs QsQd"))
	}
	game, err := sim.ParseGame(c.String("game"))
	if err != nil {
		return fail(usageErrorf(c, "%v", err))
	}
	format, err := psreport.ParseFormat(c.String("format"))
	if err == nil && format != psreport.Text && format != psreport.JSON && format != psreport.CSV {
		err = fmt.Errorf("--format %s is for batch reports; equity writes text, json or csv", format)
	}
	if err != nil {
		return fail(usageErrorf(c, "%v", err))
	}
	players, err := sim.ParsePlayers(game, c.Args().Slice())
	if err != nil {
		return fail(err)
	}
	board, err := sim.ParseCardList("board", c.String("board"))
	if err != nil {
		return fail(err)
	}
	dead, err := sim.ParseCardList("dead cards", c.String("dead"))
	if err != nil {
		return fail(err)
	}
	m := &sim.Matchup{Game: game, Players: players, Board: board, Dead: dead}
	if err := m.Validate(); err != nil {
		return fail(err)
	}
	confidence := c.Float64("confidence")
	if confidence >= 1 && confidence < 100 {
		confidence /= 100 // given as a percentage
	}
	if !(confidence > 0 && confidence < 1) {
		return fail(usageErrorf(c, "--confidence must be between 0 and 1 (or a percentage), got %v", c.Float64("confidence")))
	}
	opts = sim.Options{
		Trials:     c.Int64("trials"),
		StdErr:     c.Float64("stderr"),
		Time:       c.Duration("time"),
		Workers:    c.Int("workers"),
		Categories: c.Bool("categories"),
		ByHand:     c.Bool("by-hand") || c.Bool("by-class"),
	}
	if opts.Trials < 0 || opts.StdErr < 0 || opts.Time < 0 || opts.Workers < 0 {
		return fail(usageErrorf(c, "--trials, --stderr, --time and --workers must not be negative"))
	}
	mcLimits := opts.Trials > 0 || opts.StdErr > 0 || opts.Time > 0 || c.IsSet("seed")
	switch {
	case c.Bool("exact") && c.Bool("mc"):
		return fail(usageErrorf(c, "--exact and --mc cannot both be given"))
	case c.Bool("exact") && mcLimits:
		return fail(usageErrorf(c, "--trials, --stderr, --time and --seed are for Monte Carlo, not --exact"))
	case c.Bool("exact"):
		opts.Method = sim.ForceExact
	case c.Bool("mc") || mcLimits:
		opts.Method = sim.ForceMonteCarlo
	}
	opts.Seed = c.Uint64("seed")
	if !c.IsSet("seed") {
		opts.Seed = newSeed()
	}
	return m, opts, format, confidence, nil
}

// newSeed returns a fresh seed from the operating system's entropy, below
// 2^53 so that it survives a round trip through JSON in any language.
func newSeed() uint64 {
	var b [8]byte
	crand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) >> 11
}
