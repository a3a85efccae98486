package game

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/pokersim/pokersim/deck"
)

// Errors wrapped by *HandError; test for them with errors.Is.
var (
	// ErrCount reports the wrong number of hole or board cards.
	ErrCount = errors.New("wrong number of cards")
	// ErrCard reports a card that is not in the game's deck, such as a Five
	// in short deck.
	ErrCard = errors.New("card not in the game's deck")
	// ErrDuplicate reports a card given twice.
	ErrDuplicate = deck.ErrDuplicate
)

// HandError reports a hand that a game cannot value at showdown. Its
// message says why in full and names the card at fault, such as "5h: the
// short deck has no Fives: its cards run from Six to Ace".
type HandError struct {
	Err error // ErrCount, ErrCard or ErrDuplicate
	Msg string
}

func (e *HandError) Error() string { return e.Msg }

// Unwrap returns the sentinel error.
func (e *HandError) Unwrap() error { return e.Err }

func handError(err error, format string, args ...any) *HandError {
	return &HandError{Err: err, Msg: fmt.Sprintf(format, args...)}
}

// CheckHand reports whether a hand of the game can be valued at showdown,
// as Value values it, and if not why, as a *HandError. In a game of any
// five cards (AnyFive), hole and board are pooled: five cards or more, and
// at most as many as the game deals at showdown (seven in Hold'em, five
// in five-card showdown, which has no board). In Omaha there must be
// exactly the game's number of hole cards and the five board cards. Cards
// must be of the game's deck and given once; the first fault found is
// reported, in the order deck, duplicates, counts.
func (g Game) CheckHand(hole, board []deck.Card) error {
	if err := g.checkCards(hole, board); err != nil {
		return err
	}
	sp := g.spec()
	if sp.use == TwoPlusThree {
		switch {
		case len(hole) != sp.hole:
			return handError(ErrCount, "want %d hole cards in %s, got %d", sp.hole, sp.title, len(hole))
		case len(board) == 0:
			return handError(ErrCount, "%s needs the %d board cards (--board): a hand is exactly two hole cards and three board cards", sp.title, sp.board)
		case len(board) != sp.board:
			return handError(ErrCount, "want the %d board cards of a showdown in %s, got %d", sp.board, sp.title, len(board))
		}
		return nil
	}
	if sp.board == 0 && len(board) > 0 {
		return handError(ErrCount, "%s has no board", sp.title)
	}
	if len(board) > sp.board {
		return handError(ErrCount, "want at most %d board cards in %s, got %d", sp.board, sp.title, len(board))
	}
	if n, most := len(hole)+len(board), sp.hole+sp.board; n < 5 || n > most {
		want := "5"
		if most > 5 {
			want += " to " + strconv.Itoa(most)
		}
		return handError(ErrCount, "want %s cards, got %d", want, n)
	}
	return nil
}

// checkCards reports the first card of hole then board that is not in the
// game's deck, or else the first given twice.
func (g Game) checkCards(hole, board []deck.Card) error {
	in := g.Deck()
	for _, cards := range [][]deck.Card{hole, board} {
		for _, c := range cards {
			switch {
			case in.Has(c):
			case in == deck.ShortDeck:
				return handError(ErrCard, "%v: the short deck has no %s: its cards run from Six to Ace", c, c.Rank().Plural())
			default:
				return handError(ErrCard, "%v is not in the deck of %s", c, g.Title())
			}
		}
	}
	var seen deck.Set
	for _, c := range hole {
		if seen.Has(c) {
			return handError(ErrDuplicate, "card %v given twice", c)
		}
		seen |= c.Bit()
	}
	for _, c := range board {
		switch {
		case deck.SetOf(hole...).Has(c):
			return handError(ErrDuplicate, "card %v is both in the hand and on the board", c)
		case seen.Has(c):
			return handError(ErrDuplicate, "card %v is on the board twice", c)
		}
		seen |= c.Bit()
	}
	return nil
}
