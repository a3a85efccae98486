package flops

import (
	"context"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// wide is the wide range.
const wide = "22+,A2s+,K9s+,Q9s+,J9s+,T8s+,97s+,86s+,75s+,64s+,54s,A9o+,KTo+,QTo+,JTo"

// BenchmarkFlop values the wide range against QQ+,AK on one
// rainbow flop, one whose stabilizer is the identity (the slowest).
func BenchmarkFlop(b *testing.B) {
	r1, r2 := deck.MustParseRange(wide), deck.MustParseRange("QQ+,AK")
	sym := SymmetryOf(r1, r2)
	e, err := NewEngine(game.Holdem, r1, r2, sym, []float64{0.33, 0.5, 0.75})
	if err != nil {
		b.Fatal(err)
	}
	c := Class{Set: deck.SetOf(deck.MustParseCards("7h5d2c")...), Count: 24}
	s := e.NewScratch()
	b.ReportAllocs()
	for b.Loop() {
		e.Flop(c, s)
	}
}

// BenchmarkAllFlops values the wide range against QQ+,AK on
// every flop class of Hold'em, on one goroutine.
func BenchmarkAllFlops(b *testing.B) {
	r1, r2 := deck.MustParseRange(wide), deck.MustParseRange("QQ+,AK")
	sym := SymmetryOf(r1, r2)
	e, err := NewEngine(game.Holdem, r1, r2, sym, []float64{0.33, 0.5, 0.75})
	if err != nil {
		b.Fatal(err)
	}
	classes := Classes(game.Holdem, sym)
	s := e.NewScratch()
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range classes {
			e.Flop(c, s)
		}
	}
}

// BenchmarkAllFlopsSmall values two small ranges on every flop class, on
// one goroutine: the cost per runout besides valuing hands.
func BenchmarkAllFlopsSmall(b *testing.B) {
	r1, r2 := deck.MustParseRange("AA,77"), deck.MustParseRange("KQs,T9s")
	sym := SymmetryOf(r1, r2)
	e, err := NewEngine(game.Holdem, r1, r2, sym, []float64{0.33, 0.5, 0.75})
	if err != nil {
		b.Fatal(err)
	}
	classes := Classes(game.Holdem, sym)
	s := e.NewScratch()
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range classes {
			e.Flop(c, s)
		}
	}
}

// BenchmarkSimFlop is BenchmarkFlop's flop valued by package sim, one
// equity for the two ranges (no per-combo figures), for comparison.
func BenchmarkSimFlop(b *testing.B) {
	r1, r2 := deck.MustParseRange(wide), deck.MustParseRange("QQ+,AK")
	m := &sim.Matchup{Players: []sim.Player{{Range: r1}, {Range: r2}}, Board: deck.MustParseCards("7h5d2c")}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sim.Equity(context.Background(), m, sim.Options{Method: sim.ForceExact, Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
