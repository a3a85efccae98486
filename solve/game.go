package solve

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/internal/valuesort"
	"github.com/pokersim/pokersim/solve/cfr"
)

// spot is a heads-up hand on the turn or river as a cfr.Game: each
// player's hands are the combos of their range that hold no board card.
// Payoffs are zero-sum chips: a player's chips at the end, less what they
// put in after the root, less half the pot at the root. A combo's EV (its
// share of the pot less what it put in) is its payoff plus half the pot.
type spot struct {
	board   []deck.Card
	pot     float64
	stack   float64
	combos  [2][]deck.Combo
	weight  [2][]float64
	cards   [2][][2]uint8 // each hand's two cards
	same    [2][]int32    // the index of the same combo in the other player's hands, or -1
	pairs   float64
	root    *cfr.Node
	chances map[*cfr.Node][]deck.Card // each chance node's cards, one per child
	rivers  map[*cfr.Node]*river      // each river decision node's showdown table
	turn    []*river                  // on the turn: each river card's table, in card order
	plain   bool                      // solve every river, without suit isomorphism (for tests)
}

func (sp *spot) Root() *cfr.Node       { return sp.root }
func (sp *spot) Prior(p int) []float64 { return sp.weight[p] }
func (sp *spot) Pairs() float64        { return sp.pairs }

// newSpot lists the hands of the two ranges on board, which holds 4 or 5
// cards.
func newSpot(board []deck.Card, ranges [2]*deck.Range, pot, stack float64) *spot {
	sp := &spot{board: board, pot: pot, stack: stack,
		chances: map[*cfr.Node][]deck.Card{}, rivers: map[*cfr.Node]*river{}}
	dead := deck.SetOf(board...)
	var index [2][deck.NumCombos]int32
	for p, r := range ranges {
		for i := range index[p] {
			index[p][i] = -1
		}
		for c, w := range r.Weighted(dead) {
			cards := c.AppendCards(nil)
			combo := deck.NewCombo(cards[0], cards[1])
			index[p][combo.Index()] = int32(len(sp.combos[p]))
			sp.combos[p] = append(sp.combos[p], combo)
			sp.weight[p] = append(sp.weight[p], w)
			sp.cards[p] = append(sp.cards[p], [2]uint8{uint8(cards[0]), uint8(cards[1])})
		}
	}
	for p := range 2 {
		for _, c := range sp.combos[p] {
			sp.same[p] = append(sp.same[p], index[1-p][c.Index()])
		}
	}
	for h, c := range sp.combos[0] {
		for o, d := range sp.combos[1] {
			if c.Set()&d.Set() == 0 {
				sp.pairs += sp.weight[0][h] * sp.weight[1][o]
			}
		}
	}
	return sp
}

// river is a river board's showdown table: each player's hands that hold
// no board card, by increasing strength, with their strengths.
type river struct {
	board [5]deck.Card
	order [2][]int32
	value [2][]uint16
}

// newRiver values every hand of sp on board.
func (sp *spot) newRiver(board [5]deck.Card) *river {
	rv := &river{board: board}
	b := eval.NewHand(board[:]...)
	dead := deck.SetOf(board[:]...)
	for p := range 2 {
		keys := make([]uint32, 0, len(sp.combos[p]))
		for h, c := range sp.combos[p] {
			if c.Set()&dead == 0 {
				v := b.Add(c.Hi).Add(c.Lo).Rank()
				keys = append(keys, uint32(v)<<16|uint32(h))
			}
		}
		valuesort.Sort(keys, make([]uint32, len(keys)))
		for _, k := range keys {
			rv.order[p] = append(rv.order[p], int32(k&0xffff))
			rv.value[p] = append(rv.value[p], uint16(k>>16))
		}
	}
	return rv
}

// sweep sets win[h] and lose[h], for each hand h of player p on the
// river, to the opponent's reach (opp) of the hands it beats and of those
// it loses to, without a card in common: the reach of every weaker hand,
// less those holding either of h's cards (counted per card as the sweep
// goes; no weaker hand is h's own combo, which ties it). Hands sorted by
// strength make it O(n) per river (Johanson et al. 2011, "Accelerating
// Best Response Calculation in Large Extensive Games", section 4.2).
// Entries of hands holding a board card are left alone. With lose nil,
// win[h] is set to the difference, what beats less what loses.
func (sp *spot) sweep(rv *river, p int, opp, win, lose []float64) {
	mine, theirs := rv.order[p], rv.order[1-p]
	mv, tv := rv.value[p], rv.value[1-p]
	mc, tc := sp.cards[p], sp.cards[1-p]
	var card [deck.NumCards]float64
	total, j := 0.0, 0
	for i, h := range mine {
		for ; j < len(theirs) && tv[j] < mv[i]; j++ {
			o := theirs[j]
			x := opp[o]
			total += x
			card[tc[o][0]] += x
			card[tc[o][1]] += x
		}
		win[h] = total - card[mc[h][0]] - card[mc[h][1]]
	}
	card, total, j = [deck.NumCards]float64{}, 0, len(theirs)-1
	for i := len(mine) - 1; i >= 0; i-- {
		h := mine[i]
		for ; j >= 0 && tv[j] > mv[i]; j-- {
			o := theirs[j]
			x := opp[o]
			total += x
			card[tc[o][0]] += x
			card[tc[o][1]] += x
		}
		if lose == nil {
			win[h] -= total - card[mc[h][0]] - card[mc[h][1]]
		} else {
			lose[h] = total - card[mc[h][0]] - card[mc[h][1]]
		}
	}
}

// compatible sets dst[h], for each hand h of player p, to the opponent's
// reach of the hands without a card of h's: all of it, less the hands
// holding either card, plus h's own combo, taken away twice.
func (sp *spot) compatible(p int, opp, dst []float64) {
	var card [deck.NumCards]float64
	total := 0.0
	for o, x := range opp {
		c := sp.cards[1-p][o]
		total += x
		card[c[0]] += x
		card[c[1]] += x
	}
	for h, c := range sp.cards[p] {
		dst[h] = total - card[c[0]] - card[c[1]]
		if o := sp.same[p][h]; o >= 0 {
			dst[h] += opp[o]
		}
	}
}

// showdown is a river showdown for stake chips a player (the pot at the
// root over two, plus what each put in since).
type showdown struct {
	sp    *spot
	rv    *river
	stake float64
}

// Values is the stake times the reach beaten less the reach beating.
func (t *showdown) Values(p int, opp, dst []float64) {
	clear(dst)
	t.sp.sweep(t.rv, p, opp, dst, nil)
	for h := range dst {
		dst[h] *= t.stake
	}
}

// folded is a fold: the folder loses their stake (the pot at the root
// over two, plus what they put in since), the other wins it.
type folded struct {
	sp     *spot
	folder int
	stake  float64
}

func (t *folded) Values(p int, opp, dst []float64) {
	t.sp.compatible(p, opp, dst)
	s := t.stake
	if p == t.folder {
		s = -s
	}
	for h := range dst {
		dst[h] *= s
	}
}
