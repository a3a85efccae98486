package omaha

import (
	"errors"
	"strconv"

	"github.com/pokersim/pokersim/deck"
)

// Sentinel errors, wrapped by *ParseError; test for them with errors.Is.
var (
	// ErrSyntax reports text that does not form a range: an unbalanced
	// parenthesis, an empty alternative such as "AA,,KK", two hands with
	// no operator between them, or a character that fits nowhere.
	ErrSyntax = errors.New("bad range syntax")
	// ErrRank reports a character where a rank was wanted that is no rank,
	// wildcard, rank variable or list.
	ErrRank = errors.New("unknown rank")
	// ErrSuit reports a suit variable or a suit where it cannot stand, such
	// as a suit variable inside a list.
	ErrSuit = errors.New("bad suit")
	// ErrCount reports a hand pattern of more cards, wildcards included,
	// than the game deals, such as "AA***" in four-card Omaha.
	ErrCount = errors.New("too many cards")
	// ErrDuplicate reports a specific card written twice in one hand.
	ErrDuplicate = errors.New("duplicate card")
	// ErrMacro reports a $ name that is no macro, or a hand macro written
	// inside a hand pattern.
	ErrMacro = errors.New("unknown macro")
	// ErrSpan reports a rank span whose two ends do not match, or a "+" or
	// "-" with nothing to add.
	ErrSpan = errors.New("bad span")
	// ErrUnsupported reports ProPokerTools syntax this package does not
	// implement: weights ("AA@50"), and percentages of hands ("15%") in
	// five- and six-card Omaha, which have no ranking of hands here.
	ErrUnsupported = errors.New("unsupported syntax")
	// ErrPercent reports a percentage of hands that is no number, lies
	// outside 0 to 100 (above 0 for "15%"), or a span of percentages
	// ("5%-10%") whose first end is not below its second or whose ends
	// take the same classes, so that it holds no hand.
	ErrPercent = errors.New("bad percentage")
	// ErrMisread reports a hand pattern that players commonly mean as a
	// macro but that the syntax reads otherwise: "ds" is a diamond and a
	// spade, not double-suited ($ds). The detail gives both spellings.
	ErrMisread = errors.New("misread range")
	// ErrHole reports a hole-card count other than 4, 5 or 6.
	ErrHole = errors.New("unsupported hole-card count")
)

// ParseError records a failure to parse an Omaha range, in the module's
// one shape of parse errors (deck.Syntax): Text is the offending token,
// such as "Z", "$foo", "AA***" or ")", empty at the end of the input; Err
// is one of the sentinels above; Detail says what is wrong, such as
// "unclosed '('".
type ParseError struct {
	deck.Syntax
}

// Error returns a message such as
// `omaha: "AA,,KK": bad range syntax "," at offset 3: empty alternative
// between ',' and ','`.
func (e *ParseError) Error() string {
	msg := "omaha: " + strconv.Quote(e.Input) + ": " + e.Err.Error()
	if e.Text != "" {
		msg += " " + strconv.Quote(e.Text) + " at offset " + strconv.Itoa(e.Pos)
	} else if e.Err != ErrHole {
		msg += " at the end"
	}
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	return msg
}
