package pushfold

import (
	"encoding/csv"
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
)

// ChartReport is a chart as a report: text, JSON, CSV or an HTML page
// with heatmaps.
type ChartReport struct {
	Ante           float64           `json:"ante"`
	Method         string            `json:"method"`
	Exploitability float64           `json:"exploitability"` // the largest of any stack's, bb per deal
	Min            float64           `json:"min"`
	Max            float64           `json:"max"`
	Step           float64           `json:"step"`
	Hands          []ChartHandReport `json:"hands"` // in grid order
}

// ChartHandReport is a class's entries in the chart. Push and Call are
// labels: the largest stack to 0.1 bb, "20+" for the top of the chart,
// "" for never; PushBB and CallBB the same as numbers (null for never).
type ChartHandReport struct {
	Class    string   `json:"class"`
	Push     string   `json:"push"`
	PushBB   *float64 `json:"push_bb"`
	PushGaps bool     `json:"push_gaps"`
	Call     string   `json:"call"`
	CallBB   *float64 `json:"call_bb"`
	CallGaps bool     `json:"call_gaps"`
}

// Report returns c as a report.
func (c *Chart) Report() *ChartReport {
	r := &ChartReport{Ante: c.Ante, Method: Method, Exploitability: c.Exploitability, Min: ChartStack(c.First), Max: ChartMax, Step: ChartStep}
	for i := range deck.NumClasses {
		h := ChartHandReport{Class: deck.ClassAt(i).String(), PushGaps: c.PushGaps[i], CallGaps: c.CallGaps[i]}
		h.Push, h.PushBB = chartLabel(c.Push[i])
		h.Call, h.CallBB = chartLabel(c.Call[i])
		r.Hands = append(r.Hands, h)
	}
	return r
}

func chartLabel(k int) (string, *float64) {
	switch {
	case k < 0:
		return "", nil
	case k == chartStacks-1:
		x := ChartMax
		return "20+", &x
	}
	x := ChartStack(k)
	return strconv.FormatFloat(x, 'f', 1, 64), &x
}

// Formats returns text, JSON, CSV and HTML.
func (r *ChartReport) Formats() []report.Format {
	return []report.Format{report.Text, report.JSON, report.CSV, report.HTML}
}

// WriteJSON writes r as one indented JSON object and a newline.
func (r *ChartReport) WriteJSON(w io.Writer) error { return writeJSON(w, r) }

// WriteCSV writes a line per class: class, push, push_gaps, call,
// call_gaps.
func (r *ChartReport) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"class", "push", "push_gaps", "call", "call_gaps"})
	for _, h := range r.Hands {
		cw.Write([]string{h.Class, h.Push, strconv.FormatBool(h.PushGaps), h.Call, strconv.FormatBool(h.CallGaps)})
	}
	cw.Flush()
	return cw.Error()
}

// WriteText writes the two 13x13 grids, a star marking the hands with
// gaps below their value.
func (r *ChartReport) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Heads-up push-or-fold chart%s: the largest stack in bb (%s to %.0f by %.1f) at which\n",
		anteText(r.Ante), strconv.FormatFloat(r.Min, 'f', -1, 64), r.Max, r.Step)
	if r.Min > ChartMin {
		fmt.Fprintf(&b, "The chart starts at %s bb, the smallest stack that posts the big blind and the ante.\n",
			strconv.FormatFloat(r.Min, 'f', -1, 64))
	}
	fmt.Fprintf(&b, "each hand is played at least half the time; * marks hands not played at some smaller stack.\n")
	fmt.Fprintf(&b, "Nash equilibria by %s, exploitability at most %s bb per hand.\n", r.Method, fmtGain(r.Exploitability))
	for _, g := range []struct {
		title string
		cell  func(h ChartHandReport) string
	}{
		{"small blind pushes", func(h ChartHandReport) string { return withGap(h.Push, h.PushGaps) }},
		{"big blind calls", func(h ChartHandReport) string { return withGap(h.Call, h.CallGaps) }},
	} {
		fmt.Fprintf(&b, "\n%s:\n", g.title)
		writeGrid(&b, func(i int) string { return g.cell(r.Hands[i]) })
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func withGap(label string, gap bool) string {
	switch {
	case label == "":
		return "-"
	case gap:
		return label + "*"
	}
	return label
}

// WriteHTML writes a self-contained page with the two grids as heatmaps:
// the larger the stack, the warmer the cell.
func (r *ChartReport) WriteHTML(w io.Writer) error {
	type cell struct {
		Label, Class string
		Color        template.CSS // built here from numbers, so trusted
		Gap          bool
	}
	type grid struct {
		Title string
		Rows  [][]cell
	}
	grids := []grid{{Title: "Small blind pushes"}, {Title: "Big blind calls"}}
	for g := range grids {
		for row := range 13 {
			var cells []cell
			for col := range 13 {
				h := r.Hands[row*13+col]
				label, bb, gap := h.Push, h.PushBB, h.PushGaps
				if g == 1 {
					label, bb, gap = h.Call, h.CallBB, h.CallGaps
				}
				cells = append(cells, cell{Label: label, Class: h.Class, Color: template.CSS(heat(bb, r.Max)), Gap: gap})
			}
			grids[g].Rows = append(grids[g].Rows, cells)
		}
	}
	return chartTemplate().Execute(w, struct {
		R              *ChartReport
		Ante           string
		Grids          []grid
		Exploitability string
	}{r, anteText(r.Ante), grids, fmtGain(r.Exploitability)})
}

// heat returns a cell's colour: grey for never, then from pale yellow at
// the smallest stacks to deep red at the top of the chart.
func heat(bb *float64, top float64) string {
	if bb == nil {
		return "#e8e8e8"
	}
	t := min(1, *bb/top)
	red := 255 - int(80*t)
	green := 235 - int(200*t)
	blue := 150 - int(120*t)
	return fmt.Sprintf("rgb(%d,%d,%d)", red, green, blue)
}

var chartTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("chart").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Push-or-fold chart</title>
<style>
body{font-family:system-ui,sans-serif;margin:2em}
table{border-collapse:collapse;margin:0 2em 2em 0;display:inline-table}
td{width:3.2em;height:2.4em;text-align:center;font-size:.8em;border:1px solid #fff}
td small{display:block;color:#555;font-size:.75em}
td.gap{outline:2px dashed #333;outline-offset:-3px}
</style></head><body>
<h1>Heads-up push-or-fold chart{{.Ante}}</h1>
<p>For each hand, the largest stack in big blinds (from {{.R.Min}} to {{.R.Max}} by {{.R.Step}}) at which it is played
at least half the time in the Nash equilibrium ({{.R.Method}}, exploitability at most {{.Exploitability}} bb per hand).
Dashed cells are not played at some smaller stack.</p>
{{range .Grids}}<table><caption>{{.Title}}</caption>
{{range .Rows}}<tr>{{range .}}<td style="background:{{.Color}}"{{if .Gap}} class="gap"{{end}}><small>{{.Class}}</small>{{if .Label}}{{.Label}}{{else}}&ndash;{{end}}</td>{{end}}</tr>
{{end}}</table>
{{end}}</body></html>
`))
})
