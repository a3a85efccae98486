package hands

import (
	"bytes"
	"encoding/json"
	"fmt"
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
