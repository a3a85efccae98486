package server

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// Game is a game as GET /api/games describes it, from the game table, so
// that the page offers every game pokersim plays, including those added
// later, without a change of its own.
type Game struct {
	Name       string   `json:"name"`        // as requests spell it: "holdem"
	Title      string   `json:"title"`       // for people: "Hold'em"
	HoleCards  int      `json:"hole_cards"`  // cards each player holds at showdown
	BoardCards int      `json:"board_cards"` // board cards at showdown; 0 for none
	Streets    []int    `json:"streets"`     // the numbers of board cards a request may give
	Partial    bool     `json:"partial"`     // a player may be given fewer known cards, the rest dealt
	Holding    string   `json:"holding"`     // "combos": known cards or a range of two-card combos (the 13x13 grid); "hands": known cards, or "random"
	Deck       []string `json:"deck"`        // the cards in play
}

// newGames describes every game.
func newGames() []Game {
	var out []Game
	for _, g := range game.All() {
		holding := "hands"
		if g.Holding() == game.Combos {
			holding = "combos"
		}
		out = append(out, Game{Name: g.String(), Title: g.Title(), HoleCards: g.HoleCards(), BoardCards: g.BoardCards(),
			Streets: append([]int(nil), g.Streets()...), Partial: g.Partial(), Holding: holding, Deck: cardNames(g.Deck().AppendCards(nil))})
	}
	return out
}

// cardNames returns the names of cards.
func cardNames(cards []deck.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}
