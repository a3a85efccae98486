package server

import (
	"bytes"
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/pokersim/pokersim/pushfold"
	"github.com/pokersim/pokersim/report"
)

// cliGrids reads the 13x13 grids of a push-or-fold report as the command
// line prints them (pokersim pushfold --format text): each grid's title
// line, with its share of hands, and its 169 cells in grid order, "" for
// the command's "." (never).
func cliGrids(t *testing.T, rep report.Report) (text string, titles []string, grids [][]string) {
	t.Helper()
	var b bytes.Buffer
	if err := report.Write(&b, report.Text, rep); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		if !strings.HasSuffix(l, "(percent of the time):") {
			continue
		}
		titles = append(titles, l)
		var cells []string
		for _, row := range lines[i+2 : i+15] {
			for _, c := range strings.Fields(row)[1:] {
				cells = append(cells, strings.TrimPrefix(c, "."))
			}
		}
		grids = append(grids, cells)
	}
	return b.String(), titles, grids
}

// pageGrids reads the grids of a section of the tournament page: each
// grid's caption and its cells' figures, in grid order.
const pageGrids = `(sel => [...document.querySelectorAll(sel + " table.pf-grid")].map(t => ({
	Title: t.caption.textContent,
	Cells: [...t.querySelectorAll("td")].map(td => [...td.childNodes].slice(1).map(n => n.textContent).join("")),
})))`

type shownGrid struct {
	Title string
	Cells []string
}

// number is a figure as the page or the command writes it.
var number = regexp.MustCompile(`[+-]?\d+(?:\.\d+)?(?:e[+-]?\d+)?`)

// figures returns the numbers of text after prefix, read as float64s, so
// that "0.0000236" and "2.36e-05" are the same figure.
func figures(t *testing.T, text, prefix string) []float64 {
	t.Helper()
	i := strings.Index(text, prefix)
	if i < 0 {
		t.Fatalf("no %q in %q", prefix, text)
	}
	line, _, _ := strings.Cut(text[i+len(prefix):], "\n")
	var out []float64
	for _, m := range number.FindAllString(line, -1) {
		x, err := strconv.ParseFloat(m, 64)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, x)
	}
	return out
}

// TestBrowserTournamentICM solves push or fold under ICM on the
// tournament page, the blinds' game and the three-handed button game, and
// checks every figure the page shows against what the command line
// prints for the same game: each cell of each range, each range's share,
// the gains from deviating (written without exponents: "0", not
// "3.92e-21"), the expected prizes, and which cells chip EV plays
// otherwise. The heads-up game's exploitability is written as the
// command writes it too.
func TestBrowserTournamentICM(t *testing.T) {
	path := needFullBrowser(t)
	s := startPage(t)
	ctx := context.Background()
	b := pageTab(t, path, 1280)
	b.do("open the page", chromedp.Navigate(strings.TrimSuffix(s.url, "/")+"/tournament.html"))

	// The blinds' game, 8/12/10 bb paying 65/35.
	blinds, err := pushfold.SolveICM(ctx, pushfold.ICMGame{Stacks: []float64{8, 12, 10}, Payouts: []float64{65, 35}}, pushfold.Options{})
	if err != nil {
		t.Fatal(err)
	}
	chips, err := pushfold.Solve(ctx, pushfold.Game{Stack: 8}, pushfold.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b.do("solve the blinds' game", chromedp.Click(chromedp.CSS(`#icmpf-form button[type="submit"]`)))
	b.wait("the blinds' ranges", `document.body.dataset.icmpf === "blinds"`)
	text, titles, want := cliGrids(t, blinds.Report())
	checkGrids(t, eval[[]shownGrid](b, pageGrids+`("#icmpf")`), titles, want)
	summary := eval[string](b, `document.getElementById("icmpf-summary").innerText`)
	if got, want := figures(t, summary, "Exploitability "), figures(t, text, "exploitability "); !sameFigures(got, want) {
		t.Errorf("the page's exploitability and gains are %v, the command's %v", got, want)
	}
	if got, want := figures(t, summary, "expected prize: "), figures(t, text, "expected prize: "); !sameFigures(got, want) {
		t.Errorf("the page's expected prize is %v, the command's %v", got, want)
	}
	// The cells chip EV plays the other way by half the time or more.
	differ := eval[[]string](b, `[...document.querySelectorAll("#icmpf table.pf-grid")].map(t => [...t.querySelectorAll("td.differs")].map(td => td.dataset.hand).join(" "))`)
	cr, br := chips.Report(), blinds.Report()
	for g, pick := range []func(pushfold.HandReport) float64{
		func(h pushfold.HandReport) float64 { return h.Push }, func(h pushfold.HandReport) float64 { return h.Call },
	} {
		var hands []string
		for i, h := range br.Hands {
			if d := pick(h) - pick(cr.Hands[i]); d >= 0.5 || d <= -0.5 {
				hands = append(hands, h.Class)
			}
		}
		if len(differ) != 2 || differ[g] != strings.Join(hands, " ") {
			t.Errorf("grid %d marks %q as played otherwise in chips, want %q", g+1, differ, hands)
		}
	}
	noExponents(t, b, "#icmpf")
	b.screenshot(shotDir(t), "tournament-icm-blinds.png", 1280)

	// The button's game, 10/10/10 bb paying 50/30/20, on 65,536 deals.
	const deals = 1 << 16
	button, err := pushfold.SolveThreeWay(ctx, pushfold.ThreeWayGame{Stacks: []float64{10, 10, 10}, Payouts: []float64{50, 30, 20}, Deals: deals}, pushfold.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b.do("the button's game", chromedp.Click(chromedp.CSS(`input[name="icmpf-game"][value="button"]`)))
	eval[bool](b, `document.getElementById("icmpf-deals").value = "`+strconv.Itoa(deals)+`"; true`)
	b.do("solve it", chromedp.Click(chromedp.CSS(`#icmpf-form button[type="submit"]`)))
	b.wait("the button's ranges", `document.body.dataset.icmpf === "button"`)
	text, titles, want = cliGrids(t, button.Report())
	checkGrids(t, eval[[]shownGrid](b, pageGrids+`("#icmpf")`), titles, want)
	summary = eval[string](b, `document.getElementById("icmpf-summary").innerText`)
	if got, want := figures(t, summary, "Gain from deviating, in prize equity per hand over the sample: "), figures(t, text, "gain from deviating, in prize equity per hand over the sample: "); !sameFigures(got, want) {
		t.Errorf("the page's gains are %v, the command's %v", got, want)
	}
	if got, want := figures(t, summary, "In the blinds' game after a fold: "), figures(t, text, "in the blinds' game after a fold: "); !sameFigures(got, want) {
		t.Errorf("the page's gains in the blinds' game are %v, the command's %v", got, want)
	}
	if got, want := figures(t, summary, "Expected prizes: "), figures(t, text, "expected prizes: "); !sameFigures(got, want) {
		t.Errorf("the page's expected prizes are %v, the command's %v", got, want)
	}
	if sampling := eval[string](b, `document.getElementById("icmpf-sampling").textContent`); !strings.Contains(sampling, "65,536 random deals") || !strings.Contains(sampling, "seed 1") {
		t.Errorf("the page says of the sampling %q, want the deals and the second sample's seed", sampling)
	}
	noExponents(t, b, "#icmpf")
	b.screenshot(shotDir(t), "tournament-icm-button.png", 1280)

	// Heads-up, 10 bb: the exploitability as the command writes it.
	hu, err := pushfold.Solve(ctx, pushfold.Game{Stack: 10}, pushfold.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b.do("heads-up ranges", chromedp.Click(chromedp.CSS(`#pf-form button[type="submit"]`)))
	b.wait("the heads-up grids", `document.querySelectorAll("#pf-grids table").length === 2`)
	text, _, _ = cliGrids(t, hu.Report())
	method := eval[string](b, `document.getElementById("pf-method").textContent`)
	if got, want := figures(t, method, "exploitability ")[:1], figures(t, text, "exploitability ")[:1]; !sameFigures(got, want) {
		t.Errorf("the page's heads-up exploitability is %v (%q), the command's %v", got, method, want)
	}
	noExponents(t, b, "main")
	b.do("a phone", chromedp.EmulateViewport(390, 844))
	checkFits(t, b, 390, "the tournament page")
}

// checkGrids compares the page's grids with the command's, cell by cell,
// and each title's share of hands.
func checkGrids(t *testing.T, got []shownGrid, titles []string, want [][]string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("the page shows %d grids, the command %d", len(got), len(want))
	}
	for g := range want {
		share := regexp.MustCompile(`\d+\.\d%`)
		if a, b := share.FindString(got[g].Title), share.FindString(titles[g]); a != b || a == "" {
			t.Errorf("grid %d: the page's %q, the command's %q: shares differ", g+1, got[g].Title, titles[g])
		}
		for i := range want[g] {
			if got[g].Cells[i] != want[g][i] {
				t.Errorf("grid %d (%s), cell %d: the page shows %q, the command %q", g+1, titles[g], i, got[g].Cells[i], want[g][i])
			}
		}
	}
}

func sameFigures(a, b []float64) bool {
	if len(a) != len(b) || len(a) == 0 {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// noExponents checks that no figure of the part of the page sel names is
// written with an exponent.
func noExponents(t *testing.T, b *tab, sel string) {
	t.Helper()
	text := eval[string](b, `document.querySelector("`+sel+`").innerText`)
	if m := regexp.MustCompile(`\d[eE][+-]?\d`).FindString(text); m != "" {
		t.Errorf("%s writes a figure with an exponent: %q", sel, m)
	}
}
