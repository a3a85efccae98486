package report

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pokersim/pokersim/internal/words"
)

// Format is an output format: one vocabulary for every command and
// report. Each report says which formats it has (Report.Formats).
type Format string

// The output formats.
const (
	Text     Format = "text"
	JSON     Format = "json"
	CSV      Format = "csv"
	Markdown Format = "markdown"
	HTML     Format = "html"
	PNG      Format = "png"
	SVG      Format = "svg"
)

// ParseFormat parses a format name, in any case ("md" is Markdown), and
// checks that it is one of allowed (any format if allowed is empty). The
// error names the formats allowed.
func ParseFormat(s string, allowed ...Format) (Format, error) {
	f := Format(strings.ToLower(strings.TrimSpace(s)))
	if f == "md" {
		f = Markdown
	}
	known := []Format{Text, JSON, CSV, Markdown, HTML, PNG, SVG}
	if len(allowed) == 0 {
		allowed = known
	}
	if !slices.Contains(allowed, f) {
		return "", fmt.Errorf("unknown format %q (want %s)", s, formatList(allowed))
	}
	return f, nil
}

// FormatList writes formats as "text, json or csv", as the usage lines
// of the front ends name a report's formats (Report.Formats).
func FormatList(fs []Format) string { return formatList(fs) }

// formatList writes formats as "text, json or csv".
func formatList(fs []Format) string {
	return words.Join("or", fs, func(f Format) string { return string(f) })
}

// FormatFromPath returns the format that a file name's extension asks for,
// in any case: .txt or .text for Text, .md or .markdown for Markdown, .csv,
// .json, and .html or .htm for HTML. It reports false for any other
// extension.
func FormatFromPath(path string) (Format, bool) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".txt", ".text":
		return Text, true
	case ".md", ".markdown":
		return Markdown, true
	case ".csv":
		return CSV, true
	case ".json":
		return JSON, true
	case ".html", ".htm":
		return HTML, true
	case ".png":
		return PNG, true
	case ".svg":
		return SVG, true
	}
	return "", false
}

// Report is anything this package can write: a view model whose figures
// are all computed, which a writer only formats.
type Report interface {
	// Formats returns the formats the report can be written in.
	Formats() []Format
}

// The writers a report may have, one per format.
type (
	textWriter     interface{ WriteText(io.Writer) error }
	jsonWriter     interface{ WriteJSON(io.Writer) error }
	csvWriter      interface{ WriteCSV(io.Writer) error }
	markdownWriter interface{ WriteMarkdown(io.Writer) error }
	htmlWriter     interface{ WriteHTML(io.Writer) error }
	imageWriter    interface {
		WriteImage(io.Writer, Format) error
	}
	// The writers of formats that hold charts, drawn by a Charts.
	htmlChartWriter interface {
		WriteHTML(io.Writer, Charts) error
	}
	imageChartWriter interface {
		WriteImage(io.Writer, Format, Charts) error
	}
)

// Write writes r to w in format f. It is the one place where a format
// picks a writer; a format r does not have is an error naming those it
// has. The output depends only on r: no clock, no map order. A format
// that holds charts (a batch's HTML, a matrix's PNG or SVG) is an error,
// ErrNoCharts: such a report is written with WriteWith.
func Write(w io.Writer, f Format, r Report) error {
	return WriteWith(w, f, r, nil)
}

// WriteWith is Write with c to draw the charts that format f of r holds;
// c may be nil where f holds none. Package report/chart's Write calls it
// with gonum's plots.
func WriteWith(w io.Writer, f Format, r Report, c Charts) error {
	if !slices.Contains(r.Formats(), f) {
		return fmt.Errorf("%s output is not available here (want %s)", f, formatList(r.Formats()))
	}
	var err error
	switch f {
	case Text:
		err = r.(textWriter).WriteText(w)
	case JSON:
		err = r.(jsonWriter).WriteJSON(w)
	case CSV:
		err = r.(csvWriter).WriteCSV(w)
	case Markdown:
		err = r.(markdownWriter).WriteMarkdown(w)
	case HTML:
		if cw, ok := r.(htmlChartWriter); ok {
			return cw.WriteHTML(w, c)
		}
		err = r.(htmlWriter).WriteHTML(w)
	case PNG, SVG:
		if cw, ok := r.(imageChartWriter); ok {
			return cw.WriteImage(w, f, c)
		}
		err = r.(imageWriter).WriteImage(w, f)
	}
	return err
}
