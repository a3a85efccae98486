package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/sim"
	"github.com/urfave/cli/v2"
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "count the showdowns each player wins in a file of hands (Project Euler 54)",
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
			formatFlag(),
			&cli.BoolFlag{Name: "explain", DisableDefaultText: true, Usage: "print each showdown with both hands and the winner, then the counts"},
			&cli.BoolFlag{Name: "hackerrank", DisableDefaultText: true, Usage: "read HackerRank's layout: a first line with the number of showdowns"},
		},
		Action: runScore,
	}
}

// scoreOptions are the choices of the score command.
type scoreOptions struct {
	format  outputFormat
	explain bool
}

func runScore(c *cli.Context) error {
	format, err := formatOf(c)
	if err != nil {
		return err
	}
	opts := scoreOptions{format: format, explain: c.Bool("explain")}
	if opts.explain && format == formatJSON {
		return usageErrorf(c, "--explain prints text: it cannot be combined with --format json")
	}
	args := c.Args().Slice()
	if len(args) > 1 {
		return usageErrorf(c, "want at most one FILE, got %d arguments", len(args))
	}
	layout := sim.LayoutAuto
	if c.Bool("hackerrank") {
		layout = sim.LayoutHackerRank
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
		return writeScores(c.Context, c.App.Writer, sim.NewScorer(in, layout), opts)
	})
}

// writeScores scores the lines of s and writes the results to w. It writes
// the lines scored before an error, but not the counts. Write errors are
// kept by the bufio.Writer, which stops writing, and returned by Flush.
func writeScores(ctx context.Context, w io.Writer, s *sim.Scorer, opts scoreOptions) error {
	out := bufio.NewWriter(w)
	var line []byte
	for s.Scan() {
		l := s.Line()
		if s.Result().Hands%4096 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		switch {
		case opts.explain:
			if s.Result().Hands == 1 {
				out.WriteString(explainHeader())
			}
			line = appendExplain(line[:0], &l)
			out.Write(line)
		case s.Layout() == sim.LayoutHackerRank && opts.format == formatText:
			out.WriteString(l.Winner.String())
			out.WriteByte('\n')
		}
	}
	if err := s.Err(); err != nil {
		out.Flush()
		return err
	}
	res := s.Result()
	switch {
	case opts.format == formatJSON:
		writeJSON(out, res)
	case opts.explain:
		fmt.Fprintf(out, "\n%s", totals(res))
	case s.Layout() != sim.LayoutHackerRank:
		out.WriteString(totals(res))
	}
	return out.Flush()
}

// totals returns the counts of res as aligned lines of text.
func totals(res sim.ScoreResult) string {
	return fmt.Sprintf("hands:     %d\nplayer 1:  %d\nplayer 2:  %d\nties:      %d\n",
		res.Hands, res.Player1, res.Player2, res.Ties)
}

// Widths of the columns of --explain: a line number, five cards, and a
// hand's description; descWidth is the length of the longest, "Full House,
// Threes full of Sevens" (TestDescWidth checks it).
const (
	numWidth  = 6
	handWidth = 14
	descWidth = 33
)

// explainHeader returns the head of the table that --explain prints.
func explainHeader() string {
	return fmt.Sprintf("%*s  %-*s  %-*s  %-*s  %-*s  %s\n", numWidth, "line", handWidth, "player 1",
		handWidth, "player 2", descWidth, "player 1 hand", descWidth, "player 2 hand", "winner")
}

// appendExplain appends the table row of l to b. It is written with
// appends, not fmt, as --explain may print millions of rows.
func appendExplain(b []byte, l *sim.Line) []byte {
	b = appendPadded(b, strconv.Itoa(l.Num), -numWidth)
	for _, cards := range l.Cards {
		b = append(b, "  "...)
		b = appendCards(b, &cards)
	}
	for _, r := range l.Ranks {
		b = append(b, "  "...)
		b = appendPadded(b, r.String(), descWidth)
	}
	b = append(b, "  "...)
	b = append(b, l.Winner.String()...)
	return append(b, '\n')
}

// appendCards appends five cards separated by spaces, such as
// "5h 5c 6s 7s Kd".
func appendCards(b []byte, cards *[5]deck.Card) []byte {
	for i, c := range cards {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, c.Rank().String()...)
		b = append(b, c.Suit().String()...)
	}
	return b
}

// appendPadded appends s padded with spaces to |width| bytes: on the right
// for a positive width, on the left for a negative one.
func appendPadded(b []byte, s string, width int) []byte {
	if width >= 0 {
		b = append(b, s...)
	}
	for range max(width, -width) - len(s) {
		b = append(b, ' ')
	}
	if width < 0 {
		b = append(b, s...)
	}
	return b
}
