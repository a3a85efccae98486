package server

import (
	"bytes"
	"net/http"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
)

// EvalRequest is the body of POST /api/eval: five to seven cards, written
// as for "pokersim eval" ("AhKhQhJhTh", "Ah Kh Qh Jh Th 2c 3d").
type EvalRequest struct {
	Cards string `json:"cards"`
}

// eval answers POST /api/eval with what "pokersim eval --format json"
// prints for the same cards.
func (s *Server) eval(w http.ResponseWriter, r *http.Request) {
	var req EvalRequest
	if e := decode(w, r, s.cfg.MaxBody, &req); e != nil {
		writeError(w, e)
		return
	}
	cards, err := deck.ParseCardsN(req.Cards, 5, 7)
	if err != nil {
		e := apiError(err)
		e.Where = "cards"
		writeError(w, e)
		return
	}
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, report.NewHand(cards)); err != nil {
		panic("server: " + err.Error()) // writing to a buffer does not fail
	}
	writeBody(w, http.StatusOK, "application/json", b.Bytes())
}
