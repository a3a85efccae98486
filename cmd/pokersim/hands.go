package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

func handsCommand() *cli.Command {
	return &cli.Command{
		Name:      "hands",
		Usage:     "import hand histories (PokerStars, GGPoker, Winamax, 888, iPoker, PHH) and report money won against all-in EV",
		ArgsUsage: "FILE|DIR|-",
		Description: `Reads hand histories: a file, every .txt, .phh, .phhs and .xml file
below a directory, or standard input ("-"), in the text formats of
PokerStars, GGPoker, Winamax and 888, iPoker's XML or PHH (the Poker Hand
History standard, TOML), the format told from each file.
For each hand it prints what the followed player put in, won and netted,
and for a hand that qualifies for all-in EV (PokerTracker 4's rule: all-in
before the river with no more betting possible and every live player's
cards known) its exact equity in each pot, its expected share of the pots
(raked in proportion) and its all-in adjusted net. A summary per player
follows: hands, net won, all-in adjusted won and the difference, in money
and big blinds, per 100 hands.

The followed player is --player, or in each hand the hero the file names
("Dealt to"); with neither, every player who put chips in is listed.

A malformed hand is reported with its file, line and reason and skipped
(--strict stops at the first, with exit status 2); a hand of a game other
than Hold'em or Omaha is counted and listed. See docs/hands.md.

With --out FILE (not standard input), each file finished is recorded in
FILE.journal (its rows in FILE.rows): after Ctrl-C, or if the process is
killed, run the same command again and only the files not done are read;
the report, written atomically, is the same as an uninterrupted run's.

Examples:
  pokersim hands HandHistory/
  pokersim hands --player Hero --format csv session.txt
  pokersim hands --chart winnings.svg session.txt
  pokersim hands --format html HandHistory/ > report.html
  pokersim hands --format json --out report.json HandHistory/
  pokersim hands --replay session.txt:HD1004`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "player", Usage: "follow `NAME` (default: each hand's hero)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: formatUsage("print results as", report.HandsFormats()) + " (a page with the graph)"},
			&cli.BoolFlag{Name: "strict", DisableDefaultText: true, Usage: "stop at the first malformed hand"},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write the report to `FILE`, journal progress beside it and resume from it"},
			&cli.StringFlag{Name: "chart", Usage: "draw the followed player's money won and all-in EV over the hands to `FILE`, .svg or .png"},
			&cli.StringFlag{Name: "workers", Aliases: []string{"w"}, DefaultText: "one per CPU", Usage: "value `N` hands at a time"},
			&cli.StringFlag{Name: "replay", Usage: "step through hand `FILE:HANDID` with the pot, stacks, pot odds, SPR and each known hand's equity per street"},
		},
		Action: runHands,
	}
}

// handsOptions are the choices of the hands command.
type handsOptions struct {
	format      report.Format
	strict      bool
	chart       string
	chartFormat report.Format
	workers     int // hands valued at a time, 0 for one per CPU
}

func runHands(c *cli.Context) error {
	if spec := c.String("replay"); spec != "" {
		return runReplay(c, spec)
	}
	format, err := report.ParseFormat(c.String("format"), report.HandsFormats()...)
	if err != nil {
		return usageErrorf(c, "--format: %v", err)
	}
	opts := handsOptions{format: format, strict: c.Bool("strict"), chart: c.String("chart")}
	if opts.workers, err = optionalWorkers(c); err != nil {
		return err
	}
	if opts.chart != "" {
		var ok bool
		if opts.chartFormat, ok = report.FormatFromPath(opts.chart); !ok || opts.chartFormat != report.SVG && opts.chartFormat != report.PNG {
			return usageErrorf(c, "--chart: %q: name a .svg or .png file", opts.chart)
		}
	}
	if c.NArg() != 1 {
		return usageErrorf(c, "want one FILE, DIR or -, got %d arguments", c.NArg())
	}
	path, out := c.Args().First(), c.String("out")
	stderr := c.App.ErrWriter
	var s *history.Session
	if out != "" && path != "-" && !atomicfile.Direct(out) {
		if err := makeParent(out); err != nil {
			return err
		}
		hj := &handsJob{path: path, player: c.String("player"), strict: opts.strict, workers: opts.workers, format: opts.format, out: out}
		res, err := hj.run(c.Context)
		if res != nil {
			for _, w := range res.Warnings {
				fmt.Fprintln(stderr, "pokersim: "+w)
			}
			if res.Resumed > 0 {
				fmt.Fprintf(stderr, "pokersim: resuming: %d of %d files done before\n", res.Resumed, res.Files)
			}
		}
		if err != nil {
			if errors.Is(err, context.Canceled) && res != nil {
				fmt.Fprintf(stderr, "pokersim: %d of %d files done and kept in %s.journal; run the same command again to finish\n", res.Done, res.Files, out)
			}
			return err
		}
		fmt.Fprintf(stderr, "pokersim: wrote %s\n", out)
		s = res.Session
	} else {
		s = history.NewSession(c.String("player"))
		w := c.App.Writer
		var f *os.File
		if out != "" { // standard input, or a device or a pipe: no journal
			if f, err = os.Create(out); err != nil {
				return err
			}
			defer f.Close()
			w = f
		}
		bw := bufio.NewWriterSize(w, 64<<10)
		hw := report.NewHandsWriter(bw, opts.format, chart.Gonum{})
		err = interruptible(c.Context, func() error {
			return readHands(c.Context, path, c.App.Reader, s, hw, opts)
		})
		if errors.Is(err, context.Canceled) {
			// The reading goroutine may still be writing into hw: leave
			// it alone. Without --out nothing is kept; --out FILE journals.
			return err
		}
		if err != nil {
			bw.Flush()
			return err
		}
		if ferr := hw.Finish(s); ferr != nil {
			return ferr
		}
		if ferr := bw.Flush(); ferr != nil {
			return ferr
		}
		if f != nil {
			if cerr := f.Close(); cerr != nil && err == nil {
				err = cerr
			}
		}
		if err != nil {
			return err
		}
	}
	if opts.chart != "" {
		if len(s.Points) == 0 {
			return usageErrorf(c, "--chart: no hands of the followed player to draw: name one with --player")
		}
		return writeWinningsChart(opts, s)
	}
	return nil
}

// readHands reads and values the hands of path into s and out: each file
// into a session of its own, merged into s in file order, as a job with
// --out does, so that both give the same figures.
func readHands(ctx context.Context, path string, stdin io.Reader, s *history.Session, out *report.HandsWriter, opts handsOptions) error {
	if path == "-" {
		one := history.NewSession(s.Follow)
		each := func(r *history.Result) error { return out.Rows(report.HandRows(r, one.Followed(r.Hand))) }
		err := one.Import(ctx, "-", stdin, opts.strict, opts.workers, each)
		s.Merge(one)
		return err
	}
	files, err := history.Files(path)
	if err != nil {
		return err
	}
	// in a folder, a file in no known format is listed and passed over;
	// named alone, it is an error
	dir := len(files) != 1 || files[0] != path
	for _, name := range files {
		one := history.NewSession(s.Follow)
		each := func(r *history.Result) error { return out.Rows(report.HandRows(r, one.Followed(r.Hand))) }
		err := importFile(ctx, name, dir, opts.strict, opts.workers, one, each)
		s.Merge(one)
		if err != nil {
			return err
		}
	}
	return nil
}

// writeWinningsChart draws the followed player's graph to opts.chart.
func writeWinningsChart(opts handsOptions, s *history.Session) error {
	unit := s.Currency
	if unit == "" {
		unit = "chips"
	}
	name := s.Follow
	if name == "" {
		name = "hero"
	}
	f, err := os.Create(opts.chart)
	if err != nil {
		return err
	}
	if err := chart.WriteWinnings(f, opts.chartFormat, s.Points, name, unit); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
