package feature

import (
	"context"
	"errors"

	"github.com/pokersim/pokersim/answer"
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
)

// Eval is the request of the eval row: a request.Eval, the cards of a
// hand and its board and game.
type Eval struct {
	request.Eval
}

// Validate accepts any request: Run reads it, in microseconds.
func (q *Eval) Validate(Limits) error { return nil }

// Run values the hand, naming the field at fault of a bad request: the
// board, a game flag's field, or "cards".
func (q *Eval) Run(ctx context.Context, lim Limits) (report.Report, error) {
	h, err := answer.HandOf(&q.Eval)
	var (
		ie *request.InputError
		re *request.Error
		he *game.HandError
		pe *deck.ParseError
	)
	switch {
	case err == nil:
		return h, nil
	case errors.As(err, &ie):
		return nil, at(ie.Where, err)
	case errors.As(err, &re):
		return nil, err
	case errors.As(err, &he):
		return nil, at("cards", err)
	case errors.As(err, &pe):
		return nil, at("cards", reason{pe})
	}
	return nil, err
}

// reason is a deck.ParseError worded by its reason alone, without the
// whole input it quotes.
type reason struct{ *deck.ParseError }

func (r reason) Error() string { return r.Reason() }
func (r reason) Unwrap() error { return r.ParseError }
