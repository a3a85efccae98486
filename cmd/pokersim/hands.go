package main

import (
	"context"
	"errors"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

func handsCommand() *cli.Command {
	return &cli.Command{
		Name:      "hands",
		Usage:     "import hand histories (PokerStars, PHH) and report money won against all-in EV",
		ArgsUsage: "FILE|DIR|-",
		Description: `Reads hand histories: a file, every .txt, .phh and .phhs file below a
directory, or standard input ("-"), in PokerStars' text format or in PHH
(the Poker Hand History standard, TOML), the format told from each file.
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

Examples:
  pokersim hands HandHistory/
  pokersim hands --player Hero --format csv session.txt
  pokersim hands --chart winnings.svg session.txt
  pokersim hands --format html HandHistory/ > report.html`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "player", Usage: "follow `NAME` (default: each hand's hero)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: formatUsage("print results as", report.HandsFormats()) + " (a page with the graph)"},
			&cli.BoolFlag{Name: "strict", DisableDefaultText: true, Usage: "stop at the first malformed hand"},
			&cli.StringFlag{Name: "chart", Usage: "draw the followed player's money won and all-in EV over the hands to `FILE`, .svg or .png"},
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
}

func runHands(c *cli.Context) error {
	format, err := report.ParseFormat(c.String("format"), report.HandsFormats()...)
	if err != nil {
		return usageErrorf(c, "--format: %v", err)
	}
	opts := handsOptions{format: format, strict: c.Bool("strict"), chart: c.String("chart")}
	if opts.chart != "" {
		var ok bool
		if opts.chartFormat, ok = report.FormatFromPath(opts.chart); !ok || opts.chartFormat != report.SVG && opts.chartFormat != report.PNG {
			return usageErrorf(c, "--chart: %q: name a .svg or .png file", opts.chart)
		}
	}
	if c.NArg() != 1 {
		return usageErrorf(c, "want one FILE, DIR or -, got %d arguments", c.NArg())
	}
	s := history.NewSession(c.String("player"))
	out := report.NewHandsWriter(c.App.Writer, opts.format, chart.Gonum{})
	err = interruptible(c.Context, func() error {
		return readHands(c.Context, c.Args().First(), c.App.Reader, s, out, opts)
	})
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	if ferr := out.Finish(s); ferr != nil {
		return ferr
	}
	if err == nil && opts.chart != "" {
		if len(s.Points) == 0 {
			return usageErrorf(c, "--chart: no hands of the followed player to draw: name one with --player")
		}
		err = writeWinningsChart(opts, s)
	}
	return err
}

// readHands reads and values the hands of path into s and out.
func readHands(ctx context.Context, path string, stdin io.Reader, s *history.Session, out *report.HandsWriter, opts handsOptions) error {
	each := func(r *history.Result) error { return out.Rows(report.HandRows(r, s.Followed(r.Hand))) }
	if path == "-" {
		return s.Import(ctx, "-", stdin, opts.strict, 0, each)
	}
	files, err := history.Files(path)
	if err != nil {
		return err
	}
	// in a folder, a file in no known format is listed and passed over;
	// named alone, it is an error
	dir := len(files) != 1 || files[0] != path
	for _, name := range files {
		err := readHandsFile(name, func(f io.Reader) error { return s.Import(ctx, name, f, opts.strict, 0, each) })
		var pe *history.ParseError
		if err != nil && dir && !opts.strict && errors.As(err, &pe) && errors.Is(err, history.ErrFormat) {
			s.Skip(err)
			continue
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// readHandsFile opens a file and passes it to read.
func readHandsFile(name string, read func(io.Reader) error) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return read(f)
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
