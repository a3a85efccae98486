package sim

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
)

// sameResult reports the first figure in which the table's result a and
// the enumeration's b differ, bit for bit, or "" if none does.
func sameResult(a, b *Result) string {
	if a.Samples != b.Samples || a.Mode != b.Mode || len(a.Players) != len(b.Players) {
		return "samples, mode or players"
	}
	for p := range a.Players {
		x, y := a.Players[p], b.Players[p]
		same := func(u, v float64) bool { return math.Float64bits(u) == math.Float64bits(v) }
		switch {
		case x.Samples != y.Samples:
			return "player samples"
		case !same(x.WinCount, y.WinCount) || !same(x.TieCount, y.TieCount) || !slices.EqualFunc(x.Split, y.Split, same):
			return "counts"
		case !same(x.Win, y.Win) || !same(x.Tie, y.Tie) || !same(x.Equity, y.Equity) || !same(x.EquitySq, y.EquitySq):
			return "fractions"
		}
	}
	if len(a.ByHand) != len(b.ByHand) {
		return "number of lines by hand"
	}
	for i, x := range a.ByHand {
		y := b.ByHand[i]
		same := func(u, v float64) bool { return math.Float64bits(u) == math.Float64bits(v) }
		if x.Combo != y.Combo || x.Samples != y.Samples || !same(x.Weight, y.Weight) || !same(x.Total, y.Total) ||
			!same(x.Equity, y.Equity) || !same(x.Win, y.Win) || !same(x.Tie, y.Tie) || !same(x.EquitySq, y.EquitySq) {
			return "line by hand " + x.Combo.String()
		}
	}
	return ""
}

// tableAndEnumerated values m from the table and by enumeration, with
// results by hand if byHand, checking that the first read the table and
// the second did not.
func tableAndEnumerated(t *testing.T, m *Matchup, byHand bool) (table, enum *Result) {
	t.Helper()
	var err error
	if table, err = Enumerate(context.Background(), m, Options{Workers: 1, ByHand: byHand}); err != nil {
		t.Fatal(err)
	}
	if enum, err = Enumerate(context.Background(), m, Options{Workers: 1, NoTables: true, ByHand: byHand}); err != nil {
		t.Fatal(err)
	}
	if !table.Table || enum.Table {
		t.Fatalf("%s: Table = %v and %v with NoTables, want true and false", m, table.Table, enum.Table)
	}
	return table, enum
}

// randomRange returns a range of 1 to maxCombos combos, drawn from a
// few classes so that suits repeat (and the enumeration's orbits merge),
// with weights that are whole multiples of 1/8 (some above 1).
func randomRange(r *rand.Rand, maxCombos int) *deck.Range {
	var out deck.Range
	weights := []float64{1, 1, 1, 0.5, 0.25, 0.125, 0.75, 2, 3.375}
	n := 1 + r.IntN(maxCombos)
	cls := deck.ClassAt(r.IntN(deck.NumClasses))
	for out.Len() < n {
		if r.IntN(3) == 0 {
			cls = deck.ClassAt(r.IntN(deck.NumClasses))
		}
		combos := cls.AppendCombos(nil)
		out.Set(combos[r.IntN(len(combos))], weights[r.IntN(len(weights))])
	}
	return &out
}

// TestPreflopTableMatchesEnumeration compares the table's answers with
// enumeration's, bit for bit, on random weighted range pairs (4,000 with
// POKERSIM_FULL=1), on known and partly known hands, and on a few wide
// ranges that the enumeration values board first.
func TestPreflopTableMatchesEnumeration(t *testing.T) {
	pairs := 40
	if testfull.Enabled() {
		pairs = 4000
	}
	r := rand.New(rand.NewPCG(31, 4000))
	for i := range pairs {
		m := &Matchup{Game: game.Holdem, Players: []Player{{Range: randomRange(r, 6)}, {Range: randomRange(r, 6)}}}
		if r.IntN(4) == 0 { // a known hand against a range
			c := m.Players[0].Range.(*deck.Range)
			for x := range c.All() {
				m.Players[0] = Player{Cards: []deck.Card{x.Hi, x.Lo}}
				break
			}
		}
		if exactPlanError(m) != nil {
			continue // the ranges cannot be dealt together
		}
		table, enum := tableAndEnumerated(t, m, i%8 == 1) // results by hand enumerate slowly
		if d := sameResult(table, enum); d != "" {
			t.Fatalf("pair %d, %s: the table's %s differ from enumeration's: %+v %+v against %+v %+v", i, m, d, table.Players, table.ByHand, enum.Players, enum.ByHand)
		}
	}
	cards := func(s string) []deck.Card { return deck.MustParseCards(s) }
	wide := []*Matchup{
		{Game: game.Holdem, Players: []Player{{Cards: cards("AhKh")}, {Cards: cards("QsQd")}}},
		{Game: game.Holdem, Players: []Player{{Cards: cards("7c2d")}, {Cards: cards("7d")}}},
		{Game: game.Holdem, Players: []Player{{Cards: cards("Ah")}, {Range: deck.MustParseRange("KK,AKs")}}},
		{Game: game.Holdem, Players: []Player{{Range: deck.MustParseRange("JJ+,AK")}, {Range: deck.MustParseRange("QQ+,AKs:0.5")}}},
	}
	if testfull.Enabled() {
		wide = append(wide,
			&Matchup{Game: game.Holdem, Players: []Player{{Range: deck.MustParseRange("20%")}, {Range: deck.MustParseRange("30%")}}},
			&Matchup{Game: game.Holdem, Players: []Player{{Range: deck.MustParseRange("AA,KK,QQ,AKs")}, {}}},
			&Matchup{Game: game.Holdem, Players: []Player{{Range: deck.MustParseRange("TT+:0.25,AQs+:0.5,KQ")}, {Range: deck.MustParseRange("22+:0.75,A2s+,KTo+@150")}}})
	}
	for i, m := range wide {
		table, enum := tableAndEnumerated(t, m, i%2 == 1)
		if d := sameResult(table, enum); d != "" {
			t.Errorf("%s: the table's %s differ from enumeration's: %+v against %+v", m, d, table.Players, enum.Players)
		}
	}
}

// exactPlanError returns the error of an exact plan of m.
func exactPlanError(m *Matchup) error {
	_, err := NewPlan(m, Options{Method: ForceExact})
	return err
}

// TestPreflopTableOnlyWhereExact checks which plans answer from the table:
// exact heads-up Hold'em before the flop with no dead card, no categories
// or results by hand, and weights whose sums are exact; nothing else.
func TestPreflopTableOnlyWhereExact(t *testing.T) {
	cards := deck.MustParseCards
	rng := deck.MustParseRange
	hu := func(a, b Player) []Player { return []Player{a, b} }
	known := func(s string) Player { return Player{Cards: cards(s)} }
	ranged := func(s string) Player { return Player{Range: rng(s)} }
	var odd deck.Range
	odd.Set(deck.NewCombo(cards("As")[0], cards("Ad")[0]), 0.3)
	odd.Set(deck.NewCombo(cards("Ks")[0], cards("Kd")[0]), 1)
	var fine deck.Range
	fine.Set(deck.NewCombo(cards("As")[0], cards("Ad")[0]), math.Ldexp(1, -30))
	tests := []struct {
		name string
		m    Matchup
		o    Options
		want bool
	}{
		{"known hands", Matchup{Game: game.Holdem, Players: hu(known("AhKh"), known("QsQd"))}, Options{}, true},
		{"ranges", Matchup{Game: game.Holdem, Players: hu(ranged("20%"), ranged("30%"))}, Options{}, true},
		{"weighted ranges", Matchup{Game: game.Holdem, Players: hu(ranged("AA:0.5,KK"), ranged("QQ+:0.25"))}, Options{}, true},
		{"one known card", Matchup{Game: game.Holdem, Players: hu(known("Ah"), ranged("KK"))}, Options{}, true},
		{"random", Matchup{Game: game.Holdem, Players: hu(Player{}, ranged("AA"))}, Options{}, true},
		{"auto", Matchup{Game: game.Holdem, Players: hu(known("AhKh"), known("QsQd"))}, Options{Method: Auto}, true},
		{"a board", Matchup{Game: game.Holdem, Board: cards("Ts9h2c"), Players: hu(known("AhKh"), known("QsQd"))}, Options{}, false},
		{"a dead card", Matchup{Game: game.Holdem, Dead: cards("2c"), Players: hu(known("AhKh"), known("QsQd"))}, Options{}, false},
		{"three players", Matchup{Game: game.Holdem, Players: []Player{known("AhKh"), known("QsQd"), known("2c2d")}}, Options{}, false},
		{"short deck", Matchup{Game: game.ShortDeck, Players: hu(known("AhKh"), known("QsQd"))}, Options{}, false},
		{"five-card", Matchup{Game: game.FiveCard, Players: hu(known("AhKh"), known("QsQd"))}, Options{}, false},
		{"2-7 lowball", Matchup{Game: game.Lowball27, Players: hu(known("AhKh"), known("QsQd"))}, Options{}, false},
		{"omaha", Matchup{Game: game.Omaha, Players: hu(known("AhKhAsKs"), known("QsQdJcJd"))}, Options{}, false},
		{"categories", Matchup{Game: game.Holdem, Players: hu(known("AhKh"), known("QsQd"))}, Options{Categories: true}, false},
		{"by hand", Matchup{Game: game.Holdem, Players: hu(ranged("AA"), known("QsQd"))}, Options{ByHand: true}, true},
		{"no tables", Matchup{Game: game.Holdem, Players: hu(known("AhKh"), known("QsQd"))}, Options{NoTables: true}, false},
		{"weight 0.3", Matchup{Game: game.Holdem, Players: hu(Player{Range: &odd}, ranged("QQ"))}, Options{}, false},
		{"weight 2^-30", Matchup{Game: game.Holdem, Players: hu(Player{Range: &fine}, ranged("QQ"))}, Options{}, false},
		{"monte carlo", Matchup{Game: game.Holdem, Players: hu(known("AhKh"), known("QsQd"))}, Options{Method: ForceMonteCarlo}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := tt.o
			if o.Method == Auto && tt.name != "auto" && tt.name != "monte carlo" {
				o.Method = ForceExact
			}
			p, err := NewPlan(&tt.m, o)
			if err != nil {
				t.Fatal(err)
			}
			if _, got := p.eng.(holdemPreflopTable); got != tt.want {
				t.Errorf("%s with %+v: the table engine chosen = %v, want %v", &tt.m, tt.o, got, tt.want)
			}
		})
	}
}

// TestPreflopTableUnits checks that the table's plan splits into the
// enumeration's units, whose counts combine to the table's answer.
func TestPreflopTableUnits(t *testing.T) {
	m := &Matchup{Game: game.Holdem, Players: []Player{{Cards: deck.MustParseCards("AhKh")}, {Range: deck.MustParseRange("QQ,JTs")}}}
	p, err := NewPlan(m, Options{Method: ForceExact, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	n, err := p.Units()
	if err != nil {
		t.Fatal(err)
	}
	units := make([]int, n)
	for i := range units {
		units[i] = i
	}
	counts, err := p.RunUnits(context.Background(), units)
	if err != nil {
		t.Fatal(err)
	}
	combined, err := p.Combine(counts, 0)
	if err != nil {
		t.Fatal(err)
	}
	table, err := p.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if d := sameResult(table, combined); d != "" || !table.Table {
		t.Errorf("the table's answer and its units' differ in %s (Table %v)", d, table.Table)
	}
}

// BenchmarkPreflopTable answers exact heads-up preflop questions from the
// table, planning included (listing the ranges' hands), on one worker:
// known hands, the 20% against 30%, a range against a random hand
// and random against random; and 20% against 30% with results by hand,
// as the page asks for its grid.
func BenchmarkPreflopTable(b *testing.B) {
	for _, tt := range []struct {
		name, a, b string
		byHand     bool
	}{
		{"known", "AhKh", "QsQd", false},
		{"20vs30", "20%", "30%", false},
		{"20vs30byhand", "20%", "30%", true},
		{"rangevsrandom", "AA,KK,QQ,AKs", "random", false},
		{"randomvsrandom", "random", "random", false},
	} {
		b.Run(tt.name, func(b *testing.B) {
			m := rangeMatchup(b, "", tt.a, tt.b)
			b.ReportAllocs()
			for b.Loop() {
				r, err := Enumerate(context.Background(), m, Options{Workers: 1, ByHand: tt.byHand})
				if err != nil || !r.Table {
					b.Fatal(err, r.Table)
				}
			}
		})
	}
}
