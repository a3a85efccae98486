package matrix

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"github.com/pokersim/pokersim/report"
	"io"
	"strconv"

	"github.com/pokersim/pokersim/deck"
)

// ThreeWay is the report of the three-way preflop table, or a slice of
// it: for each unordered triple of starting-hand classes, the exact
// all-in equity of each against the other two and the counts it comes
// from.
type ThreeWay struct {
	Triples []ThreeWayTriple // in the table's order
}

// ThreeWayTriple is one line of a ThreeWay: classes X, Y, Z in grid order
// (deck.Class.Index), each one's equity (a fraction in [0,1]) and the
// exact counts behind it: Outcomes, the conflict-free combo triples times
// the boards, and for each class the outcomes it wins alone (Win), splits
// with one other (Split2) or with both (Split3).
type ThreeWayTriple struct {
	Classes  [3]deck.Class
	Equity   [3]float64
	Outcomes int64
	Win      [3]int64
	Split2   [3]int64
	Split3   [3]int64
}

// Formats returns the formats of a three-way table: CSV and JSON.
func (t *ThreeWay) Formats() []report.Format { return []report.Format{report.CSV, report.JSON} }

// ThreeWayHeader is the CSV header of a three-way table.
var threeWayHeader = []string{"x", "y", "z", "equity_x", "equity_y", "equity_z", "outcomes",
	"win_x", "win_y", "win_z", "split2_x", "split2_y", "split2_z", "split3_x", "split3_y", "split3_z"}

// ThreeWayHeader returns the CSV header of a three-way table, for readers
// of it.
func ThreeWayHeader() []string { return append([]string(nil), threeWayHeader...) }

// WriteCSV writes the table as CSV: the header, then a line per triple
// with its three classes, their equities (fractions with 8 decimals) and
// the exact counts they come from.
func (t *ThreeWay) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(bufio.NewWriter(w))
	cw.Write(threeWayHeader)
	row := make([]string, len(threeWayHeader))
	for i := range t.Triples {
		c := &t.Triples[i]
		for k := range 3 {
			row[k] = c.Classes[k].String()
			row[3+k] = strconv.FormatFloat(c.Equity[k], 'f', 8, 64)
			row[7+k] = strconv.FormatInt(c.Win[k], 10)
			row[10+k] = strconv.FormatInt(c.Split2[k], 10)
			row[13+k] = strconv.FormatInt(c.Split3[k], 10)
		}
		row[6] = strconv.FormatInt(c.Outcomes, 10)
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// threeWayJSON is a line of the JSON form of a three-way table.
type threeWayJSON struct {
	Classes  [3]string  `json:"classes"`
	Equity   [3]float64 `json:"equity"`
	Outcomes int64      `json:"outcomes"`
	Win      [3]int64   `json:"win"`
	Split2   [3]int64   `json:"split2"`
	Split3   [3]int64   `json:"split3"`
}

// WriteJSON writes the table as one JSON object, {"triples": [...]}, a
// triple to a line: its "classes", their "equity" in full float64
// precision, and the counts "outcomes", "win", "split2" and "split3".
func (t *ThreeWay) WriteJSON(w io.Writer) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("{\"triples\":[")
	for i, c := range t.Triples {
		v := threeWayJSON{Equity: c.Equity, Outcomes: c.Outcomes, Win: c.Win, Split2: c.Split2, Split3: c.Split3}
		for k := range 3 {
			v.Classes[k] = c.Classes[k].String()
		}
		b, err := json.Marshal(v)
		if err != nil {
			return err
		}
		if i > 0 {
			bw.WriteByte(',')
		}
		bw.WriteByte('\n')
		bw.Write(b)
	}
	bw.WriteString("\n]}\n")
	return bw.Flush()
}
