package pql

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pokersim/pokersim/internal/words"
)

// Sentinel errors, wrapped by *Error; test for them with errors.Is.
var (
	// ErrSyntax reports text that is not PQL.
	ErrSyntax = errors.New("syntax error")
	// ErrUnknown reports a name that is not a function, player, street or
	// keyword of the query.
	ErrUnknown = errors.New("unknown name")
	// ErrType reports an argument or operand of the wrong type, or the
	// wrong number of arguments.
	ErrType = errors.New("type error")
	// ErrGame reports a function, street or binding that does not apply
	// to the query's game.
	ErrGame = errors.New("not in this game")
	// ErrBinding reports a bad from clause: a game, player, board or dead
	// cards that cannot be read or dealt.
	ErrBinding = errors.New("bad from clause")
	// ErrNoDeal reports a where clause that no deal satisfies.
	ErrNoDeal = errors.New("no deal satisfies where")
)

// Error is an error in a query: the sentinel it wraps, where in the
// query (1-based line and column, in runes; 0 when the error is not at a
// place), and what is wrong. Its message quotes the line with a caret
// under the place.
type Error struct {
	Err    error
	Line   int
	Col    int
	Msg    string
	Source string // the line of the query at fault, for the caret
}

// Error returns "pql: line L, column C: syntax error: MSG" followed by
// the line and a caret under the column.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("pql: ")
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d, column %d: ", e.Line, e.Col)
	}
	b.WriteString(e.Err.Error())
	if e.Msg != "" {
		b.WriteString(": " + e.Msg)
	}
	if e.Line > 0 {
		b.WriteString("\n  " + e.Source + "\n  " + strings.Repeat(" ", max(e.Col-1, 0)) + "^")
	}
	return b.String()
}

// Unwrap returns the sentinel error.
func (e *Error) Unwrap() error { return e.Err }

// errAt returns an *Error at position pos of src.
func errAt(src string, pos pos, err error, format string, args ...any) *Error {
	e := &Error{Err: err, Msg: fmt.Sprintf(format, args...)}
	if pos.line > 0 {
		e.Line, e.Col = pos.line, pos.col
		lines := strings.Split(src, "\n")
		if pos.line <= len(lines) {
			e.Source = strings.TrimRight(lines[pos.line-1], "\r")
		}
	}
	return e
}

// nearest returns the candidate closest to name by edit distance (case
// folded), if it is close enough to be a likely misspelling.
func nearest(name string, candidates []string) (string, bool) {
	best, bestD := "", 1<<30
	low := strings.ToLower(name)
	for _, c := range candidates {
		if d := words.Distance(low, strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	return best, best != "" && bestD <= max(2, len(name)/3)
}
