package server

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/request"
)

// Game is a game as GET /api/games describes it, from the game table, so
// that the page offers every game pokersim plays, including those added
// later, without a change of its own.
type Game struct {
	Name       string   `json:"name"`        // as requests spell it: "holdem"
	Title      string   `json:"title"`       // for people: "Hold'em"
	Aliases    []string `json:"aliases"`     // other names requests may use: "plo"
	HoleCards  int      `json:"hole_cards"`  // cards each player holds at showdown
	BoardCards int      `json:"board_cards"` // board cards at showdown; 0 for none
	Streets    []int    `json:"streets"`     // the numbers of board cards a request may give
	Partial    bool     `json:"partial"`     // a player may be given fewer known cards, the rest dealt
	// Holding says what a player may be given besides known cards:
	// "combos", a range of two-card combos (the 13x13 grid); "patterns", an
	// Omaha range in ProPokerTools' syntax, written as text; "hands",
	// nothing but "random".
	Holding string `json:"holding"`
	HiLo    bool   `json:"hi_lo"` // the pot is split high and low: results have hi-lo figures
	// Low is the game's low rule: "none", "eight-or-better" (split pot,
	// as HiLo says) or "low" (the whole pot to the best low).
	Low  string   `json:"low"`
	Deck []string `json:"deck"` // the cards in play
	// Refused maps each analysis the game does not support, by the name of
	// its request switch ("outs", "by_card", "streets", "distribution",
	// "categories", "by_class"), to the reason (request.Refusal), so that
	// the page shows why rather than asking and getting an error.
	Refused map[string]string `json:"refused"`
}

// switches names the request switch of each analysis the page offers.
var switches = []struct {
	name     string
	analysis request.Analysis
}{
	{"outs", request.OutsOf}, {"by_card", request.ByCardOf}, {"streets", request.StreetsOf},
	{"distribution", request.Distribution}, {"categories", request.Categories}, {"by_class", request.ByHand},
}

// refused returns the analyses g refuses, by switch, with the reasons.
func refused(g game.Game) map[string]string {
	out := map[string]string{}
	for _, s := range switches {
		if why := request.Refusal(g, s.analysis); why != "" {
			out[s.name] = why
		}
	}
	return out
}

// newGames describes every game.
func newGames() []Game {
	var out []Game
	for _, g := range game.All() {
		out = append(out, Game{Name: g.String(), Title: g.Title(), Aliases: append([]string(nil), g.Aliases()...), HoleCards: g.HoleCards(), BoardCards: g.BoardCards(),
			Streets: append([]int(nil), g.Streets()...), Partial: g.Partial(), Holding: holdingName(g.Holding()),
			HiLo: g.HiLo(), Low: g.Low().String(), Deck: deck.Strings(g.Deck().AppendCards(nil)),
			Refused: refused(g)})
	}
	return out
}

// holdingName names a game's Holding for the page.
func holdingName(h game.Holding) string {
	switch h {
	case game.Combos:
		return "combos"
	case game.Patterns:
		return "patterns"
	}
	return "hands"
}
