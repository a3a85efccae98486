package pql

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// TestPublishedExamples checks the examples of ProPokerTools' function
// table that are deterministic.
func TestPublishedExamples(t *testing.T) {
	cases := []struct {
		q    string
		want float64
	}{
		// "if the board is 'AsKdJhKc3s', then boardInRange('AKK') is false,
		// boardInRange('AKJ3K') is false, and boardInRange('KJAK3') is true"
		{"select count(boardInRange('AKK')) from game='holdem', p1='QQ', p2='**', board='AsKdJhKc3s'", 0},
		{"select count(boardInRange('AKJ3K')) from game='holdem', p1='QQ', p2='**', board='AsKdJhKc3s'", 0},
		{"select count(boardInRange('KJAK3')) from game='holdem', p1='QQ', p2='**', board='AsKdJhKc3s'", 1},
		// "in stud-8 where p1='2356798', p2='23568qa', bestLoRating(p1,
		// fifth) is true, ... (p1, sixth) is true, and ... (p1, seventh)
		// is false"
		{"select count(bestLoRating(p1, fifth)) from game='stud8', p1='2s3s5h6d7c9d8h', p2='2c3c5d6h8cQsAd'", 1},
		{"select count(bestLoRating(p1, sixth)) from game='stud8', p1='2s3s5h6d7c9d8h', p2='2c3c5d6h8cQsAd'", 1},
		{"select count(bestLoRating(p1, seventh)) from game='stud8', p1='2s3s5h6d7c9d8h', p2='2c3c5d6h8cQsAd'", 0},
	}
	for _, c := range cases {
		if got := run(t, c.q, Request{}, false).Selectors[0].Value; got != c.want {
			t.Errorf("%s = %v, want %v", c.q, got, c.want)
		}
	}
}

// TestNutsAndOutsAgainstBruteForce checks nutHi, outsToHandType and
// nutHiOuts on random Hold'em and Omaha deals against values found by
// trying every holding and every card by hand.
func TestNutsAndOutsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, g := range []game.Game{game.Holdem, game.Omaha} {
		r := g.Ranking()
		// best values a hole of any size with the board as g makes hands.
		best := func(hole, board []deck.Card) eval.Rank {
			if g == game.Holdem {
				return r.Value(eval.NewHand(append(append([]deck.Card{}, hole...), board...)...))
			}
			var v eval.Rank
			for i := range hole {
				for j := i + 1; j < len(hole); j++ {
					for a := range board {
						for b := a + 1; b < len(board); b++ {
							for c := b + 1; c < len(board); c++ {
								v = max(v, r.Value(eval.NewHand(hole[i], hole[j], board[a], board[b], board[c])))
							}
						}
					}
				}
			}
			return v
		}
		nut := func(hole, board []deck.Card) bool {
			mine := best(hole, board)
			unseen := allCards(deck.SetOf(append(append([]deck.Card{}, hole...), board...)...))
			for a := range unseen {
				for b := a + 1; b < len(unseen); b++ {
					if best([]deck.Card{unseen[a], unseen[b]}, board) > mine {
						return false
					}
				}
			}
			return true
		}
		for range 6 {
			perm := deck.FullDeck.AppendCards(nil)
			rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
			n := g.HoleCards()
			hero, villain, board := perm[:n], perm[n:2*n], perm[2*n:2*n+5]
			live := allCards(deck.SetOf(perm[:2*n+3]...))
			var outs, nutOuts float64
			pair := eval.OnePair
			hasPair := r.Category(best(hero, board[:3])) >= pair
			for _, c := range live {
				b4 := append(append([]deck.Card{}, board[:3]...), c)
				if !hasPair && r.Category(best(hero, b4)) >= pair {
					outs++
				}
			}
			live4 := allCards(deck.SetOf(perm[:2*n+4]...))
			for _, c := range live4 {
				if nut(hero, append(append([]deck.Card{}, board[:4]...), c)) {
					nutOuts++
				}
			}
			q := "select count(nutHi(hero, river)), count(nutHi(hero, flop)), avg(outsToHandType(hero, flop, pair)), avg(nutHiOuts(hero, turn))" +
				" from game='" + g.String() + "', hero='" + cards(hero) + "', villain='" + cards(villain) + "', board='" + cards(board) + "'"
			s := run(t, q, Request{}, false).Selectors
			want := []float64{b2f(nut(hero, board)), b2f(nut(hero, board[:3])), outs, nutOuts}
			for i, w := range want {
				if s[i].Value != w {
					t.Errorf("%s: %s = %v, brute force %v", q, s[i].Name, s[i].Value, w)
				}
			}
		}
	}
}

// TestFlopHandCategory checks each flop hand category on a hand made for
// it.
func TestFlopHandCategory(t *testing.T) {
	cases := []struct{ hero, flop, want string }{
		{"AhKd", "9s7d2c", "flopNothing"},
		{"3h3d", "9s7d5c", "flopUnderPair"},
		{"Ah5d", "9s7d5c", "flopThirdPair"},
		{"6h6d", "9s7d5c", "flopPocket23"},
		{"Ah7h", "9s7d5c", "flopSecondPair"},
		{"8h8d", "9s7d5c", "flopPocket12"},
		{"9hKd", "9s7d5c", "flopTopPair"},
		{"QhQd", "9s7d5c", "flopOverPair"},
		{"7h5h", "9s7d5c", "flopBottomTwo"},
		{"9h5h", "9s7d5c", "flopTopAndBottom"},
		{"9h7h", "9s7d5c", "flopTopTwo"},
		{"Ah9h", "9s9d5c", "flopTrips"},
		{"5h5d", "9s7d5c", "flopSet"},
		{"8h6h", "9s7d5c", "flopStraight"},
		{"AhKh", "9h7h5h", "flopFlush"},
		{"9h5h", "9s9d5c", "flopFullHouse"},
		{"9h9c", "9s9d5c", "flopQuads"},
		{"8h6h", "9h7h5h", "flopStraightFlush"},
	}
	for _, c := range cases {
		q := "select histogram(flopHandCategory(hero)), count(exactFlopHandCategory(hero, " + c.want + ")) from game='holdem', hero='" + c.hero + "', villain='Jc4c', board='" + c.flop + "'"
		s := run(t, q, Request{}, false).Selectors
		if len(s[0].Buckets) != 1 || s[0].Buckets[0].Label != c.want || s[1].Value != 1 {
			t.Errorf("%s: %+v, %v, want %s", q, s[0].Buckets, s[1].Value, c.want)
		}
	}
}

// TestHvHEquityAgainstShowdown checks HvHequity on the flop and the turn,
// whose Omaha path prepares the hole cards once a deal, against the mean
// pot share of game.Showdown and game.Pot over every runout, in every
// game with a board and two to three players.
func TestHvHEquityAgainstShowdown(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, g := range game.Filter(func(g game.Game) bool { return g.BoardCards() == 5 }) {
		for deal := range 6 {
			players := 2 + deal%2
			perm := g.Deck().AppendCards(nil)
			rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
			n := g.HoleCards()
			holes := make([]eval.Hand, players)
			q := "select avg(HvHequity(p1, flop)), avg(HvHequity(p" + string(rune('0'+players)) + ", turn)) from game='" + g.String() + "'"
			for p := range players {
				holes[p] = eval.NewHand(perm[p*n : (p+1)*n]...)
				q += ", p" + string(rune('1'+p)) + "='" + cards(perm[p*n:(p+1)*n]) + "'"
			}
			board := perm[players*n : players*n+5]
			q += ", board='" + cards(board) + "'"
			want := func(s, p int) float64 {
				live := (g.Deck() &^ deck.SetOf(perm[:players*n]...) &^ deck.SetOf(board[:s]...)).AppendCards(nil)
				high, low := make([]eval.Rank, players), make([]eval.Low, players)
				sum, count := 0.0, 0
				eachCombination(live, 5-s, func(rest []deck.Card) {
					b := eval.NewHand(append(append([]deck.Card{}, board[:s]...), rest...)...)
					g.Showdown(high, low, holes, b)
					sum += g.Pot(high, low).Share(p)
					count++
				})
				return sum / float64(count)
			}
			s := run(t, q, Request{}, false).Selectors
			for i, w := range []float64{want(3, 0), want(4, players-1)} {
				if math.Abs(s[i].Value-w) > 1e-12 {
					t.Errorf("%s: %s = %v, game.Showdown %v", q, s[i].Name, s[i].Value, w)
				}
			}
		}
	}
}
