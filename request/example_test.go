package request_test

import (
	"context"
	"fmt"

	"github.com/pokersim/pokersim/request"
)

// A line in the command line's syntax becomes a request; its Spec is the
// checked matchup and options, and its Plan runs on the engine.
func ExampleParseLine() {
	r, err := request.ParseLine("AhKh vs QsQd --board Ts9h2c --exact")
	if err != nil {
		fmt.Println(err)
		return
	}
	spec, err := r.Spec()
	if err != nil {
		fmt.Println(err)
		return
	}
	plan, err := spec.Plan()
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := plan.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, p := range res.Players {
		fmt.Printf("player %d: equity %.4f\n", i+1, p.Equity)
	}
	// Output:
	// player 1: equity 0.2778
	// player 2: equity 0.7222
}

// A bad line is refused before any work, naming the player and the card.
func ExampleParseLine_error() {
	r, err := request.ParseLine("AhKh vs QsQx")
	if err == nil {
		_, err = r.Spec()
	}
	fmt.Println(err)
	// Output: player 2: unknown suit "x" in "Qx" (in "QsQx")
}
