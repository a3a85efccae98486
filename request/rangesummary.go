package request

import (
	"errors"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
)

// Summary reads q's range without a board and returns what it holds
// (report.RangeSummary), with the range written in q.Export's format if
// q names one. A board, dead cards, opposing hands or a filter are an
// error: they belong to Report. The errors are worded as Report's are;
// an unknown format is an *Error whose Flag is "export".
func (q *RangeBoard) Summary() (*report.RangeSummary, error) {
	g, err := q.game()
	if err != nil {
		return nil, err
	}
	for _, in := range []struct{ flag, value string }{{"dead", q.Dead}, {"keep", q.Keep}} {
		if in.value != "" {
			return nil, flagError(in.flag, errors.New("needs --board: the flop, turn or river"))
		}
	}
	if len(q.Vs) > 0 {
		return nil, flagError("vs", errors.New("needs --board: the flop, turn or river"))
	}
	var f deck.RangeFormat
	if q.Export != "" {
		if f, err = deck.ParseRangeFormat(q.Export); err != nil {
			return nil, flagError("export", err)
		}
	}
	r, err := parseRangeIn(q.Range, g)
	if err != nil {
		return nil, inputErr("range", err)
	}
	return report.NewRangeSummary(g, q.Range, r, q.Export != "", f), nil
}
