package server

import (
	"errors"
	"net/http"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// Error is the body of every error response: the message, worded as the
// command line words it, and the part of the request at fault ("player 2",
// "board", "dead cards", "matchup", or a field such as "trials"), empty
// when no one part is.
type Error struct {
	Message string `json:"error"`
	Where   string `json:"where,omitempty"`
	status  int
}

// Error returns the message.
func (e *Error) Error() string { return e.Message }

// errorf returns an *Error with the given status.
func errorf(status int, where, msg string) *Error {
	return &Error{Message: msg, Where: where, status: status}
}

// Errors of the server's limits.
var (
	errBusy    = errorf(http.StatusTooManyRequests, "", "too many computations waiting: try again shortly")
	errTimeout = errorf(http.StatusServiceUnavailable, "", "no computation slot came free in time: try again shortly")
	errBudget  = errorf(http.StatusServiceUnavailable, "", "the computation ran past this server's time budget")
	// errStopping answers the computations a stopping server cuts short or
	// never starts.
	errStopping = errorf(http.StatusServiceUnavailable, "", "the server is stopping")
)

// apiError classifies err, an error of a request, as the response to give:
// a bad request (400) for the errors of requests, matchups and cards, with
// their messages and the part at fault, and 500 for anything else.
func apiError(err error) *Error {
	var (
		ae *Error
		re *request.Error
		me *sim.MatchupError
		pe *deck.ParseError
	)
	switch {
	case errors.As(err, &ae):
		return ae
	case errors.As(err, &re):
		return errorf(http.StatusBadRequest, fieldOf(re.Flag), err.Error())
	case errors.As(err, &me):
		return errorf(http.StatusBadRequest, me.Where, err.Error())
	case errors.As(err, &pe):
		return errorf(http.StatusBadRequest, "", pe.Reason())
	case errors.Is(err, sim.ErrOptions):
		return errorf(http.StatusBadRequest, "", err.Error())
	}
	return errorf(http.StatusInternalServerError, "", "internal error")
}

// fieldOf returns the JSON field that sets a flag: its name with "_" for
// "-", and "method" for the switches that choose one.
func fieldOf(flag string) string {
	if f := request.Lookup(flag); f != nil {
		flag = f.Name
	}
	switch flag {
	case "exact", "mc":
		return "method"
	}
	return strings.ReplaceAll(flag, "-", "_")
}

// writeError writes e as the response, with Retry-After when trying again
// may help.
func writeError(w http.ResponseWriter, e *Error) {
	if e.status == http.StatusTooManyRequests || e.status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", "1")
	}
	writeJSON(w, e.status, e)
}
