package pql

import (
	"context"
	"testing"

	"github.com/pokersim/pokersim/internal/cputime"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// BenchmarkFlopWhere times Monte Carlo of a query with a where on the
// flop, on one worker, and reports the deals dealt per second.
func BenchmarkFlopWhere(b *testing.B) {
	q := "select avg(riverEquity(hero)) from game='holdem', hero='AKs', villain='**' where handType(hero, flop) >= twopair"
	qs, err := Parse(q)
	if err != nil {
		b.Fatal(err)
	}
	pr, err := compile(qs[0])
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var deals int64
	seed := uint64(0)
	cpu := cputime.Start()
	for b.Loop() {
		seed++
		t, err := pr.block(context.Background(), seed, 0, blockDeals, 0)
		if err != nil {
			b.Fatal(err)
		}
		deals += t.deals
	}
	// Deals per second of CPU time, which the machine's load does not
	// stretch as it does wall time: the rate of one core.
	b.ReportMetric(float64(deals)/cpu.Elapsed().Seconds(), "deals/cpu-s")
}

// BenchmarkEquityQuery times an equity query against pokersim equity on
// the same matchup: the query is answered by the same engine.
func BenchmarkEquityQuery(b *testing.B) {
	const q = "select avg(riverEquity(hero)) from game='holdem', hero='AhKh', villain='QsQd'"
	b.Run("pql", func(b *testing.B) {
		for b.Loop() {
			if _, err := Run(context.Background(), Request{Query: q}, 1); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("equity", func(b *testing.B) {
		for b.Loop() {
			r := request.Request{Players: []string{"AhKh", "QsQd"}}
			spec, err := r.Spec()
			if err != nil {
				b.Fatal(err)
			}
			if _, err := sim.Equity(context.Background(), spec.Matchup, sim.Options{Workers: 1}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
