package history

import (
	"errors"
	"fmt"

	"github.com/pokersim/pokersim/internal/words"
)

var (
	// ErrSyntax is a line or field that could not be read.
	ErrSyntax = errors.New("syntax error")
	// ErrPlayer is an action by a player not seated in the hand.
	ErrPlayer = errors.New("unknown player")
	// ErrCards is a card, or a set of cards, that could not be read or
	// is used twice.
	ErrCards = errors.New("bad cards")
	// ErrPot is a hand whose chips do not add up: the pot the file states
	// differs from the chips put in, or a player puts in more than its
	// stack.
	ErrPot = errors.New("pot does not add up")
	// ErrUnsupported is a hand of a game the package does not value.
	ErrUnsupported = errors.New("unsupported game")
	// ErrFormat is a file in no format the package reads.
	ErrFormat = errors.New("unknown hand history format")
	// ErrDuplicate is a hand read before, in this file or an earlier
	// one of the same run: same format and hand number (Hand.Key).
	ErrDuplicate = errors.New("duplicate hand")
	// ErrLimit is a file past a bound of its reader, refused before it is
	// decoded: a PHH file nested too deep, with too long a key or too many
	// tables (see MaxPHHDepth).
	ErrLimit = errors.New("past the reader's limits")
)

// ParseError is a hand that could not be read: the file, the line (1 is
// the first; for a PHH file, the line of the hand's first key), the hand's
// number in its file if known, and the reason. It unwraps to one of the
// sentinel errors.
type ParseError struct {
	File string
	Line int
	Hand string // the hand's number as written, "" if not yet read
	Text string // the offending text, "" if none
	Err  error
}

// Error returns "file:line: hand #id: reason: "text"". What it names
// from the file, the hand's number and the names and words of the reason,
// has its control characters escaped (words.Escape), and the text is
// quoted: no escape sequence in a file reaches a terminal.
func (e *ParseError) Error() string {
	s := fmt.Sprintf("%s:%d: ", words.Escape(e.File), e.Line)
	if e.Hand != "" {
		s += "hand #" + words.Escape(e.Hand) + ": "
	}
	s += words.Escape(e.Err.Error())
	if e.Text != "" {
		s += fmt.Sprintf(": %q", e.Text)
	}
	return s
}

// Unwrap returns the sentinel error.
func (e *ParseError) Unwrap() error { return e.Err }

// lineError is an error at a line of a hand, made into a *ParseError by
// the reader, which knows the file.
func lineError(line int, text string, err error) *ParseError {
	return &ParseError{Line: line, Text: text, Err: err}
}

// reasonf wraps a sentinel with a reason.
func reasonf(sentinel error, format string, args ...any) error {
	return fmt.Errorf("%w: %s", sentinel, fmt.Sprintf(format, args...))
}

func isUnsupported(err error) bool { return errors.Is(err, ErrUnsupported) }
