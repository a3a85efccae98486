package icm

import (
	"errors"
	"fmt"
)

// Errors wrapped by *InputError; test for them with errors.Is.
var (
	// ErrStack reports a stack that is not a positive finite number of
	// chips, or no stacks at all.
	ErrStack = errors.New("bad stack")
	// ErrPayout reports a payout that is not a finite number of at least
	// zero, no payouts, payouts that are all zero, or more payouts than
	// players.
	ErrPayout = errors.New("bad payout")
	// ErrPlayer reports a player number out of range, or a player set
	// against themselves.
	ErrPlayer = errors.New("bad player")
	// ErrRequest reports a bad method or number of trials.
	ErrRequest = errors.New("bad request")
	// ErrEquity reports an all-in equity outside [0,1] or dead money below
	// zero.
	ErrEquity = errors.New("bad equity")
)

// InputError reports a bad value of a request: What names the list or
// field ("stacks", "payouts", "player"), Index is the 1-based position in
// the list (0 for the list or field as a whole), and Value is the text at
// fault, if any.
type InputError struct {
	What  string
	Index int
	Value string
	Err   error // ErrStack, ErrPayout, ErrPlayer, ErrRequest or ErrEquity
	// Reason says what is wrong, such as "is negative".
	Reason string
}

// Error returns a message such as `stacks: item 2 "-5" is negative`.
func (e *InputError) Error() string {
	switch {
	case e.Index == 0 && e.Value == "":
		return fmt.Sprintf("%s: %s", e.What, e.Reason)
	case e.Index == 0:
		return fmt.Sprintf("%s: %q %s", e.What, e.Value, e.Reason)
	}
	return fmt.Sprintf("%s: item %d %q %s", e.What, e.Index, e.Value, e.Reason)
}

// Unwrap returns the sentinel error.
func (e *InputError) Unwrap() error { return e.Err }
