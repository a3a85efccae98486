package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
	"github.com/pokersim/pokersim/solve"
)

func solveCommand() *cli.Command {
	return &cli.Command{
		Name:  "solve",
		Usage: usageOf("solve"),
		Description: `Finds strategies for both players of a heads-up spot on the river (a board
of 5 cards) or the turn (4 cards: the turn's betting, every river card,
the river's betting) by Discounted CFR, until they are exploitable by at
most --accuracy percent of the pot (or --iterations). OOP acts first on
each street. Prints the root's strategy as a grid of the starting hands
per action (text, html), or the whole tree with each hand's strategy, EV
and equity at every decision (json).

--bets gives the bet sizes: entries separated by ";", each
[PLAYER:]STREET:SIZES (PLAYER oop or ip, both when left out; STREET turn
or river; SIZES percentages of the pot or allin, separated by commas) or
raise:[STREET:]SIZES (multiples of the bet faced, such as 2.5x, or allin).
"none" is a tree of checks only. A player with no size on a street may
only check, call or fold there. At most 3 raises a street; a bet that
would leave less than 12% of the pot behind is all-in.

Examples:
  pokersim solve --board 'Kh Td 6c 3s 2h' --oop 'KK,QJ' --ip T9 --pot 100 --stack 100 --bets 'oop:river:100%'
  pokersim solve --board KsJh7h2c --oop 20% --ip 25% --pot 60 --stack 200 \
      --bets 'oop:turn:33%,75%;ip:turn:50%;river:66%,allin;raise:2.5x' --format json`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "board", Aliases: []string{"b"}, Usage: "the turn or river `CARDS`, 4 or 5"},
			&cli.StringFlag{Name: "oop", Usage: "the first player's `RANGE` (weights allowed)"},
			&cli.StringFlag{Name: "ip", Usage: "the second player's `RANGE`"},
			&cli.StringFlag{Name: "pot", Usage: "the pot in `CHIPS`"},
			&cli.StringFlag{Name: "stack", Usage: "the effective stack behind in `CHIPS`"},
			&cli.StringFlag{Name: "bets", Usage: "the bet sizes, `SPEC` (see above), or none"},
			&cli.StringFlag{Name: "accuracy", Value: "0.3", Usage: "stop at an exploitability of `PCT` percent of the pot"},
			&cli.StringFlag{Name: "iterations", Value: strconv.Itoa(solve.DefaultIterations), Usage: "stop after `N` iterations"},
			&cli.StringFlag{Name: "max-memory", Value: strconv.Itoa(solve.DefaultMaxMemory >> 20), Usage: "refuse a tree larger than `MIB` mebibytes"},
			&cli.StringFlag{Name: "workers", Aliases: []string{"w"}, DefaultText: "one per CPU", Usage: "`N` worker goroutines"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: formatUsage("print results as", (&solve.Report{}).Formats())},
		},
		Action: solveAction,
	}
}

func solveAction(c *cli.Context) error {
	if c.Args().Present() {
		return usageErrorf(c, "solve takes no arguments, got %q: give --board, --oop, --ip, --pot, --stack and --bets", c.Args().First())
	}
	format, err := report.ParseFormat(c.String("format"), (&solve.Report{}).Formats()...)
	if err != nil {
		return usageErrorf(c, "--format: %v", err)
	}
	r, err := solveRequest(c)
	if err != nil {
		return err
	}
	q := &feature.Solve{Request: *r}
	progress, stop := startProgress(c.App.ErrWriter, "solve")
	if progress != nil {
		q.Progress = func(p solve.Progress) { progress(solveDone(p)) }
	}
	rep, err := runFeature(c, q)
	stop()
	var fe *solve.FieldError
	if errors.As(err, &fe) {
		// The flag's name once, then the package's reason, without the
		// field's JSON name before it.
		return usage(c, fmt.Errorf("--%s: %s: %w", strings.ReplaceAll(fe.Field, "_", "-"), fe.Reason, fe.Err))
	}
	if err != nil {
		return err
	}
	return chart.Write(c.App.Writer, format, rep)
}

// solveRequest reads the request from c's flags.
func solveRequest(c *cli.Context) (*solve.Request, error) {
	for _, name := range []string{"board", "oop", "ip", "pot", "stack", "bets"} {
		if !c.IsSet(name) {
			return nil, usageErrorf(c, "give --%s: solve needs --board, --oop, --ip, --pot, --stack and --bets", name)
		}
	}
	r := solve.Request{Board: c.String("board"), OOP: c.String("oop"), IP: c.String("ip"), Bets: c.String("bets")}
	for _, f := range []struct {
		name string
		dst  *float64
	}{{"pot", &r.Pot}, {"stack", &r.Stack}, {"accuracy", &r.Accuracy}} {
		x, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(c.String(f.name)), "%"), 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, usageErrorf(c, "--%s: want a number, got %q", f.name, c.String(f.name))
		}
		*f.dst = x
	}
	if r.Accuracy <= 0 {
		return nil, usageErrorf(c, "--accuracy: want a percentage of the pot above 0, got %q", c.String("accuracy"))
	}
	n, err := strconv.Atoi(c.String("iterations"))
	if err != nil || n < 1 {
		return nil, usageErrorf(c, "--iterations: want a whole number of at least 1, got %q", c.String("iterations"))
	}
	r.Iterations = n
	mb, err := strconv.ParseInt(c.String("max-memory"), 10, 64)
	if err != nil || mb < 1 || mb > solve.MaxMaxMemory>>20 {
		return nil, usageErrorf(c, "--max-memory: want a whole number of mebibytes from 1 to %d, got %q", solve.MaxMaxMemory>>20, c.String("max-memory"))
	}
	r.MaxMemory = mb << 20
	return &r, nil
}

// solveDone is the share of a solve done: the larger of the iterations'
// share and how far the exploitability has come down towards the target,
// on a log scale from 100% of the pot.
func solveDone(p solve.Progress) float64 {
	done := float64(p.Iterations) / float64(p.Max)
	if p.Exploitability > 0 && p.Target > 0 && p.Target < 100 {
		done = max(done, math.Log(100/p.Exploitability)/math.Log(100/p.Target))
	}
	return min(max(done, 0), 1)
}
