package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/flops"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/pool"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
	"github.com/pokersim/pokersim/shard"
)

func flopsCommand() *cli.Command {
	formats := (&flops.Report{}).Formats()
	return &cli.Command{
		Name:      "flops",
		Usage:     usageOf("flops"),
		ArgsUsage: "RANGE vs RANGE",
		Description: `Values two ranges on each of the flops of the game, exactly (to the river,
as equity --exact does with the flop as board): the 22,100 Hold'em flops
fall into 1,755 classes under relabelling of the suits (short deck: 7,140
into its own classes), each valued once for the raw flops it stands for.
Ranges naming suits (AhKh) allow fewer relabellings: then the classes
their symmetry allows are valued, the raw flops at worst, and the report
says so.

For each flop: the raw flops it stands for, the weight of the deals of the
two ranges it holds (their combo pairs without a common card), each
range's equity, the share of its combos (weighted by deals) in each equity
bucket, and the share holding two pair or better, a set or better and the
nuts. The text summary groups the flops by texture (suits, pairing, high
card, connectedness), each weighted by its deals; CSV and JSON list every
flop.

--board-filter keeps some flops: texture names separated by commas, all of
which must match, or by | for one of them: rainbow, two-tone, monotone;
unpaired, paired, trips; A-high ... 2-high; none, open-ended, straight
(some two hole cards make a straight, or failing that an open-ended draw).
A name followed by + takes the stronger textures of its group too:
paired+, two-tone+, T-high+.

--hero HAND: what the hand's cards (of a player of range 1) remove from
range 2: the combos of each class blocked, and range 2's equity and made
hands over the flops, whole and without them.

With --out, finished flops are kept in FILE.journal: after Ctrl-C run the
same command again to resume. --shard I/N values the flops of one shard
into a shard file; pokersim merge puts the shards together into the report
one process writes, byte for byte.

Examples:
  pokersim flops "22+,A2s+,KTo+" vs "QQ+,AK"
  pokersim flops "QQ+,AK" vs "TT-77,AJs" --board-filter "monotone,A-high" --format csv
  pokersim flops "QQ+,AK" vs "JJ-99,AQs" --hero AhKh
  pokersim flops "QQ+,AK" vs "TT+" --out flops.json
  pokersim flops "QQ+,AK" vs "TT+" --shard 0/4 --out shard-0.json`,
		Flags: []cli.Flag{
			sharedFlag("game", use{usage: "`GAME`: holdem or shortdeck (any other game is refused, saying why)", value: "holdem", short: true}),
			&cli.StringFlag{Name: "board-filter", Usage: "keep the flops of these `TEXTURES`, as \"monotone,A-high\""},
			&cli.StringFlag{Name: "hero", Usage: "show what the `HAND` of a range 1 player blocks of range 2, as AhKh"},
			&cli.StringFlag{Name: "buckets", DefaultText: "0.33,0.5,0.75", Usage: "the equity buckets' `BOUNDS`, increasing fractions"},
			sharedFlag("format", use{usage: formatUsage("write the report as", formats), defaultText: "from the --out extension, else text", short: true}),
			sharedFlag("out", use{usage: "write the report to `FILE` (with --shard: the shard file)", short: true}),
			sharedFlag("workers", use{usage: "`N` worker goroutines"}),
			sharedFlag("shard", use{}),
		},
		Action: flopsAction,
	}
}

// flopsSpec reads the job's input from c's arguments and flags.
func flopsSpec(c *cli.Context) (flops.Spec, error) {
	args := c.Args().Slice()
	if len(args) != 3 || !strings.EqualFold(args[1], "vs") {
		return flops.Spec{}, usageErrorf(c, "want two ranges: RANGE vs RANGE")
	}
	g, err := game.Parse(c.String("game"))
	if err != nil {
		return flops.Spec{}, usageErrorf(c, "--game: %v", err)
	}
	s := flops.Spec{Game: g, Ranges: [2]string{args[0], args[2]}, Filter: c.String("board-filter"), Hero: c.String("hero")}
	if c.IsSet("buckets") {
		for _, f := range strings.Split(c.String("buckets"), ",") {
			x, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
			if err != nil {
				return flops.Spec{}, usageErrorf(c, "--buckets: %q is not a number: want increasing fractions, as 0.33,0.5,0.75", f)
			}
			s.Buckets = append(s.Buckets, x)
		}
	}
	return s, nil
}

// announceFlops says, for a run of a second of CPU time or more, how
// many flop classes it values and about how long it takes.
func announceFlops(stderr io.Writer, plan *flops.Plan, sh *shard.Shard, workers int) {
	units := len(plan.Classes)
	if sh != nil {
		units = len(sh.Units(units))
	}
	if cost := plan.Seconds() * float64(units) / float64(len(plan.Classes)); cost >= 1 {
		w := pool.Size(workers, units)
		fmt.Fprintf(stderr, "pokersim: flops: %d flop classes, about %s of CPU time, %s on %s (Ctrl-C stops it)\n",
			units, report.Estimate(cost), report.Estimate(cost/float64(w)), plural(w, "worker"))
	}
}

// flopsEnd writes the warnings of a flops run and what was resumed to
// stderr, and, for a run interrupted, where its flops are kept; it returns
// err, the run's error.
func flopsEnd(stderr io.Writer, res *flops.Outcome, out string, err error) error {
	if res != nil {
		for _, w := range res.Warnings {
			warn(stderr, w)
		}
		if res.Resumed > 0 {
			fmt.Fprintf(stderr, "pokersim: resumed with %s from the journal\n", plural(res.Resumed, "flop"))
		}
	}
	if errors.Is(err, context.Canceled) && out != "" {
		fmt.Fprintf(stderr, "pokersim: the flops done are kept in %s.journal: run the same command again to resume\n", out)
	}
	return err
}

func flopsAction(c *cli.Context) error {
	spec, err := flopsSpec(c)
	if err != nil {
		return err
	}
	format, err := flopsFormat(c)
	if err != nil {
		return err
	}
	sh, err := readShard(c)
	if err != nil {
		return err
	}
	workers := 0
	if c.IsSet("workers") {
		if workers, err = workersOf(c); err != nil {
			return err
		}
	}
	plan, err := spec.Prepare()
	if err != nil {
		return usage(c, err)
	}
	stderr := c.App.ErrWriter
	announceFlops(stderr, plan, sh, workers)
	progress, stop := startProgress(stderr, "flops")
	opts := flops.Options{Workers: workers, Format: format, Progress: progress, Charts: chart.Gonum{}}
	out := c.String("out")
	var res *flops.Outcome
	if sh != nil {
		res, err = plan.RunShard(c.Context, *sh, out, shardCommand(c, sh), opts)
	} else {
		if out != "" {
			if err := makeParent(out); err != nil {
				return err
			}
			if !atomicfile.Direct(out) {
				opts.Out = out
			}
		}
		res, err = plan.Run(c.Context, opts)
	}
	stop()
	if err := flopsEnd(stderr, res, out, err); err != nil {
		return err
	}
	switch {
	case sh != nil || opts.Out != "":
		_, err = fmt.Fprintf(stderr, "pokersim: wrote %s\n", out)
	case out != "":
		err = atomicfile.Write(out, func(w io.Writer) error { return chart.Write(w, format, res.Report) })
	default:
		err = chart.Write(c.App.Writer, format, res.Report)
	}
	return err
}

// flopsFormat returns the report format: --format, or the --out
// extension, or text.
func flopsFormat(c *cli.Context) (report.Format, error) {
	formats := (&flops.Report{}).Formats()
	if c.IsSet("format") {
		return formatOf(c, formats)
	}
	if out := c.String("out"); out != "" && !c.IsSet("shard") {
		f, ok := report.FormatFromPath(out)
		if !ok {
			return "", usageErrorf(c, "cannot tell the format of %q from its extension: give --format (%s)", out, report.FormatList(formats))
		}
		if _, err := report.ParseFormat(string(f), formats...); err != nil {
			return "", usageErrorf(c, "--out %s: %v", out, err)
		}
		return f, nil
	}
	return report.Text, nil
}
