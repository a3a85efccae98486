package pql_test

import (
	"context"
	"fmt"
	"os"

	"github.com/pokersim/pokersim/pql"
)

// A query with a where on the turn, enumerated exactly: how often AhKh
// wins against QsQd on this flop when the turn leaves it a pair or the
// board two suits (29 turn cards of 45, each with 44 rivers), and what
// it ends with.
func Example() {
	q := `select count(winsHi(hero)) as heroWins, histogram(handType(hero, river))
from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c'
where handType(hero, turn) >= pair or boardSuitCount(turn) = 2`
	a, err := pql.Run(context.Background(), pql.Request{Query: q}, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := a.WriteText(os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// heroWins = 0.299373
	// histogram(handType(hero, river)):
	//   highcard           0.126959
	//   pair               0.313480
	//   twopair            0.087774
	//   trips              0.015674
	//   straight           0.004702
	//   flush              0.449843
	//   straightflush      0.001567
	// (exact, 1276 trials of 1980 deals)
}

// An unknown function is reported with its place and the nearest name.
func ExampleParse_error() {
	_, err := pql.Run(context.Background(), pql.Request{Query: "select avg(riverEquty(hero)) from hero='AA', villain='KK'"}, 1)
	fmt.Println(err)
	// Output:
	// pql: line 1, column 12: unknown name: unknown function "riverEquty" (did you mean riverEquity?)
	//   select avg(riverEquty(hero)) from hero='AA', villain='KK'
	//              ^
}
