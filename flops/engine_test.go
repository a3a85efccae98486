package flops

import (
	"context"
	"github.com/pokersim/pokersim/answer"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/postflop"
	"github.com/pokersim/pokersim/sim"
)

// classOf returns the class under sym of the flop given as text.
func classOf(t *testing.T, g game.Game, sym Symmetry, text string) Class {
	t.Helper()
	f := deck.SetOf(deck.MustParseCards(text)...)
	for _, c := range Classes(g, sym) {
		for _, k := range sym.list() {
			if deck.SuitPerms()[k].Set(f) == c.Set {
				return c
			}
		}
	}
	t.Fatalf("no class of %s", text)
	return Class{}
}

// TestFlopMatchesSim checks each flop's equity against sim's exact
// equity of the two ranges with the flop as board (an independent path:
// sim enumerates per matchup, relabelling whole deals), and the buckets
// against the distribution of the same spot.
func TestFlopMatchesSim(t *testing.T) {
	cases := []struct {
		name, r1, r2, flop string
		g                  game.Game
	}{
		{"rainbow", "QQ+,AK", "22+,A2s+,KTo+", "7h5d2c", game.Holdem},
		{"monotone", "AA,KK,AKs,T9s", "JJ-99,AQs,QJs", "Kh7h2h", game.Holdem},
		{"two-tone paired", "TT+,ATs+", "random", "9s9h4s", game.Holdem},
		{"trips", "AKo,QQ", "77,A2s", "5c5d5h", game.Holdem},
		{"suits named", "AhKh,QsQd", "JJ+,AsKs,As5s", "Jh8h3c", game.Holdem},
		{"short deck", "AA,KQs,T9s", "JJ+,AKo", "Ts9h8c", game.ShortDeck},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := tc.g.Deck()
			r1, err := deck.ParseRangeIn(in, tc.r1)
			if err != nil {
				t.Fatal(err)
			}
			r2, err := deck.ParseRangeIn(in, tc.r2)
			if err != nil {
				t.Fatal(err)
			}
			sym := SymmetryOf(r1, r2)
			e, err := NewEngine(tc.g, r1, r2, sym, answer.Buckets[1:])
			if err != nil {
				t.Fatal(err)
			}
			c := classOf(t, tc.g, sym, tc.flop)
			got := e.Flop(c, e.NewScratch())
			cards := c.Cards()
			m := &sim.Matchup{Game: tc.g, Players: []sim.Player{{Range: r1}, {Range: r2}}, Board: cards[:]}
			opts := sim.Options{Method: sim.ForceExact, Workers: 1}
			for p := range 2 {
				hands, res, err := sim.HandsOf(context.Background(), m, opts, p)
				if err != nil {
					t.Fatal(err)
				}
				if want := res.Players[0].Equity; math.Abs(got.Equity[p]-want) > 1e-12 {
					t.Errorf("%s: range %d equity %v, sim %v", c, p+1, got.Equity[p], want)
				}
				d := answer.NewDistribution(0, "", hands)
				for b := range d.Buckets {
					if math.Abs(got.Buckets[p][b]-d.Buckets[b]) > 1e-9 {
						t.Errorf("%s: range %d buckets %v, distribution %v", c, p+1, got.Buckets[p], d.Buckets)
						break
					}
				}
			}
		})
	}
}

// TestMade checks each range's made hands on some flops against
// postflop's filters, as range --keep reads them ("bottom-two+" and
// "set+"), and the nuts against a brute force: a combo holds the nuts when
// no two live cards make a better five-card hand with the flop.
func TestMade(t *testing.T) {
	cases := []struct {
		g            game.Game
		r1, r2, flop string
	}{
		{game.Holdem, "22+,AK,KQs,T9s,65s", "QQ+,AK,JTs", "Kh7h2h"},
		{game.Holdem, "22+,AK,KQs,T9s,65s", "random", "9s8h7d"},
		{game.Holdem, "77,KK,K7s,A7o", "AA,QQ", "7s7dKc"},
		{game.ShortDeck, "66+,AK,T9s", "JJ+,AJo", "Ts9h6c"},
	}
	for _, tc := range cases {
		in := tc.g.Deck()
		r1, r2 := mustRangeIn(t, in, tc.r1), mustRangeIn(t, in, tc.r2)
		sym := SymmetryOf(r1, r2)
		e, err := NewEngine(tc.g, r1, r2, sym, DefaultBuckets)
		if err != nil {
			t.Fatal(err)
		}
		c := classOf(t, tc.g, sym, tc.flop)
		got := e.Flop(c, e.NewScratch())
		cards := c.Cards()
		for p, r := range []*deck.Range{r1, r2} {
			whole := r.Without(c.Set).Total()
			for _, k := range []struct {
				filter string
				got    float64
			}{{"bottom-two+", got.Made[p].TwoPair}, {"set+", got.Made[p].Sets}} {
				f, err := postflop.ParseFilterIn(tc.g, k.filter)
				if err != nil {
					t.Fatal(err)
				}
				spot, err := postflop.NewSpotIn(tc.g, cards[:], 0)
				if err != nil {
					t.Fatal(err)
				}
				want := spot.Keep(r, f).Total() / whole
				if math.Abs(k.got-want) > 1e-12 {
					t.Errorf("%s, range %d: %s share %v, postflop %v", c, p+1, k.filter, k.got, want)
				}
			}
			if want := bruteNuts(tc.g, c.Set, r) / whole; math.Abs(got.Made[p].Nuts-want) > 1e-12 {
				t.Errorf("%s, range %d: nuts share %v, brute force %v", c, p+1, got.Made[p].Nuts, want)
			}
		}
	}
}

func mustRangeIn(t *testing.T, in deck.Set, s string) *deck.Range {
	t.Helper()
	r, err := deck.ParseRangeIn(in, s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// bruteNuts returns the weight of r's combos without a flop card that no
// two live cards beat on the flop, comparing every pair.
func bruteNuts(g game.Game, flop deck.Set, r *deck.Range) float64 {
	rank := g.Ranking()
	value := func(a, b deck.Card) eval.Rank {
		return rank.Value(eval.NewHand(append(flop.AppendCards(nil), a, b)...))
	}
	live := (g.Deck() &^ flop).AppendCards(nil)
	var total float64
	for c, w := range r.All() {
		if c.Set()&flop != 0 {
			continue
		}
		v := value(c.Hi, c.Lo)
		beaten := false
		for i, a := range live {
			for _, b := range live[i+1:] {
				beaten = beaten || value(a, b) > v
			}
		}
		if !beaten {
			total += w
		}
	}
	return total
}

// TestFlopBruteForce checks a flop's deals, equities and buckets against
// the plainest count: every pair of combos, every turn and river.
func TestFlopBruteForce(t *testing.T) {
	cases := []struct {
		g            game.Game
		r1, r2, flop string
	}{
		{game.Holdem, "AA,KQs:0.5,76s", "JJ,AKo,T9s", "Qh9h2c"},
		{game.Holdem, "QQ,AhKh", "JJ,KQs", "KsKd5h"},
		{game.Holdem, "AA,KK", "QQ,JTs", "Th9h8h"},
		{game.ShortDeck, "AA,KQs,T9s", "JJ,AKo", "Ts9h8c"},
	}
	buckets := []float64{0.2, 0.5, 0.8}
	for _, tc := range cases {
		in := tc.g.Deck()
		rs := []*deck.Range{mustRangeIn(t, in, tc.r1), mustRangeIn(t, in, tc.r2)}
		sym := SymmetryOf(rs...)
		e, err := NewEngine(tc.g, rs[0], rs[1], sym, buckets)
		if err != nil {
			t.Fatal(err)
		}
		c := classOf(t, tc.g, sym, tc.flop)
		got := e.Flop(c, e.NewScratch())
		rank := tc.g.Ranking()
		flop := c.Set.AppendCards(nil)
		live := (in &^ c.Set).AppendCards(nil)
		var deals float64
		for p := range 2 {
			var won, met float64
			share := make([]float64, len(buckets)+1)
			for x, wx := range rs[p].All() {
				if x.Set()&c.Set != 0 {
					continue
				}
				var xWon, xMet float64
				for y, wy := range rs[1-p].All() {
					if y.Set()&(c.Set|x.Set()) != 0 {
						continue
					}
					if p == 0 {
						deals += wx * wy
					}
					for i, a := range live {
						for _, b := range live[i+1:] {
							if (a.Bit()|b.Bit())&(x.Set()|y.Set()) != 0 {
								continue
							}
							board := append(append([]deck.Card{}, flop...), a, b)
							vx := rank.Value(eval.NewHand(append(board, x.Hi, x.Lo)...))
							vy := rank.Value(eval.NewHand(append(board, y.Hi, y.Lo)...))
							switch {
							case vx > vy:
								xWon += wy
							case vx == vy:
								xWon += wy / 2
							}
							xMet += wy
						}
					}
				}
				won += wx * xWon
				met += wx * xMet
				if xMet > 0 {
					share[Bucket(buckets, xWon/xMet)] += wx * xMet
				}
			}
			if math.Abs(got.Equity[p]-won/met) > 1e-12 {
				t.Errorf("%s: range %d equity %v, brute force %v", c, p+1, got.Equity[p], won/met)
			}
			for b := range share {
				if math.Abs(got.Buckets[p][b]-share[b]/met) > 1e-12 {
					t.Errorf("%s: range %d buckets %v, brute force bucket %d %v", c, p+1, got.Buckets[p], b, share[b]/met)
				}
			}
		}
		if math.Abs(got.Deals-deals) > 1e-9 {
			t.Errorf("%s: deals %v, brute force %v", c, got.Deals, deals)
		}
	}
}

// TestClasses checks each range's made-hand classes on some flops against
// postflop's breakdown, as pokersim range --board FLOP shows it.
func TestClasses(t *testing.T) {
	cases := []struct {
		g            game.Game
		r1, r2, flop string
	}{
		{game.Holdem, "22+,AK,KQs,T9s,65s", "QQ+,AK,JTs", "Kh7h2h"},
		{game.Holdem, "77,KK,K7s,A7o", "random", "7s7dKc"},
		{game.ShortDeck, "66+,AK,T9s", "JJ+,AJo", "Ts9h6c"},
	}
	for _, tc := range cases {
		in := tc.g.Deck()
		rs := []*deck.Range{mustRangeIn(t, in, tc.r1), mustRangeIn(t, in, tc.r2)}
		sym := SymmetryOf(rs...)
		e, err := NewEngine(tc.g, rs[0], rs[1], sym, DefaultBuckets)
		if err != nil {
			t.Fatal(err)
		}
		c := classOf(t, tc.g, sym, tc.flop)
		got := e.Flop(c, e.NewScratch())
		cards := c.Cards()
		spot, err := postflop.NewSpotIn(tc.g, cards[:], 0)
		if err != nil {
			t.Fatal(err)
		}
		for p, r := range rs {
			b := spot.Classify(r)
			for m := range postflop.Made(postflop.NumMade) {
				if want := b.Share(b.Best[m]); math.Abs(got.Classes[p][m]-want) > 1e-12 {
					t.Errorf("%s, range %d: %s share %v, postflop %v", c, p+1, m, got.Classes[p][m], want)
				}
			}
		}
	}
}
