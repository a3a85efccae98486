package hands

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
)

// TestWriterStreams writes many rows as JSON, streamed, and checks
// the bytes against json.Encoder of the whole document, as the writer
// wrote it before it streamed; and the text table, flushed in blocks,
// has every row.
func TestWriterStreams(t *testing.T) {
	s := history.NewSession("")
	s.Skipped = []string{"f.txt:3: hand #1: <bad>"}
	for _, n := range []int{0, 1, 3000} {
		var rows []Row
		for i := range n {
			rows = append(rows, Row{File: "f.txt", Line: i + 1, Hand: fmt.Sprint(i), Game: "holdem", Player: "P&<" + fmt.Sprint(i%7),
				Put: float64(i) / 3, Won: 1.5, Net: 1.5 - float64(i)/3, Equity: []float64{0.25, 1.0 / 3}[:i%3/2+1]})
		}
		var got bytes.Buffer
		hw := NewWriter(&got, report.JSON, nil)
		for _, r := range rows {
			if err := hw.Rows([]Row{r}); err != nil {
				t.Fatal(err)
			}
		}
		if err := hw.Finish(s); err != nil {
			t.Fatal(err)
		}
		doc := document{Hands: rows, Summary: summaryRows(s), Skipped: s.Skipped, Unsupported: []string{}}
		if doc.Hands == nil {
			doc.Hands = []Row{}
		}
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetIndent("", "  ")
		if err := enc.Encode(doc); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("%d rows: streamed JSON differs:\n%.600s\nwant\n%.600s", n, got.String(), want.String())
		}
		var text bytes.Buffer
		hw = NewWriter(&text, report.Text, nil)
		if err := hw.Rows(rows); err != nil {
			t.Fatal(err)
		}
		if err := hw.Finish(s); err != nil {
			t.Fatal(err)
		}
		if c := strings.Count(text.String(), "\n#"); c != n {
			t.Errorf("%d rows: the text has %d", n, c)
		}
	}
}

// stubCharts draws every chart as a small SVG document.
type stubCharts struct{}

func (stubCharts) Draw(w io.Writer, _ report.Format, c report.Chart) error {
	if n, ok := c.(*report.Narrow); ok {
		c = n.Chart
	}
	if _, ok := c.(*report.Curves); !ok {
		return fmt.Errorf("a %T, want curves", c)
	}
	_, err := io.WriteString(w, "<?xml version=\"1.0\"?>\n<svg\n\txmlns=\"http://www.w3.org/2000/svg\"\n\txmlns:xlink=\"http://www.w3.org/1999/xlink\"><text>a &amp; b</text></svg>\n")
	return err
}

// TestHTMLStreams writes pages of 0, 1 and 3000 rows, the rows kept
// deflated and the graph written at its mark, and checks them against
// the page executed in one go from the whole document, as the writer
// wrote it before it streamed.
func TestHTMLStreams(t *testing.T) {
	whole := template.Must(template.New("page").Funcs(template.FuncMap{"money": money, "pct": func(eq []float64) string { return equities(eq, 2) }}).
		Parse(pageHead + "{{range .Doc.Hands}}" + pageRow + "{{end}}" + pageTail))
	for _, n := range []int{0, 1, 3000} {
		s := history.NewSession("P&<1")
		s.Skipped = []string{"f.txt:3: hand #1: <bad>"}
		if n > 0 {
			s.Points = []history.Point{{Hand: 1, Net: 2, Adjusted: 1}}
		}
		var rows []Row
		for i := range n {
			rows = append(rows, Row{File: "f.txt", Line: i + 1, Hand: fmt.Sprint(i), Game: "holdem", Player: "P&<" + fmt.Sprint(i%7),
				Put: float64(i) / 3, Won: 1.5, Net: 1.5 - float64(i)/3, AllIn: "flop", Board: "AhKh2c", Equity: []float64{0.25, 1.0 / 3}[:i%3/2+1]})
		}
		var got bytes.Buffer
		hw := NewWriter(&got, report.HTML, stubCharts{})
		for _, r := range rows {
			if err := hw.Rows([]Row{r}); err != nil {
				t.Fatal(err)
			}
		}
		if err := hw.Finish(s); err != nil {
			t.Fatal(err)
		}
		doc := newDocument(s)
		doc.Hands = append(doc.Hands, rows...)
		pg := page{Doc: doc, Unit: "chips", Name: s.Follow}
		if n > 0 {
			svg, err := report.Figure(stubCharts{}, &report.Curves{})
			if err != nil {
				t.Fatal(err)
			}
			pg.Charts = []chartOf{{Unit: "chips", Mark: template.HTML(svg)}}
		}
		var want bytes.Buffer
		if err := whole.Execute(&want, pg); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("%d rows: the streamed page differs:\n%.800s\nwant\n%.800s", n, got.String(), want.String())
		}
		if c := strings.Count(got.String(), `title="replay the hand">#`); c != n {
			t.Errorf("%d rows: the page has %d", n, c)
		}
	}
	if err := NewWriter(io.Discard, report.HTML, nil).Finish(history.NewSession("")); !errors.Is(err, report.ErrNoCharts) {
		t.Errorf("an HTML page without charts: %v, want report.ErrNoCharts", err)
	}
}
