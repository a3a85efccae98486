package sim

import (
	"context"
	"errors"
	"fmt"
	"math"
	"reflect"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
)

// rangeMatchup builds a Hold'em matchup whose players are given as known
// hands ("AhKh") or ranges ("QQ+,AKs").
func rangeMatchup(t testing.TB, board string, players ...string) *Matchup {
	t.Helper()
	m := &Matchup{Game: game.Holdem, Board: deck.MustParseCards(board)}
	for _, text := range players {
		if cards, err := deck.ParseCards(text); err == nil {
			m.Players = append(m.Players, Player{Cards: cards, Text: text})
			continue
		}
		r, err := deck.ParseRange(text)
		if err != nil {
			t.Fatal(err)
		}
		m.Players = append(m.Players, Player{Range: r, Text: text})
	}
	return m
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
			if tt.players[1] == "random" && tt.players[0] != "AsAh" {
				if testing.Short() {
					t.Skip("takes about a second")
				}
				testfull.Full(t) // docs/ranges.md's example runs this matchup by default
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
	want := newWeighted(3, true, false)
	forEachTuple(m.seats(), func(hand []int, w float64) {
		k := make([]deck.Combo, len(hand))
		for i, j := range hand {
			k[i] = m.seats()[i].combos[j]
		}
		known := *m
		known.Players = make([]Player, len(k))
		for i, c := range k {
			known.Players[i] = Player{Cards: []deck.Card{c.Hi, c.Lo}}
		}
		tl := newTally(game.Holdem, len(k), true)
		if err := enumerateKnown(context.Background(), &known, tl); err != nil {
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
		walk    bool // force the random walk
		slow    bool // an exact reference of minutes on a busy machine: POKERSIM_FULL=1
	}{
		{[]string{"AhKh", "QQ"}, maxListedTuples, "", false, false},
		{[]string{"JJ+,AK", "QQ+,AKs"}, maxListedTuples, "", false, false},
		{[]string{"JJ+,AK", "QQ+,AKs"}, 0, "", false, false},
		{[]string{"AA,KK", "AA,KK", "AA,KK"}, maxListedTuples, "", false, false},
		{[]string{"AA,KK,QQ", "KK,QQ,JJ", "AK"}, 0, "", false, false},
		{[]string{"random", "AsAh"}, maxListedTuples, "", false, true},      // dealt hands, first player
		{[]string{"KQs,AJo", "random"}, maxListedTuples, "", false, true},   // hands of equal weight
		{[]string{"AA@30,KQs", "random"}, maxListedTuples, "", false, true}, // weighted hands
		// The same three on a flop, where the exact reference is quick.
		{[]string{"random", "AsAh"}, maxListedTuples, "Ts9h2c", false, false},
		{[]string{"KQs,AJo", "random"}, maxListedTuples, "Ts9h2c", false, false},
		{[]string{"AA@30,KQs", "random"}, maxListedTuples, "Ts9h2c", false, false},
		{[]string{"AA,KK,QQ,AKs", "random"}, maxListedTuples, "Ts9h2c", false, false},
		{[]string{"random", "random"}, maxListedTuples, "Ts9h2c", false, false},                        // every hand dealt
		{[]string{"22+,A2s+,KTs+,ATo+", "QQ+,AK", "random"}, maxListedTuples, "Ts9h2c4d", false, true}, // listed and dealt, three ways
		{[]string{"JJ+,AK", "QQ+,AKs"}, 0, "", true, false},
		{[]string{"AA,KK,QQ", "KK,QQ,JJ", "AK"}, 0, "", true, false},
		{[]string{"AA,KK,QQ", "KK,QQ,JJ", "AK", "22-55"}, 0, "Ts9h2c", true, false},
		{[]string{"QQ+,AK", "JJ+,AQs+", "TT+,AJs+", "AK"}, 10, "Jd8c3s", true, false},
		{[]string{"AA@30,KQs", "KK,KQs:0.4,QQ", "random"}, 0, "", true, true},
		// The two slowest cases on a river, where the exact reference is quick.
		{[]string{"TT+,AKs", "QQ+,AK", "random"}, maxListedTuples, "Ts9h2c4d8s", false, false},
		{[]string{"AA@30,KQs", "KK,KQs:0.4,QQ", "random"}, 0, "Ts9h2c4d8s", true, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%v/%v/%s/%v", tt.players, tt.list, tt.board, tt.walk), func(t *testing.T) {
			if tt.slow {
				testfull.Full(t)
			}
			m := rangeMatchup(t, tt.board, tt.players...)
			exact, err := Enumerate(context.Background(), m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Trials: 10 * BlockSize, Seed: 5}
			setup, err := newRangeSetup(context.Background(), m, m.seats(), opts, tt.list, dealRandom)
			if err != nil {
				t.Fatal(err)
			}
			if (tt.list == maxListedTuples) != (len(setup.rest) == 0) {
				t.Fatalf("%d seats drawn by rejection with a list limit of %v", len(setup.rest), tt.list)
			}
			if tt.walk {
				setup.walk, setup.segment = true, walkSegment(0.2)
			}
			mc, err := runMonteCarlo(context.Background(), m, opts, func() blockRunner { return setup.newSampler() })
			if err != nil {
				t.Fatal(err)
			}
			for p, e := range exact.Players {
				got := mc.Players[p]
				se := got.StdErr
				if d := math.Abs(got.Equity - e.Equity); d > 5*se+1e-12 {
					t.Errorf("player %d: Monte Carlo %.5f, exact %.5f: %.1f standard errors apart", p+1, got.Equity, e.Equity, d/se)
				}
			}
		})
	}
}

func TestRangeMonteCarloSameForAnyWorkers(t *testing.T) {
	tests := []struct {
		players []string
		byHand  bool
	}{
		{[]string{"QQ+,AKs", "random"}, true},
		{[]string{"random", "random"}, false},                       // runChoice, heads-up
		{[]string{"22+,A2s+,KTs+,ATo+", "QQ+,AK", "random"}, false}, // runChoice, three ways
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.players), func(t *testing.T) {
			m := rangeMatchup(t, "", tt.players...)
			var first *Result
			for _, w := range []int{1, 3} {
				r, err := MonteCarlo(context.Background(), m, Options{Trials: 3*BlockSize + 7, Seed: 9, Workers: w, ByHand: tt.byHand})
				if err != nil {
					t.Fatal(err)
				}
				if first == nil {
					first = r
				} else if !reflect.DeepEqual(r.Players, first.Players) || !reflect.DeepEqual(r.ByHand, first.ByHand) {
					t.Errorf("%d workers give a different result from 1", w)
				}
			}
		})
	}
}

// TestPreflopRankingCurrent recomputes a few classes' equity against a
// random hand and compares it with deck's generated ranking data, so that
// a change to the engine cannot leave the ranking stale unnoticed.
func TestPreflopRankingCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates three hands against every other")
	}
	names := []string{"AA", "T9s", "72o"}
	for _, name := range names[:testfull.N(len(names), 1)] {
		c, err := deck.ParseClass(name)
		if err != nil {
			t.Fatal(err)
		}
		var hand deck.Combo
		for h := range c.Combos() {
			hand = h
			break
		}
		m := &Matchup{Game: game.Holdem, Players: []Player{{Cards: []deck.Card{hand.Hi, hand.Lo}}, {Range: deck.FullRange()}}}
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
	opts := Options{Trials: 8 * BlockSize, Seed: 2}
	var res [2]*Result
	for k, deal := range []bool{true, false} {
		mode := setupMode(0)
		if deal {
			mode = dealRandom
		}
		setup, err := newRangeSetup(context.Background(), m, m.seats(), opts, maxListedTuples, mode)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(setup.dealt); got != map[bool]int{true: 2, false: 0}[deal] {
			t.Fatalf("deal %v: %d dealt seats", deal, got)
		}
		if res[k], err = runMonteCarlo(context.Background(), m, opts, func() blockRunner { return setup.newSampler() }); err != nil {
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

// TestRunChoiceMatchesDecks checks that runChoice, the fast loop for
// assignments of equal weight, counts what runDecks counts from the same
// stream, bit for bit: they draw alike and differ only in how they value
// and count.
//
// runChoice values by eval.Ranking.Values7 and counts three seats in
// packed bytes and more in batchMasks; runDecks by Value, a counter a
// trial. So the cases cover two to six seats and each game the loop
// serves, the short decks valuing by tables of their own.
func TestRunChoiceMatchesDecks(t *testing.T) {
	tests := []struct {
		g       game.Game
		board   string
		players []string
	}{
		{game.Holdem, "", []string{"random", "random"}},
		{game.Holdem, "", []string{"50%", "random"}},
		{game.Holdem, "", []string{"22+,A2s+,KTs+,ATo+", "QQ+,AK", "random"}},
		{game.Holdem, "", []string{"22+,A2s+,KTs+,ATo+", "QQ+,AK", "TT-77,AJs,KQs"}}, // over 2^16 assignments
		{game.Holdem, "Ts9h2c", []string{"AhAd", "random", "random"}},
		{game.Holdem, "", []string{"QQ+", "random", "AK", "random"}},
		{game.Holdem, "8c7c", []string{"JJ", "KQs"}},
		{game.Holdem, "", []string{"random", "random", "random", "random", "random", "random"}},
		{game.ShortDeck, "", []string{"TT+,AJs+", "QQ+,AK", "random"}},
		{game.ShortDeck, "", []string{"random", "random", "random", "random", "random"}},
		{game.ShortDeckTrips, "9h8h", []string{"TT+,AJs+", "random", "random"}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.g, tt.board, tt.players), func(t *testing.T) {
			m := rangeMatchup(t, tt.board, tt.players...)
			m.Game = tt.g
			setup, err := newRangeSetup(context.Background(), m, m.seats(), Options{}, maxListedTuples, dealRandom)
			if err != nil {
				t.Fatal(err)
			}
			rs := setup.newSampler()
			if setup.sets == nil || !setup.pick.uniform || rs.masks == nil {
				t.Fatal("the matchup is not dealt by deck.Choice")
			}
			n := len(m.Players)
			fast, slow := block{t: newTally(m.Game, n, false)}, block{t: newTally(m.Game, n, false)}
			for _, b := range []*block{&fast, &slow} {
				rs.rng.Seed(6, 1)
				if b == &fast {
					rs.runChoice(b.t, 20000)
				} else {
					rs.runDecks(b, 20000)
				}
			}
			if !fast.t.equal(slow.t) {
				t.Errorf("runChoice tally %+v, runDecks %+v", fast.t, slow.t)
			}
		})
	}
}

// TestWalkKeepsTarget checks that the random walk's updates keep the
// distribution of assignments that the ranges' weights give: many short
// walks, each from its own start drawn by rejection, each give one
// assignment after a few updates; a chi-square test compares their counts
// with the exact probabilities of the conflict-free assignments.
func TestWalkKeepsTarget(t *testing.T) {
	m := rangeMatchup(t, "", "AA@30,KK,AKs", "AA,KK:0.5,AQs", "AK,KK@200", "AA,AKo")
	seats := m.seats()
	setup, err := newRangeSetup(context.Background(), m, seats, Options{}, 0, dealRandom)
	if err != nil {
		t.Fatal(err)
	}
	if len(setup.rest) == 0 {
		t.Fatal("no seat drawn by rejection: the walk has nothing to update")
	}
	// The exact probability of each assignment.
	want := make(map[string]float64)
	var total float64
	forEachTuple(seats, func(hand []int, w float64) {
		want[fmt.Sprint(hand)] += w
		total += w
	})
	n := 20000
	if testing.Short() {
		n = 4000
	}
	got := make(map[string]int)
	rs := setup.newSampler()
	units := len(setup.rest) + 1
	for walk := range n {
		rs.rng.Seed(77, uint64(walk))
		used, ok := rs.choose(1 << 20)
		if !ok {
			t.Fatal("no start")
		}
		for step := range 3*units + walk%units {
			if u := step % units; u < len(setup.rest) {
				used = rs.updateSeat(setup.rest[u], used)
			} else {
				used = rs.updateListed(used)
			}
		}
		got[fmt.Sprint(rs.hand)]++
	}
	var chi2 float64
	for k, w := range want {
		e := float64(n) * w / total
		d := float64(got[k]) - e
		chi2 += d * d / e
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Fatalf("the walk reached %s, which is not a conflict-free assignment", k)
		}
	}
	df := float64(len(want) - 1)
	if p := (distuv.ChiSquared{K: df}).Survival(chi2); p < 1e-4 {
		t.Errorf("chi-square %.1f with %v degrees of freedom: p = %.2g", chi2, df, p)
	}
}

// TestWalkIntervalCoverage checks that the standard errors of the random
// walk, by batch means, are honest: 95% intervals cover the exact equity
// about 95% of the time.
func TestWalkIntervalCoverage(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 200 walks")
	}
	m := rangeMatchup(t, "", "AA,KK,QQ", "KK,QQ,JJ", "AK")
	exact, err := Enumerate(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	setup, err := newRangeSetup(context.Background(), m, m.seats(), Options{}, 0, dealRandom)
	if err != nil {
		t.Fatal(err)
	}
	setup.walk, setup.segment = true, walkSegment(0.2)
	runs, covered := testfull.N(400, 100), 0 // the bound below follows runs
	for seed := range uint64(runs) {
		r, err := runMonteCarlo(context.Background(), m, Options{Trials: 4 * BlockSize, Seed: seed}, func() blockRunner { return setup.newSampler() })
		if err != nil {
			t.Fatal(err)
		}
		ci := r.Players[0].Interval(0.95)
		if ci.Low <= exact.Players[0].Equity && exact.Players[0].Equity <= ci.High {
			covered++
		}
	}
	got := float64(covered) / float64(runs)
	if sd := math.Sqrt(0.95 * 0.05 / float64(runs)); math.Abs(got-0.95) > 3*sd {
		t.Errorf("95%% intervals of the walk covered the exact equity in %.1f%% of %d runs", 100*got, runs)
	}
	t.Logf("95%% intervals of the walk covered %.1f%% of %d runs", 100*got, runs)
}

// TestDecksDuelMatchesMasks checks that the heads-up loop over listed
// decks, which counts outcomes without branches, counts what the general
// count (by winners' masks, with results by hand) counts on the same
// stream: with a range and a dealt player, and with two dealt players.
func TestDecksDuelMatchesMasks(t *testing.T) {
	for _, m := range []*Matchup{rangeMatchup(t, "", "JJ+,AKs,76s", "random"), rangeMatchup(t, "Ts9h2c", "random", "random"),
		rangeMatchup(t, "", "AA,KK", "QQ,AK")} {
		var tallies [2]*tally
		for k, byHand := range []bool{false, true} {
			setup, err := newRangeSetup(context.Background(), m, m.seats(), Options{ByHand: byHand}, maxListedTuples, dealRandom)
			if err != nil {
				t.Fatal(err)
			}
			if setup.sets == nil && setup.decks == nil {
				t.Fatalf("%v: no sets or decks listed", m)
			}
			b := setup.newSampler().run(context.Background(), 3, 7, 20000)
			tallies[k] = b.t
		}
		if !tallies[0].equal(tallies[1]) {
			t.Errorf("%v: duel tally %+v, masks %+v", m, tallies[0], tallies[1])
		}
	}
}
