package answer

import (
	"github.com/pokersim/pokersim/request"
)

// Hand values q's hand and returns the report "pokersim eval" prints and
// POST /api/eval sends: NewHand's for Hold'em cards alone (five to
// seven), else NewGameHand's. The errors are request.Eval.Hand's.
func HandOf(q *request.Eval) (*Hand, error) {
	h, err := q.Hand()
	if err != nil {
		return nil, err
	}
	if h.Alone {
		return NewHand(h.Cards), nil
	}
	return NewGameHand(h.Game, h.Cards, h.Board), nil
}
