package pql

import (
	"context"
	"testing"

	"github.com/pokersim/pokersim/internal/cputime"
	"github.com/pokersim/pokersim/request"
	"github.com/pokersim/pokersim/sim"
)

// benchRun runs r as pokersim pql does (Run: parse, compile, choose the
// method, deal), on one worker, and reports the deals dealt per second
// of CPU time, which the machine's load does not stretch as it does wall
// time: the rate of one core. A Monte Carlo run also deals again the
// block at which it reaches its trials, up to its target, which the
// rate does not count; with tens of blocks a run, that is a per cent or
// so.
func benchRun(b *testing.B, r Request) {
	b.Helper()
	b.ReportAllocs()
	var deals int64
	cpu := cputime.Start()
	for b.Loop() {
		a, err := Run(context.Background(), r, 1)
		if err != nil {
			b.Fatal(err)
		}
		deals += a.Results[0].Deals
	}
	b.ReportMetric(float64(deals)/cpu.Elapsed().Seconds(), "deals/cpu-s")
}

// BenchmarkFlopWhere times Monte Carlo of a query with a where on the
// flop, which about 7% of the deals satisfy: 100,000 of them.
func BenchmarkFlopWhere(b *testing.B) {
	benchRun(b, Request{
		Query:  "select avg(riverEquity(hero)) from game='holdem', hero='AKs', villain='**' where handType(hero, flop) >= twopair",
		Method: "mc", Trials: 100_000,
	})
}

// BenchmarkHvHEquity times docs/pql.md's Omaha example: HvHequity on
// the flop, in every deal's where, values each of the 990 or so ways
// the turn and river may come.
func BenchmarkHvHEquity(b *testing.B) {
	benchRun(b, Request{
		Query: "select count(HvHequity(villain, turn) > 0.5 and winsHi(hero)) as suckAndResuck " +
			"from game='omahahi', hero='AA**', villain='****' where HvHequity(hero, flop) > 0.5",
		Method: "mc", Trials: 500,
	})
}

// BenchmarkEquityQuery times equity queries against pokersim equity on
// the same matchups and methods, in CPU time per run (cpu-ns/op): the
// query is answered by the same engine, so the two differ by reading
// and compiling the query.
func BenchmarkEquityQuery(b *testing.B) {
	for _, bc := range []struct {
		name, hero, villain, method string
		trials                      int64
	}{
		// Known hands: answered by the engine's table of heads-up
		// preflop equities.
		{"AhKh-QsQd/exact", "AhKh", "QsQd", "", 0},
		{"AA-random/exact", "AA", "random", "", 0},
		{"AA-random/mc", "AA", "random", "mc", DefaultTrials},
	} {
		q := "select avg(riverEquity(hero)) from game='holdem', hero='" + bc.hero + "', villain='" + bc.villain + "'"
		b.Run(bc.name+"/pql", func(b *testing.B) {
			perRun(b, func() error {
				_, err := Run(context.Background(), Request{Query: q, Method: bc.method, Trials: bc.trials}, 1)
				return err
			})
		})
		b.Run(bc.name+"/equity", func(b *testing.B) {
			perRun(b, func() error {
				r := request.Request{Players: []string{bc.hero, bc.villain}, Method: bc.method}
				spec, err := r.Spec()
				if err != nil {
					return err
				}
				opts := spec.Options
				opts.Workers, opts.Trials = 1, bc.trials
				_, err = sim.Equity(context.Background(), spec.Matchup, opts)
				return err
			})
		})
	}
}

// perRun times f and reports its CPU time per call.
func perRun(b *testing.B, f func() error) {
	b.Helper()
	b.ReportAllocs()
	cpu := cputime.Start()
	for b.Loop() {
		if err := f(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpu.Elapsed().Nanoseconds())/float64(b.N), "cpu-ns/op")
}
