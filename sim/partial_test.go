package sim

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"
)

// TestPartial checks that the result at a checkpoint is the result of a
// run stopped there: the run of as many trials, with the same seed.
func TestPartial(t *testing.T) {
	cases := []struct {
		name string
		m    *Matchup
	}{
		{"heads-up", matchup(t, "", "AhKh", "QsQd")},
		{"three-way on a flop", matchup(t, "Ts9h2c", "AhKh", "QsQd", "7c7d")},
		{"ranges", rangeMatchup(t, "", "QQ+,AKs", "random")},
		{"walk", rangeMatchup(t, "", "10%", "10%", "10%", "10%", "10%", "10%", "10%", "10%")},
	}
	const at = 3 // blocks
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := Options{Method: ForceMonteCarlo, Seed: 5, Workers: 2, Trials: 6 * BlockSize}
			plan, err := NewPlan(tc.m, opts)
			if err != nil {
				t.Fatal(err)
			}
			var cp *Checkpoint
			plan, err = plan.Checkpointed(nil, func(c *Checkpoint) {
				if c.Blocks == at {
					cp = c
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := plan.Run(context.Background()); err != nil || cp == nil {
				t.Fatalf("run: %v, checkpoint at %d blocks %v", err, at, cp)
			}
			got, err := plan.Partial(cp, time.Second)
			if err != nil {
				t.Fatal(err)
			}
			short := opts
			short.Trials = at * BlockSize
			want, err := Equity(context.Background(), tc.m, short)
			if err != nil {
				t.Fatal(err)
			}
			if got.Samples != want.Samples || got.Mode != ModeMonteCarlo || got.Seed != 5 || got.Interrupted ||
				got.Elapsed != time.Second || !reflect.DeepEqual(got.Players, want.Players) {
				t.Errorf("Partial at %d blocks = %+v\nwant the run of %d trials: %+v", at, got, short.Trials, want)
			}
		})
	}
}

func TestPartialMismatch(t *testing.T) {
	plan, err := NewPlan(matchup(t, "", "AhKh", "QsQd"), Options{Method: ForceMonteCarlo})
	if err != nil {
		t.Fatal(err)
	}
	c := &Checkpoint{Blocks: 1, Total: 10, Win: []int64{1, 2, 3}, Split: [][]int64{{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}}
	if _, err := plan.Partial(c, 0); !errors.Is(err, ErrOptions) {
		t.Errorf("Partial(checkpoint of 3 players) error = %v, want ErrOptions", err)
	}
}
