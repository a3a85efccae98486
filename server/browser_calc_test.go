package server

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/pokersim/pokersim/request"
)

// firstScreen is what the test reads of the calculator's first screen:
// the page's scroll, the window's height, and the boxes of the parts a
// player must see without scrolling, in the order the page stacks them.
type firstScreen struct {
	ScrollY float64
	Height  float64
	Boxes   []struct {
		Name                     string
		Top, Bottom, Left, Right float64
	}
}

// readFirstScreen lists the boxes of the seats, the board, the dead
// cards, the analyses' choice, the options, Run and the results' first
// row.
const readFirstScreen = `(() => {
	const box = (name, el) => { const r = el.getBoundingClientRect(); return { Name: name, Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right }; };
	const boxes = [...document.querySelectorAll("#seats li.seat")].map((s, i) => box("player " + (i + 1), s));
	boxes.push(box("board", document.getElementById("board-field")), box("dead cards", document.getElementById("dead-field")),
		box("after the flop", document.getElementById("analyses-choice")), box("options", document.getElementById("options")),
		box("run", document.getElementById("run")), box("first result", document.querySelector("#result-table tbody tr")));
	return { ScrollY: window.scrollY, Height: window.innerHeight, Boxes: boxes };
})()`

// TestBrowserFirstScreen opens the calculator on a hand against a range,
// with a board and dead cards, at a desktop's 1280x800 and a phone's
// 390x844, and checks that everything from the first seat to Run and the
// first row of the results is on the first screen, none over another,
// and nothing wider than the screen. At 1280 it does the same with three
// players, and checks that a mistyped hand keeps its seat a hand's and
// shows its error beside it, and that the Top slider follows a typed
// range.
func TestBrowserFirstScreen(t *testing.T) {
	path := needFullBrowser(t)
	s := startPage(t)
	spots := []struct {
		name          string
		width, height int64
		players       []string
	}{
		{"1280", 1280, 800, []string{"AhKh", "QQ+, AKs"}},
		{"1280-three", 1280, 800, []string{"AhKh", "QQ+, AKs", "JcTc"}},
		{"390", 390, 844, []string{"AhKh", "QQ+, AKs"}},
	}
	for _, sp := range spots {
		t.Run(sp.name, func(t *testing.T) {
			b := &tab{t: t, ctx: browser(t, path)}
			b.do("the screen", chromedp.EmulateViewport(sp.width, sp.height))
			// pageURL writes no dead cards: they follow.
			r := request.Request{Players: sp.players, Board: "Ts9h2c"}
			b.do("open the spot", chromedp.Navigate(pageURL(s.url, r)+"&dead=2d"))
			b.waitResult("the result")
			got := eval[firstScreen](b, readFirstScreen)
			if got.ScrollY != 0 {
				t.Errorf("the page opened scrolled by %v px", got.ScrollY)
			}
			for i, x := range got.Boxes {
				if x.Top < 0 || x.Bottom > got.Height || x.Left < 0 || x.Right > float64(sp.width) {
					t.Errorf("%s is at %v..%v px down, %v..%v across: not within the first screen of %dx%v", x.Name, x.Top, x.Bottom, x.Left, x.Right, sp.width, got.Height)
				}
				for _, y := range got.Boxes[:i] {
					if x.Left < y.Right-0.5 && y.Left < x.Right-0.5 && x.Top < y.Bottom-0.5 && y.Top < x.Bottom-0.5 {
						t.Errorf("%s (%v..%v, %v..%v) overlaps %s (%v..%v, %v..%v)", x.Name, x.Top, x.Bottom, x.Left, x.Right, y.Name, y.Top, y.Bottom, y.Left, y.Right)
					}
				}
			}
			checkNoSideways(t, b, sp.width)
			b.viewportShot(fmt.Sprintf("first-screen-%s.png", sp.name))
		})
	}

	t.Run("seat", func(t *testing.T) {
		b := pageTab(t, path, 1280)
		b.do("open the page", chromedp.Navigate(s.url))
		b.wait("the page", `document.body.dataset.ready === "true"`)
		seat := `#seats li[data-seat="1"]`
		eval[bool](b, `document.getElementById("seat-1").value = ""; true`)
		b.do("a mistyped hand", chromedp.SendKeys(chromedp.CSS(`#seat-1`), "AhKx"), chromedp.Click(chromedp.CSS(`#run`)))
		b.wait("the error", `!document.querySelector('`+seat+` .seat-error').hidden`)
		shown := eval[[]any](b, `[document.querySelector('`+seat+` .seat-error').textContent, document.getElementById("error").hidden,
			document.querySelector('`+seat+`').classList.contains("range"), document.querySelector('`+seat+` .seat-error').getBoundingClientRect().bottom <= innerHeight]`)
		_, err := commandLine(t, "AhKx", "vs", "QQ+, AKs")
		if err == nil || shown[0] != err.Error() || shown[1] != true || shown[2] != false || shown[3] != true {
			t.Errorf("for AhKx the page shows %q beside the seat (the box under Run hidden, the seat a range's, on screen: %v), want the command line's %v", shown[0], shown[1:], err)
		}
		b.do("reload", chromedp.Reload())
		b.wait("the page again", `document.body.dataset.ready === "true"`)
		if eval[bool](b, `document.querySelector('`+seat+`').classList.contains("range")`) {
			t.Errorf("after a reload, the seat of AhKx holds a range")
		}
		// The Top slider follows a range typed in player 2's seat.
		eval[bool](b, `document.getElementById("seat-2").value = ""; true`)
		b.do("type a range", chromedp.SendKeys(chromedp.CSS(`#seat-2`), "QQ+, AKs"))
		b.wait("the slider", `document.querySelector('#seats li[data-seat="2"] .top-out').textContent === "1.7%"`)
	})
}

// viewportShot saves what the screen shows, without scrolling, as a PNG
// file in the screenshots' folder.
func (b *tab) viewportShot(name string) {
	b.t.Helper()
	var png []byte
	b.do("screenshot", chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		var err error
		png, err = chromedp.CaptureScreenshot()(ctx, t)
		return err
	}))
	path := filepath.Join(shotDir(b.t), name)
	if err := os.WriteFile(path, png, 0o644); err != nil {
		b.t.Fatal(err)
	}
	b.t.Logf("screenshot %s", path)
}
