package report

import (
	"html/template"
	"io"
	"sync"

	"github.com/pokersim/pokersim/history"
)

// handsPage is what the hands HTML report shows.
type handsPage struct {
	Doc   handsJSON
	Unit  string
	Name  string
	Chart template.HTML // inline SVG from Charts.WinningsSVG; empty without a followed player's hands
}

// writeHandsHTML writes the hands, the summary and the graph of the
// followed player, drawn by c, as one page.
func writeHandsHTML(w io.Writer, doc handsJSON, s *history.Session, c Charts) error {
	page := handsPage{Doc: doc, Unit: s.Currency, Name: s.Follow}
	if page.Unit == "" {
		page.Unit = "chips"
	}
	if page.Name == "" {
		page.Name = "hero"
	}
	if c == nil {
		return ErrNoCharts
	}
	if len(s.Points) > 0 {
		svg, err := c.WinningsSVG(s.Points, page.Name, page.Unit)
		if err != nil {
			return err
		}
		page.Chart = template.HTML(inlineSVG(svg)) // gonum escapes the text it draws
	}
	return handsTemplate().Execute(w, page)
}

// handsTemplate is the page's template, parsed once.
var handsTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("hands").Funcs(template.FuncMap{"money": money, "pct": func(eq []float64) string { return equities(eq, 2) }}).Parse(handsHTML))
})

const handsHTML = `<!DOCTYPE html>
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
@media (max-width: 60em) { body { padding: 1em .6em 2em; } .scroll, figure { overflow-x: auto; } figure svg { min-width: 42em; } }
figure svg text { font-family: "Liberation Sans", Arial, Helvetica, sans-serif !important; }
</style>
</head>
<body>
<h1>Hands: money won and all-in EV</h1>
<p>{{.Doc.Read}} hands read, {{.Doc.Qualified}} valued by all-in equity; {{len .Doc.Skipped}} skipped, {{len .Doc.Unsupported}} of unsupported games; money in {{.Unit}}.</p>
{{- if .Chart}}
<h2>{{.Name}}: money won and all-in EV</h2>
<figure>{{.Chart}}</figure>
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
<tbody>
{{- range .Doc.Hands}}
<tr><td>#{{.Hand}}</td><td>{{.File}}:{{.Line}}</td><td>{{.Player}}</td><td>{{.Position}}</td><td>{{.CardsText}}</td><td class="num">{{money .Put}}</td><td class="num">{{money .Won}}</td><td class="num">{{money .Net}}</td><td>{{.AllIn}} {{.Board}}</td><td class="num">{{pct .Equity}}</td><td class="num">{{money .Expected}}</td><td class="num">{{money .Adjusted}}</td></tr>
{{- end}}
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
{{define "totals"}}<div class="scroll"><table>
<thead><tr><th>player</th><th class="num">hands</th><th class="num">all-ins</th><th class="num">net</th><th class="num">adjusted</th><th class="num">luck</th><th class="num">net bb</th><th class="num">adjusted bb</th><th class="num">net bb/100</th><th class="num">adjusted bb/100</th></tr></thead>
<tbody>
{{- range .}}
<tr><td>{{.Player}}</td><td class="num">{{.Hands}}</td><td class="num">{{.AllIns}}</td><td class="num">{{money .Net}}</td><td class="num">{{money .Adjusted}}</td><td class="num">{{money .Luck}}</td><td class="num">{{money .NetBB}}</td><td class="num">{{money .AdjustedBB}}</td><td class="num">{{money .NetBBPer100}}</td><td class="num">{{money .AdjustedBBPer100}}</td></tr>
{{- end}}
</tbody>
</table></div>{{end}}`
