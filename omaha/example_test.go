package omaha_test

import (
	"errors"
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/omaha"
)

func ExampleParseRange() {
	// Double-suited aces, or exactly two kings, in four-card Omaha.
	r, err := omaha.ParseRange("AA:$ds, KK!KKK", 4)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r)
	fmt.Println(r.Count(0), "hands")
	for _, hand := range []string{"AhAdKh7d", "AhAd7h7c", "KsKd9c2h"} {
		fmt.Println(hand, r.Contains(deck.SetOf(deck.MustParseCards(hand)...)))
	}
	// Output:
	// AA**:$ds, KK**!KKK*
	// 7626 hands
	// AhAdKh7d true
	// AhAd7h7c false
	// KsKd9c2h true
}

func ExampleParseRange_atLeast() {
	// A pattern with fewer cards than the hand asks for at least those
	// cards, and a wildcard may be anything, aces included: "AA" and "AA**"
	// are hands with two or more aces. "!" takes away the hands with three.
	for _, text := range []string{"AA", "AA**", "AA!AAA", "AxAyxy"} {
		r := omaha.MustParseRange(text, 4)
		fmt.Printf("%-8s %-8s %5d\n", text, r, r.Count(0))
	}
	// Output:
	// AA       AA**      6961
	// AA**     AA**      6961
	// AA!AAA   AA**!AAA*  6768
	// AxAyxy   AxAyxy     864
}

func ExampleRange_Hands() {
	// The hands of a narrow range, avoiding the dead cards.
	r := omaha.MustParseRange("AsKsQsJ", 4)
	dead := deck.SetOf(deck.MustParseCards("Jh")...)
	for hand := range r.Hands(dead) {
		fmt.Println(hand)
	}
	fmt.Println(r.Count(dead))
	// Output:
	// AsKsQsJs
	// AsKsQsJd
	// AsKsQsJc
	// 3
}

func ExampleRange_Count() {
	// The same text in five-card Omaha, where "$ds" (two suits with two or
	// more cards each) takes in 3-2 hands as well as 2-2-1.
	for _, text := range []string{"AA", "$ds", "AA:$ds", "random"} {
		fmt.Printf("%-7s %7d\n", text, omaha.MustParseRange(text, 5).Count(0))
	}
	// Output:
	// AA       108336
	// $ds     1216800
	// AA:$ds    50976
	// random  2598960
}

func ExampleParseError() {
	_, err := omaha.ParseRange("AA:$dz, KK", 4)
	fmt.Println(err)
	var pe *omaha.ParseError
	if errors.As(err, &pe) {
		fmt.Println(errors.Is(err, omaha.ErrMacro), pe.Text, pe.Pos)
	}
	// Output:
	// omaha: "AA:$dz, KK": unknown macro "$dz" at offset 3: the macros are $ds, $ss, $np, $rb and, for one card, $B, $R, $F, $M, $Z, $L, $N, $W
	// true $dz 3
}

// A percentage takes the best hands by the ranking StandingOf reports:
// whole classes of hands, best first, up to the share of the 270,725
// four-card hands.
func ExampleParseRange_percentage() {
	for _, text := range []string{"15%", "2.5%", "5%-10%", "15%:$ds", "101%"} {
		r, err := omaha.ParseRange(text, 4)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-8s %6d hands\n", r, r.Count(0))
	}
	// Output:
	// 15%       40618 hands
	// 2.5%       6786 hands
	// 5%-10%    13548 hands
	// 15%:$ds   10344 hands
	// omaha: "101%": bad percentage "101%" at offset 0: a percentage of hands is at most 100%
}

func ExampleStandingOf() {
	for _, hand := range []string{"AsAhKsKh", "JsTh9s8h", "Ks7h4d2c"} {
		s, _ := omaha.StandingOf(deck.SetOf(deck.MustParseCards(hand)...))
		fmt.Printf("%s: place %5d of %d, equity %.3f, in the top %.2f%%\n", hand, s.Place, omaha.NumClasses4, s.Equity, s.Top)
	}
	// Output:
	// AsAhKsKh: place     4 of 16432, equity 0.707, in the top 0.01%
	// JsTh9s8h: place  3007 of 16432, equity 0.551, in the top 17.19%
	// Ks7h4d2c: place 15970 of 16432, equity 0.386, in the top 97.73%
}
