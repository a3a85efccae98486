package sim

import (
	"context"
	"fmt"
	"math"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
)

// wideHeadsUp is two weighted ranges whose assignments, about 400,000,
// are too many for a deck each (maxTupleDecks) but few enough to list
// (maxListedTuples): Monte Carlo runs them in runHeadsUp.
var wideHeadsUp = []string{"22+,A2s+,K2s+,Q2s+@40,J2s+,T2s+,A2o+,K2o+@70,Q2o+", "50%"}

// TestRunHeadsUpMatchesRejection checks runHeadsUp against the loop it
// replaces, runRejection, which with every assignment listed draws the
// same assignment and the same board cards from the same stream: the
// tallies must be equal, count for count. In the first cases the setup
// lists no decks, as for every matchup that runs runHeadsUp; in the
// others, of fewer assignments, the decks are dropped to run it.
func TestRunHeadsUpMatchesRejection(t *testing.T) {
	tests := []struct {
		board   string
		players []string
		natural bool // runHeadsUp is the loop Monte Carlo chooses
	}{
		{"", wideHeadsUp, true},
		{"Ts9h2c", wideHeadsUp, true},
		{"Ts9h2c4d8s", wideHeadsUp, true},
		{"", []string{"AhKh", "QQ"}, false},
		{"Ts9h2c", []string{"AA@30,KQs", "JJ:0.25,T9s,Td9d@70"}, false},
		{"8c7c", []string{"JJ", "KQs"}, false},
		{"Ts9h2c4d", []string{"QQ+,AK:0.5", "KK,JTs@20,98s"}, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.board, tt.players), func(t *testing.T) {
			m := rangeMatchup(t, tt.board, tt.players...)
			setup, err := newRangeSetup(context.Background(), m, m.seats(), Options{}, maxListedTuples, dealRandom)
			if err != nil {
				t.Fatal(err)
			}
			if len(setup.rest) != 0 || len(setup.dealt) != 0 {
				t.Fatalf("%d seats drawn alone, %d dealt; want every assignment listed", len(setup.rest), len(setup.dealt))
			}
			if natural := setup.sets == nil && setup.decks == nil; natural != tt.natural {
				t.Fatalf("assignments without decks: %v, want %v", natural, tt.natural)
			}
			setup.sets, setup.decks = nil, nil
			var tallies [2]*tally
			for k, loop := range []func(*rangeSampler, *block, int){
				func(s *rangeSampler, b *block, trials int) { s.runHeadsUp(b.t, trials) },
				(*rangeSampler).runRejection,
			} {
				rs := setup.newSampler()
				rs.loop = loop
				b := rs.run(context.Background(), 9, 4, 20000)
				if b.err != nil {
					t.Fatal(b.err)
				}
				tallies[k] = b.t
			}
			if !tallies[0].equal(tallies[1]) {
				t.Errorf("runHeadsUp tally %+v, runRejection %+v", tallies[0], tallies[1])
			}
		})
	}
}

// TestRunHeadsUpNearExact checks Monte Carlo's equity of wide weighted
// ranges, as runHeadsUp runs it, against the exact equity on a turn and a
// river (where runHeadsUp draws no card): within 5 standard errors.
func TestRunHeadsUpNearExact(t *testing.T) {
	for _, board := range []string{"Ts9h2c4d", "Ts9h2c4d8s"} {
		t.Run(board, func(t *testing.T) {
			m := rangeMatchup(t, board, wideHeadsUp...)
			exact, err := Enumerate(context.Background(), m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Trials: 10 * BlockSize, Seed: 11}
			setup, err := newRangeSetup(context.Background(), m, m.seats(), opts, maxListedTuples, dealRandom)
			if err != nil {
				t.Fatal(err)
			}
			if setup.sets != nil || setup.decks != nil || len(setup.rest) != 0 || len(setup.dealt) != 0 {
				t.Fatal("Monte Carlo would not run runHeadsUp")
			}
			mc, err := runMonteCarlo(context.Background(), m, opts, func() blockRunner { return setup.newSampler() })
			if err != nil {
				t.Fatal(err)
			}
			for p, e := range exact.Players {
				got := mc.Players[p]
				if d := math.Abs(got.Equity - e.Equity); d > 5*got.StdErr+1e-12 {
					t.Errorf("player %d: Monte Carlo %.5f, exact %.5f: %.1f standard errors apart", p+1, got.Equity, e.Equity, d/got.StdErr)
				}
			}
		})
	}
}

// cardRemoval is three ranges that share most of their cards, so that
// which hands the others hold changes each seat's chances a great deal: a
// sampler that drew the seats as if they were independent, or favoured
// some assignments, would be far off.
var cardRemoval = []string{"AsAh,KsKh", "AsKs,AhKh,QQ", "As2s,KhQh"}

// rangesOnly builds a Hold'em matchup whose players hold ranges, even
// those written as cards (rangeMatchup takes "AsAh,KsKh" for four cards).
func rangesOnly(t testing.TB, board string, players ...string) *Matchup {
	t.Helper()
	m := &Matchup{Game: game.Holdem, Board: deck.MustParseCards(board)}
	for _, text := range players {
		r, err := deck.ParseRange(text)
		if err != nil {
			t.Fatal(err)
		}
		m.Players = append(m.Players, Player{Range: r, Text: text})
	}
	return m
}

// TestRangeMonteCarloCardRemoval checks Monte Carlo against exact
// enumeration, within 4 standard errors, for ranges whose hands clash
// often (cardRemoval), by each way of drawing the assignments: every
// assignment listed with the cards it leaves (deck.Choice, or decks for
// unequal weights), one representative of each orbit of the suit
// relabellings dealt by a weighted deck.Choice, and one seat listed with
// the others drawn by rejection. The random walk has its own case,
// TestWalkStandardError.
func TestRangeMonteCarloCardRemoval(t *testing.T) {
	unequal := []string{"AsAh@30,KsKh", "AsKs,AhKh:0.5,QQ", "As2s@70,KhQh"}
	symmetric := []string{"AA,KK", "AKs,KK,AA", "AQs,KQs,QQ"}
	orbits := func(s *rangeSetup) bool { return s.orbits }
	weighted := func(s *rangeSetup) bool { return s.runs != nil }
	tests := []struct {
		name      string
		board     string
		players   []string
		listLimit float64
		want      func(*rangeSetup) bool // the way of drawing the case is for
		mode      setupMode              // with dealRandom
	}{
		{"choice", "", cardRemoval, maxListedTuples, func(s *rangeSetup) bool { return s.sets != nil }, 0},
		{"choice flop", "Qh7c2d", cardRemoval, maxListedTuples, func(s *rangeSetup) bool { return s.sets != nil }, 0},
		{"decks", "", unequal, maxListedTuples, func(s *rangeSetup) bool { return s.decks != nil }, 0},
		{"rejection", "", cardRemoval, 0, func(s *rangeSetup) bool { return len(s.rest) > 0 && !s.walk }, 0},
		// All 24 relabellings; two (clubs and diamonds swapped) fix
		// cardRemoval's ranges, and two fix the flop.
		{"orbits", "", symmetric, maxListedTuples, orbits, allOrbits},
		{"orbits weighted", "", symmetric, maxListedTuples, weighted, allOrbits | weightedOrbits},
		{"orbits of a subgroup", "", cardRemoval, maxListedTuples, orbits, allOrbits},
		{"orbits flop", "Qh7h2d", symmetric, maxListedTuples, orbits, allOrbits},
		{"orbits vs random, flop", "Qh7h2d", []string{"AA,KK", "AKs,KK,AA", "random"}, maxListedTuples, orbits, allOrbits},
	}
	trials := int64(40 * BlockSize)
	if testing.Short() {
		trials = 12 * BlockSize
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := rangesOnly(t, tt.board, tt.players...)
			exact, err := Enumerate(context.Background(), m, Options{Method: ForceExact})
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Trials: trials, Seed: 5}
			setup, err := newRangeSetup(context.Background(), m, m.seats(), opts, tt.listLimit, dealRandom|tt.mode)
			if err != nil {
				t.Fatal(err)
			}
			if !tt.want(setup) {
				t.Fatalf("the setup does not draw as the case is for: %d listed, %d by rejection, walk %v, sets %v, decks %v",
					len(setup.listed), len(setup.rest), setup.walk, setup.sets != nil, setup.decks != nil)
			}
			mc, err := runMonteCarlo(context.Background(), m, opts, func() blockRunner { return setup.newSampler() })
			if err != nil {
				t.Fatal(err)
			}
			for p, e := range exact.Players {
				got := mc.Players[p]
				if d := math.Abs(got.Equity - e.Equity); d > 4*got.StdErr {
					t.Errorf("player %d: Monte Carlo %.5f ± %.5f, exact %.5f: %.1f standard errors apart",
						p+1, got.Equity, got.StdErr, e.Equity, d/got.StdErr)
				}
			}
		})
	}
}

// TestChoiceJointHands deals runChoice's batches for three ranges and
// checks by chi-square that the assignments of hands come up as often as
// the ranges say given that no card is used twice, and that the board
// never holds a card of a hand: with heavy card removal (cardRemoval, nine
// assignments in all, counted jointly), and with more assignments than a
// Choice once held (issue 31's three ranges, about 140,000, counted by
// each seat's hand).
func TestChoiceJointHands(t *testing.T) {
	tests := []struct {
		players []string
		joint   bool // count whole assignments, else each seat's hands
	}{
		{cardRemoval, true},
		{[]string{"22+,A2s+,KTs+,ATo+", "QQ+,AK", "TT-77,AJs,KQs"}, false},
	}
	batches := 3000
	if testing.Short() {
		batches = 1000
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.players), func(t *testing.T) {
			m := rangesOnly(t, "", tt.players...)
			seats := m.seats()
			setup, err := newRangeSetup(context.Background(), m, seats, Options{}, maxListedTuples, dealRandom)
			if err != nil {
				t.Fatal(err)
			}
			if setup.sets == nil || len(setup.listed) != 3 {
				t.Fatal("the matchup is not dealt by deck.Choice with every assignment listed")
			}
			// The probability of each assignment, and of each seat's
			// hands, by brute force over the seats' hands.
			want := map[[3]deck.Combo]float64{}
			var marginal [3]map[deck.Combo]float64
			for p := range marginal {
				marginal[p] = map[deck.Combo]float64{}
			}
			var total float64
			for i, a := range seats[0].combos {
				for j, b := range seats[1].combos {
					for k, c := range seats[2].combos {
						if a.Set()&b.Set() != 0 || a.Set()&c.Set() != 0 || b.Set()&c.Set() != 0 {
							continue
						}
						w := seats[0].weights[i] * seats[1].weights[j] * seats[2].weights[k]
						want[[3]deck.Combo{a, b, c}] += w
						for p, h := range []deck.Combo{a, b, c} {
							marginal[p][h] += w
						}
						total += w
					}
				}
			}
			got := map[[3]deck.Combo]int{}
			var gotMarginal [3]map[deck.Combo]int
			for p := range gotMarginal {
				gotMarginal[p] = map[deck.Combo]int{}
			}
			rs := setup.newSampler()
			rs.rng.Seed(23, 1)
			for range batches {
				rs.dealBatch(choiceBatch)
				for j, k := range rs.batchIdx {
					var h [3]deck.Combo
					var used deck.Set
					for t, p := range setup.listed {
						h[p] = seats[p].combos[setup.tuples[int(k)*3+t]]
						used |= h[p].Set()
					}
					board := deck.SetOf(rs.batchCards[j*rs.need : j*rs.need+5]...)
					if board.Len() != 5 || board&used != 0 || used.Len() != 6 {
						t.Fatalf("hands %v and board %v: a card dealt twice", h, board)
					}
					got[h]++
					for p, c := range h {
						gotMarginal[p][c]++
					}
				}
			}
			n := float64(batches * choiceBatch)
			if tt.joint {
				checkFrequencies(t, "assignments", got, want, total, n)
				return
			}
			for p := range marginal {
				checkFrequencies(t, fmt.Sprintf("seat %d's hands", p+1), gotMarginal[p], marginal[p], total, n)
			}
		})
	}
}

// checkFrequencies fails t if counts, of n draws, are not consistent by
// chi-square with the probabilities weights/total, or if a key of no
// weight was drawn.
func checkFrequencies[K comparable](t *testing.T, what string, counts map[K]int, weights map[K]float64, total, n float64) {
	t.Helper()
	var stat float64
	for k, w := range weights {
		e := n * w / total
		d := float64(counts[k]) - e
		stat += d * d / e
	}
	for k := range counts {
		if weights[k] == 0 {
			t.Fatalf("%s: drew %v, which the ranges never deal", what, k)
		}
	}
	df := float64(len(weights) - 1)
	if p := (distuv.ChiSquared{K: df}).Survival(stat); p < 1e-4 {
		t.Errorf("%s: chi-square %.1f with %v degrees of freedom, p = %.3g", what, stat, df, p)
	}
}

// TestWalkStandardError runs the random walk on four ranges built of the
// same few aces, kings and queens, where one-seat updates rarely leave
// the group of assignments a walk starts in, and checks its equities
// against exact enumeration within 4 of its stated standard errors, for
// several seeds. When the walk ran a whole block from one start, its
// sub-batches varied far less than independent ones, and seeds 2 and 4
// landed 4.3 to 8.5 stated standard errors away (40 and 160 blocks);
// with a fresh exact start every segment, sixteen seeds at 160 blocks
// gave mean deviations of -0.13 to 0.17 standard errors.
func TestWalkStandardError(t *testing.T) {
	players := []string{"AsAh,KsKh", "AsKs,AhKh,QQ", "As2s,KhQh,AsQs", "AhQh,KsQs"}
	m := rangesOnly(t, "", players...)
	exact, err := Enumerate(context.Background(), m, Options{Method: ForceExact})
	if err != nil {
		t.Fatal(err)
	}
	blocks, seeds := int64(40), []uint64{2, 4}
	if testfull.Enabled() {
		blocks, seeds = 160, []uint64{1, 2, 3, 4, 5, 6}
	}
	for _, seed := range seeds {
		opts := Options{Trials: blocks * BlockSize, Seed: seed}
		setup, err := newRangeSetup(context.Background(), m, m.seats(), opts, 0, dealRandom)
		if err != nil {
			t.Fatal(err)
		}
		if !setup.walk {
			t.Fatalf("the setup does not walk: %d listed, %d by rejection", len(setup.listed), len(setup.rest))
		}
		mc, err := runMonteCarlo(context.Background(), m, opts, func() blockRunner { return setup.newSampler() })
		if err != nil {
			t.Fatal(err)
		}
		for p, e := range exact.Players {
			got := mc.Players[p]
			if d := math.Abs(got.Equity - e.Equity); !(d <= 4*got.StdErr) {
				t.Errorf("seed %d, player %d: the walk's %.5f ± %.5f, exact %.5f: %.1f standard errors apart",
					seed, p+1, got.Equity, got.StdErr, e.Equity, d/got.StdErr)
			}
		}
	}
}
