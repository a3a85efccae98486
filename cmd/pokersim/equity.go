package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"io"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/job/equity"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/shard"
	"github.com/pokersim/pokersim/sim"
)

func equityCommand() *cli.Command {
	// --format comes before the flags that add tables to the output.
	flags := requestFlags()
	at := slices.IndexFunc(flags, func(f cli.Flag) bool { return f.Names()[0] == "categories" })
	flags = slices.Insert(flags, at,
		cli.Flag(sharedFlag("format", use{usage: formatUsage("output", (&answer.Equity{}).Formats()), value: "text", short: true})))
	flags = append(flags,
		sharedFlag("chart", use{usage: "write the equity distribution (--distribution) as a chart to `FILE`, .svg or .png"}),
		sharedFlag("shard", use{}), sharedFlag("out", use{usage: "with --shard: the shard `FILE` to write", short: true}))
	return &cli.Command{
		Name:      "equity",
		Usage:     usageOf("equity"),
		ArgsUsage: "HAND vs HAND [vs HAND ...]",
		Description: `Values a showdown exactly when enumerating every board is estimated to take
at most three CPU-seconds (a second and a half on two cores), and by Monte
Carlo otherwise, to a standard error of 0.0005 unless told otherwise.
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
  pokersim equity AhKh vs QsQd --board Ts9h2c --outs --by-card
  pokersim equity AhKh vs QsQd --board Ts9h2c5d8s --streets
  pokersim equity "QQ+,AK" vs "20%" --board Ts9h2c --distribution --chart dist.svg

Hands: two cards (AhKh), or in Hold'em a range: pairs (QQ, QQ+, 22-55),
suited or offsuit hands (AKs, AKo, AK, KTs+, A2s-A5s), exact combos (AhKh),
random, the top share of hands (15%), with weights (AA@50, AKs:0.5);
separate parts with commas and quote the range for the shell.`,
		Flags:  flags,
		Action: equityAction,
	}
}

// requestFlags returns the command-line flags of an equity request, made
// from request.Flags: every value is read as text and parsed by the
// request, so the command line, batch lines and the HTTP API share one
// parser and one set of messages.
func requestFlags() []cli.Flag {
	var out []cli.Flag
	for _, f := range request.Flags() {
		out = append(out, cliFlag(&f))
	}
	return out
}

// gameFlags returns the flags that choose the game, as requestFlags makes
// them, for commands that take a game without a matchup.
func gameFlags() []cli.Flag {
	var out []cli.Flag
	for _, name := range []string{"game", "hi-lo", "trips-beat-straight"} {
		out = append(out, cliFlag(request.Lookup(name)))
	}
	return out
}

// cliFlag returns the command-line flag of a request's flag f.
func cliFlag(f *request.Flag) cli.Flag {
	if f.Switch() {
		return &cli.BoolFlag{Name: f.Name, Aliases: f.Aliases, Usage: f.Usage,
			Hidden: f.Hidden, DisableDefaultText: true}
	}
	usage := f.Usage
	if i := indexWord(usage, f.Value); i >= 0 {
		usage = usage[:i] + "`" + f.Value + "`" + usage[i+len(f.Value):]
	}
	return &cli.StringFlag{Name: f.Name, Aliases: f.Aliases, Usage: usage,
		DefaultText: f.Default, Hidden: f.Hidden}
}

// indexWord returns the index of the first occurrence of word in s as a
// whole word, or -1.
func indexWord(s, word string) int {
	for i := 0; i+len(word) <= len(s); i++ {
		if s[i:i+len(word)] != word {
			continue
		}
		before := i == 0 || s[i-1] == ' ' || s[i-1] == '('
		after := i+len(word) == len(s) || strings.ContainsRune(" ,:;)", rune(s[i+len(word)]))
		if before && after {
			return i
		}
	}
	return -1
}

// readRequest reads an equity request from c's arguments and the flags set
// on its command line.
func readRequest(c *cli.Context) (*request.Request, error) {
	r := &request.Request{Players: request.SplitPlayers(c.Args().Slice())}
	for _, f := range request.Flags() {
		if !c.IsSet(f.Name) {
			continue
		}
		v := c.String(f.Name)
		if f.Switch() {
			v = fmt.Sprint(c.Bool(f.Name))
		}
		if err := r.Set(f.Name, v); err != nil {
			return nil, requestError(c, err)
		}
	}
	return r, nil
}

// maxExactWall is the longest an exact enumeration of equity may be
// estimated to take, in wall time on its workers, before it is refused:
// past it, Monte Carlo or shards on several machines are the way.
const maxExactWall = time.Hour

// announceExactAfter is the estimated wall time past which an exact
// enumeration is announced, with its estimate, and its bar shown at once.
const announceExactAfter = 10 * time.Second

// checkExactCost refuses an exact enumeration estimated beyond
// maxExactWall, with its estimate and what to do instead, and announces
// one beyond announceExactAfter, showing bar at once.
func checkExactCost(c *cli.Context, plan *sim.Plan, workers int, bar *progress) error {
	if plan.Method() != sim.ForceExact {
		return nil
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	cost := plan.ExactCost()
	wall := cost / float64(workers)
	estimate := fmt.Sprintf("%s of CPU time, %s on %s", report.Estimate(cost), report.Estimate(wall), plural(workers, "worker"))
	instead := "run Monte Carlo instead (leave out --exact, or --mc --stderr 0.0001 for tighter figures)"
	if wall > 365*24*time.Hour.Seconds() {
		estimate = "longer than a year"
	} else {
		instead += ", or split the enumeration into shards run on several machines (--shard I/N --out FILE, then pokersim merge)"
	}
	switch {
	case wall > maxExactWall.Seconds():
		return usageErrorf(c, "--exact: enumerating every board would take %s, over the hour this command enumerates: %s", estimate, instead)
	case wall > announceExactAfter.Seconds():
		fmt.Fprintf(c.App.ErrWriter, "pokersim: exact enumeration: about %s (Ctrl-C stops it)\n", estimate)
		bar.now()
	}
	return nil
}

// requestError returns err, a request's error, as a usage error if it is
// about a flag, so that the message points to the command's help.
func requestError(c *cli.Context, err error) error {
	var fe *request.Error
	if errors.As(err, &fe) {
		return usage(c, err)
	}
	return err
}

func equityAction(c *cli.Context) error {
	if c.Args().Len() == 0 {
		return usageErrorf(c, "no hands given: write them as AhKh vs QsQd")
	}
	format, err := report.ParseFormat(c.String("format"), (&answer.Equity{}).Formats()...)
	if err != nil {
		return usageErrorf(c, "--format: %v", err)
	}
	req, err := readRequest(c)
	if err != nil {
		return err
	}
	if sh, err := readShard(c); err != nil || sh != nil {
		if err != nil {
			return err
		}
		return equityShard(c, req, sh)
	}
	if c.IsSet("out") {
		return usageErrorf(c, "--out writes a shard file, with --shard I/N: without it, equity prints its report (redirect it with > FILE)")
	}
	chartFormat, err := chartFileFormat(c)
	if err != nil {
		return err
	}
	req.Distribution = req.Distribution || chartFormat != ""
	spec, err := req.Spec()
	if err != nil {
		return requestError(c, err)
	}
	if format == report.CSV && spec.AnalysisCount() > 1 {
		return usage(c, answer.ErrAnalysesCSV)
	}
	e, r, err := runEquity(c, spec)
	if err != nil {
		return err
	}
	// The chart first: if it cannot be written, the run failed, and
	// printing the table would read as success.
	if chartFormat != "" && !r.Interrupted {
		if err := writeDistributionChart(c.String("chart"), chartFormat, e); err != nil {
			return err
		}
	}
	if err := chart.Write(c.App.Writer, format, e); err != nil {
		return err
	}
	if r.Interrupted {
		return fmt.Errorf("stopped early after %d trials: %w", r.Samples, context.Canceled)
	}
	return nil
}

// equityShard runs shard sh of req's exact enumeration and writes its
// shard file (--out).
func equityShard(c *cli.Context, req *request.Request, sh *shard.Shard) error {
	if req.ByCard || req.Outs || req.Streets || req.Distribution || c.IsSet("chart") {
		return usageErrorf(c, "--shard runs the equity alone: leave out --by-card, --outs, --streets, --distribution and --chart")
	}
	return requestError(c, equity.RunShard(c.Context, req, *sh, c.String("out"), shardCommand(c, sh)))
}

// chartFileFormat returns the format of the --chart file, "" without
// --chart, checking that the file can be written before any work.
func chartFileFormat(c *cli.Context) (report.Format, error) {
	file := c.String("chart")
	if file == "" {
		return "", nil
	}
	f, ok := report.FormatFromPath(file)
	if !ok || f != report.SVG && f != report.PNG {
		return "", usageErrorf(c, "--chart: %q: name a .svg or .png file", file)
	}
	if err := atomicfile.Check(file); err != nil {
		return "", fmt.Errorf("--chart: %w", err)
	}
	return f, nil
}

// runEquity runs spec with a progress bar and returns its report, with
// the analyses it asks for, and the engine's result.
func runEquity(c *cli.Context, spec *request.Spec) (*answer.Equity, *sim.Result, error) {
	bar := newProgress(c.App.ErrWriter, "equity")
	if bar != nil {
		spec.Options.Progress = bar.set
	}
	plan, err := spec.Plan()
	if err != nil {
		return nil, nil, err
	}
	if err := checkExactCost(c, plan, spec.Options.Workers, bar); err != nil {
		return nil, nil, err
	}
	r, err := plan.Run(c.Context)
	bar.stop()
	if err != nil {
		return nil, nil, err
	}
	if r.Interrupted && isTerminal(c.App.ErrWriter) {
		fmt.Fprintln(c.App.ErrWriter) // past the ^C the terminal echoed
	}
	e, err := answer.Full(c.Context, spec, r)
	return e, r, err
}

// writeDistributionChart draws e's equity distributions to file, whole or
// not at all.
func writeDistributionChart(file string, f report.Format, e *answer.Equity) error {
	return atomicfile.Write(file, func(w io.Writer) error {
		d := answer.DistributionsChart(e.Distributions)
		if d == nil {
			return errors.New("no equity distribution to draw")
		}
		return chart.Gonum{}.Draw(w, f, d)
	})
}
