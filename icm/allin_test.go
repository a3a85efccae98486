package icm

import (
	"context"
	"errors"
	"math"
	"testing"
)

// TestDecideWinnerTakesAll checks Decide where ICM is chip EV: with one
// place paid, equity is proportional to chips, so the bubble factor is 1,
// and the equity needed to call is chip EV's, with or without dead money.
func TestDecideWinnerTakesAll(t *testing.T) {
	f := Field{Stacks: []float64{5000, 3000, 1500, 500}, Payouts: []float64{1000}}
	for _, dead := range []float64{0, 300} {
		for _, a := range []AllIn{{Hero: 0, Villain: 3}, {Hero: 2, Villain: 1}, {Hero: 3, Villain: 0}} {
			a.Dead = dead
			d, err := Decide(f, a)
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(d.NeedICM-d.NeedChips) > 1e-12 {
				t.Errorf("Decide(%+v): need %v under ICM, %v in chips; want equal", a, d.NeedICM, d.NeedChips)
			}
			if dead == 0 && math.Abs(d.BubbleFactor-1) > 1e-12 {
				t.Errorf("Decide(%+v): bubble factor %v, want 1", a, d.BubbleFactor)
			}
		}
	}
}

// TestDecideBruteForce checks the equities after the all-in against the
// permutation reference on the stacks after it.
func TestDecideBruteForce(t *testing.T) {
	f := Field{Stacks: []float64{5000, 3000, 1500, 500}, Payouts: []float64{500, 300, 200}}
	d, err := Decide(f, AllIn{Hero: 1, Villain: 2, Dead: 100, Equity: 0.6})
	if err != nil {
		t.Fatal(err)
	}
	win := bruteForce(Field{Stacks: []float64{5000, 3000 + 1500 + 100, 500}, Payouts: []float64{500, 300, 200}})[1]
	lose := bruteForce(Field{Stacks: []float64{5000, 1500, 1500 + 1500 + 100, 500}, Payouts: []float64{500, 300, 200}})[1]
	fold := bruteForce(Field{Stacks: []float64{5000, 3000, 1600, 500}, Payouts: []float64{500, 300, 200}})[1]
	for _, c := range []struct {
		name      string
		got, want float64
	}{{"win", d.Win, win}, {"lose", d.Lose, lose}, {"fold", d.Fold, fold},
		{"need", d.NeedICM, (fold - lose) / (win - lose)}, {"need chips", d.NeedChips, 1500.0 / 3100},
		{"ev call", d.EVCall, 0.6*win + 0.4*lose}} {
		if math.Abs(c.got-c.want) > 1e-9 {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if d.Call != (d.EVCall > d.EVFold) || d.RiskPremium <= 0 {
		t.Errorf("call %v with EV %v against %v, risk premium %v", d.Call, d.EVCall, d.EVFold, d.RiskPremium)
	}
}

// TestDecideBust checks a covered hero who loses finishes last: with
// three players and two paid, the bubble, losing leaves nothing.
func TestDecideBust(t *testing.T) {
	f := Field{Stacks: []float64{50, 30, 20}, Payouts: []float64{70, 30}}
	d, err := Decide(f, AllIn{Hero: 2, Villain: 0})
	if err != nil {
		t.Fatal(err)
	}
	if d.Lose != 0 {
		t.Errorf("busted hero keeps %v, want 0", d.Lose)
	}
	if want := bruteForce(Field{Stacks: []float64{30, 30, 40}, Payouts: []float64{70, 30}})[2]; math.Abs(d.Win-want) > 1e-9 {
		t.Errorf("win = %v, want %v", d.Win, want)
	}
	if d.BubbleFactor <= 1 {
		t.Errorf("bubble factor %v on the bubble, want above 1", d.BubbleFactor)
	}
}

func TestDecideErrors(t *testing.T) {
	f := Field{Stacks: []float64{50, 30, 20}, Payouts: []float64{70, 30}}
	tests := []struct {
		name string
		a    AllIn
		want error
	}{
		{"hero out of range", AllIn{Hero: 3, Villain: 0}, ErrPlayer},
		{"negative villain", AllIn{Hero: 0, Villain: -1}, ErrPlayer},
		{"same player", AllIn{Hero: 1, Villain: 1}, ErrPlayer},
		{"negative dead", AllIn{Hero: 0, Villain: 1, Dead: -1}, ErrEquity},
		{"equity above 1", AllIn{Hero: 0, Villain: 1, Equity: 1.5}, ErrEquity},
		{"NaN equity", AllIn{Hero: 0, Villain: 1, Equity: math.NaN()}, ErrEquity},
	}
	for _, tt := range tests {
		if _, err := Decide(f, tt.a); !errors.Is(err, tt.want) {
			t.Errorf("%s: Decide(%+v) = %v, want %v", tt.name, tt.a, err, tt.want)
		}
	}
}

func TestValues(t *testing.T) {
	pay := []float64{70, 30}
	got, err := Values([]float64{60, 0, 40}, pay)
	if err != nil {
		t.Fatal(err)
	}
	want := bruteForce(Field{Stacks: []float64{60, 40}, Payouts: pay})
	if math.Abs(got[0]-want[0]) > 1e-12 || math.Abs(got[2]-want[1]) > 1e-12 || got[1] != 0 {
		t.Errorf("Values with a bust = %v, want %v with 0 for the bust", got, want)
	}
	got, _ = Values([]float64{60, 0, 40}, []float64{50, 30, 20})
	if got[1] != 20 {
		t.Errorf("the bust gets %v, want the last place's 20", got[1])
	}
	for _, bad := range [][]float64{{-1, 5}, {0, 0}, {math.NaN(), 1}} {
		if _, err := Values(bad, pay); !errors.Is(err, ErrStack) {
			t.Errorf("Values(%v) error %v, want ErrStack", bad, err)
		}
	}
}

// TestRunBubble checks the matrices of a request: each risk premium is
// BF/(1+BF) - 1/2, the equity needed to break even with that bubble
// factor over chip EV's half.
func TestRunBubble(t *testing.T) {
	rep, err := Run(context.Background(), Request{Stacks: []float64{5000, 3000, 1500, 500}, Payouts: []float64{500, 300, 200}, Bubble: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i, row := range rep.BubbleFactors {
		for j, bf := range row {
			if i == j {
				continue
			}
			want := float64(bf)/(1+float64(bf)) - 0.5
			if got := float64(rep.RiskPremiums[i][j]); math.Abs(got-want) > 1e-12 {
				t.Errorf("risk premium %d v %d = %v, want %v from bubble factor %v", i+1, j+1, got, want, bf)
			}
		}
	}
	big := Request{Stacks: make([]float64, MaxBubble+1), Payouts: []float64{1}, Bubble: true}
	for i := range big.Stacks {
		big.Stacks[i] = 1
	}
	if _, err := Run(context.Background(), big, 1); !errors.Is(err, ErrRequest) {
		t.Errorf("bubble factors of %d players: error %v, want ErrRequest", len(big.Stacks), err)
	}
}
