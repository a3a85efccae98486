package sim

import (
	"context"
	"errors"
	"fmt"
	"math"
	"reflect"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// rangeMatchup builds a Hold'em matchup whose players are given as ranges
// ("QQ+,AKs") or known hands ("AhKh").
func rangeMatchup(t testing.TB, board string, players ...string) *Matchup {
	t.Helper()
	ps, err := ParsePlayers(Holdem, []string{joinVs(players)})
	if err != nil {
		t.Fatal(err)
	}
	return &Matchup{Game: Holdem, Players: ps, Board: deck.MustParseCards(board)}
}

func joinVs(players []string) string {
	s := ""
	for i, p := range players {
		if i > 0 {
			s += " vs "
		}
		s += p
	}
	return s
}

// TestRangeEquityPublished checks exact range equities against the figures
// that PokerStove and Equilab give.
func TestRangeEquityPublished(t *testing.T) {
	tests := []struct {
		players []string
		equity  float64
	}{
		{[]string{"AhKh", "QQ"}, 0.460485},
		{[]string{"AsAh", "random"}, 0.852037},
		{[]string{"JJ+,AK", "QQ+,AKs"}, 0.404568},
		{[]string{"AA,KK,QQ,AKs", "random"}, 0.796966},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.players), func(t *testing.T) {
			if testing.Short() && tt.players[1] == "random" && tt.players[0] != "AsAh" {
				t.Skip("takes about a second")
			}
			r, err := Enumerate(context.Background(), rangeMatchup(t, "", tt.players...), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := r.Players[0].Equity; math.Abs(got-tt.equity) > 5e-7 {
				t.Errorf("equity = %.6f, want %.6f", got, tt.equity)
			}
			if sum := r.Players[0].Equity + r.Players[1].Equity; math.Abs(sum-1) > 1e-12 {
				t.Errorf("equities add up to %v", sum)
			}
		})
	}
}

// TestRangeOrbitsMatchPlain checks the orbit enumeration against valuing
// every assignment of hands one by one, on a small matchup with a board.
func TestRangeOrbitsMatchPlain(t *testing.T) {
	m := rangeMatchup(t, "Ks9s2d", "AK,QQ", "JJ,TT,AQs", "JTs")
	got, err := Enumerate(context.Background(), m, Options{Categories: true})
	if err != nil {
		t.Fatal(err)
	}
	want := newWeighted(3, true)
	forEachTuple(m.seats(), func(hand []int, w float64) {
		k := make([]deck.Combo, len(hand))
		for i, j := range hand {
			k[i] = m.seats()[i].combos[j]
		}
		tl, err := enumerateKnown(context.Background(), m.withHands(k), true)
		if err != nil {
			t.Fatal(err)
		}
		want.add(tl, w, 1)
	})
	for p := range 3 {
		g, w := got.Players[p], want.player(p)
		if math.Abs(g.Equity-w.Equity) > 1e-12 || math.Abs(g.Win-w.Win) > 1e-12 || g.Samples != w.Samples {
			t.Errorf("player %d: orbits give %+v, plain %+v", p+1, g, w)
		}
		for c := range g.Categories {
			if math.Abs(g.Categories[c]-w.Categories[c]) > 1e-12 {
				t.Errorf("player %d category %d: %v, want %v", p+1, c, g.Categories[c], w.Categories[c])
			}
		}
	}
}

func TestRangeErrors(t *testing.T) {
	// AA vs AA vs AA needs six aces.
	if err := rangeMatchup(t, "", "AA", "AA", "AA").Validate(); !errors.Is(err, ErrRange) {
		t.Errorf("AA vs AA vs AA: Validate() = %v, want ErrRange", err)
	}
	if err := rangeMatchup(t, "", "AhKh", "AA@0").Validate(); err == nil || err.Error() != "player 2: impossible range: the range is empty" {
		t.Errorf("AA@0: Validate() = %v", err)
	}
	// Every KK combo uses a king on the board or in player 1's hand.
	err := rangeMatchup(t, "KsKdKc", "AhKh", "KK").Validate()
	if want := "player 2: impossible range: every hand of the range uses a card already dealt or dead"; err == nil || err.Error() != want {
		t.Errorf("Validate() = %v, want %s", err, want)
	}
}

// TestRangeMonteCarlo checks Monte Carlo with ranges against the exact
// equities, within five standard errors, for both ways of choosing hands,
// including ranges that overlap heavily.
func TestRangeMonteCarlo(t *testing.T) {
	tests := []struct {
		players []string
		list    float64 // the most assignments to list; fewer force rejection
		board   string
	}{
		{[]string{"AhKh", "QQ"}, maxListedTuples, ""},
		{[]string{"JJ+,AK", "QQ+,AKs"}, maxListedTuples, ""},
		{[]string{"JJ+,AK", "QQ+,AKs"}, 0, ""},
		{[]string{"AA,KK", "AA,KK", "AA,KK"}, maxListedTuples, ""},
		{[]string{"AA,KK,QQ", "KK,QQ,JJ", "AK"}, 0, ""},
		{[]string{"random", "AsAh"}, maxListedTuples, ""},      // dealt hands, first player
		{[]string{"KQs,AJo", "random"}, maxListedTuples, ""},   // hands of equal weight
		{[]string{"AA@30,KQs", "random"}, maxListedTuples, ""}, // weighted hands
		{[]string{"AA,KK,QQ,AKs", "random"}, maxListedTuples, "Ts9h2c"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%v/%v/%s", tt.players, tt.list, tt.board), func(t *testing.T) {
			m := rangeMatchup(t, tt.board, tt.players...)
			exact, err := Enumerate(context.Background(), m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Trials: 10 * BatchSize, Seed: 5}
			setup, err := newRangeSetup(m, opts, tt.list, true)
			if err != nil {
				t.Fatal(err)
			}
			if (len(setup.rest) == 0) != (tt.list != 0) {
				t.Fatalf("%d seats drawn by rejection, want them all listed: %v", len(setup.rest), tt.list != 0)
			}
			mc, err := runMonteCarlo(context.Background(), m, opts, func() batchRunner { return setup.newSampler() })
			if err != nil {
				t.Fatal(err)
			}
			for p, e := range exact.Players {
				got := mc.Players[p]
				se := math.Sqrt((got.EquitySq - got.Equity*got.Equity) / float64(mc.Samples))
				if d := math.Abs(got.Equity - e.Equity); d > 5*se+1e-12 {
					t.Errorf("player %d: Monte Carlo %.5f, exact %.5f: %.1f standard errors apart", p+1, got.Equity, e.Equity, d/se)
				}
			}
		})
	}
}

func TestRangeMonteCarloSameForAnyWorkers(t *testing.T) {
	m := rangeMatchup(t, "", "QQ+,AKs", "random")
	var first *Result
	for _, w := range []int{1, 3} {
		r, err := MonteCarlo(context.Background(), m, Options{Trials: 3*BatchSize + 7, Seed: 9, Workers: w, ByHand: true})
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = r
		} else if !reflect.DeepEqual(r.Players, first.Players) || !reflect.DeepEqual(r.ByHand, first.ByHand) {
			t.Errorf("%d workers give a different result from 1", w)
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

func benchmarkRange(b *testing.B, method Method, stderr float64, players ...string) {
	m := rangeMatchup(b, "", players...)
	b.ReportAllocs()
	var samples int64
	for b.Loop() {
		r, err := Equity(context.Background(), m, Options{Method: method, StdErr: stderr, Workers: 2, Seed: 1})
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
	const trials = 64 * BatchSize
	for b.Loop() {
		if _, err := MonteCarlo(context.Background(), m, Options{Workers: 1, Trials: trials, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*trials/b.Elapsed().Seconds()/1e6, "Mtrials/s")
}

// TestPreflopRankingCurrent recomputes a few classes' equity against a
// random hand and compares it with deck's generated ranking data, so that
// a change to the engine cannot leave the ranking stale unnoticed.
func TestPreflopRankingCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates three hands against every other")
	}
	for _, name := range []string{"AA", "T9s", "72o"} {
		c, err := deck.ParseClass(name)
		if err != nil {
			t.Fatal(err)
		}
		var hand deck.Combo
		for h := range c.Combos() {
			hand = h
			break
		}
		m := &Matchup{Game: Holdem, Players: []Player{{Cards: []deck.Card{hand.Hi, hand.Lo}}, {Range: deck.FullRange()}}}
		r, err := Enumerate(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := r.Players[0].Equity, deck.PreflopEquity(c); math.Abs(got-want) > 1e-9 {
			t.Errorf("%s vs random = %.9f, ranking says %.9f: run go generate ./deck", name, got, want)
		}
	}
}

// TestDealtMatchesDrawn compares Monte Carlo that deals the hands of
// players holding every hand with Monte Carlo that draws them from their
// ranges, where exact enumeration would take too long.
func TestDealtMatchesDrawn(t *testing.T) {
	m := rangeMatchup(t, "", "AsAh", "random", "random")
	m.Dead = deck.MustParseCards("2c")
	opts := Options{Trials: 8 * BatchSize, Seed: 2}
	var res [2]*Result
	for k, deal := range []bool{true, false} {
		setup, err := newRangeSetup(m, opts, maxListedTuples, deal)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(setup.dealt); got != map[bool]int{true: 2, false: 0}[deal] {
			t.Fatalf("deal %v: %d dealt seats", deal, got)
		}
		if res[k], err = runMonteCarlo(context.Background(), m, opts, func() batchRunner { return setup.newSampler() }); err != nil {
			t.Fatal(err)
		}
	}
	for p := range 3 {
		a, b := res[0].Players[p], res[1].Players[p]
		se := math.Hypot(math.Sqrt((a.EquitySq-a.Equity*a.Equity)/float64(a.Samples)), math.Sqrt((b.EquitySq-b.Equity*b.Equity)/float64(b.Samples)))
		if d := math.Abs(a.Equity - b.Equity); d > 5*se {
			t.Errorf("player %d: dealt %.5f, drawn %.5f: %.1f standard errors apart", p+1, a.Equity, b.Equity, d/se)
		}
	}
}
