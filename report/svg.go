package report

import (
	"bytes"
	"io"
	"strings"
)

// InlineSVG turns a standalone SVG document from vgsvg into an element to
// place in an HTML page: without the XML declaration and comment before
// the <svg> tag, and without the namespace declarations, which HTML does
// not need (the parser puts <svg> in the SVG namespace itself), so that
// the page holds no URL at all.
func InlineSVG(doc []byte) string {
	s := string(doc)
	if i := strings.Index(s, "<svg"); i >= 0 {
		s = s[i:]
	}
	s = strings.Replace(s, "\n\txmlns=\"http://www.w3.org/2000/svg\"", "", 1)
	s = strings.Replace(s, "\n\txmlns:xlink=\"http://www.w3.org/1999/xlink\"", "", 1)
	return strings.TrimSuffix(s, "\n")
}

// WriteInlineSVG writes doc to w as InlineSVG returns it, without a copy
// of the document: a graph of many points is megabytes.
func WriteInlineSVG(w io.Writer, doc []byte) error {
	if i := bytes.Index(doc, []byte("<svg")); i >= 0 {
		doc = doc[i:]
	}
	doc = bytes.TrimSuffix(doc, []byte("\n"))
	for _, ns := range []string{"\n\txmlns=\"http://www.w3.org/2000/svg\"", "\n\txmlns:xlink=\"http://www.w3.org/1999/xlink\""} {
		if i := bytes.Index(doc, []byte(ns)); i >= 0 {
			if _, err := w.Write(doc[:i]); err != nil {
				return err
			}
			doc = doc[i+len(ns):]
		}
	}
	_, err := w.Write(doc)
	return err
}

// FigureCSS is the style sheet of a page that holds figures from
// WriteFigure in <figure> elements: the wide drawing where the figure is
// 600 px wide or more, the narrow one in a narrower figure (on a phone
// held upright, or in a column of charts side by side), where the wide
// drawing would shrink its type below reading size. The figure is a
// size container, so the choice follows its own width, not the screen's.
const FigureCSS = `figure { container-type: inline-size; }
svg.narrow { display: none; }
@container (max-width: 599px) { svg.wide { display: none; } svg.narrow { display: block; } }`

// WriteFigure writes c drawn by cs for an HTML page, inline as
// WriteInlineSVG writes it: twice where its narrow layout (Narrow)
// differs from the wide one, the wide drawing of class "wide" and the
// narrow one of class "narrow", which FigureCSS shows by the screen's
// width.
func WriteFigure(w io.Writer, cs Charts, c Chart) error {
	wide, err := DrawSVG(cs, c)
	if err != nil {
		return err
	}
	narrow, err := DrawSVG(cs, &Narrow{c})
	if err != nil {
		return err
	}
	if bytes.Equal(wide, narrow) {
		return WriteInlineSVG(w, wide)
	}
	narrow = classed(narrow, "narrow")
	if err := WriteInlineSVG(w, classed(wide, "wide")); err != nil {
		return err
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return err
	}
	return WriteInlineSVG(w, narrow)
}

// Figure returns what WriteFigure writes.
func Figure(cs Charts, c Chart) (string, error) {
	var b bytes.Buffer
	if err := WriteFigure(&b, cs, c); err != nil {
		return "", err
	}
	return b.String(), nil
}

// classed returns a copy of doc with class on its <svg> element.
func classed(doc []byte, class string) []byte {
	i := bytes.Index(doc, []byte("<svg"))
	if i < 0 {
		return doc
	}
	attr := ` class="` + class + `"`
	out := make([]byte, 0, len(doc)+len(attr))
	out = append(out, doc[:i+len("<svg")]...)
	out = append(out, attr...)
	return append(out, doc[i+len("<svg"):]...)
}
