package answer

import (
	"github.com/pokersim/pokersim/report"
	"html/template"
	"io"
	"strconv"
	"sync"
)

// WriteHTML writes b as one self-contained HTML page, with no reference to
// any other file or address: its style sheet is inline and its charts are
// inline SVG drawn by c (package report/chart draws them with gonum's plot
// package).
//
// The page opens with the batch's parameters, then a table of every
// matchup (a row per player, the matchup's line, input, mode and samples
// spanning its rows) and the lines not run with the reason. Below the
// table come the charts, one small chart per matchup in a grid, each
// showing its players' equities as bars on the same 0–100% scale with the
// confidence intervals of Monte Carlo results as whiskers (see
// Charts.EquitySVG). Small multiples stay readable with a hundred matchups,
// where one chart of them all would not: players of different matchups
// have nothing in common to share an axis. Each line number in the table
// links to its chart and each chart's caption back to its row.
func (b *Batch) WriteHTML(w io.Writer, c report.Charts) error {
	if c == nil {
		return report.ErrNoCharts
	}
	page, err := b.htmlPage(c)
	if err != nil {
		return err
	}
	return batchTemplate().Execute(w, page)
}

// htmlPage is what the HTML template shows: the figures already written
// as text, and the charts as trusted SVG.
type htmlPage struct {
	File, Seed, Count, Confidence string
	Entries                       []htmlEntry
	HiLo                          bool // some matchup is of a hi-lo game: its columns are shown
}

type htmlEntry struct {
	Line             int
	Input, Error     string
	Mode, Seed       string
	Samples          string
	Players          []htmlPlayer
	Chart            template.HTML // inline SVG from Charts.EquitySVG
	DistChart        template.HTML // inline SVG from Charts.DistributionSVG, if asked for
	Rows             int           // the table rows the matchup spans
	Ran, Interrupted bool
}

type htmlPlayer struct {
	Number                           int
	Hand, Equity, Win, Tie, Interval string
	High, Low, NoLow                 string // a hi-lo game's, empty otherwise
}

func (b *Batch) htmlPage(c report.Charts) (*htmlPage, error) {
	page := &htmlPage{File: b.File, Seed: strconv.FormatUint(b.Seed, 10), Count: b.count(),
		Confidence: report.Percent(b.confidence(), 0), HiLo: b.hiLo()}
	for _, be := range b.Entries {
		he := htmlEntry{Line: be.Line, Input: be.Input, Rows: 1}
		if e := be.Equity; e == nil {
			he.Error = be.reason()
		} else if err := he.fill(e, c); err != nil {
			return nil, err
		}
		page.Entries = append(page.Entries, he)
	}
	return page, nil
}

// fill sets he's figures from e and its charts drawn by c.
func (he *htmlEntry) fill(e *Equity, c report.Charts) error {
	he.Ran, he.Interrupted, he.Rows = true, e.Interrupted, len(e.Players)
	he.Mode, he.Samples = "exact", report.Group(e.Samples)+" "+e.sampleUnit()
	if e.monteCarlo() {
		he.Mode = "Monte Carlo"
		if e.Seed != nil {
			he.Seed = strconv.FormatUint(*e.Seed, 10)
		}
	}
	for i, p := range e.Players {
		hp := htmlPlayer{Number: i + 1, Hand: p.Hand, Equity: e.percent(p.Equity), Win: e.percent(p.Win), Tie: e.percent(p.Tie)}
		if p.CILow != nil && p.CIHigh != nil {
			hp.Interval = e.percent(*p.CILow) + " – " + e.percent(*p.CIHigh)
		}
		cells := e.hiLoCells(i)
		hp.High, hp.Low, hp.NoLow = cells[0], cells[1], cells[2]
		he.Players = append(he.Players, hp)
	}
	bars := e.Chart()
	if bars == nil {
		return nil
	}
	svg, err := report.DrawSVG(c, bars)
	if err != nil {
		return err
	}
	he.Chart = template.HTML(report.InlineSVG(svg)) // gonum escapes the text it draws
	dist := DistributionsChart(e.Distributions)
	if dist == nil {
		return nil
	}
	if svg, err = report.DrawSVG(c, dist); err != nil {
		return err
	}
	he.DistChart = template.HTML(report.InlineSVG(svg))
	return nil
}

// batchTemplate is the HTML report's template, parsed once.
var batchTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("batch").Parse(batchHTML))
})

// batchHTML is the page. Its style sheet sets the font of the charts'
// text with !important, to beat the style attributes vgsvg writes, which
// name only Liberation Sans.
const batchHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Batch report: {{.File}}</title>
<style>
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif; color: #222; background: #fff; margin: 0 auto; padding: 1.5em 2em 3em; max-width: 1200px; }
.table-wrap { max-width: 100%; overflow-x: auto; }
h1 { font-size: 1.5em; margin: 0 0 .4em; }
h2 { font-size: 1.2em; margin: 1.8em 0 .6em; }
dl.params { display: grid; grid-template-columns: max-content auto; gap: .15em 1.2em; margin: 0; }
dl.params dt { color: #666; }
dl.params dd { margin: 0; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; width: 100%; }
th, td { padding: .3em .55em; text-align: left; vertical-align: top; }
th { border-bottom: 2px solid #444; background: #f4f4f4; position: sticky; top: 0; }
td.num { text-align: right; white-space: nowrap; }
th.num { text-align: right; }
tbody { border-bottom: 1px solid #ccc; }
tbody:nth-of-type(even) { background: #f8f9fb; }
tbody.not-run td.error { color: #a40000; }
.input, .hand { font-family: ui-monospace, "Liberation Mono", Menlo, Consolas, monospace; font-size: .93em; overflow-wrap: anywhere; }
td.input { min-width: 10em; max-width: 20em; }
td.samples { white-space: normal; min-width: 6em; }
td.ci { white-space: normal; min-width: 6em; }
td.hand { min-width: 7.5em; max-width: 14em; }
.seed, .note { color: #666; font-size: .9em; }
.interrupted { color: #a40000; font-weight: bold; }
a { color: #2b5d91; text-decoration: none; }
a:hover { text-decoration: underline; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 1.2em 1.6em; }
figure { margin: 0; }
figcaption { font-size: .9em; margin-bottom: .2em; overflow-wrap: anywhere; }
figure svg { display: block; width: 100%; height: auto; }
figure svg text { font-family: "Liberation Sans", Arial, Helvetica, sans-serif !important; }
@media (max-width: 40em) { body { padding: 1em .6em 2em; } .charts { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<header>
<h1>Batch report: {{.File}}</h1>
<dl class="params">
<dt>file</dt><dd>{{.File}}</dd>
<dt>seed</dt><dd>{{.Seed}}</dd>
<dt>matchups</dt><dd>{{.Count}}</dd>
<dt>confidence</dt><dd>{{.Confidence}}, for the intervals of Monte Carlo results</dd>
</dl>
</header>
<main>
<h2>Matchups</h2>
<div class="table-wrap">
<table>
<thead>
<tr><th class="num">line</th><th>matchup</th><th class="num">player</th><th>hand</th><th class="num">equity</th><th class="num">win</th><th class="num">tie</th>{{if .HiLo}}<th class="num hilo">high half</th><th class="num hilo">low half</th><th class="num hilo">no low</th>{{end}}<th class="num">{{.Confidence}} interval</th><th>mode</th><th class="num">samples</th></tr>
</thead>
{{- range .Entries}}
{{- if .Ran}}
<tbody id="line-{{.Line}}">
{{- $e := .}}
{{- range $i, $p := .Players}}
<tr>
{{- if eq $i 0}}<td class="num" rowspan="{{$e.Rows}}"><a href="#chart-{{$e.Line}}">{{$e.Line}}</a></td><td class="input" rowspan="{{$e.Rows}}">{{$e.Input}}</td>{{end -}}
<td class="num">{{$p.Number}}</td><td class="hand">{{$p.Hand}}</td><td class="num">{{$p.Equity}}</td><td class="num">{{$p.Win}}</td><td class="num">{{$p.Tie}}</td>{{if $.HiLo}}<td class="num hilo">{{$p.High}}</td><td class="num hilo">{{$p.Low}}</td><td class="num hilo">{{$p.NoLow}}</td>{{end}}<td class="num ci">{{$p.Interval}}</td>
{{- if eq $i 0}}<td rowspan="{{$e.Rows}}">{{$e.Mode}}{{if $e.Seed}}<br><span class="seed">seed {{$e.Seed}}</span>{{end}}{{if $e.Interrupted}}<br><span class="interrupted">interrupted: partial result</span>{{end}}</td><td class="num samples" rowspan="{{$e.Rows}}">{{$e.Samples}}</td>{{end -}}
</tr>
{{- end}}
</tbody>
{{- else}}
<tbody id="line-{{.Line}}" class="not-run">
<tr><td class="num">{{.Line}}</td><td class="input">{{.Input}}</td><td class="error" colspan="{{if $.HiLo}}11{{else}}8{{end}}">not run: {{.Error}}</td></tr>
</tbody>
{{- end}}
{{- end}}
</table>
</div>
<h2>Equity charts</h2>
<p class="note">One chart per matchup: each player's equity on a 0–100% scale; for Monte Carlo results the whiskers span the {{.Confidence}} confidence interval, and exact results have none.</p>
<div class="charts">
{{- range .Entries}}{{if .Chart}}
<figure id="chart-{{.Line}}">
<figcaption><a href="#line-{{.Line}}">line {{.Line}}</a>: <span class="input">{{.Input}}</span></figcaption>
{{.Chart}}
{{- if .DistChart}}
<p class="note">Equity distribution: each range's hands, best first, at their equity.</p>
{{.DistChart}}
{{- end}}
</figure>
{{- end}}{{end}}
</div>
</main>
</body>
</html>
`
