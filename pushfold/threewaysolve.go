package pushfold

import (
	"context"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// DefaultThreeWayTolerance is the exploitability to which SolveThreeWay
// runs by default, in big blinds at chip value per deal.
const DefaultThreeWayTolerance = 1e-4

// The decisions of the three-way game after a push, by index.
const (
	btnPush    = iota // the button pushes
	sbCall            // the small blind calls the button
	bbCall            // the big blind calls the button alone
	bbOvercall        // the big blind calls both
	numDecisions
)

// ThreeWayStrategy is the three seats' strategies after the button's
// decision: the probability, by class grid index, of each aggressive
// action. The blinds' game after the button folds is a Strategy.
type ThreeWayStrategy struct {
	Push     [deck.NumClasses]float64 `json:"push"`     // the button pushes
	CallSB   [deck.NumClasses]float64 `json:"call_sb"`  // the small blind calls the push
	CallBB   [deck.NumClasses]float64 `json:"call_bb"`  // the big blind calls the push, the small blind having folded
	Overcall [deck.NumClasses]float64 `json:"overcall"` // the big blind calls the push and the small blind's call
}

func (s *ThreeWayStrategy) decisions() [numDecisions]*[deck.NumClasses]float64 {
	return [numDecisions]*[deck.NumClasses]float64{&s.Push, &s.CallSB, &s.CallBB, &s.Overcall}
}

// ThreeWaySolution is an equilibrium of a ThreeWayGame over its sample.
type ThreeWaySolution struct {
	Game ThreeWayGame `json:"game"`
	ThreeWayStrategy
	// Blinds is the equilibrium of the blinds' game after the button folds.
	Blinds *Solution `json:"blinds"`
	// Values are the button's, small blind's and big blind's expected
	// prizes before the hand; FoldValues theirs once the button has folded.
	Values     [3]float64 `json:"values"`
	FoldValues [3]float64 `json:"fold_values"`
	// Gains are how much each of the three seats would win per deal, in
	// prize equity over the sample, by its best response to the others'
	// strategies after the button's decision (the button's push range
	// included); Exploitability is the largest.
	Gains          [3]float64 `json:"gains"`
	Exploitability float64    `json:"exploitability"`
	Iterations     int        `json:"iterations"`
}

// threeDeal is one sampled deal: the classes (grid indexes) of the
// button's, small blind's and big blind's hands, and the showdown code
// of their ranks on the board.
type threeDeal struct{ btn, sb, bb, code uint8 }

// defaultDeals is the sample of DefaultDeals deals with seed 0, drawn once.
var defaultDeals = sync.OnceValue(func() []threeDeal {
	d, _ := sampleDeals(context.Background(), DefaultDeals, 0)
	return d
})

// sampleDeals draws n deals of three hands and a board, eleven distinct
// cards each, from deck.NewRand(seed, 0); it returns ctx's error if ctx
// is done first.
func sampleDeals(ctx context.Context, n int, seed uint64) ([]threeDeal, error) {
	r := deck.NewRand(seed, 0)
	out := make([]threeDeal, n)
	var c [11]deck.Card
	for k := range out {
		if k%(1<<16) == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		dealThree(r, &c)
		out[k] = threeDeal{classOf(c[0], c[1]), classOf(c[2], c[3]), classOf(c[4], c[5]), showdownCode(ranksOf(&c))}
	}
	return out, nil
}

// dealThree deals the button's hand (c[0:2]), the small blind's, the big
// blind's and the board (c[6:11]).
func dealThree(r *deck.Rand, c *[11]deck.Card) { r.Deal(c[:], 0) }

func classOf(a, b deck.Card) uint8 { return uint8(deck.NewCombo(a, b).Class().Index()) }

// ranksOf evaluates the three hands of a deal on its board.
func ranksOf(c *[11]deck.Card) [3]eval.Rank {
	var r [3]eval.Rank
	for p := range r {
		h := [7]deck.Card{c[2*p], c[2*p+1], c[6], c[7], c[8], c[9], c[10]}
		r[p] = eval.Eval7(&h)
	}
	return r
}

func (g ThreeWayGame) deals(ctx context.Context) ([]threeDeal, error) {
	n := g.Deals
	if n == 0 {
		n = DefaultDeals
	}
	if g.Seed == 0 && n == DefaultDeals {
		return defaultDeals(), nil
	}
	return sampleDeals(ctx, n, g.Seed)
}

// gains returns, for each decision and class, the gain per deal of its
// aggressive action over folding against s, and the three seats' values.
//
// The heads-up ends are summed exactly over the classes, with the
// opponents' classes weighted by their conflict-free pairs with the
// button's (w_bx = N_bx / numDeals, the probability of the button's
// class b and another seat's class x; P(x|b) = N_bx / Σ_y N_by) and the
// two blinds' classes taken as independent given the button's: writing
// p, c, d, e for the push, call, call and overcall probabilities, C_b =
// Σ_x P(x|b) c_x, F_b = Σ_x P(x|b) ((1-d_x) V_steal + d_x V_vsBB(b,x))
// for what the button's push is worth when the small blind folds, and
// S_b = Σ_x P(x|b) c_x V_vsSB(b,x), the push is worth (1-C_b) F_b + S_b
// as if the big blind never overcalled, plus the overcall's difference,
// which alone is read from the sampled deals: the mean over them of
// p c e (V_all(code) - V_vsSB(b,s)), split by the seats' classes. Being a
// difference of prizes, the sampled term's noise is only that of what the
// overcall changes, and it adds nothing to the prize pool.
func (v *threeWayValues) gains(deals []threeDeal, s *ThreeWayStrategy, withValues bool) (g [numDecisions][deck.NumClasses]float64, value [3]float64) {
	w := v.weights
	st := &v.steal
	var callB [deck.NumClasses]float64
	var foldB, sbB [deck.NumClasses][3]float64
	for b := range deck.NumClasses {
		for x := range deck.NumClasses {
			px := w.cond[b][x]
			c, d1 := px*s.CallSB[x], s.CallBB[x]
			callB[b] += c
			bb, sb := &v.vsBB[b][x], &v.vsSB[b][x]
			for k := range 3 {
				foldB[b][k] += px * (st[k] + d1*(bb[k]-st[k]))
				sbB[b][k] += c * sb[k]
			}
		}
	}
	var three [3][deck.NumClasses]float64 // the three-way terms, by each seat's class
	var threeAll [3]float64
	for _, d := range deals {
		p, c, e := s.Push[d.btn], s.CallSB[d.sb], s.Overcall[d.bb]
		if c*e == 0 && p*e == 0 && p*c == 0 {
			continue
		}
		a, sb := &v.all[d.code], &v.vsSB[d.btn][d.sb]
		three[0][d.btn] += c * e * (a[0] - sb[0])
		three[1][d.sb] += p * e * (a[1] - sb[1])
		three[2][d.bb] += p * c * (a[2] - sb[2])
		if withValues {
			for k := range 3 {
				threeAll[k] += p * c * e * (a[k] - sb[k])
			}
		}
	}
	n := float64(len(deals))
	for b := range deck.NumClasses {
		g[btnPush][b] = w.q[b]*((1-callB[b])*foldB[b][0]+sbB[b][0]-v.fold[0]) + three[0][b]/n
		p := s.Push[b]
		if p == 0 {
			continue
		}
		for x := range deck.NumClasses {
			wp := w.joint[b][x] * p
			g[sbCall][x] += wp * (v.vsSB[b][x][1] - foldB[b][1])
			g[bbCall][x] += wp * (1 - callB[b]) * (v.vsBB[b][x][2] - st[2])
		}
	}
	for x := range deck.NumClasses {
		g[sbCall][x] += three[1][x] / n
		g[bbOvercall][x] += three[2][x] / n
	}
	if withValues {
		for b := range deck.NumClasses {
			p := s.Push[b]
			for k := range 3 {
				value[k] += w.q[b] * ((1-p)*v.fold[k] + p*((1-callB[b])*foldB[b][k]+sbB[b][k]))
			}
		}
		for k := range 3 {
			value[k] += threeAll[k] / n
		}
	}
	return g, value
}

// classWeights are the class-level weights of the heads-up terms: joint
// N_bx / numDeals, cond P(x|b) = N_bx / Σ_y N_by, and q the probability
// of each class, Σ_x joint_bx.
type classWeights struct {
	joint, cond [deck.NumClasses][deck.NumClasses]float64
	q           [deck.NumClasses]float64
}

// threeWayWeights are the weights, built once.
var threeWayWeights = sync.OnceValue(func() *classWeights {
	t := AllIn()
	w := new(classWeights)
	for b := range deck.NumClasses {
		var row float64
		for x := range deck.NumClasses {
			row += t.Pairs[b][x]
			w.joint[b][x] = t.Pairs[b][x] / numDeals
		}
		w.q[b] = row / numDeals
		for x := range deck.NumClasses {
			w.cond[b][x] = t.Pairs[b][x] / row
		}
	}
	return w
})

// seatGains returns each seat's gain from its best response: the sum over
// its decisions and classes of the positive part of the gain less what s
// already takes of it.
func seatGains(g *[numDecisions][deck.NumClasses]float64, s *ThreeWayStrategy) [3]float64 {
	seat := [numDecisions]int{0, 1, 2, 2}
	var out [3]float64
	for d, q := range s.decisions() {
		for i, x := range g[d] {
			out[seat[d]] += max(x, 0) - q[i]*x
		}
	}
	for k := range out {
		out[k] = max(out[k], 0)
	}
	return out
}

// SolveThreeWay returns an equilibrium of g: first the blinds' game after
// a fold (SolveICM), whose expected prizes are the button's fold value;
// then the four decisions after a push by CFR+ with simultaneous updates
// of the gains threeWayValues.gains computes (heads-up ends exact by
// class, the three-way showdown over the sampled deals), the average
// weighting iteration t by t, until
// no seat gains more than opts.Tolerance (in prize equity per deal;
// DefaultThreeWayTolerance big blinds at chip value by default) or for
// opts.MaxIterations (0 means 4,000). With three players and prizes that
// are not zero-sum, CFR+ need not converge; each seat's gain from its
// best response is measured exactly over the sample and reported.
func SolveThreeWay(ctx context.Context, g ThreeWayGame, opts Options) (*ThreeWaySolution, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	blinds, err := SolveICM(ctx, g.blinds(), Options{})
	if err != nil {
		return nil, err
	}
	v, err := g.values(blinds)
	if err != nil {
		return nil, err
	}
	deals, err := g.deals(ctx)
	if err != nil {
		return nil, err
	}
	tol, maxIt := opts.Tolerance, opts.MaxIterations
	if tol <= 0 {
		tol = DefaultThreeWayTolerance * g.blinds().scale()
	}
	if maxIt <= 0 {
		maxIt = 4000
	}
	sol := &ThreeWaySolution{Game: g, Blinds: blinds, FoldValues: v.fold}
	var regret [numDecisions][2][deck.NumClasses]float64
	var cur, sum ThreeWayStrategy
	for _, q := range cur.decisions() {
		for i := range q {
			q[i] = 0.5
		}
	}
	var weight float64
	for it := 1; it <= maxIt; it++ {
		gain, _ := v.gains(deals, &cur, false)
		qs, sums := cur.decisions(), sum.decisions()
		for d := range numDecisions {
			regretMatch(&regret[d][0], &regret[d][1], qs[d], &gain[d])
			for i, q := range qs[d] {
				sums[d][i] += float64(it) * q
			}
		}
		weight += float64(it)
		if it%checkEvery != 0 && it != maxIt {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		avg := sum
		for _, q := range avg.decisions() {
			for i := range q {
				q[i] /= weight
			}
		}
		ag, val := v.gains(deals, &avg, true)
		sol.ThreeWayStrategy, sol.Values, sol.Gains, sol.Iterations = avg, val, seatGains(&ag, &avg), it
		if max(sol.Gains[0], sol.Gains[1], sol.Gains[2]) <= tol {
			break
		}
	}
	sol.Exploitability = max(sol.Gains[0], sol.Gains[1], sol.Gains[2])
	return sol, nil
}
