package omaha

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

var benchSink int

// benchHands returns 1024 random hands of hole cards from a fixed seed.
func benchHands(hole int) []deck.Set {
	rng := rand.New(rand.NewPCG(11, uint64(hole)))
	pool := make([]deck.Set, 1024)
	for i := range pool {
		pool[i] = randomHand(rng, hole)
	}
	return pool
}

func benchName(text string, hole int) string { return "PLO" + strconv.Itoa(hole) + "/" + text }

func BenchmarkContains(b *testing.B) {
	for _, bc := range []struct {
		text string
		hole int
	}{
		{"AA**", 4},        // classes
		{"$ds", 4},         // suit counts
		{"RRON", 4},        // rank counts
		{"AxAyxy", 4},      // search
		{"RxRyOxOy", 4},    // search, variables only
		{"KK**!AA**", 4},   // two patterns
		{"(AA,KK):$ds", 4}, // three
		{"random", 4},
		{"15%", 4}, // the ranking
		{"AA:$ds", 5},
		{"AxAyxy", 5},
		{"RROO*x*x", 6},
	} {
		r := MustParseRange(bc.text, bc.hole)
		pool := benchHands(bc.hole)
		b.Run(benchName(bc.text, bc.hole), func(b *testing.B) {
			b.ReportAllocs()
			n, i := 0, 0
			for b.Loop() {
				if r.Contains(pool[i&1023]) {
					n++
				}
				i++
			}
			benchSink = n
		})
	}
}

// benchRanges are ranges for Hands and Count: wide ranges whose patterns
// look at every card, so every hand is tested, and narrow ones listed from
// the subsets of the few cards they look at.
var benchRanges = []struct {
	text string
	hole int
}{
	{"random", 4},
	{"15%", 4},
	{"$ds", 4},
	{"AA:$ds", 4},
	{"AxAyxy", 4},
	{"KK**!AA**", 4},
	{"AsKs**", 4},
	{"$ds", 5},
	{"AA:$ds", 5},
	{"AA", 5},
	{"AsKs", 5},
}

func BenchmarkHands(b *testing.B) {
	for _, bc := range benchRanges {
		r := MustParseRange(bc.text, bc.hole)
		b.Run(benchName(bc.text, bc.hole), func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				n = 0
				for range r.Hands(0) {
					n++
				}
			}
			b.ReportMetric(float64(n), "hands")
		})
	}
}

func BenchmarkCount(b *testing.B) {
	dead := setOf("AhKd7c2s9h")
	for _, bc := range benchRanges {
		r := MustParseRange(bc.text, bc.hole)
		b.Run(benchName(bc.text, bc.hole), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				benchSink = r.Count(dead)
			}
		})
	}
}

func BenchmarkParseRange(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		r, err := ParseRange("AA:$ds, KK!KKK, AxKx**, QQ+, [A-T][A-T]:$np", 4)
		if err != nil {
			b.Fatal(err)
		}
		benchSink = len(r.String())
	}
}
