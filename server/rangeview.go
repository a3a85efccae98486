package server

import (
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"net/http"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// RangeView is the body of GET /api/range?range=TEXT&game=NAME: a range
// as the grid of the page paints it, read by the one range parser
// (deck.ParseRangeIn) within the game's deck, as the command line reads a
// player's range: in short deck, "22+" is refused and "15%" holds no Five.
// The game, Hold'em if not given, must be one of two-card ranges.
type RangeView struct {
	Range  string `json:"range"`  // as given
	Text   string `json:"text"`   // the same range written out by class (deck.Range.String)
	Combos int    `json:"combos"` // combos with a positive weight
	// Export is the range in the format that ?export=FORMAT names
	// (deck.RangeFormat: pio, brackets, weights, equilab, flopzilla or
	// gtoplus), if asked for.
	Export *answer.RangeExport `json:"export,omitempty"`
	// Of is the number of combos of the game's deck (1326, or 630 in short
	// deck) and Percent the range's share of them, in [0,100]: "TT+, AK"
	// is 3.5% in Hold'em and 7.3% in short deck.
	Of      int     `json:"of"`
	Percent float64 `json:"percent"`
	// Classes are the 169 classes in grid order (deck.Class.Index).
	Classes []ClassView `json:"classes"`
}

// ClassView is one class of a range.
type ClassView struct {
	Hand   string `json:"hand"`   // such as "AKs"
	Combos int    `json:"combos"` // its combos in the range
	Of     int    `json:"of"`     // its combos in all: 6, 4 or 12
	// Weight is the weight its combos in the range share, or 0 if they
	// have different weights. Weights are relative: 1 is a whole hand.
	Weight float64 `json:"weight"`
	// Fill is the share of the class in the range, in [0,1]: the sum of
	// its combos' weights, each capped at 1, over Of.
	Fill float64 `json:"fill"`
	// Text is the class's part of Text: "AKs", "AKs@50", "AhKh, AsKs" or
	// "" for none.
	Text string `json:"text"`
	// Weights are the weights of its combos in the range, by combo
	// ("AhKh"), those of weight 0 left out: what the page's suit selector
	// shows of a cell.
	Weights map[string]float64 `json:"weights,omitempty"`
}

// rangeOf answers GET /api/range.
func (s *Server) rangeOf(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	g, e := gridGame(q.Get("game"))
	if e != nil {
		writeError(w, e)
		return
	}
	f, export := deck.Pio, q.Get("export") != ""
	if export {
		var err error
		if f, err = deck.ParseRangeFormat(q.Get("export")); err != nil {
			writeError(w, errorf(http.StatusBadRequest, "export", "export: "+err.Error()))
			return
		}
	}
	text := q.Get("range")
	rg, err := deck.ParseRangeIn(g.Deck(), text)
	if err != nil {
		e := apiError(err)
		e.Where = "range"
		writeError(w, e)
		return
	}
	v := newRangeView(text, rg, g.Deck())
	if export {
		v.Export = &answer.RangeExport{Format: f.String(), Text: rg.Export(f)}
	}
	writeJSON(w, http.StatusOK, v)
}

// gridGame returns the game named, Hold'em for "", if its ranges are of
// two-card combos, the ranges of the grid.
func gridGame(name string) (game.Game, *Error) {
	if name == "" {
		return game.Holdem, nil
	}
	g, err := game.Parse(name)
	if err != nil {
		return g, errorf(http.StatusBadRequest, "game", "game: "+err.Error())
	}
	if g.Holding() != game.Combos {
		return g, errorf(http.StatusBadRequest, "game", fmt.Sprintf("game: the grid is of two-card ranges; %s ranges are written as text", g.Title()))
	}
	return g, nil
}

// newRangeView describes rg, parsed from text.
func newRangeView(text string, rg *deck.Range, in deck.Set) *RangeView {
	v := &RangeView{Range: text, Text: rg.String(), Combos: rg.Len(), Of: deck.CombosIn(in), Classes: make([]ClassView, 0, deck.NumClasses)}
	v.Percent = 100 * float64(v.Combos) / float64(v.Of)
	one := new(deck.Range) // one class of rg at a time, for its text
	for c := range deck.AllClasses() {
		cv := ClassView{Hand: c.String(), Of: c.Count()}
		uniform := true
		for x := range c.Combos() {
			w := rg.Weight(x)
			if w == 0 {
				continue
			}
			if cv.Combos > 0 && w != cv.Weight {
				uniform = false
			}
			cv.Combos++
			cv.Weight = w
			if cv.Weights == nil {
				cv.Weights = map[string]float64{}
			}
			cv.Weights[x.String()] = w
			cv.Fill += min(w, 1)
			one.Set(x, w)
		}
		cv.Fill /= float64(cv.Of)
		if !uniform || cv.Combos == 0 {
			cv.Weight = 0
		}
		if cv.Combos > 0 {
			cv.Text = one.String()
			for x := range c.Combos() {
				one.Set(x, 0)
			}
		}
		v.Classes = append(v.Classes, cv)
	}
	return v
}
