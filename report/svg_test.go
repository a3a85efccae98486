package report

import (
	"bytes"
	"testing"
)

// TestWriteInlineSVG checks that WriteInlineSVG writes what InlineSVG
// returns, for documents with and without the parts it drops.
func TestWriteInlineSVG(t *testing.T) {
	for _, doc := range []string{
		"<?xml version=\"1.0\"?>\n<!-- made by vgsvg -->\n<svg width=\"1\"\n\txmlns=\"http://www.w3.org/2000/svg\"\n\txmlns:xlink=\"http://www.w3.org/1999/xlink\"\n\theight=\"2\"><g/></svg>\n",
		"<svg><text>a</text></svg>",
		"<svg\n\txmlns:xlink=\"http://www.w3.org/1999/xlink\"></svg>\n\n",
		"no svg at all\n",
		"",
	} {
		var b bytes.Buffer
		if err := WriteInlineSVG(&b, []byte(doc)); err != nil {
			t.Fatal(err)
		}
		if want := InlineSVG([]byte(doc)); b.String() != want {
			t.Errorf("WriteInlineSVG(%q) = %q, want %q", doc, b.String(), want)
		}
	}
}
