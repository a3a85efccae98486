package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestLicenses checks what a stranger taking the project needs: the MIT
// licence at the root; every module go.mod requires named, with its
// licence, in docs/library.md; LICENSE, NOTICE and deploy/ shipped by the
// release archives and LICENSE and NOTICE by the image; and no document
// telling users to "go get" a module path no proxy serves.
func TestLicenses(t *testing.T) {
	root := filepath.Join("..", "..")
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if l := read("LICENSE"); !strings.HasPrefix(l, "MIT License") || !strings.Contains(l, "Permission is hereby granted") {
		t.Errorf("LICENSE is not the MIT licence")
	}
	lib := read("docs/library.md")
	_, licences, _ := strings.Cut(lib, "## Licence")
	req := regexp.MustCompile(`(?m)^\s+([a-z0-9.~/-]+[a-z0-9]) v\S+`)
	named := func(path string) bool {
		// the table names a module by its path after the host, or a family
		// of them ("golang.org/x/*", "modern-go/*")
		for _, m := range regexp.MustCompile("`([^`*]+)(/\\*)?`").FindAllStringSubmatch(licences, -1) {
			if strings.HasSuffix(path, m[1]) || m[2] != "" && strings.Contains(path, m[1]+"/") {
				return true
			}
		}
		return false
	}
	for _, m := range req.FindAllStringSubmatch(read("go.mod"), -1) {
		if !named(m[1]) {
			t.Errorf("docs/library.md's licences do not name %s", m[1])
		}
	}
	release := read(".ci/release")
	for _, f := range []string{`"$src/LICENSE"`, `"$src/NOTICE"`, "deploy"} {
		if !strings.Contains(release, f) {
			t.Errorf(".ci/release does not ship %s", f)
		}
	}
	if d := read("Dockerfile"); !strings.Contains(d, "/src/LICENSE /src/NOTICE") {
		t.Errorf("the Dockerfile does not copy LICENSE and NOTICE into the image")
	}
	getLine := regexp.MustCompile("(?m)^\\s*go (get|install) github.com/pokersim/pokersim")
	docs, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	for _, name := range append(docs, filepath.Join(root, "README.md")) {
		b, _ := os.ReadFile(name)
		if getLine.Match(b) {
			t.Errorf("%s tells users to go get or go install the unserved module path", name)
		}
	}
}

// TestBuildImageScript checks the offline image build beside the
// Dockerfile: a bash script that parses, builds with no network and
// nothing pulled, and is the route docs/deploy.md gives.
func TestBuildImageScript(t *testing.T) {
	root := filepath.Join("..", "..")
	script, err := os.ReadFile(filepath.Join(root, "build-image"))
	if err != nil {
		t.Fatal(err)
	}
	if bash, err := exec.LookPath("bash"); err == nil {
		if out, err := exec.Command(bash, "-n", filepath.Join(root, "build-image")).CombinedOutput(); err != nil {
			t.Errorf("bash -n build-image: %v\n%s", err, out)
		}
	}
	for _, want := range []string{"--network none", "--pull=never", "go mod vendor", "import"} {
		if !strings.Contains(string(script), want) {
			t.Errorf("build-image does not %q", want)
		}
	}
	if doc, _ := os.ReadFile(filepath.Join(root, "docs", "deploy.md")); !strings.Contains(string(doc), "./build-image") {
		t.Errorf("docs/deploy.md does not give ./build-image")
	}
}
