package preflop_test

import (
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/internal/preflop"
)

func Example() {
	c := deck.MustParseCards("AhKhQsQd")
	ak, qq := deck.NewCombo(c[0], c[1]), deck.NewCombo(c[2], c[3])
	akWins, qqWins := preflop.Counts(ak, qq)
	split := preflop.Boards - akWins - qqWins
	fmt.Printf("AhKh wins %d, QsQd %d, split %d of %d boards\n", akWins, qqWins, split, preflop.Boards)
	fmt.Printf("AhKh's equity: %.4f\n", (float64(akWins)+float64(split)/2)/preflop.Boards)
	// Output:
	// AhKh wins 787966, QsQd 917606, split 6732 of 1712304 boards
	// AhKh's equity: 0.4621
}
