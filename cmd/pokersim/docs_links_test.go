package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// mdLink matches a Markdown link's target, without its #fragment.
var mdLink = regexp.MustCompile(`\]\(([^)#\s]*)(#[^)\s]*)?\)`)

// pendingPages are linked from README's contents before the branches of
// this round that write them are merged; delete each once it is there.
var pendingPages []string

// TestDocsLinks checks that every relative link of README.md and docs/*.md
// names a file of the repository, and that README, the front page, stays
// short: the reference belongs in docs/.
func TestDocsLinks(t *testing.T) {
	root := filepath.Join("..", "..")
	pages, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	pages = append(pages, filepath.Join(root, "README.md"))
	for _, page := range pages {
		text, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, page)
		for _, m := range mdLink.FindAllStringSubmatch(string(text), -1) {
			target := m[1]
			if target == "" || strings.Contains(target, "://") {
				continue
			}
			p := filepath.Join(filepath.Dir(page), filepath.FromSlash(target))
			name, _ := filepath.Rel(root, p)
			if _, err := os.Stat(p); err != nil && !slices.Contains(pendingPages, filepath.ToSlash(name)) {
				t.Errorf("%s links to %s, which is not in the repository", rel, target)
			}
		}
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(readme), "\n"); n > 300 {
		t.Errorf("README.md has %d lines; keep the front page under 300 and move the reference into docs/", n)
	}
}
