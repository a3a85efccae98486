package solve

import (
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/solve/cfr"
)

// The memory a tree takes beyond the solver's tables (cfr.Size's 8 bytes
// per action and hand): per node, the node with its slices and index
// entries; per river dealt after the turn, its showdown table and deal;
// per hand at a decision, the report's strategy (8 bytes an action and a
// slice), reach, EV, equity and index, with the allocator's rounding: 96
// bytes a hand and 16 an action match the live heap measured after a turn
// solve (47 MiB for 476,000 hands at 5,553 nodes) with a margin.
const (
	nodeBytes  = 320
	riverBytes = 512
	handBytes  = 96
)

// first returns the street a board of 4 or 5 cards starts on.
func first(board []deck.Card) Street {
	if len(board) == 4 {
		return Turn
	}
	return River
}

// template returns the betting of the spot's first street.
func (sp *spot) template(b *Bets) *line {
	return betting(b, street{s: first(sp.board), pot: sp.pot, stack: sp.stack})
}

// estimate returns the bytes the solver would take on the tree of b,
// counted from the betting templates before any node is built.
func (sp *spot) estimate(b *Bets) int64 {
	root := sp.template(b)
	bytes := sp.lineBytes(root)
	if first(sp.board) == River {
		return bytes
	}
	cards := int64(len(sp.riverCards()))
	walked := int64(0) // the rivers solved, not images of others
	for _, im := range sp.images(sp.riverCards()) {
		if im == nil {
			walked++
		}
	}
	hands := int64(len(sp.combos[0]) + len(sp.combos[1]))
	bytes += cards * (riverBytes + 12*hands) // river tables, blocked lists
	walkLines(root, func(l *line) {
		if l.end != called {
			return
		}
		bytes += walked * nodeBytes
		if sp.stack-l.put[0] > 0 {
			bytes += walked * sp.lineBytes(betting(b, street{s: River, pot: sp.pot, stack: sp.stack, put: l.put}))
		}
	})
	return bytes
}

// lineBytes returns the bytes of the nodes of one street's betting.
func (sp *spot) lineBytes(l *line) int64 {
	var bytes int64
	walkLines(l, func(l *line) {
		bytes += nodeBytes
		if l.end == decision {
			bytes += int64(len(sp.combos[l.player])) * (24*int64(len(l.next)) + handBytes)
		}
	})
	return bytes
}

// walkLines calls f at l and every node below it.
func walkLines(l *line, f func(*line)) {
	f(l)
	for _, c := range l.next {
		walkLines(c, f)
	}
}

// riverCards returns the cards that may come on the river, in order.
func (sp *spot) riverCards() []deck.Card {
	return (^deck.SetOf(sp.board...) & (1<<deck.NumCards - 1)).AppendCards(nil)
}

// build makes the public tree of b.
func (sp *spot) build(b *Bets) {
	if first(sp.board) == River {
		rv := sp.newRiver([5]deck.Card(sp.board))
		sp.root = sp.node(sp.template(b), rv)
		return
	}
	var rivers []*river
	var deals []cfr.Deal
	weight := 1 / float64(deck.NumCards-len(sp.board)-4)
	cards := sp.riverCards()
	images := sp.images(cards)
	for i, c := range cards {
		rivers = append(rivers, sp.newRiver([5]deck.Card(append(sp.board[:4:4], c))))
		d := cfr.Deal{Weight: weight, Image: images[i]}
		for p := range 2 {
			for h, cs := range sp.cards[p] {
				if cs[0] == uint8(c) || cs[1] == uint8(c) {
					d.Blocked[p] = append(d.Blocked[p], int32(h))
				}
			}
		}
		deals = append(deals, d)
	}
	sp.turn = rivers
	sp.root = sp.turnNode(b, sp.template(b), deals)
}

// turnNode builds the turn's node l: where the turn's betting ends
// without a fold, a chance node deals each river, after which the river's
// betting follows, or the showdown when a player is all-in.
func (sp *spot) turnNode(b *Bets, l *line, deals []cfr.Deal) *cfr.Node {
	switch l.end {
	case fold:
		return sp.foldNode(l)
	case decision:
		n := &cfr.Node{Kind: cfr.Decision, Player: int(l.player), Actions: l.actions}
		for _, c := range l.next {
			n.Children = append(n.Children, sp.turnNode(b, c, deals))
		}
		return n
	}
	n := &cfr.Node{Kind: cfr.Chance, Deals: deals}
	var cards []deck.Card
	riverBetting := betting(b, street{s: River, pot: sp.pot, stack: sp.stack, put: l.put})
	for i, rv := range sp.turn {
		cards = append(cards, rv.board[4])
		switch {
		case deals[i].Image != nil:
			n.Children = append(n.Children, nil)
		case sp.stack-l.put[0] <= 0:
			n.Children = append(n.Children, sp.showdownNode(l, rv))
		default:
			n.Children = append(n.Children, sp.node(riverBetting, rv))
		}
	}
	sp.chances[n] = cards
	return n
}

// node builds the river's node l on the river rv.
func (sp *spot) node(l *line, rv *river) *cfr.Node {
	switch l.end {
	case fold:
		return sp.foldNode(l)
	case called:
		return sp.showdownNode(l, rv)
	}
	n := &cfr.Node{Kind: cfr.Decision, Player: int(l.player), Actions: l.actions}
	for _, c := range l.next {
		n.Children = append(n.Children, sp.node(c, rv))
	}
	sp.rivers[n] = rv
	return n
}

func (sp *spot) foldNode(l *line) *cfr.Node {
	return &cfr.Node{Kind: cfr.Terminal, Payoff: &folded{sp: sp, folder: int(l.folder), stake: sp.pot/2 + l.put[l.folder]}}
}

func (sp *spot) showdownNode(l *line, rv *river) *cfr.Node {
	return &cfr.Node{Kind: cfr.Terminal, Payoff: &showdown{sp: sp, rv: rv, stake: sp.pot/2 + l.put[0]}}
}
