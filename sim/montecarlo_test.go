package sim

import (
	"context"
	"encoding/json"
	"math"
	"reflect"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

func TestMonteCarloSameForAnyWorkers(t *testing.T) {
	m := matchup(t, "", "AhKh", "QsQd", "7c7d")
	var first *Result
	for _, workers := range []int{1, 2, 3, 8} {
		r, err := MonteCarlo(context.Background(), m, Options{Workers: workers, Trials: 3*BlockSize + 1234, Seed: 42, Categories: true})
		if err != nil {
			t.Fatal(err)
		}
		if r.Samples != 3*BlockSize+1234 {
			t.Fatalf("workers %d: %d samples, want %d", workers, r.Samples, 3*BlockSize+1234)
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
	a, _ := MonteCarlo(context.Background(), m, Options{Trials: BlockSize, Seed: 1})
	b, _ := MonteCarlo(context.Background(), m, Options{Trials: BlockSize, Seed: 2})
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
		{Game: game.FiveCard, Players: []Player{{Cards: deck.MustParseCards("AhAsKd")}, {Cards: deck.MustParseCards("QhQsQd2c")}}},
	}
	for _, m := range tests {
		t.Run(m.String(), func(t *testing.T) {
			exact, err := Enumerate(context.Background(), m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			mc, err := MonteCarlo(context.Background(), m, Options{Trials: 20 * BlockSize, Seed: 3})
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
	if r.Samples == 0 || r.Samples%BlockSize != 0 {
		t.Errorf("interrupted run has %d samples, want a positive multiple of %d", r.Samples, BlockSize)
	}
}

func TestSamplerAllocs(t *testing.T) {
	s := newSampler(matchup(t, "", "AhKh", "QsQd"), false, (*sampler).runHeadsUp)
	// Two allocations, whatever the block's trials: its tally and the
	// tally's rows.
	if n := testing.AllocsPerRun(10, func() { s.run(context.Background(), 1, 0, 1000) }); n > 2 {
		t.Errorf("a block allocates %v times, want at most 2", n)
	}
}

// TestRunHeadsUpMatchesGeneric checks the branch-free heads-up loop against
// the general one on the same stream.
func TestRunHeadsUpMatchesGeneric(t *testing.T) {
	for _, m := range []*Matchup{matchup(t, "", "AhKh", "QsQd"), matchup(t, "2c3c4c", "AcKc", "AdAh"), matchup(t, "", "AhKd", "AsKc")} {
		s := newSampler(m, false, (*sampler).runHeadsUp)
		fast, slow := newTally(game.Holdem, 2, false), newTally(game.Holdem, 2, false)
		s.rng = *deck.NewRand(5, 5)
		s.runHeadsUp(fast, 50000)
		s.rng = *deck.NewRand(5, 5)
		s.runGeneric(slow, 50000)
		if !fast.equal(slow) {
			t.Errorf("%v: heads-up tally %+v, generic %+v", m, fast, slow)
		}
	}
}

// TestResumeFromCheckpoint interrupts Monte Carlo runs, resumes them from
// their last checkpoint, and checks that the result is the uninterrupted
// run's, bit for bit, for known hands, ranges and the random walk.
func TestResumeFromCheckpoint(t *testing.T) {
	cases := []struct {
		name    string
		m       *Matchup
		opts    Options
		workers int
	}{
		{"heads-up, stderr", matchup(t, "", "AhKh", "QsQd"), Options{StdErr: 0.0008}, 2},
		{"three-way, trials", matchup(t, "Ts9h2c", "AhKh", "QsQd", "7c7d"), Options{Trials: 10*BlockSize + 123}, 1},
		{"ranges", rangeMatchup(t, "", "QQ+,AKs", "random"), Options{Trials: 32 * BlockSize}, 2},
		{"walk", rangeMatchup(t, "", "10%", "10%", "10%", "10%", "10%", "10%", "10%", "10%"), Options{Trials: 8 * BlockSize}, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := tc.opts
			opts.Method, opts.Seed, opts.Workers = ForceMonteCarlo, 11, tc.workers
			whole, err := Equity(context.Background(), tc.m, opts)
			if err != nil {
				t.Fatal(err)
			}
			// With two workers, blocks after the third may already be played
			// when it is merged and the run cancelled, and are merged too
			// (the run may even finish): resume from the third's checkpoint,
			// which must lead to the same result whatever came after it.
			var third *Checkpoint
			ctx, cancel := context.WithCancel(context.Background())
			cut := opts
			cut.OnCheckpoint = func(c *Checkpoint) {
				if c.Blocks == 3 {
					third = c
					cancel()
				}
			}
			part, err := Equity(ctx, tc.m, cut)
			if err != nil || third == nil || tc.workers == 1 && !part.Interrupted {
				t.Fatalf("interrupted run: %v, interrupted %v, checkpoint %v", err, part != nil && part.Interrupted, third)
			}
			b, _ := json.Marshal(third)
			var back Checkpoint
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			resumed := opts
			resumed.Resume = &back
			got, err := Equity(context.Background(), tc.m, resumed)
			if err != nil {
				t.Fatal(err)
			}
			if got.Samples != whole.Samples || !reflect.DeepEqual(got.Players, whole.Players) {
				t.Errorf("resumed from %d blocks:\n%+v\nuninterrupted:\n%+v", back.Blocks, got.Players, whole.Players)
			}
		})
	}
}

// TestRunMultiwayMatchesGeneric checks the multiway loop, which counts by
// winners' masks, against the general one on the same stream.
func TestRunMultiwayMatchesGeneric(t *testing.T) {
	for _, m := range []*Matchup{matchup(t, "", "AhKh", "QsQd", "7c7d"), matchup(t, "Ts9h2c3d", "AhKh", "QsQd", "JcTc", "8h7h", "AsKs", "5d5c"),
		matchup(t, "", "AhKd", "AsKc", "AcKh")} {
		s := newSampler(m, false, (*sampler).runMultiway)
		fast, slow := newTally(m.Game, len(m.Players), false), newTally(m.Game, len(m.Players), false)
		s.rng = *deck.NewRand(5, 5)
		s.runMultiway(fast, 50000)
		s.rng = *deck.NewRand(5, 5)
		s.runGeneric(slow, 50000)
		if !fast.equal(slow) {
			t.Errorf("%v: multiway tally %+v, generic %+v", m, fast, slow)
		}
	}
}

// TestRunLateMatchesGeneric checks the loop that looks up the outcome of
// the last one or two board cards against the general one on the same
// stream, heads-up and multiway, with ties, on the turn and the flop.
func TestRunLateMatchesGeneric(t *testing.T) {
	for _, m := range []*Matchup{matchup(t, "Ts9h2c3d", "AhKh", "QsQd", "JcTc", "8h7h", "AsKs", "5d5c"),
		matchup(t, "2c3c4c", "AcKc", "AdAh"), matchup(t, "2c3c4c5d", "AhKd", "AsKc"),
		matchup(t, "Ts9h2c", "AhKd", "AsKc", "AcKh", "QdJd")} {
		s := newSampler(m, false, (*sampler).runLate)
		fast, slow := newTally(m.Game, len(m.Players), false), newTally(m.Game, len(m.Players), false)
		s.rng = *deck.NewRand(5, 5)
		s.runLate(fast, 50000)
		s.rng = *deck.NewRand(5, 5)
		s.runGeneric(slow, 50000)
		if !fast.equal(slow) {
			t.Errorf("%v: late-street tally %+v, generic %+v", m, fast, slow)
		}
	}
}
