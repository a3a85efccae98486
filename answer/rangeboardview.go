package answer

import (
	"encoding/json"
	"github.com/pokersim/pokersim/report"
	"io"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/postflop"
)

// RangeBoard is the report of a range on a board (pokersim range): the
// weighted combos of each made-hand class, in the exclusive view (each
// combo in its best class) and the overlapping one (each combo in every
// class that applies), and of each draw, as package postflop counts them;
// with a filter, the range it keeps. Its JSON form is what --format json
// prints. Shares are fractions in [0,1] of the weight left after card
// removal.
type RangeBoard struct {
	// Game is the game's name, for a game other than Hold'em: "shortdeck"
	// or "shortdeck-trips"; empty (and left out of JSON) for Hold'em.
	Game       string   `json:"game,omitempty"`
	gameTitle  string   // for people: "short-deck Hold'em"
	Range      string   `json:"range"` // as typed
	Board      []string `json:"board"`
	Dead       []string `json:"dead"`
	Vs         []string `json:"vs"`          // the opposing hands
	Combos     int      `json:"combos"`      // the range's combos
	Weight     float64  `json:"weight"`      // their total weight
	Left       int      `json:"left"`        // the combos left once those holding a board, dead or opposing card are out
	LeftWeight float64  `json:"left_weight"` // their total weight, which shares are fractions of
	// Made lists the made classes, strongest first in the game's order
	// (in short deck, a flush above a full house); Draws the draws.
	Made  []RangeBoardMade `json:"made"`
	Draws []RangeBoardDraw `json:"draws"`
	// Keep is the range a filter kept, if one was given.
	Keep *RangeBoardKeep `json:"keep,omitempty"`
	// Grid is each starting-hand class's best class, for the picture.
	Grid []postflop.ClassHit `json:"-"`
}

// RangeBoardCount is a number of combos, their weight and its share.
type RangeBoardCount struct {
	Combos int     `json:"combos"`
	Weight float64 `json:"weight"`
	Share  float64 `json:"share"`
}

// RangeBoardMade is a made class's line: its name as --keep reads it, its
// title, PQL's name of its flop category, and its combos in the exclusive
// (Best) and overlapping (Any) views.
type RangeBoardMade struct {
	Class string          `json:"class"`
	Title string          `json:"title"`
	PQL   string          `json:"pql"`
	Best  RangeBoardCount `json:"best"`
	Any   RangeBoardCount `json:"any"`
}

// RangeBoardDraw is a draw's line.
type RangeBoardDraw struct {
	Draw  string `json:"draw"`
	Title string `json:"title"`
	RangeBoardCount
}

// RangeBoardKeep is what a filter kept: the filter as --keep reads it, and
// the range kept in range notation, with its combos and weight.
type RangeBoardKeep struct {
	Filter string  `json:"filter"`
	Range  string  `json:"range"`
	Combos int     `json:"combos"`
	Weight float64 `json:"weight"`
	// Export is the range kept in another tool's format, if asked for.
	Export *RangeExport `json:"export,omitempty"`
}

// NewRangeBoard returns the report of range r, typed as text, on spot s,
// where it has breakdown b (s.Classify(r)).
func NewRangeBoard(text string, r *deck.Range, s *postflop.Spot, b *postflop.Breakdown) *RangeBoard {
	v := &RangeBoard{
		Range: text, Board: deck.Strings(s.Board()), Dead: deck.Strings(s.Dead().AppendCards(nil)),
		Vs: make([]string, len(s.Opponents())), Combos: b.Range.Combos, Weight: b.Range.Weight,
		Left: b.Total.Combos, LeftWeight: b.Total.Weight, Grid: s.ByClass(r),
	}
	if g := s.Game(); g != game.Holdem {
		v.Game, v.gameTitle = g.String(), g.Title()
	}
	for i, o := range s.Opponents() {
		v.Vs[i] = o.String()
	}
	count := func(c postflop.Count) RangeBoardCount {
		return RangeBoardCount{Combos: c.Combos, Weight: c.Weight, Share: b.Share(c)}
	}
	for m := range s.Order().Descending() {
		v.Made = append(v.Made, RangeBoardMade{Class: m.String(), Title: m.Title(), PQL: m.PQL(),
			Best: count(b.Best[m]), Any: count(b.Any[m])})
	}
	for d := range postflop.Draw(postflop.NumDraws) {
		v.Draws = append(v.Draws, RangeBoardDraw{Draw: d.String(), Title: d.Title(), RangeBoardCount: count(b.Draws[d])})
	}
	return v
}

// NewRangeBoardKeep returns what filter f kept of a range: kept.
func NewRangeBoardKeep(f postflop.Filter, kept *deck.Range) *RangeBoardKeep {
	k := &RangeBoardKeep{Filter: f.String(), Range: kept.String()}
	for _, w := range kept.All() {
		k.Combos++
		k.Weight += w
	}
	return k
}

// Formats returns the formats of the report: text, JSON, CSV and an SVG
// picture of the grid of starting hands; with a filter's range kept, text
// (the range alone) and JSON.
func (v *RangeBoard) Formats() []report.Format {
	if v.Keep != nil {
		return []report.Format{report.Text, report.JSON}
	}
	return []report.Format{report.Text, report.JSON, report.CSV, report.SVG}
}

// WriteJSON writes v as one JSON object on one line.
func (v *RangeBoard) WriteJSON(w io.Writer) error { return json.NewEncoder(w).Encode(v) }
