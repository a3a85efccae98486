package answer

import (
	"fmt"
	"github.com/pokersim/pokersim/report"
	"io"
	"strconv"
	"strings"
	"sync"
)

// WriteMarkdown writes b as a Markdown document (GitHub Flavored, for its
// tables): a title, the batch's parameters, one table with a row per player
// per matchup, and a list of the lines not run with the reason. A
// matchup's line, input, mode and samples are written on its first row
// only, so that each matchup reads as a block.
func (b *Batch) WriteMarkdown(out io.Writer) error {
	w := &stickyWriter{w: out}
	fmt.Fprintf(w, "# Batch report: %s\n\n", mdEscape(b.File))
	fmt.Fprintf(w, "- file: %s\n- seed: %d\n- matchups: %s\n- confidence of the intervals (±): %s\n",
		mdEscape(b.File), b.Seed, b.count(), report.Percent(b.confidence(), 0))
	hiLo := b.hiLo()
	if b.notRun() < len(b.Entries) {
		if hiLo {
			fmt.Fprint(w, "\n| line | matchup | player | hand | equity | ± | win | tie | high half | low half | no low | mode | samples |\n")
			fmt.Fprint(w, "| ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |\n")
		} else {
			fmt.Fprint(w, "\n| line | matchup | player | hand | equity | ± | win | tie | mode | samples |\n")
			fmt.Fprint(w, "| ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | --- | ---: |\n")
		}
	}
	for _, be := range b.Entries {
		if be.Equity != nil {
			writeMarkdownRows(w, &be, hiLo)
		}
	}
	if hiLo {
		fmt.Fprint(w, "\nIn hi-lo games win is a scoop (the whole pot alone), tie any other share of the pot, and the half columns the expected share of each half pot.\n")
	}
	if b.notRun() > 0 {
		fmt.Fprint(w, "\n## Not run\n\n")
	}
	for _, be := range b.Entries {
		if be.Equity == nil {
			fmt.Fprintf(w, "- line %d: %s: %s\n", be.Line, mdEscape(report.Printable(be.Input)), mdEscape(be.reason()))
		}
	}
	return w.err
}

// writeMarkdownRows writes the table rows of one matchup that ran, with
// the hi-lo columns if hiLo.
func writeMarkdownRows(w io.Writer, be *BatchEntry, hiLo bool) {
	e := be.Equity
	mode := "exact"
	if e.monteCarlo() {
		mode = "Monte Carlo"
	}
	for i, p := range e.Players {
		first := []string{strconv.Itoa(be.Line), mdEscape(report.Printable(be.Input))}
		last := []string{mode, report.Group(e.Samples)}
		if i > 0 {
			first, last = []string{"", ""}, []string{"", ""}
		}
		half := ""
		if e.monteCarlo() {
			half = e.plusMinus(&e.Players[i])
		}
		cells := append(first, strconv.Itoa(i+1), mdEscape(p.Hand), e.percent(p.Equity), half,
			e.percent(p.Win), e.percent(p.Tie))
		if hiLo {
			cells = append(cells, e.hiLoCells(i)...)
		}
		cells = append(cells, last...)
		fmt.Fprintf(w, "| %s |\n", strings.Join(cells, " | "))
	}
}

// mdEscaper escapes the characters that Markdown or a GFM table would read
// as markup (CommonMark lets any ASCII punctuation be escaped by a
// backslash), and turns line breaks, which would end a table row, into
// spaces.
var mdEscaper = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer(
		`\`, `\\`, "|", `\|`, "`", "\\`", "*", `\*`, "_", `\_`, "~", `\~`,
		"<", `\<`, ">", `\>`, "[", `\[`, "]", `\]`, "&", `\&`,
		"\r\n", " ", "\n", " ", "\r", " ",
	)
})

// mdEscape escapes s to be read as plain text in Markdown.
func mdEscape(s string) string { return mdEscaper().Replace(s) }

// hiLoCells returns player i's high half, low half and, on the first row,
// no-low figures for a batch table: empty for a high-only game.
func (e *Equity) hiLoCells(i int) []string {
	h := e.Players[i].HiLo
	if h == nil || e.NoLow == nil {
		return []string{"", "", ""}
	}
	noLow := ""
	if i == 0 {
		noLow = report.Percent(*e.NoLow, 2)
	}
	return []string{e.percent(h.HighEquity), e.percent(h.LowEquity), noLow}
}
