package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/matrix"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
	"github.com/pokersim/pokersim/request"
)

func matrixCommand() *cli.Command {
	return &cli.Command{
		Name:  "matrix",
		Usage: usageOf("matrix"),
		Description: `Computes the exact all-in equity before the flop of each of the 169
starting-hand classes against each other and against one random hand, and
writes it with the classes in the usual 13x13 grid order (AA, AKs, ..., A2s,
AKo, KK, KQs, ..., 22). A cell is the row class's equity against the column
class: the mean over the pairs of a combo of each that share no card, each
pair counting equally, of its equity over every board. The full matrix
takes about 35 seconds on two idle cores; --rows computes some rows only, each
against all 169 classes.

Files, in the --out directory, named after --name:
  matrix.csv    a line per row class: class, vs_random, then its equity
                against AA, AKs, AQs, ... (the header names them)
  matrix.json   {"classes": [...], "rows": [{"class", "vs_random", "equity"}]}
  matrix.png    a heatmap, row hand vs column hand, blue 0 to red 1
  matrix.svg    the same heatmap as vector graphics

Finished pieces are recorded in matrix.journal beside the files as they
complete: after Ctrl-C (exit status 130), or if the process is killed, run
the same command again and only what is missing is computed; the files are
the same as an uninterrupted run's. They are written atomically, then the
journal is deleted. A journal of a run with other --rows is refused (exit
status 2): delete it to start afresh.

With --players 3, the three-way table: for every unordered triple of classes
(818,805 of them) the exact all-in equity of each against the other two, each
conflict-free triple of combos counting equally, written to NAME.csv (NAME
matrix3 by default; --format json or all for NAME.json too): a line per
triple x,y,z (grid order) with the three equities and the exact counts
they come from. The whole table takes about
5 core-hours (see docs/clusters.md): split it over a cluster with --shard, or compute
a slice: --rows, the triples holding one of these classes; --classes, the
triples made only of these. --lookup X,Y,Z prints the equities of three
classes, from --file if given, otherwise computed at once.

Examples:
  pokersim matrix
  pokersim matrix --out results --workers 2
  pokersim matrix --rows AA,KK,72o --format csv,png
  pokersim matrix --name preflop --format json
  pokersim matrix --players 3 --lookup AA,KK,QQ
  pokersim matrix --players 3 --classes AA,KK,QQ,JJ,AKs,72o --out results
  pokersim matrix --players 3 --shard env/64 --out shard-$SLURM_ARRAY_TASK_ID.json`,
		Flags: []cli.Flag{
			sharedFlag("out", use{usage: "write the files to directory `DIR`, creating it if need be (with --shard: the shard file)", value: ".", short: true}),
			&cli.StringFlag{Name: "name", DefaultText: "matrix, or matrix3 with --players 3", Usage: "`NAME` of the files, before .csv, .json, .png, .svg and .journal"},
			sharedFlag("format", use{usage: "`FORMATS` to write, separated by commas: " + formatNames((&matrix.Report{}).Formats()) + " or all (three-way: " + formatNames((&matrix.ThreeWay{}).Formats()) + " or all; csv unless given)", value: "all", short: true}),
			&cli.StringFlag{Name: "rows", Aliases: []string{"r"}, DefaultText: "all 169", Usage: "compute only the rows of these `CLASSES`, such as AA,KK,72o, each against all 169"},
			sharedFlag("workers", use{usage: "`N` worker goroutines"}),
			sharedFlag("shard", use{}),
			&cli.StringFlag{Name: "players", Value: "2", Usage: "`N`: 2 for the class matrix, 3 for the three-way table"},
			sharedFlag("game", use{usage: "`GAME`: the matrix is of Hold'em's starting-hand classes; any other game is refused, saying why", value: "holdem", short: true}),
			&cli.StringFlag{Name: "classes", Usage: "three-way: only the triples made of these `CLASSES`"},
			&cli.StringFlag{Name: "lookup", Usage: "three-way: print the equities of the `CLASSES` X,Y,Z against each other"},
			sharedFlag("file", use{usage: "three-way: with --lookup, the table `FILE` to read them from"}),
		},
		Action: matrixAction,
	}
}

func matrixAction(c *cli.Context) error {
	if c.Args().Present() {
		return usageErrorf(c, "unexpected argument %q: matrix takes flags only", c.Args().First())
	}
	g, err := game.Parse(c.String("game"))
	if err != nil {
		return usageErrorf(c, "--game: %v", err)
	}
	if err := request.Refuse(g, request.Matrix); err != nil {
		return usageErrorf(c, "--game: %v", err)
	}
	players := 2
	switch p := c.String("players"); p {
	case "2":
		if given := flagsSet(c, "classes", "lookup", "file"); len(given) > 0 {
			return usageErrorf(c, "%s: for the three-way table (--players 3)", strings.Join(given, ", "))
		}
	case "3":
		if c.IsSet("lookup") {
			if given := flagsSet(c, "format", "out", "name", "rows", "classes", "shard"); len(given) > 0 {
				return usageErrorf(c, "%s: --lookup writes no files, it prints the three equities", strings.Join(given, ", "))
			}
			return lookup3(c)
		}
		if c.IsSet("file") {
			return usageErrorf(c, "--file is for --lookup")
		}
		players = 3
	default:
		return usageErrorf(c, "--players: want 2 or 3, got %q", p)
	}
	job, err := matrixJob(c, players)
	if err != nil {
		return err
	}
	return runTable(c, job)
}

// runTable runs job, or the shard of it that c asks for, with progress on
// stderr. It reports the job's warnings, the units (class pairs, triples)
// it resumed from its journal, the units saved when it is interrupted,
// and the files it wrote.
func runTable(c *cli.Context, job *matrix.Job) error {
	sh, err := readShard(c)
	if err != nil {
		return err
	}
	label, units := "matrix", "class pairs"
	if job.Players == 3 {
		label, units = "matrix3", "triples"
	}
	stderr := c.App.ErrWriter
	var stop func()
	job.Progress, stop = startProgress(stderr, label)
	var res *matrix.Outcome
	journal := job.Path("journal")
	if sh != nil {
		journal = c.String("out") + ".journal"
		res, err = job.RunShard(c.Context, *sh, c.String("out"), shardCommand(c, sh))
	} else {
		if err := os.MkdirAll(job.Dir, 0o755); err != nil {
			return err
		}
		res, err = job.Run(c.Context)
	}
	stop()
	if res != nil {
		for _, w := range res.Warnings {
			warn(stderr, w)
		}
		if res.Resumed > 0 {
			fmt.Fprintf(stderr, "pokersim: resumed with %d %s from %s\n", res.Resumed, units, journal)
		}
	}
	if errors.Is(err, context.Canceled) && res != nil {
		fmt.Fprintf(stderr, "pokersim: %d %s are saved in %s: run the same command again to resume\n", res.Saved, units, journal)
	}
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stderr, "pokersim: wrote %s\n", strings.Join(res.Files, ", "))
	return err
}

// matrixJob reads the job of a table of players from c's flags.
func matrixJob(c *cli.Context, players int) (*matrix.Job, error) {
	job := &matrix.Job{Players: players, Dir: c.String("out"), Name: c.String("name"), Charts: chart.Gonum{}}
	var formats []report.Format
	if players == 3 {
		formats = (&matrix.ThreeWay{}).Formats()
		if !c.IsSet("name") {
			job.Name = "matrix3"
		}
	} else {
		formats = (&matrix.Report{}).Formats()
		if !c.IsSet("name") {
			job.Name = "matrix"
		}
	}
	if c.IsSet("workers") {
		var err error
		if job.Workers, err = workersOf(c); err != nil {
			return nil, err
		}
	}
	if job.Name == "" || strings.ContainsAny(job.Name, `/\`) {
		return nil, usageErrorf(c, "--name %q: want a file name without a directory (give that with --out)", job.Name)
	}
	format := c.String("format")
	if players == 3 && !c.IsSet("format") {
		format = "csv" // the whole table is some 100 MB of CSV: JSON only if asked for
	}
	var err error
	if job.Formats, err = parseTableFormats(format, formats); err != nil {
		return nil, usageErrorf(c, "--format: %v", err)
	}
	for _, f := range []struct {
		name string
		dst  *[]deck.Class
	}{{"rows", &job.Rows}, {"classes", &job.Classes}} {
		if c.IsSet(f.name) {
			if *f.dst, err = parseClassList(c.String(f.name)); err != nil {
				return nil, usageErrorf(c, "--%s: %v", f.name, err)
			}
		}
	}
	return job, nil
}

// parseTableFormats parses a list of formats separated by commas, or
// "all", into the formats of all (a table's report's), in their order.
func parseTableFormats(s string, all []report.Format) ([]report.Format, error) {
	want := make(map[report.Format]bool)
	for _, f := range strings.Split(s, ",") {
		if strings.EqualFold(strings.TrimSpace(f), "all") {
			for _, g := range all {
				want[g] = true
			}
			continue
		}
		g, err := report.ParseFormat(f, all...)
		if err != nil {
			return nil, fmt.Errorf("unknown format %q (want %s or all, separated by commas)", strings.TrimSpace(f), formatNames(all))
		}
		want[g] = true
	}
	var out []report.Format
	for _, f := range all {
		if want[f] {
			out = append(out, f)
		}
	}
	return out, nil
}

// flagsSet returns those of the flags names that c was given, as
// "--name".
func flagsSet(c *cli.Context, names ...string) []string {
	var given []string
	for _, n := range names {
		if c.IsSet(n) {
			given = append(given, "--"+n)
		}
	}
	return given
}

// parseClassList parses classes separated by commas, such as "AA, KK,72o".
func parseClassList(s string) ([]deck.Class, error) {
	var out []deck.Class
	for _, part := range strings.Split(s, ",") {
		c, err := deck.ParseClass(part)
		if err != nil {
			var pe *deck.ParseError
			if errors.As(err, &pe) {
				return nil, fmt.Errorf("%q: %s", strings.TrimSpace(part), pe.Detail)
			}
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// workersOf reads c's --workers flag as a request reads it.
func workersOf(c *cli.Context) (int, error) {
	var r request.Request
	if err := r.Set("workers", c.String("workers")); err != nil {
		return 0, usage(c, err)
	}
	return r.Workers, nil
}
