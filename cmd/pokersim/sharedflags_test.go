package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestFlagsDeclaredOnce reads the command's sources and checks that no
// flag name is written in two flag literals, and that the shared flags
// are written only in sharedFlag: each command takes them from there.
func TestFlagsDeclaredOnce(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	shared := []string{"format", "out", "workers", "seed", "shard", "chart", "stacks", "payouts", "game", "board"}
	seen := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			sel, ok := lit.Type.(*ast.SelectorExpr)
			if !ok || !strings.HasSuffix(sel.Sel.Name, "Flag") {
				return true
			}
			for _, e := range lit.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if k, _ := kv.Key.(*ast.Ident); !ok || k == nil || k.Name != "Name" {
					continue
				}
				v, ok := kv.Value.(*ast.BasicLit)
				if !ok {
					continue
				}
				flag, _ := strconv.Unquote(v.Value)
				at := fset.Position(v.Pos()).String()
				if slices.Contains(shared, flag) && name != "sharedflags.go" && !(flag == "chart" && name == "pushfold.go") {
					t.Errorf("%s: --%s declared outside sharedFlag", at, flag)
				}
				if prev, ok := seen[flag]; ok && !(flag == "chart" && name == "pushfold.go") {
					t.Errorf("%s: --%s declared again (first at %s)", at, flag, prev)
				}
				seen[flag] = at
			}
			return true
		})
	}
}
