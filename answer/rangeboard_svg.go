package answer

import (
	"fmt"
	"github.com/pokersim/pokersim/report"
	"html"
	"io"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/postflop"
)

// classColors colour the made classes in the grid: greys for nothing,
// blues for the pairs below top pair, greens for top pair and the
// overpair, oranges for two pair, reds for trips and sets and purples for
// straights and better, each family darker as it gets stronger.
var classColors = [postflop.NumMade]string{
	"#d9d9d9",
	"#c6dbef", "#9ecae1", "#6baed6", "#4292c6", "#2171b5",
	"#a1d99b", "#74c476", "#31a354", "#006d2c",
	"#fdd0a2", "#fdae6b", "#fd8d3c",
	"#ef3b2c", "#cb181d",
	"#bcbddc", "#9e9ac8", "#807dba", "#6a51a3", "#3f007d",
}

// darkClass reports whether text on class m's colour should be white.
func darkClass(m postflop.Made) bool {
	switch m {
	case postflop.Pocket12, postflop.Overpair, postflop.Trips, postflop.Set, postflop.FullHouse,
		postflop.Quads, postflop.StraightFlush, postflop.TopPairTop:
		return true
	}
	return false
}

// Sizes of the grid picture, in pixels.
const (
	gridCell   = 36
	gridTitle  = 34
	gridMargin = 10
	gridLegend = 230
	legendRow  = 20
)

// WriteImage draws v's grid of the 169 starting hands as SVG: pairs on the
// diagonal, suited hands above it and offsuit hands below, each coloured
// by the made class that holds the most of its weight on the board (white
// for a hand not in the range, or all of whose combos are blocked), with a
// legend of the classes shown. The same report gives the same bytes. It
// returns an error for a format other than SVG.
func (v *RangeBoard) WriteImage(w io.Writer, format report.Format) error {
	if format != report.SVG {
		return fmt.Errorf("unknown image format %q (want svg)", format)
	}
	sw := &stickyWriter{w: w}
	grid := deck.NumRanks * gridCell
	width := 2*gridMargin + grid + gridLegend
	height := gridTitle + grid + 2*gridMargin
	fmt.Fprintf(sw, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n",
		width, height, width, height)
	fmt.Fprintf(sw, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(sw, `<text x="%d" y="%d" font-size="15">%s on %s: best class of each hand</text>`+"\n",
		gridMargin, gridTitle-12, html.EscapeString(v.Range), strings.Join(v.Board, ""))
	var shown [postflop.NumMade]bool
	for _, c := range v.Grid {
		row, col := gridPlace(c.Class)
		x, y := gridMargin+col*gridCell, gridTitle+row*gridCell
		fill, ink := "white", "#999999"
		if c.Total.Combos > 0 {
			fill, ink = classColors[c.Best], "black"
			if darkClass(c.Best) {
				ink = "white"
			}
			shown[c.Best] = true
		}
		fmt.Fprintf(sw, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#bbbbbb"/>`+"\n",
			x, y, gridCell, gridCell, fill)
		fmt.Fprintf(sw, `<text x="%d" y="%d" font-size="11" text-anchor="middle" fill="%s">%s</text>`+"\n",
			x+gridCell/2, y+gridCell/2+4, ink, c.Class)
	}
	y := gridTitle
	for m := postflop.StraightFlush; m <= postflop.StraightFlush; m-- { // Made is unsigned: the loop ends below Nothing
		if !shown[m] {
			continue
		}
		x := 2*gridMargin + grid
		fmt.Fprintf(sw, `<rect x="%d" y="%d" width="14" height="14" fill="%s" stroke="#bbbbbb"/>`+"\n", x, y, classColors[m])
		fmt.Fprintf(sw, `<text x="%d" y="%d" font-size="12">%s</text>`+"\n", x+20, y+12, m.Title())
		y += legendRow
	}
	fmt.Fprintln(sw, "</svg>")
	return sw.err
}

// gridPlace returns the row and column of class c in the 13x13 grid, the
// aces first: a pair on the diagonal, a suited hand above it (row of its
// higher card), an offsuit hand below it (column of its higher card).
func gridPlace(c deck.Class) (row, col int) {
	hi, lo := int(deck.Ace-c.Hi), int(deck.Ace-c.Lo)
	if c.Suited || c.Pair() {
		return hi, lo
	}
	return lo, hi
}
