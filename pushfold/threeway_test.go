package pushfold

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/icm"
	"github.com/pokersim/pokersim/internal/testfull"
)

// TestSettle checks the pots of hands worked out by hand.
func TestSettle(t *testing.T) {
	g := ThreeWayGame{Stacks: []float64{10, 20, 15, 30}, Ante: 0.5}
	// after the antes: 9.5, 19.5, 14.5, 29.5; antes 2 in the main pot.
	tests := []struct {
		name string
		live [3]bool
		rank [3]int
		want []float64
	}{
		{"steal", [3]bool{true, false, false}, [3]int{}, []float64{9.5 + 1.5 + 2, 19, 13.5, 29.5}},
		{"big blind folds after the small blind", [3]bool{false, false, true}, [3]int{}, []float64{9.5, 19, 14.5 + 0.5 + 2, 29.5}},
		// main pot 3 x 9.5 + 2 to the button; side pot 2 x 5 to the small blind; its 5 back.
		{"button best, small blind second", [3]bool{true, true, true}, [3]int{2, 1, 0}, []float64{30.5, 15, 0, 29.5}},
		{"big blind best", [3]bool{true, true, true}, [3]int{0, 1, 2}, []float64{0, 5, 40.5, 29.5}},
		// main pot split by all three; side pot split by the blinds.
		{"three-way split", [3]bool{true, true, true}, [3]int{1, 1, 1}, []float64{9.5 + 2.0/3, 19.5 + 2.0/3, 14.5 + 2.0/3, 29.5}},
		// the small blind's 0.5 is dead: 9.5 x 2 + 0.5 + 2 to the big blind.
		{"big blind calls and wins", [3]bool{true, false, true}, [3]int{0, 0, 1}, []float64{0, 19, 14.5 + 9.5 + 0.5 + 2, 29.5}},
		{"small blind calls, split", [3]bool{true, true, false}, [3]int{}, []float64{9.5 + 1.5, 19.5 - 9.5 + 9.5 + 1.5, 13.5, 29.5}},
	}
	for _, tt := range tests {
		got := g.settle(tt.live, tt.rank)
		for i := range got {
			if math.Abs(got[i]-tt.want[i]) > 1e-12 {
				t.Errorf("%s: stacks after %v, want %v", tt.name, got, tt.want)
				break
			}
		}
	}
}

// refPot pays a hand by another method than settle's layers: the best
// live hands still owed chips take, from every player, as much as the
// smallest of their own remaining contributions, split evenly, until no
// live player is owed anything; what is left goes back to its owners.
func refPot(stacks []float64, ante float64, live [3]bool, rank [3]int) []float64 {
	after := make([]float64, len(stacks))
	pot := 0.0
	for i, s := range stacks {
		after[i] = s - ante
		pot += ante
	}
	var rem [3]float64
	for i := range rem {
		rem[i] = []float64{0, 0.5, 1}[i]
		if live[i] {
			rem[i] = after[i]
		}
		after[i] -= rem[i]
	}
	for {
		var best []int
		for i := range rem {
			if !live[i] || rem[i] <= 0 {
				continue
			}
			if len(best) == 0 || rank[i] > rank[best[0]] {
				best = []int{i}
			} else if rank[i] == rank[best[0]] {
				best = append(best, i)
			}
		}
		if len(best) == 0 {
			break
		}
		m := math.Inf(1)
		for _, i := range best {
			m = min(m, rem[i])
		}
		take := pot
		pot = 0
		for i := range rem {
			x := min(rem[i], m)
			take += x
			rem[i] -= x
		}
		for _, i := range best {
			after[i] += take / float64(len(best))
		}
	}
	for i := range rem {
		after[i] += rem[i]
	}
	return after
}

// refEval is the three-way game evaluated deal by deal from the cards,
// independently of the solver: hands ranked by eval.Eval7, pots by
// refPot, prizes by icm.Values (memoized by the stacks after the hand).
type refEval struct {
	g    ThreeWayGame
	memo map[string][]float64
}

func (r *refEval) prize(live [3]bool, rank [3]int) []float64 {
	after := refPot(r.g.Stacks, r.g.Ante, live, rank)
	key := fmt.Sprint(after)
	if v, ok := r.memo[key]; ok {
		return v
	}
	v, err := icm.Values(after, r.g.Payouts)
	if err != nil {
		panic(err)
	}
	r.memo[key] = v
	return v
}

// gains returns each seat's best-response gain per deal and the three
// seats' values in the model SolveThreeWay solves, computed by brute
// force: the heads-up ends over every triple of classes, weighted by the
// conflict-free pairs of the button's class with each blind's (the
// blinds independent given the button), and what the big blind's
// overcall changes (three-way showdown less the button's and small
// blind's heads-up one) over n deals drawn from deck.NewRand(seed, 0)
// and dealt card by card. The button's fold value is taken as given.
func (r *refEval) gains(s *ThreeWaySolution, n int, seed uint64) (gain, value [3]float64) {
	t := AllIn()
	var win, loss [deck.NumClasses][deck.NumClasses]float64
	u := 0
	for a := range deck.NumClasses {
		for b := a; b < deck.NumClasses; b++ {
			out := t.Pairs[a][b] * preflopBoards
			win[a][b], loss[a][b] = float64(allInCounts[u][0])/out, float64(allInCounts[u][1])/out
			win[b][a], loss[b][a] = loss[a][b], win[a][b]
			u++
		}
	}
	// heads-up prizes by (button's class, other's class): won, lost, split
	type ends struct{ won, lost, split []float64 }
	var huEnds [3]ends
	for them, live := range map[int][3]bool{1: {true, true, false}, 2: {true, false, true}} {
		var won, lost [3]int
		won[0], lost[them] = 1, 1
		huEnds[them] = ends{r.prize(live, won), r.prize(live, lost), r.prize(live, [3]int{})}
	}
	hu := func(them, b, x int) [3]float64 {
		e := huEnds[them]
		var v [3]float64
		for k := range v {
			v[k] = win[b][x]*e.won[k] + loss[b][x]*e.lost[k] + (1-win[b][x]-loss[b][x])*e.split[k]
		}
		return v
	}
	steal := r.prize([3]bool{true, false, false}, [3]int{})
	fold := s.FoldValues
	var g [4][deck.NumClasses]float64
	for b := range deck.NumClasses {
		var row float64
		for x := range deck.NumClasses {
			row += t.Pairs[b][x]
		}
		q := row / numDeals
		p := s.Push[b]
		var vBs [deck.NumClasses][3]float64
		for x := range vBs {
			vBs[x] = hu(2, b, x)
		}
		for sb := range deck.NumClasses {
			vS := hu(1, b, sb)
			c := s.CallSB[sb]
			for bb := range deck.NumClasses {
				w := q * t.Pairs[b][sb] / row * t.Pairs[b][bb] / row
				vB := vBs[bb]
				d1 := s.CallBB[bb]
				var push [3]float64
				for k := range 3 {
					sbFolds := (1-d1)*steal[k] + d1*vB[k]
					push[k] = (1-c)*sbFolds + c*vS[k]
					value[k] += w * ((1-p)*fold[k] + p*push[k])
				}
				g[0][b] += w * (push[0] - fold[0])
				g[1][sb] += w * p * (vS[1] - ((1-d1)*steal[1] + d1*vB[1]))
				g[2][bb] += w * p * (1 - c) * (vB[2] - steal[2])
			}
		}
	}
	rnd := deck.NewRand(seed, 0)
	var c [11]deck.Card
	for range n {
		rnd.Deal(c[:], 0)
		var rank [3]int
		var cls [3]int
		for p := range 3 {
			h := [7]deck.Card{c[2*p], c[2*p+1], c[6], c[7], c[8], c[9], c[10]}
			rank[p] = int(eval.Eval7(&h))
			cls[p] = deck.NewCombo(c[2*p], c[2*p+1]).Class().Index()
		}
		all := r.prize([3]bool{true, true, true}, rank)
		vS := hu(1, cls[0], cls[1])
		p, q, e := s.Push[cls[0]], s.CallSB[cls[1]], s.Overcall[cls[2]]
		g[0][cls[0]] += q * e * (all[0] - vS[0]) / float64(n)
		g[1][cls[1]] += p * e * (all[1] - vS[1]) / float64(n)
		g[3][cls[2]] += p * q * (all[2] - vS[2]) / float64(n)
		for k := range 3 {
			value[k] += p * q * e * (all[k] - vS[k]) / float64(n)
		}
	}
	strat := [4]*[deck.NumClasses]float64{&s.Push, &s.CallSB, &s.CallBB, &s.Overcall}
	seat := [4]int{0, 1, 2, 2}
	for d := range g {
		for i, x := range g[d] {
			gain[seat[d]] += max(x, 0) - strat[d][i]*x
		}
	}
	return gain, value
}

// TestThreeWayIndependent solves a game on a small sample and checks it
// with refEval: over the same deals, the seats' values and best-response
// gains are the solver's; over a fresh sample, no seat gains more than
// the sampling allows; and the values after the button folds are the
// blinds' game's.
func TestThreeWayIndependent(t *testing.T) {
	g := ThreeWayGame{Stacks: []float64{12, 8, 15, 10}, Payouts: []float64{50, 30, 20}, Ante: 0.125, Deals: 1 << 16, Seed: 7}
	s, err := SolveThreeWay(context.Background(), g, Options{})
	if err != nil {
		t.Fatal(err)
	}
	bound := DefaultThreeWayTolerance * g.blinds().scale()
	t.Logf("%d iterations, gains %v, values %v", s.Iterations, s.Gains, s.Values)
	if s.Exploitability > bound {
		t.Errorf("exploitability %v above the tolerance %v", s.Exploitability, bound)
	}
	r := &refEval{g: g, memo: map[string][]float64{}}
	gain, value := r.gains(s, g.Deals, g.Seed)
	for k := range 3 {
		if math.Abs(gain[k]-s.Gains[k]) > 1e-9 || math.Abs(value[k]-s.Values[k]) > 1e-9 {
			t.Errorf("seat %d: solver's gain %v value %v, deal by deal %v and %v", k, s.Gains[k], s.Values[k], gain[k], value[k])
		}
	}
	if testing.Short() || !testfull.Enabled() {
		return // the check on a fresh sample of deals runs with POKERSIM_FULL=1
	}
	fresh, _ := r.gains(s, 1<<17, 99)
	t.Logf("gains on a fresh sample: %v", fresh)
	for k, x := range fresh {
		// A strategy fitted to 65,536 deals, read on others: each class's
		// gain is noisy, and the positive parts add up.
		if x > 0.002*100 {
			t.Errorf("seat %d gains %v on a fresh sample", k, x)
		}
	}
	if math.Abs(s.FoldValues[1]-s.Blinds.Value) > 1e-9 {
		t.Errorf("small blind's value after a fold %v, the blinds' game's %v", s.FoldValues[1], s.Blinds.Value)
	}
	if sum := s.FoldValues[0] + s.FoldValues[1] + s.FoldValues[2]; !(sum < 100) {
		t.Errorf("fold values %v sum to %v, above the pool", s.FoldValues, sum)
	}
	checkFoldValues(t, r, s)
	mean, se := r.cardValues(s, 1<<18, 11)
	t.Logf("card by card: values %v ± %v; the model's %v", mean, se, s.Values)
	for k := range 3 {
		if math.Abs(mean[k]-s.Values[k]) > 4*se[k] {
			t.Errorf("seat %d: card by card %v ± %v, the model's %v", k, mean[k], se[k], s.Values[k])
		}
	}
}

// checkFoldValues estimates the seats' prizes after the button folds by
// sampling the blinds' hands and boards, playing the blinds' equilibrium,
// and checks the exact FoldValues within four standard errors.
func checkFoldValues(t *testing.T, r *refEval, s *ThreeWaySolution) {
	const n = 1 << 17
	rnd := deck.NewRand(5, 0)
	var c [11]deck.Card
	var sum, sq [3]float64
	for range n {
		rnd.Deal(c[:], 0)
		var rank [3]int
		for p := 1; p < 3; p++ {
			h := [7]deck.Card{c[2*p], c[2*p+1], c[6], c[7], c[8], c[9], c[10]}
			rank[p] = int(eval.Eval7(&h))
		}
		p := s.Blinds.Push[deck.NewCombo(c[2], c[3]).Class().Index()]
		q := s.Blinds.Call[deck.NewCombo(c[4], c[5]).Class().Index()]
		fold := r.prize([3]bool{false, false, true}, rank)
		steal := r.prize([3]bool{false, true, false}, rank)
		show := r.prize([3]bool{false, true, true}, rank)
		for k := range 3 {
			x := (1-p)*fold[k] + p*(1-q)*steal[k] + p*q*show[k]
			sum[k] += x
			sq[k] += x * x
		}
	}
	for k := range 3 {
		mean := sum[k] / n
		se := math.Sqrt((sq[k]/n - mean*mean) / n)
		if math.Abs(mean-s.FoldValues[k]) > 4*se {
			t.Errorf("seat %d after a fold: %v exact, %v ± %v sampled", k, s.FoldValues[k], mean, se)
		}
	}
}

// TestThreeWayCancel checks that a cancelled context stops the sampling.
func TestThreeWayCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g := ThreeWayGame{Stacks: []float64{10, 10, 10}, Payouts: []float64{1}, Deals: 1 << 20, Seed: 1}
	if _, err := SolveThreeWay(ctx, g, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
}

// TestThreeWayValidate checks the errors of bad games.
func TestThreeWayValidate(t *testing.T) {
	tests := []struct {
		name string
		g    ThreeWayGame
		want string
	}{
		{"two stacks", ThreeWayGame{Stacks: []float64{5, 5}, Payouts: []float64{1}}, "stacks 2: are too few"},
		{"button at the ante", ThreeWayGame{Stacks: []float64{0.5, 5, 5}, Payouts: []float64{1}, Ante: 0.5}, "stack 1 0.5: is not above the ante"},
		{"short big blind", ThreeWayGame{Stacks: []float64{5, 5, 0.9}, Payouts: []float64{1}}, "stack 3 0.9: is below the 1 the big blind must post"},
		{"short other", ThreeWayGame{Stacks: []float64{5, 5, 5, 0.1}, Payouts: []float64{1}, Ante: 0.2}, "stack 4 0.1: is below the 0.2 this player must post"},
		{"negative ante", ThreeWayGame{Stacks: []float64{5, 5, 5}, Payouts: []float64{1}, Ante: -1}, "ante -1"},
		{"NaN stack", ThreeWayGame{Stacks: []float64{5, math.NaN(), 5}, Payouts: []float64{1}}, "stack 2 NaN"},
		{"deals", ThreeWayGame{Stacks: []float64{5, 5, 5}, Payouts: []float64{1}, Deals: -1}, "deals -1"},
		{"payouts", ThreeWayGame{Stacks: []float64{5, 5, 5}, Payouts: []float64{3, 2, 1, 1}}, "4 payouts for 3 players"},
	}
	for _, tt := range tests {
		err := tt.g.Validate()
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
		var ge *GameError
		var ie *icm.InputError
		if !errors.As(err, &ge) && !errors.As(err, &ie) {
			t.Errorf("%s: %T is neither a *GameError nor an *icm.InputError", tt.name, err)
		}
	}
}

// cardValues evaluates s over n deals drawn from deck.NewRand(seed, 0)
// entirely card by card, with every card's removal (the model's one
// approximation after a push is that the blinds' classes are independent
// given the button's): each seat's mean prize and its standard error.
func (r *refEval) cardValues(s *ThreeWaySolution, n int, seed uint64) (mean, se [3]float64) {
	rnd := deck.NewRand(seed, 0)
	var c [11]deck.Card
	var sum, sq [3]float64
	for range n {
		rnd.Deal(c[:], 0)
		var rank, cls [3]int
		for p := range 3 {
			h := [7]deck.Card{c[2*p], c[2*p+1], c[6], c[7], c[8], c[9], c[10]}
			rank[p] = int(eval.Eval7(&h))
			cls[p] = deck.NewCombo(c[2*p], c[2*p+1]).Class().Index()
		}
		steal := r.prize([3]bool{true, false, false}, rank)
		vB := r.prize([3]bool{true, false, true}, rank)
		vS := r.prize([3]bool{true, true, false}, rank)
		all := r.prize([3]bool{true, true, true}, rank)
		p, q, d1, d2 := s.Push[cls[0]], s.CallSB[cls[1]], s.CallBB[cls[2]], s.Overcall[cls[2]]
		for k := range 3 {
			x := (1-p)*s.FoldValues[k] + p*((1-q)*((1-d1)*steal[k]+d1*vB[k])+q*((1-d2)*vS[k]+d2*all[k]))
			sum[k] += x
			sq[k] += x * x
		}
	}
	for k := range 3 {
		mean[k] = sum[k] / float64(n)
		se[k] = math.Sqrt((sq[k]/float64(n) - mean[k]*mean[k]) / float64(n))
	}
	return mean, se
}
