package pushfold

import (
	"sync"

	"github.com/pokersim/pokersim/deck"
)

// numPairs is the number of unordered pairs of classes, 169 * 170 / 2.
const numPairs = deck.NumClasses * (deck.NumClasses + 1) / 2

// preflopBoards is the number of boards of five of the 48 cards left by
// two known hands: C(48, 5).
const preflopBoards = 1712304

// numDeals is the number of ordered pairs of hands that share no card:
// 1326 for the first player times 1225 for the second.
const numDeals = deck.NumCombos * (50 * 49 / 2)

// Table is the exact heads-up all-in table of the 169 classes, by grid
// index (deck.Class.Index).
type Table struct {
	// Pairs[a][b] is the number of pairs of a combo of class a and a combo
	// of class b that share no card; they sum to numDeals.
	Pairs [deck.NumClasses][deck.NumClasses]float64
	// Equity[a][b] is class a's all-in equity against class b, a fraction
	// in [0,1]: (wins + splits/2) over every conflict-free pair of combos
	// and every board. Equity[a][b] + Equity[b][a] = 1.
	Equity [deck.NumClasses][deck.NumClasses]float64
}

// AllIn returns the table, built on first use from the generated counts
// and then shared: it must not be modified.
var AllIn = sync.OnceValue(newTable)

func newTable() *Table {
	t := new(Table)
	u := 0
	for a := range deck.NumClasses {
		for b := a; b < deck.NumClasses; b++ {
			n := pairCount(deck.ClassAt(a), deck.ClassAt(b))
			win, loss := float64(allInCounts[u][0]), float64(allInCounts[u][1])
			outcomes := n * preflopBoards
			t.Pairs[a][b], t.Pairs[b][a] = n, n
			t.Equity[a][b] = (outcomes + win - loss) / (2 * outcomes)
			t.Equity[b][a] = (outcomes + loss - win) / (2 * outcomes)
			u++
		}
	}
	return t
}

// pairCount returns the number of pairs of a combo of a and a combo of b
// that share no card.
func pairCount(a, b deck.Class) float64 {
	var n float64
	for x := range a.Combos() {
		for y := range b.Combos() {
			if x.Set()&y.Set() == 0 {
				n++
			}
		}
	}
	return n
}
