package eval_test

import (
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// Valuing seven cards from scratch.
func ExampleEval7() {
	cards := [7]deck.Card(deck.MustParseCards("Ah Kh Qh Jh Th 2c 3d"))
	r := eval.Eval7(&cards)
	fmt.Println(r, r.Category(), r.Class())
	// Output: Royal Flush Straight Flush 1
}

// A Hand is a sum of card keys, so a board is valued once and each
// player's hand is the board plus two cards.
func ExampleHand() {
	board := eval.NewHand(deck.MustParseCards("Ts 9h 2c 5d Qc")...)
	for _, hole := range []string{"AhKh", "QsQd", "Jc8c"} {
		h := board.Merge(eval.NewHand(deck.MustParseCards(hole)...))
		fmt.Printf("%s: %v\n", hole, h.Rank())
	}
	// Output:
	// AhKh: High Card, Ace
	// QsQd: Three of a Kind, Queens
	// Jc8c: Straight, Queen high
}

// Best5 shows which five cards make the hand, sets before kickers.
func ExampleBest5() {
	best, r := eval.Best5(deck.MustParseCards("9s 9h 4c 4s 9d Ac 2h"))
	fmt.Println(best, r)
	// Output: [9s 9h 9d 4c 4s] Full House, Nines full of Fours
}

// Higher ranks win; equal ranks split the pot.
func ExampleRank() {
	a := eval.Eval(deck.MustParseCards("As Ad Kc Qh 2s"))
	b := eval.Eval(deck.MustParseCards("Ah Ac Kd Qs 2h"))
	c := eval.Eval(deck.MustParseCards("Ks Kd Kh 3c 2d"))
	fmt.Println(a == b, c > a)
	// Output: true true
}

// In short-deck Hold'em, A-6-7-8-9 is a straight and a flush beats a full
// house; the same hands rank the other way under the standard order.
func ExampleShortDeck() {
	sd, std := eval.ShortDeck(), eval.Standard()
	for _, s := range []string{"As6d7h8c9s", "AhKhQh9h7h", "KsKdKcAsAd"} {
		h := eval.NewHand(deck.MustParseCards(s)...)
		fmt.Printf("%s  short deck: %-31s standard: %s\n", s, sd.Describe(sd.Value(h)), std.Describe(std.Value(h)))
	}
	flush := eval.NewHand(deck.MustParseCards("AhKhQh9h7h")...)
	boat := eval.NewHand(deck.MustParseCards("KsKdKcAsAd")...)
	fmt.Println("flush beats full house:", sd.Value(flush) > sd.Value(boat), std.Value(flush) > std.Value(boat))
	// Output:
	// As6d7h8c9s  short deck: Straight, Nine high             standard: High Card, Ace
	// AhKhQh9h7h  short deck: Flush, Ace high                 standard: Flush, Ace high
	// KsKdKcAsAd  short deck: Full House, Kings full of Aces  standard: Full House, Kings full of Aces
	// flush beats full house: true false
}

// Omaha plays exactly two hole cards and three board cards: four aces in
// the hand are only a pair, and one heart does not make a flush on a
// four-heart board.
func ExampleRanking_Omaha() {
	r := eval.Standard()
	board := deck.MustParseCards("Kh Qh 7h 2h 9c")
	for _, hole := range []string{"AsAdAcAh", "Jh Ts 8d 3c", "Jh Th 3s 3c"} {
		v := r.Omaha(deck.MustParseCards(hole), board)
		fmt.Printf("%s: %s\n", hole, r.Describe(v))
	}
	// Output:
	// AsAdAcAh: Pair of Aces
	// Jh Ts 8d 3c: Straight, King high
	// Jh Th 3s 3c: Flush, King high
}

// The prepared API values a board for many players (or a player on many
// boards) without allocating: prepare each hand once, then call OmahaValue.
func ExampleRanking_OmahaValue() {
	r := eval.Standard()
	board := eval.NewOmahaBoard(deck.MustParseCards("Ts 9s 2d 2c 7h"))
	players := []eval.OmahaHole{
		eval.NewOmahaHole(deck.MustParseCards("As Ks Qd Jd")),
		eval.NewOmahaHole(deck.MustParseCards("8c 6c 2h 3h")),
		eval.NewOmahaHole(deck.MustParseCards("Tc Th 5d 4d")),
	}
	for i := range players {
		fmt.Println(r.Describe(r.OmahaValue(&players[i], &board)))
	}
	// Output:
	// Pair of Twos
	// Straight, Ten high
	// Full House, Tens full of Twos
}

// OmahaBest5 shows which cards make the hand.
func ExampleRanking_OmahaBest5() {
	five, hole, board, v := eval.Standard().OmahaBest5(deck.MustParseCards("As2dKcKd"), deck.MustParseCards("3h4s5cJhTd"))
	fmt.Println(five, hole, board, v)
	// Output:
	// [5c 4s 3h 2d As] [As 2d] [3h 4s 5c] Straight, Five high
}

// In Omaha hi-lo the low also takes exactly two hole cards and three board
// cards, each rank once.
func ExampleOmahaLow() {
	board := deck.MustParseCards("Ah 3s 5c Kd 8d")
	for _, hole := range []string{"2s4dKcQc", "As2dKhKs", "AsAdQcJc", "2c2d7h7s"} {
		fmt.Printf("%s: %v\n", hole, eval.OmahaLow(deck.MustParseCards(hole), board))
	}
	// Output:
	// 2s4dKcQc: 5-4-3-2-A
	// As2dKhKs: 8-5-3-2-A
	// AsAdQcJc: no low
	// 2c2d7h7s: 7-5-3-2-A
}

// In Hold'em or Stud hi-lo any five cards make the low.
func ExampleLowValue() {
	for _, s := range []string{"As2d3h4c9s8dKh", "8s6d4h3c2s", "8s7d3h2cAs", "9s7d6h5c4s"} {
		fmt.Printf("%s: %v\n", s, eval.LowValue(deck.MustParseCards(s)))
	}
	a, b := eval.LowValue(deck.MustParseCards("8s6d4h3c2s")), eval.LowValue(deck.MustParseCards("8s7d3h2cAs"))
	fmt.Println("8-6-4-3-2 beats 8-7-3-2-A:", a > b)
	// Output:
	// As2d3h4c9s8dKh: 8-4-3-2-A
	// 8s6d4h3c2s: 8-6-4-3-2
	// 8s7d3h2cAs: 8-7-3-2-A
	// 9s7d6h5c4s: no low
	// 8-6-4-3-2 beats 8-7-3-2-A: true
}
