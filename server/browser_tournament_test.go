package server

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserTournament drives the tournament page: ICM with bubble
// factors, the push-or-fold ranges of 10 bb, and the chart, checked
// against the published figures. With -screenshots DIR it keeps the
// page with its chart as DIR/tournament.png (docs/tournament.png). On a
// phone (390 px) the page, tables and grids included, is no wider than
// the screen (DIR/tournament-phone.png).
func TestBrowserTournament(t *testing.T) {
	path := needChromium(t)
	s := startPage(t)
	b := &tab{t: t, ctx: browser(t, path)}
	b.do("open the page", chromedp.Navigate(strings.TrimSuffix(s.url, "/")+"/tournament.html"))
	b.do("ask for ICM with bubble factors", chromedp.Click(chromedp.CSS(`#bubble`)), chromedp.Click(chromedp.CSS(`#icm-form button[type="submit"]`)))
	b.wait("the ICM table", `document.querySelectorAll("#icm-table tbody tr").length === 4`)
	equities := eval[[]string](b, `[...document.querySelectorAll("#icm-table tbody tr")].map(tr => tr.children[3].textContent)`)
	if got := strings.Join(equities, " "); got != "323.20 278.12 195.79 112.89" {
		t.Errorf("the page's equities are %q, want the published 323.20 278.12 195.79 112.89", got)
	}
	if n := eval[int](b, `document.querySelectorAll("#bubble-table tbody tr").length`); n != 4 {
		t.Errorf("%d rows of bubble factors, want 4", n)
	}
	b.do("ask for the ranges of 10 bb", chromedp.Click(chromedp.CSS(`#pf-form button[type="submit"]`)))
	b.wait("the grids", `document.querySelectorAll("#pf-grids table").length === 2`)
	cells := eval[int](b, `document.querySelectorAll("#pf-grids td").length`)
	if cells != 2*169 {
		t.Errorf("%d cells in the grids, want %d", cells, 2*169)
	}
	b.do("ask for the chart", chromedp.Click(chromedp.CSS(`#chart-button`)))
	// The chart solves 191 games: seconds on an idle machine, minutes on a
	// loaded one, longer than tab.wait waits.
	for deadline := time.Now().Add(5 * time.Minute); !eval[bool](b, `document.getElementById("pf-method").textContent.startsWith("The largest stack")`); {
		if time.Now().After(deadline) {
			t.Fatal("no chart after 5 minutes")
		}
		time.Sleep(time.Second)
	}
	// Row K, column 2 of the push grid: K2s, pushed up to 19.3 bb.
	if got := eval[string](b, `document.querySelectorAll("#pf-grids table")[0].rows[1].cells[12].textContent`); got != "K2s19.3" {
		t.Errorf("the chart's K2s cell reads %q, want K2s19.3", got)
	}
	if got := eval[string](b, `document.getElementById("pf-error").hidden ? "" : document.getElementById("pf-error").textContent`); got != "" {
		t.Errorf("the page shows an error: %s", got)
	}
	if *screenshots != "" {
		b.screenshot(*screenshots, "tournament.png", 1200)
	}
	b.do("a phone", chromedp.EmulateViewport(390, 900))
	checkFits(t, b, 390, "the tournament page")
	if *screenshots != "" {
		b.screenshot(*screenshots, "tournament-phone.png", 390)
	}
}
