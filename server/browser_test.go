package server

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"github.com/pokersim/pokersim/answer"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/request"
)

// Run "go test ./server -run TestBrowser -screenshots DIR" to keep
// the browser test's screenshots in DIR (docs/serve.png is one of them).
var screenshots = flag.String("screenshots", "", "write the browser test's screenshots to this directory")

// chromium returns the path of a Chromium or Chrome, or "" if there is
// none: $CHROMIUM, or one of the usual names on the PATH.
func chromium() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// served is the server under a browser test: its URL, with a final slash.
type served struct {
	url string
	srv *Server
}

// startPage serves the page and the API in-process on a loopback port, as
// "pokersim serve" does with its defaults, until the end of the test.
func startPage(t *testing.T) *served { return startPageWith(t, nil) }

// startPageWith is startPage with the Config changed by set.
func startPageWith(t *testing.T, set func(*Config)) *served {
	t.Helper()
	// The browser tests check the page, not the server's limits (TestLimits,
	// TestBusy and TestFlopsBudget do): on a loaded machine, a computation
	// may wait in line longer than the default queue timeout, and the
	// push-or-fold chart, some 5 s of CPU, may take longer than the default
	// budget of wall time, so both are far beyond what a step may take. An
	// exact enumeration still runs only within sim.DefaultExactBudget.
	cfg := Config{CPUBudget: 1000 * time.Hour, QueueTimeout: browserGuard, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if set != nil {
		set(&cfg)
	}
	srv := New(cfg)
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &served{url: ts.URL + "/", srv: srv}
}

// commandLine computes what "pokersim equity --format json" prints for
// args, the way the command reads them: players split at "vs", and flags
// (--name VALUE, or --name alone for a switch) set through the request's
// table. A bad request returns the error the command prints.
func commandLine(t *testing.T, args ...string) ([]byte, error) {
	t.Helper()
	var r request.Request
	var players []string
	for i := 0; i < len(args); i++ {
		name, ok := strings.CutPrefix(args[i], "--")
		if !ok {
			players = append(players, args[i])
			continue
		}
		f := request.Lookup(name)
		if f == nil {
			t.Fatalf("commandLine: unknown flag --%s", name)
		}
		v := ""
		if !f.Switch() {
			i++
			v = args[i]
		}
		if err := r.Set(name, v); err != nil {
			return nil, err
		}
	}
	r.Players = request.SplitPlayers(players)
	spec, err := r.Spec()
	if err != nil {
		return nil, err
	}
	plan, err := spec.Plan()
	if err != nil {
		return nil, err
	}
	res, err := plan.Run(context.Background())
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := report.Write(&b, report.JSON, answer.EquityOf(spec, res)); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// needChromium returns the Chromium to run a browser test in, skipping the
// test under -short or where there is none.
func needChromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("a browser test of several seconds")
	}
	testfull.Full(t) // browser tests are slow tests
	path := chromium()
	if path == "" {
		t.Skip("no Chromium to run the page in: apt-get install -y chromium (or set CHROMIUM to a Chrome's path)")
	}
	return path
}

// browser starts a headless Chromium for the test, with the flags that
// keep it from reaching for the network (on a closed network, it would
// wait on those connections), and returns a context to drive a tab.
func browser(t *testing.T, path string) context.Context {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("metrics-recording-only", true),
		chromedp.Flag("password-store", "basic"),
		chromedp.Flag("hide-scrollbars", true),
		// A click lands where the element was when the click was sent:
		// with smooth scrolling, a page still scrolling moves it away.
		chromedp.Flag("disable-smooth-scrolling", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1200, 1000),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	// Start the browser on a context without a deadline (a deadline on the
	// first run would end the browser with it).
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	return ctx
}

// browserGuard bounds each step of a browser test: it only stops a test
// that hangs. A page's answer has taken over 15 s when the full test
// suite ran packages side by side on two cores at a load average of 18,
// so the bound is far above what any step takes on an idle machine.
const browserGuard = 3 * time.Minute

// tab runs the steps of a test in one tab, each within browserGuard, and
// fails the test at the first error.
type tab struct {
	t   *testing.T
	ctx context.Context
}

func (b *tab) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, browserGuard)
	defer cancel()
	for i, step := range steps {
		if err := chromedp.Do(ctx, step); err != nil {
			b.fail()
			b.t.Fatalf("%s, step %d: %v", what, i+1, err)
		}
	}
}

// fail saves a screenshot of the page, to see what went wrong.
func (b *tab) fail() {
	ctx, cancel := context.WithTimeout(b.ctx, browserGuard)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		return
	}
	path := filepath.Join(b.t.TempDir(), "failure.png")
	if *screenshots != "" {
		path = filepath.Join(*screenshots, "failure.png")
	}
	if os.WriteFile(path, png, 0o644) == nil {
		b.t.Logf("the page at the failure: %s", path)
	}
}

// eval returns the value of a JavaScript expression, decoded from JSON.
func eval[T any](b *tab, expr string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, browserGuard)
	defer cancel()
	for {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
		if err == nil {
			return v
		}
		if !navigating(err) || ctx.Err() != nil {
			b.t.Fatalf("%s: %v", expr, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// navigating reports whether err is the browser's answer to a script run
// while the page was being replaced (a navigation or a reload): the page's
// JavaScript context is gone, and running the script again, in the new
// page, is the right response.
func navigating(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "Cannot find context") || strings.Contains(msg, "Execution context was destroyed") ||
		strings.Contains(msg, "Inspected target navigated or closed")
}

// wait waits until a JavaScript expression is true, for up to
// browserGuard.
func (b *tab) wait(what, expr string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, browserGuard)
	defer cancel()
	var err error
	for {
		_, err = chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(browserGuard)))
		if err == nil || !navigating(err) || ctx.Err() != nil {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil {
		b.t.Fatalf("waiting for %s (%s): %v; page status %q, error %q", what, expr, err,
			eval[string](b, `document.getElementById("status").textContent`), eval[string](b, `document.getElementById("error").textContent`))
	}
}

// drag drags the mouse, its left button down, from the centre of one
// element to the centre of another in small steps, as a hand would.
func (b *tab) drag(from, to string) {
	b.t.Helper()
	centre := func(sel string) [2]float64 {
		return eval[[2]float64](b, `(r => [r.x + r.width/2, r.y + r.height/2])(document.querySelector('`+sel+`').getBoundingClientRect())`)
	}
	p, q := centre(from), centre(to)
	const steps = 8
	moves := []chromedp.Action[chromedp.Void]{chromedp.MouseEvent(chromedp.MousePressed, p[0], p[1], chromedp.ButtonLeft, buttons(1), chromedp.ClickCount(1))}
	for i := 1; i <= steps; i++ {
		x, y := p[0]+(q[0]-p[0])*float64(i)/steps, p[1]+(q[1]-p[1])*float64(i)/steps
		moves = append(moves, chromedp.MouseEvent(chromedp.MouseMoved, x, y, chromedp.ButtonLeft, buttons(1)))
	}
	moves = append(moves, chromedp.MouseEvent(chromedp.MouseReleased, q[0], q[1], chromedp.ButtonLeft, buttons(0), chromedp.ClickCount(1)))
	b.do("drag from "+from+" to "+to, moves...)
}

// buttons sets the buttons held down during a mouse event.
func buttons(mask int64) chromedp.MouseOption {
	return func(p *input.DispatchMouseEventParams) { p.Buttons = mask }
}

// screenshot saves the whole page, at the tab's width, as a PNG file.
func (b *tab) screenshot(dir, name string, width int64) {
	b.t.Helper()
	height := eval[int64](b, `document.documentElement.scrollHeight`)
	var png []byte
	b.do("screenshot", chromedp.EmulateViewport(width, height), chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		var err error
		png, err = chromedp.FullScreenshot(100)(ctx, t)
		return err
	}))
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, png, 0o644); err != nil {
		b.t.Fatal(err)
	}
	b.t.Logf("screenshot %s (%dx%d)", path, width, height)
}

// equityReport is what the test reads of "pokersim equity --format json".
type equityReport struct {
	Mode    string
	Samples int64
	Players []struct {
		Hand             string
		Equity, Win, Tie float64
	}
	ByClass []struct {
		Hand   string
		Equity float64
	} `json:"by_class"`
}

// shownRow is a player's line of the results as the page shows it: the
// figures it was given (data attributes) and the text it shows.
type shownRow struct {
	Equity, Win, Tie             float64
	EquityText, WinText, TieText string
}

const readRows = `[...document.querySelectorAll("#result-table tbody tr")].map(tr => ({
	Equity: Number(tr.dataset.equity), Win: Number(tr.dataset.win), Tie: Number(tr.dataset.tie),
	EquityText: tr.querySelector("td.equity div").textContent,
	WinText: tr.querySelector("td.win").textContent, TieText: tr.querySelector("td.tie").textContent}))`

// TestBrowser runs the page in a headless Chromium against a real
// "pokersim serve": it paints a range on the grid by mouse and keyboard,
// picks a hand and a board from the card picker, runs, and checks that
// the page shows the command line's figures, the heatmap by class, the
// state in the URL, and the command line's message for a bad hand.
func TestBrowser(t *testing.T) {
	path := needChromium(t)
	dir := *screenshots
	if dir == "" {
		dir = t.TempDir()
	}
	started := time.Now()
	// The command line's answers, from the request and report it uses.
	wantRun, err := commandLine(t, "--by-class", "AA, KK, AKs, AQs, AJs, ATs, A9s", "vs", "JhJd", "--board", "Ts9h2c")
	var want equityReport
	if err != nil || json.Unmarshal(wantRun, &want) != nil {
		t.Fatalf("pokersim equity: %v %s", err, wantRun)
	}
	_, badErr := commandLine(t, "AA, KK, AKs, AQs, AJs, ATs, A9s", "vs", "JhJx", "--board", "Ts9h2c")
	if badErr == nil {
		t.Fatal("pokersim equity with JhJx: no error")
	}
	wantMsg := badErr.Error()

	s := startPage(t)
	b := &tab{t: t, ctx: browser(t, path)}
	seat := func(n int) string { return fmt.Sprintf(`#seats li[data-seat="%d"]`, n) }
	cell := func(n int, hand string) chromedp.CSS {
		return chromedp.CSS(fmt.Sprintf(`%s .range-grid .cell[data-hand="%s"]`, seat(n), hand))
	}

	b.do("open the page", chromedp.Navigate(s.url))
	b.wait("the page", `document.body.dataset.ready === "true"`)

	// Player 1: a range, painted by dragging along the top row from AA to
	// A9s, and KK added from the keyboard.
	b.do("player 1 holds a range",
		chromedp.Click(chromedp.CSS(seat(1)+` .mode input[value="range"]`)),
		chromedp.Click(chromedp.CSS(seat(1)+` .clear-range`)),
	)
	b.drag(string(cell(1, "AA")), string(cell(1, "A9s")))
	b.wait("the painted range", `document.getElementById("seat-1").value === "AA, AKs, AQs, AJs, ATs, A9s"`)
	b.do("KK by keyboard",
		chromedp.Focus(cell(1, "AA")),
		chromedp.KeyEvent(kb.ArrowDown),  // AKo
		chromedp.KeyEvent(kb.ArrowRight), // KK
		chromedp.KeyEvent(" "),
	)
	b.wait("the range with KK", `document.getElementById("seat-1").value === "AA, KK, AKs, AQs, AJs, ATs, A9s"`)
	if got := eval[string](b, `document.querySelector('`+string(cell(1, "KK"))+`').getAttribute("aria-selected")`); got != "true" {
		t.Errorf("KK's cell aria-selected = %q, want true", got)
	}

	// Player 2: a hand from the card picker, and the board likewise.
	b.do("player 2 holds JhJd",
		chromedp.Click(chromedp.CSS(seat(2)+` .mode input[value="hand"]`)),
		chromedp.Click(chromedp.CSS(seat(2)+` .pick`)),
		chromedp.WaitVisible(chromedp.CSS(`#picker`)),
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="Jh"]`)),
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="Jd"]`)),
		chromedp.WaitNotVisible(chromedp.CSS(`#picker`)),
	)
	b.do("the board Ts9h2c",
		chromedp.Click(chromedp.CSS(`#board-pick`)),
		chromedp.WaitVisible(chromedp.CSS(`#picker`)),
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="Ts"]`)),
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="9h"]`)),
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="2c"]`)),
	)
	// Cards in use elsewhere are greyed out.
	if !eval[bool](b, `document.querySelector('#picker-cards button[data-card="Jh"]').disabled`) {
		t.Errorf("Jh, player 2's card, can be picked for the board")
	}
	b.do("close the picker", chromedp.Click(chromedp.CSS(`#picker button[value="done"]`)), chromedp.WaitNotVisible(chromedp.CSS(`#picker`)))
	if got := eval[[]string](b, `[document.getElementById("seat-2").value, document.getElementById("board").value]`); got[0] != "JhJd" || got[1] != "Ts9h2c" {
		t.Errorf("player 2 and board = %q, want JhJd and Ts9h2c", got)
	}

	b.do("run", chromedp.Click(chromedp.CSS(`#run`)))
	b.wait("the result", `document.getElementById("results").dataset.final === "true" && document.body.dataset.running === "false"`)
	checkShown(t, b, want)
	b.screenshot(dir, "serve.png", 1200)

	// The URL holds the state: opened again, the page shows the same
	// inputs and, run again on opening, the same figures.
	link := eval[string](b, `location.href`)
	if !strings.Contains(link, "board=Ts9h2c") || !strings.Contains(link, "p=JhJd") {
		t.Errorf("URL %s, want the board and the players in it", link)
	}
	b.do("open the link", chromedp.Navigate("about:blank"), chromedp.Navigate(link))
	b.wait("the result again", `document.body.dataset.ready === "true" && document.getElementById("results").dataset.final === "true" && document.body.dataset.running === "false"`)
	inputs := eval[[]string](b, `["seat-1", "seat-2", "board"].map(id => document.getElementById(id).value)`)
	if strings.Join(inputs, "|") != "AA, KK, AKs, AQs, AJs, ATs, A9s|JhJd|Ts9h2c" {
		t.Errorf("after opening the link, the inputs are %q", inputs)
	}
	checkShown(t, b, want)

	// A phone-sized screen.
	b.do("a phone", chromedp.EmulateViewport(390, 844))
	if w := eval[int64](b, `document.documentElement.scrollWidth`); w > 390 {
		wide := eval[[]string](b, `[...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > 391 && ![...e.children].some(c => c.getBoundingClientRect().right > 391)).slice(0, 8).map(e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className ? "." + String(e.className).replace(/ /g, ".") : "") + " " + Math.round(e.getBoundingClientRect().right) + "px")`)
		t.Errorf("on a 390px screen the page is %dpx wide; too wide: %s", w, strings.Join(wide, ", "))
	}
	b.screenshot(dir, "serve-phone.png", 390)
	b.do("a desktop", chromedp.EmulateViewport(1200, 1000))

	// A long Monte Carlo run shows partial results (which runs by class do
	// not have) and stops at Stop, which cancels the computation on the
	// server. It would run for an hour, so only Stop ends it, however slow
	// the machine.
	eval[bool](b, `document.getElementById("method").value = "mc"; document.getElementById("time").value = "1h"; document.getElementById("by-class").checked = false; true`)
	b.do("a long run", chromedp.Click(chromedp.CSS(`#run`)))
	b.wait("a partial result", `document.getElementById("results").dataset.final === "false" && document.body.dataset.running === "true"`)
	b.wait("progress", `document.getElementById("progress").value > 0 && !document.getElementById("progress").hidden`)
	b.do("stop", chromedp.Click(chromedp.CSS(`#stop`)))
	b.wait("the run to stop", `document.body.dataset.running === "false"`)
	if got := eval[[]string](b, `[document.getElementById("status").textContent, document.getElementById("result-meta").textContent]`); got[0] != "Stopped." || !strings.Contains(got[1], "stopped: partial result") {
		t.Errorf("after Stop the page says %q", got)
	}
	waitFor(t, s.srv, 0, 0)
	eval[bool](b, `document.getElementById("method").value = "auto"; document.getElementById("time").value = ""; document.getElementById("by-class").checked = true; true`)

	// A bad hand: the command line's message beside player 2's seat, and
	// player 2 marked.
	eval[bool](b, `document.getElementById("seat-2").value = ""; true`)
	b.do("a bad hand",
		chromedp.SendKeys(chromedp.CSS(`#seat-2`), "JhJx"),
		chromedp.Click(chromedp.CSS(`#run`)),
	)
	b.wait("the error", `!document.querySelector('`+seat(2)+` .seat-error').hidden`)
	msg := eval[string](b, `document.querySelector('`+seat(2)+` .seat-error').textContent`)
	marked := eval[bool](b, `document.querySelector('`+seat(2)+`').classList.contains("invalid") && document.activeElement.id === "seat-2"`)
	if msg != wantMsg || !marked {
		t.Errorf("for JhJx the page says %q (player 2 marked and focused: %v), want the command line's %q", msg, marked, wantMsg)
	}

	// Five-card showdown, from the server's table of games: no board and
	// no ranges.
	eval[bool](b, `(g => { g.value = "fivecard"; g.dispatchEvent(new Event("change")); return true })(document.getElementById("game"))`)
	if got := eval[[]bool](b, `[document.getElementById("board-field").hidden, getComputedStyle(document.querySelector('`+seat(1)+` .mode')).display === "none", !document.querySelector('`+seat(1)+`').classList.contains("range")]`); !got[0] || !got[1] || !got[2] {
		t.Errorf("five-card showdown: board hidden, range choice hidden, hands only = %v, want all true", got)
	}
	t.Logf("browser test took %v", time.Since(started).Round(time.Millisecond))
}

// checkShown checks the results on the page against the command line's
// report: each player's figures, given and shown, and the heatmap by class.
func checkShown(t *testing.T, b *tab, want equityReport) {
	t.Helper()
	rows := eval[[]shownRow](b, readRows)
	if len(rows) != len(want.Players) {
		t.Fatalf("the page shows %d players, want %d", len(rows), len(want.Players))
	}
	pct := func(x float64) string { return strconv.FormatFloat(100*x, 'f', 4, 64) + "%" }
	for i, p := range want.Players {
		r := rows[i]
		w := shownRow{p.Equity, p.Win, p.Tie, pct(p.Equity), pct(p.Win), pct(p.Tie)}
		if r != w {
			t.Errorf("player %d shown as %+v, want %+v", i+1, r, w)
		}
	}
	meta := eval[[]string](b, `[document.getElementById("result-meta").dataset.mode, document.getElementById("result-meta").dataset.samples]`)
	if meta[0] != want.Mode || meta[1] != strconv.FormatInt(want.Samples, 10) {
		t.Errorf("mode and samples shown %q, want %s and %d", meta, want.Mode, want.Samples)
	}
	heat := eval[map[string]float64](b, `Object.fromEntries([...document.querySelectorAll("#heatmap .cell.hot")].map(c => [c.dataset.hand, Number(c.dataset.equity)]))`)
	if len(heat) != len(want.ByClass) {
		t.Errorf("the heatmap has %d classes %v, want %d", len(heat), heat, len(want.ByClass))
	}
	for _, c := range want.ByClass {
		if heat[c.Hand] != c.Equity {
			t.Errorf("heatmap %s = %v, want %v", c.Hand, heat[c.Hand], c.Equity)
		}
	}
}

// hiloReport is what the test reads of a hi-lo game's
// "pokersim equity --format json".
type hiloReport struct {
	Players []struct {
		Hilo map[string]float64
	}
	NoLow float64 `json:"no_low"`
}

// TestBrowserGames runs the page's other games against the command line:
// Omaha with known hands and with a range typed in ProPokerTools' syntax
// (no grid), Omaha hi-lo with its hi-lo figures, and short deck with a
// range painted on a grid without the ranks below Six and a picker of
// its 36 cards. Each game survives the URL's round trip.
func TestBrowserGames(t *testing.T) {
	path := needChromium(t)
	cli := func(args ...string) (equityReport, string) {
		t.Helper()
		got, err := commandLine(t, args...)
		var r equityReport
		if err != nil || json.Unmarshal(got, &r) != nil {
			t.Fatalf("pokersim equity %q: %v %s", args, err, got)
		}
		return r, string(got)
	}
	omahaHands, _ := cli("AsAhKsKh", "vs", "8d9dTcJc", "--board", "2s3d7h", "--game", "omaha")
	omahaRange, _ := cli("AA**", "vs", "8d9dTcJc", "--board", "2s3d7h", "--game", "omaha")
	hilo, hiloJSON := cli("As2hKs3h", "vs", "8d9dTcJc", "--board", "2s4d7h", "--game", "omaha8")
	var hiloWant hiloReport
	if err := json.Unmarshal([]byte(hiloJSON), &hiloWant); err != nil {
		t.Fatal(err)
	}
	short, _ := cli("--by-class", "AA, AKs, AQs, AJs, ATs, A9s", "vs", "JhJd", "--board", "Ts9h6c", "--game", "shortdeck")
	stud8, _ := cli("AsAhAd2c", "vs", "KsQsJs4h", "--game", "stud8")

	s := startPage(t)
	b := &tab{t: t, ctx: browser(t, path)}
	seat := func(n int) string { return fmt.Sprintf(`#seats li[data-seat="%d"]`, n) }
	setGame := func(name string) {
		t.Helper()
		eval[bool](b, `(g => { g.value = "`+name+`"; g.dispatchEvent(new Event("change")); return true })(document.getElementById("game"))`)
	}
	typeIn := func(id, text string) {
		t.Helper()
		eval[bool](b, `(e => { e.value = ""; return true })(document.getElementById("`+id+`"))`)
		b.do("type "+text+" in "+id, chromedp.SendKeys(chromedp.CSS("#"+id), text))
	}
	runAndWait := func(what string) {
		t.Helper()
		b.do("run "+what, chromedp.Click(chromedp.CSS(`#run`)))
		b.wait(what, `document.getElementById("results").dataset.final === "true" && document.body.dataset.running === "false"`)
	}
	pick := func(opener string, cards ...string) {
		t.Helper()
		steps := []chromedp.Action[chromedp.Void]{chromedp.Click(chromedp.CSS(opener)), chromedp.WaitVisible(chromedp.CSS(`#picker`))}
		for _, c := range cards {
			steps = append(steps, chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="`+c+`"]`)))
		}
		b.do("pick "+strings.Join(cards, ""), append(steps, chromedp.WaitNotVisible(chromedp.CSS(`#picker`)))...)
	}

	b.do("open the page", chromedp.Navigate(s.url))
	b.wait("the page", `document.body.dataset.ready === "true"`)
	games := eval[[]string](b, `[...document.getElementById("game").options].map(o => o.value)`)
	var want []string
	for _, g := range game.All() {
		want = append(want, g.String())
	}
	if strings.Join(games, " ") != strings.Join(want, " ") {
		t.Errorf("the game selector offers %q, want %q", games, want)
	}

	// Omaha: known hands, one typed and one from the picker of four cards.
	setGame("omaha")
	b.do("player 1 types a hand", chromedp.Click(chromedp.CSS(seat(1)+` .mode input[value="hand"]`)))
	typeIn("seat-1", "AsAhKsKh")
	b.do("player 2 picks a hand", chromedp.Click(chromedp.CSS(seat(2)+` .mode input[value="hand"]`)))
	eval[bool](b, `document.getElementById("seat-2").value = ""; true`)
	pick(seat(2)+" .pick", "8d", "9d", "Tc", "Jc")
	typeIn("board", "2s3d7h")
	if got := eval[string](b, `document.getElementById("seat-2").value`); got != "8d9dTcJc" {
		t.Errorf("player 2 picked %q, want 8d9dTcJc", got)
	}
	runAndWait("Omaha")
	checkShown(t, b, omahaHands)
	link := eval[string](b, `location.href`)
	if !strings.Contains(link, "game=omaha&") {
		t.Errorf("URL %s, want the game in it", link)
	}
	b.do("open the link", chromedp.Navigate("about:blank"), chromedp.Navigate(link))
	b.wait("the result again", `document.body.dataset.ready === "true" && document.getElementById("results").dataset.final === "true" && document.body.dataset.running === "false"`)
	if got := eval[string](b, `document.getElementById("game").value`); got != "omaha" {
		t.Errorf("after opening the link the game is %q, want omaha", got)
	}
	checkShown(t, b, omahaHands)

	// An Omaha range is text: no grid, no top-% slider.
	b.do("player 1 holds a range", chromedp.Click(chromedp.CSS(seat(1)+` .mode input[value="range"]`)))
	typeIn("seat-1", "AA**")
	if got := eval[[]bool](b, `[".range-grid", ".top-slider"].map(sel => document.querySelector('`+seat(1)+` ' + sel).getBoundingClientRect().width === 0)`); !got[0] || !got[1] {
		t.Errorf("an Omaha range shows the grid or the slider: hidden = %v", got)
	}
	runAndWait("an Omaha range")
	checkShown(t, b, omahaRange)

	// Omaha hi-lo: the figures of each half and the share without a low.
	setGame("omaha8")
	b.do("player 1 holds a hand", chromedp.Click(chromedp.CSS(seat(1)+` .mode input[value="hand"]`)))
	typeIn("seat-1", "As2hKs3h")
	typeIn("board", "2s4d7h")
	runAndWait("Omaha hi-lo")
	checkShown(t, b, hilo)
	shown := eval[[]map[string]float64](b, `[...document.querySelectorAll("#result-table tbody tr")].map(tr => JSON.parse(tr.dataset.hilo))`)
	for i, p := range hiloWant.Players {
		if len(shown) <= i || fmt.Sprint(shown[i]) != fmt.Sprint(p.Hilo) {
			t.Errorf("player %d's hi-lo figures shown %v, want %v", i+1, shown, p.Hilo)
		}
	}
	cells := eval[[]string](b, `[...document.querySelectorAll('#result-table tbody tr[data-player="1"] td.hilo')].map(td => getComputedStyle(td).display === "none" ? "" : td.textContent)`)
	if want := strconv.FormatFloat(100*hiloWant.Players[0].Hilo["scoop"], 'f', 4, 64) + "%"; len(cells) != 7 || cells[0] != want {
		t.Errorf("player 1's hi-lo cells %q, want 7 shown, the scoop %s first", cells, want)
	}
	if got := eval[string](b, `document.getElementById("result-meta").dataset.noLow`); got != strconv.FormatFloat(hiloWant.NoLow, 'g', -1, 64) {
		t.Errorf("no low shown as %q, want %v", got, hiloWant.NoLow)
	}
	b.do("a phone", chromedp.EmulateViewport(390, 844))
	if w := eval[int64](b, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("on a 390px screen the hi-lo results are %dpx wide", w)
	}
	b.do("a desktop", chromedp.EmulateViewport(1200, 1000))

	// Stud hi-lo: each player's cards from a picker of up to seven, no
	// board.
	setGame("stud8")
	typeIn("seat-1", "AsAhAd2c")
	eval[bool](b, `document.getElementById("seat-2").value = ""; true`)
	// Four of up to seven cards: the picker stays open until Done.
	b.do("pick KsQsJs4h", chromedp.Click(chromedp.CSS(seat(2)+" .pick")), chromedp.WaitVisible(chromedp.CSS(`#picker`)),
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="Ks"]`)), chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="Qs"]`)),
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="Js"]`)), chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="4h"]`)),
		chromedp.Click(chromedp.CSS(`#picker button[value="done"]`)), chromedp.WaitNotVisible(chromedp.CSS(`#picker`)))
	if got := eval[string](b, `document.getElementById("seat-2").value`); got != "KsQsJs4h" {
		t.Errorf("stud: player 2 picked %q, want KsQsJs4h", got)
	}
	if !eval[bool](b, `document.getElementById("board-field").hidden`) {
		t.Error("stud: the board field is shown")
	}
	runAndWait("stud hi-lo")
	checkShown(t, b, stud8)

	// Short deck: a grid without Twos to Fives, a picker of 36 cards.
	setGame("shortdeck")
	b.do("player 1 paints a range",
		chromedp.Click(chromedp.CSS(seat(1)+` .mode input[value="range"]`)),
		chromedp.Click(chromedp.CSS(seat(1)+` .clear-range`)),
	)
	cell := func(hand string) string { return fmt.Sprintf(`%s .range-grid .cell[data-hand="%s"]`, seat(1), hand) }
	b.drag(cell("AA"), cell("A9s"))
	b.wait("the painted range", `document.getElementById("seat-1").value === "AA, AKs, AQs, AJs, ATs, A9s"`)
	b.do("click A5s, out of the deck", chromedp.Click(chromedp.CSS(cell("A5s"))))
	if got := eval[[]string](b, `[document.getElementById("seat-1").value, document.querySelector('`+cell("A5s")+`').getAttribute("aria-disabled")]`); got[0] != "AA, AKs, AQs, AJs, ATs, A9s" || got[1] != "true" {
		t.Errorf("after clicking A5s the range is %q (disabled %q), want it unchanged", got[0], got[1])
	}
	typeIn("seat-2", "JhJd")
	eval[bool](b, `document.getElementById("board").value = ""; true`)
	b.do("open the board's picker", chromedp.Click(chromedp.CSS(`#board-pick`)), chromedp.WaitVisible(chromedp.CSS(`#picker`)))
	if n := eval[int](b, `[...document.querySelectorAll("#picker-cards button")].filter(b => b.getBoundingClientRect().width > 0).length`); n != 36 {
		t.Errorf("the short-deck picker shows %d cards, want 36", n)
	}
	b.do("the board Ts9h6c",
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="Ts"]`)),
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="9h"]`)),
		chromedp.Click(chromedp.CSS(`#picker-cards button[data-card="6c"]`)),
		chromedp.Click(chromedp.CSS(`#picker button[value="done"]`)),
		chromedp.WaitNotVisible(chromedp.CSS(`#picker`)),
	)
	runAndWait("short deck")
	checkShown(t, b, short)
	b.do("a phone", chromedp.EmulateViewport(390, 844))
	if w := eval[int64](b, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("on a 390px screen the short-deck page is %dpx wide", w)
	}
}

// rangeCommand returns what "pokersim range" prints for q in format f,
// from the request and report the command uses.
func rangeCommand(t *testing.T, f report.Format, q request.RangeBoard) string {
	t.Helper()
	v, err := answer.RangeBoardOf(&q)
	if err != nil {
		t.Fatalf("pokersim range %+v: %v", q, err)
	}
	var b bytes.Buffer
	if err := report.Write(&b, f, v); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// rangeBoardReport is what the test reads of "pokersim range --format json".
type rangeBoardReport struct {
	Made []struct {
		Class     string
		Best, Any map[string]float64
	}
	Draws []struct {
		Draw                  string
		Combos, Weight, Share float64
	}
}

// TestBrowserRangeBoard runs the page's range on the board: a player's
// range on a flop against another's known hand, whose made hands and
// draws must read as "pokersim range" prints them, then a filter whose
// range, the command line's --keep, is copied into a new seat.
func TestBrowserRangeBoard(t *testing.T) {
	path := needChromium(t)
	const rng, board, filter = "QQ+, AK, AQs, JTs, 98s@50", "Ks7h2h", "top-pair+,flush-draw"
	text := rangeCommand(t, report.Text, request.RangeBoard{Range: rng, Board: board, Vs: []string{"JhJd"}})
	js := rangeCommand(t, report.JSON, request.RangeBoard{Range: rng, Board: board, Vs: []string{"JhJd"}})
	kept := rangeCommand(t, report.Text, request.RangeBoard{Range: rng, Board: board, Vs: []string{"JhJd"}, Keep: filter})
	var want rangeBoardReport
	if err := json.Unmarshal([]byte(js), &want); err != nil {
		t.Fatalf("pokersim range --format json: %v\n%s", err, js)
	}
	// The command line's tables, each line's fields joined by one space.
	var made, draws []string
	table := &made
	for _, line := range strings.Split(text, "\n")[1:] {
		switch {
		case strings.HasPrefix(strings.TrimSpace(line), "Draw"):
			table = &draws
		case strings.TrimSpace(line) == "" || strings.Contains(line, ":"):
		default:
			*table = append(*table, strings.Join(strings.Fields(line), " "))
		}
	}
	if len(made) == 0 || len(draws) == 0 {
		t.Fatalf("no made hands or draws read from:\n%s", text)
	}

	s := startPage(t)
	b := &tab{t: t, ctx: browser(t, path)}
	b.do("open the page", chromedp.Navigate(s.url))
	b.wait("the page", `document.body.dataset.ready === "true"`)
	eval[bool](b, `["seat-1", "seat-2", "board"].forEach(id => document.getElementById(id).value = ""); true`)
	b.do("the players and the board",
		chromedp.Click(chromedp.CSS(`#seats li[data-seat="1"] .mode input[value="hand"]`)),
		chromedp.SendKeys(chromedp.CSS(`#seat-1`), "JhJd"),
		chromedp.SendKeys(chromedp.CSS(`#seat-2`), rng),
		chromedp.SendKeys(chromedp.CSS(`#board`), board),
	)
	// The view follows the first seat holding a range.
	b.wait("player 2's range in the view", `document.getElementById("rb-seat").value === "1" && document.getElementById("rb-range").value === "`+rng+`"`)
	b.do("show the range on the board", chromedp.Click(chromedp.CSS(`#rb-run`)))
	// The breakdown, or the error the view shows instead; a wait that
	// times out says whether the request was still under way.
	b.wait("the breakdown or an error (board-view aria-busy: "+eval[string](b, `String(document.getElementById("board-view").getAttribute("aria-busy"))`)+" at the click)",
		`!document.getElementById("rb-result").hidden || !document.getElementById("rb-error").hidden`)
	if msg := eval[string](b, `document.getElementById("rb-error").hidden ? "" : document.getElementById("rb-error").textContent`); msg != "" {
		t.Fatalf("the view shows an error instead of the breakdown: %s", msg)
	}
	if got := eval[string](b, `document.getElementById("rb-range").value`); got != rng {
		t.Errorf("the view's range is %q, want player 2's %q", got, rng)
	}
	rows := func(id string) []string {
		return eval[[]string](b, `[...document.querySelectorAll("#`+id+` tbody tr")].map(tr => [...tr.children].slice(1).map(c => c.textContent).join(" "))`)
	}
	if got := rows("rb-made"); strings.Join(got, "\n") != strings.Join(made, "\n") {
		t.Errorf("made hands shown:\n%s\nwant, as pokersim range prints them:\n%s", strings.Join(got, "\n"), strings.Join(made, "\n"))
	}
	if got := rows("rb-draws"); strings.Join(got, "\n") != strings.Join(draws, "\n") {
		t.Errorf("draws shown:\n%s\nwant, as pokersim range prints them:\n%s", strings.Join(got, "\n"), strings.Join(draws, "\n"))
	}
	// The figures behind the text are the command line's JSON.
	shown := eval[map[string][]map[string]float64](b, `Object.fromEntries([...document.querySelectorAll("#rb-made tbody tr")].map(tr => [tr.dataset.name, [JSON.parse(tr.dataset.best), JSON.parse(tr.dataset.any)]]))`)
	for _, m := range want.Made {
		if m.Any["combos"] == 0 {
			continue
		}
		if got := shown[m.Class]; len(got) != 2 || fmt.Sprint(got[0]) != fmt.Sprint(m.Best) || fmt.Sprint(got[1]) != fmt.Sprint(m.Any) {
			t.Errorf("%s shown as %v, want %v and %v", m.Class, got, m.Best, m.Any)
		}
	}
	if meta := eval[string](b, `document.getElementById("rb-meta").textContent`); !strings.Contains(meta, "vs JdJh") {
		t.Errorf("the view says %q, want player 1's JhJd as the opponent", meta)
	}

	// A filter, and its range copied into a new seat.
	b.do("filter",
		chromedp.SendKeys(chromedp.CSS(`#rb-keep`), filter),
		chromedp.Click(chromedp.CSS(`#rb-keep-form button[type="submit"]`)),
	)
	b.wait("the range kept", `document.getElementById("rb-kept").dataset.combos !== undefined`)
	wantKept := strings.TrimSuffix(kept, "\n")
	if got := eval[string](b, `document.getElementById("rb-kept").textContent`); !strings.HasPrefix(got, wantKept+" (") {
		t.Errorf("the range kept is shown as %q, want the command line's %q", got, wantKept)
	}
	b.do("copy it to a new seat", chromedp.Click(chromedp.CSS(`#add-seat`)))
	eval[bool](b, `(s => { s.value = "2"; return true })(document.getElementById("rb-copy-seat"))`)
	b.do("copy", chromedp.Click(chromedp.CSS(`#rb-copy`)))
	if got := eval[[]string](b, `[document.getElementById("seat-3").value, String(document.querySelector('#seats li[data-seat="3"]').classList.contains("range"))]`); got[0] != wantKept || got[1] != "true" {
		t.Errorf("player 3 after the copy: %q, want the range %q", got, wantKept)
	}
	b.wait("player 3's grid", `document.querySelector('#seats li[data-seat="3"] .cell[data-hand="KK"]').getAttribute("aria-selected") === "true"`)

	// Ticking a class asks for it alone.
	b.do("tick the set", chromedp.Click(chromedp.CSS(`#rb-keep`)))
	eval[bool](b, `document.getElementById("rb-keep").value = ""; [...document.querySelectorAll("#rb-made input:checked, #rb-draws input:checked")].forEach(c => c.checked = false); true`)
	b.do("tick", chromedp.Click(chromedp.CSS(`#rb-made tr[data-name="set"] input`)))
	b.wait("the sets kept", `document.getElementById("rb-keep").value === "set" && document.getElementById("rb-kept").textContent.startsWith("KdKh, KcKh, KcKd")`)
	// Shown again with the filter, the view asks for the range kept as
	// well, and is busy no more once both answers are in.
	b.do("show again with the filter", chromedp.Click(chromedp.CSS(`#rb-run`)))
	b.wait("the view done", `!document.getElementById("board-view").hasAttribute("aria-busy") && document.getElementById("rb-kept").textContent.startsWith("KdKh, KcKh, KcKd")`)

	b.do("a phone", chromedp.EmulateViewport(390, 844))
	if w := eval[int64](b, `document.documentElement.scrollWidth`); w > 390 {
		wide := eval[[]string](b, `[...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > 391 && ![...e.children].some(c => c.getBoundingClientRect().right > 391)).slice(0, 8).map(e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + " " + Math.round(e.getBoundingClientRect().right) + "px")`)
		t.Errorf("on a 390px screen the range view is %dpx wide: %s", w, strings.Join(wide, ", "))
	}
}
