package solve

import (
	"math"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/solve/cfr"
)

// Report is a solved spot: the average strategies of the whole tree, and
// at each decision node the EV and equity of each combo of the player to
// act. It is written as text (the root's strategy as a range grid per
// action), JSON (the tree) or HTML (the grids).
type Report struct {
	Board []deck.Card
	Pot   float64
	Stack float64
	Bets  Bets
	// Ranges holds each player's combos that hold no board card, with
	// their weights.
	Ranges [2][]deck.Combo
	Weight [2][]float64
	// Exploitability is the mean gain of the two best responses against
	// the strategies, in percent of the pot, when the solve stopped;
	// Accuracy the target it stopped at (or below).
	Exploitability float64
	Accuracy       float64
	Iterations     int
	Root           *Node
}

// Node is a node of the solved tree.
type Node struct {
	// End is "", or "fold" or "showdown" where the hand ends.
	End string
	// Player acts at a decision node.
	Player Player
	// Actions names the actions, such as "check" and "bet 100", one per
	// child; Cards, at a chance node, the cards dealt, one per child.
	Actions  []string
	Cards    []deck.Card
	Children []*Node
	// Hands are the indexes, in Report.Ranges[Player], of the combos the
	// player to act may hold here (none with a card of the board so far),
	// and the next slices give one entry per hand, in that order.
	Hands []int32
	// Strategy holds each hand's probability of each action: Strategy[h]
	// has one entry per action.
	Strategy [][]float64
	// Reach is the chance that the player gets here with each hand, times
	// its weight in the range: the weights of the range at this node.
	Reach []float64
	// EV is each hand's expected chips: its share of the pot at the end
	// less the chips it puts in after the root, when both players play
	// the strategies (NaN where the opponent cannot be here with a hand
	// it does not block). With checks only it is the hand's equity times
	// the pot.
	EV []float64
	// Equity is each hand's share of the pot at a showdown now (averaged
	// over the river cards on the turn) against the opponent's hands
	// here, NaN where they have none.
	Equity []float64
}

// Formats returns text, JSON and HTML.
func (r *Report) Formats() []report.Format {
	return []report.Format{report.Text, report.JSON, report.HTML}
}

// report reads the solution out of s.
func (sp *spot) report(s *cfr.Solver, b Bets) *Report {
	rep := &Report{Board: sp.board, Pot: sp.pot, Stack: sp.stack, Bets: b, Ranges: sp.combos, Weight: sp.weight}
	nodes := map[*cfr.Node]*Node{}
	rep.Root = sp.reportNode(sp.root, nil, nodes)
	s.Observe(func(n *cfr.Node, p int, own, opp, values []float64) {
		if p != n.Player {
			return
		}
		sp.fill(s, n, nodes[n], own, opp, values)
	})
	for n, out := range nodes {
		if n.Kind != cfr.Chance {
			continue
		}
		for i, d := range n.Deals {
			if d.Image != nil {
				out.Children[i] = cloneImage(out.Children[d.Image.Of], d.Image)
			}
		}
	}
	return rep
}

// reportNode makes the report's node of n and its children, with the
// hands that may be there (those without the river card rv's, if any).
func (sp *spot) reportNode(n *cfr.Node, dealt *deck.Card, nodes map[*cfr.Node]*Node) *Node {
	out := &Node{}
	nodes[n] = out
	switch n.Kind {
	case cfr.Terminal:
		out.End = "showdown"
		if _, ok := n.Payoff.(*folded); ok {
			out.End = "fold"
		}
		return out
	case cfr.Chance:
		out.Cards = sp.chances[n]
		for i, c := range n.Children {
			var child *Node // an image's, filled in once its original is
			if c != nil {
				child = sp.reportNode(c, &out.Cards[i], nodes)
			}
			out.Children = append(out.Children, child)
		}
		return out
	}
	out.Player, out.Actions = Player(n.Player), n.Actions
	out.Hands = make([]int32, 0, len(sp.combos[n.Player]))
	for h, c := range sp.combos[n.Player] {
		if dealt == nil || !c.Set().Has(*dealt) {
			out.Hands = append(out.Hands, int32(h))
		}
	}
	for _, c := range n.Children {
		out.Children = append(out.Children, sp.reportNode(c, dealt, nodes))
	}
	return out
}

// fill sets a decision node's strategies, reach, EVs and equities from
// the walk of the player to act with the average strategies.
func (sp *spot) fill(s *cfr.Solver, n *cfr.Node, out *Node, own, opp, values []float64) {
	p := n.Player
	compat := make([]float64, len(own))
	sp.compatible(p, opp, compat)
	equity := sp.equity(n, p, opp)
	k, a := len(out.Hands), len(n.Children)
	flat := make([]float64, k*a) // one backing array for every hand's strategy
	out.Strategy = make([][]float64, k)
	out.Reach, out.EV, out.Equity = make([]float64, k), make([]float64, k), make([]float64, k)
	for i, h := range out.Hands {
		out.Strategy[i] = flat[i*a : (i+1)*a : (i+1)*a]
		s.Strategy(n, int(h), out.Strategy[i])
		out.Reach[i] = own[h]
		out.EV[i] = math.NaN()
		if compat[h] > 0 {
			out.EV[i] = values[h]/compat[h] + sp.pot/2
		}
		out.Equity[i] = equity[h]
	}
}

// equity returns the equity of each hand of player p against the
// opponent's reach opp at node n: on the river, from one sweep; on the
// turn, over every river card that neither hand holds.
func (sp *spot) equity(n *cfr.Node, p int, opp []float64) []float64 {
	num, den := make([]float64, len(sp.combos[p])), make([]float64, len(sp.combos[p]))
	rivers := sp.turn
	if rv, ok := sp.rivers[n]; ok {
		rivers = []*river{rv}
	}
	win, lose, compat := make([]float64, len(num)), make([]float64, len(num)), make([]float64, len(num))
	restricted := make([]float64, len(opp))
	for _, rv := range rivers {
		copy(restricted, opp)
		c := uint8(rv.board[4])
		for o, cs := range sp.cards[1-p] {
			if cs[0] == c || cs[1] == c {
				restricted[o] = 0
			}
		}
		clear(win)
		clear(lose)
		sp.sweep(rv, p, restricted, win, lose)
		sp.compatible(p, restricted, compat)
		for h, cs := range sp.cards[p] {
			if cs[0] != c && cs[1] != c {
				num[h] += win[h] + (compat[h]-win[h]-lose[h])/2
				den[h] += compat[h]
			}
		}
	}
	for h := range num {
		if den[h] > 0 {
			num[h] /= den[h]
		} else {
			num[h] = math.NaN()
		}
	}
	return num
}
