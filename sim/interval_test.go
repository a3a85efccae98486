package sim

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
)

func TestZ(t *testing.T) {
	for _, tt := range []struct{ conf, want float64 }{{0.95, 1.959964}, {0.99, 2.575829}, {0.90, 1.644854}} {
		if got := Z(tt.conf); math.Abs(got-tt.want) > 1e-6 {
			t.Errorf("Z(%v) = %v, want %v", tt.conf, got, tt.want)
		}
	}
}

func TestNormalIntervalClipped(t *testing.T) {
	if got := NormalInterval(0.999, 0.01, 0.95); got.High != 1 || got.Low >= 0.999 {
		t.Errorf("NormalInterval(0.999, 0.01) = %+v, want high clipped to 1", got)
	}
}

// TestIntervalCoverage checks that the intervals are honest: over many
// seeds, the interval at a given confidence covers the exact equity about
// that often. With 400 runs the covered fraction has a standard deviation
// of about 1.1% at 95%, so [91.5%, 98.5%] allows three of them.
func TestIntervalCoverage(t *testing.T) {
	tests := []struct {
		hands      []string
		exact      []float64
		confidence float64
	}{
		{[]string{"AhKh", "QsQd"}, []float64{0.462145}, 0.95},
		{[]string{"AsAd", "KhKc", "QsQc"}, []float64{0.668679, 0.185152, 0.146169}, 0.80},
	}
	runs := testfull.N(400, 200) // the bound below follows runs
	if testing.Short() {
		runs = 100
	}
	for _, tt := range tests {
		m := &Matchup{Game: game.Holdem}
		for _, h := range tt.hands {
			m.Players = append(m.Players, Player{Cards: deck.MustParseCards(h)})
		}
		for p, exact := range tt.exact {
			covered := 0
			for seed := range uint64(runs) {
				r, err := MonteCarlo(context.Background(), m, Options{Trials: BlockSize, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				ci := r.Players[p].Interval(tt.confidence)
				if ci.Low <= exact && exact <= ci.High {
					covered++
				}
			}
			got := float64(covered) / float64(runs)
			sd := math.Sqrt(tt.confidence * (1 - tt.confidence) / float64(runs))
			if math.Abs(got-tt.confidence) > 3*sd {
				t.Errorf("%v player %d: %.0f%% intervals covered the exact equity in %.1f%% of %d runs", tt.hands, p+1, 100*tt.confidence, 100*got, runs)
			}
			t.Logf("%v player %d: %.0f%% intervals covered %.1f%% of %d runs", tt.hands, p+1, 100*tt.confidence, 100*got, runs)
		}
	}
}
