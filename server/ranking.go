package server

import (
	"github.com/pokersim/pokersim/deck"
)

// Ranking is the body of GET /api/ranking: the 169 starting-hand classes,
// best first, in the order that a top share of hands ("15%") takes them.
type Ranking struct {
	Classes []RankedClass `json:"classes"`
}

// RankedClass is one class of the ranking.
type RankedClass struct {
	Hand   string  `json:"hand"`   // such as "AKs"
	Index  int     `json:"index"`  // its place in the 13x13 grid, row by row from AA (deck.Class.Index)
	Combos int     `json:"combos"` // 6, 4 or 12
	Equity float64 `json:"equity"` // all-in equity against one random hand, in [0,1]
	// Top is the percentage of the 1326 combos in this class and those
	// above it: "Top%" as a range takes exactly the classes down to this
	// one.
	Top float64 `json:"top"`
}

// newRanking lists the ranking, from package deck's table.
func newRanking() Ranking {
	var r Ranking
	sum := 0
	for _, c := range deck.PreflopRanking() {
		sum += c.Count()
		r.Classes = append(r.Classes, RankedClass{Hand: c.String(), Index: c.Index(), Combos: c.Count(),
			Equity: deck.PreflopEquity(c), Top: 100 * float64(sum) / deck.NumCombos})
	}
	return r
}
