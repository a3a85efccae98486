package game_test

import (
	"fmt"

	"github.com/pokersim/pokersim/game"
)

// A game is read from its command-line name or an alias, and says what its
// deal is: the engine asks it rather than switching on it.
func ExampleParse() {
	for _, name := range []string{"plo", "6+", "fivecard"} {
		g, err := game.Parse(name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s (%s): %d hole cards, board %d, streets %v, %d cards in the deck\n",
			g, g.Title(), g.HoleCards(), g.BoardCards(), g.Streets(), g.Deck().Len())
	}
	// Output:
	// omaha (Omaha): 4 hole cards, board 5, streets [0 3 4 5], 52 cards in the deck
	// shortdeck (short-deck Hold'em): 2 hole cards, board 5, streets [0 3 4 5], 36 cards in the deck
	// fivecard (five-card showdown): 5 hole cards, board 0, streets [0], 52 cards in the deck
}

func ExampleNames() {
	fmt.Println(game.Names(game.Holdem, game.ShortDeck, game.Omaha))
	// Output: holdem, shortdeck or omaha
}
