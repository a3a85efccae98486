package server

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
)

// rangeBoard answers POST /api/range: a request.RangeBoard in (a range,
// a board, dead cards, opposing hands "vs" and a filter "keep"), exactly
// what "pokersim range --format json" prints for it out. Classifying takes
// milliseconds, but it takes a computation slot all the same, so that a
// flood of requests gets 429 as one of equity requests does.
func (s *Server) rangeBoard(w http.ResponseWriter, r *http.Request) {
	var q request.RangeBoard
	if e := decode(w, r, s.cfg.MaxBody, &q); e != nil {
		writeError(w, e)
		return
	}
	if n := len(q.Vs); n >= s.cfg.MaxPlayers {
		writeError(w, errorf(http.StatusBadRequest, "vs", fmt.Sprintf("at most %d opposing hands on this server (%d players), got %d", s.cfg.MaxPlayers-1, s.cfg.MaxPlayers, n)))
		return
	}
	release, ok := s.acquire(w, r)
	if !ok {
		return
	}
	defer release()
	v, err := q.Report()
	if err != nil {
		writeError(w, rangeBoardError(err))
		return
	}
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, v); err != nil {
		panic("server: " + err.Error()) // writing to a buffer does not fail
	}
	writeBody(w, http.StatusOK, "application/json", b.Bytes())
}

// rangeBoardError classifies an error of request.RangeBoard.Report: each
// is a bad request, naming the input at fault.
func rangeBoardError(err error) *Error {
	var ie *request.InputError
	switch {
	case errors.As(err, &ie):
		return errorf(http.StatusBadRequest, ie.Where, err.Error())
	case errors.Is(err, request.ErrNothingKept):
		return errorf(http.StatusBadRequest, "keep", err.Error())
	}
	return apiError(err)
}
