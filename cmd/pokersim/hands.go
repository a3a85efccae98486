package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/hands"
	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

func handsCommand() *cli.Command {
	return &cli.Command{
		Name:      "hands",
		Usage:     usageOf("hands"),
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
			sharedFlag("format", use{usage: formatUsage("print results as", hands.Formats()) + " (a page with the graph)", value: "text"}),
			&cli.BoolFlag{Name: "strict", DisableDefaultText: true, Usage: "stop at the first malformed hand"},
			sharedFlag("out", use{usage: "write the report to `FILE`, journal progress beside it and resume from it", short: true}),
			sharedFlag("chart", use{usage: "draw the followed player's money won and all-in EV over the hands to `FILE`, .svg or .png"}),
			sharedFlag("workers", use{usage: "value `N` hands at a time"}),
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
	opts, err := readHandsOptions(c)
	if err != nil {
		return err
	}
	if c.NArg() != 1 {
		return usageErrorf(c, "want one FILE, DIR or -, got %d arguments", c.NArg())
	}
	path, out := c.Args().First(), c.String("out")
	var s *history.Session
	if out != "" && path != "-" && !atomicfile.Direct(out) {
		s, err = handsJob(c, opts, path, out)
	} else {
		s, err = handsStream(c, opts, path, out)
	}
	if err != nil {
		return err
	}
	if opts.chart != "" {
		if len(s.Points) == 0 {
			return usageErrorf(c, "--chart: no hands of the followed player to draw: name one with --player")
		}
		return writeWinningsChart(c, opts, s)
	}
	return nil
}

// readHandsOptions reads the flags of hands other than --out.
func readHandsOptions(c *cli.Context) (opts handsOptions, err error) {
	if opts.format, err = report.ParseFormat(c.String("format"), hands.Formats()...); err != nil {
		return opts, usageErrorf(c, "--format: %v", err)
	}
	opts.strict, opts.chart = c.Bool("strict"), c.String("chart")
	if opts.workers, err = optionalWorkers(c); err != nil {
		return opts, err
	}
	if opts.chart != "" {
		var ok bool
		if opts.chartFormat, ok = report.FormatFromPath(opts.chart); !ok || opts.chartFormat != report.SVG && opts.chartFormat != report.PNG {
			return opts, usageErrorf(c, "--chart: %q: name a .svg or .png file", opts.chart)
		}
	}
	return opts, nil
}

// handsJob values the hand histories at path as a job whose report is
// written to out, journaled beside it so that a run stopped resumes.
func handsJob(c *cli.Context, opts handsOptions, path, out string) (*history.Session, error) {
	if err := makeParent(out); err != nil {
		return nil, err
	}
	stderr := c.App.ErrWriter
	hj := &hands.Job{Path: path, Player: c.String("player"), Options: hands.Options{Strict: opts.strict, Workers: opts.workers},
		Format: opts.format, Charts: chart.Gonum{}, Out: out}
	res, err := hj.Run(c.Context)
	if res != nil {
		for _, w := range res.Warnings {
			warn(stderr, w)
		}
		if res.Resumed > 0 {
			fmt.Fprintf(stderr, "pokersim: resuming: %d of %d files done before\n", res.Resumed, res.Files)
		}
	}
	if err != nil {
		if errors.Is(err, context.Canceled) && res != nil {
			fmt.Fprintf(stderr, "pokersim: %d of %d files done and kept in %s.journal; run the same command again to finish\n", res.Done, res.Files, out)
		}
		return nil, err
	}
	fmt.Fprintf(stderr, "pokersim: wrote %s\n", out)
	return res.Session, nil
}

// handsStream values the hand histories at path (or standard input, "-")
// and writes the report as it goes, to standard output or to out, a
// device or a pipe or the file of standard input's report: no journal.
func handsStream(c *cli.Context, opts handsOptions, path, out string) (*history.Session, error) {
	s := history.NewSession(c.String("player"))
	w := c.App.Writer
	var f *os.File
	if out != "" {
		var err error
		if f, err = os.Create(out); err != nil {
			return nil, err
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	hw := hands.NewWriter(bw, opts.format, chart.Gonum{})
	err := interruptible(c.Context, func() error {
		ho := hands.Options{Strict: opts.strict, Workers: opts.workers}
		if path == "-" {
			return hands.ReadFrom(c.Context, "-", c.App.Reader, s, hw, ho)
		}
		return hands.Read(c.Context, path, s, hw, ho)
	})
	if errors.Is(err, context.Canceled) {
		// The reading goroutine may still be writing into hw: leave it
		// alone. Without --out nothing is kept; --out FILE journals.
		return nil, err
	}
	if err != nil {
		bw.Flush()
		return nil, err
	}
	if err := hw.Finish(s); err != nil {
		return nil, err
	}
	if err := bw.Flush(); err != nil {
		return nil, err
	}
	if f != nil {
		if err := f.Close(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// writeWinningsChart draws the followed player's graph to opts.chart,
// one file per unit of money where the session holds several: money in
// different units is never drawn on one axis. FILE.svg becomes
// FILE-USD.svg, FILE-chips.svg, ..., each named on stderr.
func writeWinningsChart(c *cli.Context, opts handsOptions, s *history.Session) error {
	name := s.Follow
	if name == "" {
		name = "hero"
	}
	charts := hands.WinningsCharts(s, name)
	for _, uc := range charts {
		path := opts.chart
		if len(charts) > 1 {
			ext := filepath.Ext(path)
			path = strings.TrimSuffix(path, ext) + "-" + unitFileName(uc.Unit) + ext
			warn(c.App.ErrWriter, fmt.Sprintf("the graph in %s: %s", uc.Unit, path))
		}
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		if err := (chart.Gonum{}).Draw(f, opts.chartFormat, uc.Curves); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	return nil
}

// unitFileName is a unit's name as part of a file name: letters and
// digits kept, anything else "_" ("play money" gives "play_money").
func unitFileName(u string) string {
	return strings.Map(func(r rune) rune {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return r
		}
		return '_'
	}, u)
}
