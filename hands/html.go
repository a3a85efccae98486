package hands

import (
	"bytes"
	"compress/flate"
	"html/template"
	"io"
	"strings"
	"sync"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/report"
)

// pageRows keeps the rows of the HTML page until its summary, which
// comes before them, is known: each row is rendered as it comes and kept
// deflated, about a twentieth of its size, instead of the rows themselves
// (which took some 2.5 KB a hand with the page rendered at the end).
type pageRows struct {
	buf chunks
	zw  *flate.Writer
}

// chunks is a buffer that grows by chunks of chunkSize bytes and never
// copies what it holds, as a bytes.Buffer does each time it doubles
// (which, for the 2 MB a page of 100,000 hands deflates to, held the old
// and the new array at once, and up to twice the bytes written).
type chunks [][]byte

// chunkSize is the size of a chunk of a chunks.
const chunkSize = 64 << 10

// Write appends p; it never fails.
func (c *chunks) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		if len(*c) == 0 || len((*c)[len(*c)-1]) == chunkSize {
			*c = append(*c, make([]byte, 0, chunkSize))
		}
		last := &(*c)[len(*c)-1]
		k := min(len(p), chunkSize-len(*last))
		*last, p = append(*last, p[:k]...), p[k:]
	}
	return n, nil
}

// reader returns a reader of the bytes written.
func (c chunks) reader() io.Reader {
	rs := make([]io.Reader, len(c))
	for i, b := range c {
		rs[i] = bytes.NewReader(b)
	}
	return io.MultiReader(rs...)
}

// newPageRows returns an empty store of rows.
func newPageRows() *pageRows {
	p := &pageRows{}
	p.zw, _ = flate.NewWriter(&p.buf, flate.BestSpeed) // the level is valid: no error
	return p
}

// add renders r into the store.
func (p *pageRows) add(r Row) error { return pageTemplates().row.Execute(p.zw, r) }

// page is what the hands HTML page shows around its rows.
type page struct {
	Doc  document
	Unit string
	Name string
	// Charts are the winnings graphs, one per unit of money (none without
	// a followed player's hands); Several is whether there is more than one.
	Charts  []chartOf
	Several bool
}

// chartOf is a graph of the page: its unit, and the mark standing for its
// inline SVG until it is written.
type chartOf struct {
	Unit string
	Mark template.HTML
}

// write writes the page: the summary and the graph of the followed
// player, drawn by c, then the rows kept, then the rest.
func (p *pageRows) write(w io.Writer, doc document, s *history.Session, c report.Charts) error {
	pg := page{Doc: doc, Unit: s.Currency, Name: s.Follow}
	if pg.Unit == "" {
		pg.Unit = "chips"
	}
	if len(s.Units) > 1 { // each unit apart, never "mixed"
		var names []string
		for _, u := range s.Units {
			names = append(names, u.Name)
		}
		pg.Unit = strings.Join(names, ", ")
	}
	if pg.Name == "" {
		pg.Name = "hero"
	}
	if c == nil {
		return report.ErrNoCharts
	}
	// The rows are all in: let the compressor's buffers go before the
	// graphs are drawn.
	if err := p.zw.Close(); err != nil {
		return err
	}
	p.zw = nil
	charts := WinningsCharts(s, pg.Name)
	for _, uc := range charts {
		uc.Curves.Title = "" // the page's heading names the player and the unit
		pg.Charts = append(pg.Charts, chartOf{Unit: uc.Unit, Mark: chartMark})
	}
	pg.Several = len(charts) > 1
	// The page's head is small; the graphs, each written where its mark
	// is, may be megabytes.
	var head bytes.Buffer
	t := pageTemplates()
	if err := t.head.Execute(&head, pg); err != nil {
		return err
	}
	after := head.Bytes()
	for _, uc := range charts {
		var before []byte
		before, after, _ = bytes.Cut(after, []byte(chartMark))
		if _, err := w.Write(before); err != nil {
			return err
		}
		// gonum escapes the text it draws; WriteFigure writes the wide
		// drawing and the narrow one a phone shows.
		if err := report.WriteFigure(w, c, uc.Curves); err != nil {
			return err
		}
	}
	if _, err := w.Write(after); err != nil {
		return err
	}
	zr := flate.NewReader(p.buf.reader())
	if _, err := io.Copy(w, zr); err != nil {
		return err
	}
	if err := zr.Close(); err != nil {
		return err
	}
	return t.tail.Execute(w, pg)
}

// chartMark stands for a graph in the page's head, until it is written.
const chartMark = "<!--winnings graph-->"

// templates are the page's three parts: what comes before the rows, a
// row, and what comes after them.
type templates struct{ head, row, tail *template.Template }

// pageTemplates are the page's templates, parsed once.
var pageTemplates = sync.OnceValue(func() templates {
	funcs := template.FuncMap{"money": money, "pct": func(eq []float64) string { return equities(eq, 2) }}
	parse := func(name, text string) *template.Template {
		return template.Must(template.New(name).Funcs(funcs).Parse(text))
	}
	return templates{parse("head", pageHead), parse("row", pageRow), parse("tail", pageTail)}
})

const pageHead = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hands: money won and all-in EV</title>
<style>
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif; color: #222; background: #fff; margin: 0 auto; padding: 1.5em 2em 3em; max-width: 1200px; }
h1 { font-size: 1.5em; margin: 0 0 .4em; }
h2 { font-size: 1.2em; margin: 1.8em 0 .6em; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: .3em .55em; text-align: left; vertical-align: top; }
th { border-bottom: 2px solid #444; background: #f4f4f4; position: sticky; top: 0; }
td.num, th.num { text-align: right; white-space: nowrap; }
tr:nth-of-type(even) { background: #f8f9fb; }
.note { color: #666; font-size: .9em; }
.error { color: #a40000; }
figure { margin: 0; max-width: 800px; }
figure svg { display: block; width: 100%; height: auto; }
@media (max-width: 60em) { body { padding: 1em .6em 2em; } .scroll { overflow-x: auto; } }
` + report.FigureCSS + `
figure svg text { font-family: "Liberation Sans", Arial, Helvetica, sans-serif !important; }
</style>
</head>
<body>
<h1>Hands: money won and all-in EV</h1>
<p>{{.Doc.Read}} hands read, {{.Doc.Qualified}} valued by all-in equity; {{len .Doc.Skipped}} skipped, {{len .Doc.Unsupported}} of unsupported games; money in {{.Unit}}.</p>
{{- range .Charts}}
<h2>{{$.Name}}: money won and all-in EV{{if $.Several}} in {{.Unit}}{{end}}</h2>
<figure>{{.Mark}}</figure>
{{- end}}
<h2>Summary</h2>
<p class="note">Adjusted: all-in adjusted net, each all-in before the river counted at its equity's share of the pots (raked in proportion). Luck: net less adjusted.</p>
{{- if .Doc.Units}}
{{- range .Doc.Units}}
<h3>in {{.Unit}}: {{.Read}} hands, {{.Qualified}} valued by all-in equity</h3>
{{template "totals" .Summary}}
{{- end}}
{{- else}}
{{template "totals" .Doc.Summary}}
{{- end}}
<h2>Hands</h2>
<div class="scroll"><table>
<thead><tr><th>hand</th><th>file</th><th>player</th><th>pos</th><th>cards</th><th class="num">put</th><th class="num">won</th><th class="num">net</th><th>all-in</th><th class="num">equity</th><th class="num">expected</th><th class="num">adjusted</th></tr></thead>
<tbody>{{define "totals"}}<div class="scroll"><table>
<thead><tr><th>player</th><th class="num">hands</th><th class="num">all-ins</th><th class="num">net</th><th class="num">adjusted</th><th class="num">luck</th><th class="num">net bb</th><th class="num">adjusted bb</th><th class="num">net bb/100</th><th class="num">adjusted bb/100</th></tr></thead>
<tbody>
{{- range .}}
<tr><td>{{.Player}}</td><td class="num">{{.Hands}}</td><td class="num">{{.AllIns}}</td><td class="num">{{money .Net}}</td><td class="num">{{money .Adjusted}}</td><td class="num">{{money .Luck}}</td><td class="num">{{money .NetBB}}</td><td class="num">{{money .AdjustedBB}}</td><td class="num">{{money .NetBBPer100}}</td><td class="num">{{money .AdjustedBBPer100}}</td></tr>
{{- end}}
</tbody>
</table></div>{{end}}`

// pageRow is a row of the hands' table, each on a line of its own.
const pageRow = `
<tr><td><a class="replay" href="#hand={{.Hand}}&amp;file={{.File}}" data-hand="{{.Hand}}" data-file="{{.File}}" title="replay the hand">#{{.Hand}}</a></td><td>{{.File}}:{{.Line}}</td><td>{{.Player}}</td><td>{{.Position}}</td><td>{{.CardsText}}</td><td class="num">{{money .Put}}</td><td class="num">{{money .Won}}</td><td class="num">{{money .Net}}</td><td>{{.AllIn}} {{.Board}}</td><td class="num">{{pct .Equity}}</td><td class="num">{{money .Expected}}</td><td class="num">{{money .Adjusted}}</td></tr>`

const pageTail = `
</tbody>
</table></div>
{{- if or .Doc.Skipped .Doc.Unsupported}}
<h2>Not read</h2>
<ul>
{{- range .Doc.Skipped}}<li class="error">skipped: {{.}}</li>{{end}}
{{- range .Doc.Unsupported}}<li>unsupported: {{.}}</li>{{end}}
</ul>
{{- end}}
</body>
</html>
`
