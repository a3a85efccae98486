package server

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// quiet is a Config for tests: small, with its log kept.
func quiet(t testing.TB, log io.Writer) Config {
	t.Helper()
	if log == nil {
		log = io.Discard
	}
	return Config{Workers: 2, MaxRunning: 2, Log: slog.New(slog.NewTextHandler(log, nil))}
}

// call sends a request to h and returns the response's status, headers and
// body.
func call(h http.Handler, method, target, contentType, body string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, target, strings.NewReader(body))
	if contentType != "" {
		r.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func postJSON(h http.Handler, path, body string) *httptest.ResponseRecorder {
	return call(h, "POST", path, "application/json", body)
}

// decodeAs decodes a response body into a new T, failing the test if it
// is not JSON of that shape.
func decodeAs[T any](t *testing.T, w *httptest.ResponseRecorder) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
		t.Fatalf("body %q: %v", w.Body, err)
	}
	return v
}

func TestGetEndpoints(t *testing.T) {
	s := New(quiet(t, nil))
	t.Run("healthz", func(t *testing.T) {
		w := call(s, "GET", "/healthz", "", "")
		if h := decodeAs[Health](t, w); w.Code != 200 || h != (Health{Status: "ok"}) {
			t.Errorf("GET /healthz = %d %+v, want 200 ok", w.Code, h)
		}
	})
	t.Run("limits", func(t *testing.T) {
		w := call(s, "GET", "/api/limits", "", "")
		l := decodeAs[Limits](t, w)
		want := Limits{MaxBody: DefaultMaxBody, MaxPlayers: DefaultMaxPlayers, CPUBudget: 30, ExactBudget: 3, DefaultTime: 5,
			Workers: 2, MaxRunning: 2, MaxQueued: DefaultMaxQueued, QueueTimeout: 10}
		if w.Code != 200 || l != want {
			t.Errorf("GET /api/limits = %d %+v, want %+v", w.Code, l, want)
		}
	})
	t.Run("games", func(t *testing.T) {
		w := call(s, "GET", "/api/games", "", "")
		games := decodeAs[[]Game](t, w)
		if w.Code != 200 || len(games) != len(game.All()) {
			t.Fatalf("GET /api/games = %d, %d games, want %d", w.Code, len(games), len(game.All()))
		}
		for i, g := range game.All() {
			got := games[i]
			if got.Name != g.String() || got.Title != g.Title() || got.HoleCards != g.HoleCards() ||
				got.BoardCards != g.BoardCards() || len(got.Deck) != g.Deck().Len() {
				t.Errorf("game %d = %+v, want %v", i, got, g)
			}
		}
		if games[0].Holding != "combos" || games[0].Streets[1] != 3 || games[0].HiLo || !games[0].Partial || games[0].Low != "none" {
			t.Errorf("Hold'em = %+v, want ranges of combos and a flop of 3", games[0])
		}
		for i, want := range []struct {
			name, holding string
			hilo          bool
			deck          int
		}{{"omaha", "patterns", false, 52}, {"omaha8", "patterns", true, 52}, {"shortdeck", "combos", false, 36}, {"fivecard", "hands", false, 52}} {
			g, _ := game.Parse(want.name)
			if got := games[g]; got.Holding != want.holding || got.HiLo != want.hilo || len(got.Deck) != want.deck {
				t.Errorf("game %d = %+v, want %+v", i, got, want)
			}
		}
	})
	t.Run("ranking", func(t *testing.T) {
		w := call(s, "GET", "/api/ranking", "", "")
		r := decodeAs[Ranking](t, w)
		if w.Code != 200 || len(r.Classes) != deck.NumClasses {
			t.Fatalf("GET /api/ranking = %d, %d classes", w.Code, len(r.Classes))
		}
		first, last := r.Classes[0], r.Classes[len(r.Classes)-1]
		if first.Hand != "AA" || first.Index != 0 || first.Combos != 6 || last.Top != 100 {
			t.Errorf("ranking from %+v to %+v, want AA first and 100%% last", first, last)
		}
		// "Top%" of a class's cumulative share takes exactly the classes
		// down to it.
		for _, k := range []int{0, 10, 50, 168} {
			if got := len(deck.TopClasses(r.Classes[k].Top)); got != k+1 {
				t.Errorf("TopClasses(%v) has %d classes, want %d", r.Classes[k].Top, got, k+1)
			}
		}
	})
	t.Run("ranking of short deck", func(t *testing.T) {
		w := call(s, "GET", "/api/ranking?game=shortdeck", "", "")
		r := decodeAs[Ranking](t, w)
		if w.Code != 200 || len(r.Classes) != 81 || r.Combos != 630 || r.Classes[len(r.Classes)-1].Top != 100 {
			t.Fatalf("GET /api/ranking?game=shortdeck = %d, %d classes of %d combos", w.Code, len(r.Classes), r.Combos)
		}
		for _, k := range []int{0, 10, 50, 80} {
			if got := len(deck.TopClassesIn(deck.ShortDeck, r.Classes[k].Top)); got != k+1 {
				t.Errorf("TopClassesIn(ShortDeck, %v) has %d classes, want %d", r.Classes[k].Top, got, k+1)
			}
		}
		if w := call(s, "GET", "/api/ranking?game=omaha", "", ""); w.Code != 400 {
			t.Errorf("GET /api/ranking?game=omaha = %d, want 400", w.Code)
		}
	})
	t.Run("range share of the game's deck", func(t *testing.T) {
		for _, tt := range []struct {
			game    string
			percent float64
		}{{"holdem", 100 * 46.0 / 1326}, {"shortdeck", 100 * 46.0 / 630}} {
			w := call(s, "GET", "/api/range?range="+urlEscape("TT+, AK")+"&game="+tt.game, "", "")
			v := decodeAs[RangeView](t, w)
			if w.Code != 200 || v.Combos != 46 || math.Abs(v.Percent-tt.percent) > 1e-9 {
				t.Errorf("TT+, AK in %s: %d combos, %v%%; want 46 and %v%%", tt.game, v.Combos, v.Percent, tt.percent)
			}
		}
	})
	t.Run("range", func(t *testing.T) {
		w := call(s, "GET", "/api/range?range="+urlEscape("QQ+, AKs@50, AhKd"), "", "")
		v := decodeAs[RangeView](t, w)
		if w.Code != 200 || v.Combos != 23 || v.Text != "AA, KK, QQ, AKs@50, AhKd" || len(v.Classes) != deck.NumClasses {
			t.Fatalf("GET /api/range = %d %+v", w.Code, v)
		}
		checks := []struct {
			hand   string
			combos int
			weight float64
			fill   float64
			text   string
		}{
			{"AA", 6, 1, 1, "AA"}, {"AKs", 4, 0.5, 0.5, "AKs@50"}, {"AKo", 1, 1, 1.0 / 12, "AhKd"}, {"JJ", 0, 0, 0, ""},
		}
		for _, c := range checks {
			cls, _ := deck.ParseClass(c.hand)
			got := v.Classes[cls.Index()]
			if got.Hand != c.hand || got.Combos != c.combos || got.Weight != c.weight || got.Fill != c.fill || got.Text != c.text {
				t.Errorf("class %s = %+v, want %+v", c.hand, got, c)
			}
		}
	})
	t.Run("short-deck range", func(t *testing.T) {
		w := call(s, "GET", "/api/range?game=shortdeck&range="+url.QueryEscape("66+, A9s+, 5%"), "", "")
		v := decodeAs[RangeView](t, w)
		if w.Code != 200 || v.Classes[0].Hand != "AA" {
			t.Fatalf("GET /api/range in short deck = %d %+v", w.Code, v)
		}
		for _, c := range v.Classes {
			if c.Combos > 0 && strings.ContainsAny(c.Hand, "2345") {
				t.Errorf("short-deck range holds %+v", c)
			}
		}
		if cls, _ := deck.ParseClass("66"); v.Classes[cls.Index()].Combos != 6 {
			t.Errorf("66 = %+v, want 6 combos", v.Classes[cls.Index()])
		}
	})
	t.Run("page", func(t *testing.T) {
		w := call(s, "GET", "/", "", "")
		if w.Code != 200 || !strings.Contains(w.Body.String(), "<title>pokersim") ||
			!strings.Contains(w.Header().Get("Content-Security-Policy"), "default-src 'self'") {
			t.Errorf("GET / = %d %q, CSP %q", w.Code, w.Body.String()[:min(80, w.Body.Len())], w.Header().Get("Content-Security-Policy"))
		}
		for _, f := range []string{"/app.js", "/api.js", "/cards.js", "/grid.js", "/results.js", "/state.js", "/rangeboard.js"} {
			w := call(s, "GET", f, "", "")
			if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/javascript") {
				t.Errorf("GET %s = %d %s, want a JavaScript module", f, w.Code, w.Header().Get("Content-Type"))
			}
		}
	})
}

func urlEscape(s string) string {
	r := strings.NewReplacer("+", "%2B", " ", "%20", ",", "%2C", "@", "%40")
	return r.Replace(s)
}

func TestEval(t *testing.T) {
	s := New(quiet(t, nil))
	w := postJSON(s, "/api/eval", `{"cards": "Ah Kh Qh Jh Th 2c 3d"}`)
	want := `{"cards":["Ah","Kh","Qh","Jh","Th","2c","3d"],"best":["Ah","Kh","Qh","Jh","Th"],"category":"Straight Flush","hand":"Royal Flush","class":1,"rank":7462}` + "\n"
	if w.Code != 200 || w.Body.String() != want {
		t.Errorf("POST /api/eval = %d %s, want %s", w.Code, w.Body, want)
	}
}

// TestErrors checks every error status and the shape of its body.
func TestErrors(t *testing.T) {
	cfg := quiet(t, nil)
	cfg.MaxBody = 200
	cfg.MaxPlayers = 3
	cfg.CPUBudget = 2 * time.Second
	s := New(cfg)
	tests := []struct {
		name                string
		method, path, ctype string
		body                string
		status              int
		where, msg          string
	}{
		{"bad card", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQx"]}`, 400, "player 2", `player 2: unknown suit "x" in "Qx" (in "QsQx")`},
		{"one player", "POST", "/api/equity", "application/json", `{"players": ["AhKh"]}`, 400, "matchup", `matchup: wrong number of players: need at least 2 players separated by "vs", as in AhKh vs QsQd`},
		{"duplicate", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "AhQd"]}`, 400, "player 2", ""},
		{"bad board", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd"], "board": "Ts9h"}`, 400, "board", ""},
		{"bad dead", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd"], "dead": "Zz"}`, 400, "dead cards", ""},
		{"bad flag value", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd"], "trials": -1}`, 400, "trials", "--trials: want a positive whole number, got -1"},
		{"bad method", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd"], "method": "fast"}`, 400, "method", `--method: want auto, exact or mc, got "fast"`},
		{"bad game", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd"], "game": "badugi"}`, 400, "game", ""},
		{"bad time", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd"], "time": "soon"}`, 400, "time", ""},
		{"exact with trials", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd"], "method": "exact", "trials": 5}`, 400, "method", ""},
		{"exact over budget", "POST", "/api/equity", "application/json", `{"game": "fivecard", "players": ["random", "random"], "method": "exact"}`, 400, "method", ""},
		{"too many players", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd", "7c7d", "2h2d"]}`, 400, "players", "at most 3 players on this server, got 4"},
		{"unknown field", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd"], "trails": 5}`, 400, "trails", `unknown field "trails"`},
		{"wrong type", "POST", "/api/equity", "application/json", `{"players": ["AhKh", "QsQd"], "seed": "x"}`, 400, "seed", "seed: want a number, got a JSON string"},
		{"not an object", "POST", "/api/equity", "application/json", `[1]`, 400, "", "want a JSON object, got a JSON array"},
		{"bad JSON", "POST", "/api/equity", "application/json", `{"players": `, 400, "", "bad JSON: unexpected end of the body"},
		{"syntax", "POST", "/api/equity", "application/json", `{"players" 1}`, 400, "", ""},
		{"trailing", "POST", "/api/equity", "application/json", `{} {}`, 400, "", "bad JSON: more after the object"},
		{"empty", "POST", "/api/equity", "application/json", ``, 400, "", "empty body: want a JSON object"},
		{"bad cards to eval", "POST", "/api/eval", "application/json", `{"cards": "AhKh"}`, 400, "cards", "want 5 to 7 cards, got 2"},
		{"bad range", "GET", "/api/range?range=A2s-K5s", "", ``, 400, "range", ""},
		{"empty range", "GET", "/api/range", "", ``, 400, "range", "empty range"},
		{"range out of the deck", "GET", "/api/range?game=shortdeck&range=22%2B", "", ``, 400, "range", `bad range "22+": the short deck has no Twos: its cards run from Six to Ace`},
		{"range on a bad board", "POST", "/api/range", "application/json", `{"range": "QQ+", "board": "Kz7h2c"}`, 400, "board", `board: unknown suit "z" in "Kz" (in "Kz7h2c")`},
		{"range with dead cards and no board", "POST", "/api/range", "application/json", `{"range": "QQ+", "dead": "Ah"}`, 400, "dead", "--dead: needs --board: the flop, turn or river"},
		{"range missing", "POST", "/api/range", "application/json", `{"board": "Ks7h2c"}`, 400, "range", ""},
		{"range of a bad opponent", "POST", "/api/range", "application/json", `{"range": "QQ+", "board": "Ks7h2c", "vs": ["AhAd", "Kd"]}`, 400, "vs 2", "vs 2: want 2 cards, got 1"},
		{"range with a duplicate", "POST", "/api/range", "application/json", `{"range": "QQ+", "board": "Ks7h2c", "dead": "7h"}`, 400, "", "duplicate card: 7h is on the board and dead"},
		{"range all blocked", "POST", "/api/range", "application/json", `{"range": "AA", "board": "AsAhAd", "dead": "Ac"}`, 400, "range", ""},
		{"range with a bad filter", "POST", "/api/range", "application/json", `{"range": "QQ+", "board": "Ks7h2c", "keep": "top-pear"}`, 400, "keep", ""},
		{"range keeping nothing", "POST", "/api/range", "application/json", `{"range": "QQ+", "board": "Ks7h2c", "keep": "flush"}`, 400, "keep", "no combo of the range passes --keep flush on Ks7h2c"},
		{"range against too many", "POST", "/api/range", "application/json", `{"range": "QQ+", "board": "Ks7h2c", "vs": ["AhAd", "AcAs", "7c7d"]}`, 400, "vs", "at most 2 opposing hands on this server (3 players), got 3"},
		{"range with an unknown field", "POST", "/api/range", "application/json", `{"range": "QQ+", "board": "Ks7h2c", "opponents": []}`, 400, "opponents", ""},
		{"range too big", "POST", "/api/range", "application/json", `{"range": "` + strings.Repeat("A", 300) + `"}`, 413, "", ""},
		{"range as a form", "POST", "/api/range", "text/plain", `{}`, 415, "", ""},
		{"wrong method for the range", "PUT", "/api/range", "application/json", `{}`, 405, "", "PUT /api/range: want GET, HEAD, POST"},
		{"grid of Omaha", "GET", "/api/range?game=omaha&range=AA", "", ``, 400, "game", "game: the grid is of two-card ranges; Omaha ranges are written as text"},
		{"grid of no game", "GET", "/api/range?game=stud&range=AA", "", ``, 400, "game", ""},
		{"too big", "POST", "/api/equity", "application/json", `{"players": ["` + strings.Repeat("A", 300) + `"]}`, 413, "", "the body is over this server's limit of 200 bytes; pokersim serve --max-body BYTES raises it"},
		{"not JSON", "POST", "/api/equity", "text/plain", `{"players": ["AhKh", "QsQd"]}`, 415, "", ""},
		{"form", "POST", "/api/eval", "application/x-www-form-urlencoded", `cards=AhKhQhJhTh`, 415, "", ""},
		{"no endpoint", "GET", "/api/nothing", "", ``, 404, "", "no such endpoint: /api/nothing"},
		{"no file", "GET", "/nothing.html", "", ``, 404, "", ""},
		{"wrong method", "GET", "/api/equity", "", ``, 405, "", "GET /api/equity: want POST"},
		{"wrong method for a GET", "DELETE", "/api/games", "", ``, 405, "", "DELETE /api/games: want GET, HEAD"},
		{"wrong method for the page", "POST", "/", "application/json", `{}`, 405, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := call(s, tt.method, tt.path, tt.ctype, tt.body)
			if w.Code != tt.status {
				t.Fatalf("%s %s %s = %d %s, want %d", tt.method, tt.path, tt.body, w.Code, w.Body, tt.status)
			}
			if tt.path == "/nothing.html" {
				return // the file server's own 404
			}
			e := decodeAs[Error](t, w)
			if e.Message == "" || e.Where != tt.where || (tt.msg != "" && e.Message != tt.msg) {
				t.Errorf("%s %s = %+v, want where %q, message %q", tt.method, tt.path, e, tt.where, tt.msg)
			}
			if tt.status == 405 && w.Header().Get("Allow") == "" {
				t.Errorf("405 without an Allow header")
			}
		})
	}
}

// TestPanicRecovered checks that a handler's panic gives a logged 500 and
// not a dropped connection.
func TestPanicRecovered(t *testing.T) {
	var log bytes.Buffer
	s := New(quiet(t, &log))
	s.mux.HandleFunc("GET /api/boom", func(http.ResponseWriter, *http.Request) { panic("boom") })
	w := call(s, "GET", "/api/boom", "", "")
	if e := decodeAs[Error](t, w); w.Code != 500 || e.Message != "internal error" {
		t.Errorf("a panicking handler = %d %+v, want 500 internal error", w.Code, e)
	}
	if !strings.Contains(log.String(), "panic") || !strings.Contains(log.String(), "boom") {
		t.Errorf("log = %q, want the panic logged", log.String())
	}
}

func TestCORS(t *testing.T) {
	none := New(quiet(t, nil))
	w := call(none, "GET", "/api/games", "", "", "Origin", "https://example.com")
	if got := w.Header().Get("Access-Control-Allow-Origin"); got != "" {
		t.Errorf("without --cors, Access-Control-Allow-Origin = %q, want none", got)
	}
	cfg := quiet(t, nil)
	cfg.CORSOrigin = "https://example.com"
	s := New(cfg)
	w = call(s, "GET", "/api/games", "", "", "Origin", "https://example.com")
	if got := w.Header().Get("Access-Control-Allow-Origin"); got != "https://example.com" {
		t.Errorf("Access-Control-Allow-Origin = %q, want the origin", got)
	}
	w = call(s, "GET", "/api/games", "", "", "Origin", "https://evil.example")
	if got := w.Header().Get("Access-Control-Allow-Origin"); got != "" {
		t.Errorf("for another origin, Access-Control-Allow-Origin = %q, want none", got)
	}
	w = call(s, "OPTIONS", "/api/equity", "", "", "Origin", "https://example.com", "Access-Control-Request-Method", "POST")
	if w.Code != 204 || !strings.Contains(w.Header().Get("Access-Control-Allow-Headers"), "Content-Type") {
		t.Errorf("preflight = %d %v, want 204 allowing Content-Type", w.Code, w.Header())
	}
}
