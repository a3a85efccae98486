package main

import (
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
	"github.com/urfave/cli/v2"
)

func evalCommand() *cli.Command {
	return &cli.Command{
		Name:      "eval",
		Usage:     "value a hand of five to seven cards",
		ArgsUsage: "CARDS...",
		Description: `Prints the best five of the cards, the hand's category and description,
and its strength class: 1 for a royal flush, down to 7462 for 7-5-4-3-2 of
mixed suits. Cards may be given as separate arguments or written together.

Examples:
  pokersim eval Ah Kh Qh Jh Th 2c 3d
  pokersim eval AhKhQhJhTh2c3d
  pokersim eval --format json 9s 9h 9d 4c 4s`,
		Flags:  []cli.Flag{formatFlag()},
		Action: runEval,
	}
}

func runEval(c *cli.Context) error {
	format, err := formatOf(c)
	if err != nil {
		return err
	}
	cards, err := deck.ParseCardsN(strings.Join(c.Args().Slice(), " "), 5, 7)
	if err != nil {
		return usage(c, err)
	}
	return report.Write(c.App.Writer, format, report.NewHand(cards))
}
