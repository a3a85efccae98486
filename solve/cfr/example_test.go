package cfr_test

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/solve/cfr"
)

// halfStreet is the clairvoyance game in its smallest form: player 0
// holds the winner (hand 0) or a loser (hand 1), equally likely; player 1
// holds a bluff-catcher. The pot is 1; player 0 may check (showdown) or
// bet 1, which player 1 calls or folds. Payoffs are zero-sum: each
// player's chips less half the pot.
type halfStreet struct{ root *cfr.Node }

func (g halfStreet) Root() *cfr.Node { return g.root }
func (g halfStreet) Prior(p int) []float64 {
	if p == 0 {
		return []float64{1, 1}
	}
	return []float64{1}
}
func (g halfStreet) Pairs() float64 { return 2 }

// payoff pays player 0 win[h] with hand h against player 1's one hand.
type payoff [2]float64

func (u payoff) Values(p int, opp, dst []float64) {
	if p == 0 {
		dst[0], dst[1] = u[0]*opp[0], u[1]*opp[0]
		return
	}
	dst[0] = -(u[0]*opp[0] + u[1]*opp[1])
}

// Player 0 bets the winner always and the loser half the time; player 1
// calls half the time; the game is worth 1/4 to player 0.
func Example() {
	leaf := func(win, lose float64) *cfr.Node { return &cfr.Node{Kind: cfr.Terminal, Payoff: payoff{win, lose}} }
	facing := &cfr.Node{Kind: cfr.Decision, Player: 1, Actions: []string{"fold", "call"},
		Children: []*cfr.Node{leaf(0.5, 0.5), leaf(1.5, -1.5)}}
	root := &cfr.Node{Kind: cfr.Decision, Player: 0, Actions: []string{"check", "bet"},
		Children: []*cfr.Node{leaf(0.5, -0.5), facing}}
	s := cfr.New(halfStreet{root}, 1)
	for range 2000 {
		s.Iterate(context.Background())
	}
	winner, loser, call := make([]float64, 2), make([]float64, 2), make([]float64, 2)
	s.Strategy(root, 0, winner)
	s.Strategy(root, 1, loser)
	s.Strategy(facing, 0, call)
	fmt.Printf("value %.3f; bets: winner %.2f, loser %.2f; calls %.2f\n", s.Value(), winner[1], loser[1], call[1])
	// Output: value 0.250; bets: winner 1.00, loser 0.50; calls 0.50
}
