package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/batch"
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/internal/input"
	"github.com/pokersim/pokersim/internal/words"
	"github.com/pokersim/pokersim/job"
	"github.com/pokersim/pokersim/matrix"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/score"
	"github.com/pokersim/pokersim/shard"
	"github.com/pokersim/pokersim/sim"
)

// Exit statuses.
const (
	exitOK          = 0
	exitFailure     = 1   // anything else: I/O errors, a missing file
	exitUsage       = 2   // bad usage (flags, commands, arguments) or bad input
	exitInterrupted = 130 // stopped by a signal: 128 + SIGINT
)

// exitCode maps an error returned by a command to the exit status. It is
// the one place where errors are classified: usage errors, bad cards
// (deck.ParseError), bad requests and flag values (request.Error), bad
// matchups (sim.MatchupError) and options (sim.ErrOptions), bad lines of
// input (batch.LineError, score.LineError), input past its bounds
// (input.Error), a bad value of a feature's request (feature.FieldError,
// a result that is not finite among them), a range filter that keeps
// nothing, an empty batch file, and
// journals of another run give exitUsage; cancellation of the context,
// exitInterrupted; anything else exitFailure.
func exitCode(err error) int {
	var (
		ue  *usageError
		pe  *deck.ParseError
		re  *request.Error
		me  *sim.MatchupError
		ble *batch.LineError
		sle *score.LineError
		je  *job.JournalError
		mse *shard.MissingError
		ie  *input.Error
		hpe *history.ParseError
		fe  *feature.FieldError
	)
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, context.Canceled):
		return exitInterrupted
	case errors.As(err, &ue), errors.As(err, &pe), errors.As(err, &re), errors.As(err, &me),
		errors.Is(err, sim.ErrOptions), errors.As(err, &ble), errors.As(err, &sle),
		errors.Is(err, batch.ErrEmpty), errors.As(err, &je),
		errors.Is(err, shard.ErrSpec), errors.Is(err, shard.ErrFile), errors.As(err, &mse),
		errors.As(err, &ie), errors.As(err, &hpe), errors.Is(err, request.ErrNothingKept),
		errors.Is(err, matrix.ErrTable),
		errors.As(err, &fe):
		return exitUsage
	}
	return exitFailure
}

// reportError writes err, if any, to w as "pokersim: message", with a pointer to
// the help of the command misused, and returns the exit status.
func reportError(w io.Writer, err error) int {
	code := exitCode(err)
	switch {
	case err == nil:
	case code == exitInterrupted:
		fmt.Fprintln(w, "pokersim: interrupted")
	default:
		// Each line of a message of several (the bad lines of a batch
		// file) gets the prefix, and any control character left in it
		// (text read from a file that a message forgot to quote) is
		// escaped: no escape sequence reaches the terminal.
		lines := strings.Split(message(err), "\n")
		for i, l := range lines {
			lines[i] = "pokersim: " + shorten(words.Escape(l))
		}
		fmt.Fprintln(w, strings.Join(lines, "\n"))
		var ue *usageError
		if errors.As(err, &ue) && ue.cmd != "" {
			fmt.Fprintf(w, "Run '%s --help' for usage.\n", ue.cmd)
		}
	}
	return code
}

// warn writes a warning, such as a journal's line skipped, to w as
// "pokersim: message", its control characters escaped as reportError's.
func warn(w io.Writer, msg string) {
	fmt.Fprintln(w, "pokersim: "+words.Escape(msg))
}

// maxMessageLine is the longest line of an error message, in bytes: a
// longer one quotes some huge input, and is cut in its middle. The
// longest message of pokersim's own, the list of --keep's classes, is
// about 800.
const maxMessageLine = 2000

// shorten returns line, or if it is longer than maxMessageLine its start
// and end with the middle left out, so that an argument of 100,000
// characters is not echoed whole while the reason (at the end) stays.
func shorten(line string) string {
	if len(line) <= maxMessageLine {
		return line
	}
	head, tail := line[:maxMessageLine/2], line[len(line)-maxMessageLine/4:]
	for !utf8.ValidString(head) {
		head = head[:len(head)-1]
	}
	for !utf8.ValidString(tail) {
		tail = tail[1:]
	}
	return fmt.Sprintf("%s...(%d bytes left out)...%s", head, len(line)-len(head)-len(tail), tail)
}

// message returns the text of err for the user. A deck parse error is
// reworded, as it quotes the whole input and its offset in deck's terms.
func message(err error) string {
	var ue *usageError
	if errors.As(err, &ue) {
		err = ue.err
	}
	if pe, ok := err.(*deck.ParseError); ok {
		return pe.Reason()
	}
	return err.Error()
}

// usageError reports a command used wrongly: an unknown flag or command,
// missing or extra arguments, a bad flag value or bad cards. It gives
// exitUsage.
type usageError struct {
	cmd string // the command misused, such as "pokersim score"; "" for none
	err error
}

func (e *usageError) Error() string { return e.err.Error() }

func (e *usageError) Unwrap() error { return e.err }

// usageErrorf returns a usageError for the command of c, formatting its
// message as fmt.Errorf does (so %w wraps).
func usageErrorf(c *cli.Context, format string, args ...any) error {
	return &usageError{cmd: c.Command.HelpName, err: fmt.Errorf(format, args...)}
}

// usage returns err as a usageError for the command of c.
func usage(c *cli.Context, err error) error {
	return &usageError{cmd: c.Command.HelpName, err: err}
}

// onUsageError turns the flag parsing errors of urfave/cli into
// usageErrors, instead of letting it print them with the whole help; a
// mistyped flag gets the nearest name suggested.
func onUsageError(c *cli.Context, err error, _ bool) error {
	if name, ok := undefinedFlag(err); ok {
		flags := c.App.Flags
		if c.Command != nil && c.Command.Name != "" {
			flags = c.Command.Flags
		}
		if hint := didYouMean(name, flagNames(flags), dashed); hint != "" {
			err = fmt.Errorf("%w%s", err, hint)
		}
	}
	return usage(c, err)
}
