package cfr

import (
	"context"
	"math"
	"sync"
)

// The parameters of Discounted CFR that Brown and Sandholm recommend
// (DCFR_{3/2,0,2}): after iteration t, positive regrets are multiplied by
// t^Alpha/(t^Alpha+1), negative ones by t^Beta/(t^Beta+1) = 1/2, and the
// average strategy weighs iteration t's strategy in proportion to t^Gamma.
const (
	Alpha = 1.5
	Beta  = 0.0
	Gamma = 2.0
)

// Solver runs Discounted CFR on a game. Its methods must not be called
// concurrently.
type Solver struct {
	g      Game
	root   *Node
	nodes  []*Node     // the decision nodes, by slot
	hands  [2]int      // each player's number of hands
	regret [][]float32 // per decision node: action-major, hands of the player to act
	sum    [][]float32 // per decision node: the weighted sum of strategies
	iter   int
	sem    chan struct{} // one token per goroutine beyond the caller's
	arenas sync.Pool
}

// Size returns the number of decision nodes of g's tree and the bytes the
// solver's regrets and strategy sums would take: 8 per action and hand of
// the player to act. It allocates nothing per hand, so a caller can refuse
// a tree before New allocates it.
func Size(g Game) (decisions int, bytes int64) {
	h := [2]int64{int64(len(g.Prior(0))), int64(len(g.Prior(1)))}
	walkTree(g.Root(), func(n *Node) {
		if n.Kind == Decision {
			decisions++
			bytes += 8 * int64(len(n.Children)) * h[n.Player]
		}
	})
	return decisions, bytes
}

// walkTree calls f on every node below and at n, parents first.
func walkTree(n *Node, f func(*Node)) {
	f(n)
	for _, c := range n.Children {
		if c != nil {
			walkTree(c, f)
		}
	}
}

// New returns a solver of g that walks chance outcomes with up to workers
// goroutines (fewer than 1 means 1). It numbers g's decision nodes and
// allocates their regrets and strategy sums, all zero. It panics if a node
// is malformed (a decision of no action or a player other than 0 or 1, a
// chance node without one Deal per child).
func New(g Game, workers int) *Solver {
	s := &Solver{g: g, root: g.Root(), hands: [2]int{len(g.Prior(0)), len(g.Prior(1))}}
	walkTree(s.root, func(n *Node) {
		switch {
		case n.Kind == Decision && (n.Player < 0 || n.Player > 1 || len(n.Children) == 0 || len(n.Actions) != len(n.Children)):
			panic("cfr: malformed decision node")
		case n.Kind == Chance && len(n.Deals) != len(n.Children):
			panic("cfr: chance node without one deal per child")
		case n.Kind == Chance && !imagesValid(n):
			panic("cfr: chance outcome with a child and an image, or an image of an image")
		case n.Kind == Terminal && n.Payoff == nil:
			panic("cfr: terminal without a payoff")
		case n.Kind == Decision:
			n.slot = len(s.nodes)
			s.nodes = append(s.nodes, n)
			size := len(n.Children) * s.hands[n.Player]
			s.regret = append(s.regret, make([]float32, size))
			s.sum = append(s.sum, make([]float32, size))
		}
	})
	setSize(s.root)
	s.sem = make(chan struct{}, max(workers, 1)-1)
	return s
}

// setSize sets the size of n and of the nodes below it, and returns n's.
func setSize(n *Node) int {
	n.size = 1
	for _, c := range n.Children {
		if c != nil {
			n.size += setSize(c)
		}
	}
	return n.size
}

// imagesValid reports whether each outcome of a chance node has either a
// child or an Image of an outcome with a child, but not both.
func imagesValid(n *Node) bool {
	for i, d := range n.Deals {
		switch {
		case d.Image == nil && n.Children[i] == nil,
			d.Image != nil && (n.Children[i] != nil || d.Image.Of < 0 || d.Image.Of >= len(n.Deals) || n.Deals[d.Image.Of].Image != nil):
			return false
		}
	}
	return true
}

// Iterations returns the number of iterations run.
func (s *Solver) Iterations() int { return s.iter }

// Iterate runs one iteration: player 0's regrets and strategy sums are
// updated, then player 1's. It returns ctx's error if ctx is done before it
// starts, and runs no iteration then.
func (s *Solver) Iterate(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.iter++
	t := float64(s.iter)
	ta := math.Pow(t, Alpha)
	for p := range 2 {
		w := s.walker(update, p)
		w.pos = ta / (ta + 1)
		w.neg = math.Pow(t, Beta) / (math.Pow(t, Beta) + 1)
		w.keep = math.Pow((t-1)/t, Gamma)
		dst := make([]float64, s.hands[p])
		w.walk(s.root, s.g.Prior(p), s.g.Prior(1-p), dst)
		s.release(w)
	}
	return nil
}

// Exploitability returns the value of each player's best response to the
// other's average strategy, and their mean, which is 0 at an equilibrium,
// in payoff units.
func (s *Solver) Exploitability() (mean float64, br [2]float64) {
	for p := range 2 {
		br[p] = s.value(best, p, nil)
	}
	return (br[0] + br[1]) / 2, br
}

// Value returns player 0's expected payoff when both play their average
// strategies.
func (s *Solver) Value() float64 { return s.value(average, 0, nil) }

// Observer receives, at each decision node, player p's reach of each of
// their hands (own), the opponent's reach (opp) and p's counterfactual
// values (values), when both players play their average strategies. It may
// be called concurrently, for different nodes, and must not keep the
// slices.
type Observer func(n *Node, p int, own, opp, values []float64)

// Observe walks the tree once for each player with the average strategies
// and calls f at every decision node.
func (s *Solver) Observe(f Observer) {
	for p := range 2 {
		s.value(average, p, f)
	}
}

// value walks the tree for player p in mode m and returns p's value.
func (s *Solver) value(m mode, p int, f Observer) float64 {
	w := s.walker(m, p)
	w.observe = f
	dst := make([]float64, s.hands[p])
	prior := s.g.Prior(p)
	w.walk(s.root, prior, s.g.Prior(1-p), dst)
	s.release(w)
	v := 0.0
	for h, x := range dst {
		v += prior[h] * x
	}
	return v / s.g.Pairs()
}

// Strategy writes to dst the average strategy of hand h at decision node
// n, one probability per action; uniform where h has no strategy sum.
func (s *Solver) Strategy(n *Node, h int, dst []float64) {
	averageOf(s.sum[n.slot], len(n.Children), s.hands[n.Player], h, dst)
}

// averageOf writes to dst the normalised column h of an action-major
// table of a actions by n hands, uniform where the column sums to 0.
func averageOf(table []float32, a, n, h int, dst []float64) {
	total := 0.0
	for i := range a {
		total += float64(table[i*n+h])
	}
	for i := range a {
		if total > 0 {
			dst[i] = float64(table[i*n+h]) / total
		} else {
			dst[i] = 1 / float64(a)
		}
	}
}
