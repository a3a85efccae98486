package sim_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/pokersim/pokersim/sim"
)

// A batch runs every line of a file as its own matchup, each with a seed
// derived from the batch seed and the matchup, on one pool of workers.
func ExampleRunBatch() {
	file := `# two spots
AhKh vs QsQd
AsAd vs KhKc --board Ts9h2c
AhKh vs AhQd
`
	items, bad, err := sim.ParseBatch(strings.NewReader(file))
	if err != nil {
		panic(err)
	}
	for _, e := range bad {
		fmt.Println("not run:", e)
	}
	results, err := sim.RunBatch(context.Background(), items, sim.BatchOptions{Seed: 1})
	if err != nil {
		panic(err)
	}
	for i, r := range results {
		fmt.Printf("line %d: %s, player 1 equity %.6f\n", items[i].Line, r.Mode, r.Players[0].Equity)
	}
	// Output:
	// not run: line 4: player 2: duplicate card: Ah is also in player 1's hand
	// line 2: exact, player 1 equity 0.462145
	// line 3: exact, player 1 equity 0.900000
}
