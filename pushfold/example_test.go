package pushfold_test

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/pushfold"
)

// ExampleSolveThreeWay solves the three-handed game with 10 bb each and
// payouts 50/30/20, and prints a few hands' ranges.
func ExampleSolveThreeWay() {
	g := pushfold.ThreeWayGame{Stacks: []float64{10, 10, 10}, Payouts: []float64{50, 30, 20}}
	s, err := pushfold.SolveThreeWay(context.Background(), g, pushfold.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range []string{"AA", "KQo", "72o"} {
		c, _ := deck.ParseClass(name)
		i := c.Index()
		fmt.Printf("%s: button pushes %.0f%%, small blind calls %.0f%%, big blind overcalls %.0f%%\n",
			name, 100*s.Push[i], 100*s.CallSB[i], 100*s.Overcall[i])
	}
	fmt.Println(s.Exploitability <= 1e-4*100/30)
	// Output:
	// AA: button pushes 100%, small blind calls 100%, big blind overcalls 100%
	// KQo: button pushes 100%, small blind calls 0%, big blind overcalls 0%
	// 72o: button pushes 0%, small blind calls 0%, big blind overcalls 0%
	// true
}
