package server

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/pokersim/pokersim/flops"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
)

// The flops page's test request: a narrow range pair on the monotone
// flops, a few hundred flop classes, valued in well under a second.
var flopsSpec = flops.Spec{Game: game.Holdem, Ranges: [2]string{"AA,KK", "QQ,AKs"}, Filter: "monotone"}

// shownTexture is a texture's row as the flops page shows it.
type shownTexture struct {
	Group, Name string
	Flops       int
	Equity      [2]float64
}

// TestBrowserFlops drives the flops page in a real Chromium, on a desktop
// (1280 px) and a phone (390 px) screen: it runs a request and checks the
// summary by texture, the curve and a texture's flops against package
// flops's report of the same request, that the page fits the screen, that
// a flop opens the calculator with the ranges and that board, there
// valued at the flop's equity, and that a bad range shows the server's
// message. With -screenshots DIR it keeps DIR/flops.png (docs/flops.png)
// and DIR/flops-phone.png.
func TestBrowserFlops(t *testing.T) {
	if os.Getenv("POKERSIM_FULL") != "1" {
		t.Skip("slow: set POKERSIM_FULL=1 to run (.ci/run does)")
	}
	path := needChromium(t)
	plan, err := flopsSpec.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	out, err := plan.Run(context.Background(), flops.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := out.Report
	s := startPage(t)
	for _, width := range []int64{1280, 390} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			b := &tab{t: t, ctx: browser(t, path)}
			b.do("a screen", chromedp.EmulateViewport(width, 900))
			checkFlopsPage(t, b, s, want, width)
		})
	}
}

// checkFlopsPage runs the test of TestBrowserFlops in b on a screen width
// px wide.
func checkFlopsPage(t *testing.T, b *tab, s *served, want *flops.Report, width int64) {
	dir := *screenshots
	if dir == "" {
		dir = t.TempDir()
	}
	name := map[int64]string{1280: "flops.png", 390: "flops-phone.png"}[width]
	b.do("open the page", chromedp.Navigate(s.url+"flops.html"))
	b.wait("the page", `document.body.dataset.ready === "true"`)
	b.do("the request",
		chromedp.SetValue(chromedp.CSS(`#r1`), flopsSpec.Ranges[0]),
		chromedp.SetValue(chromedp.CSS(`#r2`), flopsSpec.Ranges[1]),
		chromedp.SetValue(chromedp.CSS(`#filter`), flopsSpec.Filter),
		chromedp.Click(chromedp.CSS(`#run`)))
	b.wait("the textures", `document.body.dataset.busy === "false" && document.querySelectorAll("#textures tbody tr[data-name]").length > 0`)

	shown := eval[[]shownTexture](b, `[...document.querySelectorAll("#textures tbody tr[data-name]")].map(tr => ({
		Group: tr.dataset.group, Name: tr.dataset.name, Flops: Number(tr.querySelector(".fl-share").firstChild.textContent),
		Equity: [...tr.querySelectorAll("td.fl-eq")].map(td => Number(td.dataset.equity))}))`)
	if len(shown) != len(want.Textures) {
		t.Fatalf("the page shows %d textures, want %d", len(shown), len(want.Textures))
	}
	for k, tx := range want.Textures {
		got := shown[k]
		if got.Group != tx.Group || got.Name != tx.Name || got.Flops != tx.Flops || got.Equity != [2]float64{tx.Equity[0], tx.Equity[1]} {
			t.Errorf("texture %d: the page shows %+v, want %s %s %d flops, equity %v", k, got, tx.Group, tx.Name, tx.Flops, tx.Equity)
		}
	}
	if n := eval[[]int](b, `[...document.querySelectorAll("#curve polyline.curve")].map(l => l.points.length)`); !slices.Equal(n, []int{2 * len(want.Flops), 2 * len(want.Flops)}) {
		t.Errorf("the curves have %v points, want two of %d", n, 2*len(want.Flops))
	}
	checkFits(t, b, width, "the summary")
	b.screenshot(dir, name, width)

	// A texture: the high card K, its flops listed, range 1's best first.
	var kHigh []flops.Flop
	for _, f := range want.Flops {
		if f.Texture.High == "K" {
			kHigh = append(kHigh, f)
		}
	}
	b.do("click K-high", chromedp.Click(chromedp.CSS(`#textures button[data-group="high"][data-name="K"]`)))
	b.wait("the flops of K-high", `!document.getElementById("flops-view").hidden`)
	listed := eval[[]string](b, `[...document.querySelectorAll("#flops tbody tr")].map(tr => tr.dataset.flop)`)
	equities := eval[[]float64](b, `[...document.querySelectorAll("#flops tbody tr")].map(tr => Number(tr.querySelector("td.fl-eq").dataset.equity))`)
	if len(listed) != len(kHigh) {
		t.Fatalf("K-high lists %d flops, want %d", len(listed), len(kHigh))
	}
	byFlop := map[string]flops.Flop{}
	for _, f := range kHigh {
		byFlop[f.Flop] = f
	}
	for k, fl := range listed {
		f, ok := byFlop[fl]
		if !ok || f.Equity[0] != equities[k] {
			t.Errorf("flop %d: %s at %v, want a K-high flop of the report at its equity (%v)", k, fl, equities[k], f.Equity)
		}
		if k > 0 && equities[k] > equities[k-1] {
			t.Errorf("flop %d: %s at %v after %v: not range 1's best first", k, fl, equities[k], equities[k-1])
		}
	}
	checkFits(t, b, width, "the flops")
	b.screenshot(dir, strings.Replace(name, ".png", "-list.png", 1), width)

	// Sorted by range 2: the same flops, range 2's best first; then back.
	b.do("sort by range 2", chromedp.Click(chromedp.CSS(`#flops button[data-sort="2"]`)))
	sorted := eval[[]string](b, `[...document.querySelectorAll("#flops tbody tr")].map(tr => tr.dataset.flop)`)
	if !slices.Equal(slices.Sorted(slices.Values(sorted)), slices.Sorted(slices.Values(listed))) {
		t.Errorf("sorted by range 2, K-high lists %q, want the same flops as %q", sorted, listed)
	}
	for k := 1; k < len(sorted); k++ {
		if byFlop[sorted[k]].Equity[1] > byFlop[sorted[k-1]].Equity[1] {
			t.Errorf("sorted by range 2: %s (%v) after %s (%v)", sorted[k], byFlop[sorted[k]].Equity[1], sorted[k-1], byFlop[sorted[k-1]].Equity[1])
		}
	}
	b.do("sort by range 1", chromedp.Click(chromedp.CSS(`#flops button[data-sort="1"]`)))
	if again := eval[[]string](b, `[...document.querySelectorAll("#flops tbody tr")].map(tr => tr.dataset.flop)`); !slices.Equal(again, listed) {
		t.Errorf("sorted by range 1 again, K-high lists %q, want %q", again, listed)
	}

	// The best flop opens in the calculator, which values it.
	first := byFlop[listed[0]]
	b.do("open the flop", chromedp.Click(chromedp.CSS(`#flops tbody tr a.fl-flop`)))
	b.wait("the calculator's result", `location.search.includes("board=") && document.body.dataset.ready === "true" && document.getElementById("results").dataset.final === "true" && document.body.dataset.running === "false"`)
	q, err := url.ParseQuery(strings.TrimPrefix(eval[string](b, `location.search`), "?"))
	if err != nil || q.Get("board") != first.Flop || !slices.Equal(q["p"], flopsSpec.Ranges[:]) {
		t.Errorf("the calculator's query is %v (%v), want the board %s and the players %q", q, err, first.Flop, flopsSpec.Ranges)
	}
	inputs := eval[[]string](b, `["seat-1", "seat-2", "board"].map(id => document.getElementById(id).value)`)
	if !slices.Equal(inputs, []string{flopsSpec.Ranges[0], flopsSpec.Ranges[1], first.Flop}) {
		t.Errorf("the calculator's inputs are %q, want the ranges and the flop %s", inputs, first.Flop)
	}
	rows := eval[[]shownRow](b, readRows)
	if len(rows) != 2 || math.Abs(rows[0].Equity-first.Equity[0]) > 1e-9 || math.Abs(rows[1].Equity-first.Equity[1]) > 1e-9 {
		t.Errorf("the calculator values %s at %+v, want the flops report's %v", first.Flop, rows, first.Equity)
	}

	// A bad range: the server's message, and no stale results.
	b.do("back to the flops", chromedp.Navigate(s.url+"flops.html"))
	b.wait("the page", `document.body.dataset.ready === "true"`)
	bad := flopsSpec
	bad.Ranges[0] = "AA,KX"
	_, wantErr := bad.Prepare()
	if wantErr == nil {
		t.Fatal("a range AA,KX: no error")
	}
	b.do("a bad range", chromedp.SetValue(chromedp.CSS(`#r1`), bad.Ranges[0]), chromedp.Click(chromedp.CSS(`#run`)))
	b.wait("the error", `!document.getElementById("error").hidden`)
	if got := eval[string](b, `document.getElementById("error").textContent`); !strings.Contains(got, "KX") {
		t.Errorf("the page says %q for the range AA,KX; the command line says %q", got, wantErr)
	}
	if got := eval[string](b, `document.getElementById("r1").getAttribute("aria-invalid")`); got != "true" {
		t.Errorf("range 1's field: aria-invalid = %q, want true", got)
	}
	if width == 1280 {
		b.screenshot(dir, "flops-error.png", width)
	}
	// A filter that names no texture: the server's message names it.
	b.do("a bad filter", chromedp.SetValue(chromedp.CSS(`#r1`), flopsSpec.Ranges[0]), chromedp.SetValue(chromedp.CSS(`#filter`), "monotone,wet"),
		chromedp.Click(chromedp.CSS(`#run`)))
	b.wait("the filter's error", `document.body.dataset.busy === "false" && document.getElementById("filter").getAttribute("aria-invalid") === "true"`)
	if got := eval[string](b, `document.getElementById("error").textContent`); !strings.Contains(got, `"wet"`) {
		t.Errorf("the page says %q for the filter monotone,wet, want the server's message naming \"wet\"", got)
	}
	if width == 1280 {
		checkHero(t, b, dir)
	}
}

// checkFits checks that the page is no wider than the screen, naming the
// elements that stick out.
func checkFits(t *testing.T, b *tab, width int64, what string) {
	t.Helper()
	if w := eval[int64](b, `document.documentElement.scrollWidth`); w > width {
		wide := eval[[]string](b, fmt.Sprintf(`[...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > %d).slice(0, 8).map(e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + " " + Math.round(e.getBoundingClientRect().right) + "px")`, width+1))
		t.Errorf("%s: on a %d px screen the page is %d px wide; too wide: %s", what, width, w, strings.Join(wide, ", "))
	}
}

// checkHero runs a request with a hero hand and checks the blockers the
// page shows against package flops's report of the same request.
func checkHero(t *testing.T, b *tab, dir string) {
	t.Helper()
	spec := flops.Spec{Game: game.Holdem, Ranges: [2]string{"AA,KK,AKs", "QQ,AKs,AQs"}, Filter: "monotone", Hero: "AhKh"}
	plan, err := spec.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	out, err := plan.Run(context.Background(), flops.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	h := out.Report.Hero
	b.do("a hero hand", chromedp.SetValue(chromedp.CSS(`#r1`), spec.Ranges[0]), chromedp.SetValue(chromedp.CSS(`#r2`), spec.Ranges[1]),
		chromedp.SetValue(chromedp.CSS(`#filter`), spec.Filter), chromedp.SetValue(chromedp.CSS(`#hero`), spec.Hero),
		chromedp.Click(chromedp.CSS(`#run`)))
	b.wait("the blockers", `document.body.dataset.busy === "false" && !document.getElementById("hero-view").hidden`)
	var want []string
	for _, r := range h.Removed {
		want = append(want, fmt.Sprintf("%s %g %g", r.Class, r.Combos, r.Removed))
	}
	got := eval[[]string](b, `[...document.querySelectorAll("#hero-removed tbody tr")].map(tr => [...tr.children].map(c => c.textContent).join(" "))`)
	if !slices.Equal(got, want) {
		t.Errorf("the page's blocked classes are %q, want %q", got, want)
	}
	eq := eval[[]string](b, `[...document.querySelector("#hero-table tbody tr").children].slice(1).map(c => c.textContent)`)
	if wantEq := []string{fmt.Sprintf("%.1f%%", 100*h.Equity[0]), fmt.Sprintf("%.1f%%", 100*h.Equity[1])}; !slices.Equal(eq, wantEq) {
		t.Errorf("the page shows range 2's equity %q whole and without the blocked combos, want %q", eq, wantEq)
	}
	b.screenshot(dir, "flops-hero.png", 1280)
}

// TestBrowserFlopsReport opens the HTML report of pokersim flops (as
// --format html writes it) in a real Chromium at 1280 px: its three charts
// are drawn, as wide as the column gives them, with text of at least 11
// px; its table has a row per texture; and the page is no wider than the
// screen. With -screenshots DIR it keeps DIR/flops-report.png.
func TestBrowserFlopsReport(t *testing.T) {
	if os.Getenv("POKERSIM_FULL") != "1" {
		t.Skip("slow: set POKERSIM_FULL=1 to run (.ci/run does)")
	}
	path := needChromium(t)
	plan, err := flops.Spec{Game: game.Holdem, Ranges: [2]string{"AA,KK,AKs", "QQ-99,AQs,KQs,JTs"}, Filter: "two-tone+"}.Prepare()
	if err != nil {
		t.Fatal(err)
	}
	out, err := plan.Run(context.Background(), flops.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var page bytes.Buffer
	if err := chart.Write(&page, report.HTML, out.Report); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "flops.html"), page.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	b := &tab{t: t, ctx: browser(t, path)}
	b.do("a screen", chromedp.EmulateViewport(1280, 900), chromedp.Navigate("file://"+filepath.Join(dir, "flops.html")))
	type drawn struct {
		Width, Height, MinFont float64
		Texts                  int
	}
	// Each figure holds a wide and a narrow drawing, one of them shown.
	charts := eval[[]drawn](b, `[...document.querySelectorAll("figure svg")].filter(svg => svg.getClientRects().length > 0).map(svg => {
		const fonts = [...svg.querySelectorAll("text")].map(t => t.getBoundingClientRect().height).filter(h => h > 0);
		const r = svg.getBoundingClientRect();
		return {Width: r.width, Height: r.height, MinFont: Math.min(...fonts), Texts: fonts.length};
	})`)
	t.Logf("charts: %+v", charts)
	if len(charts) != 3 {
		t.Fatalf("the report shows %d charts, want 3", len(charts))
	}
	for i, c := range charts {
		// A line of text is about 1.15 times its font's size.
		if c.Width < 900 || c.Height < 300 || c.Texts < 10 || c.MinFont < 11*1.15 {
			t.Errorf("chart %d is %.0fx%.0f px with %d texts, the smallest %.1f px high; want at least 900x300, 10 texts, 11 px type", i+1, c.Width, c.Height, c.Texts, c.MinFont)
		}
	}
	if n := eval[int](b, `document.querySelectorAll("table.textures tr[data-name]").length`); n != len(out.Report.Textures) {
		t.Errorf("the report's table has %d textures, want %d", n, len(out.Report.Textures))
	}
	checkFits(t, b, 1280, "the report")
	shots := *screenshots
	if shots == "" {
		shots = t.TempDir()
	}
	b.screenshot(shots, "flops-report.png", 1280)
	b.do("a phone", chromedp.EmulateViewport(390, 900))
	checkFits(t, b, 390, "the report on a phone")
	if px := eval[float64](b, `Math.min(...[...document.querySelectorAll("figure svg text")].map(`+svgFontPx+`))`); px < 10 {
		t.Errorf("on a phone the charts' smallest text is %.1f px, want 10 px or more", px)
	}
	b.screenshot(shots, "flops-report-phone.png", 390)
}
