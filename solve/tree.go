package solve

import (
	"math"
	"strconv"
)

// The rules of the bet tree that the SPEC does not give.
const (
	// MaxRaises is the most raises on one street: a bet and up to three
	// raises (bet, raise, reraise, re-reraise); after that a player facing
	// a bet may only call or fold.
	MaxRaises = 3
	// AllInBelow makes a bet or raise all-in when the stack its player
	// would keep behind is less than this fraction of the pot once it is
	// called: no one leaves a sliver of a stack behind.
	AllInBelow = 0.12
)

// line is a node of one street's betting, independent of the cards: a
// decision, or where the street ends (a fold, a showdown, or the next
// street, with the chips each player has put in since the root).
type line struct {
	end     ending
	player  Player   // to act, at a decision
	folder  Player   // who folded, at a fold
	actions []string // at a decision, one per child
	next    []*line
	put     [2]float64 // chips each player has put in since the root
}

// ending says how a line ends, or that it is a decision.
type ending uint8

const (
	decision ending = iota
	fold
	called // the street's betting is over, neither folded
)

// street is the state of a street's betting.
type street struct {
	s       Street
	pot     float64    // the pot at the root
	stack   float64    // each player's stack at the root
	put     [2]float64 // chips put in since the root
	bet     [2]float64 // chips put in on this street
	raises  int
	checked bool // OOP checked
}

// betting returns the betting of a street from state st with player p to
// act first (OOP), under bets.
func betting(b *Bets, st street) *line { return st.act(b, OOP) }

// act returns the node where p acts in state st.
func (st street) act(b *Bets, p Player) *line {
	q := 1 - p
	n := &line{player: p, put: st.put}
	add := func(label string, child *line) {
		n.actions = append(n.actions, label)
		n.next = append(n.next, child)
	}
	left := st.stack - st.put[p]
	owe := st.bet[q] - st.bet[p]
	if owe == 0 {
		if p == OOP {
			after := st
			after.checked = true
			add("check", after.act(b, IP))
		} else {
			add("check", &line{end: called, put: st.put})
		}
		for _, amount := range st.amounts(b.Bet[p][st.s], p, false) {
			add("bet "+chips(amount), st.raise(b, p, amount))
		}
		return n
	}
	add("fold", &line{end: fold, folder: p, put: st.put})
	call := st
	call.put[p] += owe
	call.bet[p] += owe
	add("call", &line{end: called, put: call.put})
	if st.raises < MaxRaises && left > owe {
		for _, amount := range st.amounts(b.Raise[st.s], p, true) {
			add("raise "+chips(st.bet[p]+amount), st.raise(b, p, amount))
		}
	}
	return n
}

// raise returns the node after p puts in amount more (a bet or a raise).
func (st street) raise(b *Bets, p Player, amount float64) *line {
	after := st
	after.put[p] += amount
	after.bet[p] += amount
	if st.bet[1-p] > 0 || st.bet[p] > 0 {
		after.raises++
	}
	return after.act(b, 1-p)
}

// amounts returns the chips p may put in with each size, increasing and
// distinct: a bet is a share of the pot, a raise puts p's street total at
// a multiple of the bet faced; each at most p's stack, and all-in when it
// would leave less than AllInBelow of the pot behind.
func (st street) amounts(sizes []Size, p Player, raise bool) []float64 {
	left := st.stack - st.put[p]
	pot := st.pot + st.put[0] + st.put[1]
	owe := st.bet[1-p] - st.bet[p]
	var out []float64
	for _, s := range sizes {
		amount := left
		if !s.AllIn {
			if raise {
				amount = cents(s.Of*st.bet[1-p]) - st.bet[p]
			} else {
				amount = cents(s.Of / 100 * pot)
			}
		}
		called := pot + 2*amount - owe
		if amount > left || left-amount < AllInBelow*called {
			amount = left
		}
		if amount <= owe || (len(out) > 0 && chips(amount) == chips(out[len(out)-1])) {
			continue // no more than a call, or named as the last size
		}
		out = append(out, amount)
	}
	return out
}

// cents rounds chips to hundredths.
func cents(x float64) float64 { return math.Round(x*100) / 100 }

// chips writes an amount of chips as the labels of actions do: "100",
// "33.5".
func chips(x float64) string { return strconv.FormatFloat(cents(x), 'f', -1, 64) }

// size counts the decision nodes of a line's subtree and the actions of
// each player at them.
func (n *line) size() (nodes int, actions [2]int) {
	if n.end != decision {
		return 0, actions
	}
	nodes, actions[n.player] = 1, len(n.next)
	for _, c := range n.next {
		k, a := c.size()
		nodes += k
		actions[0] += a[0]
		actions[1] += a[1]
	}
	return nodes, actions
}
