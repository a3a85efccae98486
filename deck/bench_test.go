package deck

import (
	"testing"
)

func BenchmarkRandDeal(b *testing.B) {
	r := NewRand(1, 2)
	hands := SetOf(MustParseCards("AhKh QsQd")...)
	var dst [5]Card
	b.ReportAllocs()
	for b.Loop() {
		sinkSet = r.Deal(dst[:], hands)
	}
}

func BenchmarkDeckDeal(b *testing.B) {
	r := NewRand(1, 2)
	d := NewDeck(SetOf(MustParseCards("AhKh QsQd")...))
	var dst [5]Card
	b.ReportAllocs()
	for b.Loop() {
		d.Deal(r, dst[:])
	}
	sinkSet = SetOf(dst[:]...)
}

// BenchmarkDrawExcluding deals 5 cards from a full deck, skipping four
// cards held by the players, as Monte Carlo with ranges does.
func BenchmarkDrawExcluding(b *testing.B) {
	r := NewRand(1, 2)
	d := NewDeck(0)
	exclude := SetOf(MustParseCards("AhKh QsQd")...)
	var dst [5]Card
	b.ReportAllocs()
	for b.Loop() {
		d.DrawExcluding(r, dst[:], exclude)
	}
	sinkSet = SetOf(dst[:]...)
}

// BenchmarkChoiceDraw draws a hand of 22 with five board cards and an
// opponent's two, as Monte Carlo does for AA,KK,QQ,AKs against any hand.
func BenchmarkChoiceDraw(b *testing.B) {
	r := NewRand(1, 2)
	sets := make([]Set, 22)
	for i := range sets {
		sets[i] = FullDeck &^ (Set(3) << (2 * i))
	}
	c := NewChoice(sets, 7)
	var sum int
	for b.Loop() {
		i, cards := c.Draw(r)
		sum += i + int(cards[6])
	}
	sinkSet = Set(sum)
}

// BenchmarkChoiceDrawNine draws a board and two hands from one deck of
// 52, as Monte Carlo does for random vs random: one random number a draw.
func BenchmarkChoiceDrawNine(b *testing.B) {
	r := NewRand(1, 2)
	c := NewChoice([]Set{FullDeck}, 9)
	var sum int
	for b.Loop() {
		_, cards := c.Draw(r)
		sum += int(cards[8])
	}
	sinkSet = Set(sum)
}

func BenchmarkUint32n(b *testing.B) {
	r := NewRand(1, 2)
	n := uint32(52)
	var s uint32
	b.ReportAllocs()
	for b.Loop() {
		s += r.Uint32n(n)
	}
	sinkUint32 = s
}

func BenchmarkUint64(b *testing.B) {
	r := NewRand(1, 2)
	var s uint64
	b.ReportAllocs()
	for b.Loop() {
		s += r.Uint64()
	}
	sinkUint32 = uint32(s)
}

func BenchmarkParseRange(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseRange("QQ+, AKs, A5s-A2s, KTs+@50, 15%:0.25, AhKh"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkChoiceDrawManyNine is BenchmarkChoiceDrawNine in groups of
// 64 draws; ns/op is per draw.
func BenchmarkChoiceDrawManyNine(b *testing.B) {
	r := NewRand(1, 2)
	c := NewChoice([]Set{FullDeck}, 9)
	var idx [64]int32
	var cards [64 * 9]Card
	var sum int
	for b.Loop() {
		c.DrawMany(r, idx[:], cards[:])
		sum += int(cards[8])
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/64, "ns/draw")
	sinkSet = Set(sum)
}

// BenchmarkParseRangeBrackets measures a range in the bracket format of
// Equilab, Flopzilla and GTO+.
func BenchmarkParseRangeBrackets(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseRange("QQ+,AKs,[75]AQs,A5s-A2s[/75],[50]KTs+[/50],[25]15%[/25],AhKh"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRangeExport measures writing a range in Equilab's format, runs
// shortened.
func BenchmarkRangeExport(b *testing.B) {
	r := MustParseRange("QQ+, AKs, A5s-A2s, KTs+@50, 15%:0.25, AhKh")
	b.ReportAllocs()
	for b.Loop() {
		if r.Export(Equilab) == "" {
			b.Fatal("empty export")
		}
	}
}
