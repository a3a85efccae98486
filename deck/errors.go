package deck

import (
	"errors"
	"strconv"
	"strings"
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
	// ErrRange reports hand-range or class notation that cannot be read,
	// such as "A2s-K5s"; ParseError.Detail says what is wrong.
	ErrRange = errors.New("bad range")
)

// Syntax is the one shape of the module's parse errors of typed text:
// deck's, omaha's and postflop's ParseError embed it, and each words it
// in its own Error. It quotes the whole input, the offending text and the
// byte offset at which that text starts, so that
// Input[Pos:Pos+len(Text)] == Text, and carries the sentinel it wraps.
type Syntax struct {
	Input  string // the whole input being parsed
	Text   string // the offending text; empty when nothing in the input is at fault (a count, an empty input, the end of the input)
	Pos    int    // byte offset of Text in Input (0-based); len(Input) at the end of the input
	Err    error  // the package's sentinel
	Detail string // what is wrong, in words, when the sentinel does not say it all
}

// Unwrap returns the sentinel error.
func (s *Syntax) Unwrap() error { return s.Err }

// ParseError records a failure to parse card, class or range notation.
// Text is the bad rank character, the rank and bad suit character, the
// repeated card, or for ErrRange the bad token; it is empty for ErrCount
// and an empty range, where Pos is len(Input). Err is ErrRank, ErrSuit,
// ErrDuplicate, ErrCount or ErrRange. Detail, for ErrRange, says what is
// wrong, such as "the two ends must share their top card (A2s-A5s) or the
// gap between their ranks (T9s-65s, KJo-97o)".
type ParseError struct {
	Syntax
	Want string // for ErrCount, the count wanted, such as "2" or "5 to 7"
	Got  int    // for ErrCount, the count found
}

// Error returns a message such as
// `deck: "AhKx": unknown suit "Kx" at offset 2`, for ErrCount
// `deck: "AhKh": wrong number of cards: want 1, got 2`, or for ErrRange
// `deck: "QQ+, A2s-K5s": bad range "A2s-K5s" at offset 5: the two ends must
// share their top card`.
func (e *ParseError) Error() string {
	msg := "deck: " + strconv.Quote(e.Input) + ": " + e.Err.Error()
	switch {
	case e.Err == ErrCount:
		msg += ": want " + e.Want + ", got " + strconv.Itoa(e.Got)
	case e.Text != "":
		msg += " " + strconv.Quote(e.Text) + " at offset " + strconv.Itoa(e.Pos)
	}
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	return msg
}

// Reason words the error for a person who can see the input, without the
// package prefix and the whole input: `unknown rank "X"`, `unknown rank "1"
// in "1h"`, `unknown suit "x" in "Kx"`, `missing suit in "K"`, `card "Ah"
// given twice`, `want 5 to 7 cards, got 4`, `bad range "A2s-K5s": the two
// ends must share their top card` or `empty range`. A range's bad token
// that occurs more than once in the input is followed by its offset: `bad
// range "[50]" at offset 12: [50] is never closed`.
func (e *ParseError) Reason() string {
	switch e.Err {
	case ErrRange:
		if e.Text == "" {
			return e.Detail
		}
		at := ""
		if strings.Count(e.Input, e.Text) > 1 { // which of them
			at = " at offset " + strconv.Itoa(e.Pos)
		}
		return "bad range " + strconv.Quote(e.Text) + at + ": " + e.Detail
	case ErrRank:
		card := e.Input[e.Pos:]
		if i := strings.IndexAny(card, separators); i >= 0 {
			card = card[:i]
		}
		if card == e.Text {
			return "unknown rank " + strconv.Quote(card)
		}
		return "unknown rank " + strconv.Quote(e.Text) + " in " + strconv.Quote(card)
	case ErrSuit:
		n := 1 // the rank's length
		if strings.HasPrefix(e.Text, "10") {
			n = 2
		}
		if len(e.Text) <= n {
			return "missing suit in " + strconv.Quote(e.Text)
		}
		return "unknown suit " + strconv.Quote(e.Text[n:]) + " in " + strconv.Quote(e.Text)
	case ErrDuplicate:
		return "card " + strconv.Quote(e.Text) + " given twice"
	case ErrCount:
		return "want " + e.Want + " cards, got " + strconv.Itoa(e.Got)
	}
	return e.Error()
}
