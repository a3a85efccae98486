package pql

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// handsIn returns two players' hands and a board of game g, as text:
// known hands, the board left partly to come.
func handsIn(g game.Game) (hero, villain, board string) {
	switch {
	case g.Stud():
		return "AhAdKc7s8s9h", "QsQcJd5h4h3s", ""
	case g.BoardCards() == 0:
		return "Ah2d3c5s", "KsQcJd", ""
	case g.HoleCards() == 2:
		return "AhKh", "QsQd", "Qh7h"[:4] + "9c"
	}
	h := "AhKh2d3dQd9c"[:2*g.HoleCards()]
	v := "QsQc4s6sTc8h"[:2*g.HoleCards()]
	return h, v, "Jh7h5c"
}

// argFor writes an argument of type t for function f in game g.
func argFor(f *function, t typ, g game.Game) string {
	switch t {
	case tyPlayer:
		return "hero"
	case tyStreet:
		switch {
		case f.name == "outsToHandType" || f.name == "nutHiOuts":
			return "turn"
		case g.BoardCards() == 0 || f.name == "HvHequity":
			return "river"
		}
		return "turn"
	case tyHandType:
		return "pair"
	case tyFlopCat:
		return "flopTopPair"
	case tyRange:
		if g.Holding() == game.Patterns {
			return "'AA**, KK**'"
		}
		return "'AKs, QQ+'"
	case tyBoardRange:
		return "'***, AK*'"
	}
	panic("no argument of type " + t.String())
}

// TestEveryFunctionEveryGame runs every function in every game: it
// either runs, giving values in its domain, or is refused with the
// reason its table row gives.
func TestEveryFunctionEveryGame(t *testing.T) {
	for _, f := range functionTable() {
		for _, g := range game.All() {
			var args []string
			for _, a := range f.args {
				args = append(args, argFor(&f, a, g))
			}
			call := f.name + "(" + strings.Join(args, ", ") + ")"
			agg := "avg"
			switch f.ret {
			case tyBool:
				agg = "count"
			case tyHandType, tyFlopCat, tyCard:
				agg = "histogram"
			}
			hero, villain, board := handsIn(g)
			q := "select " + agg + "(" + call + ") from game='" + g.String() + "', hero='" + hero + "', villain='" + villain + "'"
			if board != "" {
				q += ", board='" + board + "'"
			}
			a, err := Run(context.Background(), Request{Query: q, Method: "mc", Trials: 300, Seed: 3}, 1)
			if why := f.refuse(g); why != "" {
				if !errors.Is(err, ErrGame) || !strings.Contains(err.Error(), why) {
					t.Errorf("%s in %v = %v, want refused: %s", f.name, g, err, why)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: %v", q, err)
				continue
			}
			s := a.Results[0].Selectors[0]
			if math.IsNaN(s.Value) || math.IsInf(s.Value, 0) || f.ret == tyBool && (s.Value < 0 || s.Value > 1) {
				t.Errorf("%s = %v, out of its domain", q, s.Value)
			}
			if agg == "histogram" {
				sum := 0.0
				for _, b := range s.Buckets {
					sum += b.Fraction
				}
				if math.Abs(sum-1) > 1e-9 {
					t.Errorf("%s: buckets sum to %v", q, sum)
				}
			}
		}
	}
}

// TestShowdownFunctionsAgainstValue checks the showdown functions on
// random complete deals of every game against game.Value, card by card.
func TestShowdownFunctionsAgainstValue(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, g := range game.All() {
		for range 12 {
			perm := g.Deck().AppendCards(nil)
			rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
			n := g.HoleCards()
			h1, h2, b := perm[:n], perm[n:2*n], perm[2*n:2*n+g.BoardCards()]
			hi1, lo1 := g.Value(h1, b)
			hi2, lo2 := g.Value(h2, b)
			pot := g.Pot([]eval.Rank{hi1, hi2}, []eval.Low{lo1, lo2})
			best := "bestHiRating(p1, river)"
			if g.Low() == game.LowOnly {
				best = "bestLoRating(p1, river)"
			}
			q := "select avg(riverEquity(p1)), count(scoops(p1)), count(" + best + "), histogram(handType(p1, river))" +
				" from game='" + g.String() + "', p1='" + cards(h1) + "', p2='" + cards(h2) + "'"
			if len(b) > 0 {
				q += ", board='" + cards(b) + "'"
			}
			res := run(t, q, Request{Method: "exact"}, false)
			s := res.Selectors
			cat := g.Ranking().Category(hi1)
			want := []float64{pot.Share(0), b2f(pot.Scoop(0)), b2f(hi1 >= hi2)}
			if g.Low() == game.LowOnly {
				want[2] = b2f(lo1 >= lo2)
			}
			for i, w := range want {
				if s[i].Value != w {
					t.Errorf("%s: %s = %v, want %v", q, s[i].Name, s[i].Value, w)
				}
			}
			if len(s[3].Buckets) != 1 || s[3].Buckets[0].Label != handTypeNames[cat-eval.HighCard][0] {
				t.Errorf("%s: handType %+v, want %v", q, s[3].Buckets, cat)
			}
		}
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func cards(cs []deck.Card) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(c.String())
	}
	return b.String()
}
