package solve

import (
	"context"
	"testing"
)

// The spots of the performance targets: a river with two 25%
// ranges and bets of 33%, 75% and 150% of the pot plus all-in, to 0.3% of
// the pot in under a second on two cores; a turn with two 20% ranges and
// two sizes a street, in under a minute and 2 GB.
var (
	benchRiver = Request{Board: "Ks 9h 7h 4c 2d", OOP: "25%", IP: "25%", Pot: 100, Stack: 200,
		Bets: "river:33%,75%,150%,allin;raise:river:2.5x"}
	benchTurn = Request{Board: "Ks 9h 7h 4c", OOP: "20%", IP: "20%", Pot: 100, Stack: 200,
		Bets: "turn:50%,100%;river:50%,100%;raise:3x"}
)

func benchmarkSolve(b *testing.B, r Request) {
	b.ReportAllocs()
	var rep *Report
	for b.Loop() {
		var err error
		if rep, err = Run(context.Background(), r, 2); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(rep.Iterations), "iterations")
	b.ReportMetric(rep.Exploitability, "%pot")
}

func BenchmarkRiver(b *testing.B) { benchmarkSolve(b, benchRiver) }

func BenchmarkTurn(b *testing.B) { benchmarkSolve(b, benchTurn) }

// BenchmarkTurnMonotone is the turn spot on a monotone board, where suit
// isomorphism leaves 22 rivers of 48 to solve.
func BenchmarkTurnMonotone(b *testing.B) {
	r := benchTurn
	r.Board = "Ks 9s 7s 4s"
	benchmarkSolve(b, r)
}
