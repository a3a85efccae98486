package sim

import (
	"context"
	"fmt"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"

	"github.com/pokersim/pokersim/deck"
)

// TestChoiceBatchUniform deals runChoice's batches (dealBatch, the deals
// the fast loops value) and checks by chi-square that the first seat's
// hands come up equally often over its range, and that given its hand, the
// second seat's hands are uniform over the combos it leaves and the
// board's cards over the cards it leaves; and that no card is dealt twice.
// It does so for two seats dealt from the deck (random vs random) and for
// a listed range against a dealt seat (QQ+,AK vs random, given AA).
func TestChoiceBatchUniform(t *testing.T) {
	batches := 8000
	if testing.Short() {
		batches = 2000
	}
	for _, players := range [][]string{{"random", "random"}, {"QQ+,AK", "random"}} {
		t.Run(fmt.Sprint(players), func(t *testing.T) {
			m := rangeMatchup(t, "", players...)
			setup, err := newRangeSetup(context.Background(), m, m.seats(), Options{}, maxListedTuples, dealRandom)
			if err != nil {
				t.Fatal(err)
			}
			rs := setup.newSampler()
			if setup.sets == nil {
				t.Fatal("the matchup is not dealt by deck.Choice")
			}
			rs.rng.Seed(11, 3)
			// The condition on the first seat's hand: any hand if it is
			// dealt, else the first of its range.
			given := func(c deck.Combo) bool { return rs.dealtAt[0] >= 0 || c == setup.seats[0].combos[0] }
			var first, second [deck.NumCombos]int
			var board [deck.NumCards]int
			nl := len(setup.listed)
			for range batches {
				rs.dealBatch(choiceBatch)
				for j, k := range rs.batchIdx[:choiceBatch] {
					tuple := setup.tuples[int(k)*nl : int(k)*nl+nl]
					cards := rs.batchCards[j*rs.need : (j+1)*rs.need]
					var h [2]deck.Combo
					for p := range h {
						if at := rs.dealtAt[p]; at >= 0 {
							h[p] = deck.NewCombo(cards[at], cards[at+1])
						} else {
							h[p] = setup.seats[p].combos[tuple[rs.listedAt[p]]]
						}
					}
					used := h[0].Set() | h[1].Set()
					if h[0].Set()&h[1].Set() != 0 || deck.SetOf(cards[:5]...)&used != 0 || deck.SetOf(cards[:5]...).Len() != 5 {
						t.Fatalf("trial %d: hands %v and %v, board %v: a card dealt twice", j, h[0], h[1], cards[:5])
					}
					first[h[0].Index()]++
					if !given(h[0]) {
						continue
					}
					second[h[1].Index()]++
					for _, c := range cards[:5] {
						board[c]++
					}
				}
			}
			r := m.Players[0].Range.(*deck.Range)
			var cells []int
			for i, n := range first {
				if r.Weight(deck.ComboAt(i)) > 0 {
					cells = append(cells, n)
				} else if n != 0 {
					t.Fatalf("first seat dealt %v, outside its range", deck.ComboAt(i))
				}
			}
			checkUniform(t, "first seat's hands", cells)
			cells = nil
			var boardCells []int
			for i, n := range second {
				if c := deck.ComboAt(i); rs.dealtAt[0] >= 0 || c.Set()&setup.seats[0].combos[0].Set() == 0 {
					cells = append(cells, n)
				} else if n != 0 {
					t.Fatalf("second seat dealt %v with %v", c, setup.seats[0].combos[0])
				}
			}
			for c, n := range board {
				if rs.dealtAt[0] >= 0 || !setup.seats[0].combos[0].Set().Has(deck.Card(c)) {
					boardCells = append(boardCells, n)
				}
			}
			checkUniform(t, "second seat's hands", cells)
			checkUniform(t, "board cards", boardCells)
		})
	}
}

// checkUniform fails t if counts are not consistent, by chi-square, with
// equal probabilities.
func checkUniform(t *testing.T, what string, counts []int) {
	t.Helper()
	var total float64
	for _, n := range counts {
		total += float64(n)
	}
	want := total / float64(len(counts))
	var stat float64
	for _, n := range counts {
		stat += (float64(n) - want) * (float64(n) - want) / want
	}
	df := float64(len(counts) - 1)
	if p := (distuv.ChiSquared{K: df}).Survival(stat); p < 1e-4 {
		t.Errorf("%s: chi-square %.1f with %v degrees of freedom, p = %.3g", what, stat, df, p)
	}
}
