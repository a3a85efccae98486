package server

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserLive paints a range on the grid, heads-up before the flop,
// and checks that the page shows its exact equity without Run, the same
// figures and method as the command line's (the server's preflop table),
// each painted cell a new answer; then that a board turns live equity
// off: a change after it calculates nothing until Run.
func TestBrowserLive(t *testing.T) {
	path := needFullBrowser(t)
	s := startPage(t)
	b := pageTab(t, path, 1280)
	seat := func(n int) string { return fmt.Sprintf(`#seats li[data-seat="%d"]`, n) }
	cell := func(n int, hand string) chromedp.CSS {
		return chromedp.CSS(fmt.Sprintf(`%s .range-grid .cell[data-hand="%s"]`, seat(n), hand))
	}
	lives := func() int {
		n, _ := strconv.Atoi(eval[string](b, `document.body.dataset.live || "0"`))
		return n
	}

	b.do("open the page", chromedp.Navigate(s.url))
	b.wait("the page", `document.body.dataset.ready === "true"`)
	if got := eval[bool](b, `document.getElementById("results").hidden`); !got {
		t.Errorf("the page shows a result before any change")
	}
	b.do("player 2 paints a range",
		chromedp.Click(chromedp.CSS(seat(2)+` .mode input[value="range"]`)),
		chromedp.Click(chromedp.CSS(seat(2)+` .clear-range`)),
		chromedp.Click(cell(2, "QQ")),
		chromedp.Click(cell(2, "AKs")),
	)
	b.wait("the painted range", `document.getElementById("seat-2").value === "QQ, AKs"`)
	b.wait("the live result", `document.getElementById("results").dataset.live === "AhKh vs QQ, AKs"`)
	for _, r := range []string{"QQ, AKs"} {
		out, err := commandLine(t, "AhKh", "vs", r)
		var want equityReport
		if err != nil || json.Unmarshal(out, &want) != nil {
			t.Fatalf("pokersim equity AhKh vs %s: %v %s", r, err, out)
		}
		var method struct{ Method string }
		if json.Unmarshal(out, &method); method.Method != "preflop table" {
			t.Fatalf("pokersim equity AhKh vs %s answers by %q, want the preflop table", r, method.Method)
		}
		checkShown(t, b, want)
	}
	if got := eval[string](b, `document.getElementById("status").textContent`); got != "Live: exact, from the preflop table." {
		t.Errorf("status = %q, want it to say the table answered live", got)
	}
	if got := eval[string](b, `document.getElementById("result-meta").textContent`); !strings.Contains(got, "preflop table") {
		t.Errorf("the result's line %q does not name the method", got)
	}
	if got := eval[string](b, `location.search`); got == "" {
		t.Errorf("the URL does not follow the painted range")
	}

	// A third cell: a new answer for the new range.
	n := lives()
	b.do("paint JJ", chromedp.Click(cell(2, "JJ")))
	b.wait("the next live result", fmt.Sprintf(`Number(document.body.dataset.live || 0) > %d &&
		document.getElementById("results").dataset.live === "AhKh vs QQ, JJ, AKs"`, n))
	out, err := commandLine(t, "AhKh", "vs", "QQ, JJ, AKs")
	var want equityReport
	if err != nil || json.Unmarshal(out, &want) != nil {
		t.Fatalf("pokersim equity: %v %s", err, out)
	}
	checkShown(t, b, want)
	b.viewportShot("live.png")

	// Hand categories are not in the table: the server would enumerate,
	// so nothing live until they are off again.
	n = lives()
	eval[bool](b, `document.getElementById("categories").click(), document.getElementById("categories").checked`)
	b.do("paint TT", chromedp.Click(cell(2, "TT")))
	b.wait("the range with TT", `document.getElementById("seat-2").value === "QQ, JJ, TT, AKs"`)
	// The debounce is 150 ms: a live answer would come within a second.
	b.do("wait", chromedp.Sleep(1500*time.Millisecond))
	if got := lives(); got != n {
		t.Errorf("with hand categories, painting a cell made %d live calculations", got-n)
	}
	eval[bool](b, `document.getElementById("categories").click(), document.getElementById("categories").checked`)
	b.wait("the live result without categories", `document.getElementById("results").dataset.live === "AhKh vs QQ, JJ, TT, AKs"`)

	// A weight written other than with @ (here 50%, as Pio writes it) is
	// not read by the page: nothing live, the server might enumerate.
	typeRange := func(r string) {
		eval[bool](b, fmt.Sprintf(`(() => { const i = document.getElementById("seat-2"); i.value = %q;
			i.dispatchEvent(new Event("input", { bubbles: true })); return true })()`, r))
	}
	n = lives()
	typeRange("QQ:0.5, JJ, TT, AKs")
	b.do("wait", chromedp.Sleep(1500*time.Millisecond))
	if got := lives(); got != n {
		t.Errorf("with a weight written AA:0.5, typing made %d live calculations", got-n)
	}
	typeRange("QQ, JJ, TT, AKs")
	b.wait("the live result again", fmt.Sprintf(`Number(document.body.dataset.live || 0) > %d`, n))

	// With a board the server enumerates or samples: nothing live.
	b.do("a board", chromedp.SendKeys(chromedp.CSS(`#board`), "Ts9h2c"))
	b.wait("the board", `document.getElementById("board").value === "Ts9h2c"`)
	n = lives()
	b.do("unpaint TT", chromedp.Click(cell(2, "TT")))
	b.wait("the range without TT", `document.getElementById("seat-2").value === "QQ, JJ, AKs"`)
	b.do("wait", chromedp.Sleep(1500*time.Millisecond))
	if got := lives(); got != n {
		t.Errorf("with a board, painting a cell made %d live calculations", got-n)
	}
	if got := eval[string](b, `document.getElementById("results").dataset.live`); got != "AhKh vs QQ, JJ, TT, AKs" {
		t.Errorf("with a board, the result shown changed to %q before Run", got)
	}
}
