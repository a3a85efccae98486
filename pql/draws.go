package pql

import (
	"fmt"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/omaha"
)

// boardStreetArg checks a street of a board function: from the flop to
// the river, or (next) the flop or turn, after which a card comes.
func (c *compiler) boardStreetArg(n *node, next bool) error {
	if next {
		return c.boardStreet(n, 3, c.l.nBoard-1, "wants the flop or the turn: a card is still to come")
	}
	return c.boardStreet(n, 3, c.l.nBoard, "wants the flop, turn or river")
}

func (c *compiler) hvhEquity(a []*node) (*node, error) {
	if err := c.boardStreetArg(a[1], false); err != nil {
		return nil, err
	}
	p, s, l := a[0].player, a[1].street, c.l
	return &node{ty: tyNum, num: func(d *deal) float64 { return l.equityOn(d, s)[p] }}, nil
}

// equityOn returns every player's equity on street s with every hand
// known: the mean share of the pot over every way the board's last
// cards may come from the cards no player holds, off the board and not
// dead (game.Showdown and game.Pot on each).
func (l *layout) equityOn(d *deal, s int) *[maxSeats]float64 {
	if d.eqGen[s] == d.gen {
		return &d.eq[s]
	}
	eq := &d.eq[s]
	clear(eq[:])
	if s == l.nBoard {
		l.showdown(d)
		for p := range d.n {
			eq[p] = d.pot.Share(p)
		}
	} else {
		var high [maxSeats]eval.Rank
		var low [maxSeats]eval.Low
		live := l.g.Deck() &^ l.dead
		for p := range d.n {
			live &^= d.sets[p]
		}
		for _, c := range d.board[:s] {
			live &^= c.Bit()
		}
		var avail [deck.NumCards]deck.Card
		cards := live.AppendCards(avail[:0])
		n := 0
		eachCombination(cards, l.nBoard-s, func(cards []deck.Card) {
			b := d.bHand[s]
			for _, c := range cards {
				b = b.Add(c)
			}
			l.showdownOn(d, high[:d.n], low[:d.n], b)
			pot := l.g.Pot(high[:d.n], low[:d.n])
			for p := range d.n {
				eq[p] += pot.Share(p)
			}
			n++
		})
		for p := range d.n {
			eq[p] /= float64(n)
		}
	}
	d.eqGen[s] = d.gen
	return eq
}

// showdownOn is game.Showdown of the deal's players on any board: in a
// game of two hole and three board cards, its Omaha branch with each
// player's hole cards prepared once a deal (eval.NewOmahaHole) rather
// than once a board, which cost HvHequity on the flop as much as valuing
// the 990 or so boards.
func (l *layout) showdownOn(d *deal, high []eval.Rank, low []eval.Low, board eval.Hand) {
	if !l.omaha {
		l.g.Showdown(high, low, d.holes[:d.n], board)
		return
	}
	var bc [5]deck.Card
	b := eval.NewOmahaBoard(board.AppendCards(bc[:0]))
	boardLow := board.LowRanks()
	for p := range high {
		high[p], low[p] = l.rank.OmahaValue(l.omahaHole(d, p), &b), 0
		if l.low == game.EightOrBetter {
			low[p] = eval.OmahaLowOfMasks(d.holes[p].LowRanks(), boardLow)
		}
	}
}

// omahaHole returns player p's hole cards prepared for eval.OmahaValue,
// once a deal for every player.
func (l *layout) omahaHole(d *deal, p int) *eval.OmahaHole {
	if d.omahaGen != d.gen {
		d.omahaGen = d.gen
		for q := range d.n {
			d.omaha[q] = eval.NewOmahaHole(d.cards[q][:l.hole])
		}
	}
	return &d.omaha[p]
}

// eachCombination calls f with every k-combination of cards, in
// lexicographic order of positions. f must not keep the slice.
func eachCombination(cards []deck.Card, k int, f func([]deck.Card)) {
	var idx [8]int
	var out [8]deck.Card
	n := len(cards)
	if k > n {
		return
	}
	for i := range k {
		idx[i] = i
	}
	for {
		for i := range k {
			out[i] = cards[idx[i]]
		}
		f(out[:k])
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// highOn values player p's hole cards with board (a game with a board,
// three to five cards; bHand the same cards), made as the game makes
// hands.
func (l *layout) highOn(d *deal, p int, board []deck.Card, bHand eval.Hand) eval.Rank {
	if !l.omaha {
		return l.rank.Value(d.holes[p].Merge(bHand))
	}
	b := eval.NewOmahaBoard(board)
	return l.rank.OmahaValue(l.omahaHole(d, p), &b)
}

// nutHigh returns the best high any two cards of unseen make with the
// board's cards: the nuts, since a hand of any five cards uses at most
// two hole cards more than the board gives, and an Omaha hand exactly two.
func (l *layout) nutHigh(board []deck.Card, unseen deck.Set) eval.Rank {
	bHand := eval.NewHand(board...)
	var tri [10]eval.Hand // C(5, 3): the triples of a river board
	var triples []eval.Hand
	if l.omaha {
		triples = tri[:0]
		for a := range board {
			for b := a + 1; b < len(board); b++ {
				for c := b + 1; c < len(board); c++ {
					triples = append(triples, eval.NewHand(board[a], board[b], board[c]))
				}
			}
		}
	}
	var buf [deck.NumCards]deck.Card
	cards := unseen.AppendCards(buf[:0])
	var best eval.Rank
	for i, x := range cards {
		for _, y := range cards[i+1:] {
			two := eval.NewHand(x, y)
			if triples == nil {
				best = max(best, l.rank.Value(two.Merge(bHand)))
				continue
			}
			for _, t := range triples {
				best = max(best, l.rank.Value(two.Merge(t)))
			}
		}
	}
	return best
}

func (c *compiler) nutHi(a []*node) (*node, error) {
	if err := c.boardStreetArg(a[1], false); err != nil {
		return nil, err
	}
	p, s, l := a[0].player, a[1].street, c.l
	return &node{ty: tyBool, test: func(d *deal) bool {
		hi, _ := l.value(d, p, s)
		if d.nutGen[s][p] != d.gen {
			d.nutGen[s][p] = d.gen
			unseen := l.g.Deck() &^ (l.dead | d.sets[p] | setOf(d.board[:s]))
			d.nutHi[s][p] = l.nutHigh(d.board[:s], unseen)
		}
		return hi >= d.nutHi[s][p]
	}}, nil
}

func setOf(cards []deck.Card) deck.Set { return deck.SetOf(cards...) }

func (c *compiler) nutLo(a []*node) (*node, error) {
	if err := c.boardStreetArg(a[1], false); err != nil {
		return nil, err
	}
	p, s, l := a[0].player, a[1].street, c.l
	return &node{ty: tyBool, test: func(d *deal) bool {
		_, lo := l.value(d, p, s)
		if lo == 0 {
			return false
		}
		unseen := l.g.Deck() &^ (l.dead | d.sets[p] | setOf(d.board[:s]))
		var avail uint8 // the low ranks of which a card is unseen
		for c := range unseen.All() {
			avail |= eval.LowRanks([]deck.Card{c})
		}
		boardLow := d.bHand[s].LowRanks()
		var best eval.Low
		for x := range 8 {
			for y := x + 1; y < 8; y++ {
				two := uint8(1)<<x | uint8(1)<<y
				if avail&two == two {
					best = max(best, eval.OmahaLowOfMasks(two, boardLow))
				}
			}
		}
		return lo >= best
	}}, nil
}

// live returns the cards outside every player's hand, the board's first
// s cards and the dead cards: those that may come next.
func (l *layout) live(d *deal, s int) deck.Set {
	out := l.g.Deck() &^ l.dead &^ setOf(d.board[:s])
	for p := range d.n {
		out &^= d.sets[p]
	}
	return out
}

func (c *compiler) outsToHandType(a []*node) (*node, error) {
	if err := c.boardStreetArg(a[1], true); err != nil {
		return nil, err
	}
	p, s, l, want := a[0].player, a[1].street, c.l, int(a[2].konst)
	pos := c.categoryPos()
	return &node{ty: tyNum, num: func(d *deal) float64 {
		hi, _ := l.value(d, p, s)
		if pos[l.rank.Category(hi)] >= want {
			return 0
		}
		var board [5]deck.Card
		copy(board[:], d.board[:s])
		n := 0
		for c := range l.live(d, s).All() {
			board[s] = c
			if pos[l.rank.Category(l.highOn(d, p, board[:s+1], d.bHand[s].Add(c)))] >= want {
				n++
			}
		}
		return float64(n)
	}}, nil
}

func (c *compiler) nutHiOuts(a []*node) (*node, error) {
	if err := c.boardStreetArg(a[1], true); err != nil {
		return nil, err
	}
	p, s, l := a[0].player, a[1].street, c.l
	return &node{ty: tyNum, num: func(d *deal) float64 {
		var board [5]deck.Card
		copy(board[:], d.board[:s])
		n := 0
		for c := range l.live(d, s).All() {
			board[s] = c
			hi := l.highOn(d, p, board[:s+1], d.bHand[s].Add(c))
			unseen := l.g.Deck() &^ (l.dead | d.sets[p] | setOf(board[:s+1]))
			if hi >= l.nutHigh(board[:s+1], unseen) {
				n++
			}
		}
		return float64(n)
	}}, nil
}

// flopCategory classifies what player p's two hole cards make of the
// flop (flopCategories).
func (l *layout) flopCategory(d *deal, p int) int {
	hi, _ := l.value(d, p, 3)
	switch l.rank.Category(hi) {
	case eval.StraightFlush:
		return flopCategoryOf("flopStraightFlush")
	case eval.FourOfAKind:
		return flopCategoryOf("flopQuads")
	case eval.FullHouse:
		return flopCategoryOf("flopFullHouse")
	case eval.Flush:
		return flopCategoryOf("flopFlush")
	case eval.Straight:
		return flopCategoryOf("flopStraight")
	}
	h1, h2 := d.cards[p][0].Rank(), d.cards[p][1].Rank()
	var distinct []deck.Rank // the flop's ranks, highest first, each once
	count := map[deck.Rank]int{}
	for _, c := range d.board[:3] {
		count[c.Rank()]++
	}
	for r := deck.Rank(12); ; r-- {
		if count[r] > 0 {
			distinct = append(distinct, r)
		}
		if r == 0 {
			break
		}
	}
	place := func(r deck.Rank) int { // 0 for the top flop rank, 1 the next, ...
		for i, x := range distinct {
			if x == r {
				return i
			}
		}
		return -1
	}
	name := "flopNothing"
	if h1 == h2 {
		switch {
		case count[h1] > 0:
			name = "flopSet"
		case h1 > distinct[0]:
			name = "flopOverPair"
		case len(distinct) > 1 && h1 > distinct[1]:
			name = "flopPocket12"
		case len(distinct) > 2 && h1 > distinct[2]:
			name = "flopPocket23"
		default:
			name = "flopUnderPair"
		}
		return flopCategoryOf(name)
	}
	a, b := place(h1), place(h2)
	switch {
	case a >= 0 && count[h1] >= 2 || b >= 0 && count[h2] >= 2:
		name = "flopTrips"
	case a >= 0 && b >= 0:
		top, bot := min(a, b), max(a, b)
		switch {
		case top == 0 && bot == 1:
			name = "flopTopTwo"
		case top == 0:
			name = "flopTopAndBottom"
		default:
			name = "flopBottomTwo"
		}
	case a >= 0 || b >= 0:
		name = [...]string{"flopTopPair", "flopSecondPair", "flopThirdPair"}[max(a, b)]
	}
	return flopCategoryOf(name)
}

// rangeOf reads a range for inRange, written as a player's range of the
// game is, and returns whether a hand is in it (weights ignored).
func (c *compiler) rangeOf(s string) (func(deck.Set) bool, error) {
	text := playerText(c.l.g, s)
	if c.l.g.Holding() == game.Patterns {
		if strings.EqualFold(text, "random") {
			return func(deck.Set) bool { return true }, nil
		}
		r, err := omaha.ParseRange(text, c.l.hole)
		if err != nil {
			return nil, err
		}
		return r.Contains, nil
	}
	r, err := deck.ParseRangeIn(c.l.g.Deck(), text)
	if err != nil {
		return nil, err
	}
	return r.Contains, nil
}

// parseBoardRange reads a board range: patterns separated by commas,
// each three to five elements of a rank (A, K, ..., 2), a card (Ah) or *
// (any card). A board is in the range when it fits one pattern: the
// flop's three elements in any order, the turn's and the river's in
// place.
func parseBoardRange(s string) (func(*[5]deck.Card) bool, error) {
	type elem struct {
		any   bool
		card  bool
		rank  deck.Rank
		exact deck.Card
	}
	var pats [][]elem
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		var pat []elem
		for i := 0; i < len(part); {
			ch := part[i]
			if ch == ' ' {
				i++
				continue
			}
			if ch == '*' {
				pat = append(pat, elem{any: true})
				i++
				continue
			}
			r, err := deck.ParseCards(string(ch) + "s")
			if err != nil {
				return nil, fmt.Errorf("board range %q: %q is not a rank, a card or *", s, ch)
			}
			rank := r[0].Rank()
			if i+1 < len(part) && strings.ContainsRune("shdcSHDC", rune(part[i+1])) {
				c, err := deck.ParseCard(part[i : i+2])
				if err != nil {
					return nil, err
				}
				pat = append(pat, elem{card: true, exact: c})
				i += 2
				continue
			}
			pat = append(pat, elem{rank: rank})
			i++
		}
		if len(pat) < 3 || len(pat) > 5 {
			return nil, fmt.Errorf("board range %q: %q has %d cards; want 3 (a flop), 4 or 5", s, part, len(pat))
		}
		pats = append(pats, pat)
	}
	fits := func(e elem, c deck.Card) bool {
		return e.any || e.card && e.exact == c || !e.card && e.rank == c.Rank()
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	return func(b *[5]deck.Card) bool {
		for _, pat := range pats {
			ok := true
			for i := 3; i < len(pat); i++ {
				ok = ok && fits(pat[i], b[i])
			}
			if !ok {
				continue
			}
			for _, pm := range perms {
				if fits(pat[pm[0]], b[0]) && fits(pat[pm[1]], b[1]) && fits(pat[pm[2]], b[2]) {
					return true
				}
			}
		}
		return false
	}, nil
}
