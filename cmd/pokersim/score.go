package main

import (
	"context"
	"io"
	"os"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/score"
	"github.com/urfave/cli/v2"
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     usageOf("score"),
		ArgsUsage: "[FILE]",
		Description: `Reads FILE, or standard input if FILE is absent or "-", in the layout of
Project Euler problem 54's poker.txt: one showdown a line, ten cards, the
first five player 1's, such as

  8C TS KC 9H 4S 7D 2S 5D 3S AC

and prints how many showdowns each player wins and how many are ties.
Blank lines are skipped; lines may end in LF or CRLF.

HackerRank's version of the problem, whose first line is the number of
showdowns, is recognised by that line (or forced with --hackerrank); for it
score prints the winner of each showdown, "Player 1" or "Player 2", as that
problem expects, or "Tie" for equal hands.

A bad card, a card given twice or a line without ten cards stops score with
the line number on standard error and exit status 2.

Examples:
  pokersim score poker.txt
  pokersim score --format json poker.txt
  pokersim score --explain poker.txt | head
  pokersim score < hackerrank_input.txt`,
		Flags: []cli.Flag{
			formatFlag(score.Formats()),
			&cli.BoolFlag{Name: "explain", DisableDefaultText: true, Usage: "print each showdown with both hands and the winner, then the counts"},
			&cli.BoolFlag{Name: "hackerrank", DisableDefaultText: true, Usage: "read HackerRank's layout: a first line with the number of showdowns"},
		},
		Action: runScore,
	}
}

// scoreOptions are the choices of the score command.
type scoreOptions struct {
	format  report.Format
	explain bool
}

func runScore(c *cli.Context) error {
	format, err := formatOf(c, score.Formats())
	if err != nil {
		return err
	}
	opts := scoreOptions{format: format, explain: c.Bool("explain")}
	if opts.explain && format == report.JSON {
		return usageErrorf(c, "--explain prints text: it cannot be combined with --format json")
	}
	args := c.Args().Slice()
	if len(args) > 1 {
		return usageErrorf(c, "want at most one FILE, got %d arguments", len(args))
	}
	layout := score.LayoutAuto
	if c.Bool("hackerrank") {
		layout = score.LayoutHackerRank
	}
	in := c.App.Reader
	if len(args) == 1 && args[0] != "-" {
		name := args[0]
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	return interruptible(c.Context, func() error {
		return writeScores(c.Context, c.App.Writer, score.NewScorer(in, layout), opts)
	})
}

// writeScores scores the lines of s and writes the results to w.
func writeScores(ctx context.Context, w io.Writer, s *score.Scorer, opts scoreOptions) error {
	out := score.NewWriter(w, opts.format, opts.explain)
	for s.Scan() {
		if s.Result().Hands%4096 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		l := s.Line()
		out.Line(&l, s.Layout())
	}
	if err := s.Err(); err != nil {
		out.Abort()
		return err
	}
	return out.Finish(s.Result(), s.Layout())
}
