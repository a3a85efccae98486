package sim

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// Errors wrapped by *MatchupError; test for them with errors.Is.
var (
	ErrPlayers   = errors.New("wrong number of players")
	ErrHoleCards = errors.New("wrong number of cards")
	ErrBoard     = errors.New("wrong number of board cards")
	ErrDuplicate = deck.ErrDuplicate
	ErrDeck      = errors.New("not enough cards in the deck")
	ErrCard      = errors.New("card not in this game's deck")
	ErrRange     = errors.New("impossible range")
	ErrTooMany   = errors.New("too much to enumerate")
)

// ErrOptions is wrapped by the error for Options that cannot be run, such
// as a negative or NaN standard-error target.
var ErrOptions = errors.New("bad options")

// MatchupError reports an invalid matchup and names the part at fault:
// Where is "player 2", "board", "dead cards" or "matchup".
type MatchupError struct {
	Where string
	Err   error
	Info  string // details, such as "Ah is also in player 1's hand"
	Given string // for a card that cannot be parsed, the text given
}

// Error returns a message such as
// "player 2: duplicate card: Ah is also in player 1's hand", or for a card
// that cannot be parsed `player 2: unknown suit "x" in "Qx" (in "QsQx")`.
func (e *MatchupError) Error() string {
	if e.Given != "" {
		if q := strconv.Quote(e.Given); !strings.Contains(e.Info, q) {
			return e.Where + ": " + e.Info + " (in " + q + ")"
		}
		return e.Where + ": " + e.Info
	}
	msg := e.Where + ": " + e.Err.Error()
	if e.Info != "" {
		msg += ": " + e.Info
	}
	return msg
}

// Unwrap returns the sentinel error.
func (e *MatchupError) Unwrap() error { return e.Err }

func matchupError(where string, err error, info string) *MatchupError {
	return &MatchupError{Where: where, Err: err, Info: info}
}

// PlayerName returns the name of player i (0-based) in messages: "player 1".
func PlayerName(i int) string { return fmt.Sprintf("player %d", i+1) }
