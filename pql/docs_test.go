package pql

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/pql.md's function reference")

// functionDocs writes the function reference of docs/pql.md: for each
// function its signature, the games it applies to, what it says, and
// its example with the output this package gives it.
func functionDocs(t *testing.T) string {
	var b strings.Builder
	for _, f := range functionTable() {
		sig, _ := Signature(f.name)
		fmt.Fprintf(&b, "### %s\n\n`%s`  \nGames: %s.  \n%s.\n\n", f.name, sig, f.games, f.summary)
		a, err := Run(context.Background(), Request{Query: f.example}, 1)
		if err != nil {
			t.Fatalf("%s's example %q: %v", f.name, f.example, err)
		}
		if m := a.Results[0].Method; m != "exact" {
			t.Errorf("%s's example %q runs by %s; give one that fits the exact budget", f.name, f.example, m)
		}
		var out bytes.Buffer
		if err := a.WriteText(&out); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "```console\n$ pokersim pql \"%s\"\n%s```\n\n", f.example, out.String())
	}
	return b.String()
}

const docsBegin, docsEnd = "<!-- functions: begin -->\n", "<!-- functions: end -->\n"

// TestFunctionDocs checks that docs/pql.md lists every function with its
// signature, games and example, and the example's output as it is.
func TestFunctionDocs(t *testing.T) {
	path := filepath.Join("..", "docs", "pql.md")
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(doc)
	i, j := strings.Index(s, docsBegin), strings.Index(s, docsEnd)
	if i < 0 || j < i {
		t.Fatalf("%s has no function reference between %q and %q", path, docsBegin, docsEnd)
	}
	want := functionDocs(t)
	if got := s[i+len(docsBegin) : j]; got != want {
		if *update {
			if err := os.WriteFile(path, []byte(s[:i+len(docsBegin)]+want+s[j:]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("%s's function reference is out of date; run go test ./pql -run TestFunctionDocs -update", path)
	}
}
