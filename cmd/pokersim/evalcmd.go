package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
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

// evalResult is the result of the eval command; its JSON form is what
// --format json prints.
type evalResult struct {
	Cards    []string `json:"cards"`    // the cards given
	Best     []string `json:"best"`     // the best five, sets before kickers
	Category string   `json:"category"` // such as "Straight Flush"
	Hand     string   `json:"hand"`     // such as "Royal Flush"
	Class    int      `json:"class"`    // 1 (best) to 7462
	Rank     int      `json:"rank"`     // eval.Rank: 7462 (best) to 1; higher wins
}

func runEval(c *cli.Context) error {
	format, err := formatOf(c)
	if err != nil {
		return err
	}
	args := c.Args().Slice()
	cards, err := deck.ParseCardsN(strings.Join(args, " "), 5, 7)
	if err != nil {
		return usage(c, err)
	}
	best, rank := eval.Best5(cards)
	res := evalResult{
		Cards:    cardStrings(cards),
		Best:     cardStrings(best[:]),
		Category: rank.Category().String(),
		Hand:     rank.String(),
		Class:    rank.Class(),
		Rank:     int(rank),
	}
	if format == formatJSON {
		return writeJSON(c.App.Writer, res)
	}
	return writeEval(c.App.Writer, res)
}

// writeEval writes res as aligned lines of text.
func writeEval(w io.Writer, res evalResult) error {
	out := bufio.NewWriter(w)
	fmt.Fprintf(out, "best five:  %s\n", strings.Join(res.Best, " "))
	fmt.Fprintf(out, "category:   %s\n", res.Category)
	fmt.Fprintf(out, "hand:       %s\n", res.Hand)
	fmt.Fprintf(out, "class:      %d of %d\n", res.Class, eval.NumClasses)
	return out.Flush()
}

// cardStrings returns the cards in their usual notation, such as "Ah".
func cardStrings(cards []deck.Card) []string {
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.String()
	}
	return s
}
