package deck

import (
	"errors"
	"strconv"
)

// Sentinel errors, wrapped by *ParseError; test for them with errors.Is.
var (
	// ErrRank reports a character that is not a rank.
	ErrRank = errors.New("unknown rank")
	// ErrSuit reports a missing or unknown suit.
	ErrSuit = errors.New("unknown suit")
	// ErrDuplicate reports a card given more than once.
	ErrDuplicate = errors.New("duplicate card")
	// ErrCount reports the wrong number of cards.
	ErrCount = errors.New("wrong number of cards")
)

// ParseError records a failure to parse card notation. It quotes the whole
// input, the offending text and the byte offset at which that text starts.
type ParseError struct {
	Input string // the whole input being parsed
	Text  string // the offending card or character; empty for ErrCount
	Pos   int    // byte offset of Text in Input (0-based); len(Input) for ErrCount
	Err   error  // ErrRank, ErrSuit, ErrDuplicate or ErrCount
	Want  string // for ErrCount, the count wanted, such as "2" or "5 to 7"
	Got   int    // for ErrCount, the count found
}

// Error returns a message such as
// `deck: "AhKx": unknown suit "Kx" at offset 2`, or for ErrCount
// `deck: "AhKh": wrong number of cards: want 1, got 2`.
func (e *ParseError) Error() string {
	msg := "deck: " + strconv.Quote(e.Input) + ": " + e.Err.Error()
	if e.Err == ErrCount {
		return msg + ": want " + e.Want + ", got " + strconv.Itoa(e.Got)
	}
	return msg + " " + strconv.Quote(e.Text) + " at offset " + strconv.Itoa(e.Pos)
}

// Unwrap returns the sentinel error.
func (e *ParseError) Unwrap() error { return e.Err }
