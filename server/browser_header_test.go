package server

import (
	"fmt"
	"math"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
)

// headerItem is one thing shown in a page's header, as the browser laid it
// out: its box in CSS pixels, the lines its text takes, its font size in
// pixels and the contrast ratio of its text on the background behind it.
type headerItem struct {
	Name                     string
	Left, Right, Top, Bottom float64
	Lines                    int
	Font, Contrast           float64
}

// headerJS measures the header's items: the title, the tagline, each link
// of nav.site and the calculator's game select and four-colour checkbox,
// those shown. Lines counts the line boxes of the item's text (a link
// broken over two lines has two). The contrast is WCAG's, (L1+.05)/(L2+.05)
// of the relative luminances, against the first opaque background up the
// tree.
const headerJS = `(() => {
  const lum = c => {
    const [r, g, b] = c.match(/[\d.]+/g).slice(0, 3).map(v => { v /= 255; return v <= .03928 ? v / 12.92 : ((v + .055) / 1.055) ** 2.4; });
    return .2126 * r + .7152 * g + .0722 * b;
  };
  const behind = e => {
    for (; e; e = e.parentElement) {
      const c = getComputedStyle(e).backgroundColor, m = c.match(/[\d.]+/g);
      if (m && (m.length < 4 || +m[3] > 0)) return c;
    }
    return "rgb(255, 255, 255)";
  };
  const h = document.querySelector("header");
  return [...h.querySelectorAll("h1, .tagline, nav.site a, .game, .four-colour-choice")].filter(e => e.getClientRects().length > 0).map(e => {
    const r = e.getBoundingClientRect(), range = document.createRange();
    range.selectNodeContents(e);
    const tops = new Set([...range.getClientRects()].filter(q => q.width > 0 && q.height > 0).map(q => Math.round(q.top)));
    const s = getComputedStyle(e), [a, b] = [lum(s.color), lum(behind(e))];
    return {Name: e.tagName.toLowerCase() + (e.className ? "." + e.className.split(" ")[0] : "") + " " + JSON.stringify(e.textContent.trim().split("\n")[0]),
      Left: r.left, Right: r.right, Top: r.top, Bottom: r.bottom, Lines: tops.size,
      Font: parseFloat(s.fontSize), Contrast: (Math.max(a, b) + .05) / (Math.min(a, b) + .05)};
  });
})()`

// TestBrowserHeader lays out every page's header on a desktop and a phone
// and checks what a user sees of it: every item inside the window and the
// page no wider, no two items overlapping, no link broken over two lines
// and, on a phone, the links on one line; text of at least 14 px with a
// contrast of at least 4.5 (WCAG AA); and the links of nav.site in the same
// place on every page, so that moving from page to page they do not jump.
// A slow test: set POKERSIM_FULL=1.
func TestBrowserHeader(t *testing.T) {
	path := needFullBrowser(t)
	s := startPage(t)
	pages := []string{"", "tournament.html", "flops.html", "hands.html", "pql.html", "solve.html"}
	for _, width := range widths {
		t.Run(strconv.FormatInt(width, 10), func(t *testing.T) {
			b := pageTab(t, path, width)
			var first []headerItem
			for _, page := range pages {
				b.do("open /"+page, chromedp.Navigate(s.url+page))
				b.wait("the nav", fmt.Sprintf(`document.querySelectorAll("nav.site a").length === %d && (!document.querySelector("header #game") || document.querySelector("header #game").options.length > 0)`, navPages))
				if w := eval[int64](b, `document.documentElement.scrollWidth`); w > width {
					t.Errorf("/%s at %d px: the page is %d px wide", page, width, w)
				}
				items := eval[[]headerItem](b, headerJS)
				checkHeader(t, "/"+page, width, items)
				links := navLinks(items)
				if first == nil {
					first = links
					continue
				}
				if !sameBoxes(links, first) {
					t.Errorf("/%s at %d px: the nav's links are at %v, on / at %v", page, width, boxes(links), boxes(first))
				}
			}
		})
	}
}

// navPages is the number of pages nav.site links.
const navPages = 6

// checkHeader checks one page's header items at a width.
func checkHeader(t *testing.T, page string, width int64, items []headerItem) {
	t.Helper()
	for i, it := range items {
		if it.Left < 0 || it.Right > float64(width)+.5 {
			t.Errorf("%s at %d px: %s spans %.0f to %.0f px, outside the window", page, width, it.Name, it.Left, it.Right)
		}
		if it.Font < 14 {
			t.Errorf("%s at %d px: %s is in %.1f px text, want 14 px or more", page, width, it.Name, it.Font)
		}
		if it.Contrast < 4.5 {
			t.Errorf("%s at %d px: %s has a contrast of %.2f, want 4.5 or more", page, width, it.Name, it.Contrast)
		}
		for _, o := range items[i+1:] {
			if overlap(it, o) {
				t.Errorf("%s at %d px: %s (%v) overlaps %s (%v)", page, width, it.Name, box(it), o.Name, box(o))
			}
		}
	}
	links := navLinks(items)
	if len(links) != navPages {
		t.Errorf("%s at %d px: %d nav links shown, want %d", page, width, len(links), navPages)
	}
	for _, l := range links {
		if l.Lines != 1 || math.Abs(l.Top-links[0].Top) > .5 {
			t.Errorf("%s at %d px: the nav's links are not on one line: %s takes %d lines at %v, the first at %v", page, width, l.Name, l.Lines, box(l), box(links[0]))
		}
	}
}

// navLinks returns the items that are links of nav.site.
func navLinks(items []headerItem) []headerItem {
	var links []headerItem
	for _, it := range items {
		if it.Name[:2] == "a " {
			links = append(links, it)
		}
	}
	return links
}

// overlap reports whether two boxes share more than half a pixel each way.
func overlap(a, b headerItem) bool {
	return math.Min(a.Right, b.Right)-math.Max(a.Left, b.Left) > .5 && math.Min(a.Bottom, b.Bottom)-math.Max(a.Top, b.Top) > .5
}

// sameBoxes reports whether two lists of items have the same boxes, to
// half a pixel.
func sameBoxes(a, b []headerItem) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i].Left-b[i].Left) > .5 || math.Abs(a[i].Top-b[i].Top) > .5 || math.Abs(a[i].Right-b[i].Right) > .5 {
			return false
		}
	}
	return true
}

// box formats an item's box as left,top to right,bottom in whole pixels.
func box(it headerItem) string {
	return fmt.Sprintf("%.0f,%.0f-%.0f,%.0f", it.Left, it.Top, it.Right, it.Bottom)
}

// boxes formats the boxes of a list of items.
func boxes(items []headerItem) []string {
	var s []string
	for _, it := range items {
		s = append(s, box(it))
	}
	return s
}
