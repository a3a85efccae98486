package pql

import (
	"math/bits"
	"sync"

	"github.com/pokersim/pokersim/eval"
)

// functionTable returns the functions of the language, one row each,
// built once from constants: a query looks up each of its calls in it.
// The table is read only.
var functionTable = sync.OnceValue(func() []function {
	P, S, H := tyPlayer, tyStreet, tyHandType
	return []function{
		{name: "riverEquity", args: []typ{P}, ret: tyNum, games: "every game", refuse: anyGame,
			summary: "the player's share of the pot at showdown: 1 alone, 1/k of a part shared k ways, halves in hi-lo",
			example: "select avg(riverEquity(hero)) from game='holdem', hero='AhAd', villain='KsKc', board='As7c2d'",
			build:   func(c *compiler, a []*node) (*node, error) { return c.share(a[0].player), nil }},
		{name: "fractionalRiverEquity", args: []typ{P}, ret: tyNum, games: "every game", refuse: anyGame,
			summary: "the same share as riverEquity (PQL's exact fraction; pokersim's figures are the engine's)",
			example: "select avg(fractionalRiverEquity(hero)) from game='omaha8', hero='As2d3hKc', villain='AhKd2cQs', board='4s5d8cJhQd'",
			build:   func(c *compiler, a []*node) (*node, error) { return c.share(a[0].player), nil }},
		{name: "HvHequity", args: []typ{P, S}, ret: tyNum, games: "games with a board", refuse: needBoard,
			summary: "the player's equity on the street with every player's hand known: the mean share over every way the rest of the board may come",
			example: "select avg(HvHequity(hero, flop)) from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c9s3d'",
			build:   (*compiler).hvhEquity},
		{name: "winsHi", args: []typ{P}, ret: tyBool, games: "games with a high", refuse: needHigh,
			summary: "whether the player alone has the best high hand at showdown",
			example: "select count(winsHi(hero)) from game='studhi', hero='AsAhKd7c8c9d2s', villain='KsKhQd7d8d9h2h'",
			build:   func(c *compiler, a []*node) (*node, error) { return c.potTest(a[0].player, true, false), nil }},
		{name: "tiesHi", args: []typ{P}, ret: tyBool, games: "games with a high", refuse: needHigh,
			summary: "whether the player shares the best high hand with another player",
			example: "select count(tiesHi(hero)) from game='holdem', hero='AhKd', villain='AsKc', board='2c3d7h8s9c'",
			build:   func(c *compiler, a []*node) (*node, error) { return c.potTest(a[0].player, true, true), nil }},
		{name: "winsLo", args: []typ{P}, ret: tyBool, games: "games with a low", refuse: needLow,
			summary: "whether the player alone has the best qualifying low (the best low in razz and lowball)",
			example: "select count(winsLo(hero)) from game='omaha8', hero='As2d9hKc', villain='Ah3dQcQs', board='4s5d8cJhQd'",
			build:   func(c *compiler, a []*node) (*node, error) { return c.potTest(a[0].player, false, false), nil }},
		{name: "tiesLo", args: []typ{P}, ret: tyBool, games: "games with a low", refuse: needLow,
			summary: "whether the player shares the best low with another player",
			example: "select count(tiesLo(hero)) from game='omaha8', hero='As2d9hKc', villain='Ah2cQcQs', board='4s5d8cJhQd'",
			build:   func(c *compiler, a []*node) (*node, error) { return c.potTest(a[0].player, false, true), nil }},
		{name: "scoops", args: []typ{P}, ret: tyBool, games: "every game", refuse: anyGame,
			summary: "whether the player takes the whole pot alone",
			example: "select count(scoops(hero)) from game='holdem', hero='AhAs', villain='KhKs', board='2c3d4s7h8c'",
			build: func(c *compiler, a []*node) (*node, error) {
				p, l := a[0].player, c.l
				return &node{ty: tyBool, test: func(d *deal) bool { l.showdown(d); return d.pot.Scoop(p) }}, nil
			}},
		{name: "handType", args: []typ{P, S}, ret: H, games: "every game (a five-card hand: from the flop, or fifth street in stud)", refuse: anyGame,
			summary: "the category of the player's best high hand on the street",
			example: "select histogram(handType(hero, river)) from game='holdem', hero='AhKh', villain='2c2d', board='Qh7h2s9h'",
			build: func(c *compiler, a []*node) (*node, error) {
				if err := c.handStreet(a[1]); err != nil {
					return nil, err
				}
				return c.handType(a[0].player, a[1].street), nil
			}},
		{name: "minHandType", args: []typ{P, S, H}, ret: tyBool, games: "every game, as handType", refuse: anyGame,
			summary: "whether the player's hand on the street is of the hand type or better, in the game's order",
			example: "select count(minHandType(hero, flop, twopair)) from game='omahahi', hero='AhKhQdQc', villain='QsJs9c8c', board='Ks7dQh'",
			build: func(c *compiler, a []*node) (*node, error) {
				if err := c.handStreet(a[1]); err != nil {
					return nil, err
				}
				ht, want := c.handType(a[0].player, a[1].street).num, a[2].konst
				return &node{ty: tyBool, test: func(d *deal) bool { return ht(d) >= want }}, nil
			}},
		{name: "winningHandType", ret: H, games: "games with a high", refuse: needHigh,
			summary: "the category of the best high hand at showdown",
			example: "select histogram(winningHandType()) from game='stud', p1='AsAhKd7c8c9d2s', p2='KsKhQd7d8d9h2h', p3='*'",
			build:   (*compiler).winningHandType},
		{name: "nutHi", args: []typ{P, S}, ret: tyBool, games: "games with a board and a high", refuse: both(needBoard, needHigh),
			summary: "whether no hand the player cannot see (any hole cards outside its own, the board and the dead cards) beats its high on the street",
			example: "select count(nutHi(hero, flop)) from game='holdem', hero='AhKh', villain='**', board='QhJhTh2c3d'",
			build:   (*compiler).nutHi},
		{name: "nutLo", args: []typ{P, S}, ret: tyBool, games: "hi-lo games with a board", refuse: both(needBoard, needLow),
			summary: "whether the player has a low on the street and no hand it cannot see has a better one",
			example: "select count(nutLo(hero, river)) from game='omaha8', hero='As2d9hKc', villain='****', board='4s5d8cJhQd'",
			build:   (*compiler).nutLo},
		{name: "bestHiRating", args: []typ{P, S}, ret: tyBool, games: "games with a high", refuse: needHigh,
			summary: "whether no other player has a better high on the street (ties allowed)",
			example: "select count(bestHiRating(p1, flop)) from game='holdem', p1='AhKd', p2='JcTc', board='AsKsQhJdTd'",
			build:   func(c *compiler, a []*node) (*node, error) { return c.bestRating(a, true) }},
		{name: "bestLoRating", args: []typ{P, S}, ret: tyBool, games: "games with a low", refuse: needLow,
			summary: "whether the player has a low on the street and no other player a better one",
			example: "select count(bestLoRating(p1, river)) from game='stud8', p1='2s3s5h6d7c9dTh', p2='2c3c5d6h8cQsAd'",
			build:   func(c *compiler, a []*node) (*node, error) { return c.bestRating(a, false) }},
		{name: "outsToHandType", args: []typ{P, S, H}, ret: tyNum, games: "games with a board, on the flop or turn", refuse: needBoard,
			summary: "the number of cards, outside every player's hand, the board and the dead cards, that give the player the hand type or better on the next street (0 if it has it already)",
			example: "select avg(outsToHandType(hero, flop, flush)) from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c'",
			build:   (*compiler).outsToHandType},
		{name: "nutHiOuts", args: []typ{P, S}, ret: tyNum, games: "games with a board and a high, on the flop or turn", refuse: both(needBoard, needHigh),
			summary: "the number of cards, outside every player's hand, the board and the dead cards, after which the player has the nut high (nutHi) on the next street",
			example: "select avg(nutHiOuts(hero, turn)) from game='holdem', hero='AhKh', villain='QsQd', board='Qh7h2c3s'",
			build:   (*compiler).nutHiOuts},
		{name: "inRange", args: []typ{P, tyRange}, ret: tyBool, games: "games with ranges", refuse: needRanges,
			summary: "whether the player's hole cards are in the range (weights ignored), written as the player's ranges are",
			example: "select count(inRange(hero, 'AKs')) from game='holdem', hero='AhKh', villain='QQ'",
			build: func(c *compiler, a []*node) (*node, error) {
				p, in := a[0].player, a[1].inRange
				return &node{ty: tyBool, test: func(d *deal) bool { return in(d.sets[p]) }}, nil
			}},
		{name: "boardInRange", args: []typ{tyBoardRange}, ret: tyBool, games: "games with a board", refuse: needBoard,
			summary: "whether the board is in the board range: patterns of ranks, cards and * (any card), separated by commas; the flop's order does not matter, the turn's and river's does",
			example: "select count(boardInRange('KJA')) from game='holdem', hero='QQ', villain='**', board='AsKdJhKc3s'",
			build: func(c *compiler, a []*node) (*node, error) {
				m := a[0].board
				return &node{ty: tyBool, test: func(d *deal) bool { return m(&d.board) }}, nil
			}},
		{name: "boardSuitCount", args: []typ{S}, ret: tyNum, games: "games with a board", refuse: needBoard,
			summary: "the number of suits on the board on the street",
			example: "select avg(boardSuitCount(turn)) from game='holdem', hero='AA', villain='KK', board='AsKdJhKc'",
			build: func(c *compiler, a []*node) (*node, error) {
				s := a[0].street
				return &node{ty: tyNum, num: func(d *deal) float64 {
					var suits uint
					for _, card := range d.board[:s] {
						suits |= 1 << card.Suit()
					}
					return float64(bits.OnesCount(suits))
				}}, nil
			}},
		{name: "pocketPair", args: []typ{P}, ret: tyBool, games: "games of two hole cards and a board", refuse: needTwoHole,
			summary: "whether the player's two hole cards are a pair",
			example: "select count(pocketPair(hero)) from game='holdem', hero='JJ,AKs', villain='QsQd'",
			build: func(c *compiler, a []*node) (*node, error) {
				p := a[0].player
				return &node{ty: tyBool, test: func(d *deal) bool { return d.cards[p][0].Rank() == d.cards[p][1].Rank() }}, nil
			}},
		{name: "overpair", args: []typ{P, S}, ret: tyBool, games: "games of two hole cards and a board, from the flop", refuse: needTwoHole,
			summary: "whether the player's hole cards are a pair above every board card on the street",
			example: "select count(overpair(hero, flop)) from game='holdem', hero='QQ', villain='**', board='Js7d2c4h5s'",
			build:   (*compiler).overpair},
		{name: "flopHandCategory", args: []typ{P}, ret: tyFlopCat, games: "games of two hole cards and a board", refuse: needTwoHole,
			summary: "what the player's two hole cards make of the flop: flopNothing up to flopStraightFlush (docs/pql.md lists them)",
			example: "select histogram(flopHandCategory(hero)) from game='holdem', hero='AhKh', villain='**', board='As7d2c9h3s'",
			build: func(c *compiler, a []*node) (*node, error) {
				p, l := a[0].player, c.l
				return &node{ty: tyFlopCat, num: func(d *deal) float64 { return float64(l.flopCategory(d, p)) }}, nil
			}},
		{name: "exactFlopHandCategory", args: []typ{P, tyFlopCat}, ret: tyBool, games: "games of two hole cards and a board", refuse: needTwoHole,
			summary: "whether flopHandCategory(player) is the category",
			example: "select count(exactFlopHandCategory(hero, flopTopPair)) from game='holdem', hero='AK,AQ,KQ', villain='QQ', board='As7d2c9h3s'",
			build: func(c *compiler, a []*node) (*node, error) {
				p, l, want := a[0].player, c.l, int(a[1].konst)
				return &node{ty: tyBool, test: func(d *deal) bool { return l.flopCategory(d, p) == want }}, nil
			}},
		{name: "turnCard", ret: tyCard, games: "games with a board", refuse: needBoard,
			summary: "the turn card; compare it with a card, such as turnCard() = 'Ah'",
			example: "select count(turnCard() = 'Ah') from game='holdem', hero='KK', villain='QQ', board='2c3d4s'",
			build: func(c *compiler, a []*node) (*node, error) {
				return &node{ty: tyCard, num: func(d *deal) float64 { return float64(d.board[3]) }}, nil
			}},
		{name: "riverCard", ret: tyCard, games: "games with a board", refuse: needBoard,
			summary: "the river card; compare it with a card, such as riverCard() = 'Ah'",
			example: "select count(riverCard() = 'Ah') from game='holdem', hero='KK', villain='QQ', board='2c3d4s5h'",
			build: func(c *compiler, a []*node) (*node, error) {
				return &node{ty: tyCard, num: func(d *deal) float64 { return float64(d.board[4]) }}, nil
			}},
	}
})

// share is a player's share of the pot at showdown.
func (c *compiler) share(p int) *node {
	l := c.l
	return &node{ty: tyNum, num: func(d *deal) float64 { l.showdown(d); return d.pot.Share(p) }}
}

// potTest is whether player p wins (alone) or ties (with others) the
// high or the low part of the pot.
func (c *compiler) potTest(p int, high, tie bool) *node {
	l, me := c.l, uint32(1)<<p
	return &node{ty: tyBool, test: func(d *deal) bool {
		l.showdown(d)
		set := d.pot.Low
		if high {
			set = d.pot.High
		}
		if tie {
			return set&me != 0 && set != me
		}
		return set == me
	}}
}

// handType is the place of the category of player p's high on street s
// in the game's order.
func (c *compiler) handType(p, s int) *node {
	l, pos := c.l, c.l.catPos
	return &node{ty: tyHandType, handOf: &handRef{p, s}, num: func(d *deal) float64 {
		hi, _ := l.value(d, p, s)
		return float64(pos[hi])
	}}
}

// categoryPos maps each eval.Category to its place in the game's order.
func (c *compiler) categoryPos() [eval.NumCategories + 1]int {
	var pos [eval.NumCategories + 1]int
	for i, cat := range c.l.rank.Categories() {
		pos[cat] = i
	}
	return pos
}

func (c *compiler) winningHandType([]*node) (*node, error) {
	l, pos := c.l, c.categoryPos()
	return &node{ty: tyHandType, num: func(d *deal) float64 {
		l.showdown(d)
		best := d.high[0]
		for _, v := range d.high[1:d.n] {
			best = max(best, v)
		}
		return float64(pos[l.rank.Category(best)])
	}}, nil
}

func (c *compiler) bestRating(a []*node, high bool) (*node, error) {
	if err := c.handStreet(a[1]); err != nil {
		return nil, err
	}
	p, s, l := a[0].player, a[1].street, c.l
	return &node{ty: tyBool, test: func(d *deal) bool {
		hi, lo := l.value(d, p, s)
		if !high && lo == 0 {
			return false
		}
		for q := range d.n {
			if q == p {
				continue
			}
			h2, l2 := l.value(d, q, s)
			if high && h2 > hi || !high && l2 > lo {
				return false
			}
		}
		return true
	}}, nil
}

func (c *compiler) overpair(a []*node) (*node, error) {
	if err := c.handStreet(a[1]); err != nil {
		return nil, err
	}
	p, s := a[0].player, a[1].street
	return &node{ty: tyBool, test: func(d *deal) bool {
		r := d.cards[p][0].Rank()
		if r != d.cards[p][1].Rank() {
			return false
		}
		for _, b := range d.board[:s] {
			if b.Rank() >= r {
				return false
			}
		}
		return true
	}}, nil
}
