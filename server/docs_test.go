package server

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/feature"
)

// endpointTable returns docs/server.md's table of the POST endpoints as
// the registry makes it: a row per feature with an endpoint, in its
// order.
func endpointTable() string {
	var b strings.Builder
	b.WriteString("| endpoint | feature | body | what it answers |\n| --- | --- | --- | --- |\n")
	for _, f := range feature.All() {
		if f.Path == "" {
			continue
		}
		body := "JSON"
		if f.Body == feature.Upload {
			body = "a file"
		}
		fmt.Fprintf(&b, "| `POST %s` | `%s` | %s | %s |\n", f.Path, f.Name, body, f.Summary)
	}
	return b.String()
}

// TestDocsEndpointTable checks that docs/server.md lists every endpoint
// of the registry, as endpointTable writes them, so that a feature added
// to the registry is documented.
func TestDocsEndpointTable(t *testing.T) {
	doc, err := os.ReadFile("../docs/server.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := endpointTable(); !strings.Contains(string(doc), want) {
		t.Errorf("docs/server.md lacks the registry's table of endpoints:\n%s", want)
	}
}
