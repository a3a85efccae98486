package pql

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// run runs one statement; engine false forces the PQL evaluator.
func run(t *testing.T, q string, r Request, engine bool) *Result {
	t.Helper()
	qs, err := Parse(q)
	if err != nil {
		t.Fatalf("Parse(%q): %v", q, err)
	}
	pr, err := compile(qs[0])
	if err != nil {
		t.Fatalf("compile(%q): %v", q, err)
	}
	if r.Query == "" {
		r.Query = q
	}
	res, err := pr.run(context.Background(), r, 2, engine)
	if err != nil {
		t.Fatalf("run(%q): %v", q, err)
	}
	return res
}

// equity is pokersim equity's result on the same inputs.
func equity(t *testing.T, g string, players []string, board string, opts sim.Options) *sim.Result {
	t.Helper()
	r := request.Request{Players: players, Board: board, Game: g}
	spec, err := r.Spec()
	if err != nil {
		t.Fatal(err)
	}
	res, err := sim.Equity(context.Background(), spec.Matchup, opts)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestAcesVersusRandomBitForBit(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates 12.6 billion deals through the engine")
	}
	res := run(t, "select avg(riverEquity(hero)) from game='holdem', hero='AA', villain='**'", Request{}, true)
	want := equity(t, "holdem", []string{"AA", "random"}, "", sim.Options{Method: sim.ForceExact})
	if got := res.Selectors[0].Value; got != want.Players[0].Equity || res.Method != "exact" {
		t.Fatalf("AA vs ** = %v (%s), want %v exact", got, res.Method, want.Players[0].Equity)
	}
	if math.Abs(res.Selectors[0].Value-0.852037) > 5e-7 {
		t.Fatalf("AA vs ** = %v, want 0.852037...", res.Selectors[0].Value)
	}
}

// TestEquityEveryGame checks, in every game, that an equity query gives
// pokersim equity's figures bit for bit, and that the PQL evaluator,
// enumerating deals by itself, agrees with them.
func TestEquityEveryGame(t *testing.T) {
	cases := map[game.Game][3]string{
		game.Holdem:         {"AhKh", "QsQd", "Qh7h2c"},
		game.FiveCard:       {"AhKhQh", "2c2d3c4c", ""},
		game.ShortDeck:      {"AhKh", "QsQd", "Qh7h9c"},
		game.ShortDeckTrips: {"AhKh", "QsQd", "Qh7h9c"},
		game.Omaha:          {"AhKhQdJd", "QsQc7s6s", "Qh7h2c"},
		game.Omaha5:         {"AhKhQdJd2c", "QsQc7s6s3c", "Qh7h2d"},
		game.Omaha6:         {"AhKhQdJd2c3c", "QsQc7s6s4c5c", "Qh7h2d"},
		game.Omaha8:         {"AhKh2d3d", "QsQc4s6s", "Qh7h5c"},
		game.Omaha5x8:       {"AhKh2d3d9c", "QsQc4s6sTc", "Qh7h5c"},
		game.Stud:           {"AhAdKc7s8s9h", "QsQcJd5h4h3h", ""},
		game.Stud8:          {"Ah2d3c7s8s9h", "QsQcJd5h4h3s", ""},
		game.Razz:           {"Ah2d3c7s8s9h", "QsQcJd5h4h3s", ""},
		game.Lowball27:      {"2h3d4c7s", "QsQcJd", ""},
		game.Lowball:        {"Ah2d3c5s", "KsQcJd", ""},
	}
	for _, g := range game.All() {
		c, ok := cases[g]
		if !ok {
			t.Fatalf("no case for %v", g)
		}
		t.Run(g.String(), func(t *testing.T) {
			q := "select avg(riverEquity(hero)), count(scoops(hero)) from game='" + g.String() + "', hero='" + c[0] + "', villain='" + c[1] + "'"
			if c[2] != "" {
				q += ", board='" + c[2] + "'"
			}
			want := equity(t, g.String(), []string{c[0], c[1]}, c[2], sim.Options{Method: sim.ForceExact})
			got := run(t, q, Request{Method: "exact"}, true)
			if got.Engine != "sim" || got.Selectors[0].Value != want.Players[0].Equity || got.Selectors[1].Value != want.Players[0].Win {
				t.Fatalf("%s: %+v, want equity %v scoops %v", q, got.Selectors, want.Players[0].Equity, want.Players[0].Win)
			}
			own := run(t, q, Request{Method: "exact"}, false)
			for i, w := range []float64{want.Players[0].Equity, want.Players[0].Win} {
				if math.Abs(own.Selectors[i].Value-w) > 1e-12 {
					t.Errorf("%s: evaluator's %s = %v, engine's %v", q, own.Selectors[i].Name, own.Selectors[i].Value, w)
				}
			}
		})
	}
}

// TestSpreadsheetExample reproduces ProPokerTools' published spreadsheet
// example: TT vs AK, 99 vs QQ, 22 vs A2, count(winsHi(player1)).
func TestSpreadsheetExample(t *testing.T) {
	rows := []struct {
		p1, p2 string
		exact  float64
		wins   float64 // of 600,000 trials, as published
	}{
		{"TT", "AK", 0.559759, 335263},
		{"99", "QQ", 0.186115, 111272},
		{"22", "A2", 0.640576, 384166},
	}
	for _, r := range rows {
		q := "select count(winsHi(player1)) from game='holdem', player1='" + r.p1 + "', player2='" + r.p2 + "'"
		ex := run(t, q, Request{Method: "exact"}, true)
		if got := ex.Selectors[0].Value; math.Abs(got-r.exact) > 5e-7 {
			t.Errorf("%s/%s exact = %v, want %v", r.p1, r.p2, got, r.exact)
		}
		if testing.Short() {
			continue
		}
		// Our estimate and the published one are independent, each with
		// standard error se: their difference has se·√2.
		se := math.Sqrt(600000 * r.exact * (1 - r.exact))
		for _, engine := range []bool{true, false} {
			mc := run(t, q, Request{Method: "mc", Trials: 600000, Seed: 1}, engine)
			wins := mc.Selectors[0].Value * 600000
			if mc.Trials != 600000 || math.Abs(wins-r.wins) > 4*se*math.Sqrt2 {
				t.Errorf("%s/%s Monte Carlo (engine %v) wins %v of %d, published %v (SE %v)", r.p1, r.p2, engine, wins, mc.Trials, r.wins, se)
			}
		}
	}
}

// TestOpenPQLExamples checks Open PQL's deterministic examples: each
// gives all or none.
func TestOpenPQLExamples(t *testing.T) {
	cases := []struct {
		q    string
		want float64
	}{
		{"select count(scoops(hero)) from game='holdem', hero='AhAs', villain='KhKs', board='2c3d4s7h8c'", 1},
		{"select count(scoops(villain)) from game='holdem', hero='AhAs', villain='KhKs', board='2c3d4s7h8c'", 0},
		{"select count(scoops(p1) or scoops(p2) or scoops(p3)) from game='holdem', p1='2c2d', p2='3c3d', p3='4c4d', board='AsKsQsJsTs'", 0},
		{"select count(tiesHi(p1) and tiesHi(p2) and tiesHi(p3)) from game='holdem', p1='2c2d', p2='3c3d', p3='4c4d', board='AsKsQsJsTs'", 1},
		{"select count(overpair(hero, flop)) from game='holdem', hero='QQ', villain='**', board='Js7d2c'", 1},
		{"select count(overpair(hero, flop)) from game='holdem', hero='QQ', villain='**', board='Ks7d2c'", 0},
		{"select count(inRange(hero, 'AKs,QQ')) from game='holdem', hero='AKs', villain='**'", 1},
		{"select count(inRange(hero, 'AKo')) from game='holdem', hero='AKs', villain='**'", 0},
	}
	for _, c := range cases {
		for _, engine := range []bool{true, false} {
			res := run(t, c.q, Request{Method: "mc", Trials: 2000}, engine)
			if got := res.Selectors[0].Value; got != c.want {
				t.Errorf("%s = %v, want %v", c.q, got, c.want)
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		q         string
		err       error
		line, col int
		msg       string
	}{
		{"select avg(riverEquty(hero)) from hero='AA', villain='KK'", ErrUnknown, 1, 12, "did you mean riverEquity"},
		{"select avg(riverEquity(hero) from hero='AA', villain='KK'", ErrSyntax, 1, 30, "want )"},
		{"select\n  count(winsLo(hero))\nfrom game='holdem', hero='AA', villain='KK'", ErrGame, 2, 9, "no low"},
		{"select count(winsHi(hero)) from game='razz', hero='*', villain='*'", ErrGame, 1, 14, "low only"},
		{"select count(handType(hero, flop) = flsh) from hero='AA', villain='KK'", ErrUnknown, 1, 37, "flush"},
		{"select count(winsHi(heor)) from hero='AA', villain='KK'", ErrUnknown, 1, 21, "hero"},
		{"select avg(riverEquity(hero)) from hero='AA', villain='KK' where handType(hero, flop) > quads and pocketPair(villain) and not pocketPair(villain)", ErrNoDeal, 1, 0, ""},
		{"select count('x) from hero='AA'", ErrSyntax, 1, 31, "not closed"},
		{"select avg(1) from game='nosuch', hero='AA', villain='KK'", ErrBinding, 1, 20, "unknown game"},
	}
	for _, c := range cases {
		_, err := Run(context.Background(), Request{Query: c.q, Trials: 1000}, 1)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, c.err) {
			t.Errorf("Run(%q) = %v, want %v", c.q, err, c.err)
			continue
		}
		if e.Line != c.line || c.col > 0 && e.Col != c.col || !strings.Contains(e.Error(), c.msg) {
			t.Errorf("Run(%q) = line %d col %d %q, want line %d col %d containing %q", c.q, e.Line, e.Col, e.Error(), c.line, c.col, c.msg)
		}
		if e.Line > 0 && !strings.Contains(e.Error(), "\n  "+strings.Repeat(" ", e.Col-1)+"^") {
			t.Errorf("Run(%q) = %q: no caret under column %d", c.q, e.Error(), e.Col)
		}
	}
}

// TestSameForAnyWorkers checks that Monte Carlo gives the same figures
// for any number of workers.
func TestSameForAnyWorkers(t *testing.T) {
	q := "select avg(riverEquity(hero)), histogram(handType(hero, river)), max(boardSuitCount(river)) from game='holdem', hero='AKs', villain='QQ+' where handType(hero, flop) >= pair"
	var first *Result
	for _, w := range []int{1, 2, 3} {
		qs, _ := Parse(q)
		pr, err := compile(qs[0])
		if err != nil {
			t.Fatal(err)
		}
		res, err := pr.run(context.Background(), Request{Method: "mc", Trials: 40000, Seed: 7}, w, false)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = res
			if res.Trials != 40000 {
				t.Fatalf("trials %d, want 40000", res.Trials)
			}
			continue
		}
		if res.Selectors[0].Value != first.Selectors[0].Value || len(res.Selectors[1].Buckets) != len(first.Selectors[1].Buckets) || res.Deals != first.Deals {
			t.Fatalf("workers %d: %+v, workers 1: %+v", w, res, first)
		}
	}
}

// brute values one small query by walking every deal by hand: hero's
// and villain's known hands, every turn and river.
func TestExamplesAgainstBruteForce(t *testing.T) {
	// Example 2, on a flop with the hands known: count(HvHequity(villain,
	// turn) > 0.5 and winsHi(hero)) where HvHequity(hero, flop) > 0.5.
	hero, villain := deck.MustParseCards("AhAdKs9c"), deck.MustParseCards("QsJsTh8h")
	flop := deck.MustParseCards("Qd7s2h")
	g := game.Omaha
	equityOn := func(board []deck.Card, p int) float64 {
		used := deck.SetOf(append(append(append([]deck.Card{}, hero...), villain...), board...)...)
		var sum, n float64
		var rest []deck.Card
		for c := range (deck.FullDeck &^ used).All() {
			rest = append(rest, c)
		}
		k := 5 - len(board)
		var walk func(from int, b []deck.Card)
		walk = func(from int, b []deck.Card) {
			if len(b) == 5 {
				h, _ := g.Value(hero, b)
				v, _ := g.Value(villain, b)
				share := map[bool]float64{true: 1, false: 0}[(p == 0) == (h > v)]
				if h == v {
					share = 0.5
				}
				sum += share
				n++
				return
			}
			for i := from; i < len(rest); i++ {
				walk(i+1, append(b, rest[i]))
			}
		}
		_ = k
		walk(0, append([]deck.Card{}, board...))
		return sum / n
	}
	want := 0.0
	if equityOn(flop, 0) > 0.5 {
		used := deck.SetOf(append(append(append([]deck.Card{}, hero...), villain...), flop...)...)
		var n, hits float64
		for turn := range (deck.FullDeck &^ used).All() {
			b4 := append(append([]deck.Card{}, flop...), turn)
			for river := range (deck.FullDeck &^ used &^ turn.Bit()).All() {
				n++
				b5 := append(append([]deck.Card{}, b4...), river)
				h, _ := g.Value(hero, b5)
				v, _ := g.Value(villain, b5)
				if equityOn(b4, 1) > 0.5 && h > v {
					hits++
				}
			}
		}
		want = hits / n
	}
	q := "select count(HvHequity(villain, turn) > 0.5 and winsHi(hero)) as suckAndResuck from game='omahahi', hero='AhAdKs9c', villain='QsJsTh8h', board='Qd7s2h' where HvHequity(hero, flop) > 0.5"
	got := run(t, q, Request{}, true)
	if got.Method != "exact" || math.Abs(got.Selectors[0].Value-want) > 1e-12 {
		t.Fatalf("%s = %v (%s), brute force %v", q, got.Selectors[0].Value, got.Method, want)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"select avg(riverEquity(hero)) as heroEquity from game='holdem', hero='AA', villain='**'",
		"select count(HvHequity(villain, turn) > 0.5 and winsHi(hero)) from game='omahahi', hero='AA**', villain='****' where HvHequity(hero, flop) > 0.5",
		"select histogram(winningHandType()) from game='studhi', syntax='generic', p1='*', p2='*'",
		"select avg(case when pocketPair(hero) then 1 else -2 * 3 end) from hero='**', villain='**'; select max(1)",
		"select count(not (a or b)) from x='", "select ((((", "--",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		qs, err := Parse(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q) = %v, not an *Error", s, err)
			}
			_ = e.Error()
			return
		}
		for _, q := range qs {
			if _, err := compile(q); err != nil {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("compile(%q) = %v, not an *Error", s, err)
				}
			}
		}
	})
}

// TestMaxTime checks Request.MaxTime: Monte Carlo without trials stops at
// it with the deals dealt, standard errors and TimeLimited, on the PQL
// evaluator (HvHequity on the flop, far too slow for DefaultTrials) and on
// the engine; a request with trials ignores it.
func TestMaxTime(t *testing.T) {
	const slow = "select count(HvHequity(villain, turn) > 0.5 and winsHi(hero)) from game='omahahi', hero='AA**', villain='****' where HvHequity(hero, flop) > 0.5"
	for _, tt := range []struct {
		name, q, engine string
		r               Request
		limited         bool
	}{
		{"evaluator", slow, "pql", Request{MaxTime: 100 * time.Millisecond}, true},
		{"engine", "select avg(riverEquity(hero)) from hero='AA', villain='**'", "sim", Request{Method: "mc", MaxTime: time.Millisecond}, true},
		{"trials", slow, "pql", Request{Trials: 3, MaxTime: time.Nanosecond}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, tt.q, tt.r, true)
			if res.Engine != tt.engine || res.Method != "montecarlo" || res.TimeLimited != tt.limited {
				t.Fatalf("%s, %s, time limited %v; want %s, montecarlo, %v", res.Engine, res.Method, res.TimeLimited, tt.engine, tt.limited)
			}
			if tt.limited && (res.Trials <= 0 || res.Trials >= DefaultTrials || res.Selectors[0].StdErr <= 0) {
				t.Errorf("%d trials, standard error %v; want a sample short of %d, with its standard error", res.Trials, res.Selectors[0].StdErr, DefaultTrials)
			}
			if !tt.limited && res.Trials != tt.r.Trials {
				t.Errorf("%d trials, want %d", res.Trials, tt.r.Trials)
			}
		})
	}
}
