package answer

import (
	"encoding/csv"
	"github.com/pokersim/pokersim/report"
	"io"
	"strconv"
	"strings"
)

// WriteCSV writes v as CSV, a row per view and class or draw, every one
// included: view (exclusive or overlapping; draws are overlapping), kind
// (made or draw), name (as --keep reads it), title, combos, weight and
// share (a fraction with 6 decimals), then the range, board, dead cards
// and opposing hands repeated on each row, so that rows of several runs
// can be put together; in a game other than Hold'em, a last column says
// the game ("shortdeck"), which Hold'em's rows leave out as they always
// have.
func (v *RangeBoard) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := []string{"view", "kind", "name", "title", "combos", "weight", "share", "range", "board", "dead", "vs"}
	tail := []string{v.Range, strings.Join(v.Board, ""), strings.Join(v.Dead, ""), strings.Join(v.Vs, " ")}
	if v.Game != "" {
		head, tail = append(head, "game"), append(tail, v.Game)
	}
	cw.Write(head)
	row := func(view, kind, name, title string, c RangeBoardCount) {
		cw.Write(append([]string{view, kind, name, title, strconv.Itoa(c.Combos),
			strconv.FormatFloat(c.Weight, 'g', -1, 64), report.Frac(c.Share)}, tail...))
	}
	for _, m := range v.Made {
		row("exclusive", "made", m.Class, m.Title, m.Best)
	}
	for _, m := range v.Made {
		row("overlapping", "made", m.Class, m.Title, m.Any)
	}
	for _, d := range v.Draws {
		row("overlapping", "draw", d.Draw, d.Title, d.RangeBoardCount)
	}
	cw.Flush()
	return cw.Error()
}
