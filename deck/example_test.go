package deck_test

import (
	"errors"
	"fmt"
	"strings"

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
	// [As 8s Ac 6s 5s]
	// [3s Ac 8c 3c Qh]
	// [6s Qh 2h Kd 6d]
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
	// [7d Jd 5c Tc 4c]
	// [2d 8d 4d 7s 5d]
	// [5d 5s Jd Td Tc]
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
	// [Ah Ad] board [3s Qh 5c 3h Jc] opponent [7s 6c]
	// [Ks Kc] board [7s 9d 6h 5c 3d] opponent [4s Kd]
	// [Ah Ad] board [Ks 7c 8h Ac 9h] opponent [6d 5d]
}

func ExampleRand_Uint32n() {
	r := deck.NewRand(1, 2)
	var rolls [10]uint32
	for i := range rolls {
		rolls[i] = r.Uint32n(6) + 1 // a die
	}
	fmt.Println(rolls)
	// Output:
	// [5 3 4 6 1 1 6 6 4 6]
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

func ExampleStrings() {
	board, _ := deck.ParseCards("Ks 7h 2c")
	fmt.Println(deck.Strings(board))
	fmt.Println(strings.Join(deck.Strings(board), ""))
	// Output:
	// [Ks 7h 2c]
	// Ks7h2c
}
