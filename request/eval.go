package request

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// Eval is a hand to value, as "pokersim eval" and POST /api/eval take it:
// the cards (hole cards, or in Hold'em and short deck the whole hand) in
// deck.ParseCards' notation, the board apart if given, and the game as
// --game, --hi-lo and --trips-beat-straight name it (empty and false for
// Hold'em). Its JSON field names are the command line's flag names, with
// "_" for "-", and "cards" for the arguments.
type Eval struct {
	Cards             string `json:"cards"`
	Board             string `json:"board,omitempty"`
	Game              string `json:"game,omitempty"`
	HiLo              bool   `json:"hi_lo,omitempty"`
	TripsBeatStraight bool   `json:"trips_beat_straight,omitempty"`
}

// Hand is the hand an Eval names, read and checked, ready to be valued
// (answer.Hand values it).
type Hand struct {
	Game game.Game // the game named, game.Holdem if none
	// Cards are the hole cards, or, when Alone, the whole Hold'em hand.
	Cards []deck.Card
	// Board is the board given apart, if any.
	Board []deck.Card
	// Alone reports Hold'em cards given without a board: Cards are five
	// to seven, valued as one Hold'em hand.
	Alone bool
}

// Hand reads and checks q's hand: Hold'em cards alone (five to seven), or
// hole cards and a board that game.Game.CheckHand has passed. The error is
// an *Error for a game flag (its Flag names it) or for the board (wrapping
// an *InputError whose Where is "board"), and otherwise the fault of the
// cards as deck.ParseCards, deck.ParseCardsN or CheckHand words it (a
// *deck.ParseError or a *game.HandError).
func (q *Eval) Hand() (*Hand, error) {
	g, err := (&Request{Game: q.Game, HiLo: q.HiLo, TripsBeatStraight: q.TripsBeatStraight}).Variant()
	if err != nil {
		return nil, err
	}
	if g == game.Holdem && q.Board == "" {
		// As ever: five to seven cards, with deck's messages.
		cards, err := deck.ParseCardsN(q.Cards, 5, 7)
		if err != nil {
			return nil, err
		}
		return &Hand{Game: g, Cards: cards, Alone: true}, nil
	}
	hole, err := deck.ParseCards(q.Cards)
	if err != nil {
		return nil, err
	}
	board, err := deck.ParseCards(q.Board)
	if err != nil {
		return nil, inputErr("board", err)
	}
	if err := g.CheckHand(hole, board); err != nil {
		return nil, err
	}
	return &Hand{Game: g, Cards: hole, Board: board}, nil
}
