package pushfold

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// dealValue is the small blind's result per deal read literally: every
// deal of a combo to each player sharing no card, each as likely, with the
// results of the rules, the all-in valued at the classes' exact equity.
func dealValue(g Game, s *Strategy) float64 {
	tb := AllIn()
	classOf := make([]int, deck.NumCombos)
	for i := range classOf {
		classOf[i] = deck.ComboAt(i).Class().Index()
	}
	var total float64
	var deals int
	for x := range deck.NumCombos {
		cx := deck.ComboAt(x)
		for y := range deck.NumCombos {
			if cx.Set()&deck.ComboAt(y).Set() != 0 {
				continue
			}
			deals++
			i, j := classOf[x], classOf[y]
			p, c := s.Push[i], s.Call[j]
			called := g.Stack * (2*tb.Equity[i][j] - 1)
			total += (1-p)*-(0.5+g.Ante) + p*((1-c)*(1+g.Ante)+c*called)
		}
	}
	return total / float64(deals)
}

// TestSolveEquilibrium checks solutions: the value against the deal-level
// reference, the exploitability bound, and that no single class played
// otherwise by either player gains more than the exploitability.
func TestSolveEquilibrium(t *testing.T) {
	games := []Game{{Stack: 10}, {Stack: 3.5, Ante: 0.125}}
	if !testing.Short() {
		games = append(games, Game{Stack: 20}, Game{Stack: 1})
	}
	for _, g := range games {
		sol, err := Solve(context.Background(), g, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if sol.Exploitability > DefaultTolerance || (sol.Refined && sol.Exploitability > exactGain) {
			t.Errorf("%+v: exploitability %v (refined %v) above %v", g, sol.Exploitability, sol.Refined, DefaultTolerance)
		}
		if !sol.Refined {
			t.Logf("%+v: not refined, exploitability %v", g, sol.Exploitability)
		}
		if want := dealValue(g, &sol.Strategy); math.Abs(sol.Value-want) > 1e-9 {
			t.Errorf("%+v: value %v, deal by deal %v", g, sol.Value, want)
		}
		p := newPayoffs(AllIn(), g)
		for i := range deck.NumClasses {
			for _, q := range []float64{0, 1} {
				s := sol.Strategy
				s.Push[i] = q
				if v := p.value(&s); v > sol.Value+sol.Exploitability+1e-12 {
					t.Errorf("%+v: SB playing %v with %v gains %v", g, deck.ClassAt(i), q, v-sol.Value)
				}
				s = sol.Strategy
				s.Call[i] = q
				if v := p.value(&s); v < sol.Value-sol.Exploitability-1e-12 {
					t.Errorf("%+v: BB playing %v with %v gains %v", g, deck.ClassAt(i), q, sol.Value-v)
				}
			}
		}
	}
}

func TestGameValidate(t *testing.T) {
	for _, g := range []Game{{Stack: 0.9}, {Stack: -1}, {Stack: math.NaN()}, {Stack: 1.1, Ante: 0.2}, {Stack: 10, Ante: -1}, {Stack: math.Inf(1)}} {
		_, err := Solve(context.Background(), g, Options{})
		var ge *GameError
		if !errors.Is(err, ErrGame) || !errors.As(err, &ge) {
			t.Errorf("Solve(%+v) error %v, want a *GameError", g, err)
		}
	}
}
