package pushfold

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/icm"
	"github.com/pokersim/pokersim/internal/testfull"
)

// TestICMWinnerTakesAll checks the ICM game where prize equity is
// proportional to chips (two players, one place paid): its equilibrium is
// the chip game's.
func TestICMWinnerTakesAll(t *testing.T) {
	for _, g := range []Game{{Stack: 10}, {Stack: 6, Ante: 0.125}} {
		chips, err := Solve(context.Background(), g, Options{})
		if err != nil {
			t.Fatal(err)
		}
		prize, err := SolveICM(context.Background(), ICMGame{Stacks: []float64{g.Stack, g.Stack}, Payouts: []float64{1}, Ante: g.Ante}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for i := range deck.NumClasses {
			if math.Abs(chips.Push[i]-prize.Push[i]) > 1e-6 || math.Abs(chips.Call[i]-prize.Call[i]) > 1e-6 {
				t.Errorf("%+v: %v pushed %v called %v in chips, %v and %v in prizes", g, deck.ClassAt(i), chips.Push[i], chips.Call[i], prize.Push[i], prize.Call[i])
			}
		}
		// A big blind of chips is worth 1/(2S) of the pool.
		if want := (g.Stack + chips.Value) / (2 * g.Stack); math.Abs(prize.Value-want) > 1e-9 {
			t.Errorf("%+v: small blind's prize %v, want %v", g, prize.Value, want)
		}
	}
}

// icmDealValues is the ICM game read deal by deal: both players' expected
// prizes over every deal of two hands sharing no card.
func icmDealValues(g ICMGame, s *Strategy) (sb, bb float64) {
	o, _ := g.outcomes()
	tb := AllIn()
	u := 0
	var win, loss [deck.NumClasses][deck.NumClasses]float64
	for a := range deck.NumClasses {
		for b := a; b < deck.NumClasses; b++ {
			out := tb.Pairs[a][b] * preflopBoards
			win[a][b], loss[a][b] = float64(allInCounts[u][0])/out, float64(allInCounts[u][1])/out
			win[b][a], loss[b][a] = loss[a][b], win[a][b]
			u++
		}
	}
	deals := 0
	for x := range deck.NumCombos {
		cx := deck.ComboAt(x)
		i := cx.Class().Index()
		for y := range deck.NumCombos {
			cy := deck.ComboAt(y)
			if cx.Set()&cy.Set() != 0 {
				continue
			}
			deals++
			j := cy.Class().Index()
			w, l := win[i][j], loss[i][j]
			for k := range 2 {
				called := w*o.sbWins[k] + (1-w-l)*o.split[k] + l*o.bbWins[k]
				v := (1-s.Push[i])*o.fold[k] + s.Push[i]*((1-s.Call[j])*o.steal[k]+s.Call[j]*called)
				if k == 0 {
					sb += v
				} else {
					bb += v
				}
			}
		}
	}
	return sb / float64(deals), bb / float64(deals)
}

// TestICMEquilibrium solves a three-player bubble spot (two paid): the
// small blind's value against the deal-by-deal reference, and neither
// player gaining by any single class played otherwise, each measured in
// their own prize equity by the reference.
func TestICMEquilibrium(t *testing.T) {
	if testing.Short() {
		t.Skip("evaluates the game deal by deal")
	}
	g := ICMGame{Stacks: []float64{8, 12, 10}, Payouts: []float64{65, 35}}
	sol, err := SolveICM(context.Background(), g, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if sol.Exploitability > DefaultTolerance*g.scale() {
		t.Errorf("exploitability %v above %v", sol.Exploitability, DefaultTolerance*g.scale())
	}
	sb, bb := icmDealValues(g, &sol.Strategy)
	if math.Abs(sb-sol.Value) > 1e-9 {
		t.Errorf("small blind's prize %v, deal by deal %v", sol.Value, sb)
	}
	// A few classes played otherwise, one at a time (all of these with
	// POKERSIM_FULL=1, two by default).
	names := []string{"AA", "K2s", "Q7o", "T3s", "63s", "22", "J5o"}
	for _, name := range names[:testfull.N(len(names), 2)] {
		cl, _ := deck.ParseClass(name)
		i := cl.Index()
		for _, q := range []float64{0, 1} {
			s := sol.Strategy
			s.Push[i] = q
			if v, _ := icmDealValues(g, &s); v > sb+sol.Exploitability+1e-9 {
				t.Errorf("small blind gains %v playing %s with %v", v-sb, name, q)
			}
			s = sol.Strategy
			s.Call[i] = q
			if _, v := icmDealValues(g, &s); v > bb+sol.Exploitability+1e-9 {
				t.Errorf("big blind gains %v playing %s with %v", v-bb, name, q)
			}
		}
	}
	// On the bubble, ICM tightens both ranges against chip EV.
	chips, _ := Solve(context.Background(), Game{Stack: 8}, Options{})
	var pushICM, pushChips float64
	for i := range deck.NumClasses {
		pushICM += sol.Push[i] * float64(deck.ClassAt(i).Count())
		pushChips += chips.Push[i] * float64(deck.ClassAt(i).Count())
	}
	if pushICM >= pushChips {
		t.Errorf("the small blind pushes %v combos on the bubble, %v in chips: want fewer", pushICM, pushChips)
	}
}

func TestICMGameErrors(t *testing.T) {
	tests := []struct {
		name string
		g    ICMGame
	}{
		{"one stack", ICMGame{Stacks: []float64{10}, Payouts: []float64{1}}},
		{"small blind short", ICMGame{Stacks: []float64{0.4, 10}, Payouts: []float64{1}}},
		{"big blind short", ICMGame{Stacks: []float64{10, 1, 5}, Payouts: []float64{1}, Ante: 0.5}},
		{"negative ante", ICMGame{Stacks: []float64{10, 10}, Payouts: []float64{1}, Ante: -1}},
		{"more payouts", ICMGame{Stacks: []float64{10, 10}, Payouts: []float64{3, 2, 1}}},
		{"negative payout", ICMGame{Stacks: []float64{10, 10}, Payouts: []float64{3, -1}}},
	}
	for _, tt := range tests {
		_, err := SolveICM(context.Background(), tt.g, Options{})
		var ge *GameError
		var ie *icm.InputError
		if !errors.As(err, &ge) && !errors.As(err, &ie) {
			t.Errorf("%s: SolveICM(%+v) error %v, want a *GameError or *icm.InputError", tt.name, tt.g, err)
		}
	}
}
