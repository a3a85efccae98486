package deck_test

import (
	"errors"
	"fmt"

	"github.com/pokersim/pokersim/deck"
)

func ExampleParseCards() {
	cards, err := deck.ParseCards("Ah Kh, 10d T♠")
	fmt.Println(cards, err)

	// Parse errors quote the input and locate the bad card.
	_, err = deck.ParseCards("AhKx")
	fmt.Println(err)
	var pe *deck.ParseError
	if errors.As(err, &pe) {
		fmt.Println(errors.Is(err, deck.ErrSuit), pe.Pos, pe.Text)
	}
	// Output:
	// [Ah Kh Td Ts] <nil>
	// deck: "AhKx": unknown suit "Kx" at offset 2
	// true 2 Kx
}

func ExampleParseCardsN() {
	_, err := deck.ParseCardsN("AhKhQh", 5, 7)
	fmt.Println(err, errors.Is(err, deck.ErrCount))
	// Output:
	// deck: "AhKhQh": wrong number of cards: want 5 to 7, got 3 true
}

func ExampleSet() {
	hand := deck.SetOf(deck.MustParseCards("AhKh")...)
	board := deck.SetOf(deck.MustParseCards("Qh Jh Th 2c 3d")...)
	seen := hand | board
	fmt.Println(seen, seen.Len(), seen.Has(deck.MustParseCard("Th")))
	fmt.Println(deck.FullDeck.Len() - seen.Len())
	for c := range hand.All() {
		fmt.Println(c.Rank().Name(), c.Suit())
	}
	// Output:
	// AhKhQhJhTh3d2c 7 true
	// 45
	// King h
	// Ace h
}

func ExampleRand_Deal() {
	// The same seed and stream always deal the same boards.
	r := deck.NewRand(2024, 0)
	dead := deck.SetOf(deck.MustParseCards("AhKh QsQd")...)
	var board [5]deck.Card
	for range 3 {
		r.Deal(board[:], dead)
		fmt.Println(board)
	}
	// Output:
	// [3d 9h 3h 5c 4h]
	// [3c Jc Ts 4s 3d]
	// [2d Ac As 5s 2h]
}

func ExampleDeck_Deal() {
	r := deck.NewRand(2024, 0)
	d := deck.NewDeck(deck.SetOf(deck.MustParseCards("AhKh QsQd")...))
	fmt.Println(d.Len())
	var board [5]deck.Card
	for range 3 {
		d.Deal(r, board[:]) // no reset needed between deals
		fmt.Println(board)
	}
	fmt.Println(d.Len())
	// Output:
	// 48
	// [8c 3s Ad 4s Jh]
	// [5d Tc 6c 7s 7d]
	// [3c 2c Qc 9s Js]
	// 48
}

func ExampleChoice() {
	// A hand from a range of two, with the board and an opponent's two
	// cards dealt from the cards it leaves.
	hands := [][]deck.Card{deck.MustParseCards("AhAd"), deck.MustParseCards("KsKc")}
	sets := make([]deck.Set, len(hands))
	for i, h := range hands {
		sets[i] = deck.FullDeck &^ deck.SetOf(h...)
	}
	c := deck.NewChoice(sets, 7)
	r := deck.NewRand(2024, 3)
	for range 3 {
		i, cards := c.Draw(r)
		fmt.Println(hands[i], "board", cards[:5], "opponent", cards[5:])
	}
	// Output:
	// [Ks Kc] board [Td 7h 7s Jd 3c] opponent [4d 4h]
	// [Ks Kc] board [6h 3s 6d Jc 5c] opponent [3h 7h]
	// [Ks Kc] board [5c 7d Ac 2c 8h] opponent [8c Qc]
}

func ExampleRand_Uint32n() {
	r := deck.NewRand(1, 2)
	var rolls [10]uint32
	for i := range rolls {
		rolls[i] = r.Uint32n(6) + 1 // a die
	}
	fmt.Println(rolls)
	// Output:
	// [3 3 4 3 2 2 1 1 4 1]
}

func ExampleParseRange() {
	r, err := deck.ParseRange("QQ+, AKs, A5s-A2s, KTs+@50")
	fmt.Println(r.Len(), err)
	fmt.Println(r)
	fmt.Println(r.Weight(deck.NewCombo(deck.MustParseCard("Kh"), deck.MustParseCard("Jh"))))

	// The last mention of a combo sets its weight.
	fmt.Println(deck.MustParseRange("QQ+, AA@50"))
	fmt.Println(deck.MustParseRange("AA@50, QQ+"))

	// Errors locate the bad token and say what is wrong with it.
	_, err = deck.ParseRange("QQ+, A2s-K5s")
	fmt.Println(err)
	var pe *deck.ParseError
	if errors.As(err, &pe) {
		fmt.Println(errors.Is(err, deck.ErrRange), pe.Pos, pe.Text)
		fmt.Println(pe.Reason())
	}
	// Output:
	// 50 <nil>
	// AA, KK, QQ, AKs, A5s, A4s, A3s, A2s, KQs@50, KJs@50, KTs@50
	// 0.5
	// AA@50, KK, QQ
	// AA, KK, QQ
	// deck: "QQ+, A2s-K5s": bad range "A2s-K5s" at offset 5: the two ends must share their top card (A2s-A5s) or the gap between their ranks (T9s-65s, KJo-97o)
	// true 5 A2s-K5s
	// bad range "A2s-K5s": the two ends must share their top card (A2s-A5s) or the gap between their ranks (T9s-65s, KJo-97o)
}

func ExampleClass() {
	c, err := deck.ParseClass("AKs")
	fmt.Println(c, err, c.Count(), c.Index(), deck.ClassAt(c.Index()))
	fmt.Println(c.AppendCombos(nil))

	// The grid: suited hands above the diagonal of pairs, offsuit below.
	var corner []string
	for c := range deck.AllClasses() {
		if c.Hi >= deck.Queen && c.Lo >= deck.Queen {
			corner = append(corner, fmt.Sprintf("%d:%v", c.Index(), c))
		}
	}
	fmt.Println(corner)

	_, err = deck.ParseClass("AK")
	fmt.Println(err.(*deck.ParseError).Reason())
	// Output:
	// AKs <nil> 4 1 AKs
	// [AsKs AhKh AdKd AcKc]
	// [0:AA 1:AKs 2:AQs 13:AKo 14:KK 15:KQs 26:AQo 27:KQo 28:QQ]
	// bad range "AK": AK is two classes: write AKs or AKo
}
