package solve_test

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/solve"
)

// The clairvoyance game on a real board: OOP's three sets and sixteen
// air hands against IP's bluff-catchers, with one pot-sized bet. OOP bets
// every set and bluffs half as many air combos (3 x 1/2 = 1.5 of 16, about
// 9.4%); IP calls half the time.
func ExampleRun() {
	r := solve.Request{Board: "Kh Td 6c 3s 2h", OOP: "KK,QJ", IP: "T9", Pot: 100, Stack: 100,
		Bets: "oop:river:100%", Accuracy: 0.01}
	rep, err := solve.Run(context.Background(), r, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("exploitability below 0.01% of the pot:", rep.Exploitability <= 0.01)
	root := rep.Summarize(rep.Root)
	for _, a := range root.Actions {
		fmt.Printf("OOP %s: %.1f%% of the range\n", a.Action, 100*a.Frequency)
	}
	call := rep.Summarize(rep.Root.Children[1])
	fmt.Printf("IP facing the bet: %s %.0f%%\n", call.Actions[1].Action, 100*call.Actions[1].Frequency)
	fmt.Printf("OOP's EV: %.1f chips of the pot of 100\n", root.EV)
	// Output:
	// exploitability below 0.01% of the pot: true
	// OOP check: 76.3% of the range
	// OOP bet 100: 23.7% of the range
	// IP facing the bet: call 50%
	// OOP's EV: 23.7 chips of the pot of 100
}
