package solve

import (
	"errors"
	"strconv"
)

// Sentinel errors; test for them with errors.Is.
var (
	// ErrBets reports a bet SPEC that cannot be read (wrapped by
	// *BetsError).
	ErrBets = errors.New("bad bets")
	// ErrRequest reports a request field out of its domain (wrapped by
	// *FieldError).
	ErrRequest = errors.New("bad request")
	// ErrTooLarge reports a tree whose memory would exceed the limit
	// (wrapped by *FieldError naming "max_memory").
	ErrTooLarge = errors.New("tree too large")
)

// BetsError reports a bet SPEC that cannot be read: the whole SPEC, the
// entry at fault and its byte offset, and what is wrong.
type BetsError struct {
	Spec   string
	Text   string // the entry or size at fault
	Pos    int    // byte offset of Text in Spec
	Detail string
}

// Error returns a message such as
// `bets "river:50" : "50" at offset 6: want a percentage of the pot such as 50%, or allin`.
func (e *BetsError) Error() string { return "bets " + e.Reason() }

// Reason words the error without the word "bets", for a message that
// names the field already: `"river:50": "50" at offset 6: want ...`.
func (e *BetsError) Reason() string {
	return strconv.Quote(e.Spec) + ": " + strconv.Quote(e.Text) + " at offset " + strconv.Itoa(e.Pos) + ": " + e.Detail
}

// Unwrap returns ErrBets.
func (e *BetsError) Unwrap() error { return ErrBets }

// FieldError reports a bad field of a Request, named as in its JSON.
type FieldError struct {
	Field  string // such as "pot", "board", "oop"
	Reason string
	Err    error // ErrRequest, ErrBets or ErrTooLarge, or the parser's error
}

// Error returns a message such as "pot: must be a positive finite number of chips".
func (e *FieldError) Error() string { return e.Field + ": " + e.Reason }

// Unwrap returns the wrapped error.
func (e *FieldError) Unwrap() error { return e.Err }
