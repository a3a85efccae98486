package sim

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/omaha"
)

// refDeals lists every deal of hands of m's players by brute force: known
// cards as they are, partial hands completed every way, Omaha ranges by
// their hands; each deal equally likely. Hold'em ranges are not taken.
func refDeals(t *testing.T, m *Matchup) [][][]deck.Card {
	t.Helper()
	known := m.Known() | ^m.Game.Deck()&deck.FullDeck
	var out [][][]deck.Card
	var rec func(p int, used deck.Set, hands [][]deck.Card)
	rec = func(p int, used deck.Set, hands [][]deck.Card) {
		if p == len(m.Players) {
			out = append(out, append([][]deck.Card(nil), hands...))
			return
		}
		pl := m.Players[p]
		if pl.Range != nil {
			r, ok := pl.Range.(*omaha.Range)
			if !ok {
				t.Fatal("refDeals: no Hold'em ranges")
			}
			for h := range r.Hands(known) {
				if h&used == 0 {
					rec(p+1, used|h, append(hands, h.AppendCards(nil)))
				}
			}
			return
		}
		var complete func(from deck.Card, hand []deck.Card, used deck.Set)
		complete = func(from deck.Card, hand []deck.Card, used deck.Set) {
			if len(hand) == m.Game.HoleCards() {
				rec(p+1, used, append(hands, hand))
				return
			}
			for c := from; c < deck.NumCards; c++ {
				if !(known | used).Has(c) {
					complete(c+1, append(append([]deck.Card(nil), hand...), c), used|c.Bit())
				}
			}
		}
		complete(0, pl.Cards, used|deck.SetOf(pl.Cards...))
	}
	rec(0, 0, nil)
	return out
}

// refWinners returns, for each player, whether it wins or shares the high
// (or only) pot and the low half, valuing each hand with game.Value and
// applying the rules as written: the best high shares the high; in a
// hi-lo game the best qualifying low shares the low, if there is one.
func refWinners(g game.Game, hands [][]deck.Card, board []deck.Card) (high, low []bool) {
	n := len(hands)
	hi, lo := make([]eval.Rank, n), make([]eval.Low, n)
	var bh eval.Rank
	var bl eval.Low
	for p, h := range hands {
		hi[p], lo[p] = g.Value(h, board)
		bh, bl = max(bh, hi[p]), max(bl, lo[p])
	}
	high, low = make([]bool, n), make([]bool, n)
	for p := range n {
		high[p] = hi[p] == bh
		low[p] = g.HiLo() && bl > 0 && lo[p] == bl
	}
	return high, low
}

// TestOutsInEveryGame checks OutsOf in games of two plus three, hi-lo and
// short deck against a brute force over the cards to come, each hand
// valued by game.Value: the bug of Omaha valued as any five of the seven
// cards, and of the low ignored, cannot pass it.
func TestOutsInEveryGame(t *testing.T) {
	tests := []struct {
		g       game.Game
		board   string
		players []string
	}{
		{game.Omaha, "Qs7h2c", []string{"AsAhKsKh", "8d9dTcJc"}},
		{game.Omaha, "Qs7h2c9s", []string{"AsAhKsKh", "8d9dTcJc", "6s5s4d3d"}},
		{game.Omaha8, "Qs7h2c", []string{"AsAhKsKh", "8d9dTcJc"}},
		{game.Omaha8, "Qs7h3c", []string{"As2hKsKh", "8d9dTcJc", "Ad4c5c6h"}},
		{game.Omaha8, "8s7h3c2d", []string{"As2hKsKh", "AdAc4c5c"}},
		{game.Omaha5x8, "Qs7h2c", []string{"AsAhKsKh3d", "8d9dTcJc4c"}},
		{game.Omaha6, "Qs7h2c", []string{"AsAhKsKh3d3c", "8d9dTcJc4c5c"}},
		{game.Omaha, "Qs7h2c", []string{"AsAhKsKh", "range:JT98"}},
		{game.Omaha8, "Qs7h2c9d", []string{"AsAhKsKh", "8d9s"}},
		{game.Holdem, "Ts9h2c", []string{"AhKh", "QsQd", "8c7c"}},
		{game.ShortDeck, "Ts9h6c", []string{"AhKh", "QsQd", "8c7c"}},
	}
	for _, tt := range tests {
		m := gameMatchup(t, tt.g, tt.board, tt.players...)
		t.Run(m.String(), func(t *testing.T) {
			outs, err := OutsOf(context.Background(), m)
			if err != nil {
				t.Fatal(err)
			}
			n, halves := len(m.Players), 1
			if tt.g.HiLo() {
				halves = 2
			}
			behind := make([][]float64, halves)
			win, tie := make([][][deck.NumCards]float64, halves), make([][][deck.NumCards]float64, halves)
			for k := range halves {
				behind[k] = make([]float64, n)
				win[k], tie[k] = make([][deck.NumCards]float64, n), make([][deck.NumCards]float64, n)
			}
			deals := refDeals(t, m)
			for _, hands := range deals {
				var used deck.Set
				for _, h := range hands {
					used |= deck.SetOf(h...)
				}
				nh, nl := refWinners(tt.g, hands, m.Board)
				now := [][]bool{nh, nl}
				for c := range (tt.g.Deck() &^ m.Known() &^ used).All() {
					ah, al := refWinners(tt.g, hands, append(append([]deck.Card(nil), m.Board...), c))
					after := [][]bool{ah, al}
					for k := range halves {
						sharers := 0
						for p := range n {
							if after[k][p] {
								sharers++
							}
						}
						for p := range n {
							if now[k][p] || !after[k][p] {
								continue
							}
							if sharers == 1 {
								win[k][p][c]++
							} else {
								tie[k][p][c]++
							}
						}
					}
				}
				for k := range halves {
					for p := range n {
						if !now[k][p] {
							behind[k][p]++
						}
					}
				}
			}
			for p, o := range outs {
				parts := []*OutCards{&o.OutCards, o.Low}
				if (o.Low != nil) != tt.g.HiLo() {
					t.Fatalf("player %d: Low outs %v in %v", p+1, o.Low != nil, tt.g)
				}
				for k := range halves {
					b := behind[k][p]
					if got := parts[k].Behind; math.Abs(got-b/float64(len(deals))) > 1e-12 {
						t.Errorf("player %d half %d: behind %v, want %v", p+1, k, got, b/float64(len(deals)))
					}
					if b == 0 {
						b = 1
					}
					for c := range deck.NumCards {
						if math.Abs(parts[k].Win[c]-win[k][p][c]/b) > 1e-12 || math.Abs(parts[k].Tie[c]-tie[k][p][c]/b) > 1e-12 {
							t.Errorf("player %d half %d card %v: win %v tie %v, want %v %v", p+1, k, deck.Card(c),
								parts[k].Win[c], parts[k].Tie[c], win[k][p][c]/b, tie[k][p][c]/b)
						}
					}
				}
			}
		})
	}
}

// TestOutsPLOAcceptance pins the case of the issue: on Qs7h2c the aces are
// ahead in Omaha, and 8d9dTcJc, whose four straight cards need three of
// the board, has no card that puts it in front on the turn.
func TestOutsPLOAcceptance(t *testing.T) {
	m := gameMatchup(t, game.Omaha, "Qs7h2c", "AsAhKsKh", "8d9dTcJc")
	outs, err := OutsOf(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	if outs[0].Behind != 0 || outs[1].Behind != 1 {
		t.Fatalf("behind: aces %v, 8d9dTcJc %v; want 0 and 1", outs[0].Behind, outs[1].Behind)
	}
	for c := range deck.NumCards {
		if outs[1].Win[c] != 0 || outs[1].Tie[c] != 0 {
			t.Errorf("8d9dTcJc: %v is an out (%v, %v); it has none", deck.Card(c), outs[1].Win[c], outs[1].Tie[c])
		}
	}
}

// TestByCardInOmaha checks that in Omaha games the next cards' equities,
// weighted by their chances, give the equity on the street before, with
// known hands, a partial hand and a range.
func TestByCardInOmaha(t *testing.T) {
	for _, m := range []*Matchup{
		gameMatchup(t, game.Omaha, "Qs7h2c", "AsAhKsKh", "8d9dTcJc"),
		gameMatchup(t, game.Omaha8, "Qs7h3c", "As2hKsKh", "8d9dTcJc"),
		gameMatchup(t, game.Omaha5x8, "Qs7h3c5d", "As2hKsKh4c", "8d9dTcJc6c"),
		gameMatchup(t, game.Omaha8, "Qs7h3c5d", "As2hKsKh", "range:A2**"),
	} {
		whole, err := Enumerate(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		cards, err := ByCard(context.Background(), m, Options{Method: ForceExact})
		if err != nil {
			t.Fatal(err)
		}
		for p := range m.Players {
			var eq, chance float64
			for _, c := range cards {
				eq += c.Chance * c.Result.Players[p].Equity
				chance += c.Chance
			}
			if math.Abs(chance-1) > 1e-12 || math.Abs(eq-whole.Players[p].Equity) > 1e-12 {
				t.Errorf("%v: player %d: chances add to %v and equities to %v, want 1 and %v", m, p+1, chance, eq, whole.Players[p].Equity)
			}
		}
	}
}
