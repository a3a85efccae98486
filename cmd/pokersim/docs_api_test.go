package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/pql"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/solve"
)

// TestDocsAPIFields checks that the paragraph of docs/server.md on each
// POST endpoint names every JSON field its request type takes, so that a
// new switch cannot go undocumented.
func TestDocsAPIFields(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "..", "docs", "server.md"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		opening string // the paragraph's first words
		body    any
	}{
		{"`POST /api/equity` takes", request.Request{}},
		{"`POST /api/eval` values", request.Eval{}},
		{"`POST /api/range` asks", request.RangeBoard{}},
		{"`POST /api/pql` answers", pql.Request{}},
		{"`POST /api/solve` solves", solve.Request{}},
	}
	for _, tt := range tests {
		t.Run(tt.opening, func(t *testing.T) {
			_, para, ok := strings.Cut(string(text), tt.opening)
			if !ok {
				t.Fatalf("docs/server.md has no paragraph opening %s", tt.opening)
			}
			para, _, _ = strings.Cut(para, "\n\n")
			named := map[string]bool{}
			for _, m := range backticked.FindAllStringSubmatch(para, -1) {
				named[m[1]] = true
			}
			typ := reflect.TypeOf(tt.body)
			for i := range typ.NumField() {
				name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
				if name != "" && name != "-" && !named[name] {
					t.Errorf("docs/server.md's paragraph on %s does not name the field %q (%s.%s)", tt.opening, name, typ, typ.Field(i).Name)
				}
			}
		})
	}
}
