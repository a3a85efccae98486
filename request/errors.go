package request

import (
	"errors"
	"strconv"
)

// Errors wrapped by *Error; test for them with errors.Is.
var (
	// ErrUnknownFlag reports a flag that no request takes.
	ErrUnknownFlag = errors.New("unknown flag")
	// ErrScope reports a flag given where it does not belong, such as
	// --seed on a batch line.
	ErrScope = errors.New("not allowed in a batch line")
	// ErrSyntax reports a line that cannot be split into words, such as one
	// with an unterminated quote.
	ErrSyntax = errors.New("bad syntax")
)

// Error reports a bad flag or flag value: Flag is its name without dashes
// ("trials"), or "" for a fault of the line as a whole.
type Error struct {
	Flag string
	Err  error
}

// Error returns a message such as `--trials: want a positive whole number
// such as 1000000, got "1e30"`.
func (e *Error) Error() string {
	if e.Flag == "" {
		return e.Err.Error()
	}
	if errors.Is(e.Err, ErrUnknownFlag) {
		return "unknown flag " + strconv.Quote(dashes(e.Flag))
	}
	return dashes(e.Flag) + ": " + e.Err.Error()
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

func flagError(name string, err error) error {
	return &Error{Flag: name, Err: err}
}

// dashes writes a flag's name as typed: "--trials", or "-n" for a one-letter
// alias.
func dashes(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}
