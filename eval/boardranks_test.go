package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/pokersim/pokersim/deck"
)

// TestBoardRanks checks that BoardRanks numbers the multisets of five ranks
// one to one within its bound, and that suits and order do not matter.
func TestBoardRanks(t *testing.T) {
	seen := make(map[uint16][5]int)
	rng := rand.New(rand.NewPCG(5, 0))
	var r [5]int
	var walk func(i, from int)
	walk = func(i, from int) {
		if i == 5 {
			if r[0] == r[4] {
				return // five of a kind: no such cards
			}
			// Each card of a rank gets the next suit, then the cards are
			// shuffled.
			var board [5]deck.Card
			for j, rk := range r {
				suit := 0
				for j > suit && r[j-suit-1] == rk {
					suit++
				}
				board[j] = deck.NewCard(deck.Rank(rk), deck.Suit(suit))
			}
			rng.Shuffle(5, func(x, y int) { board[x], board[y] = board[y], board[x] })
			k := BoardRanks(&board)
			if k >= NumBoardRanks {
				t.Fatalf("BoardRanks(%v) = %d, want below %d", board, k, NumBoardRanks)
			}
			if prev, ok := seen[k]; ok {
				t.Fatalf("BoardRanks gives %d to ranks %v and %v", k, prev, r)
			}
			seen[k] = r
			return
		}
		for x := from; x < 13; x++ {
			r[i] = x
			walk(i+1, x)
		}
	}
	walk(0, 0)
	if len(seen) != NumBoardRanks-13 {
		t.Errorf("BoardRanks numbered %d multisets, want %d", len(seen), NumBoardRanks-13)
	}
}

func BenchmarkBoardRanks(b *testing.B) {
	board := [5]deck.Card{deck.MustParseCard("As"), deck.MustParseCard("7d"), deck.MustParseCard("Kh"),
		deck.MustParseCard("7c"), deck.MustParseCard("2s")}
	var sink uint16
	for b.Loop() {
		sink += BoardRanks(&board)
	}
	_ = sink
}
