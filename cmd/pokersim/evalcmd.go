package main

import (
	"strings"

	"github.com/pokersim/pokersim/answer"
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
	"github.com/urfave/cli/v2"
)

func evalCommand() *cli.Command {
	flags := append([]cli.Flag{formatFlag((&answer.Hand{}).Formats()),
		sharedFlag("board", use{usage: "the `CARDS` of the board, apart from the hand: all 5 in Omaha", short: true})},
		gameFlags()...)
	return &cli.Command{
		Name:      "eval",
		Usage:     usageOf("eval"),
		ArgsUsage: "CARDS...",
		Description: `Prints the best five of the cards, the hand's category and description,
and its strength class: 1 for a royal flush, down to 7462 for 7-5-4-3-2 of
mixed suits. Cards may be given as separate arguments or written together.

With --game, values the hand in another game. Short deck (` + game.Names(game.Filter(func(g game.Game) bool { return g.Deck() == deck.ShortDeck })...) + `,
or --trips-beat-straight) ranks its hands in its own order:
a flush beats a full house, A-6-7-8-9 is the lowest straight, and the class
counts among its 1404 classes. In Omaha (` + game.Names(game.Filter(func(g game.Game) bool { return g.Use() == game.TwoPlusThree })...) + `,
and their aliases) the arguments are the hole cards and --board
the five board cards; the best hand takes exactly two hole cards and three
board cards, which are shown, and in hi-lo games so is the best
eight-or-better low, or "no low".

Examples:
  pokersim eval Ah Kh Qh Jh Th 2c 3d
  pokersim eval AhKhQhJhTh2c3d
  pokersim eval --format json 9s 9h 9d 4c 4s
  pokersim eval --game shortdeck AhKh --board QhJh9h6c6d
  pokersim eval --game omaha AsAhKsKh --board Ac7d2c8s9h
  pokersim eval --game omaha8 As2d3c9h --board 4s5d7cKhKd`,
		Flags:  flags,
		Action: runEval,
	}
}

func runEval(c *cli.Context) error {
	format, err := formatOf(c, (&answer.Hand{}).Formats())
	if err != nil {
		return err
	}
	q := request.Eval{Cards: strings.Join(c.Args().Slice(), " "), Board: c.String("board"), Game: c.String("game"),
		HiLo: c.Bool("hi-lo"), TripsBeatStraight: c.Bool("trips-beat-straight")}
	h, err := runFeature(c, &feature.Eval{Eval: q})
	if err != nil {
		return err
	}
	return report.Write(c.App.Writer, format, h)
}
