package postflop_test

import (
	"fmt"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/postflop"
)

// A range on a flop: how much of it is each class, and each draw.
func ExampleClassify() {
	board := deck.MustParseCards("Ks7h2h")
	r := deck.MustParseRange("QQ+, AK, AQs, 98s")
	b, _, err := postflop.Classify(board, 0, r)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%v combos of %v\n", b.Total.Combos, b.Range.Combos)
	for m := postflop.StraightFlush; ; m-- {
		if c := b.Best[m]; c.Combos > 0 {
			fmt.Printf("%-22s %2d %5.1f%%\n", m.Title(), c.Combos, 100*b.Share(c))
		}
		if m == postflop.Nothing {
			break
		}
	}
	fd := b.Draws[postflop.FlushDraw]
	fmt.Printf("flush draws: %d, %.1f%%\n", fd.Combos, 100*b.Share(fd))
	// Output:
	// 35 combos of 42
	// set                     3   8.6%
	// overpair                6  17.1%
	// top pair, top kicker   12  34.3%
	// pocket pair below top   6  17.1%
	// nothing                 8  22.9%
	// flush draws: 3, 8.6%
}

// One combo: its class, its draws and its outs.
func ExampleSpot_Hit() {
	s, _ := postflop.NewSpot(deck.MustParseCards("9h8h2c"), 0)
	h, _ := s.Hit(deck.NewCombo(deck.MustParseCard("Jh"), deck.MustParseCard("Th")))
	fmt.Println(h.Best)
	for d := range h.Draws.All() {
		fmt.Println(d.Title())
	}
	fmt.Println(h.StraightOuts, h.FlushOuts, h.Outs)
	// Output:
	// nothing
	// flush draw
	// flush draw, two cards
	// open-ended straight draw
	// two overcards
	// flush and straight draw
	// 8 9 15
}

// Keeping the part of a range that continues, in range notation for the
// next street or an equity calculation.
func ExampleKeep() {
	board := deck.MustParseCards("Ks7h2h")
	f, _ := postflop.ParseFilter("top-pair+, flush-draw")
	kept, _ := postflop.Keep(board, 0, deck.MustParseRange("QQ+, AKs, AQs"), f)
	fmt.Println(kept)
	// Output:
	// AA, KdKh, KcKh, KcKd, AhKh, AdKd, AcKc, AhQh
}

// Short deck: A-6-7-8-9 is a straight, a flush beats a full house, and
// outs are counted over the 36 cards from Six to Ace.
func ExampleClassifyIn() {
	board := deck.MustParseCards("Ah7h8c")
	r, err := deck.ParseRangeIn(deck.ShortDeck, "KhTh, 9s6s, 6d9d, 77")
	if err != nil {
		fmt.Println(err)
		return
	}
	b, s, err := postflop.ClassifyIn(game.ShortDeck, board, 0, r)
	if err != nil {
		fmt.Println(err)
		return
	}
	for m := range s.Order().Descending() {
		if c := b.Best[m]; c.Combos > 0 {
			fmt.Printf("%-10s %d\n", m.Title(), c.Combos)
		}
	}
	h, _ := s.Hit(deck.NewCombo(deck.MustParseCard("Kh"), deck.MustParseCard("Th")))
	fmt.Println("KhTh flush outs:", h.FlushOuts)
	// Output:
	// straight   2
	// set        3
	// nothing    1
	// KhTh flush outs: 5
}
