package request

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/postflop"
)

// RangeBoard is a question about what a Hold'em or short-deck range holds
// on a board, as "pokersim range RANGE --board CARDS" and POST /api/range
// ask it: the range in deck.ParseRange's notation, the flop, turn or
// river, dead cards, the known hands of opponents (two cards each), whose
// cards no combo of the range can hold, and, if not empty, a filter of
// classes and draws (postflop.ParseFilter) whose combos to keep; the game,
// as --game names it (empty for Hold'em), and the short-deck rule that
// three of a kind beats a straight. Its JSON field names are the command
// line's flag names, with "_" for "-".
type RangeBoard struct {
	Range             string   `json:"range"`
	Board             string   `json:"board"`
	Dead              string   `json:"dead,omitempty"`
	Vs                []string `json:"vs,omitempty"`
	Keep              string   `json:"keep,omitempty"`
	Game              string   `json:"game,omitempty"`
	TripsBeatStraight bool     `json:"trips_beat_straight,omitempty"`
	// Export names a deck.RangeFormat ("pio", "brackets", ...) in which
	// to write the range (without a board, see RangeOnly) or the range a
	// filter kept.
	Export string `json:"export,omitempty"`
}

// ErrNothingKept reports a filter that keeps no combo of the range.
var ErrNothingKept = errors.New("no combo of the range passes")

// Classified is a RangeBoard read, checked and classified on its board:
// what its report (answer.RangeBoard) is made of.
type Classified struct {
	Text      string              // the range as given
	Range     *deck.Range         // the range read
	Spot      *postflop.Spot      // the board, the dead cards and the opposing hands
	Breakdown *postflop.Breakdown // what the range makes on the board
	// Filter and Kept are, if the question has a filter, the filter and
	// the combos of the range it keeps (never none); Kept is nil without
	// a filter.
	Filter postflop.Filter
	Kept   *deck.Range
	// Export, if not nil, is the format in which to write Kept.
	Export *deck.RangeFormat
}

// Classify reads q and classifies its range on its board
// (postflop.ClassifyIn), keeping the combos that pass q's filter if it
// has one. An error of the input is an *Error: for the game, its Flag is
// "game" or "trips-beat-straight"; for the filter, "keep"; for --export
// (which needs a filter), "export"; for the range, the cards or the spot,
// it wraps an *InputError naming the input at fault (a card below Six in
// short deck among them). A filter that keeps nothing gives an error
// wrapping ErrNothingKept.
func (q *RangeBoard) Classify() (*Classified, error) {
	g, err := q.game()
	if err != nil {
		return nil, err
	}
	var export *deck.RangeFormat
	switch {
	case q.Export != "" && q.Keep == "":
		return nil, flagError("export", errors.New("writes a range: give it without --board, or with --keep to write the combos kept"))
	case q.Export != "":
		f, err := deck.ParseRangeFormat(q.Export)
		if err != nil {
			return nil, flagError("export", err)
		}
		export = &f
	}
	r, err := parseRangeIn(q.Range, g)
	if err != nil {
		return nil, inputErr("range", err)
	}
	board, err := parseCardsIn(g, "board", q.Board)
	if err != nil {
		return nil, err
	}
	dead, err := parseCardsIn(g, "dead", q.Dead)
	if err != nil {
		return nil, err
	}
	opponents, err := q.opponents(g)
	if err != nil {
		return nil, err
	}
	var filter postflop.Filter
	if q.Keep != "" {
		if filter, err = postflop.ParseFilterIn(g, q.Keep); err != nil {
			return nil, flagError("keep", err)
		}
	}
	b, spot, err := postflop.ClassifyIn(g, board, deck.SetOf(dead...), r, opponents...)
	if err != nil {
		return nil, inputErr(spotFault(err), err)
	}
	c := &Classified{Text: q.Range, Range: r, Spot: spot, Breakdown: b}
	if q.Keep != "" {
		kept := spot.Keep(r, filter)
		if kept.Len() == 0 {
			return nil, fmt.Errorf("%w --keep %s on %s", ErrNothingKept, filter, strings.Join(deck.Strings(board), ""))
		}
		c.Filter, c.Kept, c.Export = filter, kept, export
	}
	return c, nil
}

// opponents reads q's opposing hands, two cards each of game g's deck.
func (q *RangeBoard) opponents(g game.Game) ([]deck.Combo, error) {
	var opponents []deck.Combo
	for i, s := range q.Vs {
		where := "vs " + strconv.Itoa(i+1)
		cards, err := deck.ParseCardsN(s, 2, 2)
		if err == nil {
			err = inDeck(g, cards)
		}
		if err != nil {
			return nil, inputErr(where, err)
		}
		opponents = append(opponents, deck.NewCombo(cards[0], cards[1]))
	}
	return opponents, nil
}

// game returns the game of q: Hold'em or short deck, the games whose
// ranges package postflop classifies.
func (q *RangeBoard) game() (game.Game, error) {
	g, err := (&Request{Game: q.Game, TripsBeatStraight: q.TripsBeatStraight}).Variant()
	if err != nil {
		return g, err
	}
	if err := Refuse(g, RangeOnBoard); err != nil {
		return g, flagError("game", err)
	}
	return g, nil
}

// parseRangeIn reads a range of game g: over the short deck, a token
// naming a card below Six is an error saying why. A range whose every
// combo has weight 0 ("AA@0") is refused, as equity refuses it: one rule
// for every command.
func parseRangeIn(s string, g game.Game) (*deck.Range, error) {
	var r *deck.Range
	var err error
	if g.Deck() == deck.FullDeck {
		r, err = deck.ParseRange(s)
	} else {
		r, err = deck.ParseRangeIn(g.Deck(), s)
	}
	if err == nil && r.Len() == 0 {
		return nil, fmt.Errorf("%w: the range is empty: every combo of %q has weight 0", deck.ErrRange, s)
	}
	return r, err
}

// parseCardsIn reads the cards of an input named where, which must be of
// game g's deck, as an *Error wrapping an *InputError.
func parseCardsIn(g game.Game, where, s string) ([]deck.Card, error) {
	cards, err := deck.ParseCards(s)
	if err == nil {
		err = inDeck(g, cards)
	}
	if err != nil {
		return nil, inputErr(where, err)
	}
	return cards, nil
}

// inDeck reports the first of cards that is not of game g's deck, worded
// as game.Game.CheckHand words it: "5c: the short deck has no Fives: its
// cards run from Six to Ace".
func inDeck(g game.Game, cards []deck.Card) error {
	for _, c := range cards {
		if !g.Deck().Has(c) {
			return g.CheckHand([]deck.Card{c}, nil) // the card alone: ErrCard
		}
	}
	return nil
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

// inputErr returns err, a fault of the input named where ("board"), as an
// *Error wrapping an *InputError.
func inputErr(where string, err error) error {
	return &Error{Err: &InputError{Where: where, Err: err}}
}

// InputError is a fault of one input of a RangeBoard, worded as a fault of
// a matchup is: `board: unknown suit "z" in "Tz" (in "Tz9h2c")`.
type InputError struct {
	// Where is the input at fault: "range", "board", "dead", "vs 2"; ""
	// if the message says (a card in two places).
	Where string
	Err   error
}

// Error returns the message, prefixed with Where.
func (e *InputError) Error() string {
	msg := e.Err.Error()
	var pe *deck.ParseError
	if errors.As(e.Err, &pe) {
		msg = pe.Reason()
		if pe.Text != "" && pe.Text != pe.Input && pe.Err != deck.ErrRange {
			msg += " (in " + strconv.Quote(pe.Input) + ")"
		}
	}
	if e.Where == "" {
		return msg
	}
	return e.Where + ": " + msg
}

// Unwrap returns the underlying error.
func (e *InputError) Unwrap() error { return e.Err }
