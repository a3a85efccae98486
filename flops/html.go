package flops

import (
	"fmt"
	"github.com/pokersim/pokersim/report"
	"html/template"
	"io"
	"strconv"
	"strings"
	"sync"
)

// Chart names one chart of a flops report, drawn by
// Charts.WriteFlops.
type Chart int

// The charts of a flops report.
const (
	// ChartCurve is each range's equity on every flop, sorted best first,
	// one line per range, each flop as wide as its share of the raw flops
	// (Flop.Count): the curve of GTO Wizard's flop aggregates.
	ChartCurve Chart = iota
	// ChartByTexture is each range's equity by texture (TextureSummary.Equity),
	// as grouped bars, one group per texture.
	ChartByTexture
	// ChartBuckets is each range's equity buckets by texture
	// (TextureSummary.Buckets), as stacked bars, one panel per range.
	ChartBuckets
	// ChartAll is the three charts one above the other: the PNG and SVG
	// image of a flops report.
	ChartAll
)

// Label names the texture t in a chart or a table: its name, except the
// high card's ("A-high") and connectedness's ("straight possible",
// "open-ended possible", "disconnected"), which alone would not say what
// they are.
func (t TextureSummary) Label() string {
	switch t.Group {
	case "high":
		return t.Name + "-high"
	case "connected":
		switch t.Name {
		case "none":
			return "disconnected"
		case "straight", "open-ended":
			return t.Name + " possible"
		}
	}
	return t.Name
}

// BucketLabels names the equity buckets of edges (Report.Buckets) in
// percent: "below 33%", "33–50%", "50–75%", "75% and above".
func BucketLabels(edges []float64) []string {
	p := func(x float64) string { return strconv.FormatFloat(100*x, 'f', -1, 64) + "%" }
	if len(edges) == 0 {
		return []string{"all"}
	}
	labels := []string{"below " + p(edges[0])}
	for i := 1; i < len(edges); i++ {
		labels = append(labels, p(edges[i-1])+"–"+p(edges[i]))
	}
	return append(labels, p(edges[len(edges)-1])+" and above")
}

// WriteImage draws f's charts (ChartAll) in format PNG or SVG with c
// (see Chart); a nil c is an error, ErrNoCharts.
func (f *Report) WriteImage(w io.Writer, format report.Format, c report.Charts) error {
	if c == nil {
		return report.ErrNoCharts
	}
	ch, err := f.Chart(ChartAll)
	if err != nil {
		return err
	}
	return c.Draw(w, format, ch)
}

// WriteHTML writes f as one self-contained HTML page: the ranges and the
// equity over the flops kept; the three charts (ChartCurve,
// ChartByTexture, ChartBuckets) drawn by c as inline SVG; the table by
// texture with each range's equity, buckets and made hands; the hero's
// blockers if any; and, folded, every flop with its figures. A nil c is
// an error, ErrNoCharts.
func (f *Report) WriteHTML(w io.Writer, c report.Charts) error {
	if c == nil {
		return report.ErrNoCharts
	}
	page := flopsPage{F: f, Buckets: BucketLabels(f.Buckets), Short: shortBucketLabels(f.Buckets)}
	for _, ch := range []struct {
		which Chart
		dst   *template.HTML
	}{{ChartCurve, &page.Curve}, {ChartByTexture, &page.ByTexture}, {ChartBuckets, &page.BucketChart}} {
		chart, err := f.Chart(ch.which)
		if err != nil {
			return err
		}
		svg, err := report.Figure(c, chart)
		if err != nil {
			return err
		}
		*ch.dst = template.HTML(svg) // gonum escapes the text it draws
	}
	return flopsTemplate().Execute(w, page)
}

// shortBucketLabels names the equity buckets of edges in the tables'
// headers: "<33%", "33–50%", "50–75%", "≥75%".
func shortBucketLabels(edges []float64) []string {
	labels := BucketLabels(edges)
	if len(edges) == 0 {
		return labels
	}
	labels[0] = "<" + strings.TrimPrefix(labels[0], "below ")
	labels[len(labels)-1] = "≥" + strings.TrimSuffix(labels[len(labels)-1], " and above")
	return labels
}

// flopsPage is what the flops HTML report shows.
type flopsPage struct {
	F                             *Report
	Buckets, Short                []string // the buckets' labels, in full and in the tables
	Curve, ByTexture, BucketChart template.HTML
}

// flopsTemplate is the page's template, parsed once.
var flopsTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("flops").Funcs(template.FuncMap{
		"pct":   func(x float64) string { return report.Percent(x, 1) },
		"pct2":  func(x float64) string { return report.Percent(x, 2) },
		"num":   func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) },
		"share": func(n, of int) string { return report.Percent(float64(n)/float64(max(of, 1)), 1) },
		"add":   func(a, b int) int { return a + b },
		"kind": func(f *Report) string {
			switch f.Symmetry {
			case "suits":
				return "flop classes under suit symmetry"
			case "partial":
				return "flop classes under partial suit symmetry (a range names suits)"
			}
			return "raw flops (a range names suits: no suit symmetry)"
		},
		"title": func(f *Report) string { return fmt.Sprintf("Every flop: %s vs %s", f.Ranges[0], f.Ranges[1]) },
	}).Parse(flopsHTML))
})

// flopsHTML is the page. Its style sheet sets the font of the charts'
// text with !important, to beat the style attributes vgsvg writes, which
// name only Liberation Sans.
const flopsHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title .F}}</title>
<style>
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif; color: #222; background: #fff; margin: 0 auto; padding: 1.5em 2em 3em; max-width: 1200px; }
h1 { font-size: 1.5em; margin: 0 0 .4em; overflow-wrap: anywhere; }
h2 { font-size: 1.2em; margin: 1.8em 0 .6em; }
dl.params { display: grid; grid-template-columns: max-content auto; gap: .15em 1.2em; margin: 0; }
dl.params dt { color: #666; }
dl.params dd { margin: 0; overflow-wrap: anywhere; }
.range { font-family: ui-monospace, "Liberation Mono", Menlo, Consolas, monospace; font-size: .93em; }
.wrap { overflow-x: auto; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: .3em .55em; text-align: left; vertical-align: top; }
tbody th { white-space: nowrap; }
thead th { background: #f4f4f4; }
thead tr:last-child th, thead th[rowspan] { border-bottom: 2px solid #444; }
thead th.span { text-align: center; border-bottom: 1px solid #bbb; }
td.num, th.num { text-align: right; white-space: nowrap; }
tbody tr:nth-of-type(even) { background: #f8f9fb; }
tr.group th { background: #eef1f5; text-transform: uppercase; font-size: .85em; letter-spacing: .04em; color: #555; }
.note { color: #666; font-size: .9em; }
figure { margin: 0 0 1.5em; max-width: 1000px; }
figcaption { font-size: .9em; color: #555; margin-top: .3em; }
figure svg { display: block; width: 100%; height: auto; }
figure svg text { font-family: "Liberation Sans", Arial, Helvetica, sans-serif !important; }
details summary { cursor: pointer; font-weight: 600; margin: 1em 0 .5em; }
@media (max-width: 40em) { body { padding: 1em .6em 2em; } }
` + report.FigureCSS + `
</style>
</head>
<body>
<header>
<h1>{{title .F}}</h1>
<dl class="params">
<dt>game</dt><dd>{{.F.Game}}</dd>
{{- range $i, $r := .F.Ranges}}
<dt>range {{add $i 1}}</dt><dd class="range">{{$r}}</dd>
{{- end}}
<dt>flops</dt><dd>{{.F.FlopsTotal}} {{kind .F}}, standing for {{.F.RawFlops}} raw flops{{if .F.Filter}} (filter <span class="range">{{.F.Filter}}</span>){{end}}</dd>
<dt>equity</dt><dd>{{range $i, $e := .F.Equity}}{{if $i}}, {{end}}range {{add $i 1}} <b>{{pct2 $e}}</b>{{end}}, over the flops kept, each weighted by its deals</dd>
</dl>
</header>

<h2>Charts</h2>
<figure>{{.Curve}}
<figcaption>Each range's equity on every flop, best flops first; a flop is as wide as the raw flops it stands for.</figcaption></figure>

<figure>{{.ByTexture}}
<figcaption>Each range's equity over the flops of each texture, weighted by their deals.</figcaption></figure>

<figure>{{.BucketChart}}
<figcaption>The share of each range's combos, weighted by their deals, in each equity bucket: {{range $i, $b := .Buckets}}{{if $i}}, {{end}}{{$b}}{{end}}.</figcaption></figure>

<h2>By texture</h2>
<div class="wrap">
<table class="textures">
<thead><tr><th rowspan="2">texture</th><th class="num" rowspan="2">flops</th><th class="num" rowspan="2">raw</th><th class="num" rowspan="2">share</th><th class="span" colspan="{{len .F.Ranges}}">equity</th>
{{- range $i, $r := .F.Ranges}}<th class="span" colspan="{{len $.Short}}">range {{add $i 1}}: buckets</th>{{end}}</tr>
<tr>{{range $i, $r := .F.Ranges}}<th class="num">{{add $i 1}}</th>{{end}}
{{- range $i, $r := $.F.Ranges}}{{range $.Short}}<th class="num">{{.}}</th>{{end}}{{end}}</tr></thead>
<tbody>
{{- $group := ""}}
{{- range .F.Textures}}
{{- if ne .Group $group}}{{$group = .Group}}
<tr class="group"><th colspan="99">by {{.Group}}</th></tr>
{{- end}}
<tr data-group="{{.Group}}" data-name="{{.Name}}"><th>{{.Label}}</th><td class="num">{{.Flops}}</td><td class="num">{{.Count}}</td><td class="num">{{share .Count $.F.RawFlops}}</td>
{{- $none := eq .Deals 0.0}}
{{- range .Equity}}<td class="num">{{if $none}}–{{else}}{{pct .}}{{end}}</td>{{end}}
{{- range .Buckets}}{{range .}}<td class="num">{{if $none}}–{{else}}{{pct .}}{{end}}</td>{{end}}{{end}}</tr>
{{- end}}
</tbody>
</table>
</div>

<h2>Made hands by texture</h2>
<p class="note">The share of each range's combos, weighted by their deals, holding two pair or better, a set or better, and the nuts.</p>
<div class="wrap">
<table class="made">
<thead><tr><th rowspan="2">texture</th>{{range $i, $r := .F.Ranges}}<th class="span" colspan="3">range {{add $i 1}}</th>{{end}}</tr>
<tr>{{range .F.Ranges}}<th class="num">two pair+</th><th class="num">sets+</th><th class="num">nuts</th>{{end}}</tr></thead>
<tbody>
{{- $group = ""}}
{{- range .F.Textures}}
{{- if ne .Group $group}}{{$group = .Group}}
<tr class="group"><th colspan="99">by {{.Group}}</th></tr>
{{- end}}
<tr><th>{{.Label}}</th>{{range .Made}}<td class="num">{{pct .TwoPair}}</td><td class="num">{{pct .Sets}}</td><td class="num">{{pct .Nuts}}</td>{{end}}</tr>
{{- end}}
</tbody>
</table>
</div>
{{- with .F.Hero}}

<h2>Blockers of {{.Hand}}</h2>
<p>{{.Hand}}, a hand of range {{.Player}}, blocks {{num .Blocked}} of range {{.Other}}'s {{num .Combos}} combos. Range {{.Other}}'s equity over the flops kept: {{pct (index .Equity 0)}} whole, {{pct (index .Equity 1)}} without the combos blocked.</p>
<div class="wrap">
<table class="hero">
<thead><tr><th>range {{.Other}}</th><th class="num">whole</th><th class="num">without the combos blocked</th></tr></thead>
<tbody>
<tr><th>equity</th>{{range .Equity}}<td class="num">{{pct .}}</td>{{end}}</tr>
<tr><th>two pair or better</th>{{range .Made}}<td class="num">{{pct .TwoPair}}</td>{{end}}</tr>
<tr><th>sets or better</th>{{range .Made}}<td class="num">{{pct .Sets}}</td>{{end}}</tr>
<tr><th>the nuts</th>{{range .Made}}<td class="num">{{pct .Nuts}}</td>{{end}}</tr>
</tbody>
</table>
<table class="blocked">
<thead><tr><th>class</th><th class="num">combos</th><th class="num">blocked</th></tr></thead>
<tbody>
{{- range .Removed}}
<tr><th>{{.Class}}</th><td class="num">{{num .Combos}}</td><td class="num">{{num .Removed}}</td></tr>
{{- end}}
</tbody>
</table>
</div>
{{- end}}

<details>
<summary>Every flop ({{len .F.Flops}})</summary>
<div class="wrap">
<table class="flops">
<thead><tr><th>flop</th><th class="num">raw</th><th class="num">deals</th><th>texture</th>
{{- range $i, $r := .F.Ranges}}<th class="num">eq {{add $i 1}}</th>{{end}}
{{- range $i, $r := $.F.Ranges}}{{range $.Short}}<th class="num">{{add $i 1}}: {{.}}</th>{{end}}{{end}}
{{- range $i, $r := .F.Ranges}}<th class="num">{{add $i 1}}: 2 pair+</th><th class="num">{{add $i 1}}: sets+</th><th class="num">{{add $i 1}}: nuts</th>{{end}}</tr></thead>
<tbody>
{{- range .F.Flops}}
<tr><th>{{.Flop}}</th><td class="num">{{.Count}}</td><td class="num">{{num .Deals}}</td><td>{{.Texture.Suits}}, {{.Texture.Pairing}}, {{.Texture.High}}-high, {{.Texture.Connected}}</td>
{{- $none := eq .Deals 0.0}}
{{- range .Equity}}<td class="num">{{if $none}}–{{else}}{{pct .}}{{end}}</td>{{end}}
{{- range .Buckets}}{{range .}}<td class="num">{{if $none}}–{{else}}{{pct .}}{{end}}</td>{{end}}{{end}}
{{- range .Made}}<td class="num">{{pct .TwoPair}}</td><td class="num">{{pct .Sets}}</td><td class="num">{{pct .Nuts}}</td>{{end}}</tr>
{{- end}}
</tbody>
</table>
</div>
</details>
</body>
</html>
`
