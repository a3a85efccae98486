package server

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestNav checks that every page's nav.site links the same pages, marks
// its own as current, and that each page it links is served.
func TestNav(t *testing.T) {
	s := New(quiet(t, nil))
	navRE := regexp.MustCompile(`(?s)<nav class="site"[^>]*>(.*?)</nav>`)
	linkRE := regexp.MustCompile(`<a href="([^"]+)"( aria-current="page")?>`)
	pages := []struct{ path, self string }{{"/", "./"}, {"/tournament.html", "tournament.html"}, {"/flops.html", "flops.html"}, {"/hands.html", "hands.html"}, {"/pql.html", "pql.html"}, {"/solve.html", "solve.html"}}
	var first []string
	for _, p := range pages {
		w := call(s, "GET", p.path, "", "")
		nav := navRE.FindStringSubmatch(w.Body.String())
		if w.Code != 200 || nav == nil {
			t.Errorf("GET %s = %d, with no nav.site", p.path, w.Code)
			continue
		}
		var links, current []string
		for _, m := range linkRE.FindAllStringSubmatch(nav[1], -1) {
			links = append(links, m[1])
			if m[2] != "" {
				current = append(current, m[1])
			}
		}
		if !slices.Equal(current, []string{p.self}) {
			t.Errorf("%s: nav marks %q current, want %q", p.path, current, p.self)
		}
		if first == nil {
			first = links
		} else if !slices.Equal(links, first) {
			t.Errorf("%s: nav links %q, want %q as on %s", p.path, links, first, pages[0].path)
		}
	}
	want := []string{"./", "tournament.html", "flops.html", "hands.html", "pql.html", "solve.html"}
	if !slices.Equal(first, want) {
		t.Errorf("nav links %q, want %q", first, want)
	}
	for _, l := range first {
		if code := call(s, "GET", "/"+strings.TrimPrefix(l, "./"), "", "").Code; code != 200 {
			t.Errorf("nav links %s, which is %d", l, code)
		}
	}
}
