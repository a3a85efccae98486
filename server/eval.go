package server

import (
	"bytes"
	"errors"
	"github.com/pokersim/pokersim/answer"
	"net/http"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
)

// EvalRequest is the body of POST /api/eval: the cards, written as for
// "pokersim eval" ("AhKhQhJhTh", "Ah Kh Qh Jh Th 2c 3d"), and as its flags
// name them the board apart, the game, hi_lo and trips_beat_straight.
type EvalRequest = request.Eval

// eval answers POST /api/eval with what "pokersim eval --format json"
// prints for the same cards, board and game.
func (s *Server) eval(w http.ResponseWriter, r *http.Request) {
	var q request.Eval
	if e := decode(w, r, s.cfg.MaxBody, &q); e != nil {
		writeError(w, e)
		return
	}
	h, err := answer.HandOf(&q)
	if err != nil {
		writeError(w, evalError(err))
		return
	}
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, h); err != nil {
		panic("server: " + err.Error()) // writing to a buffer does not fail
	}
	writeBody(w, http.StatusOK, "application/json", b.Bytes())
}

// evalError classifies an error of request.Eval.Hand: each is a bad
// request, naming the field at fault: "board", a game flag's field, or
// "cards" for the hand itself.
func evalError(err error) *Error {
	var (
		ie *request.InputError
		re *request.Error
		he *game.HandError
		pe *deck.ParseError
	)
	switch {
	case errors.As(err, &ie):
		return errorf(http.StatusBadRequest, ie.Where, err.Error())
	case errors.As(err, &re):
		return apiError(err)
	case errors.As(err, &he):
		return errorf(http.StatusBadRequest, "cards", err.Error())
	case errors.As(err, &pe):
		return errorf(http.StatusBadRequest, "cards", pe.Reason())
	}
	return apiError(err)
}
