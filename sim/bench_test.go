package sim

import (
	"context"
	"testing"

	"github.com/pokersim/pokersim/game"
)

func BenchmarkExactHeadsUpPreflop(b *testing.B) {
	benchmarkExact(b, matchup(b, "", "AhKh", "QsQd"))
}

func BenchmarkExactThreeWayPreflop(b *testing.B) {
	benchmarkExact(b, matchup(b, "", "AsAd", "KhKc", "QsQc"))
}

func BenchmarkExactHeadsUpFlop(b *testing.B) {
	benchmarkExact(b, matchup(b, "Ts9h2c", "AhKh", "QsQd"))
}

// benchmarkExact times the enumeration of m on one worker: never the
// preflop table (NoTables), which BenchmarkPreflopTable times.
func benchmarkExact(b *testing.B, m *Matchup) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Enumerate(context.Background(), m, Options{Workers: 1, NoTables: true}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkExactRangeVsRandom(b *testing.B) {
	benchmarkRange(b, ForceExact, 0, "AA,KK,QQ,AKs", "random")
}

func BenchmarkExactRangeVsRange(b *testing.B) {
	benchmarkRange(b, ForceExact, 0, "JJ+,AK", "QQ+,AKs")
}

// BenchmarkMonteCarloRangeVsRandom runs Monte Carlo to a standard error of
// 0.0001.
func BenchmarkMonteCarloRangeVsRandom(b *testing.B) {
	benchmarkRange(b, ForceMonteCarlo, 0.0001, "AA,KK,QQ,AKs", "random")
}

// benchmarkRange times m on two workers, enumerated (never the preflop
// table) or by Monte Carlo.
func benchmarkRange(b *testing.B, method Method, stderr float64, players ...string) {
	m := rangeMatchup(b, "", players...)
	b.ReportAllocs()
	var samples int64
	for b.Loop() {
		r, err := Equity(context.Background(), m, Options{Method: method, StdErr: stderr, Workers: 2, Seed: 1, NoTables: true})
		if err != nil {
			b.Fatal(err)
		}
		samples = r.Samples
	}
	b.ReportMetric(float64(samples), "samples")
}

// BenchmarkMonteCarloRangeTrials runs a fixed number of trials of
// AA,KK,QQ,AKs vs random on one worker and reports trials per second.
func BenchmarkMonteCarloRangeTrials(b *testing.B) {
	m := rangeMatchup(b, "", "AA,KK,QQ,AKs", "random")
	const trials = 64 * BlockSize
	for b.Loop() {
		if _, err := MonteCarlo(context.Background(), m, Options{Workers: 1, Trials: trials, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*trials/b.Elapsed().Seconds()/1e6, "Mtrials/s")
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
	const trials = 64 * BlockSize
	b.ReportAllocs()
	for b.Loop() {
		if _, err := MonteCarlo(context.Background(), m, Options{Workers: workers, Trials: trials, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*trials/b.Elapsed().Seconds()/1e6, "Mtrials/s")
}

// BenchmarkMonteCarloTenRanges runs ten players each holding the top 10%
// to the default standard error on two workers: the random walk.
func BenchmarkMonteCarloTenRanges(b *testing.B) {
	var players []string
	for range 10 {
		players = append(players, "10%")
	}
	m := rangeMatchup(b, "", players...)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := MonteCarlo(context.Background(), m, Options{Workers: 2, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkExactHeadsUpTurn(b *testing.B) {
	benchmarkExact(b, matchup(b, "Ts9h2c3d", "AhKh", "QsQd"))
}

func BenchmarkExactSixWayFlop(b *testing.B) {
	benchmarkExact(b, matchup(b, "Ts9h2c", "AhKh", "QsQd", "JcTc", "8h7h", "AsKs", "5d5c"))
}

func BenchmarkExactSixWayTurn(b *testing.B) {
	benchmarkExact(b, matchup(b, "Ts9h2c3d", "AhKh", "QsQd", "JcTc", "8h7h", "AsKs", "5d5c"))
}

func BenchmarkMonteCarloThreeWay(b *testing.B) {
	benchmarkMonteCarloMatchup(b, matchup(b, "", "AhKh", "QsQd", "7c7d"))
}

func BenchmarkMonteCarloFiveWay(b *testing.B) {
	benchmarkMonteCarloMatchup(b, matchup(b, "", "AhKh", "QsQd", "7c7d", "JsTs", "5h5c"))
}

func BenchmarkMonteCarloSixWayTurn(b *testing.B) {
	benchmarkMonteCarloMatchup(b, matchup(b, "Ts9h2c3d", "AhKh", "QsQd", "JcTc", "8h7h", "AsKs", "5d5c"))
}

// benchmarkMonteCarloMatchup runs a million trials of m on one worker and
// reports trials per second.
func benchmarkMonteCarloMatchup(b *testing.B, m *Matchup) {
	const trials = 1 << 20
	b.ReportAllocs()
	for b.Loop() {
		if _, err := MonteCarlo(context.Background(), m, Options{Workers: 1, Trials: trials, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(trials)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mtrials/s")
}

// BenchmarkMonteCarloThreeRanges is OMPEval's three-way example:
// 22+,A2s+,KTs+,ATo+ vs QQ+,AK vs random, a million trials on one worker.
func BenchmarkMonteCarloThreeRanges(b *testing.B) {
	benchmarkMonteCarloMatchup(b, rangeMatchup(b, "", "22+,A2s+,KTs+,ATo+", "QQ+,AK", "random"))
}

// BenchmarkMonteCarloRandomVsRandom is random vs random, a million trials
// on one worker.
func BenchmarkMonteCarloRandomVsRandom(b *testing.B) {
	benchmarkMonteCarloMatchup(b, rangeMatchup(b, "", "random", "random"))
}

// BenchmarkMonteCarloHalfVsRandom is the top 50% vs random.
func BenchmarkMonteCarloHalfVsRandom(b *testing.B) {
	benchmarkMonteCarloMatchup(b, rangeMatchup(b, "", "50%", "random"))
}

// BenchmarkByCardFlop is --by-card on a flop heads-up with known hands:
// the exact equity on the turn after each of the 45 cards.
func BenchmarkByCardFlop(b *testing.B) {
	m := matchup(b, "Ts9h2c", "AhKh", "QsQd")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ByCard(context.Background(), m, Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOutsFlopRanges counts the outs of two ranges on a flop.
func BenchmarkOutsFlopRanges(b *testing.B) {
	m := rangeMatchup(b, "Ts9h2c", "QQ+,AK,JTs,98s", "20%")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := OutsOf(context.Background(), m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDistribution20vs20Flop is the equity distribution of a 20%
// range against a 20% range on a flop, exact, on two workers: each hand of
// the first range valued against the whole second one.
func BenchmarkDistribution20vs20Flop(b *testing.B) {
	m := rangeMatchup(b, "Ts9h2c", "20%", "20%")
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := HandsOf(context.Background(), m, Options{Method: ForceExact, Workers: 2}, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExactOmahaHeadsUpPreflop is PLO4 AsAhKsKh vs 8d9dTcJc before
// the flop, exactly (1,086,008 boards), on one worker.
func BenchmarkExactOmahaHeadsUpPreflop(b *testing.B) {
	m := gameMatchup(b, game.Omaha, "", "AsAhKsKh", "8d9dTcJc")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Enumerate(context.Background(), m, Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExactOmaha8HeadsUpPreflop is the same hands in Omaha hi-lo.
func BenchmarkExactOmaha8HeadsUpPreflop(b *testing.B) {
	m := gameMatchup(b, game.Omaha8, "", "AsAhKsKh", "8d9dTcJc")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Enumerate(context.Background(), m, Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMonteCarloOmahaHeadsUp is PLO4 AsAhKsKh vs 8d9dTcJc, a million
// trials on one worker.
func BenchmarkMonteCarloOmahaHeadsUp(b *testing.B) {
	benchmarkMonteCarloMatchup(b, gameMatchup(b, game.Omaha, "", "AsAhKsKh", "8d9dTcJc"))
}

// BenchmarkMonteCarloOmaha8HeadsUp is the same in Omaha hi-lo.
func BenchmarkMonteCarloOmaha8HeadsUp(b *testing.B) {
	benchmarkMonteCarloMatchup(b, gameMatchup(b, game.Omaha8, "", "AsAhKsKh", "8d9dTcJc"))
}

// BenchmarkExactShortDeckHeadsUpPreflop is short-deck AsKs vs QhQd before
// the flop, exactly, on one worker.
func BenchmarkExactShortDeckHeadsUpPreflop(b *testing.B) {
	m := gameMatchup(b, game.ShortDeck, "", "AsKs", "QhQd")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Enumerate(context.Background(), m, Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExactOmahaHeadsUpFlop is PLO4 AsAhKsKh vs 8d9dTcJc on a flop
// of two hearts, exactly, on one worker.
func BenchmarkExactOmahaHeadsUpFlop(b *testing.B) {
	benchmarkExact(b, gameMatchup(b, game.Omaha, "Th7h2c", "AsAhKsKh", "8d9dTcJc"))
}

// BenchmarkExactOmahaFourWayPreflop is four known PLO4 hands before the
// flop, exactly (376,992 boards), on one worker.
func BenchmarkExactOmahaFourWayPreflop(b *testing.B) {
	benchmarkExact(b, gameMatchup(b, game.Omaha, "", "AsAhKsKh", "8d9dTcJc", "QhJhTs9s", "2c2d7c7d"))
}

// BenchmarkExactOmahaRangePreflop is the PLO4 range AAKK (36 hands)
// against 8d9dTcJc before the flop, exactly, on one worker.
func BenchmarkExactOmahaRangePreflop(b *testing.B) {
	benchmarkExact(b, gameMatchup(b, game.Omaha, "", "range:AAKK", "8d9dTcJc"))
}

// BenchmarkOuts measures OutsOf on the flop, in Hold'em and in the Omaha
// games: 45 turn cards, each valued through the game's showdown.
func BenchmarkOuts(b *testing.B) {
	for _, tt := range []struct {
		g       game.Game
		players []string
	}{
		{game.Holdem, []string{"AhKh", "JdJc"}},
		{game.Omaha, []string{"AsAhKsKh", "8d9dTcJc"}},
		{game.Omaha8, []string{"AsAhKsKh", "8d9dTcJc"}},
		{game.Omaha5x8, []string{"AsAhKsKh3d", "8d9dTcJc4c"}},
	} {
		m := gameMatchup(b, tt.g, "Qs7h2c", tt.players...)
		b.Run(tt.g.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := OutsOf(context.Background(), m); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNextStreet measures ByCard on a flop (45 exact turns) and
// Streets up to a turn (preflop, flop and turn, exact), in Hold'em and
// Omaha: Omaha's at Hold'em's speed is the goal.
func BenchmarkNextStreet(b *testing.B) {
	for _, tt := range []struct {
		g       game.Game
		players []string
	}{
		{game.Holdem, []string{"AhKh", "JdJc"}},
		{game.Omaha, []string{"AsAhKsKh", "8d9dTcJc"}},
		{game.Omaha8, []string{"AsAhKsKh", "8d9dTcJc"}},
	} {
		flop := gameMatchup(b, tt.g, "Qs7h2c", tt.players...)
		turn := gameMatchup(b, tt.g, "Qs7h2c3d", tt.players...)
		b.Run("bycard/"+tt.g.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := ByCard(context.Background(), flop, Options{Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("streets/"+tt.g.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Streets(context.Background(), turn, Options{Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The rows of issue 31's table, one worker each: exact, three ranges on
// the flop Ts8h2c (a narrow third range and a random hand), and Monte
// Carlo of 4M trials (three ranges; six random hands; two ranges and a
// random hand), as pokersim equity --trials 4000000 runs them.

func BenchmarkExactThreeRangesFlopRandom(b *testing.B) {
	benchmarkExactRanges(b, "Ts8h2c", "AA,AKs,KK,QQ", "AQs,JJ,TT,99", "random")
}

func BenchmarkExactThreeRangesFlop(b *testing.B) {
	benchmarkExactRanges(b, "Ts8h2c", "AA,AKs,KK,QQ", "AQs,JJ,TT,99", "88,77,66")
}

func benchmarkExactRanges(b *testing.B, board string, players ...string) {
	m := rangeMatchup(b, board, players...)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Enumerate(context.Background(), m, Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMonteCarloThreeRanges4M(b *testing.B) {
	benchmarkMonteCarloTrials(b, 4_000_000, rangeMatchup(b, "", "22+,A2s+,KTs+,ATo+", "QQ+,AK", "TT,99,88,77,AJs,KQs"))
}

func BenchmarkMonteCarloTwoRangesRandom4M(b *testing.B) {
	benchmarkMonteCarloTrials(b, 4_000_000, rangeMatchup(b, "", "22+,A2s+,KTs+,ATo+", "QQ+,AK", "random"))
}

func BenchmarkMonteCarloSixRandom4M(b *testing.B) {
	benchmarkMonteCarloTrials(b, 4_000_000, rangeMatchup(b, "", "random", "random", "random", "random", "random", "random"))
}

func benchmarkMonteCarloTrials(b *testing.B, trials int64, m *Matchup) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := MonteCarlo(context.Background(), m, Options{Workers: 1, Trials: trials, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(trials)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mtrials/s")
}
