package postflop

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/pokersim/pokersim/deck"
)

// Sentinel errors; test for them with errors.Is.
var (
	// ErrBoard reports a board that is not a flop, turn or river.
	ErrBoard = errors.New("wrong number of board cards")
	// ErrDuplicate reports a card in two places: on the board and dead,
	// or in an opposing hand and on the board, dead or in another hand.
	ErrDuplicate = errors.New("duplicate card")
	// ErrGame reports a game whose hands the package does not classify:
	// any but Hold'em and short deck.
	ErrGame = errors.New("no made-hand classes for this game")
	// ErrCard reports a card that is not in the game's deck, such as a
	// Five in short deck.
	ErrCard = errors.New("card not in the game's deck")
	// ErrEmpty reports a range of which no combo is left once the combos
	// holding a board, dead or opposing card are taken out.
	ErrEmpty = errors.New("no combo of the range is left")
	// ErrName reports a name that is neither a class, a group of classes
	// nor a draw; ParseError's message lists the names.
	ErrName = errors.New("unknown class or draw")
	// ErrFilter reports a filter that cannot be read otherwise: an empty
	// one, or "+" after a draw (draws have no order).
	ErrFilter = errors.New("bad filter")
)

// ParseError records a failure to read a filter (ParseFilter), in the
// module's one shape of parse errors (deck.Syntax): Text is the offending
// name as typed, "" for an empty filter; Err is ErrName or ErrFilter;
// Detail says what is wrong, for ErrFilter.
type ParseError struct {
	deck.Syntax
}

// Error returns a message such as `unknown class or draw "top-pear" (want
// a class: nothing, underpair, ...)`, naming every class, group and draw
// for ErrName.
func (e *ParseError) Error() string {
	msg := e.Err.Error()
	if e.Text != "" {
		msg += " " + strconv.Quote(e.Text)
	}
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	if e.Err == ErrName {
		msg += " (" + validNames() + ")"
	}
	return msg
}

// emptyError returns the error of a breakdown that counts no combo.
func emptyError(b *Breakdown) error {
	if b.Range.Combos == 0 {
		return fmt.Errorf("%w: the range is empty", ErrEmpty)
	}
	return fmt.Errorf("%w: each of its %d combos holds a board, dead or opposing card", ErrEmpty, b.Range.Combos)
}
