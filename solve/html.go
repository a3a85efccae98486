package solve

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"math"

	"github.com/pokersim/pokersim/deck"
)

// WriteHTML writes a self-contained page: the spot, the exploitability,
// and the root's strategy as one grid of the starting hands per action,
// each cell shaded by the share of its class that takes the action.
func (r *Report) WriteHTML(w io.Writer) error {
	b := bufio.NewWriter(w)
	s := r.Summarize(r.Root)
	b.WriteString(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>pokersim solve</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 72em; padding: 1.5em 1em 3em; color: #1a1a1a; }
dl.params { display: grid; grid-template-columns: max-content auto; gap: .15em 1.2em; margin: 0 0 1em; }
dt { color: #555; } dd { margin: 0; overflow-wrap: anywhere; }
.grids { display: grid; grid-template-columns: repeat(auto-fill, minmax(330px, 1fr)); gap: 1.2em 1.6em; }
table.grid { border-collapse: collapse; table-layout: fixed; width: 100%; }
table.grid td { border: 1px solid #fff; text-align: center; font-size: 10px; line-height: 1.15; height: 2.6em; padding: 1px 0; overflow: hidden; }
table.grid td.out { background: #f2f2f2; color: #bbb; }
@media (max-width: 40em) { .grids { grid-template-columns: 1fr; } }
</style></head><body>
<h1>Solved spot</h1>
<dl class="params">
`)
	for _, kv := range [][2]string{{"board", cardsText(r.Board)}, {"pot", chips(r.Pot)}, {"stack", chips(r.Stack)}, {"bets", r.Bets.String()},
		{"exploitability", fmt.Sprintf("%.3f%% of the pot after %d iterations (target %g%%)", r.Exploitability, r.Iterations, r.Accuracy)},
		{s.Player.String() + " to act", fmt.Sprintf("EV %.2f, equity %.2f%%", s.EV, 100*s.Equity)}} {
		fmt.Fprintf(b, "<dt>%s</dt><dd>%s</dd>\n", html.EscapeString(kv[0]), html.EscapeString(kv[1]))
	}
	b.WriteString("</dl>\n<div class=\"grids\">\n")
	for _, a := range s.Actions {
		fmt.Fprintf(b, "<section><h2>%s: %.1f%%</h2>\n<table class=\"grid\">\n", html.EscapeString(a.Action), 100*a.Frequency)
		for row := range deck.NumRanks {
			b.WriteString("<tr>")
			for col := range deck.NumRanks {
				k := row*deck.NumRanks + col
				name := deck.ClassAt(k).String()
				if x := a.Grid[k]; math.IsNaN(x) {
					fmt.Fprintf(b, `<td class="out">%s</td>`, name)
				} else {
					fmt.Fprintf(b, `<td style="background: rgba(200, 60, 40, %.3f)" title="%s %.1f%%">%s<br>%.0f</td>`, x, name, 100*x, name, 100*x)
				}
			}
			b.WriteString("</tr>\n")
		}
		b.WriteString("</table></section>\n")
	}
	b.WriteString("</div>\n</body></html>\n")
	return b.Flush()
}
