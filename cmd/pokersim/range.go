package main

import (
	"errors"
	"github.com/pokersim/pokersim/answer"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/postflop"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
	"github.com/pokersim/pokersim/request"
)

func rangeCommand() *cli.Command {
	return &cli.Command{
		Name:      "range",
		Usage:     usageOf("range"),
		ArgsUsage: "RANGE [--board CARDS]",
		Description: `Without --board, prints what RANGE holds: its combos, their total weight,
their share of the game's starting hands (1,326 in Hold'em, 630 in short
deck) and the 13x13 grid (9x9 in short deck) of the weighted share of each
hand in the range. RANGE may be written in the format of PioSOLVER
("AQs:0.75"), Equilab, Flopzilla and GTO+ ("[75]AQs,KQs[/75]"),
weight-first lists ("100: AA, AKs, 75: AQs") or with a weights section
("AA, ATs+; Weights: AQs:75%"); see docs/ranges.md. --export FORMAT writes
the range in a tool's format instead, to paste there: pio, brackets,
weights, equilab, flopzilla or gtoplus; reading it back gives the same
combos and weights.

With --board, counts the weighted combos of RANGE that make each made hand
on a flop, turn or river (top pair, a set, a flush...) and that have each
draw (a flush draw, an open-ended straight draw...), as a share of the
combos left once those holding a board, dead or opposing card are taken
out. Made hands are shown both exclusively (each combo in its best class)
and overlapping (each combo in every class it makes); draws overlap. The
classes are ProPokerTools' flop categories, with top pair split by kicker.

--keep prints the combos of chosen classes and draws in range notation (in
a tool's format with --export), to give to pokersim equity or to classify
again on the next street. Names:
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

--game names a game of two-card ranges: ` + game.Names(game.Filter(func(g game.Game) bool { _, err := postflop.OrderOf(g); return err == nil })...) + `.
--game shortdeck (or 6plus, shortdeck-trips, --trips-beat-straight)
classifies a short-deck range over the 36 cards from Six to Ace: A-6-7-8-9
is the lowest straight (so 6-7-8-9 draws to the ace and the Ten), outs are
counted over the short deck, and a flush ranks above a full house (where
three of a kind beats a straight, trips and sets above a straight too), in
the exclusive view and for + in --keep. A card below Six is an error.

Examples:
  pokersim range "AA,AKs,[75]AQs[/75],[50]AJs[/50],[25]ATs[/25]"
  pokersim range "JJ-, A5s-, T9s-54s" --export pio
  pokersim range "QQ+, AK, AQs, JTs" --board Ks7h2h
  pokersim range random --board 9h8h2c5d --vs AhAd
  pokersim range "22+, A2s+, KTs+" --board Ks7h2h --keep top-pair+,flush-draw
  pokersim equity "$(pokersim range 15% --board Ks7h2h --keep set,top-pair)" vs QQ --board Ks7h2h
  pokersim range 15% --board Ks7h2h --format svg > grid.svg
  pokersim range "TT+, AK, 98s, A9s" --board Ah7h8c --game shortdeck`,
		Flags: []cli.Flag{
			sharedFlag("board", use{usage: "the board: a flop, turn or river (3, 4 or 5 `CARDS`)", short: true}),
			cliFlag(request.Lookup("dead")), // the request's own, as equity's
			&cli.StringSliceFlag{Name: "vs", Usage: "an opponent's known `HAND` of two cards, whose cards no combo can hold (repeat for more)"},
			&cli.StringFlag{Name: "keep", Aliases: []string{"k"}, Usage: "print the combos of these `CLASSES` and draws, in range notation"},
			sharedFlag("format", use{usage: formatUsage("output", (&answer.RangeBoard{}).Formats()) + " (the grid of hands; with --board)", value: "text", short: true}),
			&cli.StringFlag{Name: "export", Aliases: []string{"e"}, Usage: "write the range (or with --keep the combos kept) in a tool's `FORMAT`: pio, brackets, weights, equilab, flopzilla or gtoplus"},
			cliFlag(request.Lookup("game")),
			cliFlag(request.Lookup("trips-beat-straight")),
		},
		Action: rangeAction,
	}
}

func rangeAction(c *cli.Context) error {
	format, err := report.ParseFormat(c.String("format"), (&answer.RangeBoard{}).Formats()...)
	if err != nil {
		return usageErrorf(c, "--format: %v", err)
	}
	keep := c.IsSet("keep")
	if keep && format != report.Text && format != report.JSON {
		return usageErrorf(c, "--keep prints a range: want --format text or json, got %s", format)
	}
	if !c.Args().Present() {
		return usageErrorf(c, `want a RANGE, such as "QQ+, AKs"`)
	}
	if c.IsSet("export") && format != report.Text && format != report.JSON {
		return usageErrorf(c, "--export prints a range: want --format text or json, got %s", format)
	}
	q := request.RangeBoard{Range: strings.Join(c.Args().Slice(), " "), Board: c.String("board"), Dead: c.String("dead"),
		Vs: c.StringSlice("vs"), Keep: c.String("keep"), Game: c.String("game"), TripsBeatStraight: c.Bool("trips-beat-straight"),
		Export: c.String("export")}
	if c.IsSet("export") && q.Export == "" {
		_, err := deck.ParseRangeFormat("")
		return &request.Error{Flag: "export", Err: err}
	}
	if !c.IsSet("board") {
		if format == report.SVG {
			return usageErrorf(c, "--format svg draws the classes made on a board: want --board, or --format text, json or csv")
		}
		v, err := answer.RangeSummaryOf(&q)
		if err != nil {
			return rangeError(c, err)
		}
		return chart.Write(c.App.Writer, format, v)
	}
	if keep && q.Keep == "" {
		_, err := postflop.ParseFilter("") // an empty filter, which the request takes for none
		return &request.Error{Flag: "keep", Err: err}
	}
	v, err := answer.RangeBoardOf(&q)
	if err != nil {
		return rangeError(c, err)
	}
	return chart.Write(c.App.Writer, format, v)
}

// rangeError points a fault of the game flags to the command's help, as
// every command does for them; the faults of the range, cards and filter
// are worded fully as they are.
func rangeError(c *cli.Context, err error) error {
	var fe *request.Error
	if errors.As(err, &fe) && (fe.Flag == "game" || fe.Flag == "trips-beat-straight") {
		return usage(c, err)
	}
	return err
}
