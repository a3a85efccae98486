package server

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"net/http"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
)

// rangeBoard answers POST /api/range: a request.RangeBoard in (a range,
// a board, dead cards, opposing hands "vs" and a filter "keep"), exactly
// what "pokersim range --format json" prints for it out. Without a board
// it answers what the range holds (answer.RangeSummary), with the range in
// another tool's format if "export" names one; with a filter, "export"
// writes the range kept in that format. Classifying takes
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
	if q.Board == "" {
		v, err := answer.RangeSummaryOf(&q)
		if err != nil {
			writeError(w, rangeBoardError(err))
			return
		}
		writeReport(w, v)
		return
	}
	release, ok := s.acquire(w, r)
	if !ok {
		return
	}
	defer release()
	v, err := answer.RangeBoardOf(&q)
	if err != nil {
		writeError(w, rangeBoardError(err))
		return
	}
	writeReport(w, v)
}

// writeReport writes report v as JSON, as the command line's --format
// json writes it.
func writeReport(w http.ResponseWriter, v report.Report) {
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, v); err != nil {
		panic("server: " + err.Error()) // writing to a buffer does not fail
	}
	writeBody(w, http.StatusOK, "application/json", b.Bytes())
}

// rangeBoardError classifies an error of request.RangeBoard's Classify or
// RangeOnly: each is a bad request, naming the input at fault.
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
