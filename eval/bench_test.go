package eval

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

const benchHands = 1_000_000

// randomHands returns n random hands of k cards, one after another.
func randomHands(n, k int) []deck.Card {
	r := rand.New(rand.NewPCG(7, 7))
	cards := make([]deck.Card, n*k)
	for i := 0; i < len(cards); i += k {
		randomHand(r, cards[i:i+k])
	}
	return cards
}

func hands7() [][7]deck.Card {
	var hands [][7]deck.Card
	for h := range slices.Chunk(randomHands(benchHands, 7), 7) {
		hands = append(hands, [7]deck.Card(h))
	}
	return hands
}

func hands5() [][5]deck.Card {
	var hands [][5]deck.Card
	for h := range slices.Chunk(randomHands(benchHands, 5), 5) {
		hands = append(hands, [5]deck.Card(h))
	}
	return hands
}

// BenchmarkEval7Random values a million pre-generated random seven-card
// hands in that random order with Eval7Batch, and reports ns/hand.
func BenchmarkEval7Random(b *testing.B) {
	hands := hands7()
	dst := make([]Rank, len(hands))
	b.ReportAllocs()
	for b.Loop() {
		Eval7Batch(dst, hands)
	}
	reportPerHand(b, len(hands))
}

// BenchmarkEval7RandomCall is BenchmarkEval7Random with a call to Eval7
// per hand, to show what the call costs.
func BenchmarkEval7RandomCall(b *testing.B) {
	hands := hands7()
	b.ReportAllocs()
	var sum Rank
	for b.Loop() {
		for i := range hands {
			sum += Eval7(&hands[i])
		}
	}
	sink = sum
	reportPerHand(b, len(hands))
}

// BenchmarkEval5Random is BenchmarkEval7Random for five-card hands.
func BenchmarkEval5Random(b *testing.B) {
	hands := hands5()
	dst := make([]Rank, len(hands))
	b.ReportAllocs()
	for b.Loop() {
		Eval5Batch(dst, hands)
	}
	reportPerHand(b, len(hands))
}

// BenchmarkEval5RandomCall is BenchmarkEval5Random with a call per hand.
func BenchmarkEval5RandomCall(b *testing.B) {
	hands := hands5()
	b.ReportAllocs()
	var sum Rank
	for b.Loop() {
		for i := range hands {
			sum += Eval5(&hands[i])
		}
	}
	sink = sum
	reportPerHand(b, len(hands))
}

// reportPerHand reports the time per hand, each iteration valuing n hands,
// as the metric ns/hand.
func reportPerHand(b *testing.B, n int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/hand")
}

// BenchmarkEnumerate7 values all 133,784,560 seven-card hands, one card
// added per loop level; ns/op is for the whole enumeration.
func BenchmarkEnumerate7(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkCounts = enumerate7()
	}
}

var (
	sink       Rank
	sinkCounts *[NumClasses + 1]uint32
)
