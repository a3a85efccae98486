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
