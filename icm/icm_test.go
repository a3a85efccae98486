package icm

import (
	"context"
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/testfull"
)

// published are the worked examples of the issue, computed by hand from
// the model and reproduced independently, to the cent.
var published = []struct {
	name            string
	stacks, payouts []float64
	want            []float64
}{
	{"four players, four paid", []float64{150000, 98750, 45500, 13250}, []float64{425, 280, 130, 75}, []float64{323.20, 278.12, 195.79, 112.89}},
	{"four players, three paid", []float64{5000, 3000, 1500, 500}, []float64{500, 300, 200}, []float64{377.78, 312.89, 225.60, 83.73}},
	{"three players, two paid", []float64{50, 30, 20}, []float64{70, 30}, []float64{45.18, 32.25, 22.57}},
}

func TestPublished(t *testing.T) {
	for _, tt := range published {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Compute(context.Background(), Field{tt.stacks, tt.payouts}, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Method != Exact {
				t.Errorf("Method = %q, want exact", r.Method)
			}
			for i, w := range tt.want {
				if got := fmt.Sprintf("%.2f", r.Equity[i]); got != fmt.Sprintf("%.2f", w) {
					t.Errorf("player %d: equity %s, want %.2f", i+1, got, w)
				}
			}
		})
	}
}

// bruteForce is the model read literally: every finishing order, with its
// Harville probability, paying each place. It takes n! steps.
func bruteForce(f Field) []float64 {
	n := len(f.Stacks)
	eq := make([]float64, n)
	used := make([]bool, n)
	var walk func(place int, prob, rest float64)
	walk = func(place int, prob, rest float64) {
		if place == n {
			return
		}
		for i := range n {
			if used[i] {
				continue
			}
			q := prob * f.Stacks[i] / rest
			if place < len(f.Payouts) {
				eq[i] += q * f.Payouts[place]
			}
			used[i] = true
			walk(place+1, q, rest-f.Stacks[i])
			used[i] = false
		}
	}
	walk(0, 1, f.Chips())
	return eq
}

// randomField returns a field of n players with stacks and k payouts
// drawn from r.
func randomField(r *deck.Rand, n, k int) Field {
	f := Field{Stacks: make([]float64, n), Payouts: make([]float64, k)}
	for i := range f.Stacks {
		f.Stacks[i] = float64(1 + r.IntN(10000))
	}
	for i := range f.Payouts {
		f.Payouts[i] = float64(r.IntN(1000))
	}
	f.Payouts[0]++
	return f
}

func TestExactAgainstBruteForce(t *testing.T) {
	r := deck.NewRand(1, 0)
	for n := 1; n <= 7; n++ {
		for k := 1; k <= n; k++ {
			f := randomField(r, n, k)
			got, want := exact(f), bruteForce(f)
			for i := range want {
				if math.Abs(got[i]-want[i]) > 1e-9*f.Pool() {
					t.Errorf("exact(%v) player %d = %v, want %v", f, i, got[i], want[i])
				}
			}
		}
	}
}

// TestExactSums checks that the equities share out the whole pool, for
// fields up to MaxExact, and that equal stacks get equal shares.
func TestExactSums(t *testing.T) {
	r := deck.NewRand(2, 0)
	sizes := []int{1, 2, 9, 15}
	if !testing.Short() {
		sizes = append(sizes, 20, MaxExact)
	}
	for _, n := range sizes {
		f := randomField(r, n, min(n, 10))
		f.Stacks[n-1] = f.Stacks[0]
		eq := exact(f)
		if s := sum(eq); math.Abs(s-f.Pool()) > 1e-9*f.Pool() {
			t.Errorf("%d players: equities sum to %v, want the pool %v", n, s, f.Pool())
		}
		if math.Abs(eq[0]-eq[n-1]) > 1e-9*f.Pool() {
			t.Errorf("%d players: equal stacks get %v and %v", n, eq[0], eq[n-1])
		}
	}
}

// TestMonteCarloAgainstExact checks Monte Carlo against exact at nine
// players: each estimate within 4 standard errors, and each standard
// error within the default target of 0.025% of the pool.
func TestMonteCarloAgainstExact(t *testing.T) {
	f := Field{
		Stacks:  []float64{31000, 24000, 18500, 15000, 12000, 9000, 6500, 4000, 1800},
		Payouts: []float64{500, 300, 200, 100, 50},
	}
	want := exact(f)
	r, err := Compute(context.Background(), f, Options{Method: MonteCarlo, Seed: 7, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Method != MonteCarlo || r.Trials == 0 {
		t.Fatalf("Method %q, %d trials; want montecarlo and some", r.Method, r.Trials)
	}
	for i := range want {
		if d := math.Abs(r.Equity[i] - want[i]); d > 4*r.StdErr[i] || d > 0.001*f.Pool() {
			t.Errorf("player %d: %v ± %v, exact %v", i+1, r.Equity[i], r.StdErr[i], want[i])
		}
		if r.StdErr[i] > DefaultTarget*f.Pool() {
			t.Errorf("player %d: standard error %v above the target %v", i+1, r.StdErr[i], DefaultTarget*f.Pool())
		}
	}
}

// TestMonteCarloWorkers checks that results depend on the seed, not the
// workers.
func TestMonteCarloWorkers(t *testing.T) {
	f := Field{Stacks: []float64{5000, 3000, 1500, 500}, Payouts: []float64{500, 300, 200}}
	var prev *Result
	for _, w := range []int{1, 2, 3} {
		r, err := Compute(context.Background(), f, Options{Method: MonteCarlo, Seed: 3, Trials: 20000, Workers: w})
		if err != nil {
			t.Fatal(err)
		}
		if prev != nil && fmt.Sprint(r) != fmt.Sprint(prev) {
			t.Errorf("%d workers: %v, want %v", w, r, prev)
		}
		prev = r
	}
}

func TestAutoMethod(t *testing.T) {
	r := deck.NewRand(4, 0)
	tests := []struct {
		n, paid int
		want    Method
	}{
		{MaxExact, MaxExact, Exact},
		{MaxExact + 1, MaxExact + 1, MonteCarlo},
		{MaxExact + 1, 3, Exact},
		{1000, 3, Exact},
		{100, 5, Exact},
		{1000, 150, MonteCarlo},
	}
	for _, tt := range tests {
		if (testing.Short() || !testfull.Enabled()) && tt.n == MaxExact {
			continue // the largest exact field takes seconds: POKERSIM_FULL=1
		}
		f := randomField(r, tt.n, tt.paid)
		res, err := Compute(context.Background(), f, Options{Trials: 2048})
		if err != nil {
			t.Fatal(err)
		}
		if res.Method != tt.want {
			t.Errorf("%d players, %d paid: method %q, want %q", tt.n, tt.paid, res.Method, tt.want)
		}
		if _, err := Compute(context.Background(), f, Options{Method: Exact}); (err == nil) != (tt.want == Exact) || (err != nil && !errors.Is(err, ErrStack)) {
			t.Errorf("exact of %d players, %d paid: error %v", tt.n, tt.paid, err)
		}
	}
}

// TestSparseAgainstExact checks the sparse recursion against the table
// of all sets.
func TestSparseAgainstExact(t *testing.T) {
	r := deck.NewRand(8, 0)
	for n := 1; n <= 12; n++ {
		for _, k := range []int{1, 2, 3, n} {
			if k > n {
				continue
			}
			f := randomField(r, n, k)
			got, want := exactSparse(f), exact(f)
			for i := range want {
				if math.Abs(got[i]-want[i]) > 1e-9*f.Pool() {
					t.Errorf("exactSparse(%v) player %d = %v, want %v", f, i, got[i], want[i])
				}
			}
		}
	}
}

// TestMonteCarloLargeField checks Monte Carlo on a thousand players, three
// paid, against the sparse exact method: every estimate within 0.1% of the
// pool, and those of players with at least 1% of the pool (placed often
// enough for the normal approximation) within 4 standard errors. A player
// paid a few times in the whole run has a skewed estimate whose standard
// error says little.
func TestMonteCarloLargeField(t *testing.T) {
	if testing.Short() {
		t.Skip("a thousand players")
	}
	f := mttField(1000, 3)
	want := exactSparse(f)
	if s := sum(want); math.Abs(s-f.Pool()) > 1e-9*f.Pool() {
		t.Fatalf("exact equities sum to %v, want %v", s, f.Pool())
	}
	r, err := Compute(context.Background(), f, Options{Method: MonteCarlo, Seed: 9, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	bad := 0
	for i := range want {
		d := math.Abs(r.Equity[i] - want[i])
		if d > 0.001*f.Pool() || (want[i] >= 0.01*f.Pool() && d > 4*r.StdErr[i]) {
			bad++
			if bad < 5 {
				t.Errorf("player %d: %v ± %v, exact %v", i+1, r.Equity[i], r.StdErr[i], want[i])
			}
		}
	}
}

func TestMonteCarloInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	f := Field{Stacks: []float64{5, 3}, Payouts: []float64{1}}
	if _, err := Compute(ctx, f, Options{Method: MonteCarlo}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: error %v, want context.Canceled", err)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		f    Field
		want error
	}{
		{"no stacks", Field{nil, []float64{1}}, ErrStack},
		{"negative stack", Field{[]float64{5, -1}, []float64{1}}, ErrStack},
		{"zero stack", Field{[]float64{5, 0}, []float64{1}}, ErrStack},
		{"NaN stack", Field{[]float64{math.NaN()}, []float64{1}}, ErrStack},
		{"no payouts", Field{[]float64{5}, nil}, ErrPayout},
		{"negative payout", Field{[]float64{5, 4}, []float64{1, -1}}, ErrPayout},
		{"infinite payout", Field{[]float64{5, 4}, []float64{math.Inf(1)}}, ErrPayout},
		{"more payouts than players", Field{[]float64{5, 4}, []float64{3, 2, 1}}, ErrPayout},
		{"all zero", Field{[]float64{5, 4}, []float64{0, 0}}, ErrPayout},
		{"good", Field{[]float64{5, 4}, []float64{1, 0}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.f.Validate()
			if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Errorf("Validate(%v) = %v, want %v", tt.f, err, tt.want)
			}
			var ie *InputError
			if err != nil && !errors.As(err, &ie) {
				t.Errorf("Validate(%v) = %T, want *InputError", tt.f, err)
			}
		})
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		payouts bool
		want    string
		err     error
	}{
		{"150000, 98750,45500", false, "[150000 98750 45500]", nil},
		{"425,280,0", true, "[425 280 0]", nil},
		{"", false, "", ErrStack},
		{"1,,2", false, "", ErrStack},
		{"1,x", true, "", ErrPayout},
		{"1,-2", false, "", ErrStack},
		{"1,0", false, "", ErrStack},
		{"1,NaN", true, "", ErrPayout},
		{"1,Inf", false, "", ErrStack},
	}
	for _, tt := range tests {
		parse := ParseStacks
		if tt.payouts {
			parse = ParsePayouts
		}
		got, err := parse(tt.in)
		if !errors.Is(err, tt.err) || (tt.err == nil) != (err == nil) {
			t.Errorf("parse(%q) error %v, want %v", tt.in, err, tt.err)
		}
		if err == nil && fmt.Sprint(got) != tt.want {
			t.Errorf("parse(%q) = %v, want %s", tt.in, got, tt.want)
		}
	}
}

func FuzzParseStacks(f *testing.F) {
	for _, s := range []string{"1,2,3", "", "1e3, 2", "-1", "0x10,1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		xs, err := ParseStacks(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || !errors.Is(err, ErrStack) {
				t.Fatalf("ParseStacks(%q) error %v: want an *InputError wrapping ErrStack", s, err)
			}
			return
		}
		if err := (Field{xs, []float64{1}}).Validate(); err != nil {
			t.Fatalf("ParseStacks(%q) = %v, which does not validate: %v", s, xs, err)
		}
	})
}
