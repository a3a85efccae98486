package request

import (
	"errors"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// RangeOnly is a RangeBoard without a board, read and checked: what the
// summary of its range (answer.RangeSummary) is made of.
type RangeOnly struct {
	Game  game.Game   // Hold'em or short deck
	Text  string      // the range as given
	Range *deck.Range // the range read
	// Export, if not nil, is the format in which to write the range.
	Export *deck.RangeFormat
}

// RangeOnly reads q's range without a board. A board, dead cards,
// opposing hands or a filter are an error: they belong to Classify. The
// errors are worded as Classify's are; an unknown format is an *Error
// whose Flag is "export".
func (q *RangeBoard) RangeOnly() (*RangeOnly, error) {
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
	var export *deck.RangeFormat
	if q.Export != "" {
		f, err := deck.ParseRangeFormat(q.Export)
		if err != nil {
			return nil, flagError("export", err)
		}
		export = &f
	}
	r, err := parseRangeIn(q.Range, g)
	if err != nil {
		return nil, inputErr("range", err)
	}
	return &RangeOnly{Game: g, Text: q.Range, Range: r, Export: export}, nil
}
