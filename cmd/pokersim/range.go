package main

import (
	"errors"
	"fmt"
	"strconv"
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
	text := strings.Join(c.Args().Slice(), " ")
	r, err := deck.ParseRange(text)
	if err != nil {
		return inputErr("range", err)
	}
	board, err := deck.ParseCards(c.String("board"))
	if err != nil {
		return inputErr("board", err)
	}
	var dead deck.Set
	if s := c.String("dead"); s != "" {
		cards, err := deck.ParseCards(s)
		if err != nil {
			return inputErr("dead", err)
		}
		dead = deck.SetOf(cards...)
	}
	var opponents []deck.Combo
	for i, s := range c.StringSlice("vs") {
		cards, err := deck.ParseCardsN(s, 2, 2)
		if err != nil {
			return inputErr("vs "+strconv.Itoa(i+1), err)
		}
		opponents = append(opponents, deck.NewCombo(cards[0], cards[1]))
	}
	var filter postflop.Filter
	if keep {
		if filter, err = postflop.ParseFilter(c.String("keep")); err != nil {
			return &request.Error{Flag: "keep", Err: err}
		}
	}
	b, spot, err := postflop.Classify(board, dead, r, opponents...)
	if err != nil {
		return inputErr(spotFault(err), err)
	}
	v := report.NewRangeBoard(text, r, spot, b)
	if keep {
		kept := spot.Keep(r, filter)
		if kept.Len() == 0 {
			return fmt.Errorf("no combo of the range passes --keep %s on %s", filter, cardsString(board))
		}
		v.Keep = report.NewRangeBoardKeep(filter, kept)
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

// spotFault names the input at fault in an error of postflop.Classify.
func spotFault(err error) string {
	switch {
	case errors.Is(err, postflop.ErrBoard):
		return "board"
	case errors.Is(err, postflop.ErrEmpty):
		return "range"
	}
	return "" // a duplicate card: the message says where it is
}

// inputErr returns err, a fault of the input named what ("board"), as a
// bad request: exit status 2, and a message that names the input.
func inputErr(what string, err error) error {
	return &request.Error{Err: &inputError{what: what, err: err}}
}

// inputError is a fault of the range command's input, worded as the
// equity command words a fault of a matchup: `board: unknown suit "z" in
// "Tz" (in "Tz9h2c")`.
type inputError struct {
	what string // the input at fault, such as "board"; "" if the message says
	err  error
}

func (e *inputError) Error() string {
	msg := e.err.Error()
	var pe *deck.ParseError
	if errors.As(e.err, &pe) {
		msg = pe.Reason()
		if pe.Text != "" && pe.Text != pe.Input && pe.Err != deck.ErrRange {
			msg += " (in " + strconv.Quote(pe.Input) + ")"
		}
	}
	if e.what == "" {
		return msg
	}
	return e.what + ": " + msg
}

func (e *inputError) Unwrap() error { return e.err }

// cardsString writes cards together, in their order: "Ks7h2c".
func cardsString(cards []deck.Card) string {
	var b strings.Builder
	for _, c := range cards {
		b.WriteString(c.String())
	}
	return b.String()
}
