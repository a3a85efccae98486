package postflop

import (
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// BenchmarkClassifyFlop classifies all 1,326 combos on a flop with a flush
// draw and straight draws about; the target is 5 ms.
func BenchmarkClassifyFlop(b *testing.B) {
	benchmarkClassify(b, game.Holdem, "9h8h2c")
}

// BenchmarkClassifyTurn does the same on a turn, without backdoor draws.
func BenchmarkClassifyTurn(b *testing.B) {
	benchmarkClassify(b, game.Holdem, "9h8h2c5d")
}

// BenchmarkClassifyRiver does the same on a river, with an evaluation per
// combo and no draws.
func BenchmarkClassifyRiver(b *testing.B) {
	benchmarkClassify(b, game.Holdem, "9h8h2c5dKs")
}

// BenchmarkHit classifies one combo with a combo draw on a flop.
func BenchmarkHit(b *testing.B) {
	s, err := NewSpot(deck.MustParseCards("9h8h2c"), 0)
	if err != nil {
		b.Fatal(err)
	}
	c := deck.NewCombo(deck.MustParseCard("Jh"), deck.MustParseCard("Th"))
	b.ReportAllocs()
	for b.Loop() {
		s.Hit(c)
	}
}

// BenchmarkClassifyShortDeckFlop classifies the 630 combos of the short
// deck on a flop.
func BenchmarkClassifyShortDeckFlop(b *testing.B) {
	benchmarkClassify(b, game.ShortDeck, "9h8h6c")
}

// benchmarkClassify classifies every combo of g's deck on board.
func benchmarkClassify(b *testing.B, g game.Game, board string) {
	s, err := NewSpotIn(g, deck.MustParseCards(board), 0)
	if err != nil {
		b.Fatal(err)
	}
	r := deck.FullRange()
	b.ReportAllocs()
	for b.Loop() {
		s.Classify(r)
	}
}
