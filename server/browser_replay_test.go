package server

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/pokersim/pokersim/history"
	"github.com/pokersim/pokersim/internal/handsbench"
)

// TestBrowserReplay uploads several hand histories at once (over 1 MB in
// all: PokerStars and GGPoker files built by internal/handsbench in the
// test's folder, and gg.txt) through the hands page, at 1280 and 390 px:
// the report gives each unit its own totals, equal to history's per unit,
// and a graph per unit; the rows show the cards; the replayer, opened from
// a hand's link, steps by keyboard through the actions and the streets of
// a run-it-twice all-in, its URL saying the step, the opponent's cards and
// the equities hidden until the end unless shown, both boards at the end;
// nothing is wider than the window. With -screenshots DIR it keeps the
// screens as DIR/replay-*.png. A slow test: set POKERSIM_FULL=1.
func TestBrowserReplay(t *testing.T) {
	if os.Getenv("POKERSIM_FULL") != "1" {
		t.Skip("slow: set POKERSIM_FULL=1 to run (.ci/run does)")
	}
	path := needChromium(t)
	dir := t.TempDir()
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("..", name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var stars, gg bytes.Buffer
	if err := handsbench.Build(&stars, read(handsbench.Fixture), 1200, 10); err != nil {
		t.Fatal(err)
	}
	if err := handsbench.BuildGG(&gg, read(handsbench.GGFixture), 1200, 10); err != nil {
		t.Fatal(err)
	}
	files := []string{filepath.Join(dir, "stars.txt"), filepath.Join(dir, "ggpoker.txt"), filepath.Join(dir, "gg.txt")}
	total := 0
	for k, data := range [][]byte{stars.Bytes(), gg.Bytes(), read(handsbench.GGFixture)} {
		if err := os.WriteFile(files[k], data, 0o644); err != nil {
			t.Fatal(err)
		}
		total += len(data)
	}
	if total <= 1<<20 {
		t.Fatalf("the upload is %d bytes, want over 1 MB", total)
	}
	// The totals per unit, as history counts them reading the files in turn.
	s := history.NewSession("Hero")
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		err = s.Import(context.Background(), filepath.Base(f), fh, false, 1, func(*history.Result) error { return nil })
		fh.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(s.Units) < 2 {
		t.Fatalf("units %d, want several", len(s.Units))
	}
	srv := startPage(t)
	b := &tab{t: t, ctx: browser(t, path)}
	report := `document.getElementById("hands-report").contentDocument`
	for _, width := range []int64{1280, 390} {
		w := strconv.Itoa(int(width))
		b.do("a "+w+" px window", chromedp.EmulateViewport(width, 900))
		b.do("open the page", chromedp.Navigate(srv.url+"hands.html"))
		b.do("upload the files", chromedp.SendKeys(chromedp.CSS(`input[name=player]`), "Hero"),
			chromedp.SetUploadFiles(chromedp.CSS(`#hands-files`), files))
		eval[bool](b, `document.getElementById("hands-files").dispatchEvent(new Event("change"))`)
		if got := eval[string](b, `document.getElementById("hands-chosen").textContent + " " + document.getElementById("hands-files").files.length`); !strings.HasPrefix(got, "3 files") {
			t.Errorf("at %s px the page says %q of the files chosen, want 3 files", w, got)
		}
		b.do("send them", chromedp.Click(chromedp.CSS(`button[type=submit]`)))
		b.wait("the report or an error", `!document.getElementById("hands-report").hidden && `+report+`.readyState === "complete" || !document.getElementById("hands-error").hidden`)
		if msg := eval[string](b, `document.getElementById("hands-error").textContent`); msg != "" {
			t.Fatalf("at %s px the upload gives %q", w, msg)
		}
		for k, u := range s.Units {
			want := s.Units[k].Total("Hero")
			if want == nil {
				continue
			}
			got := eval[[]string](b, fmt.Sprintf(`(() => { const h = [...%s.querySelectorAll("h3")].find(h => h.textContent.startsWith("in %s:")); return h ? [...h.nextElementSibling.querySelector("tbody tr").cells].map(c => c.textContent) : []; })()`, report, u.Name))
			if len(got) < 4 || got[0] != "Hero" || got[1] != strconv.Itoa(want.Hands) || got[3] != strconv.FormatFloat(want.Net, 'f', 2, 64) {
				t.Errorf("at %s px the summary in %s is %q, want Hero's %d hands, net %.2f", w, u.Name, got, want.Hands, want.Net)
			}
		}
		graphs := eval[[]string](b, `[...`+report+`.querySelectorAll("h2")].map(h => h.textContent).filter(t => t.includes("money won and all-in EV in"))`)
		if len(graphs) < 2 {
			t.Errorf("at %s px the graphs are %q, want one per unit", w, graphs)
		}
		cards := eval[string](b, `[...`+report+`.querySelectorAll("a.replay")].filter(a => a.dataset.hand === "HD1004").map(a => a.closest("tr").cells[4].textContent).join("|")`)
		if !strings.Contains(cards, "KdKc vs AsKh") {
			t.Errorf("at %s px the cards of hand HD1004 are %q, want KdKc vs AsKh", w, cards)
		}
		if eval[bool](b, `document.documentElement.scrollWidth > window.innerWidth || `+report+`.documentElement.scrollWidth > `+report+`.documentElement.clientWidth`) {
			t.Errorf("at %s px the report is wider than the window", w)
		}
		b.viewportShot("replay-report-" + w + ".png")
		eval[bool](b, `(window.scrollTo(0, 0), true)`)
		b.viewportShot("replay-form-" + w + ".png")
		eval[bool](b, `(`+report+`.querySelector("a.replay[data-hand=HD1004][data-file='gg.txt']").click(), true)`) // open the replayer
		b.wait("the replayer", `!document.getElementById("replay").hidden && document.querySelectorAll("#replay-table tbody tr").length === 3`)
		if got := eval[int](b, `document.querySelectorAll("#replay .card.hidden").length`); got != 2 {
			t.Errorf("at %s px %d cards hidden at the start, want Villain's 2", w, got)
		}
		steps := []string{"Hero posts 1.00", "Fish posts 2.00", "Villain raises to 6.00", "Hero raises to 150.00 all-in", "Fish folds", "Villain calls 144.00",
			"flop dealt on each run", "turn dealt", "river dealt", "End"}
		for k, want := range steps {
			b.do("the next step", chromedp.KeyEvent(kb.ArrowRight))
			b.wait("step "+strconv.Itoa(k+1), fmt.Sprintf(`location.hash.endsWith("step=%d")`, k+1))
			if got := eval[string](b, `document.getElementById("replay-action").textContent`); !strings.Contains(got, want) {
				t.Errorf("at %s px step %d says %q, want %q", w, k+1, got, want)
			}
			if k == 3 {
				b.viewportShot("replay-step-" + w + ".png")
			}
		}
		if got := eval[string](b, `document.querySelector("#replay-action").textContent`); !strings.Contains(got, "pot 302.00") {
			t.Errorf("at %s px the end says %q, want pot 302.00", w, got)
		}
		if got := eval[int](b, `document.querySelectorAll("#replay .card.hidden").length + 10 * document.querySelectorAll("#replay-board .run").length`); got != 20 {
			t.Errorf("at %s px the end shows %d hidden cards and %d boards, want none and 2", w, got%10, got/10)
		}
		if got := eval[string](b, `[...document.querySelectorAll("#replay-table tbody tr")][1].cells[3].textContent`); got != "149.00" {
			t.Errorf("at %s px Hero's stack at the end is %q, want 149.00 (all in for 150, half of each run's pot of 302 less 4 of rake)", w, got)
		}
		eq := eval[string](b, `[...document.querySelectorAll("#replay-table tbody tr")][1].cells[4].textContent`)
		if eq != "100.00% / 0.00%" {
			t.Errorf("at %s px Hero's equity on the river of each run is %q, want 100.00%% / 0.00%%", w, eq)
		}
		if eval[bool](b, `document.documentElement.scrollWidth > window.innerWidth`) {
			t.Errorf("at %s px the replayer is wider than the window: %s", w, eval[string](b, `[...document.querySelectorAll("#replay *")].filter(e => e.getBoundingClientRect().right > window.innerWidth).map(e => e.tagName + "#" + e.id + "." + e.className).slice(0, 5).join(" ")`))
		}
		b.viewportShot("replay-end-" + w + ".png")
		b.do("back to the start", chromedp.KeyEvent(kb.Home))
		b.wait("step 0", `location.hash.endsWith("step=0")`)
		b.do("show the cards", chromedp.Click(chromedp.CSS(`#replay-show`)))
		if got := eval[string](b, `[...document.querySelectorAll("#replay-table tbody tr")][1].cells[4].textContent`); got != "70.01%" {
			t.Errorf("at %s px Hero's preflop equity with the cards shown is %q, want 70.01%%", w, got)
		}
		b.do("go to the flop", chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight),
			chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight))
		b.wait("step 7", `location.hash.endsWith("step=7")`)
		if got := eval[string](b, `[...document.querySelectorAll("#replay-table tbody tr")][1].cells[4].textContent`); got != "85.66% / 4.74%" {
			t.Errorf("at %s px Hero's flop equity on each run is %q, want 85.66%% / 4.74%% (pokersim hands --replay)", w, got)
		}
		b.viewportShot("replay-shown-" + w + ".png")
	}
}
