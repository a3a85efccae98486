package pushfold

import (
	"context"
	"fmt"
	"math"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/icm"
)

// ICMGame is the push-or-fold game of the blinds in a tournament, valued
// in prize equity (ICM) rather than chips: every other player has folded,
// the small blind pushes or folds, the big blind calls or folds, and each
// player's payoff is their Malmuth-Harville equity after the hand.
//
// Stacks are in big blinds before the hand, the small blind's first and
// the big blind's second, then the players who folded (three or more in
// all for ICM to differ from chips); each posts Ante, then the blinds post
// 0.5 and 1. The all-in is for the lesser of the blinds' stacks after the
// antes; the winner takes it and the antes; a split returns each their
// part and half the antes.
type ICMGame struct {
	Stacks  []float64 `json:"stacks"`
	Payouts []float64 `json:"payouts"`
	Ante    float64   `json:"ante"`
}

// icmOutcomes are the blinds' prize equities after each way the hand can
// end.
type icmOutcomes struct {
	fold, steal, sbWins, bbWins, split [2]float64 // [small blind, big blind]
}

// Validate checks the game: at least two stacks, the blinds' able to post
// their blind and ante and the others' their ante, an ante of at least 0,
// and payouts ICM accepts. The error is a *GameError or an *icm.InputError.
func (g ICMGame) Validate() error {
	switch {
	case len(g.Stacks) < 2:
		return &GameError{"stacks", float64(len(g.Stacks)), "are too few: want the small blind's, the big blind's and any others'"}
	case math.IsNaN(g.Ante) || math.IsInf(g.Ante, 0) || g.Ante < 0 || g.Ante > MaxStack:
		return &GameError{"ante", g.Ante, fmt.Sprintf("is not a number of big blinds from 0 to %g", float64(MaxStack))}
	}
	for i, s := range g.Stacks {
		need := g.Ante + []float64{0.5, 1}[min(i, 1)]
		if i >= 2 {
			need = g.Ante
		}
		if math.IsNaN(s) || math.IsInf(s, 0) || s < need || s <= 0 {
			return &GameError{fmt.Sprintf("stack %d", i+1), s, fmt.Sprintf("is below the %g this player must post", need)}
		}
		if s > MaxStack {
			return &GameError{fmt.Sprintf("stack %d", i+1), s, fmt.Sprintf("is above %g big blinds, the most this solver takes", float64(MaxStack))}
		}
	}
	_, err := icm.Values(g.Stacks, g.Payouts)
	return err
}

// outcomes values the five ends of the hand with exact ICM.
func (g ICMGame) outcomes() (icmOutcomes, error) {
	n := float64(len(g.Stacks))
	s0, s1 := g.Stacks[0]-g.Ante, g.Stacks[1]-g.Ante
	antes := n * g.Ante
	e := min(s0, s1)
	var o icmOutcomes
	ends := []struct {
		dst    *[2]float64
		sb, bb float64
	}{
		{&o.fold, s0 - 0.5, s1 + 0.5 + antes},
		{&o.steal, s0 + 1 + antes, s1 - 1},
		{&o.sbWins, s0 + e + antes, s1 - e},
		{&o.bbWins, s0 - e, s1 + e + antes},
		{&o.split, s0 + antes/2, s1 + antes/2},
	}
	for _, end := range ends {
		stacks := append([]float64(nil), g.Stacks...)
		stacks[0], stacks[1] = end.sb, end.bb
		for k := 2; k < len(stacks); k++ {
			stacks[k] -= g.Ante
		}
		v, err := icm.Values(stacks, g.Payouts)
		if err != nil {
			return o, err
		}
		*end.dst = [2]float64{v[0], v[1]}
	}
	return o, nil
}

// newICMPayoffs builds the game's payoffs in prize equity per deal: the
// small blind's from pushing against folding, m_ij = N_ij (A_ij -
// steal) with A_ij its expected prize when called (win, split and loss
// weighted by their exact counts), and the big blind's from calling
// against folding, mb_ij = N_ij (B_ij - steal), each over numDeals.
func newICMPayoffs(t *Table, o icmOutcomes) *payoffs {
	p := &payoffs{folded: o.fold[0]}
	u := 0
	var win, loss [deck.NumClasses][deck.NumClasses]float64 // from the row's view, fractions
	for a := range deck.NumClasses {
		for b := a; b < deck.NumClasses; b++ {
			out := t.Pairs[a][b] * preflopBoards
			w, l := float64(allInCounts[u][0])/out, float64(allInCounts[u][1])/out
			win[a][b], loss[a][b] = w, l
			win[b][a], loss[b][a] = l, w
			u++
		}
	}
	for i := range deck.NumClasses {
		var k float64
		for j := range deck.NumClasses {
			n := t.Pairs[i][j]
			k += n
			w, l := win[i][j], loss[i][j]
			tie := 1 - w - l
			sb := w*o.sbWins[0] + tie*o.split[0] + l*o.bbWins[0]
			bb := w*o.sbWins[1] + tie*o.split[1] + l*o.bbWins[1]
			p.m[i][j] = n * (sb - o.steal[0]) / numDeals
			p.mb[i][j] = n * (bb - o.steal[1]) / numDeals
		}
		p.steal[i] = (o.steal[0] - o.fold[0]) * k / numDeals
	}
	return p
}

// SolveICM returns an equilibrium of g as Solve does for chips: CFR+ (the
// game is not zero-sum, so its average need not converge, but the
// exploitability of what it returns is measured either way), then the
// exact indifference equations of each player's mixed hands, which now
// make the other player indifferent in their own prize equity. Gains and
// exploitability are in the payouts' unit per deal (the tolerance
// defaults to DefaultTolerance big blinds at chip value); Value is the
// small blind's expected prize.
func SolveICM(ctx context.Context, g ICMGame, opts Options) (*Solution, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	o, err := g.outcomes()
	if err != nil {
		return nil, err
	}
	sol, err := solve(ctx, newICMPayoffs(AllIn(), o), opts, g.scale())
	if err != nil {
		return nil, err
	}
	sol.Game = Game{Stack: min(g.Stacks[0], g.Stacks[1]), Ante: g.Ante}
	sol.Stacks, sol.Payouts = g.Stacks, g.Payouts
	return sol, nil
}

// scale is the prize equity of a big blind at chip value: the pool over
// the chips, the unit in which tolerances are read.
func (g ICMGame) scale() float64 {
	var pool, chips float64
	for _, x := range g.Payouts {
		pool += x
	}
	for _, x := range g.Stacks {
		chips += x
	}
	return pool / chips
}
