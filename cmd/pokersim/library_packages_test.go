package main

import (
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

const modulePath = "github.com/pokersim/pokersim"

// modulePackages returns the module's packages, as paths relative to the
// module root, with each one's imports of the module's other packages.
func modulePackages(t *testing.T, root string) map[string][]string {
	t.Helper()
	pkgs := map[string][]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
			return filepath.SkipDir
		}
		p, err := build.ImportDir(path, 0)
		if err != nil {
			return nil // no Go files here
		}
		rel, _ := filepath.Rel(root, path)
		var imports []string
		for _, imp := range p.Imports {
			if dep, ok := strings.CutPrefix(imp, modulePath+"/"); ok {
				imports = append(imports, dep)
			}
		}
		pkgs[filepath.ToSlash(rel)] = imports
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

var backticked = regexp.MustCompile("`([^`]+)`")

// TestLibraryPackages checks the package table of docs/library.md against
// the module's packages, each of which has a doc.go, and its sentence on
// the import order against their imports.
func TestLibraryPackages(t *testing.T) {
	root := filepath.Join("..", "..")
	readme, err := os.ReadFile(filepath.Join(root, "docs", "library.md"))
	if err != nil {
		t.Fatal(err)
	}
	pkgs := modulePackages(t, root)
	text := string(readme)

	_, table, ok := strings.Cut(text, "| package | what it holds |\n| --- | --- |\n")
	if !ok {
		t.Fatal("docs/library.md has no package table")
	}
	table, _, _ = strings.Cut(table, "\n\n")
	var listed []string
	for _, line := range strings.Split(table, "\n") {
		if m := backticked.FindStringSubmatch(line); m != nil {
			listed = append(listed, m[1])
		}
	}
	for p := range pkgs {
		if !slices.Contains(listed, p) {
			t.Errorf("docs/library.md's package table lacks %s", p)
		}
		if _, err := os.Stat(filepath.Join(root, p, "doc.go")); err != nil {
			t.Errorf("package %s has no doc.go", p)
		}
	}
	for _, p := range listed {
		if _, ok := pkgs[p]; !ok {
			t.Errorf("docs/library.md's package table lists %s, which is not a package", p)
		}
	}

	_, order, ok := strings.Cut(text, "Imports run one way:")
	if !ok {
		t.Fatal("docs/library.md has no sentence on the import order")
	}
	order, _, _ = strings.Cut(order, ". The `internal`")
	_, order, _ = strings.Cut(order, "in its group:")
	rank := map[string]int{}
	for i, m := range backticked.FindAllStringSubmatch(order, -1) {
		rank[m[1]] = i
	}
	for p, imports := range pkgs {
		if strings.Contains(p, "internal") {
			continue
		}
		r, ok := rank[p]
		if !ok {
			t.Errorf("docs/library.md's import order lacks %s", p)
			continue
		}
		for _, dep := range imports {
			if d, ok := rank[dep]; ok && d >= r {
				t.Errorf("%s imports %s, which docs/library.md's import order puts after it", p, dep)
			} else if !ok && !strings.Contains(dep, "internal") {
				t.Errorf("%s imports %s, which docs/library.md's import order lacks", p, dep)
			}
		}
	}
}
