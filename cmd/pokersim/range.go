package main

import (
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/postflop"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
)

func rangeCommand() *cli.Command {
	return &cli.Command{
		Name:      "range",
		Usage:     "what a range holds on a board: made hands and draws",
		ArgsUsage: "RANGE --board CARDS",
		Description: `Counts the weighted combos of RANGE that make each made hand on a flop,
turn or river (top pair, a set, a flush...) and that have each draw (a
flush draw, an open-ended straight draw...), as a share of the combos left
once those holding a board, dead or opposing card are taken out. Made hands
are shown both exclusively (each combo in its best class) and overlapping
(each combo in every class it makes); draws overlap. The classes are
ProPokerTools' flop categories, with top pair split by kicker.

--keep prints the combos of chosen classes and draws in range notation, to
give to pokersim equity or to classify again on the next street. Names:
nothing, underpair, third-pair, pocket23, second-pair, pocket12,
top-pair-weak, top-pair-good, top-pair-top, overpair, bottom-two,
top-and-bottom, top-two, trips, set, straight, flush, full-house, quads,
straight-flush; the groups pair, top-pair, two-pair; a class or group
followed by + means it or better (top-pair+); and the draws flush-draw,
two-card-flush-draw, one-card-flush-draw, nut-flush-draw,
backdoor-flush-draw, open-ended, double-gutshot, gutshot, straight-draw,
backdoor-straight-draw, overcards, combo-draw, pair-flush-draw,
pair-straight-draw. A combo is kept if its best class or one of its draws
is named.

The classes and draws are Hold'em's: --game takes holdem only for now.
Short deck would need its own straights (A-6-7-8-9) and order (a flush
above a full house) in the classes, and Omaha hands hold four cards or more.

Examples:
  pokersim range "QQ+, AK, AQs, JTs" --board Ks7h2h
  pokersim range random --board 9h8h2c5d --vs AhAd
  pokersim range "22+, A2s+, KTs+" --board Ks7h2h --keep top-pair+,flush-draw
  pokersim equity "$(pokersim range 15% --board Ks7h2h --keep set,top-pair)" vs QQ --board Ks7h2h
  pokersim range 15% --board Ks7h2h --format svg > grid.svg`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "board", Aliases: []string{"b"}, Usage: "the board: a flop, turn or river (3, 4 or 5 `CARDS`)"},
			&cli.StringFlag{Name: "dead", Aliases: []string{"d"}, Usage: "dead `CARDS`: out of the deck and in nobody's hand"},
			&cli.StringSliceFlag{Name: "vs", Usage: "an opponent's known `HAND` of two cards, whose cards no combo can hold (repeat for more)"},
			&cli.StringFlag{Name: "keep", Aliases: []string{"k"}, Usage: "print the combos of these `CLASSES` and draws, in range notation"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Usage: "output `FORMAT`: text, json, csv or svg (the grid of hands)"},
			cliFlag(request.Lookup("game")),
		},
		Action: rangeAction,
	}
}

func rangeAction(c *cli.Context) error {
	format, err := report.ParseFormat(c.String("format"), report.Text, report.JSON, report.CSV, report.SVG)
	if err != nil {
		return usageErrorf(c, "--format: %v", err)
	}
	keep := c.IsSet("keep")
	if keep && format != report.Text && format != report.JSON {
		return usageErrorf(c, "--keep prints a range: want --format text or json, got %s", format)
	}
	if err := rangeGame(c); err != nil {
		return err
	}
	if !c.Args().Present() {
		return usageErrorf(c, `want a RANGE, such as "QQ+, AKs"`)
	}
	if !c.IsSet("board") {
		return usageErrorf(c, "want --board: the flop, turn or river (3, 4 or 5 cards)")
	}
	q := request.RangeBoard{Range: strings.Join(c.Args().Slice(), " "), Board: c.String("board"), Dead: c.String("dead"),
		Vs: c.StringSlice("vs"), Keep: c.String("keep")}
	if keep && q.Keep == "" {
		_, err := postflop.ParseFilter("") // an empty filter, which the request takes for none
		return &request.Error{Flag: "keep", Err: err}
	}
	v, err := q.Report()
	if err != nil {
		return err
	}
	return report.Write(c.App.Writer, format, v)
}

// rangeGame checks that the game asked for, if any, is one whose ranges
// the range command classifies: Hold'em.
func rangeGame(c *cli.Context) error {
	req, err := readRequest(c)
	if err != nil {
		return err
	}
	g, err := req.Variant()
	switch {
	case err != nil:
		return requestError(c, err)
	case g == game.Holdem:
		return nil
	case g.Holding() == game.Patterns:
		return usageErrorf(c, "--game: range classifies two-card Hold'em ranges; %s hands hold %d cards", g.Title(), g.HoleCards())
	case g.Deck() == deck.ShortDeck:
		return usageErrorf(c, "--game: range does not classify %s yet: its classes and draws are Hold'em's, without A-6-7-8-9 straights or a flush above a full house", g.Title())
	}
	return usageErrorf(c, "--game: range classifies Hold'em ranges, not %s", g.Title())
}
