package server

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"github.com/pokersim/pokersim/answer"
	"github.com/pokersim/pokersim/batch"
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/report/chart"
	"github.com/pokersim/pokersim/request"
)

// needFullBrowser returns the Chromium for a slow browser test, which runs
// only when POKERSIM_FULL=1 (as .ci/run sets it).
func needFullBrowser(t *testing.T) string {
	t.Helper()
	if os.Getenv("POKERSIM_FULL") != "1" {
		t.Skip("slow: set POKERSIM_FULL=1 to run (.ci/run does)")
	}
	return needChromium(t)
}

// shotDir is where a test's screenshots go: -screenshots, or the test's
// temporary directory.
func shotDir(t *testing.T) string {
	if *screenshots != "" {
		return *screenshots
	}
	return t.TempDir()
}

// widths are the screens every page test runs at: a desktop and a phone.
var widths = []int64{1280, 390}

// fullReport computes what "pokersim equity --format json" prints for a
// request, with the analyses it asks for, as the command line does.
func fullReport(t *testing.T, r request.Request) *answer.Equity {
	t.Helper()
	spec, err := r.Spec()
	if err != nil {
		t.Fatalf("request %+v: %v", r, err)
	}
	plan, err := spec.Plan()
	if err != nil {
		t.Fatal(err)
	}
	res, err := plan.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	e, err := answer.Full(context.Background(), spec, res)
	if err != nil {
		t.Fatal(err)
	}
	// Through JSON and back, as the page receives it.
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, e); err != nil {
		t.Fatal(err)
	}
	var out answer.Equity
	if err := json.Unmarshal(b.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	return &out
}

// pageURL writes the page's link to a request, as the page writes it
// (state.js): players as p, the analyses as 1.
func pageURL(base string, r request.Request) string {
	q := url.Values{}
	if r.Game != "" {
		q.Set("game", r.Game)
	}
	for _, p := range r.Players {
		q.Add("p", p)
	}
	if r.Board != "" {
		q.Set("board", r.Board)
	}
	for name, on := range map[string]bool{"outs": r.Outs, "by_card": r.ByCard, "streets": r.Streets, "distribution": r.Distribution, "categories": r.Categories} {
		if on {
			q.Set(name, "1")
		}
	}
	return base + "?" + q.Encode()
}

// pageTab opens a tab at a width.
func pageTab(t *testing.T, path string, width int64) *tab {
	b := &tab{t: t, ctx: browser(t, path)}
	b.do("the screen", chromedp.EmulateViewport(width, 900))
	return b
}

// waitResult waits for a final result and the end of the run.
func (b *tab) waitResult(what string) {
	b.t.Helper()
	b.wait(what, `document.body.dataset.ready === "true" && document.getElementById("results").dataset.final === "true" && document.body.dataset.running === "false"`)
}

// checkNoSideways checks that nothing on the page is wider than the
// screen and that no table scrolls sideways within its box.
func checkNoSideways(t *testing.T, b *tab, width int64) {
	t.Helper()
	if w := eval[int64](b, `document.documentElement.scrollWidth`); w > width {
		wide := eval[[]string](b, fmt.Sprintf(`[...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > %d && ![...e.children].some(c => c.getBoundingClientRect().right > %d)).slice(0, 8).map(e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + " " + Math.round(e.getBoundingClientRect().right) + "px")`, width+1, width+1))
		t.Errorf("at %dpx the page is %dpx wide: %s", width, w, strings.Join(wide, ", "))
	}
	scrolled := eval[[]string](b, `[...document.querySelectorAll("table, .table-wrap")].filter(e => e.offsetParent && e.scrollWidth > e.clientWidth + 1).map(e => (e.id || e.className) + " " + e.scrollWidth + ">" + e.clientWidth)`)
	if len(scrolled) > 0 {
		t.Errorf("at %dpx these scroll sideways: %q", width, scrolled)
	}
	// Every figure of the result table is shown: no cell is cut off.
	hidden := eval[[]string](b, `[...document.querySelectorAll("#result-table tbody td.equity, #result-table tbody td.hand")].filter(e => e.offsetParent === null || e.scrollWidth > e.clientWidth + 1).map(e => e.className + " " + e.textContent)`)
	if len(hidden) > 0 {
		t.Errorf("at %dpx these cells are hidden or cut: %q", width, hidden)
	}
}

// shownAnalyses is what the page shows of the analyses, read from its
// panels.
type shownAnalyses struct {
	State   map[string]string
	Refused map[string]string
	Outs    []struct {
		Player          int
		Count, TieCount float64
		Cards           []string
	}
	ByCard  map[string][]float64
	Streets map[string][]float64 // street -> by player
	Curves  map[string]int       // player -> points
	Buckets map[string][]string  // player -> the distribution table's figures
}

const readAnalyses = `(() => {
	const st = {}, ref = {};
	for (const p of document.querySelectorAll(".an-panel")) {
		const name = p.id.slice(3);
		st[name] = p.hidden ? "hidden" : p.dataset.state;
		const r = p.querySelector(".refused");
		if (r && !p.hidden) ref[name] = r.textContent;
	}
	const outs = [...document.querySelectorAll("#outs-table tbody tr:not([data-half])")].map(tr => ({
		Player: Number(tr.dataset.player), Count: Number(tr.dataset.count), TieCount: Number(tr.dataset.tieCount),
		Cards: [...tr.querySelectorAll(".card")].map(c => c.dataset.card)}));
	const byCard = Object.fromEntries([...document.querySelectorAll("#by-card-strip .strip-card")].map(c => [c.dataset.card, JSON.parse(c.dataset.equity)]));
	const streets = {};
	for (const c of document.querySelectorAll(".streets-chart circle")) {
		(streets[c.dataset.street] ||= [])[Number(c.dataset.player) - 1] = Number(c.dataset.equity);
	}
	const curves = Object.fromEntries([...document.querySelectorAll(".distribution-chart .curve")].map(c => [c.dataset.player, Number(c.dataset.points)]));
	const buckets = Object.fromEntries([...document.querySelectorAll(".distribution-table tbody tr")].map(tr => [tr.dataset.player, [...tr.querySelectorAll("td")].map(td => td.textContent)]));
	return {State: st, Refused: ref, Outs: outs, ByCard: byCard, Streets: streets, Curves: curves, Buckets: buckets};
})()`

// checkAnalyses checks the page's analyses against the command line's.
func checkAnalyses(t *testing.T, got shownAnalyses, want *answer.Equity) {
	t.Helper()
	for _, o := range want.Outs {
		if o.Behind == 0 {
			continue
		}
		i := slicesIndex(got.Outs, o.Player)
		if i < 0 {
			t.Errorf("outs: no row for player %d", o.Player)
			continue
		}
		g := got.Outs[i]
		var cards []string
		for _, c := range o.Cards {
			cards = append(cards, c.Card)
		}
		if g.Count != o.Count || g.TieCount != o.TieCount || strings.Join(g.Cards, "") != strings.Join(cards, "") {
			t.Errorf("outs of player %d shown %+v, want %v %v %v", o.Player, g, o.Count, o.TieCount, cards)
		}
	}
	if want.Next != nil {
		if len(got.ByCard) != len(want.Next.Cards) {
			t.Errorf("by card: %d cards shown, want %d", len(got.ByCard), len(want.Next.Cards))
		}
		for _, c := range want.Next.Cards {
			if fmt.Sprint(got.ByCard[c.Card]) != fmt.Sprint(c.Equity) {
				t.Errorf("by card %s shown %v, want %v", c.Card, got.ByCard[c.Card], c.Equity)
			}
		}
	}
	if len(got.Streets) != len(want.Streets) {
		t.Errorf("streets shown %v, want %d streets", got.Streets, len(want.Streets))
	}
	for _, s := range want.Streets {
		for p, pe := range s.Players {
			if g := got.Streets[s.Street]; len(g) <= p || g[p] != pe.Equity {
				t.Errorf("street %s shown %v, want player %d at %v", s.Street, g, p+1, pe.Equity)
			}
		}
	}
	if len(got.Curves) != len(want.Distributions) {
		t.Errorf("distribution curves %v, want %d", got.Curves, len(want.Distributions))
	}
	for _, d := range want.Distributions {
		p := strconv.Itoa(d.Player)
		if got.Curves[p] != len(d.Points) {
			t.Errorf("distribution of player %d: curve of %d points, want %d", d.Player, got.Curves[p], len(d.Points))
		}
		var fig []string
		for _, b := range append(append([]float64(nil), d.Buckets...), d.Above80) {
			fig = append(fig, strconv.FormatFloat(100*b, 'f', 1, 64)+"%")
		}
		if strings.Join(got.Buckets[p], " ") != strings.Join(fig, " ") {
			t.Errorf("distribution of player %d shown %q, want %q", d.Player, got.Buckets[p], fig)
		}
	}
}

func slicesIndex(outs []struct {
	Player          int
	Count, TieCount float64
	Cards           []string
}, player int) int {
	for i, o := range outs {
		if o.Player == player {
			return i
		}
	}
	return -1
}

// TestBrowserAnalyses opens the page on a flop spot with every analysis
// asked for, at a desktop's and a phone's width, and checks each panel
// against the command line: outs, the next card's strip, the streets
// chart and the distribution curves; then an Omaha spot, where the
// distribution is refused with the table's reason rather than an error.
func TestBrowserAnalyses(t *testing.T) {
	path := needFullBrowser(t)
	holdem := request.Request{Players: []string{"AhKh", "QQ+, AKs"}, Board: "Ts9h2c", Outs: true, ByCard: true, Streets: true, Distribution: true}
	wantHoldem := fullReport(t, holdem)
	omaha := request.Request{Game: "omaha", Players: []string{"AsAhKsKh", "8d9dTcJc"}, Board: "2s3d7h", Outs: true, ByCard: true, Streets: true}
	wantOmaha := fullReport(t, omaha)
	omaha.Distribution = true // asked for, and refused on the page
	hilo := request.Request{Game: "omaha8", Players: []string{"As2hKs3h", "8d9dTcJc"}, Board: "2s4d7h", Outs: true, ByCard: true, Streets: true}
	wantHilo := fullReport(t, hilo)
	holdem.Categories = true
	s := startPage(t)
	for _, width := range widths {
		t.Run(strconv.FormatInt(width, 10), func(t *testing.T) {
			b := pageTab(t, path, width)
			b.do("open a flop spot", chromedp.Navigate(pageURL(s.url, holdem)))
			b.waitResult("the result with analyses")
			got := eval[shownAnalyses](b, readAnalyses)
			for _, a := range []string{"outs", "by_card", "streets", "distribution"} {
				if got.State[a] != "shown" {
					t.Errorf("Hold'em: the %s panel is %q, want shown", a, got.State[a])
				}
			}
			checkAnalyses(t, got, wantHoldem)
			// A tap on a card of the strip writes every player's equity.
			b.do("tap As", chromedp.Click(chromedp.CSS(`#by-card-strip .strip-card[data-card="As"]`)))
			for _, c := range wantHoldem.Next.Cards {
				if c.Card != "As" {
					continue
				}
				want := fmt.Sprintf("As: player 1 %.2f%%, player 2 %.2f%%", 100*c.Equity[0], 100*c.Equity[1])
				if got := eval[string](b, `document.querySelector(".strip-detail").textContent`); got != want {
					t.Errorf("after a tap on As the strip says %q, want %q", got, want)
				}
			}
			b.do("show the range on the board", chromedp.Click(chromedp.CSS(`#rb-run`)))
			b.wait("the breakdown", `!document.getElementById("rb-result").hidden`)
			checkNoSideways(t, b, width)
			b.screenshot(shotDir(t), fmt.Sprintf("analyses-%d.png", width), width)

			b.do("open an Omaha spot", chromedp.Navigate(pageURL(s.url, omaha)))
			b.waitResult("the Omaha result")
			got = eval[shownAnalyses](b, readAnalyses)
			why := request.Refusal(game.Omaha, request.Distribution)
			if got.State["distribution"] != "refused" || got.Refused["distribution"] != why {
				t.Errorf("Omaha's distribution panel is %q saying %q, want refused saying %q", got.State["distribution"], got.Refused["distribution"], why)
			}
			if msg := eval[string](b, `document.getElementById("error").hidden ? "" : document.getElementById("error").textContent`); msg != "" {
				t.Errorf("Omaha with the distribution asked for shows the error %q", msg)
			}
			disabled := eval[[]any](b, `[document.getElementById("distribution").disabled, document.querySelector('[data-analysis="distribution"] .why').textContent]`)
			if disabled[0] != true || !strings.Contains(fmt.Sprint(disabled[1]), why) {
				t.Errorf("Omaha's distribution choice = %v, want disabled with %q", disabled, why)
			}
			checkAnalyses(t, got, wantOmaha)
			checkNoSideways(t, b, width)
			b.screenshot(shotDir(t), fmt.Sprintf("analyses-omaha-%d.png", width), width)

			// Omaha hi-lo: the hi-lo columns and the outs to each half.
			b.do("open an Omaha hi-lo spot", chromedp.Navigate(pageURL(s.url, hilo)))
			b.waitResult("the Omaha hi-lo result")
			checkAnalyses(t, eval[shownAnalyses](b, readAnalyses), wantHilo)
			lows := eval[int](b, `document.querySelectorAll('#outs-table tr[data-half="low"]').length`)
			wantLows := 0
			for _, o := range wantHilo.Outs {
				if o.Low != nil {
					wantLows++
				}
			}
			if lows != wantLows {
				t.Errorf("Omaha hi-lo: %d rows of outs to the low half, want %d", lows, wantLows)
			}
			checkNoSideways(t, b, width)
			b.screenshot(shotDir(t), fmt.Sprintf("analyses-hilo-%d.png", width), width)

			// The board's size decides: a river has no next card, so outs
			// and the next card's strip say what they need, not an error.
			river := holdem
			river.Board = "Ts9h2c4d3s"
			b.do("open a river spot", chromedp.Navigate(pageURL(s.url, river)))
			b.waitResult("the river result")
			got = eval[shownAnalyses](b, readAnalyses)
			for _, a := range []string{"outs", "by_card"} {
				if got.State[a] != "refused" || !strings.Contains(got.Refused[a], "needs a flop or a turn") {
					t.Errorf("on the river the %s panel is %q saying %q, want refused for want of a flop or a turn", a, got.State[a], got.Refused[a])
				}
			}
			if got.State["streets"] != "shown" || got.State["distribution"] != "shown" {
				t.Errorf("on the river streets and distribution are %q and %q, want shown", got.State["streets"], got.State["distribution"])
			}
		})
	}
}

// TestBrowserHistory runs two calculations and goes Back and Forward
// between them: each entry restores its inputs and its result without a
// run; then it copies the result as text, Markdown and CSV, and the link,
// and checks what was copied against the command line's figures.
func TestBrowserHistory(t *testing.T) {
	path := needFullBrowser(t)
	// A range with a comma in it, which CSV quotes.
	first := request.Request{Players: []string{"AhKh", "QQ, JJ"}, Board: "Ts9h2c"}
	second := request.Request{Players: []string{"AhKh", "QQ, JJ"}, Board: "Ts9h2c4d"}
	wantFirst, wantSecond := fullReport(t, first), fullReport(t, second)
	var runs atomic.Int64 // the calculations asked of the server
	srv := New(Config{Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/equity" {
			runs.Add(1)
		}
		srv.ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)
	s := &served{url: ts.URL + "/", srv: srv}
	for _, width := range widths {
		t.Run(strconv.FormatInt(width, 10), func(t *testing.T) {
			b := pageTab(t, path, width)
			b.do("open the first", chromedp.Navigate(pageURL(s.url, first)))
			b.waitResult("the first result")
			b.do("type the turn", chromedp.SendKeys(chromedp.CSS(`#board`), "4d"))
			b.do("run the second", chromedp.Click(chromedp.CSS(`#run`)))
			b.wait("the second result", `document.body.dataset.running === "false" && document.getElementById("result-meta").textContent.includes("Ts9h2c4d")`)
			shown := func() (string, string, float64) {
				v := eval[[]any](b, `[document.getElementById("board").value, location.search, Number(document.querySelector("#result-table tbody tr").dataset.equity), document.body.dataset.running]`)
				return v[0].(string), v[1].(string), v[2].(float64)
			}
			if board, _, eq := shown(); board != "Ts9h2c4d" || eq != wantSecond.Players[0].Equity {
				t.Fatalf("after the second run: board %q, equity %v; want Ts9h2c4d, %v", board, eq, wantSecond.Players[0].Equity)
			}
			secondLink := eval[string](b, `location.href`)
			before := runs.Load()

			b.do("Back", chromedp.NavigateBack())
			b.wait("the first inputs", `document.getElementById("board").value === "Ts9h2c"`)
			board, search, eq := shown()
			if board != "Ts9h2c" || eq != wantFirst.Players[0].Equity || !strings.Contains(search, "board=Ts9h2c&") && !strings.HasSuffix(search, "board=Ts9h2c") {
				t.Errorf("after Back: board %q, URL %q, equity %v; want Ts9h2c and %v", board, search, eq, wantFirst.Players[0].Equity)
			}
			b.screenshot(shotDir(t), fmt.Sprintf("back-%d.png", width), width)
			b.do("Forward", chromedp.NavigateForward())
			b.wait("the second inputs", `document.getElementById("board").value === "Ts9h2c4d"`)
			if board, _, eq := shown(); board != "Ts9h2c4d" || eq != wantSecond.Players[0].Equity || eval[string](b, `location.href`) != secondLink {
				t.Errorf("after Forward: board %q, equity %v; want Ts9h2c4d and %v", board, eq, wantSecond.Players[0].Equity)
			}
			if n := runs.Load(); n != before {
				t.Errorf("Back and Forward ran %d calculations, want none: the history keeps the results", n-before)
			}

			// Copying: what the page copied (data-copied) and what the
			// clipboard holds, read back through the Clipboard API with the
			// permission to read it.
			b.do("allow the clipboard", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				for _, name := range []string{"clipboard-read", "clipboard-write"} {
					if _, err := cdp.Call(ctx, tg, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
						Permission: &cdpbrowser.PermissionDescriptor{Name: name}, Setting: cdpbrowser.PermissionSettingGranted, Origin: strings.TrimSuffix(s.url, "/")}); err != nil {
						return err
					}
				}
				return nil
			}))
			want := copies(wantSecond)
			for _, f := range []string{"text", "markdown", "csv", "link"} {
				b.do("copy as "+f, chromedp.Click(chromedp.CSS(`button.copy[data-format="`+f+`"]`)))
				b.wait("the copy", `document.getElementById("copy-status").textContent !== "" && document.getElementById("copy-status").dataset.copied !== undefined`)
				got := eval[string](b, `document.getElementById("copy-status").dataset.copied`)
				w := want[f]
				switch f {
				case "link":
					w = secondLink
				case "text", "markdown":
					// The table, then the line below it on the page.
					w += "\n" + eval[string](b, `document.getElementById("result-meta").textContent`) + "\n"
				}
				if got != w {
					t.Errorf("copied as %s:\n%s\nwant:\n%s", f, got, w)
				}
				ctx, cancel := context.WithTimeout(b.ctx, browserGuard)
				clip, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
				cancel()
				if err != nil || clip != w {
					t.Errorf("the clipboard after copying as %s: %q (%v), want %q", f, clip, err, w)
				}
				eval[bool](b, `delete document.getElementById("copy-status").dataset.copied; document.getElementById("copy-status").textContent = ""; true`)
			}
			b.do("open the copied link", chromedp.Navigate(secondLink))
			b.waitResult("the result of the link")
			if board, _, eq := shown(); board != "Ts9h2c4d" || eq != wantSecond.Players[0].Equity {
				t.Errorf("the shared link shows board %q, equity %v", board, eq)
			}
		})
	}
}

// copies writes an exact result's table as the page copies it, from the
// command line's figures: text, Markdown and CSV.
func copies(e *answer.Equity) map[string]string {
	pct := func(x float64) string { return strconv.FormatFloat(100*x, 'f', 4, 64) + "%" }
	head := []string{"Player", "Hand", "Equity", "Win", "Tie"}
	rows := [][]string{head}
	for i, p := range e.Players {
		rows = append(rows, []string{strconv.Itoa(i + 1), p.Hand, pct(p.Equity), pct(p.Win), pct(p.Tie)})
	}
	var md, csvText strings.Builder
	cw := csv.NewWriter(&csvText)
	cw.UseCRLF = true
	if err := cw.WriteAll(rows); err != nil {
		panic(err) // writing to a strings.Builder does not fail
	}
	for i, r := range rows {
		md.WriteString("| " + strings.Join(r, " | ") + " |\n")
		if i == 0 {
			md.WriteString("| --- | --- | ---: | ---: | ---: |\n")
		}
	}
	width := make([]int, len(head))
	for _, r := range rows {
		for i, v := range r {
			width[i] = int(math.Max(float64(width[i]), float64(len(v))))
		}
	}
	var text strings.Builder
	for _, r := range rows {
		var cells []string
		for i, v := range r {
			if i < 2 {
				cells = append(cells, v+strings.Repeat(" ", width[i]-len(v)))
			} else {
				cells = append(cells, strings.Repeat(" ", width[i]-len(v))+v)
			}
		}
		text.WriteString(strings.TrimRight(strings.Join(cells, "  "), " ") + "\n")
	}
	return map[string]string{"text": text.String(), "markdown": md.String(), "csv": csvText.String()}
}

// TestBrowserBatchReport opens the HTML report of a batch with a hi-lo
// matchup in it (pokersim batch --format html) at 1280 and 390 px: it must
// fit the screen, the table wrapping or scrolling within its own box.
func TestBrowserBatchReport(t *testing.T) {
	path := needFullBrowser(t)
	text := "AsAhKsKh vs 8d9dTcJc --board 2s3d7h --game omaha\n" +
		"As2hKs3h vs 8d9dTcJc vs 2c3c4s5s --board 2s4d7h --game omaha8 --trials 2000\n" +
		"AA, KK, QQ, JJ, TT, AKs, AQs, AJs, KQs, AKo vs 22+, A2s+, K9s+, Q9s+, J9s+, T9s, 98s, 87s, 76s, A9o+, KTo+, QTo+, JTo --trials 2000\n"
	job, err := batch.New("spots.txt", []byte(text), batch.Config{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := job.Run(context.Background(), batch.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "report.html")
	var b bytes.Buffer
	if err := chart.Write(&b, report.HTML, out.Report); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, width := range widths {
		t.Run(strconv.FormatInt(width, 10), func(t *testing.T) {
			tb := pageTab(t, path, width)
			tb.do("open the report", chromedp.Navigate("file://"+file))
			tb.wait("the report", `document.readyState === "complete" && document.querySelectorAll("tbody").length === 3`)
			if w := eval[int64](tb, `document.documentElement.scrollWidth`); w > width {
				t.Errorf("at %dpx the batch report is %dpx wide", width, w)
			}
			if inner := eval[[]int64](tb, `(w => [w.scrollWidth, w.clientWidth])(document.querySelector(".table-wrap"))`); width >= 1280 && inner[0] > inner[1] {
				t.Errorf("at %dpx the report's table is %dpx wide in a box of %dpx", width, inner[0], inner[1])
			}
			if n := eval[int64](tb, `document.querySelectorAll("th.hilo, td.hilo").length`); n == 0 {
				t.Errorf("the report shows no hi-lo column")
			}
			if px := eval[float64](tb, `Math.min(...[...document.querySelectorAll("figure svg text")].map(`+svgFontPx+`))`); px < 10 {
				t.Errorf("at %dpx the charts' smallest text is %.1f px, want 10 px or more", width, px)
			}
			tb.screenshot(shotDir(t), fmt.Sprintf("batch-%d.png", width), width)
		})
	}
}

// svgFontPx is a JavaScript function of an SVG text element: the size of
// its font on the screen in CSS pixels, its computed size scaled as the
// SVG is (a chart drawn in points and stretched to its column).
const svgFontPx = `t => parseFloat(getComputedStyle(t).fontSize) * Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b)`

// TestBrowserRangeTools checks, at a desktop's and a phone's width, the
// four-colour deck (remembered over a reload), the cell editor (AhKh and
// AsKs only, at 50%, as Equilab's suit selection), and named ranges
// saved in the browser: saved, loaded after a reload, deleted.
func TestBrowserRangeTools(t *testing.T) {
	path := needFullBrowser(t)
	s := startPage(t)
	for _, width := range widths {
		t.Run(strconv.FormatInt(width, 10), func(t *testing.T) {
			b := pageTab(t, path, width)
			seat := `#seats li[data-seat="1"]`
			b.do("open the page", chromedp.Navigate(s.url))
			b.wait("the page", `document.body.dataset.ready === "true"`)

			// The four-colour deck: diamonds blue, clubs green, remembered.
			b.do("four colours", chromedp.Click(chromedp.CSS(`#four-colour`)))
			b.do("a board", chromedp.SendKeys(chromedp.CSS(`#board`), "Ad7c2h"))
			colours := func() []string {
				return eval[[]string](b, `["Ad", "7c", "2h"].map(c => getComputedStyle(document.querySelector('#board-cards .card[title="' + c + '"]')).color)`)
			}
			if got := colours(); got[0] != "rgb(26, 95, 208)" || got[1] != "rgb(30, 125, 50)" || got[2] != "rgb(192, 57, 43)" {
				t.Errorf("four-colour Ad, 7c, 2h drawn in %q", got)
			}
			b.do("reload", chromedp.Reload())
			b.wait("the page again", `document.body.dataset.ready === "true"`)
			b.do("the board again", chromedp.SendKeys(chromedp.CSS(`#board`), "Ad7c2h"))
			if !eval[bool](b, `document.getElementById("four-colour").checked && document.body.classList.contains("four-colour")`) || colours()[0] != "rgb(26, 95, 208)" {
				t.Errorf("after a reload the four-colour deck is off: %q", colours())
			}

			// The cell editor: AsKs and AhKh at 50%.
			b.do("player 1 holds a range",
				chromedp.Click(chromedp.CSS(seat+` .mode input[value="range"]`)),
				chromedp.Click(chromedp.CSS(seat+` .clear-range`)),
				chromedp.Focus(chromedp.CSS(seat+` .range-grid .cell[data-hand="AKs"]`)),
				chromedp.Click(chromedp.CSS(seat+` .edit-cell`)),
				chromedp.WaitVisible(chromedp.CSS(`#cell-editor`)),
				chromedp.Click(chromedp.CSS(`#cell-editor .none`)),
				chromedp.Click(chromedp.CSS(`#cell-editor .combo[data-combo="AhKh"]`)),
				chromedp.Click(chromedp.CSS(`#cell-editor .combo[data-combo="AsKs"]`)),
			)
			eval[bool](b, `document.querySelector("#cell-editor .cell-weight").value = "50"; true`)
			b.screenshot(shotDir(t), fmt.Sprintf("cell-editor-%d.png", width), width)
			b.do("apply", chromedp.Click(chromedp.CSS(`#cell-editor .apply`)), chromedp.WaitNotVisible(chromedp.CSS(`#cell-editor`)))
			b.wait("the range of two combos", `document.getElementById("seat-1").value !== "" && document.querySelector('`+seat+` .range-count').textContent.startsWith("2 combos")`)
			text := eval[string](b, `document.getElementById("seat-1").value`)
			rg, err := deck.ParseRange(text)
			if err != nil {
				t.Fatalf("the range %q: %v", text, err)
			}
			want := map[string]float64{"AhKh": 0.5, "AsKs": 0.5}
			for i := range deck.NumCombos {
				x := deck.ComboAt(i)
				if w := rg.Weight(x); w != want[x.String()] {
					t.Errorf("the range %q weighs %s at %v, want %v", text, x, w, want[x.String()])
				}
			}
			// Opened again on a right click, the editor shows the two.
			p := eval[[2]float64](b, `(r => [r.x + r.width/2, r.y + r.height/2])(document.querySelector('`+seat+` .range-grid .cell[data-hand="AKs"]').getBoundingClientRect())`)
			b.do("right-click AKs", chromedp.MouseClickXY(p[0], p[1], chromedp.Button("right")), chromedp.WaitVisible(chromedp.CSS(`#cell-editor`)))
			shown := eval[[]string](b, `[...document.querySelectorAll('#cell-editor .combo[aria-pressed="true"]')].map(b => b.dataset.combo).concat([document.querySelector("#cell-editor .cell-weight").value])`)
			if strings.Join(shown, " ") != "AsKs AhKh 50" {
				t.Errorf("the editor of AKs shows %q, want AsKs AhKh at 50", shown)
			}
			b.do("cancel", chromedp.Click(chromedp.CSS(`#cell-editor button[value="cancel"]`)), chromedp.WaitNotVisible(chromedp.CSS(`#cell-editor`)))
			if got := eval[string](b, `document.getElementById("seat-1").value`); got != text {
				t.Errorf("Cancel changed the range from %q to %q", text, got)
			}

			// The export box: the range in every tool's format, as the
			// range package writes it; pasted back, each reads as the same.
			b.do("open the export box", chromedp.Click(chromedp.CSS(seat+` details.export summary`)))
			for _, f := range deck.RangeFormats() {
				eval[bool](b, `(s => { s.value = "`+f.String()+`"; s.dispatchEvent(new Event("change")); return true })(document.querySelector('`+seat+` .export-format'))`)
				b.wait("the export as "+f.String(), `document.querySelector('`+seat+` .export-text').dataset.format === "`+f.String()+`"`)
				got := eval[string](b, `document.querySelector('`+seat+` .export-text').value`)
				if want := rg.Export(f); got != want {
					t.Errorf("exported as %s: %q, want %q", f, got, want)
				}
				back, err := deck.ParseRange(got)
				if err != nil {
					t.Errorf("the %s export %q does not read back: %v", f, got, err)
					continue
				}
				for i := range deck.NumCombos {
					if x := deck.ComboAt(i); back.Weight(x) != rg.Weight(x) {
						t.Errorf("the %s export %q reads back with %s at %v, want %v", f, got, x, back.Weight(x), rg.Weight(x))
					}
				}
			}
			if width == widths[0] {
				b.screenshot(shotDir(t), fmt.Sprintf("export-%d.png", width), width)
			}

			// Named ranges: saved, loaded after a reload, deleted.
			b.do("save it", chromedp.SendKeys(chromedp.CSS(seat+` .save-name`), "suited kings"), chromedp.Click(chromedp.CSS(seat+` .save-range`)))
			b.do("reload", chromedp.Reload())
			b.wait("the page again", `document.body.dataset.ready === "true"`)
			b.do("player 1 holds a range", chromedp.Click(chromedp.CSS(seat+` .mode input[value="range"]`)))
			eval[bool](b, `(s => { s.value = "suited kings"; s.dispatchEvent(new Event("change")); return true })(document.querySelector('`+seat+` .saved-list'))`)
			if got := eval[string](b, `document.getElementById("seat-1").value`); got != text {
				t.Errorf("the saved range loads as %q, want %q", got, text)
			}
			if got := eval[[]string](b, `[...document.querySelector('#seats li[data-seat="2"] .saved-list').options].map(o => o.value)`); !slices.Contains(got, "suited kings") {
				t.Errorf("player 2's saved ranges are %q, want suited kings among them", got)
			}
			b.do("delete it", chromedp.Click(chromedp.CSS(seat+` .delete-range`)))
			if got := eval[[]string](b, `[...document.querySelector('`+seat+` .saved-list').options].map(o => o.value)`); slices.Contains(got, "suited kings") {
				t.Errorf("after Delete the saved ranges are %q", got)
			}
			checkNoSideways(t, b, width)
			b.screenshot(shotDir(t), fmt.Sprintf("range-tools-%d.png", width), width)
		})
	}
}
