package sim

import (
	"context"
	"math"
	"reflect"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

func TestMonteCarloSameForAnyWorkers(t *testing.T) {
	m := matchup(t, "", "AhKh", "QsQd", "7c7d")
	var first *Result
	for _, workers := range []int{1, 2, 3, 8} {
		r, err := MonteCarlo(context.Background(), m, Options{Workers: workers, Trials: 3*BatchSize + 1234, Seed: 42, Categories: true})
		if err != nil {
			t.Fatal(err)
		}
		if r.Samples != 3*BatchSize+1234 {
			t.Fatalf("workers %d: %d samples, want %d", workers, r.Samples, 3*BatchSize+1234)
		}
		if first == nil {
			first = r
			continue
		}
		if !reflect.DeepEqual(r.Players, first.Players) {
			t.Errorf("workers %d: %+v\nwant %+v (1 worker)", workers, r.Players, first.Players)
		}
	}
}

func TestMonteCarloStdErrStopSameForAnyWorkers(t *testing.T) {
	m := matchup(t, "", "AhKh", "QsQd")
	var samples []int64
	for _, workers := range []int{1, 2, 5} {
		r, err := MonteCarlo(context.Background(), m, Options{Workers: workers, StdErr: 0.002, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		samples = append(samples, r.Samples)
	}
	if samples[0] != samples[1] || samples[0] != samples[2] {
		t.Errorf("samples with 1, 2, 5 workers = %v, want all equal", samples)
	}
}

func TestMonteCarloSeedsDiffer(t *testing.T) {
	m := matchup(t, "", "AhKh", "QsQd")
	a, _ := MonteCarlo(context.Background(), m, Options{Trials: BatchSize, Seed: 1})
	b, _ := MonteCarlo(context.Background(), m, Options{Trials: BatchSize, Seed: 2})
	if a.Players[0].WinCount == b.Players[0].WinCount {
		t.Errorf("seeds 1 and 2 gave the same wins %v", a.Players[0].WinCount)
	}
}

// TestMonteCarloNearExact checks Monte Carlo estimates against exact
// equities, within five standard errors, for Hold'em and five-card games.
func TestMonteCarloNearExact(t *testing.T) {
	tests := []*Matchup{
		matchup(t, "", "AhKh", "QsQd"),
		matchup(t, "", "AsAd", "KhKc", "QsQc"),
		matchup(t, "Ts9h2c", "AhKh", "QsQd"),
		{Game: FiveCard, Players: []Player{{Cards: deck.MustParseCards("AhAsKd")}, {Cards: deck.MustParseCards("QhQsQd2c")}}},
	}
	for _, m := range tests {
		t.Run(m.String(), func(t *testing.T) {
			exact, err := Enumerate(context.Background(), m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			mc, err := MonteCarlo(context.Background(), m, Options{Trials: 20 * BatchSize, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			for p, e := range exact.Players {
				got := mc.Players[p]
				se := math.Sqrt((got.EquitySq - got.Equity*got.Equity) / float64(mc.Samples))
				if d := math.Abs(got.Equity - e.Equity); d > 5*se {
					t.Errorf("player %d: Monte Carlo equity %.5f, exact %.5f: off by %.1f standard errors", p+1, got.Equity, e.Equity, d/se)
				}
			}
		})
	}
}

func TestMonteCarloInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	r, err := MonteCarlo(ctx, matchup(t, "", "AhKh", "QsQd"), Options{StdErr: 1e-9, Seed: 1, Workers: 2, Progress: func(float64) {
		if calls++; calls == 3 {
			cancel()
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Interrupted {
		t.Error("result not marked interrupted")
	}
	if r.Samples == 0 || r.Samples%BatchSize != 0 {
		t.Errorf("interrupted run has %d samples, want a positive multiple of %d", r.Samples, BatchSize)
	}
}

func TestSamplerAllocs(t *testing.T) {
	s := newSampler(matchup(t, "", "AhKh", "QsQd"), false)
	// One allocation: the batch's tally.
	if n := testing.AllocsPerRun(10, func() { s.run(1, 0, 1000) }); n > 1 {
		t.Errorf("a batch allocates %v times, want at most 1", n)
	}
}

// BenchmarkMonteCarloHeadsUp runs AhKh vs QsQd trials on one worker and
// reports trials per second.
func BenchmarkMonteCarloHeadsUp(b *testing.B) {
	benchmarkMonteCarlo(b, 1)
}

// BenchmarkMonteCarloHeadsUp2 is BenchmarkMonteCarloHeadsUp on two workers.
func BenchmarkMonteCarloHeadsUp2(b *testing.B) {
	benchmarkMonteCarlo(b, 2)
}

func benchmarkMonteCarlo(b *testing.B, workers int) {
	m := matchup(b, "", "AhKh", "QsQd")
	const trials = 64 * BatchSize
	b.ReportAllocs()
	for b.Loop() {
		if _, err := MonteCarlo(context.Background(), m, Options{Workers: workers, Trials: trials, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*trials/b.Elapsed().Seconds()/1e6, "Mtrials/s")
}

// TestRunHeadsUpMatchesGeneric checks the branch-free heads-up loop against
// the general one on the same stream.
func TestRunHeadsUpMatchesGeneric(t *testing.T) {
	for _, m := range []*Matchup{matchup(t, "", "AhKh", "QsQd"), matchup(t, "2c3c4c", "AcKc", "AdAh"), matchup(t, "", "AhKd", "AsKc")} {
		s := newSampler(m, false)
		fast, slow := newTally(2, false), newTally(2, false)
		s.deck, s.rng = s.fresh, *deck.NewRand(5, 5)
		s.runHeadsUp(fast, 50000)
		s.deck, s.rng = s.fresh, *deck.NewRand(5, 5)
		s.runGeneric(slow, 50000)
		if *fast != *slow {
			t.Errorf("%v: heads-up tally %+v, generic %+v", m, fast, slow)
		}
	}
}
