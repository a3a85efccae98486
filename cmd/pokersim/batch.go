package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/batch"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/input"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
	"github.com/pokersim/pokersim/request"
)

func batchCommand() *cli.Command {
	return &cli.Command{
		Name:      "batch",
		Usage:     usageOf("batch"),
		ArgsUsage: "FILE",
		Description: `Runs each line of FILE (- for standard input) as the arguments of
"pokersim equity" (blank lines and lines starting with # are skipped), on
one shared pool of workers, and writes a report of every matchup. A line
holds at most 64 KiB, and the file 64 MiB. Every line is checked before
anything runs: bad lines are listed with their numbers and nothing runs,
unless --keep-going, which runs the good lines and lists the bad ones in
the report (if every line is bad, nothing runs and the exit status is 2).

Each matchup's seed is derived from the batch seed and the matchup itself,
so the report is the same whatever the order of the lines or the number of
workers. The batch seed is a hash of the file unless --seed is given.

With --out, finished matchups are recorded in FILE.journal as they
complete: after Ctrl-C, or if the process is killed, run the same command
again and only the missing matchups run; the report is the same as an
uninterrupted run's. The report is written atomically, then the journal
is deleted. The format comes from the --out extension (.txt, .md, .csv,
.json, .html) unless --format is given; the HTML report is one
self-contained file with charts.

Examples:
  pokersim batch spots.txt
  pokersim batch --out report.html spots.txt
  pokersim batch --out report.json --seed 42 --workers 2 spots.txt
  pokersim batch --keep-going --out report.md spots.txt

A batch file:
  # all-in spots
  AhKh vs QsQd
  "QQ+,AKs" vs random --trials 2000000
  AsAd vs KhKc vs QsQc --board Ts9h2c --dead 2d`,
		Flags: []cli.Flag{
			sharedFlag("out", use{usage: "write the report to `FILE`, and journal progress beside it", short: true}),
			sharedFlag("format", use{usage: formatUsage("report", (&answer.Batch{}).Formats()), defaultText: "from the --out extension, else text", short: true}),
			runFlag("seed", "a hash of FILE", "the batch SEED"),
			runFlag("workers", "", "N matchups at a time"),
			runFlag("confidence", "", ""),
			&cli.BoolFlag{Name: "keep-going", Aliases: []string{"k"}, DisableDefaultText: true, Usage: "run the good lines even if some are bad, and list the bad ones in the report"},
			sharedFlag("shard", use{}),
		},
		Action: batchAction,
	}
}

func batchAction(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErrorf(c, "want one FILE of matchups")
	}
	cfg, workers, err := batchConfig(c)
	if err != nil {
		return err
	}
	sh, err := readShard(c)
	if err != nil {
		return err
	}
	var format report.Format
	if sh == nil {
		if format, err = batchFormat(c); err != nil {
			return err
		}
	}
	path := c.Args().First()
	var data []byte
	err = interruptible(c.Context, func() (err error) {
		data, err = input.ReadFile(c.Context, path, c.App.Reader, batch.Limits())
		return err
	})
	if err != nil {
		return err
	}
	job, err := batch.New(path, data, cfg)
	if err != nil {
		return err
	}
	stderr := c.App.ErrWriter
	fmt.Fprintf(stderr, "pokersim: batch %s: %s, seed %d\n", path, plural(len(job.Items), "matchup"), job.Seed)
	out := c.String("out")
	var res *batch.Outcome
	if sh != nil {
		step, stop := startCountProgress(stderr, "batch "+sh.String(), len(sh.Units(len(job.Items))))
		res, err = job.RunShard(c.Context, *sh, out, shardCommand(c, sh), batch.Options{Workers: workers, Step: step, Charts: chart.Gonum{}})
		stop()
	} else {
		res, err = runBatch(c, job, workers, format, out)
	}
	if err := batchEnd(stderr, job, res, out, err); err != nil {
		return err
	}
	if out == "" && sh == nil {
		return chart.Write(c.App.Writer, format, res.Report)
	}
	fmt.Fprintf(stderr, "pokersim: wrote %s\n", out)
	return nil
}

// batchConfig reads the request's Run flags that a batch takes once for
// all its lines, by the request's table, as an equity command reads them,
// so that their grammar and messages are the same.
func batchConfig(c *cli.Context) (cfg batch.Config, workers int, err error) {
	cfg.KeepGoing = c.Bool("keep-going")
	var r request.Request
	for _, name := range []string{"confidence", "seed", "workers"} {
		if c.IsSet(name) {
			if err := r.Set(name, c.String(name)); err != nil {
				return cfg, 0, usage(c, err)
			}
		}
	}
	if c.IsSet("confidence") {
		cfg.Confidence, _ = r.ConfidenceLevel() // Set checked it
	}
	if c.IsSet("seed") {
		cfg.Seed = r.Seed
	}
	return cfg, r.Workers, nil
}

// runBatch runs the whole batch, journaled beside out, and writes its
// report to out (if not empty) in format.
func runBatch(c *cli.Context, job *batch.Job, workers int, format report.Format, out string) (*batch.Outcome, error) {
	if out != "" {
		if err := makeParent(out); err != nil {
			return nil, err
		}
	}
	// A device or a pipe (--out /dev/stdout) gets the report written
	// into it, without a journal beside it.
	journaled := out
	if atomicfile.Direct(out) {
		journaled = ""
	}
	step, stop := startCountProgress(c.App.ErrWriter, "batch", len(job.Items))
	res, err := job.Run(c.Context, batch.Options{Workers: workers, Out: journaled, Format: format, Charts: chart.Gonum{}, Step: step})
	stop()
	if err == nil && journaled != out {
		err = atomicfile.Write(out, func(w io.Writer) error { return chart.Write(w, format, res.Report) })
	}
	return res, err
}

// batchEnd writes the warnings of a batch run and what was resumed to
// stderr, and, for a run interrupted, what was kept; it returns err, the
// run's error.
func batchEnd(stderr io.Writer, job *batch.Job, res *batch.Outcome, out string, err error) error {
	if res != nil {
		for _, w := range res.Warnings {
			warn(stderr, w)
		}
		if res.Resumed > 0 {
			fmt.Fprintf(stderr, "pokersim: resuming: %d of them done before\n", res.Resumed)
		}
	}
	if err != nil && errors.Is(err, context.Canceled) && res != nil {
		if out != "" {
			fmt.Fprintf(stderr, "pokersim: %d of %d matchups done and kept in %s.journal; run the same command again to finish\n", res.Done, len(job.Items), out)
		} else {
			fmt.Fprintf(stderr, "pokersim: %d of %d matchups done; nothing was kept (give --out FILE to keep finished matchups and resume)\n", res.Done, len(job.Items))
		}
	}
	return err
}

// runFlag returns the request's flag name as a command-line flag, as
// cliFlag makes it, with the batch's own default and usage where they are
// not empty: a batch's seed defaults to a hash of its file, and its
// workers run matchups.
func runFlag(name, def, usage string) cli.Flag {
	f := *request.Lookup(name)
	if def != "" {
		f.Default = def
	}
	if usage != "" {
		f.Usage = usage
	}
	return cliFlag(&f)
}

// batchFormat returns the report format: --format, or the --out extension,
// or text.
func batchFormat(c *cli.Context) (report.Format, error) {
	formats := (&answer.Batch{}).Formats()
	if c.IsSet("format") {
		f, err := report.ParseFormat(c.String("format"), formats...)
		if err != nil {
			return "", usageErrorf(c, "--format: %v", err)
		}
		return f, nil
	}
	if out := c.String("out"); out != "" {
		f, ok := report.FormatFromPath(out)
		if !ok || f == report.PNG || f == report.SVG {
			return "", usageErrorf(c, "cannot tell the format of %q from its extension: give --format", out)
		}
		return f, nil
	}
	return report.Text, nil
}

// plural returns "1 matchup" or "n matchups".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
