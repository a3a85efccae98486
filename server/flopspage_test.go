package server

import (
	"strings"
	"testing"
)

// TestFlopsPage checks that the flops page and its files are served, that
// the page calls the endpoint that computes it, and that every other page
// links to it.
func TestFlopsPage(t *testing.T) {
	s := New(quiet(t, nil))
	for _, path := range []string{"/flops.html", "/flops.js", "/flops.css"} {
		if w := call(s, "GET", path, "", ""); w.Code != 200 {
			t.Errorf("GET %s = %d, want 200", path, w.Code)
		}
	}
	if js := call(s, "GET", "/flops.js", "", "").Body.String(); !strings.Contains(js, `"/api/flops"`) {
		t.Errorf("flops.js does not call /api/flops")
	}
	for _, path := range []string{"/", "/tournament.html", "/hands.html"} {
		if body := call(s, "GET", path, "", "").Body.String(); !strings.Contains(body, `href="flops.html"`) {
			t.Errorf("GET %s: the page has no link to the flops page", path)
		}
	}
}
