package main

import (
	"encoding/json"
	"github.com/pokersim/pokersim/answer"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	peval "github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/server"
)

// gameSpot is a small matchup of a game for the table of games and
// analyses: the players as the command line writes them (known cards, a
// partial hand, or in a game of two-card ranges a range, which then comes
// last), and a turn (a flop and one card), or no board in a game without
// one.
type gameSpot struct {
	players []string
	board   string
}

// gameSpots holds a spot for every game; a game added to the table needs
// one here (TestGamesAnalyses says so).
var gameSpots = map[string]gameSpot{
	"holdem":          {[]string{"AhKh", "QQ,JTs"}, "Ts9h2c5d"},
	"shortdeck":       {[]string{"AhKh", "QQ,JTs"}, "Ts9h6c7d"},
	"shortdeck-trips": {[]string{"AhKh", "QQ,JTs"}, "Ts9h6c7d"},
	"fivecard":        {[]string{"AhKhQh2c", "QsQd9c9d"}, ""},
	"omaha":           {[]string{"AsAhKsKh", "8d9dTcJc"}, "Qs7h2c5d"},
	"omaha5":          {[]string{"AsAhKsKh3c", "8d9dTcJc4c"}, "Qs7h2c5d"},
	"omaha6":          {[]string{"AsAhKsKh3c3d", "8d9dTcJc4c4d"}, "Qs7h2c5d"},
	"omaha8":          {[]string{"As2hKsKh", "Ad3d8c9c"}, "Qs7h3c4d"},
	"omaha5-8":        {[]string{"As2hKsKh6c", "Ad3d8c9c6d"}, "Qs7h3c4d"},
	"stud":            {[]string{"AsKs2h3h7d9c", "QsJsTs4h5h8c"}, ""},
	"stud8":           {[]string{"As2s3h4d9c9h", "KsKd5h6h7cQc"}, ""},
	"razz":            {[]string{"AsAh2s2h3s3h", "AdAc2d2c4s4h"}, ""},
	"lowball27":       {[]string{"7s5d4c3h", "8s6d4h2c"}, ""},
	"lowball":         {[]string{"As2d3c4h", "5s6d7c8h"}, ""},
}

// args returns the spot's players as command-line words, "vs" between
// them, optionally with the last player (a range) first.
func (s gameSpot) args(rangeFirst bool) []string {
	players := append([]string(nil), s.players...)
	if rangeFirst {
		last := players[len(players)-1]
		players = append([]string{last}, players[:len(players)-1]...)
	}
	var out []string
	for i, p := range players {
		if i > 0 {
			out = append(out, "vs")
		}
		out = append(out, p)
	}
	return out
}

// TestGamesAnalyses walks the table of docs/games.md (request.Refusal):
// in every game, each analysis that works is checked on the game's spot
// against a brute force (refSpot), and each refused one to be refused,
// with the table's reason, by the command line (exit status 2) and the
// HTTP API (400).
func TestGamesAnalyses(t *testing.T) {
	api := server.New(server.Config{Workers: 2, MaxRunning: 2, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	for _, g := range game.All() {
		spot, ok := gameSpots[g.String()]
		if !ok {
			t.Errorf("no spot for %v: add one to gameSpots", g)
			continue
		}
		for _, a := range request.Analyses() {
			t.Run(g.String()+"/"+string(a), func(t *testing.T) {
				if why := request.Refusal(g, a); why != "" {
					checkRefused(t, api, g, a, spot, why)
					return
				}
				if testing.Short() && (a == request.Matrix || a == request.StreetsOf) {
					t.Skip("slow: preflop enumeration")
				}
				checkWorks(t, api, g, a, spot)
			})
		}
	}
}

// analysisFlags are the equity flags that ask for each analysis.
var analysisFlags = map[request.Analysis]string{
	request.OutsOf: "outs", request.ByCardOf: "by-card", request.StreetsOf: "streets",
	request.Distribution: "distribution", request.ByHand: "by-hand", request.Categories: "categories",
}

// checkRefused checks that analysis a is refused in game g, saying why.
func checkRefused(t *testing.T, api http.Handler, g game.Game, a request.Analysis, spot gameSpot, why string) {
	var args []string
	body := map[string]any{"players": spot.players, "game": g.String(), "board": spot.board}
	path := "/api/equity"
	switch a {
	case request.RangeOnBoard:
		args = []string{"range", "AA", "--board", "Ks7h2c", "--game", g.String()}
		body, path = map[string]any{"range": "AA", "board": "Ks7h2c", "game": g.String()}, "/api/range"
	case request.Matrix:
		args = []string{"matrix", "--game", g.String(), "--out", t.TempDir()}
		path = ""
	default:
		flag, ok := analysisFlags[a]
		if !ok {
			t.Fatalf("no way to ask for %q", a)
		}
		args = append(append([]string{"equity", "--game", g.String(), "--" + flag}, spot.args(false)...), boardArgs(spot)...)
		body[strings.ReplaceAll(flag, "-", "_")] = true
	}
	r := runPokersim(t, "", args...)
	if r.code != exitUsage || !strings.Contains(r.stderr, why) {
		t.Errorf("pokersim %s: exit %d, %q; want %d saying %q", strings.Join(args, " "), r.code, r.stderr, exitUsage, why)
	}
	if path == "" {
		return
	}
	b, _ := json.Marshal(body)
	req := httptest.NewRequest("POST", path, strings.NewReader(string(b)))
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	api.ServeHTTP(w, req)
	if w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), why) {
		t.Errorf("POST %s %s = %d %s; want 400 saying %q", path, b, w.Code, w.Body, why)
	}
}

func boardArgs(spot gameSpot) []string {
	if spot.board == "" {
		return nil
	}
	return []string{"--board", spot.board}
}

// equityJSON runs pokersim equity with args and --format json.
func equityJSON(t *testing.T, args ...string) *answer.Equity {
	t.Helper()
	r := runPokersim(t, "", append([]string{"equity", "--format", "json"}, args...)...)
	if r.code != 0 {
		t.Fatalf("pokersim equity %s: exit %d: %s", strings.Join(args, " "), r.code, r.stderr)
	}
	var e answer.Equity
	if err := json.Unmarshal([]byte(r.stdout), &e); err != nil {
		t.Fatalf("pokersim equity %s: %v", strings.Join(args, " "), err)
	}
	return &e
}

const tolerance = 1e-9

func near(a, b float64) bool { return math.Abs(a-b) <= tolerance }

// checkWorks checks analysis a in game g on the spot against the brute
// force.
func checkWorks(t *testing.T, api http.Handler, g game.Game, a request.Analysis, spot gameSpot) {
	base := append([]string{"--game", g.String()}, boardArgs(spot)...)
	board := deck.MustParseCards(spot.board)
	ref := newRefSpot(t, g, spot.players, board)
	switch a {
	case request.EquityExact:
		e := equityJSON(t, append(append(base, "--exact"), spot.args(false)...)...)
		checkEquities(t, "exact", e.Players, ref.equity(board))
	case request.EquityMC:
		e := equityJSON(t, append(append(base, "--mc", "--trials", "200000", "--seed", "7"), spot.args(false)...)...)
		want := ref.equity(board)
		for p, pl := range e.Players {
			if pl.StdErr == nil || math.Abs(pl.Equity-want[p]) > 5**pl.StdErr+tolerance {
				t.Errorf("Monte Carlo: player %d equity %v (stderr %v), brute force %v", p+1, pl.Equity, pl.StdErr, want[p])
			}
		}
	case request.Categories:
		e := equityJSON(t, append(append(base, "--exact", "--categories"), spot.args(false)...)...)
		checkEquities(t, "exact", e.Players, ref.equity(board))
		cats, lows := ref.categories(board)
		for p, pl := range e.Players {
			for c := peval.HighCard; c <= peval.StraightFlush; c++ {
				if !near(pl.Categories[c.String()], cats[p][c]) {
					t.Errorf("player %d %v: %v, brute force %v", p+1, c, pl.Categories[c.String()], cats[p][c])
				}
			}
			if g.HiLo() && (pl.HiLo == nil || pl.HiLo.Low == nil || !near(*pl.HiLo.Low, lows[p])) {
				t.Errorf("player %d makes a low %+v, brute force %v", p+1, pl.HiLo, lows[p])
			}
		}
	case request.OutsOf:
		e := equityJSON(t, append(append(base, "--outs"), spot.args(false)...)...)
		want := ref.outs(board)
		checkOuts(t, g, e.Outs, want)
		// The HTTP API gives the same outs.
		b, _ := json.Marshal(map[string]any{"players": spot.players, "game": g.String(), "board": spot.board, "outs": true})
		req := httptest.NewRequest("POST", "/api/equity", strings.NewReader(string(b)))
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		api.ServeHTTP(w, req)
		var fromAPI answer.Equity
		if w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &fromAPI) != nil {
			t.Fatalf("POST /api/equity %s = %d %s", b, w.Code, w.Body)
		}
		checkOuts(t, g, fromAPI.Outs, want)
	case request.ByCardOf:
		e := equityJSON(t, append(append(base, "--by-card", "--exact"), spot.args(false)...)...)
		chances := ref.chances(board)
		if e.Next == nil || len(e.Next.Cards) != len(chances) {
			t.Fatalf("by card: %+v, want %d cards", e.Next, len(chances))
		}
		for _, c := range e.Next.Cards {
			card := deck.MustParseCard(c.Card)
			want := ref.equity(append(append([]deck.Card(nil), board...), card))
			if !near(c.Chance, chances[card]) {
				t.Errorf("by card %v: chance %v, brute force %v", card, c.Chance, chances[card])
			}
			for p := range c.Equity {
				if !near(c.Equity[p], want[p]) {
					t.Errorf("by card %v: player %d equity %v, brute force %v", card, p+1, c.Equity[p], want[p])
				}
			}
		}
	case request.StreetsOf:
		e := equityJSON(t, append(append(base, "--streets"), spot.args(false)...)...)
		if len(e.Streets) == 0 {
			t.Fatal("no streets")
		}
		for _, s := range e.Streets {
			n := len(s.Board)
			var want []float64
			if n >= 3 {
				want = ref.equity(board[:n])
			} else {
				// Before the flop the brute force is too slow: the
				// street must equal the plain exact run on no board.
				pre := equityJSON(t, append([]string{"--game", g.String(), "--exact"}, spot.args(false)...)...)
				for _, p := range pre.Players {
					want = append(want, p.Equity)
				}
			}
			checkEquities(t, s.Street, s.Players, want)
		}
	case request.Distribution, request.ByHand:
		flag := "--by-hand"
		if a == request.Distribution {
			flag = "--distribution"
		}
		e := equityJSON(t, append(append(base, flag, "--exact"), spot.args(true)...)...)
		first := newRefSpot(t, g, rotate(spot.players), board)
		got := map[string]float64{}
		if a == request.ByHand {
			for _, h := range e.ByHand {
				got[h.Hand] = h.Equity
			}
		} else {
			if len(e.Distributions) != 1 {
				t.Fatalf("%d distributions, want 1", len(e.Distributions))
			}
			for _, pt := range e.Distributions[0].Points {
				got[pt.Hand] = pt.Equity
			}
		}
		byHand := first.byFirstHand(board)
		if len(got) != len(byHand) {
			t.Errorf("%s: %d hands, brute force %d", flag, len(got), len(byHand))
		}
		for h, want := range byHand {
			if eq, ok := got[h]; !ok || !near(eq, want) {
				t.Errorf("%s: hand %s equity %v (listed %v), brute force %v", flag, h, eq, ok, want)
			}
		}
	case request.RangeOnBoard:
		checkRangeOnBoard(t, g, spot, board)
	case request.BatchLines:
		dir := t.TempDir()
		file := filepath.Join(dir, "spots.txt")
		line := strings.Join(append(append(append([]string{}, quoteAll(spot.args(false))...), base...), "--exact"), " ")
		if err := os.WriteFile(file, []byte(line+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		r := runPokersim(t, "", "batch", "--format", "json", file)
		var b struct {
			Matchups []struct {
				Result answer.Equity `json:"result"`
			} `json:"matchups"`
		}
		if r.code != 0 || json.Unmarshal([]byte(r.stdout), &b) != nil || len(b.Matchups) != 1 {
			t.Fatalf("batch %q: exit %d %s %s", line, r.code, r.stdout, r.stderr)
		}
		checkEquities(t, "batch", b.Matchups[0].Result.Players, ref.equity(board))
	case request.Matrix:
		checkMatrix(t)
	default:
		t.Fatalf("no check for %q: add one", a)
	}
}

// rotate puts the last player first.
func rotate(players []string) []string {
	return append([]string{players[len(players)-1]}, players[:len(players)-1]...)
}

func quoteAll(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if strings.ContainsAny(w, ", ") {
			out[i] = `"` + w + `"`
		}
	}
	return out
}

func checkEquities(t *testing.T, what string, got []answer.PlayerEquity, want []float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d players, want %d", what, len(got), len(want))
	}
	for p := range got {
		if !near(got[p].Equity, want[p]) {
			t.Errorf("%s: player %d equity %.12f, brute force %.12f", what, p+1, got[p].Equity, want[p])
		}
	}
}

// checkOuts compares the report's outs with the brute force's.
func checkOuts(t *testing.T, g game.Game, got []answer.PlayerOuts, want [][2]refOuts) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d players' outs, want %d", len(got), len(want))
	}
	for p, o := range got {
		parts := []*answer.OutsPart{&o.OutsPart, o.Low}
		if (o.Low != nil) != g.HiLo() {
			t.Fatalf("player %d: low outs %v in %v", p+1, o.Low != nil, g)
		}
		for k, part := range parts {
			if part == nil {
				continue
			}
			w := want[p][k]
			if !near(part.Behind, w.behind) {
				t.Errorf("player %d half %d: behind %v, brute force %v", p+1, k, part.Behind, w.behind)
			}
			cards := map[deck.Card]answer.OutCard{}
			for _, c := range part.Cards {
				cards[deck.MustParseCard(c.Card)] = c
			}
			for c := range deck.NumCards {
				oc := cards[deck.Card(c)]
				if !near(oc.Win, w.win[c]) || !near(oc.Tie, w.tie[c]) {
					t.Errorf("player %d half %d card %v: win %v tie %v, brute force %v %v", p+1, k, deck.Card(c), oc.Win, oc.Tie, w.win[c], w.tie[c])
				}
			}
		}
	}
}

// checkRangeOnBoard checks pokersim range on the spot's board with the
// spot's range: the combos left, and those of each class of a made hand of
// five cards, counted by valuing each combo with game.Value.
func checkRangeOnBoard(t *testing.T, g game.Game, spot gameSpot, board []deck.Card) {
	rng := spot.players[len(spot.players)-1]
	r := runPokersim(t, "", "range", rng, "--board", spot.board, "--game", g.String(), "--format", "json")
	var v answer.RangeBoard
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &v) != nil {
		t.Fatalf("range: exit %d %s", r.code, r.stderr)
	}
	parsed, err := deck.ParseRangeIn(g.Deck(), rng)
	if err != nil {
		t.Fatal(err)
	}
	left := 0
	byCat := map[peval.Category]int{}
	for c := range parsed.All() {
		if c.Set()&deck.SetOf(board...) != 0 {
			continue
		}
		left++
		hi, _ := g.Value([]deck.Card{c.Hi, c.Lo}, board)
		byCat[g.Ranking().Category(hi)]++
	}
	if v.Left != left {
		t.Errorf("range: %d combos left, brute force %d", v.Left, left)
	}
	classes := map[string]peval.Category{"straight": peval.Straight, "flush": peval.Flush, "full-house": peval.FullHouse, "quads": peval.FourOfAKind, "straight-flush": peval.StraightFlush}
	for _, m := range v.Made {
		if c, ok := classes[m.Class]; ok && m.Best.Combos != byCat[c] {
			t.Errorf("range: %s holds %d combos, brute force %d", m.Class, m.Best.Combos, byCat[c])
		}
	}
}

// checkMatrix checks a cell of pokersim matrix and its column against a
// random hand: AA against KK by the equity command's exact enumeration
// of the two ranges, a different path, and AA against a random hand by
// the ranking's table.
func checkMatrix(t *testing.T) {
	dir := t.TempDir()
	r := runPokersim(t, "", "matrix", "--rows", "AA", "--format", "json", "--out", dir)
	if r.code != 0 {
		t.Fatalf("matrix: exit %d %s", r.code, r.stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "matrix.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Classes []string `json:"classes"`
		Rows    []struct {
			Class    string    `json:"class"`
			VsRandom float64   `json:"vs_random"`
			Equity   []float64 `json:"equity"`
		} `json:"rows"`
	}
	if err := json.Unmarshal(data, &m); err != nil || len(m.Rows) != 1 {
		t.Fatalf("matrix.json: %v, %d rows", err, len(m.Rows))
	}
	kk := -1
	for i, c := range m.Classes {
		if c == "KK" {
			kk = i
		}
	}
	e := equityJSON(t, "--exact", "AA", "vs", "KK")
	if aa, _ := deck.ParseClass("AA"); !near(m.Rows[0].Equity[kk], e.Players[0].Equity) || math.Abs(m.Rows[0].VsRandom-deck.PreflopEquity(aa)) > 1e-6 {
		t.Errorf("matrix AA vs KK %v, vs random %v; equity says %v, the ranking %v", m.Rows[0].Equity[kk], m.Rows[0].VsRandom, e.Players[0].Equity, deck.PreflopEquity(aa))
	}
}

// refSpot is the brute force of the table's checks: every deal of the
// players' hands (known cards; a partial hand completed every way; a
// two-card range's combos, each of weight 1) and, for a board, every way
// to complete it, each hand valued with game.Value and the pot divided by
// the rules as written here.
type refSpot struct {
	g     game.Game
	deals [][][]deck.Card // each deal of hands, before the board is known
}

func newRefSpot(t *testing.T, g game.Game, players []string, board []deck.Card) *refSpot {
	t.Helper()
	var options [][][]deck.Card // each player's possible hands, partial ones as they are
	known := deck.SetOf(board...)
	for _, p := range players {
		if cards, err := deck.ParseCards(p); err == nil {
			options = append(options, [][]deck.Card{cards})
			known |= deck.SetOf(cards...)
			continue
		}
		r, err := deck.ParseRangeIn(g.Deck(), p)
		if err != nil {
			t.Fatalf("spot player %q: %v", p, err)
		}
		var hands [][]deck.Card
		for c, w := range r.All() {
			if w != 1 {
				t.Fatalf("spot player %q: weights other than 1", p)
			}
			hands = append(hands, []deck.Card{c.Hi, c.Lo})
		}
		options = append(options, hands)
	}
	s := &refSpot{g: g}
	var rec func(p int, used deck.Set, hands [][]deck.Card)
	rec = func(p int, used deck.Set, hands [][]deck.Card) {
		if p == len(options) {
			s.deals = append(s.deals, append([][]deck.Card(nil), hands...))
			return
		}
		for _, h := range options[p] {
			set := deck.SetOf(h...)
			if len(options[p]) > 1 && set&used != 0 {
				continue
			}
			rec(p+1, used|set, append(hands, h))
		}
	}
	rec(0, known, nil)
	return s
}

// each calls f for every deal on every completion of board: the hands,
// whole, and the board, whole. Partial hands are completed after the board.
func (s *refSpot) each(board []deck.Card, f func(hands [][]deck.Card, board []deck.Card)) {
	g := s.g
	for _, deal := range s.deals {
		used := deck.SetOf(board...)
		for _, h := range deal {
			used |= deck.SetOf(h...)
		}
		free := (g.Deck() &^ used).AppendCards(nil)
		var complete func(from int, hands [][]deck.Card, p int, b []deck.Card, taken deck.Set)
		complete = func(from int, hands [][]deck.Card, p int, b []deck.Card, taken deck.Set) {
			if len(b) < g.BoardCards() {
				for i := from; i < len(free); i++ {
					if !taken.Has(free[i]) {
						complete(i+1, hands, p, append(append([]deck.Card(nil), b...), free[i]), taken|free[i].Bit())
					}
				}
				return
			}
			for p < len(hands) && len(hands[p]) == g.HoleCards() {
				p, from = p+1, 0
			}
			if p == len(hands) {
				f(hands, b)
				return
			}
			for i := from; i < len(free); i++ {
				if taken.Has(free[i]) {
					continue
				}
				next := append([][]deck.Card(nil), hands...)
				next[p] = append(append([]deck.Card(nil), hands[p]...), free[i])
				complete(i+1, next, p, b, taken|free[i].Bit())
			}
		}
		complete(0, deal, 0, board, 0)
	}
}

// winners returns who shares the high (or only) pot and the low half on
// a board of any size, each hand valued by game.Value.
func (s *refSpot) winners(hands [][]deck.Card, board []deck.Card) (high, low []bool) {
	n := len(hands)
	hi, lo := make([]peval.Rank, n), make([]peval.Low, n)
	var bh peval.Rank
	var bl peval.Low
	for p, h := range hands {
		hi[p], lo[p] = s.g.Value(h, board)
		bh, bl = max(bh, hi[p]), max(bl, lo[p])
	}
	high, low = make([]bool, n), make([]bool, n)
	for p := range n {
		switch s.g.Low() {
		case game.LowOnly:
			high[p] = lo[p] == bl
		case game.EightOrBetter:
			high[p] = hi[p] == bh
			low[p] = bl > 0 && lo[p] == bl
		default:
			high[p] = hi[p] == bh
		}
	}
	return high, low
}

// shares returns each player's share of the pot of a showdown.
func (s *refSpot) shares(hands [][]deck.Card, board []deck.Card) []float64 {
	high, low := s.winners(hands, board)
	count := func(b []bool) float64 {
		n := 0
		for _, x := range b {
			if x {
				n++
			}
		}
		return float64(n)
	}
	kh, kl := count(high), count(low)
	out := make([]float64, len(hands))
	for p := range out {
		var hs, ls float64
		if high[p] {
			hs = 1 / kh
		}
		if low[p] {
			ls = 1 / kl
		}
		if kl == 0 {
			out[p] = hs
		} else {
			out[p] = (hs + ls) / 2
		}
	}
	return out
}

// equity returns each player's equity on board, completed every way.
func (s *refSpot) equity(board []deck.Card) []float64 {
	var sum []float64
	total := 0.0
	s.each(board, func(hands [][]deck.Card, b []deck.Card) {
		sh := s.shares(hands, b)
		if sum == nil {
			sum = make([]float64, len(sh))
		}
		for p, x := range sh {
			sum[p] += x
		}
		total++
	})
	for p := range sum {
		sum[p] /= total
	}
	return sum
}

// categories returns each player's chance of each high category at
// showdown, and of making a low.
func (s *refSpot) categories(board []deck.Card) ([][peval.NumCategories + 1]float64, []float64) {
	var cats [][peval.NumCategories + 1]float64
	var lows []float64
	total := 0.0
	s.each(board, func(hands [][]deck.Card, b []deck.Card) {
		if cats == nil {
			cats, lows = make([][peval.NumCategories + 1]float64, len(hands)), make([]float64, len(hands))
		}
		for p, h := range hands {
			hi, lo := s.g.Value(h, b)
			cats[p][s.g.Ranking().Category(hi)]++
			if lo > 0 {
				lows[p]++
			}
		}
		total++
	})
	for p := range cats {
		for c := range cats[p] {
			cats[p][c] /= total
		}
		lows[p] /= total
	}
	return cats, lows
}

// byFirstHand returns the first player's equity with each of its hands.
func (s *refSpot) byFirstHand(board []deck.Card) map[string]float64 {
	sum, total := map[string]float64{}, map[string]float64{}
	s.each(board, func(hands [][]deck.Card, b []deck.Card) {
		h := deck.NewCombo(hands[0][0], hands[0][1]).String()
		sum[h] += s.shares(hands, b)[0]
		total[h]++
	})
	for h := range sum {
		sum[h] /= total[h]
	}
	return sum
}

// chances returns the chance of each card coming next on board.
func (s *refSpot) chances(board []deck.Card) map[deck.Card]float64 {
	out := map[deck.Card]float64{}
	for _, deal := range s.deals {
		used := deck.SetOf(board...)
		for _, h := range deal {
			used |= deck.SetOf(h...)
		}
		free := s.g.Deck() &^ used
		for c := range free.All() {
			out[c] += 1 / float64(free.Len()) / float64(len(s.deals))
		}
	}
	return out
}

// refOuts is one player's outs to one half, as OutCards has them.
type refOuts struct {
	behind   float64
	win, tie [deck.NumCards]float64
}

// outs returns each player's outs to the high (or only) pot and the low
// half on board, hands compared as they stand with one more card.
func (s *refSpot) outs(board []deck.Card) [][2]refOuts {
	n := len(s.deals[0])
	out := make([][2]refOuts, n)
	behind := make([][2]float64, n)
	for _, hands := range s.deals {
		used := deck.SetOf(board...)
		for _, h := range hands {
			used |= deck.SetOf(h...)
		}
		nh, nl := s.winners(hands, board)
		now := [2][]bool{nh, nl}
		for p := range n {
			for k := range 2 {
				if !now[k][p] {
					behind[p][k]++
				}
			}
		}
		for c := range (s.g.Deck() &^ used).All() {
			ah, al := s.winners(hands, append(append([]deck.Card(nil), board...), c))
			after := [2][]bool{ah, al}
			for k := range 2 {
				sharers := 0
				for _, x := range after[k] {
					if x {
						sharers++
					}
				}
				for p := range n {
					if now[k][p] || !after[k][p] {
						continue
					}
					if sharers == 1 {
						out[p][k].win[c]++
					} else {
						out[p][k].tie[c]++
					}
				}
			}
		}
	}
	for p := range out {
		for k := range 2 {
			out[p][k].behind = behind[p][k] / float64(len(s.deals))
			if behind[p][k] == 0 {
				continue
			}
			for c := range deck.NumCards {
				out[p][k].win[c] /= behind[p][k]
				out[p][k].tie[c] /= behind[p][k]
			}
		}
	}
	return out
}
