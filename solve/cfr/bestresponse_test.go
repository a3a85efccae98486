package cfr

import (
	"math"
	"testing"
)

// TestExploitabilityByEnumeration checks the best responses of
// Exploitability against an independent computation on Kuhn poker: every
// pure strategy of the responding player (one action per pair of card and
// decision node, 2^6 of them) is played, deal by deal, against the
// other's average strategy read through Strategy, and the best is kept.
// The strategies after a few iterations are far from an equilibrium, so
// the best responses gain something.
func TestExploitabilityByEnumeration(t *testing.T) {
	for _, iters := range []int{1, 3, 10, 40} {
		g := kuhn()
		s := solve(t, g, iters, 1)
		_, br := s.Exploitability()
		for p := range 2 {
			want := enumerateBest(s, g, p)
			if math.Abs(br[p]-want) > 1e-6 {
				t.Errorf("after %d iterations: player %d's best response = %.9f, enumeration gives %.9f", iters, p, br[p], want)
			}
		}
	}
}

// enumerateBest returns the best value player p can get against the
// other's average strategy in g (hands = cards, one per player).
func enumerateBest(s *Solver, g *table, p int) float64 {
	var mine []*Node // p's decision nodes
	walkTree(g.root, func(n *Node) {
		if n.Kind == Decision && n.Player == p {
			mine = append(mine, n)
		}
	})
	infosets := len(mine) * g.n
	best := math.Inf(-1)
	for pure := range 1 << infosets { // two actions at every node of Kuhn poker
		choice := func(n *Node, h int) int {
			for i, m := range mine {
				if m == n {
					return pure >> (i*g.n + h) & 1
				}
			}
			panic("not p's node")
		}
		total := 0.0
		for h := range g.n {
			for o := range g.n {
				if h != o {
					total += play(s, g.root, p, h, o, choice)
				}
			}
		}
		best = max(best, total/g.Pairs())
	}
	return best
}

// play returns p's payoff, holding h against o, from n on: p plays
// choice, the other their average strategy.
func play(s *Solver, n *Node, p, h, o int, choice func(*Node, int) int) float64 {
	if n.Kind == Terminal {
		dst := make([]float64, 3)
		opp := make([]float64, 3)
		opp[o] = 1
		n.Payoff.Values(p, opp, dst)
		return dst[h]
	}
	if n.Player == p {
		return play(s, n.Children[choice(n, h)], p, h, o, choice)
	}
	sigma := make([]float64, len(n.Children))
	s.Strategy(n, o, sigma)
	v := 0.0
	for i, c := range n.Children {
		if sigma[i] > 0 {
			v += sigma[i] * play(s, c, p, h, o, choice)
		}
	}
	return v
}
