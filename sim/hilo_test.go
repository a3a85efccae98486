package sim

import (
	"context"
	"math"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// TestHiLoCategoriesAgainstBruteForce checks, in hi-lo games, each
// player's high hand categories and how often it makes a low (HiLo.Low)
// against a count over every completion of the board valued by
// game.Value; and Monte Carlo's within a few standard errors.
func TestHiLoCategoriesAgainstBruteForce(t *testing.T) {
	tests := []struct {
		g     game.Game
		board string
		hands []string
	}{
		{game.Omaha8, "Ks7h2h", []string{"AsAh2c3d", "KcKhQdJd", "4h5h6c7c"}},
		{game.Omaha8, "8d7h2h4c", []string{"As3d9c9s", "5h6h8c8s"}},
		{game.Omaha5x8, "Ks7h2h", []string{"AsAh2c3dTd", "4h5h6c7cJs"}},
	}
	for _, tt := range tests {
		m := gameMatchup(t, tt.g, tt.board, tt.hands...)
		r, err := Enumerate(context.Background(), m, Options{Categories: true})
		if err != nil {
			t.Fatal(err)
		}
		cats, lows := hiLoCategoriesReference(m)
		for p, pr := range r.Players {
			if pr.HiLo == nil || math.Abs(pr.HiLo.Low-lows[p]) > 1e-12 {
				t.Errorf("%v %v on %s: player %d makes a low %+v, want %v", tt.g, tt.hands, tt.board, p+1, pr.HiLo, lows[p])
			}
			for c := eval.HighCard; c <= eval.StraightFlush; c++ {
				if math.Abs(pr.Categories[c]-cats[p][c]) > 1e-12 {
					t.Errorf("%v %v on %s: player %d %v %v, want %v", tt.g, tt.hands, tt.board, p+1, c, pr.Categories[c], cats[p][c])
				}
			}
		}
		mc, err := MonteCarlo(context.Background(), m, Options{Categories: true, Trials: 8 * BlockSize, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		for p, pr := range mc.Players {
			x := lows[p]
			se := math.Sqrt(x * (1 - x) / float64(mc.Samples))
			if math.Abs(pr.HiLo.Low-x) > 4.5*se+1e-12 {
				t.Errorf("%v %v on %s: Monte Carlo player %d makes a low %v, exact %v ± %v", tt.g, tt.hands, tt.board, p+1, pr.HiLo.Low, x, se)
			}
		}
	}
}

// hiLoCategoriesReference returns, for a matchup of known hands, each
// player's share of boards with each high category and with a low, by
// dealing every completion of the board.
func hiLoCategoriesReference(m *Matchup) (cats [][eval.NumCategories + 1]float64, lows []float64) {
	g := m.Game
	n := len(m.Players)
	cats, lows = make([][eval.NumCategories + 1]float64, n), make([]float64, n)
	used := deck.SetOf(m.Board...)
	for _, p := range m.Players {
		used |= deck.SetOf(p.Cards...)
	}
	boards := 0.0
	var deal func(board []deck.Card, from deck.Card)
	deal = func(board []deck.Card, from deck.Card) {
		if len(board) == g.BoardCards() {
			boards++
			for p, pl := range m.Players {
				hi, lo := g.Value(pl.Cards, board)
				cats[p][g.Ranking().Category(hi)]++
				if lo != 0 {
					lows[p]++
				}
			}
			return
		}
		for c := range (g.Deck() &^ used).All() {
			if c < from {
				continue
			}
			used |= c.Bit()
			deal(append(board, c), c+1)
			used &^= c.Bit()
		}
	}
	deal(append([]deck.Card(nil), m.Board...), 0)
	for p := range n {
		for c := range cats[p] {
			cats[p][c] /= boards
		}
		lows[p] /= boards
	}
	return cats, lows
}
