package score

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// generateLines returns n lines of ten random cards, written as in
// poker.txt ("8C TS KC ..."), from a fixed seed.
func generateLines(n int) []byte {
	r := deck.NewRand(54, 1)
	var b bytes.Buffer
	var cards [10]deck.Card
	for range n {
		r.Deal(cards[:], 0)
		for i, c := range cards {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(c.Rank().String())
			b.WriteString(strings.ToUpper(c.Suit().String()))
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// BenchmarkScore scores 100,000 random lines from memory and reports the
// time per line as ns/line.
func BenchmarkScore(b *testing.B) {
	const lines = 100_000
	in := generateLines(lines)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		res, err := Count(bytes.NewReader(in))
		if err != nil || res.Hands != lines {
			b.Fatalf("Score = %+v, %v", res, err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/lines, "ns/line")
}
