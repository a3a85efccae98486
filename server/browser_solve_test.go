package server

import (
	"context"
	"math"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/pokersim/pokersim/solve"
)

// shownAction is an action's button as the solver's page shows it.
type shownAction struct {
	Action string
	Freq   float64
}

const readActions = `[...document.querySelectorAll("#actions button.action")].map(b => ({Action: b.dataset.action, Freq: Number(b.dataset.freq)}))`

// TestBrowserSolve drives the solver's page at a desktop's and a phone's
// width on the clairvoyance game (the form's default spot): the root's
// frequencies are package solve's (Report.Summarize) for the same request,
// OOP bets every set, a click on "bet 100" walks to IP's decision, which
// calls half its range, a grid per action, and the path walks back to the
// root; a turn spot walks through its river card, and a reload solves
// it again from the URL. Nothing is wider than the screen. Screenshots go to -screenshots
// DIR (solve.png, solve-phone.png) or a temporary directory. A slow test:
// set POKERSIM_FULL=1.
func TestBrowserSolve(t *testing.T) {
	path := needFullBrowser(t)
	s := startPage(t)
	dir := shotDir(t)
	req := solve.Request{Board: "Kh Td 6c 3s 2h", OOP: "KK,QJ", IP: "T9", Pot: 100, Stack: 100, Bets: "oop:river:100%", Accuracy: 0.3}
	rep, err := solve.Run(context.Background(), req, 2)
	if err != nil {
		t.Fatal(err)
	}
	want := rep.Summarize(rep.Root)
	for _, width := range widths {
		t.Run(strconv.FormatInt(width, 10), func(t *testing.T) {
			b := pageTab(t, path, width)
			b.do("open the page", chromedp.Navigate(s.url+"solve.html"))
			b.wait("the page", `document.body.dataset.ready === "true"`)
			b.do("solve", chromedp.Click(chromedp.CSS(`#run`)))
			b.wait("the root", `document.body.dataset.busy === "false" && !document.getElementById("tree").hidden && document.body.dataset.node === ""`)
			root := eval[[]shownAction](b, readActions)
			if len(root) != len(want.Actions) {
				t.Fatalf("the root shows %+v, want %d actions", root, len(want.Actions))
			}
			for i, a := range want.Actions {
				if root[i].Action != a.Action || math.Abs(root[i].Freq-a.Frequency) > 1e-4 {
					t.Errorf("the root's action %d is %+v, want %s %.6f", i, root[i], a.Action, a.Frequency)
				}
			}
			if f := eval[float64](b, `Number(document.querySelector('table.strategy[data-action="bet 100"] td[data-hand="KK"]').dataset.freq)`); f < 0.99 {
				t.Errorf("OOP bets KK %.3f of the time, want always", f)
			}
			if n := eval[int](b, `document.querySelectorAll("#grids table.strategy").length`); n != 2 {
				t.Errorf("%d grids at the root, want one per action, 2", n)
			}
			b.do("walk into bet 100", chromedp.Click(chromedp.CSS(`#actions button[data-action="bet 100"]`)))
			b.wait("IP's decision", `document.body.dataset.node === "bet 100"`)
			var call float64 = -1
			for _, a := range eval[[]shownAction](b, readActions) {
				if a.Action == "call" {
					call = a.Freq
				}
			}
			if math.Abs(call-0.5) > 0.02 {
				t.Errorf("IP calls %.3f of its range facing the bet, want 0.5", call)
			}
			if c := eval[string](b, `[...document.querySelectorAll("#crumbs li")].map(li => li.textContent).join(" > ")`); c != "root > bet 100" {
				t.Errorf("the path reads %q, want root > bet 100", c)
			}
			checkFits(t, b, width, "the solver's page")
			b.screenshot(dir, map[int64]string{1280: "solve.png", 390: "solve-phone.png"}[width], width)
			b.do("walk into call", chromedp.Click(chromedp.CSS(`#actions button[data-action="call"]`)))
			b.wait("the showdown", `document.body.dataset.node === "bet 100/call" && document.getElementById("node-head").textContent.includes("showdown")`)
			b.do("back", chromedp.Click(chromedp.CSS(`#back`)))
			b.wait("IP's decision again", `document.body.dataset.node === "bet 100"`)
			b.do("the root from the path", chromedp.Click(chromedp.CSS(`#crumbs li:first-child button`)))
			b.wait("the root again", `document.body.dataset.node === "" && document.querySelectorAll("#actions button.action").length === 2`)
			if width == widths[0] {
				walkTurn(t, b)
				b.do("reload", chromedp.Reload())
				b.wait("the turn spot again", `document.body.dataset.busy === "false" && !document.getElementById("tree").hidden && document.getElementById("board").value === "Ks Jh 7h 2c"`)
			}
			b.do("a bad bet", chromedp.SetValue(chromedp.CSS(`#bets`), "river:50"), chromedp.Click(chromedp.CSS(`#run`)))
			b.wait("the error", `document.body.dataset.busy === "false" && !document.getElementById("solve-error").hidden`)
			if eval[string](b, `document.getElementById("bets").getAttribute("aria-invalid")`) != "true" {
				t.Errorf("a bad bet does not mark the bets field: %s", eval[string](b, `document.getElementById("solve-error").textContent`))
			}
		})
	}
}

// walkTurn solves a small turn spot on the page and walks through the
// turn's checks to the river card, picked from the cards dealt, and to
// OOP's river decision, whose grids hold no combo with that card.
func walkTurn(t *testing.T, b *tab) {
	t.Helper()
	b.do("a turn spot", chromedp.SetValue(chromedp.CSS(`#board`), "Ks Jh 7h 2c"), chromedp.SetValue(chromedp.CSS(`#oop`), "AA,KK,QQ"),
		chromedp.SetValue(chromedp.CSS(`#ip`), "JJ,TT"), chromedp.SetValue(chromedp.CSS(`#bets`), "river:50%"), chromedp.Click(chromedp.CSS(`#run`)))
	b.wait("the turn's root", `document.body.dataset.busy === "false" && document.body.dataset.node === "" && document.querySelectorAll("#actions button.action").length === 1`)
	b.do("check", chromedp.Click(chromedp.CSS(`#actions button[data-action="check"]`)))
	b.wait("IP's turn", `document.body.dataset.node === "check"`)
	b.do("check behind", chromedp.Click(chromedp.CSS(`#actions button[data-action="check"]`)))
	b.wait("the river cards", `document.body.dataset.node === "check/check" && document.querySelectorAll("#actions button.card-choice").length > 0`)
	card := eval[string](b, `document.querySelector("#actions button.card-choice").dataset.action`)
	b.do("a river card", chromedp.Click(chromedp.CSS(`#actions button.card-choice`)))
	b.wait("OOP's river", `document.body.dataset.node === "check/check/`+card+`" && document.querySelectorAll("#actions button.action").length === 2`)
	if c := eval[string](b, `[...document.querySelectorAll("#crumbs li")].map(li => li.textContent).join(" > ")`); c != "root > check > check > "+card {
		t.Errorf("the path reads %q, want root > check > check > %s", c, card)
	}
	b.screenshot(shotDir(t), "solve-turn.png", 1280)
}
