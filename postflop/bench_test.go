package postflop

import (
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// BenchmarkClassifyFlop classifies all 1,326 combos on a flop with a flush
// draw and straight draws about; the target is 5 ms.
func BenchmarkClassifyFlop(b *testing.B) {
	s, err := NewSpot(deck.MustParseCards("9h8h2c"), 0)
	if err != nil {
		b.Fatal(err)
	}
	r := deck.FullRange()
	b.ReportAllocs()
	for b.Loop() {
		s.Classify(r)
	}
}

// BenchmarkClassifyTurn does the same on a turn, without backdoor draws.
func BenchmarkClassifyTurn(b *testing.B) {
	s, err := NewSpot(deck.MustParseCards("9h8h2c5d"), 0)
	if err != nil {
		b.Fatal(err)
	}
	r := deck.FullRange()
	b.ReportAllocs()
	for b.Loop() {
		s.Classify(r)
	}
}

// BenchmarkClassifyRiver does the same on a river, with an evaluation per
// combo and no draws.
func BenchmarkClassifyRiver(b *testing.B) {
	s, err := NewSpot(deck.MustParseCards("9h8h2c5dKs"), 0)
	if err != nil {
		b.Fatal(err)
	}
	r := deck.FullRange()
	b.ReportAllocs()
	for b.Loop() {
		s.Classify(r)
	}
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
	s, err := NewSpotIn(game.ShortDeck, deck.MustParseCards("9h8h6c"), 0)
	if err != nil {
		b.Fatal(err)
	}
	r := deck.FullRange()
	b.ReportAllocs()
	for b.Loop() {
		s.Classify(r)
	}
}
