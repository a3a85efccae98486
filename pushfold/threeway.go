package pushfold

import (
	"fmt"
	"math"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/icm"
)

// DefaultDeals is the number of deals ThreeWayGame samples when Deals is 0.
const DefaultDeals = 1 << 19

// ThreeWayGame is the three-player push-or-fold game of a tournament,
// valued in prize equity (ICM): the button moves all in or folds; facing
// the push, the small blind calls all in or folds, then the big blind
// calls all in or folds, facing one all-in (the small blind folded) or
// two (it called). If the button folds, the blinds play ICMGame. Every
// action but a fold commits the player's whole stack; chips nobody else
// matched go back to their owner, and unequal stacks make a main pot and a
// side pot, each won by the best hand among those who put chips in it.
// Each player's payoff is their Malmuth-Harville equity after the hand.
//
// Stacks are in big blinds before the hand: the button's, the small
// blind's, the big blind's, then the players sitting out of the hand
// (they post only the ante). Everyone posts Ante, then the blinds post
// 0.5 and 1.
//
// After a push, the heads-up showdowns are exact by class (the all-in
// table), the two blinds' classes taken as independent given the
// button's; the three-way showdown is read from a sample of Deals deals
// (three hands and a board, drawn with Seed). The equilibrium is exact
// for that model and sample, an estimate of the full game's (see
// SolveThreeWay).
type ThreeWayGame struct {
	Stacks  []float64 `json:"stacks"`
	Payouts []float64 `json:"payouts"`
	Ante    float64   `json:"ante"`
	Deals   int       `json:"deals"`
	Seed    uint64    `json:"seed"`
}

// Validate checks the game: at least three stacks, the button's above
// its ante, the blinds' at least their blind and ante, the others' at
// least the ante, a finite ante of at least 0, a number of deals up to
// 2^24, and payouts icm.Values accepts. The error is a *GameError or an
// *icm.InputError.
func (g ThreeWayGame) Validate() error {
	switch {
	case len(g.Stacks) < 3:
		return &GameError{"stacks", float64(len(g.Stacks)), "are too few: want the button's, the small blind's, the big blind's and any others'"}
	case g.Deals < 0 || g.Deals > 1<<24:
		return &GameError{"deals", float64(g.Deals), "is not a number of deals from 1 to 16777216 (or 0 for the default)"}
	case math.IsNaN(g.Ante) || math.IsInf(g.Ante, 0) || g.Ante < 0 || g.Ante > MaxStack:
		return &GameError{"ante", g.Ante, fmt.Sprintf("is not a number of big blinds from 0 to %g", float64(MaxStack))}
	}
	seat := []string{"the button", "the small blind", "the big blind"}
	for i, s := range g.Stacks {
		need, who := g.Ante, "this player"
		if i < 3 {
			need += []float64{0, 0.5, 1}[i]
			who = seat[i]
		}
		switch {
		case i == 0 && !(s > need):
			return &GameError{"stack 1", s, fmt.Sprintf("is not above the ante %g: the button could not push", need)}
		case math.IsNaN(s) || math.IsInf(s, 0) || s < need || s <= 0:
			return &GameError{fmt.Sprintf("stack %d", i+1), s, fmt.Sprintf("is below the %g %s must post", need, who)}
		case s > MaxStack:
			return &GameError{fmt.Sprintf("stack %d", i+1), s, fmt.Sprintf("is above %g big blinds, the most this solver takes", float64(MaxStack))}
		}
	}
	_, err := icm.Values(g.Stacks, g.Payouts)
	return err
}

// blinds is the game after the button folds: the small blind's stack, the
// big blind's, then the button's and the others'.
func (g ThreeWayGame) blinds() ICMGame {
	st := append([]float64{}, g.Stacks[1], g.Stacks[2], g.Stacks[0])
	return ICMGame{Stacks: append(st, g.Stacks[3:]...), Payouts: g.Payouts, Ante: g.Ante}
}

// settle returns every player's stack after the hand, by seat (button,
// small blind, big blind, others): live tells who went all in or called,
// rank their hands' strengths (higher wins). A player who is not live
// put in only its blind. The pot is cut into layers at each player's
// contribution; a layer goes to the best hands among the live players who
// put in at least its top, split evenly, or back to its contributors if
// no live player did (a blind above every all-in); the antes go to the
// main pot.
func (g ThreeWayGame) settle(live [3]bool, rank [3]int) []float64 {
	after := make([]float64, len(g.Stacks))
	for i, s := range g.Stacks {
		after[i] = s - g.Ante
	}
	var put [3]float64
	blind := [3]float64{0, 0.5, 1}
	for i := range put {
		put[i] = blind[i]
		if live[i] {
			put[i] = after[i]
		}
		after[i] -= put[i]
	}
	antes := g.Ante * float64(len(g.Stacks))
	levels := slices.Sorted(slices.Values(put[:]))
	prev := 0.0
	for _, top := range slices.Compact(levels) {
		if top <= prev {
			continue
		}
		layer := antes
		antes = 0
		var in []int
		best := math.MinInt
		for i, c := range put {
			layer += min(c, top) - min(c, prev)
			if live[i] && c >= top {
				in = append(in, i)
				best = max(best, rank[i])
			}
		}
		if len(in) == 0 { // a folded blind's chips above every all-in
			for i, c := range put {
				after[i] += min(c, top) - min(c, prev)
			}
		} else {
			in = slices.DeleteFunc(in, func(i int) bool { return rank[i] < best })
			for _, i := range in {
				after[i] += layer / float64(len(in))
			}
		}
		prev = top
	}
	return after
}

// threeWayValues are the first three seats' prize equities at the ends
// of a pushed hand: after both blinds fold (steal); in the heads-up
// showdowns, expected over the board by the exact all-in table, for each
// pair of classes (vsBB[button][big blind], the small blind having
// folded; vsSB[button][small blind]); in the three-way showdown by the
// deal's showdown code (all, see showdownCode); and expected after the
// button folds (fold).
type threeWayValues struct {
	steal      [3]float64
	vsBB, vsSB *[deck.NumClasses][deck.NumClasses][3]float64
	all        [27][3]float64
	fold       [3]float64
	weights    *classWeights
}

// decode returns the dense ranks (0 the weakest) of a showdown code.
func decode(code int) [3]int { return [3]int{code / 9, code / 3 % 3, code % 3} }

// showdownCode encodes the order of three hand ranks as their dense ranks
// (0 for the weakest distinct rank, up to 2), in base 3: 27 codes, 13 of
// them possible.
func showdownCode(r [3]eval.Rank) uint8 {
	distinct := slices.Compact(slices.Sorted(slices.Values(r[:])))
	var code uint8
	for _, x := range r {
		code = 3*code + uint8(slices.Index(distinct, x))
	}
	return code
}

func (g ThreeWayGame) values(blinds *Solution) (*threeWayValues, error) {
	v := &threeWayValues{weights: threeWayWeights()}
	prize := func(live [3]bool, rank [3]int) ([3]float64, error) {
		e, err := icm.Values(g.settle(live, rank), g.Payouts)
		if err != nil {
			return [3]float64{}, err
		}
		return [3]float64{e[0], e[1], e[2]}, nil
	}
	var err error
	if v.steal, err = prize([3]bool{true, false, false}, [3]int{}); err != nil {
		return nil, err
	}
	for code := range 27 {
		if v.all[code], err = prize([3]bool{true, true, true}, decode(code)); err != nil {
			return nil, err
		}
	}
	win, loss := winLoss(AllIn())
	for _, hu := range []struct {
		dst  **[deck.NumClasses][deck.NumClasses][3]float64
		live [3]bool
		them int
	}{{&v.vsBB, [3]bool{true, false, true}, 2}, {&v.vsSB, [3]bool{true, true, false}, 1}} {
		var won, lost, split [3]float64
		var r [3]int
		r[0] = 1
		if won, err = prize(hu.live, r); err != nil {
			return nil, err
		}
		r[0], r[hu.them] = 0, 1
		if lost, err = prize(hu.live, r); err != nil {
			return nil, err
		}
		if split, err = prize(hu.live, [3]int{}); err != nil {
			return nil, err
		}
		t := new([deck.NumClasses][deck.NumClasses][3]float64)
		for i := range t {
			for j := range t[i] {
				w, l := win[i][j], loss[i][j]
				for k := range 3 {
					t[i][j][k] = w*won[k] + l*lost[k] + (1-w-l)*split[k]
				}
			}
		}
		*hu.dst = t
	}
	v.fold, err = g.foldValues(blinds)
	return v, err
}

// foldValues returns the first three seats' expected prizes after the
// button folds and the blinds play the strategy of s: each end of the
// blinds' hand weighted by its exact probability over the pairs of
// classes. The button's cards are not removed from the blinds' deals.
func (g ThreeWayGame) foldValues(s *Solution) ([3]float64, error) {
	t := AllIn()
	win, loss := winLoss(t)
	var pFold, pSteal, pWin, pLoss, pTie float64
	for i := range deck.NumClasses {
		for j := range deck.NumClasses {
			w := t.Pairs[i][j] / numDeals
			p, c := s.Push[i], s.Call[j]
			pFold += w * (1 - p)
			pSteal += w * p * (1 - c)
			pWin += w * p * c * win[i][j]
			pLoss += w * p * c * loss[i][j]
			pTie += w * p * c * (1 - win[i][j] - loss[i][j])
		}
	}
	ends := []struct {
		p    float64
		live [3]bool
		rank [3]int
	}{
		{pFold, [3]bool{false, false, true}, [3]int{}},
		{pSteal, [3]bool{false, true, false}, [3]int{}},
		{pWin, [3]bool{false, true, true}, [3]int{0, 1, 0}},
		{pLoss, [3]bool{false, true, true}, [3]int{0, 0, 1}},
		{pTie, [3]bool{false, true, true}, [3]int{}},
	}
	var v [3]float64
	for _, e := range ends {
		prizes, err := icm.Values(g.settle(e.live, e.rank), g.Payouts)
		if err != nil {
			return v, err
		}
		for k := range v {
			v[k] += e.p * prizes[k]
		}
	}
	return v, nil
}

// winLoss returns, for each pair of classes, the fraction of their
// conflict-free deals and boards that the first wins alone and that it
// loses.
func winLoss(t *Table) (win, loss *[deck.NumClasses][deck.NumClasses]float64) {
	win, loss = new([deck.NumClasses][deck.NumClasses]float64), new([deck.NumClasses][deck.NumClasses]float64)
	u := 0
	for a := range deck.NumClasses {
		for b := a; b < deck.NumClasses; b++ {
			out := t.Pairs[a][b] * preflopBoards
			w, l := float64(allInCounts[u][0])/out, float64(allInCounts[u][1])/out
			win[a][b], loss[a][b] = w, l
			win[b][a], loss[b][a] = l, w
			u++
		}
	}
	return win, loss
}
