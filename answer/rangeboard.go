package answer

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/request"
)

// RangeBoard classifies q's range on its board and returns the report
// that "pokersim range --board" prints and POST /api/range sends, with
// the range kept if q has a filter. The errors are
// request.RangeBoard.Classify's.
func RangeBoardOf(q *request.RangeBoard) (*RangeBoard, error) {
	c, err := q.Classify()
	if err != nil {
		return nil, err
	}
	v := NewRangeBoard(c.Text, c.Range, c.Spot, c.Breakdown)
	if c.Kept != nil {
		v.Keep = NewRangeBoardKeep(c.Filter, c.Kept)
		if c.Export != nil {
			v.Keep.Export = &RangeExport{Format: c.Export.String(), Text: c.Kept.Export(*c.Export)}
		}
	}
	return v, nil
}

// RangeSummary reads q's range without a board and returns what it holds
// (RangeSummary), with the range written in q.Export's format if q
// names one. The errors are request.RangeBoard.RangeOnly's.
func RangeSummaryOf(q *request.RangeBoard) (*RangeSummary, error) {
	r, err := q.RangeOnly()
	if err != nil {
		return nil, err
	}
	var f deck.RangeFormat
	if r.Export != nil {
		f = *r.Export
	}
	return NewRangeSummary(r.Game, r.Text, r.Range, r.Export != nil, f), nil
}
