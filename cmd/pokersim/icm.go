package main

import (
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/icm"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

func icmCommand() *cli.Command {
	return &cli.Command{
		Name:  "icm",
		Usage: usageOf("icm"),
		Description: `Values each player's chips as a share of the prize pool with the
Malmuth-Harville model: a player finishes first with probability
proportional to their chips, and each later place likewise among the
players left. Prints each player's stack, share of the chips, prize
equity and share of the pool.

Fields of up to 22 players are valued exactly (a recursion over the sets
of players placed); larger ones by Monte Carlo over finishing orders,
with a seed and standard errors, until each is within 0.025% of the pool
(--trials fixes the number instead). The output says which method ran.

--bubble adds, between every two players (up to 16), the bubble factor:
what losing an all-in for the smaller stack costs in prize equity, over
what winning it gains; and the risk premium: the extra equity ICM needs
to call it, over chip EV's 50%.

--call HERO,VILLAIN values player HERO's call of player VILLAIN's all-in
(players numbered from 1 in the order of --stacks, at most 22) with
--equity, the hero's chance to win it, and --dead chips already in the
pot: the equity needed to call under ICM against chip EV.

Examples:
  pokersim icm --stacks 150000,98750,45500,13250 --payouts 425,280,130,75
  pokersim icm --stacks 5000,3000,1500,500 --payouts 500,300,200 --bubble
  pokersim icm --stacks 50,30,20 --payouts 70,30 --call 3,1 --equity 0.45
  pokersim icm --stacks 50,30,20 --payouts 70,30 --format csv`,
		Flags: []cli.Flag{
			sharedFlag("stacks", use{usage: "the players' chips, `LIST` separated by commas", short: true}),
			sharedFlag("payouts", use{usage: "the prizes by place, first place first, `LIST` separated by commas", short: true}),
			&cli.StringFlag{Name: "method", Value: "auto", Usage: "`METHOD`: auto, exact or montecarlo"},
			sharedFlag("seed", use{usage: "Monte Carlo's seed `N`"}),
			&cli.StringFlag{Name: "trials", DefaultText: "until 0.025% of the pool", Usage: "Monte Carlo: sample `N` finishing orders"},
			sharedFlag("workers", use{usage: "`N` worker goroutines"}),
			&cli.BoolFlag{Name: "bubble", DisableDefaultText: true, Usage: "add the bubble factors and risk premiums between every two players"},
			&cli.StringFlag{Name: "call", Usage: "value player HERO's call of player VILLAIN's all-in: `HERO,VILLAIN`"},
			&cli.StringFlag{Name: "equity", Usage: "with --call, the hero's chance `E` to win the all-in, in [0,1] (or a percentage such as 45%)"},
			&cli.StringFlag{Name: "dead", Value: "0", Usage: "with --call, `CHIPS` in the pot from neither player"},
			formatFlag((&icm.Report{}).Formats()),
		},
		Action: icmAction,
	}
}

func icmAction(c *cli.Context) error {
	if c.Args().Present() {
		return usageErrorf(c, "icm takes no arguments, got %q: give --stacks and --payouts", c.Args().First())
	}
	format, err := report.ParseFormat(c.String("format"), (&icm.Report{}).Formats()...)
	if err != nil {
		return usageErrorf(c, "--format: %v", err)
	}
	r, err := icmRequest(c)
	if err != nil {
		return err
	}
	if r.Call != nil && format == report.CSV {
		return usageErrorf(c, "--call prints text or JSON: it cannot be combined with --format csv")
	}
	rep, err := runFeature(c, &feature.ICM{Request: *r})
	if err != nil {
		return err
	}
	return chart.Write(c.App.Writer, format, rep)
}

// icmRequest reads the request from c's flags.
func icmRequest(c *cli.Context) (*icm.Request, error) {
	if !c.IsSet("stacks") || !c.IsSet("payouts") {
		return nil, usageErrorf(c, "give the players' chips with --stacks and the prizes with --payouts")
	}
	var r icm.Request
	var err error
	if r.Stacks, err = icm.ParseStacks(c.String("stacks")); err != nil {
		return nil, usage(c, err)
	}
	if r.Payouts, err = icm.ParsePayouts(c.String("payouts")); err != nil {
		return nil, usage(c, err)
	}
	r.Method = icm.Method(strings.ToLower(c.String("method")))
	if r.Seed, err = strconv.ParseUint(c.String("seed"), 10, 64); err != nil {
		return nil, usageErrorf(c, "--seed: want a whole number of at least 0, got %q", c.String("seed"))
	}
	if c.IsSet("trials") {
		if r.Trials, err = strconv.Atoi(c.String("trials")); err != nil || r.Trials <= 0 {
			return nil, usageErrorf(c, "--trials: want a positive whole number, got %q", c.String("trials"))
		}
	}
	r.Bubble = c.Bool("bubble")
	if r.Call, err = callRequest(c); err != nil {
		return nil, err
	}
	return &r, nil
}

// callRequest reads --call, --equity and --dead, or returns nil without
// --call.
func callRequest(c *cli.Context) (*icm.CallRequest, error) {
	if !c.IsSet("call") {
		if c.IsSet("equity") || c.IsSet("dead") {
			return nil, usageErrorf(c, "--equity and --dead go with --call HERO,VILLAIN")
		}
		return nil, nil
	}
	if !c.IsSet("equity") {
		return nil, usageErrorf(c, "--call needs --equity, the hero's chance to win the all-in")
	}
	var cr icm.CallRequest
	var err error
	if cr.Hero, cr.Villain, err = icm.ParseCall(c.String("call")); err != nil {
		return nil, usage(c, err)
	}
	if cr.Equity, err = icm.ParseShare(c.String("equity")); err != nil {
		return nil, usage(c, err)
	}
	if cr.Dead, err = strconv.ParseFloat(c.String("dead"), 64); err != nil {
		return nil, usageErrorf(c, "--dead: want a number of chips, got %q", c.String("dead"))
	}
	return &cr, nil
}
