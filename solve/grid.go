package solve

import (
	"math"

	"github.com/pokersim/pokersim/deck"
)

// Grid is an action's frequency by starting-hand class at a decision: the
// share of each class's combos (weighted by their reach) that take it, NaN
// for a class with no combo there, in deck.ClassAt's grid order.
type Grid [deck.NumClasses]float64

// ActionSummary is one action of a decision node: its name, the share of
// the player's range (weighted by reach) that takes it, and its grid.
type ActionSummary struct {
	Action    string
	Frequency float64
	Grid      Grid
}

// Summary is a decision node's strategy summed up: the player to act, the
// mean EV and equity of their range there (weighted by reach), and each
// action's frequencies.
type Summary struct {
	Player  Player
	EV      float64
	Equity  float64
	Actions []ActionSummary
}

// Summarize sums up n, a decision node of r.
func (r *Report) Summarize(n *Node) Summary {
	s := Summary{Player: n.Player}
	var num, den [deck.NumClasses]float64
	total, ev, eq, weight := 0.0, 0.0, 0.0, 0.0
	for i, h := range n.Hands {
		w := n.Reach[i]
		total += w
		if !math.IsNaN(n.EV[i]) {
			ev += w * n.EV[i]
			eq += w * n.Equity[i]
			weight += w
		}
		den[r.Ranges[n.Player][h].Class().Index()] += w
	}
	s.EV, s.Equity = ev/weight, eq/weight
	for a, name := range n.Actions {
		clear(num[:])
		sum := 0.0
		for i, h := range n.Hands {
			x := n.Reach[i] * n.Strategy[i][a]
			num[r.Ranges[n.Player][h].Class().Index()] += x
			sum += x
		}
		as := ActionSummary{Action: name, Frequency: sum / total}
		for k := range as.Grid {
			as.Grid[k] = math.NaN()
			if den[k] > 0 {
				as.Grid[k] = num[k] / den[k]
			}
		}
		s.Actions = append(s.Actions, as)
	}
	return s
}
