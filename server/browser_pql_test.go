package server

import (
	"context"
	"fmt"
	"math"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/pokersim/pokersim/pql"
)

// shownSelector is a selector's line as the PQL page shows it: its name,
// the value it was given, and for a histogram its buckets.
type shownSelector struct {
	Name    string
	Value   float64
	Buckets map[string]float64
}

const readSelectors = `[...document.querySelectorAll("#statements .selectors tr")].map(tr => ({
	Name: tr.dataset.name,
	Value: Number(tr.querySelector("td").dataset.value || 0),
	Buckets: Object.fromEntries([...tr.querySelectorAll("li")].map(li => [li.dataset.bucket, Number(li.dataset.value)]))}))`

// TestBrowserPQL drives the PQL page at a desktop's and a phone's width:
// the first example, one click away, shows the command line's exact
// 0.852037 with its method and trials; the stud example a histogram whose
// buckets are package pql's, bucket by bucket, at the same seed; a query
// with an error shows the message with the caret under the place, in a
// fixed-width font so that it lines up. Nothing is wider than the screen.
// Screenshots go to -screenshots DIR (pql.png, pql-phone.png) or a
// temporary directory. A slow test: set POKERSIM_FULL=1.
func TestBrowserPQL(t *testing.T) {
	path := needFullBrowser(t)
	s := startPage(t)
	dir := shotDir(t)
	for _, width := range widths {
		t.Run(strconv.FormatInt(width, 10), func(t *testing.T) {
			b := pageTab(t, path, width)
			b.do("open the page", chromedp.Navigate(s.url+"pql.html"))
			b.wait("the page", `document.body.dataset.ready === "true"`)
			b.do("the first example", chromedp.Click(chromedp.CSS(`[data-example="0"]`)))
			waitPQL(b)
			got := eval[[]shownSelector](b, readSelectors)
			if len(got) != 1 || got[0].Name != "heroEquity" || math.Abs(got[0].Value-0.852037) > 5e-7 {
				t.Errorf("the first example shows %+v, want heroEquity 0.852037", got)
			}
			if m := eval[string](b, `document.querySelector("#statements .method").textContent`); !strings.HasPrefix(m, "exact enumeration, ") {
				t.Errorf("the first example's method line reads %q, want exact enumeration and its trials", m)
			}

			b.do("the stud example", chromedp.Click(chromedp.CSS(`[data-example="3"]`)))
			waitPQL(b)
			want, err := pql.Run(context.Background(), pql.Request{Query: eval[string](b, `document.getElementById("query").value`)}, 2)
			if err != nil {
				t.Fatal(err)
			}
			got = eval[[]shownSelector](b, readSelectors)
			if len(got) != 1 || len(got[0].Buckets) != len(want.Results[0].Selectors[0].Buckets) {
				t.Fatalf("the stud example shows %+v, want the buckets of %+v", got, want.Results[0].Selectors[0])
			}
			for _, bk := range want.Results[0].Selectors[0].Buckets {
				if x := got[0].Buckets[bk.Label]; x != bk.Fraction {
					t.Errorf("the stud example's %s bucket shows %v, want %v", bk.Label, x, bk.Fraction)
				}
			}
			b.screenshot(dir, map[int64]string{1280: "pql.png", 390: "pql-phone.png"}[width], width)
			checkFits(t, b, width, "the PQL page")

			bad := "select avg(riverEquty(hero)) from hero='AA', villain='KK'"
			b.do("a misspelt function", chromedp.SetValue(chromedp.CSS(`#query`), bad), chromedp.Click(chromedp.CSS(`#run`)))
			b.wait("the error", `document.body.dataset.busy === "false" && !document.getElementById("pql-error").hidden`)
			msg := eval[string](b, `document.querySelector("#pql-error .msg").textContent + "\n" + document.querySelector("#pql-error .at").textContent`)
			lines := strings.Split(msg, "\n")
			col := strings.Index(bad, "riverEquty")
			if len(lines) != 3 || !strings.Contains(lines[0], "column "+strconv.Itoa(col+1)) || !strings.Contains(lines[0], "riverEquity") ||
				strings.TrimSpace(lines[1]) != bad || strings.Index(lines[2], "^")-strings.Index(lines[1], "s") != col {
				t.Errorf("the error reads %q, want line 1 column %d, the suggestion riverEquity, the query and a caret under riverEquty", msg, col+1)
			}
			if ws := eval[string](b, `getComputedStyle(document.querySelector("#pql-error .at")).whiteSpace`); ws != "pre" {
				t.Errorf("the quoted query's white-space is %q, want pre, so that the caret stays under the place", ws)
			}
			if eval[string](b, `document.getElementById("query").getAttribute("aria-invalid")`) != "true" {
				t.Error("the query box is not marked invalid")
			}
			checkFits(t, b, width, "the PQL page with an error")
			if width == widths[0] {
				checkPQLLink(t, b, s)
			}
			b.screenshot(dir, fmt.Sprintf("pql-error-%d.png", width), width)
		})
	}
}

// waitPQL waits for the end of a run with results shown.
func waitPQL(b *tab) {
	b.t.Helper()
	b.wait("the results", `document.body.dataset.busy === "false" && !document.getElementById("results").hidden && document.querySelectorAll("#statements .selectors tr").length > 0`)
}

// checkPQLLink opens a link to the PQL page with a query in it, as the
// page writes its state in the URL: it runs on opening, with the options
// of the link.
func checkPQLLink(t *testing.T, b *tab, s *served) {
	t.Helper()
	q := url.Values{"q": {"select count(winsHi(hero)) as w from hero='AhKh', villain='QsQd', board='Qh7h2c'"}, "method": {"mc"}, "trials": {"5000"}, "seed": {"7"}}
	b.do("open a link", chromedp.Navigate(s.url+"pql.html?"+q.Encode()))
	waitPQL(b)
	if m := eval[string](b, `document.querySelector("#statements .method").dataset.method + " " + document.querySelector("#statements .method").dataset.trials`); m != "montecarlo 5000" {
		t.Errorf("the link ran %q, want montecarlo with 5000 trials", m)
	}
	if v := eval[string](b, `[document.getElementById("method").value, document.getElementById("trials").value, document.getElementById("seed").value].join(" ")`); v != "mc 5000 7" {
		t.Errorf("the link's options read %q, want mc 5000 7", v)
	}
}
