package hands

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/internal/words"
	"github.com/pokersim/pokersim/report"
)

// Writer writes valued hands as they come, then the summary of a
// session, as text, CSV, JSON or HTML.
type Writer struct {
	w      io.Writer
	format report.Format
	tw     *tabwriter.Writer
	cw     *csv.Writer
	page   *pageRows     // HTML only: the rows, kept until the summary is written
	n      int           // rows written
	charts report.Charts // HTML only: draws the graph
	err    error
}

// textBlock is how many rows of text are aligned together: the table is
// flushed after each block, so that memory stays bounded however many
// hands are read.
const textBlock = 1024

// Formats returns the formats of a Writer: text, CSV, JSON and HTML.
func Formats() []report.Format {
	return []report.Format{report.Text, report.CSV, report.JSON, report.HTML}
}

// csvHeader is the CSV's header: the hands' columns, then the summary's.
var csvHeader = []string{"record", "file", "line", "hand", "game", "currency", "big_blind", "player",
	"position", "put", "won", "net", "allin_street", "allin_board", "equity", "expected", "adjustment", "adjusted",
	"hands", "allins", "net_bb", "adjusted_bb", "luck", "luck_bb", "net_bb_per_100", "adjusted_bb_per_100", "cards", "opponents"}

// NewWriter returns a writer of hands to w in format (Text, CSV, JSON or
// HTML, a page with the followed player's graph drawn by c; c may be nil
// for the other formats, and is then an error, report.ErrNoCharts, for
// HTML). A format not in Formats is an error of Rows and Finish.
func NewWriter(w io.Writer, format report.Format, c report.Charts) *Writer {
	hw := &Writer{w: w, format: format, charts: c}
	switch format {
	case report.CSV:
		hw.cw = csv.NewWriter(w)
		hw.err = hw.cw.Write(csvHeader)
	case report.Text:
		hw.tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		_, hw.err = fmt.Fprintln(hw.tw, "hand\tplayer\tpos\tcards\tput\twon\tnet\tall-in\tequity\texpected\tadjusted\t")
	case report.HTML:
		hw.page = newPageRows()
	case report.JSON:
	default:
		hw.err = fmt.Errorf("%s output is not available here (want %s)", format, report.FormatList(Formats()))
	}
	return hw
}

// Rows writes the rows of one hand.
func (hw *Writer) Rows(rows []Row) error {
	for _, r := range rows {
		if hw.err != nil {
			return hw.err
		}
		switch hw.format {
		case report.HTML:
			hw.err = hw.page.add(r)
		case report.JSON:
			hw.err = hw.jsonRow(r)
		case report.CSV:
			hw.err = hw.cw.Write([]string{"hand", r.File, strconv.Itoa(r.Line), r.Hand, r.Game, r.Currency, money(r.BigBlind), r.Player,
				r.Position, money(r.Put), money(r.Won), money(r.Net), r.AllIn, r.Board, equities(r.Equity, 6), money(r.Expected), money(r.Adjustment), money(r.Adjusted),
				"", "", "", "", "", "", "", "", r.Cards, opponentsCSV(r.Opponents)})
		default:
			allIn := ""
			if r.AllIn != "" {
				allIn = words.Escape(r.AllIn + " " + r.Board)
			}
			// Text read from the file is escaped (words.Escape): a
			// name may be any printable Unicode, but no control
			// character reaches the terminal or breaks the columns.
			esc := words.Escape
			_, hw.err = fmt.Fprintf(hw.tw, "#%s\t%s\t%s\t%s\t%s\t%s\t%+.2f\t%s\t%s\t%s\t%+.2f\t\n", esc(r.Hand), esc(r.Player), esc(r.Position), esc(r.CardsText()), money(r.Put), money(r.Won), r.Net,
				allIn, equities(r.Equity, 2), money(r.Expected), r.Adjusted)
			if hw.err == nil && (hw.n+1)%textBlock == 0 {
				hw.err = hw.tw.Flush()
			}
		}
		hw.n++
	}
	return hw.err
}

// jsonRow writes a row of the JSON document's "hands" as it comes, the
// document's head before the first, indented as json.Encoder with
// SetIndent("", "  ") would write the whole document.
func (hw *Writer) jsonRow(r Row) error {
	b, err := json.MarshalIndent(r, "    ", "  ")
	if err != nil {
		return err
	}
	sep := ",\n    "
	if hw.n == 0 {
		sep = "{\n  \"hands\": [\n    "
	}
	if _, err := io.WriteString(hw.w, sep); err != nil {
		return err
	}
	_, err = hw.w.Write(b)
	return err
}

// money formats an amount with two decimals.
func money(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }

// equities formats a player's equity in each pot, "81.12% 50.00%", or as
// fractions with digits decimals (CSV, digits > 2).
func equities(eq []float64, digits int) string {
	var s []string
	for _, e := range eq {
		if digits > 2 {
			s = append(s, strconv.FormatFloat(e, 'f', digits, 64))
		} else {
			s = append(s, strconv.FormatFloat(100*e, 'f', digits, 64)+"%")
		}
	}
	return strings.Join(s, " ")
}

// document is the JSON document of hands and a session.
type document struct {
	Hands       []Row    `json:"hands"`
	Summary     []total  `json:"summary"`
	Read        int      `json:"hands_read"`
	Qualified   int      `json:"allin_hands"`
	Currency    string   `json:"currency,omitempty"`
	Units       []unit   `json:"units,omitempty"`
	Skipped     []string `json:"skipped"`
	Unsupported []string `json:"unsupported"`
}

// unit is the summary of one unit of money, given when a session holds
// several: its totals are never added to another unit's.
type unit struct {
	Unit      string  `json:"unit"`
	Read      int     `json:"hands_read"`
	Qualified int     `json:"allin_hands"`
	Summary   []total `json:"summary"`
}

// unitRows returns the summary per unit of a session of several units,
// nil for one.
func unitRows(s *history.Session) []unit {
	if len(s.Units) < 2 {
		return nil
	}
	var out []unit
	for _, u := range s.Units {
		one := &history.Session{Follow: s.Follow, Totals: u.Totals}
		sum := summaryRows(one)
		if sum == nil {
			sum = []total{} // the followed player played no hand in the unit
		}
		out = append(out, unit{Unit: u.Name, Read: u.Hands, Qualified: u.Qualified, Summary: sum})
	}
	return out
}

// total is a player's line of the summary, rounded to cents.
type total struct {
	Player           string  `json:"player"`
	Hands            int     `json:"hands"`
	AllIns           int     `json:"allin_hands"`
	Net              float64 `json:"net"`
	Adjusted         float64 `json:"adjusted"`
	Luck             float64 `json:"luck"`
	NetBB            float64 `json:"net_bb"`
	AdjustedBB       float64 `json:"adjusted_bb"`
	LuckBB           float64 `json:"luck_bb"`
	NetBBPer100      float64 `json:"net_bb_per_100"`
	AdjustedBBPer100 float64 `json:"adjusted_bb_per_100"`
}

// round2 rounds x to two decimals as money prints it.
func round2(x float64) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', 2, 64), 64)
	return v
}

// summaryRows returns the session's totals to print: the followed player
// alone if the session follows one, every player otherwise.
func summaryRows(s *history.Session) []total {
	var out []total
	for _, t := range s.Totals {
		if s.Follow != "" && t.Player != s.Follow {
			continue
		}
		out = append(out, total{
			Player: t.Player, Hands: t.Hands, AllIns: t.AllIns,
			Net: round2(t.Net), Adjusted: round2(t.Adjusted), Luck: round2(t.Luck()),
			NetBB: round2(t.NetBB), AdjustedBB: round2(t.AdjustedBB), LuckBB: round2(t.LuckBB()),
			NetBBPer100: round2(t.Per100(t.NetBB)), AdjustedBBPer100: round2(t.Per100(t.AdjustedBB)),
		})
	}
	return out
}

// newDocument returns the document of s without its rows.
func newDocument(s *history.Session) document {
	doc := document{Hands: []Row{}, Summary: summaryRows(s), Read: s.Hands, Qualified: s.Qualified, Currency: s.Currency,
		Units: unitRows(s), Skipped: s.Skipped, Unsupported: s.Unsupported}
	for _, l := range []*[]string{&doc.Skipped, &doc.Unsupported} {
		if *l == nil {
			*l = []string{}
		}
	}
	return doc
}

// Finish writes the summary of the session.
func (hw *Writer) Finish(s *history.Session) error {
	if hw.err != nil {
		return hw.err
	}
	switch hw.format {
	case report.HTML:
		return hw.page.write(hw.w, newDocument(s), s, hw.charts)
	case report.JSON:
		return hw.finishJSON(newDocument(s))
	case report.CSV:
		type block struct {
			unit   string
			totals []total
		}
		blocks := []block{{s.Currency, summaryRows(s)}}
		if us := unitRows(s); us != nil { // one summary per unit, none mixing them
			blocks = blocks[:0]
			for _, u := range us {
				blocks = append(blocks, block{u.Unit, u.Summary})
			}
		}
		for _, b := range blocks {
			if err := hw.summaryCSV(b.unit, b.totals); err != nil {
				return err
			}
		}
		hw.cw.Flush()
		return hw.cw.Error()
	}
	if err := hw.tw.Flush(); err != nil {
		return err
	}
	return writeSummaryText(hw.w, s, summaryRows(s))
}

// summaryCSV writes the summary records of one unit.
func (hw *Writer) summaryCSV(unit string, totals []total) error {
	for _, t := range totals {
		if err := hw.cw.Write([]string{"summary", "", "", "", "", unit, "", t.Player, "", "", "", money(t.Net), "", "", "", "", "", money(t.Adjusted),
			strconv.Itoa(t.Hands), strconv.Itoa(t.AllIns), money(t.NetBB), money(t.AdjustedBB), money(t.Luck), money(t.LuckBB),
			money(t.NetBBPer100), money(t.AdjustedBBPer100), "", ""}); err != nil {
			return err
		}
	}
	return nil
}

// finishJSON writes the rest of the JSON document after the rows
// written: the same bytes as json.Encoder with SetIndent("", "  ") of the
// whole document.
func (hw *Writer) finishJSON(doc document) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	// doc.Hands is empty: the encoding starts {\n  "hands": [],\n
	rest := b.Bytes()
	if hw.n > 0 {
		head := []byte("{\n  \"hands\": [],\n")
		if !bytes.HasPrefix(rest, head) {
			return fmt.Errorf("hands: the document starts %.40q", rest)
		}
		rest = append([]byte("\n  ],\n"), rest[len(head):]...)
	}
	_, err := hw.w.Write(rest)
	return err
}

// writeTotalsText writes totals as a table.
func writeTotalsText(w io.Writer, totals []total) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "player\thands\tall-ins\tnet\tadjusted\tluck\tnet bb\tadjusted bb\tnet bb/100\tadjusted bb/100\t")
	for _, t := range totals {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%+.2f\t%+.2f\t%+.2f\t%+.2f\t%+.2f\t%+.2f\t%+.2f\t\n", words.Escape(t.Player), t.Hands, t.AllIns,
			t.Net, t.Adjusted, t.Luck, t.NetBB, t.AdjustedBB, t.NetBBPer100, t.AdjustedBBPer100)
	}
	return tw.Flush()
}

// writeSummaryText writes the session's summary as a table, one per unit
// of money when the session holds several.
func writeSummaryText(w io.Writer, s *history.Session, totals []total) error {
	cur := s.Currency
	if cur == "" {
		cur = "chips"
	}
	fmt.Fprintf(w, "\n%d hands read, %d valued by all-in equity; %d skipped, %d of unsupported games; money in %s\n\n",
		s.Hands, s.Qualified, len(s.Skipped), len(s.Unsupported), words.Escape(cur))
	units := unitRows(s)
	if units == nil {
		if err := writeTotalsText(w, totals); err != nil {
			return err
		}
	}
	for _, u := range units { // a table per unit: money in different units is not added
		fmt.Fprintf(w, "in %s: %d hands, %d valued by all-in equity\n", words.Escape(u.Unit), u.Read, u.Qualified)
		if err := writeTotalsText(w, u.Summary); err != nil {
			return err
		}
		fmt.Fprintln(w)
	}
	for _, l := range []struct {
		label string
		errs  []string
	}{{"skipped", s.Skipped}, {"unsupported", s.Unsupported}} {
		for _, e := range l.errs {
			if _, err := fmt.Fprintln(w, l.label+": "+words.Escape(e)); err != nil {
				return err
			}
		}
	}
	return nil
}
