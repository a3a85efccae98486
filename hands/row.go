package hands

import (
	"cmp"
	"path/filepath"
	"strings"

	"github.com/pokersim/pokersim/history"
)

// Row is one player's line of a hand valued for all-in EV. Money is in
// units of the hand's currency (or chips).
type Row struct {
	File     string  `json:"file"`
	Line     int     `json:"line"`
	Hand     string  `json:"hand"`
	Game     string  `json:"game"`
	Currency string  `json:"currency,omitempty"`
	BigBlind float64 `json:"big_blind"`
	Player   string  `json:"player"`
	Position string  `json:"position,omitempty"`
	Put      float64 `json:"put"`
	Won      float64 `json:"won"`
	Net      float64 `json:"net"`
	// AllIn is the street on which the hand was valued by equity, "" if it
	// was not; Equity the player's equity in each pot it may win, main pot
	// first; Expected its raked share of the pots; Adjustment Expected
	// less Won.
	AllIn      string    `json:"allin_street,omitempty"`
	Board      string    `json:"allin_board,omitempty"`
	Equity     []float64 `json:"equity,omitempty"`
	Expected   float64   `json:"expected"`
	Adjustment float64   `json:"adjustment"`
	Adjusted   float64   `json:"adjusted"`
	// Cards are the player's hole cards ("AcKc"), "" if unknown;
	// Opponents every other player whose cards are known, in seat order.
	Cards     string          `json:"cards,omitempty"`
	Opponents []OpponentCards `json:"opponents,omitempty"`
}

// OpponentCards is an opponent's known hole cards in a hand's row.
type OpponentCards struct {
	Player string `json:"player"`
	Cards  string `json:"cards"`
}

// CardsText returns the row's cards as "AcKc vs 9d9c QsJs": the player's
// ("?" if unknown) against each known opponent's; "" if none is known.
func (r Row) CardsText() string {
	if r.Cards == "" && len(r.Opponents) == 0 {
		return ""
	}
	s := cmp.Or(r.Cards, "?")
	for k, o := range r.Opponents {
		if k == 0 {
			s += " vs"
		}
		s += " " + o.Cards
	}
	return s
}

// opponentsCSV writes the known opponents as "Villain 9d9c; Fish QsJs".
func opponentsCSV(os []OpponentCards) string {
	var s []string
	for _, o := range os {
		s = append(s, o.Player+" "+o.Cards)
	}
	return strings.Join(s, "; ")
}

// RowsOf returns the rows of a valued hand: the player named, or if
// player is "", every player who put chips in.
func RowsOf(r *history.Result, player string) []Row {
	h := r.Hand
	var rows []Row
	for i, p := range h.Players {
		if player != "" && p.Name != player || player == "" && r.Put[i] == 0 {
			continue
		}
		row := Row{
			File: filepath.Base(h.File), Line: h.Line, Hand: h.ID, Game: h.Game.String(), Currency: h.Currency,
			BigBlind: h.BigBlind.Float(), Player: p.Name, Position: p.Position, Put: r.Put[i].Float(), Won: r.Won[i].Float(),
			Net: r.Net(i).Float(), Expected: r.Won[i].Float(), Adjusted: r.Adjusted(i) / 100,
			Cards: h.CardsText(i),
		}
		for j, o := range h.Players {
			if j != i && len(o.Cards) > 0 {
				row.Opponents = append(row.Opponents, OpponentCards{Player: o.Name, Cards: h.CardsText(j)})
			}
		}
		if a := r.AllIn; a != nil {
			row.AllIn = a.Street.String()
			var b []string
			for _, c := range a.Board {
				b = append(b, c.String())
			}
			row.Board = strings.Join(b, "")
			for _, pe := range a.Pots {
				for k, j := range pe.Eligible {
					if j == i {
						row.Equity = append(row.Equity, pe.Equity[k])
					}
				}
			}
			row.Expected, row.Adjustment = a.Expected[i]/100, a.Adjustment[i]/100
		}
		rows = append(rows, row)
	}
	return rows
}
