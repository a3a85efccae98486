package sim

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
)

// bruteStudShares deals every completion of a stud matchup one card set
// at a time (the community card first when the deck runs short, then each
// player's cards) and returns each player's summed share of the pots and
// the number of deals. The pot is divided as the rules say, written here
// from scratch: in stud the best high hand takes it, in razz the best
// ace-to-five low, in stud hi-lo the best high takes half and the best
// eight-or-better low the other half, or the whole pot without a low, each
// half split evenly among ties. Hands are valued by bruteStud, the best of
// every five of the seven cards.
func bruteStudShares(g game.Game, players [][]deck.Card, dead []deck.Card) ([]float64, int64) {
	r := studRules{razz: g == game.Razz, split: g == game.Stud8}
	used := deck.SetOf(dead...)
	for _, p := range players {
		used |= deck.SetOf(p...)
	}
	avail := (deck.FullDeck &^ used).AppendCards(nil)
	community := len(players)*7+len(dead) > 52
	own := 7
	if community {
		own = 6
	}
	n := len(players)
	shares := make([]float64, n)
	var deals int64
	hands := make([][]deck.Card, n)
	for p := range players {
		hands[p] = append([]deck.Card(nil), players[p]...)
	}
	var comm []deck.Card
	var deal func(p, from int, taken deck.Set)
	deal = func(p, from int, taken deck.Set) {
		if p == n {
			deals++
			hi, lo := make([]uint32, n), make([]uint32, n)
			var bh, bl uint32
			for q := range n {
				hi[q], lo[q] = bruteStud(r, append(append([]deck.Card(nil), hands[q]...), comm...))
				bh, bl = max(bh, hi[q]), max(bl, lo[q])
			}
			kh, kl := 0, 0
			for q := range n {
				if hi[q] == bh {
					kh++
				}
				if lo[q] == bl {
					kl++
				}
			}
			for q := range n {
				var h, l float64
				if hi[q] == bh {
					h = 1 / float64(kh)
				}
				if bl > 0 && lo[q] == bl {
					l = 1 / float64(kl)
				}
				if bl > 0 {
					shares[q] += (h + l) / 2
				} else {
					shares[q] += h
				}
			}
			return
		}
		if len(hands[p]) == own {
			deal(p+1, 0, taken)
			return
		}
		for i := from; i < len(avail); i++ {
			c := avail[i]
			if taken.Has(c) {
				continue
			}
			hands[p] = append(hands[p], c)
			deal(p, i+1, taken|c.Bit())
			hands[p] = hands[p][:len(hands[p])-1]
		}
	}
	if community {
		for _, c := range avail {
			comm = []deck.Card{c}
			deal(0, 0, c.Bit())
		}
	} else {
		deal(0, 0, 0)
	}
	return shares, deals
}

// studCase is a stud matchup for the tests: players as "AsAh2s vs random".
type studCase struct {
	name    string
	players string
	dead    string
}

func (c studCase) matchup(t *testing.T, g game.Game) *Matchup {
	t.Helper()
	m := &Matchup{Game: g}
	for _, s := range strings.Split(c.players, " vs ") {
		var p Player
		if s != "random" {
			cards, err := deck.ParseCards(s)
			if err != nil {
				t.Fatal(err)
			}
			p.Cards = cards
		}
		m.Players = append(m.Players, p)
	}
	dead, err := deck.ParseCards(c.dead)
	if err != nil {
		t.Fatal(err)
	}
	m.Dead = dead
	return m
}

var studCases = []studCase{
	{"heads-up sixth street", "AsKs2h3h7d9c vs QsJsTs4h5h8c", ""},
	{"heads-up fifth street, dead", "As2s3hKd8c vs AdAc4s4hQd", "2c3c4c5c6c7c9cTcJcQcKc2d3d5d6d7d"},
	{"razz pair case", "AsAh2s2h3s3h vs AdAc2d2c4s4h", "Kd"},
	{"three players, sixth street", "As2s3s4d9h9c vs 5h6h7h8hKcKd vs AhAd2h2d3c4c", "Qs"},
	{"random player", "AsAh2s2h3s3h vs random", "2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQdKd5s6s7s8s"},
	{"community card, eight players", "As2s3s4s5s6s vs Ah2h3h4h5h6h vs Ad2d3d4d5d6d vs Ac2c3c4c5c6c vs 7s8s9sTsJsQs vs 7h8h9hThJhQh vs 7d8d9dTdJdQd vs 7c8c9cTcJcQc", ""},
	{"community card, dead", "AsKs4d5d vs QhQd2c3c vs 7s8s9sTs", "2s3s4s5s6s2h3h4h5h6h7h8h9hThJhKhAh2d3d6d7d8d9dTdJdKdAd4c5c6c7c8c"},
}

// TestStudExactBrute checks exact stud, stud hi-lo and razz against
// bruteStudShares to 1e-9: late streets, dead cards, multiway, a player
// dealt at random and the community card.
func TestStudExactBrute(t *testing.T) {
	for _, c := range studCases {
		for _, g := range []game.Game{game.Stud, game.Stud8, game.Razz} {
			t.Run(fmt.Sprintf("%s/%v", c.name, g), func(t *testing.T) {
				m := c.matchup(t, g)
				res, err := Enumerate(context.Background(), m, Options{Workers: 2})
				if err != nil {
					t.Fatal(err)
				}
				shares, deals := bruteStudShares(g, playerCards(m), m.Dead)
				if res.Samples != deals {
					t.Errorf("Samples = %d, want %d deals", res.Samples, deals)
				}
				for p, pr := range res.Players {
					if want := shares[p] / float64(deals); math.Abs(pr.Equity-want) > 1e-9 {
						t.Errorf("player %d equity = %.12f, want %.12f", p, pr.Equity, want)
					}
				}
			})
		}
	}
}

func playerCards(m *Matchup) [][]deck.Card {
	out := make([][]deck.Card, len(m.Players))
	for i, p := range m.Players {
		out[i] = p.Cards
	}
	return out
}

// TestStudMonteCarlo checks Monte Carlo against the exact equities within
// five standard errors, and that the seed alone fixes the result,
// whatever the number of workers.
func TestStudMonteCarlo(t *testing.T) {
	cases := append([]studCase{{"third street", "AsAhAd vs KsQsJs", ""},
		{"third street multiway", "AsAhAd vs KsQsJs vs 2c3c4c", ""}}, studCases[:4]...)
	for _, c := range cases {
		for _, g := range []game.Game{game.Stud, game.Stud8, game.Razz} {
			t.Run(fmt.Sprintf("%s/%v", c.name, g), func(t *testing.T) {
				m := c.matchup(t, g)
				mc1, err := MonteCarlo(context.Background(), m, Options{Workers: 1, Trials: 200_000, Seed: 7})
				if err != nil {
					t.Fatal(err)
				}
				mc2, err := MonteCarlo(context.Background(), m, Options{Workers: 2, Trials: 200_000, Seed: 7})
				if err != nil {
					t.Fatal(err)
				}
				ex, err := Equity(context.Background(), m, Options{Workers: 2, ExactBudget: 30})
				if err != nil {
					t.Fatal(err)
				}
				if ex.Mode != ModeExact {
					if testing.Short() {
						t.Skip("no exact result to compare with quickly")
					}
					testfull.Full(t) // five million trials to compare with
					ex, err = MonteCarlo(context.Background(), m, Options{Workers: 2, Trials: 5_000_000, Seed: 99})
					if err != nil {
						t.Fatal(err)
					}
				}
				for p := range m.Players {
					a, b := mc1.Players[p], mc2.Players[p]
					if a.Equity != b.Equity || a.Win != b.Win {
						t.Errorf("player %d: 1 worker %v, 2 workers %v", p, a.Equity, b.Equity)
					}
					se := math.Hypot(a.StdErr, ex.Players[p].StdErr)
					if d := math.Abs(a.Equity - ex.Players[p].Equity); d > 5*se+1e-12 {
						t.Errorf("player %d: Monte Carlo %.5f ± %.5f, exact %.5f", p, a.Equity, a.StdErr, ex.Players[p].Equity)
					}
				}
			})
		}
	}
}

// TestStudValidate checks that stud matchups the rules do not allow are
// refused with the sentinel that names the fault.
func TestStudValidate(t *testing.T) {
	eight := "As2s3s4s5s6s vs Ah2h3h4h5h6h vs Ad2d3d4d5d6d vs Ac2c3c4c5c6c vs 7s8s9sTsJsQs vs 7h8h9hThJhQh vs 7d8d9dTdJdQd vs 7c8c9cTcJcQc"
	tests := []struct {
		name string
		c    studCase
		g    game.Game
		err  error
	}{
		{"streets differ", studCase{players: "AsAhAd vs KsQs"}, game.Stud, ErrHoleCards},
		{"eight cards", studCase{players: "AsAhAdAc2s2h2d2c vs KsQsJs"}, game.Stud, ErrHoleCards},
		{"nine players", studCase{players: eight + " vs random"}, game.Stud, ErrPlayers},
		{"seven cards and a community card", studCase{players: "As2s3s4s5s6s7s vs Ah2h3h4h5h6h7h vs Ad2d3d4d5d6d7d vs random vs random vs random vs random", dead: "8c9cTcJc"}, game.Razz, ErrDeck},
		{"too many dead", studCase{players: "AsKs vs QsJs", dead: "2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQdKdAd2h3h4h5h6h7h8h9hThJhQhKhAh2s3s"}, game.Stud8, ErrDeck},
		{"eight players with a community card", studCase{players: eight}, game.Stud, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.c.matchup(t, tt.g).Validate()
			if !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Errorf("Validate() = %v, want %v", err, tt.err)
			}
		})
	}
	if _, err := NewPlan(studCase{players: "As2s3s vs KsQsJs"}.matchup(t, game.Razz), Options{Categories: true}); !errors.Is(err, ErrOptions) {
		t.Errorf("razz with categories: NewPlan error = %v, want ErrOptions", err)
	}
}

// TestStudDuelCategories checks the heads-up counter's categories, which
// it counts from each player's completions alone, against walking every
// deal (studEnum), in stud and stud hi-lo.
func TestStudDuelCategories(t *testing.T) {
	for _, g := range []game.Game{game.Stud, game.Stud8} {
		m := studCase{players: "As2s3hKd8c vs AdAc4s4hQd", dead: "2c3c4c5c6c7c9cTcJcQcKc2d3d5d6d7d"}.matchup(t, g)
		s := newStudSetup(m)
		duel, walk := newTally(g, 2, true), newTally(g, 2, true)
		if err := s.newShardRunner(context.Background(), duel).runShard(0); err != nil {
			t.Fatal(err)
		}
		e := s.newEnum(context.Background(), walk)
		for i := range e.shards() {
			if err := e.runShard(i); err != nil {
				t.Fatal(err)
			}
		}
		if _, ok := s.newShardRunner(context.Background(), duel).(*studDuelRunner); !ok {
			t.Fatalf("%v: the heads-up matchup is not counted by studDuel", g)
		}
		if !duel.equal(walk) {
			t.Errorf("%v: studDuel counts %+v, the walk %+v", g, duel.cats, walk.cats)
		}
	}
}
