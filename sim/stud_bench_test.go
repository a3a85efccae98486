package sim

import (
	"context"
	"testing"

	"github.com/pokersim/pokersim/game"
)

// benchStudExact values a heads-up stud matchup exactly on the given
// workers.
func benchStudExact(b *testing.B, players string, workers int) {
	m := studCase{players: players}.matchup(&testing.T{}, game.Stud)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Enumerate(context.Background(), m, Options{Workers: workers}); err != nil {
			b.Fatal(err)
		}
	}
}

// The targets: fifth street (671,580 deals) within 5 ms, fourth
// (141 million) within 1 s on two workers, third (18 billion) within 10 s
// on two workers.
func BenchmarkStudFifthExact(b *testing.B)  { benchStudExact(b, "AsAhAd2c3c vs KsQsJs4h5h", 1) }
func BenchmarkStudFourthExact(b *testing.B) { benchStudExact(b, "AsAhAd2c vs KsQsJs4h", 2) }
func BenchmarkStudThirdExact(b *testing.B)  { benchStudExact(b, "AsAhAd vs KsQsJs", 2) }

// BenchmarkStudMonteCarlo measures trials a second on one worker in each
// stud game, heads-up on third street; the target is 10 million.
func BenchmarkStudMonteCarlo(b *testing.B) {
	for _, g := range []game.Game{game.Stud, game.Stud8, game.Razz} {
		b.Run(g.String(), func(b *testing.B) {
			m := studCase{players: "AsAhAd vs KsQsJs"}.matchup(&testing.T{}, g)
			const trials = 1 << 21
			b.ReportAllocs()
			for b.Loop() {
				if _, err := MonteCarlo(context.Background(), m, Options{Workers: 1, Trials: trials}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(trials)*float64(b.N)/b.Elapsed().Seconds(), "trials/s")
		})
	}
}
