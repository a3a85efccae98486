package solve

import (
	"context"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/solve/cfr"
)

// TestExploitabilityByEnumeration checks the best responses that the
// exploitability comes from against an independent computation on a small
// river tree: for each hand of the responding player, every pure strategy
// (one action at each of their decision nodes) is played against every
// opponent hand without a common card, the chips followed from the action
// names and the showdowns valued card by card with eval.Eval7, and the
// best is kept.
func TestExploitabilityByEnumeration(t *testing.T) {
	board := deck.MustParseCards("Qs 9h 7h 4c 2d")
	ranges := [2]*deck.Range{deck.MustParseRange("AQ@50, 99, 8h6h, KhJh, 65s, Ah4h"), deck.MustParseRange("KQ, 77, JhTh, 53s@70, A4o@30, KhJh, 99@40")}
	b, err := ParseBets("oop:river:50%,allin;ip:river:75%;raise:river:2.5x")
	if err != nil {
		t.Fatal(err)
	}
	for _, iters := range []int{1, 4, 20} {
		sp := newSpot(board, ranges, 40, 100)
		sp.build(&b)
		s := cfr.New(sp, 1)
		for range iters {
			s.Iterate(context.Background())
		}
		_, br := s.Exploitability()
		for p := range 2 {
			if want := enumerateBest(sp, s, p); math.Abs(br[p]-want) > 1e-6*sp.pot {
				t.Errorf("after %d iterations: player %d's best response %.9f, enumeration gives %.9f", iters, p, br[p], want)
			}
		}
	}
}

// enumerateBest returns player p's best response value in sp.
func enumerateBest(sp *spot, s *cfr.Solver, p int) float64 {
	var mine []*cfr.Node
	var walk func(n *cfr.Node)
	walk = func(n *cfr.Node) {
		if n.Kind == cfr.Decision && n.Player == p {
			mine = append(mine, n)
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(sp.root)
	total := 0.0
	for h, c := range sp.combos[p] {
		choice := make([]int, len(mine))
		best := math.Inf(-1)
		for {
			v := 0.0
			for o, d := range sp.combos[1-p] {
				if c.Set()&d.Set() == 0 {
					v += sp.weight[1-p][o] * playOut(sp, s, sp.root, p, c, d, o, mine, choice, [2]float64{})
				}
			}
			best = max(best, v)
			if !nextChoice(choice, mine) {
				break
			}
		}
		total += sp.weight[p][h] * best
	}
	return total / sp.pairs
}

// nextChoice steps choice to the next pure strategy, false after the last.
func nextChoice(choice []int, nodes []*cfr.Node) bool {
	for i := range choice {
		if choice[i]++; choice[i] < len(nodes[i].Children) {
			return true
		}
		choice[i] = 0
	}
	return false
}

// playOut returns p's zero-sum chips holding c against d (the opponent's
// hand o) from n, p playing choice at its nodes, with put the chips each
// player put in so far, read from the action names.
func playOut(sp *spot, s *cfr.Solver, n *cfr.Node, p int, c, d deck.Combo, o int, mine []*cfr.Node, choice []int, put [2]float64) float64 {
	if n.Kind == cfr.Terminal {
		panic("reached a terminal without an action")
	}
	act := func(i int) float64 {
		label, q := n.Actions[i], n.Player
		next := put
		switch {
		case label == "fold":
			stake := sp.pot/2 + put[q]
			if q == p {
				return -stake
			}
			return stake
		case label == "call":
			next[q] = put[1-q]
		case strings.HasPrefix(label, "bet "), strings.HasPrefix(label, "raise "):
			x, _ := strconv.ParseFloat(label[strings.IndexByte(label, ' ')+1:], 64)
			if label[0] == 'b' {
				next[q] += x
			} else {
				next[q] = x
			}
		}
		child := n.Children[i]
		if child.Kind == cfr.Terminal {
			return showdownOn(sp, sp.board, p, c, d, next[0])
		}
		return playOut(sp, s, child, p, c, d, o, mine, choice, next)
	}
	if n.Player == p {
		for i, m := range mine {
			if m == n {
				return act(choice[i])
			}
		}
	}
	sigma := make([]float64, len(n.Children))
	s.Strategy(n, o, sigma)
	v := 0.0
	for i := range n.Children {
		if sigma[i] > 0 {
			v += sigma[i] * act(i)
		}
	}
	return v
}

// TestTurnExploitabilityByDeals checks the best responses on a small turn
// tree against a computation hand by hand: for each hand of the
// responding player, the opponent's hands are followed one by one with
// their reach, every river card is dealt to every pair that does not
// hold it (the chips read from the action names, the showdowns valued
// with eval.Eval7), and the responder takes the best action at each of
// their nodes.
func TestTurnExploitabilityByDeals(t *testing.T) {
	board := deck.MustParseCards("Qs 9h 7h 4c")
	ranges := [2]*deck.Range{deck.MustParseRange("AQ@50, 99, 8h6h, KhJh, Ah4h"), deck.MustParseRange("KQo@40, 77, JhTh, 5s3s")}
	b, err := ParseBets("turn:50%;ip:river:75%;raise:turn:3x")
	if err != nil {
		t.Fatal(err)
	}
	sp := newSpot(board, ranges, 40, 60)
	sp.build(&b)
	s := cfr.New(sp, 2)
	for range 3 {
		s.Iterate(context.Background())
	}
	_, br := s.Exploitability()
	for p := range 2 {
		total := 0.0
		for h, c := range sp.combos[p] {
			reach := make([]float64, len(sp.combos[1-p]))
			for o, d := range sp.combos[1-p] {
				if c.Set()&d.Set() == 0 {
					reach[o] = sp.weight[1-p][o]
				}
			}
			total += sp.weight[p][h] * dealBest(sp, s, sp.root, p, c, reach, sp.board, [2]float64{}, 0)
		}
		if want := total / sp.pairs; math.Abs(br[p]-want) > 1e-6*sp.pot {
			t.Errorf("player %d's best response %.9f, dealing hand by hand gives %.9f", p, br[p], want)
		}
	}
}

// dealBest returns the best that p can get holding c from n, against the
// opponent's hands with reach, on board, with put the chips each put in
// and base what each had put in when the street began.
func dealBest(sp *spot, s *cfr.Solver, n *cfr.Node, p int, c deck.Combo, reach []float64, board []deck.Card, put [2]float64, base float64) float64 {
	switch n.Kind {
	case cfr.Chance:
		v := 0.0
		for i, child := range n.Children {
			card := sp.chances[n][i]
			if c.Set().Has(card) {
				continue
			}
			r := make([]float64, len(reach))
			for o, d := range sp.combos[1-p] {
				if !d.Set().Has(card) {
					r[o] = reach[o] / 44
				}
			}
			v += dealBest(sp, s, child, p, c, r, append(board[:4:4], card), put, put[0])
		}
		return v
	case cfr.Terminal:
		v := 0.0
		for o, d := range sp.combos[1-p] {
			if reach[o] > 0 {
				v += reach[o] * showdownOn(sp, board, p, c, d, put[0])
			}
		}
		return v
	}
	q := n.Player
	values := make([]float64, len(n.Children))
	sigma := make([]float64, len(n.Children))
	for i, child := range n.Children {
		r := reach
		if q != p {
			r = make([]float64, len(reach))
			for o := range reach {
				if reach[o] > 0 {
					s.Strategy(n, o, sigma)
					r[o] = reach[o] * sigma[i]
				}
			}
		}
		next := put
		label := n.Actions[i]
		switch {
		case label == "fold":
			stake := sp.pot/2 + put[q]
			if q == p {
				stake = -stake
			}
			for _, x := range r {
				values[i] += x * stake
			}
			continue
		case label == "call":
			next[q] = put[1-q]
		case strings.HasPrefix(label, "bet "), strings.HasPrefix(label, "raise "):
			x, _ := strconv.ParseFloat(label[strings.IndexByte(label, ' ')+1:], 64)
			if label[0] == 'b' {
				next[q] += x
			} else {
				next[q] = base + x
			}
		}
		values[i] = dealBest(sp, s, child, p, c, r, board, next, base)
	}
	if q == p {
		return slices.Max(values)
	}
	v := 0.0
	for _, x := range values {
		v += x
	}
	return v
}

// showdownOn is p's zero-sum result of c against d on a board of five
// when both put in put after the root.
func showdownOn(sp *spot, board []deck.Card, p int, c, d deck.Combo, put float64) float64 {
	var mine, theirs [7]deck.Card
	copy(mine[:], board)
	copy(theirs[:], board)
	mine[5], mine[6], theirs[5], theirs[6] = c.Hi, c.Lo, d.Hi, d.Lo
	a, b := eval.Eval7(&mine), eval.Eval7(&theirs)
	switch {
	case a > b:
		return sp.pot/2 + put
	case a < b:
		return -(sp.pot/2 + put)
	}
	return 0
}
