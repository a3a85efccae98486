package score_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/score"
)

// The five showdowns of Project Euler problem 54, as its poker.txt writes
// them: ten cards a line, the first five player 1's.
const euler = `5H 5C 6S 7S KD 2C 3S 8S 8D TD
5D 8C 9S JS AC 2C 5C 7D 8S QH
2D 9C AS AH AC 3D 6D 7D TD QD
4D 6S 9H QH QC 3D 6D 7H QD QS
2H 2D 4C 4D 4S 3C 3D 3S 9S 9D
`

func ExampleCount() {
	res, err := score.Count(strings.NewReader(euler))
	fmt.Printf("%+v %v\n", res, err)
	// Output:
	// {Hands:5 Player1:3 Player2:2 Ties:0} <nil>
}

func ExampleScorer() {
	s := score.NewScorer(strings.NewReader(euler), score.LayoutAuto)
	for s.Scan() {
		l := s.Line()
		fmt.Printf("%d: %v vs %v: %v\n", l.Num, l.Ranks[0], l.Ranks[1], l.Winner)
	}
	if err := s.Err(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 1: Pair of Fives vs Pair of Eights: Player 2
	// 2: High Card, Ace vs High Card, Queen: Player 1
	// 3: Three of a Kind, Aces vs Flush, Queen high: Player 2
	// 4: Pair of Queens vs Pair of Queens: Player 1
	// 5: Full House, Fours full of Twos vs Full House, Threes full of Nines: Player 1
}

// HackerRank's version of the problem starts with the number of showdowns;
// a Scorer recognises it.
func ExampleScorer_hackerRank() {
	in := "2\r\n" + strings.ReplaceAll(euler[:60], "\n", "\r\n")
	s := score.NewScorer(strings.NewReader(in), score.LayoutAuto)
	for s.Scan() {
		fmt.Println(s.Line().Winner)
	}
	fmt.Println(s.Layout() == score.LayoutHackerRank, s.Err())
	// Output:
	// Player 2
	// Player 1
	// true <nil>
}

func ExampleLineError() {
	_, err := score.Count(strings.NewReader(euler[:60] + "2H 2D 4C 4D 4S 3C 3D 3S 9S 9X\n"))
	fmt.Println(err)
	var le *score.LineError
	if errors.As(err, &le) {
		fmt.Println(le.Line, errors.Is(err, deck.ErrSuit))
	}
	// Output:
	// line 3: unknown suit "X" in "9X"
	// 3 true
}
