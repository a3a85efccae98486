package server

import (
	"net/http"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// Ranking is the body of GET /api/ranking?game=NAME: the starting-hand
// classes of the game's deck, best first, in the order that a top share
// of hands ("15%") takes them: Hold'em's 169 (the default), or the short
// deck's 81, ranked by its own all-in equity (deck.RankingIn).
type Ranking struct {
	Game    string        `json:"game"`
	Combos  int           `json:"combos"` // the combos of the deck: 1326, or 630 in short deck
	Classes []RankedClass `json:"classes"`
}

// RankedClass is one class of the ranking.
type RankedClass struct {
	Hand   string  `json:"hand"`   // such as "AKs"
	Index  int     `json:"index"`  // its place in the 13x13 grid, row by row from AA (deck.Class.Index)
	Combos int     `json:"combos"` // 6, 4 or 12
	Equity float64 `json:"equity"` // all-in equity against one random hand of the game, in [0,1]
	// Top is the percentage of the deck's combos in this class and those
	// above it: "Top%" as a range takes exactly the classes down to this
	// one.
	Top float64 `json:"top"`
}

// newRanking lists the ranking of game g's deck, from package deck's
// tables.
func newRanking(g game.Game) Ranking {
	in := g.Deck()
	r := Ranking{Game: g.String(), Combos: deck.CombosIn(in)}
	sum := 0
	for _, c := range deck.RankingIn(in) {
		sum += c.Count()
		r.Classes = append(r.Classes, RankedClass{Hand: c.String(), Index: c.Index(), Combos: c.Count(),
			Equity: deck.EquityIn(in, c), Top: 100 * float64(sum) / float64(r.Combos)})
	}
	return r
}

// ranking answers GET /api/ranking: the game's ranking, for the games of
// two-card ranges.
func (s *Server) ranking(w http.ResponseWriter, r *http.Request) {
	g, e := gridGame(r.URL.Query().Get("game"))
	if e != nil {
		writeError(w, e)
		return
	}
	writeJSON(w, http.StatusOK, s.rankings[g])
}
