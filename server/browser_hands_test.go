package server

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserHands uploads a hand history through the hands page, on a
// desktop (1280 px) and a phone (390 px): the report comes back into the
// page, Hero's summary of the fixture's hands and its rows, and neither
// the page nor the report is wider than the window; a file over the
// server's limit is refused with the reason beside the form; the nav of
// the calculator and the tournament pages fits the window too. With
// -screenshots DIR it keeps the pages as DIR/hands-*.png. A slow test:
// set POKERSIM_FULL=1.
func TestBrowserHands(t *testing.T) {
	const handsLimit = 256 << 10 // the server's upload limit here
	if os.Getenv("POKERSIM_FULL") != "1" {
		t.Skip("slow: set POKERSIM_FULL=1 to run (.ci/run does)")
	}
	path := needChromium(t)
	file, err := filepath.Abs(filepath.Join("..", "history", "testdata", "rules.txt"))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(big, bytes.Repeat(append(data, '\n'), handsLimit/len(data)+1), 0o644); err != nil {
		t.Fatal(err)
	}
	s := startPageWith(t, func(c *Config) { c.MaxUpload = handsLimit })
	b := &tab{t: t, ctx: browser(t, path)}
	report := `document.getElementById("hands-report").contentDocument`
	for _, width := range []int64{1280, 390} {
		w := map[int64]string{1280: "1280", 390: "390"}[width]
		b.do("a "+w+" px window", chromedp.EmulateViewport(width, 900))
		for _, page := range []string{"", "tournament.html"} {
			b.do("open "+page, chromedp.Navigate(s.url+page))
			b.wait("the nav", `document.querySelectorAll("nav.site a").length === `+fmt.Sprint(navPages))
			if eval[bool](b, `document.documentElement.scrollWidth > window.innerWidth || [...document.querySelectorAll("nav.site a")].some(a => a.getBoundingClientRect().right > window.innerWidth)`) {
				t.Errorf("at %s px the nav of /%s is wider than the window", w, page)
			}
			if *screenshots != "" {
				b.screenshot(*screenshots, "nav-"+map[string]string{"": "index", "tournament.html": "tournament"}[page]+"-"+w+".png", width)
			}
		}
		b.do("open the page", chromedp.Navigate(s.url+"hands.html"))
		if eval[bool](b, `document.documentElement.scrollWidth > window.innerWidth`) {
			t.Errorf("at %s px the page is wider than the window", w)
		}
		if *screenshots != "" {
			b.screenshot(*screenshots, "hands-form-"+w+".png", width)
		}
		b.do("upload the file", chromedp.SetUploadFiles(chromedp.CSS(`input[type=file]`), []string{file}),
			chromedp.SendKeys(chromedp.CSS(`input[name=player]`), "Hero"),
			chromedp.Click(chromedp.CSS(`button[type=submit]`)))
		b.wait("the report", report+`?.querySelectorAll("table").length >= 2`)
		summary := eval[[]string](b, `[...`+report+`.querySelectorAll("table")[0].tBodies[0].rows[0].cells].map(c => c.textContent)`)
		if len(summary) < 3 || summary[0] != "Hero" || summary[1] != "7" { // the first table is USD's: rules.txt has hands in USD, chips and EUR
			t.Errorf("at %s px the report's first summary row is %q, want Hero's 7 hands in USD", w, summary)
		}
		if n := eval[int](b, `[...`+report+`.querySelectorAll("table")].at(-1).tBodies[0].rows.length`); n != 8 {
			t.Errorf("at %s px the report lists %d hands, want 8", w, n)
		}
		if eval[bool](b, `document.documentElement.scrollWidth > window.innerWidth || `+report+`.documentElement.scrollWidth > `+report+`.documentElement.clientWidth`) {
			t.Errorf("at %s px the report is wider than the window", w)
		}
		if !eval[bool](b, `document.getElementById("hands-error").hidden`) {
			t.Errorf("at %s px the page shows an error after a good upload", w)
		}
		if px := eval[float64](b, `Math.min(...[...`+report+`.querySelectorAll("figure svg text")].map(`+svgFontPx+`))`); px < 10 {
			t.Errorf("at %s px the chart's smallest text is %.1f px, want 10 px or more", w, px)
		}
		if *screenshots != "" {
			b.screenshot(*screenshots, "hands-report-"+w+".png", width)
		}
	}
	b.do("upload a file over the limit", chromedp.SetUploadFiles(chromedp.CSS(`input[type=file]`), []string{big}),
		chromedp.Click(chromedp.CSS(`button[type=submit]`)))
	b.wait("the error", `!document.getElementById("hands-error").hidden`)
	msg := eval[string](b, `document.getElementById("hands-error").textContent`)
	if !strings.Contains(msg, "over this server's limit of 262144 bytes") || !strings.Contains(msg, "--max-upload") || !eval[bool](b, `document.getElementById("hands-report").hidden`) {
		t.Errorf("a file over the limit shows %q, and the report hidden = false; want the limit named and no report", msg)
	}
	if *screenshots != "" {
		b.screenshot(*screenshots, "hands-error-390.png", 390)
	}
}
