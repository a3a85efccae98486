package sim

import (
	"context"
	"fmt"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/internal/testfull"
)

// bruteStud values a stud showdown the slow way, from the rules: the best
// five of the cards by trying every five (eval.Eval5 for the high,
// eval.LowValue of five cards for the eight-or-better low, the ace-to-five
// value of five cards in razz).
func bruteStud(r studRules, cards []deck.Card) (hi uint32, lo uint32) {
	var five [5]deck.Card
	var rec func(from, n int)
	rec = func(from, n int) {
		if n == 5 {
			if r.razz {
				hi = max(hi, uint32(eval.AceFiveValue(eval.NewHand(five[:]...))))
				return
			}
			hi = max(hi, uint32(eval.Eval5(&five)))
			if r.split {
				lo = max(lo, uint32(eval.LowValue(five[:])))
			}
			return
		}
		for i := from; i <= len(cards)-(5-n); i++ {
			five[n] = cards[i]
			rec(i+1, n+1)
		}
	}
	rec(0, 0)
	return hi, lo
}

// bruteDuel deals every pair of disjoint completions of a heads-up stud
// matchup and counts the outcomes with bruteStud.
func bruteDuel(r studRules, known [2][]deck.Card, dead []deck.Card, k [2]int) duelOutcomes {
	used := deck.SetOf(dead...) | deck.SetOf(known[0]...) | deck.SetOf(known[1]...)
	avail := (deck.FullDeck &^ used).AppendCards(nil)
	var out duelOutcomes
	var hands [2][]deck.Card
	var deal func(p, from, left int, taken deck.Set)
	deal = func(p, from, left int, taken deck.Set) {
		if left == 0 {
			if p == 0 {
				deal(1, 0, k[1], taken)
				return
			}
			h0, l0 := bruteStud(r, hands[0])
			h1, l1 := bruteStud(r, hands[1])
			out[hiIndex(h0, h1)][loIndex(l0, l1)]++
			return
		}
		for i := from; i < len(avail); i++ {
			c := avail[i]
			if taken.Has(c) {
				continue
			}
			hands[p] = append(hands[p], c)
			deal(p, i+1, left-1, taken|c.Bit())
			hands[p] = hands[p][:len(hands[p])-1]
		}
	}
	hands[0] = append([]deck.Card(nil), known[0]...)
	hands[1] = append([]deck.Card(nil), known[1]...)
	deal(0, 0, k[0], 0)
	return out
}

func TestStudDuelBrute(t *testing.T) {
	cards := func(s string) []deck.Card {
		c, err := deck.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	// Dead cards shrink the deck so that early streets stay small enough
	// to deal one by one.
	manyDead := "2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJd"
	moreDead := manyDead + "6s7s8s9s6h"
	tests := []struct {
		name   string
		a, b   string
		dead   string
		kA, kB int
	}{
		{"sixth street", "AsKs2h3h7d9c", "QsJsTs4h5h8c", "", 1, 1},
		{"fifth street dead", "As2s3hKd8c", "AdAc4s4hQd", "KsQhJh9s", 2, 2},
		{"fourth street many dead", "AsAh2s2h", "KsKh3s3h", moreDead, 3, 3},
		{"third street many dead", "AsAh5h", "Ks4sQs", moreDead + "QdKd", 4, 4},
		{"random opponent", "As2s3h4h5s", "", moreDead + "TsJs", 2, 6},
		{"razz pair case", "AsAh2s2h3s3h", "AdAc2d2c4s4h", "", 1, 1},
	}
	for _, tt := range tests {
		for _, r := range []studRules{{}, {split: true}, {razz: true}} {
			t.Run(fmt.Sprintf("%s/%+v", tt.name, r), func(t *testing.T) {
				if testing.Short() && tt.kA+tt.kB > 6 {
					t.Skip("deals millions of pairs")
				}
				if tt.kA+tt.kB > 6 {
					testfull.Full(t) // millions of pairs; the later streets run by default
				}
				known := [2][]deck.Card{cards(tt.a), cards(tt.b)}
				dead := cards(tt.dead)
				d := &studDuel{rules: r, k: [2]int{tt.kA, tt.kB}}
				used := deck.SetOf(dead...) | deck.SetOf(known[0]...) | deck.SetOf(known[1]...)
				d.avail = (deck.FullDeck &^ used).AppendCards(nil)
				for p := range 2 {
					d.base[p] = eval.NewHand(known[p]...)
				}
				got, err := d.count(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				if want := bruteDuel(r, known, dead, d.k); got != want {
					t.Errorf("studDuel.count = %v, want %v", got, want)
				}
			})
		}
	}
}
