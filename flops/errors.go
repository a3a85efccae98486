package flops

import (
	"errors"
	"strconv"

	"github.com/pokersim/pokersim/deck"
)

// Sentinel errors; test for them with errors.Is.
var (
	// ErrTexture reports a name in a board filter that is not a texture;
	// ParseError's message lists the names.
	ErrTexture = errors.New("unknown texture")
	// ErrFilter reports a board filter that cannot be read otherwise (an
	// empty term) or that keeps no flop.
	ErrFilter = errors.New("bad board filter")
	// ErrGame reports a game without flops of two hole cards: any but
	// Hold'em and short deck.
	ErrGame = errors.New("flops are those of Hold'em and short deck")
	// ErrEmpty reports a range with no combo left once a flop's cards
	// are out, or ranges that share no deal.
	ErrEmpty = errors.New("empty range")
	// ErrHero reports a hero hand that is not two cards of the game's
	// deck.
	ErrHero = errors.New("bad hero hand")
	// ErrBuckets reports bucket bounds that are not increasing fractions
	// in (0,1).
	ErrBuckets = errors.New("bad equity buckets")
)

// ParseError records a failure to read a board filter (ParseFilter), in
// the module's one shape of parse errors (deck.Syntax): Text is the
// offending term as typed, Err is ErrTexture or ErrFilter, and Detail says
// what is wrong.
type ParseError struct {
	deck.Syntax
}

// Error returns a message such as `unknown texture "monotonr" (want ...)`,
// naming every texture for ErrTexture.
func (e *ParseError) Error() string {
	msg := e.Err.Error()
	if e.Text != "" {
		msg += " " + strconv.Quote(e.Text)
	}
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	if e.Err == ErrTexture {
		msg += " (" + validNames() + ")"
	}
	return msg
}
