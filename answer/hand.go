package answer

import (
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
)

// Hand values q's hand and returns the report "pokersim eval" prints and
// POST /api/eval sends: report.NewHand's for Hold'em cards alone (five to
// seven), else report.NewGameHand's. The errors are request.Eval.Hand's.
func HandOf(q *request.Eval) (*report.Hand, error) {
	h, err := q.Hand()
	if err != nil {
		return nil, err
	}
	if h.Alone {
		return report.NewHand(h.Cards), nil
	}
	return report.NewGameHand(h.Game, h.Cards, h.Board), nil
}
