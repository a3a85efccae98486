package answer

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"github.com/pokersim/pokersim/report"
	"io"
	"strconv"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// RangeSummary is what a range holds before the flop (pokersim range
// RANGE, without a board): its combos, their total weight, their share of
// the game's starting hands, and the grid of its classes; and, if asked
// for, the range written in another tool's format. Its JSON form is what
// --format json prints.
type RangeSummary struct {
	// Game is the game's name for a game other than Hold'em, such as
	// "shortdeck"; empty (and left out of JSON) for Hold'em.
	Game      string `json:"game,omitempty"`
	gameTitle string
	Range     string `json:"range"` // as typed
	// Text is the range in pokersim's own notation (deck.Range.String).
	Text   string  `json:"text"`
	Combos int     `json:"combos"` // combos with a positive weight
	Weight float64 `json:"weight"` // their total weight
	// Of is the number of starting hands of the game: 1326 in Hold'em,
	// 630 in short deck. Share is Combos/Of and WeightShare Weight/Of,
	// fractions (WeightShare above 1 only with weights above 1).
	Of          int     `json:"of"`
	Share       float64 `json:"share"`
	WeightShare float64 `json:"weight_share"`
	// Export is the range in another tool's format, if one was asked for.
	Export *RangeExport `json:"export,omitempty"`
	// Ranks is the side of the grid: 13, or 9 in short deck. Grid holds
	// its cells row by row, the aces first: pairs on the diagonal, suited
	// hands above it, offsuit hands below.
	Ranks int         `json:"ranks"`
	Grid  []RangeCell `json:"grid"`
}

// RangeExport is a range written in a tool's format (deck.RangeFormat).
type RangeExport struct {
	Format string `json:"format"` // such as "pio"
	Text   string `json:"text"`
}

// RangeCell is one class of the grid.
type RangeCell struct {
	Hand   string  `json:"hand"`   // such as "AKs"
	Row    int     `json:"row"`    // from 0, the aces' row first
	Col    int     `json:"col"`    // from 0
	Combos int     `json:"combos"` // its combos in the range
	Of     int     `json:"of"`     // its combos: 6, 4 or 12
	Weight float64 `json:"weight"` // the total weight of its combos
	// Fill is the share of the class in the range, in [0,1]: the sum of
	// its combos' weights, each capped at 1, over Of.
	Fill float64 `json:"fill"`
}

// NewRangeSummary returns the summary of range r of game g, typed as
// text, with its export in format f if export is true.
func NewRangeSummary(g game.Game, text string, r *deck.Range, export bool, f deck.RangeFormat) *RangeSummary {
	var ranks []deck.Rank
	for k := deck.Ace; k <= deck.Ace; k-- { // Rank is unsigned: the loop ends below Two
		if g.Deck().Has(deck.NewCard(k, deck.Spades)) {
			ranks = append(ranks, k)
		}
	}
	n := g.Deck().Len()
	v := &RangeSummary{Range: text, Text: r.String(), Combos: r.Len(), Weight: r.Total(), Of: n * (n - 1) / 2, Ranks: len(ranks)}
	if g != game.Holdem {
		v.Game, v.gameTitle = g.String(), g.Title()
	}
	v.Share = float64(v.Combos) / float64(v.Of)
	v.WeightShare = v.Weight / float64(v.Of)
	if export {
		v.Export = &RangeExport{Format: f.String(), Text: r.Export(f)}
	}
	for i, a := range ranks {
		for j, b := range ranks {
			c := deck.Class{Hi: max(a, b), Lo: min(a, b), Suited: j > i}
			cell := RangeCell{Hand: c.String(), Row: i, Col: j, Of: c.Count()}
			for x := range c.Combos() {
				if w := r.Weight(x); w > 0 {
					cell.Combos++
					cell.Weight += w
					cell.Fill += min(w, 1)
				}
			}
			cell.Fill /= float64(cell.Of)
			v.Grid = append(v.Grid, cell)
		}
	}
	return v
}

// Formats returns the formats of the summary: text, JSON and CSV; with an
// export, text (the export alone) and JSON.
func (v *RangeSummary) Formats() []report.Format {
	if v.Export != nil {
		return []report.Format{report.Text, report.JSON}
	}
	return []report.Format{report.Text, report.JSON, report.CSV}
}

// WriteJSON writes v as one JSON object on one line.
func (v *RangeSummary) WriteJSON(w io.Writer) error { return json.NewEncoder(w).Encode(v) }

// WriteText writes v for people: the range, its combos and weight with
// their shares of the starting hands, and the grid, each cell the
// weighted percentage of the class's combos in the range ("." for none).
// With an export, it writes the exported range alone, to paste into the
// tool.
func (v *RangeSummary) WriteText(out io.Writer) error {
	w := &stickyWriter{w: out}
	if v.Export != nil {
		fmt.Fprintln(w, v.Export.Text)
		return w.err
	}
	if v.Game != "" {
		fmt.Fprintf(w, "game:    %s\n", v.gameTitle)
	}
	fmt.Fprintf(w, "range:   %s\n", report.Printable(v.Range))
	fmt.Fprintf(w, "combos:  %d of %s starting hands (%s)\n", v.Combos, thousands(v.Of), report.Percent(v.Share, 2))
	if v.Weight != float64(v.Combos) {
		fmt.Fprintf(w, "weight:  %s (%s)\n", weighted(v.Weight), report.Percent(v.WeightShare, 2))
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, "  ")
	for _, c := range v.Grid[:v.Ranks] {
		fmt.Fprintf(w, "%5s", c.Hand[1:2])
	}
	fmt.Fprintln(w)
	for _, c := range v.Grid {
		if c.Col == 0 {
			fmt.Fprintf(w, "%s ", c.Hand[1:2]) // the row's rank: AA, KAo, ... read as AKo
		}
		fmt.Fprintf(w, "%5s", fillText(c))
		if c.Col == v.Ranks-1 {
			fmt.Fprintln(w)
		}
	}
	fmt.Fprintln(w, "\npairs on the diagonal, suited hands above it, offsuit below; each figure is")
	fmt.Fprintln(w, "the weighted percentage of the hand's combos in the range")
	return w.err
}

// fillText writes a cell's fill as a whole percentage, "<1" for a sliver
// and "." for none.
func fillText(c RangeCell) string {
	p := c.Fill * 100
	switch {
	case c.Combos == 0:
		return "."
	case p < 0.5:
		return "<1"
	case p > 99.5 && p < 100:
		return ">99"
	}
	return strconv.FormatFloat(p, 'f', 0, 64)
}

// thousands writes n with commas between groups of three digits: "1,326".
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// WriteCSV writes the grid as CSV, a row per class in grid order: hand,
// row, col, combos, of, weight and fill (a fraction with 6 decimals), then
// the range repeated, and the game in a game other than Hold'em.
func (v *RangeSummary) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := []string{"hand", "row", "col", "combos", "of", "weight", "fill", "range"}
	tail := []string{v.Range}
	if v.Game != "" {
		head, tail = append(head, "game"), append(tail, v.Game)
	}
	cw.Write(head)
	for _, c := range v.Grid {
		cw.Write(append([]string{c.Hand, strconv.Itoa(c.Row), strconv.Itoa(c.Col), strconv.Itoa(c.Combos), strconv.Itoa(c.Of),
			strconv.FormatFloat(c.Weight, 'g', -1, 64), report.Frac(c.Fill)}, tail...))
	}
	cw.Flush()
	return cw.Error()
}
