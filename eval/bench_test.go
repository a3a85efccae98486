package eval

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval/internal/tables"
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
// hands in that random order with a call to Eval7 per hand, and reports
// ns/hand.
func BenchmarkEval7Random(b *testing.B) {
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

// BenchmarkRankingValues is BenchmarkEval7Random for Standard().Values,
// 64 hands a call, as Monte Carlo values a batch of trials.
func BenchmarkRankingValues(b *testing.B) {
	var hands []Hand
	for _, h := range hands7() {
		hands = append(hands, NewHand(h[:]...))
	}
	r := Standard()
	dst := make([]Rank, 64)
	b.ReportAllocs()
	var sum Rank
	for b.Loop() {
		for batch := range slices.Chunk(hands, 64) {
			r.Values(dst, batch)
			sum += dst[0]
		}
	}
	sink = sum
	reportPerHand(b, len(hands))
}

// BenchmarkEval5Random is BenchmarkEval7Random for five-card hands.
func BenchmarkEval5Random(b *testing.B) {
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
	sinkInt    int
	sinkLow    Low
)

// BenchmarkShortDeckValue values a million random seven-card short-deck
// hands with ShortDeck().Value, and reports ns/hand.
func BenchmarkShortDeckValue(b *testing.B) {
	rnd := rand.New(rand.NewPCG(7, 8))
	cards := shortDeckCards()
	hands := make([]Hand, benchHands)
	for i := range hands {
		var c [7]deck.Card
		dealFrom(rnd, cards, c[:])
		hands[i] = NewHand(c[:]...)
	}
	r := ShortDeck()
	b.ReportAllocs()
	var sum Rank
	for b.Loop() {
		for _, h := range hands {
			sum += r.Value(h)
		}
	}
	sink = sum
	reportPerHand(b, len(hands))
}

// omahaDeals returns n random Omaha deals from the 52-card deck: n boards
// of five cards and 2n holes of nh cards, two players per board.
func omahaDeals(n, nh int) ([]OmahaHole, []OmahaBoard, [][]deck.Card) {
	rnd := rand.New(rand.NewPCG(9, uint64(nh)))
	holes, boards := make([]OmahaHole, 2*n), make([]OmahaBoard, n)
	boardCards := make([][]deck.Card, n)
	for i := range boards {
		c := make([]deck.Card, 5+2*nh)
		randomHand(rnd, c)
		boardCards[i] = c[:5]
		boards[i] = NewOmahaBoard(c[:5])
		holes[2*i] = NewOmahaHole(c[5 : 5+nh])
		holes[2*i+1] = NewOmahaHole(c[5+nh:])
	}
	return holes, boards, boardCards
}

// BenchmarkOmahaValue values random prepared Omaha hands (4, 5 and 6 hole
// cards) on random five-card boards, and reports ns per player and board.
func BenchmarkOmahaValue(b *testing.B) {
	const n = 1 << 16
	for _, nh := range []int{4, 5, 6} {
		b.Run(fmt.Sprintf("PLO%d", nh), func(b *testing.B) {
			holes, boards, _ := omahaDeals(n, nh)
			r := Standard()
			b.ReportAllocs()
			var sum Rank
			for b.Loop() {
				for i := range holes {
					sum += r.OmahaValue(&holes[i], &boards[i/2])
				}
			}
			sink = sum
			reportPerHand(b, len(holes))
		})
	}
}

// BenchmarkOmahaHeadsUp is what a Monte Carlo trial of PLO4 heads-up
// costs once the cards are dealt: prepare the board, value both players'
// prepared holes on it, and compare. It reports ns per trial.
func BenchmarkOmahaHeadsUp(b *testing.B) {
	const n = 1 << 16
	holes, _, boards := omahaDeals(n, 4)
	r := Standard()
	b.ReportAllocs()
	wins := 0
	for b.Loop() {
		for i, c := range boards {
			board := NewOmahaBoard(c)
			if r.OmahaValue(&holes[2*i], &board) > r.OmahaValue(&holes[2*i+1], &board) {
				wins++
			}
		}
	}
	sinkInt = wins
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/trial")
}

// BenchmarkOmahaLowOfMasks values random pairs of low-rank masks.
func BenchmarkOmahaLowOfMasks(b *testing.B) {
	rnd := rand.New(rand.NewPCG(10, 11))
	masks := make([][2]uint8, 1<<16)
	for i := range masks {
		masks[i] = [2]uint8{uint8(rnd.Uint32()), uint8(rnd.Uint32())}
	}
	b.ReportAllocs()
	var sum Low
	for b.Loop() {
		for _, m := range masks {
			sum += OmahaLowOfMasks(m[0], m[1])
		}
	}
	sinkLow = sum
	reportPerHand(b, len(masks))
}

// BenchmarkShortDeckTables builds the short-deck tables, which ShortDeck
// does once, on its first call.
func BenchmarkShortDeckTables(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		newRanking("shortdeck", tables.ShortDeckRules(false))
	}
}
