package cfr

// Two small poker games whose values are published, as Games of this
// package: Kuhn poker (value -1/18 for the first player) and Leduc
// Hold'em (-0.0856).

// table is a game whose hands are cards 0..n-1, one per player, with a
// uniform prior: two hands are compatible when they differ.
type table struct {
	root *Node
	n    int
}

func (g *table) Root() *Node         { return g.root }
func (g *table) Prior(int) []float64 { return ones(g.n) }
func (g *table) Pairs() float64      { return float64(g.n * (g.n - 1)) }

func ones(n int) []float64 {
	v := make([]float64, n)
	for i := range v {
		v[i] = 1
	}
	return v
}

// pairwise is a terminal payoff given pair by pair: u(h, o) is player 0's
// payoff with hand h against player 1's o, for h != o.
type pairwise struct{ u func(h, o int) float64 }

func (t pairwise) Values(p int, opp, dst []float64) {
	for h := range dst {
		dst[h] = 0
		for o, r := range opp {
			if o == h || r == 0 {
				continue
			}
			if p == 0 {
				dst[h] += r * t.u(h, o)
			} else {
				dst[h] -= r * t.u(o, h)
			}
		}
	}
}

func terminal(u func(h, o int) float64) *Node { return &Node{Kind: Terminal, Payoff: pairwise{u}} }

func decision(p int, actions []string, children ...*Node) *Node {
	return &Node{Kind: Decision, Player: p, Actions: actions, Children: children}
}

// kuhn returns Kuhn poker: cards J, Q, K (0, 1, 2), antes of 1, one bet
// of 1, player 0 first.
func kuhn() *table {
	show := func(stake float64) *Node {
		return terminal(func(h, o int) float64 {
			if h > o {
				return stake
			}
			return -stake
		})
	}
	fold := func(u float64) *Node { return terminal(func(int, int) float64 { return u }) }
	cb, fc := []string{"check", "bet"}, []string{"fold", "call"}
	root := decision(0, cb,
		decision(1, cb, show(1), decision(0, fc, fold(-1), show(2))),
		decision(1, fc, fold(1), show(2)))
	return &table{root: root, n: 3}
}

// leduc returns Leduc Hold'em: six cards, two of each of three ranks
// (card c has rank c/2), antes of 1, a private card each, a round of
// betting with bets of 2, a public card, a round with bets of 4; at most
// a bet and a raise a round, player 0 first in each. A pair with the
// public card wins, else the higher rank; equal ranks tie.
func leduc() *table {
	g := &table{n: 6}
	g.root = leducRound(0, -1, [2]float64{1, 1}, 0, 0, false)
	return g
}

// leducIsomorphic is leduc with the suit isomorphism of the public card:
// the second card of each rank (odd) is the image of the first under the
// swap of the suits, which maps hand h to h^1.
func leducIsomorphic() *table {
	g := leduc()
	swap := []int32{1, 0, 3, 2, 5, 4}
	walkTree(g.root, func(n *Node) {
		if n.Kind != Chance {
			return
		}
		for b := 1; b < 6; b += 2 {
			n.Children[b] = nil
			n.Deals[b].Image = &Image{Of: b - 1, Perm: [2][]int32{swap, swap}}
		}
	})
	return g
}

// leducRound builds the betting of a round from the state: contrib is
// what each player has put in, p is to act, bets counts the bets and
// raises so far, checked tells whether player 0 checked.
func leducRound(round, board int, contrib [2]float64, p, bets int, checked bool) *Node {
	size := []float64{2, 4}[round]
	if bets == 0 {
		check := leducNext(round, board, contrib)
		if !checked {
			check = leducRound(round, board, contrib, 1, 0, true)
		}
		bet := contrib
		bet[p] += size
		return decision(p, []string{"check", "bet"}, check, leducRound(round, board, bet, 1-p, 1, checked))
	}
	call := contrib
	call[p] = contrib[1-p]
	folded := contrib[p]
	if p == 1 {
		folded = -folded
	}
	fold := terminal(func(int, int) float64 { return -folded })
	if bets == 2 {
		return decision(p, []string{"fold", "call"}, fold, leducNext(round, board, call))
	}
	raise := call
	raise[p] += size
	return decision(p, []string{"fold", "call", "raise"}, fold, leducNext(round, board, call), leducRound(round, board, raise, 1-p, bets+1, checked))
}

// leducNext ends a round with equal contributions: the public card
// comes, or the showdown.
func leducNext(round, board int, contrib [2]float64) *Node {
	if round == 1 {
		stake := contrib[0]
		return terminal(func(h, o int) float64 {
			hp, op := h/2 == board/2, o/2 == board/2
			switch {
			case hp && !op, !hp && !op && h/2 > o/2:
				return stake
			case op && !hp, !hp && !op && h/2 < o/2:
				return -stake
			}
			return 0
		})
	}
	n := &Node{Kind: Chance}
	for b := range 6 {
		n.Children = append(n.Children, leducRound(1, b, contrib, 0, 0, false))
		n.Deals = append(n.Deals, Deal{Weight: 0.25, Blocked: [2][]int32{{int32(b)}, {int32(b)}}})
	}
	return n
}
