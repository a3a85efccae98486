package score

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
)

// Writer writes the scoring of a file of showdowns (package score)
// as it streams: with Explain, a table row per showdown; for HackerRank's
// layout in text, the winner of each showdown; then the counts, as text or
// JSON. A HackerRank answer is held back until the whole input is known to
// be right, so that an input with the wrong number of showdowns leaves
// nothing half answered. Rows are written with appends, not fmt, as a file
// may have millions.
type Writer struct {
	w       *bufio.Writer
	format  report.Format // Text or JSON
	explain bool
	winners []byte // HackerRank answers held back
	row     []byte
	rows    int
}

// Formats returns the formats of a Writer: text and JSON.
func Formats() []report.Format { return []report.Format{report.Text, report.JSON} }

// NewWriter returns a Writer writing to w in format (Text or
// JSON); explain asks for a row per showdown, in text.
func NewWriter(w io.Writer, format report.Format, explain bool) *Writer {
	return &Writer{w: bufio.NewWriter(w), format: format, explain: explain}
}

// Line writes, or holds back, what is shown of showdown l of an input laid
// out as layout.
func (sw *Writer) Line(l *Line, layout Layout) {
	switch {
	case sw.explain:
		if sw.rows == 0 {
			sw.w.WriteString(explainHeader())
		}
		sw.rows++
		sw.row = appendExplain(sw.row[:0], l)
		sw.w.Write(sw.row)
	case layout == LayoutHackerRank && sw.format == report.Text:
		sw.winners = append(sw.winners, l.Winner.String()...)
		sw.winners = append(sw.winners, '\n')
	}
}

// Finish writes the end of a successful scoring: the HackerRank answers
// held back, or the counts res, and flushes. It returns the first write
// error.
func (sw *Writer) Finish(res Result, layout Layout) error {
	switch {
	case sw.format == report.JSON:
		b, _ := json.Marshal(res)
		sw.w.Write(append(b, '\n'))
	case sw.explain:
		fmt.Fprintf(sw.w, "\n%s", scoreTotals(res))
	case layout == LayoutHackerRank:
		sw.w.Write(sw.winners)
	default:
		sw.w.WriteString(scoreTotals(res))
	}
	return sw.w.Flush()
}

// Abort ends a scoring stopped by bad input: it flushes the rows already
// explained, which lead up to the bad line, and nothing else.
func (sw *Writer) Abort() error { return sw.w.Flush() }

// scoreTotals returns the counts of res as aligned lines of text.
func scoreTotals(res Result) string {
	return fmt.Sprintf("hands:     %d\nplayer 1:  %d\nplayer 2:  %d\nties:      %d\n",
		res.Hands, res.Player1, res.Player2, res.Ties)
}

// Widths of the columns of an explained scoring: a line number, five
// cards, and a hand's description; descWidth is the length of the longest,
// "Full House, Threes full of Sevens" (TestDescWidth checks it).
const (
	numWidth  = 6
	handWidth = 14
	descWidth = 33
)

// explainHeader returns the head of the table of an explained scoring.
func explainHeader() string {
	return fmt.Sprintf("%*s  %-*s  %-*s  %-*s  %-*s  %s\n", numWidth, "line", handWidth, "player 1",
		handWidth, "player 2", descWidth, "player 1 hand", descWidth, "player 2 hand", "winner")
}

// appendExplain appends the table row of l to b.
func appendExplain(b []byte, l *Line) []byte {
	b = appendPadded(b, strconv.Itoa(l.Num), -numWidth)
	for _, cards := range l.Cards {
		b = append(b, "  "...)
		b = appendCards(b, &cards)
	}
	for _, r := range l.Ranks {
		b = append(b, "  "...)
		b = appendPadded(b, r.String(), descWidth)
	}
	b = append(b, "  "...)
	b = append(b, l.Winner.String()...)
	return append(b, '\n')
}

// appendCards appends five cards separated by spaces, such as
// "5h 5c 6s 7s Kd".
func appendCards(b []byte, cards *[5]deck.Card) []byte {
	for i, c := range cards {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, c.Rank().String()...)
		b = append(b, c.Suit().String()...)
	}
	return b
}

// appendPadded appends s padded with spaces to |width| bytes: on the right
// for a positive width, on the left for a negative one.
func appendPadded(b []byte, s string, width int) []byte {
	if width >= 0 {
		b = append(b, s...)
	}
	for range max(width, -width) - len(s) {
		b = append(b, ' ')
	}
	if width < 0 {
		b = append(b, s...)
	}
	return b
}
