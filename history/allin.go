package history

import (
	"context"
	"math/bits"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// Result is a hand valued: what each player put in and won, and for a
// hand that qualifies, its all-in equities. Slices are indexed like
// Hand.Players.
type Result struct {
	Hand  *Hand
	Put   []Amount // chips put in, uncalled bets returned
	Won   []Amount // collected from the pots
	AllIn *AllIn   // nil unless the hand qualifies for all-in EV
}

// Net returns what player i won less what it put in.
func (r *Result) Net(i int) Amount { return r.Won[i] - r.Put[i] }

// Adjusted returns player i's all-in adjusted net: what it put in taken
// from its expected share of the pots instead of what it won; Net if the
// hand does not qualify. In hundredths of the unit.
func (r *Result) Adjusted(i int) float64 {
	if r.AllIn == nil {
		return float64(r.Net(i))
	}
	return r.AllIn.Expected[i] - float64(r.Put[i])
}

// AllIn is the all-in equity of a hand at the moment betting closed.
type AllIn struct {
	Street Street      // the street on which the last bet was called
	Board  []deck.Card // the board then
	Pots   []PotEquity
	// Expected[i] is player i's expected share of the pots, raked, in
	// hundredths: the sum over pots of its equity times the pot's raked
	// amount. Adjustment[i] is Expected[i] less what it won; a hand's
	// adjustments sum to zero when the file's winnings and rake add up to
	// the pot.
	Expected   []float64
	Adjustment []float64
}

// PotEquity is one pot valued: its amount, the amount once raked, and each
// eligible player's exact equity in it (fractions in [0,1], split pots
// shared), in the order of Pot.Eligible.
type PotEquity struct {
	Pot
	Raked  float64
	Equity []float64
}

// Value values a hand: what each player put in and won and, if the hand
// qualifies (Qualifies), each player's exact equity in each pot, computed
// by sim with workers goroutines (0 for one per CPU).
//
// Rake is deducted from each pot in proportion to its size: a pot of p in
// a hand of total pot T with rake R is worth p·(T−R)/T, so the expected
// shares add up to what the winners were paid.
func Value(ctx context.Context, h *Hand, workers int) (*Result, error) {
	r := &Result{Hand: h, Put: h.Contributions(), Won: make([]Amount, len(h.Players))}
	for i, p := range h.Players {
		r.Won[i] = p.Won
	}
	st, ok := Qualifies(h)
	if !ok {
		return r, nil
	}
	a := &AllIn{Street: st, Board: h.Boards[0][:st.boardLen()], Expected: make([]float64, len(h.Players)), Adjustment: make([]float64, len(h.Players))}
	folded := h.Folded()
	live := liveSet(h, r.Put, folded)
	var total Amount
	for _, c := range r.Put {
		total += c
	}
	pots := h.Pots()
	eqs, err := potEquities(ctx, h, a.Board, pots, live, workers)
	if err != nil {
		return nil, err
	}
	for k, pot := range pots {
		pe := PotEquity{Pot: pot, Raked: rakedShare(pot.Amount, total, h.Rake), Equity: eqs[k]}
		for j, i := range pot.Eligible {
			a.Expected[i] += eqs[k][j] * pe.Raked
		}
		a.Pots = append(a.Pots, pe)
	}
	for i := range a.Expected {
		a.Adjustment[i] = a.Expected[i] - float64(r.Won[i])
	}
	r.AllIn = a
	return r, nil
}

// rakedShare is pot p's worth once the rake is taken from each pot in
// proportion to its size.
func rakedShare(p, total, rake Amount) float64 {
	if total == 0 {
		return 0
	}
	return float64(p) * float64(total-rake) / float64(total)
}

// liveSet lists the players still in the hand at the end: not folded, and
// with chips in (players sitting out put none in).
func liveSet(h *Hand, put []Amount, folded []bool) []bool {
	live := make([]bool, len(h.Players))
	for i := range live {
		live[i] = !folded[i] && put[i] > 0
	}
	return live
}

// potEquities values each pot among its eligible players, in the order
// of Pot.Eligible: a pot nobody contests is won outright, and the
// contested ones are valued together by sim.SidePots, in one enumeration
// of the boards (which exclude every live player's cards, so each pot's
// other live players' cards are dead), but for a lone heads-up pot before
// the flop, which the exact table answers.
func potEquities(ctx context.Context, h *Hand, board []deck.Card, pots []Pot, live []bool, workers int) ([][]float64, error) {
	eqs := make([][]float64, len(pots))
	at := make([]int, len(h.Players)) // a live player's index in m
	m := &sim.Matchup{Game: h.Game, Board: board}
	for i, l := range live {
		if l {
			at[i] = len(m.Players)
			m.Players = append(m.Players, sim.Player{Cards: h.Players[i].Cards})
		}
	}
	var contested [][]int
	var which []int // the pots contested, in order
	for k, pot := range pots {
		switch len(pot.Eligible) {
		case 0:
			continue
		case 1:
			eqs[k] = []float64{1}
			continue
		}
		el := make([]int, len(pot.Eligible))
		for j, i := range pot.Eligible {
			if !live[i] {
				return perPot(ctx, h, board, pots, live, workers)
			}
			el[j] = at[i]
		}
		contested, which = append(contested, el), append(which, k)
	}
	if len(contested) == 0 {
		return eqs, nil
	}
	if len(contested) == 1 {
		// A bad pot falls through to SidePots, which reports it.
		if sub, err := sim.PotMatchup(m, contested[0]); err == nil {
			if eq, ok := tableEquity(sub); ok {
				eqs[which[0]] = eq
				return eqs, nil
			}
		}
	}
	rs, err := sim.SidePots(ctx, m, contested, sim.Options{Method: sim.ForceExact, Workers: workers})
	if err != nil {
		return nil, err
	}
	for j, r := range rs {
		if r.Interrupted {
			return nil, context.Cause(ctx)
		}
		eq := make([]float64, len(r.Players))
		for k := range eq {
			eq[k] = r.Players[k].Equity
		}
		eqs[which[j]] = eq
	}
	return eqs, nil
}

// perPot values each pot on its own (potEquity): for pots whose eligible
// players are not all live, which qualifying hands do not have.
func perPot(ctx context.Context, h *Hand, board []deck.Card, pots []Pot, live []bool, workers int) ([][]float64, error) {
	eqs := make([][]float64, len(pots))
	for k, pot := range pots {
		eq, err := potEquity(ctx, h, board, pot.Eligible, live, workers)
		if err != nil {
			return nil, err
		}
		eqs[k] = eq
	}
	return eqs, nil
}

// potEquity values one pot among its eligible players; the other live
// players' cards are dead, being out of the deck.
func potEquity(ctx context.Context, h *Hand, board []deck.Card, eligible []int, live []bool, workers int) ([]float64, error) {
	switch len(eligible) {
	case 0:
		return nil, nil
	case 1:
		return []float64{1}, nil
	}
	m := &sim.Matchup{Game: h.Game, Board: board}
	in := make(map[int]bool, len(eligible))
	for _, i := range eligible {
		in[i] = true
		m.Players = append(m.Players, sim.Player{Cards: h.Players[i].Cards})
	}
	for i, l := range live {
		if l && !in[i] {
			m.Dead = append(m.Dead, h.Players[i].Cards...)
		}
	}
	if eq, ok := tableEquity(m); ok {
		return eq, nil
	}
	res, err := sim.Equity(ctx, m, sim.Options{Method: sim.ForceExact, Workers: workers})
	if err != nil {
		return nil, err
	}
	if res.Interrupted {
		return nil, context.Cause(ctx)
	}
	eq := make([]float64, len(eligible))
	for k := range eq {
		eq[k] = res.Players[k].Equity
	}
	return eq, nil
}

// tableEquity returns the equities of a heads-up Hold'em matchup before
// the flop with no dead card from the precomputed table (preflop.go),
// the commonest all-in of real histories and, at 1,712,304 boards, the
// costliest to enumerate; ok is false for any other matchup.
func tableEquity(m *sim.Matchup) (eq []float64, ok bool) {
	if m.Game != game.Holdem || len(m.Board) > 0 || len(m.Dead) > 0 || len(m.Players) != 2 ||
		len(m.Players[0].Cards) != 2 || len(m.Players[1].Cards) != 2 {
		return nil, false
	}
	x, y := m.Players[0].Cards, m.Players[1].Cards
	var seen deck.Set
	for _, c := range [4]deck.Card{x[0], x[1], y[0], y[1]} {
		if !c.Valid() || seen&c.Bit() != 0 {
			return nil, false // a card twice: sim names it
		}
		seen |= c.Bit()
	}
	a, b := deck.NewCombo(x[0], x[1]), deck.NewCombo(y[0], y[1])
	ea, eb := preflopEquity(a, b)
	return []float64{ea, eb}, true
}

// Qualifies reports whether a hand qualifies for all-in EV, by
// PokerTracker 4's rule, and the street whose betting closed it: at least
// two players are still in; one of them is all-in and at most one is not,
// so no more betting is possible; the betting closed before the river
// (river all-ins are excluded, having no cards to come); nobody folded on a
// street after the first all-in of a player still in (the pots were then
// contested by betting, not by equity alone); and every live player's
// cards are known.
func Qualifies(h *Hand) (Street, bool) {
	put, folded := h.Contributions(), h.Folded()
	live := liveSet(h, put, folded)
	last, first := Preflop, River+1
	lastPut := make([]Street, len(h.Players))
	for _, a := range h.Actions {
		switch a.Kind {
		case Fold, Check, Call, Bet, Raise:
			last = max(last, a.Street)
		}
		if a.Kind != Return && a.Amount > 0 {
			lastPut[a.Player] = a.Street
		}
	}
	nLive, nAllIn := 0, 0
	for i, l := range live {
		if !l {
			continue
		}
		nLive++
		if put[i] == h.Players[i].Stack {
			nAllIn++
			first = min(first, lastPut[i])
		}
		if len(h.Players[i].Cards) != h.Game.HoleCards() {
			return 0, false
		}
	}
	if nLive < 2 || nAllIn == 0 || nLive-nAllIn > 1 || last == River || len(h.Boards[0]) < last.boardLen() {
		return 0, false
	}
	for _, a := range h.Actions {
		if a.Kind == Fold && a.Street > first {
			return 0, false
		}
	}
	return last, true
}

// settle pays the pots of a hand whose file does not say who won (PHH
// without finishing stacks): each pot to the best hand at showdown among
// its eligible players who show (shows), split evenly with the odd chips
// to the first in seat order; a pot nobody shows for is split among its
// eligible players. The rake comes off each pot in proportion, to the
// cent.
func settle(h *Hand, shows func(int) bool) {
	put := h.Contributions()
	var total Amount
	for _, c := range put {
		total += c
	}
	board := h.Boards[0]
	pots := h.Pots()
	rakeLeft := h.Rake
	for k, pot := range pots {
		// each pot's share of the rake, rounded down, the last taking
		// what rounding left, so that the pots pay out the rake exactly
		cut := rakeLeft
		if k < len(pots)-1 {
			cut = mulDiv(h.Rake, pot.Amount, total)
		}
		cut = min(cut, pot.Amount, rakeLeft)
		rakeLeft -= cut
		amt := pot.Amount - cut
		var best eval.Rank
		var winners []int
		for _, i := range pot.Eligible {
			cards := h.Players[i].Cards
			if len(board) != 5 || len(cards) != h.Game.HoleCards() || !shows(i) {
				continue
			}
			v, _ := h.Game.Value(cards, board)
			switch {
			case len(winners) == 0 || v > best:
				best, winners = v, []int{i}
			case v == best:
				winners = append(winners, i)
			}
		}
		if len(winners) == 0 {
			winners = pot.Eligible
		}
		share := amt / Amount(len(winners))
		for k, i := range winners {
			h.Players[i].Won += share
			if Amount(k) < amt%Amount(len(winners)) {
				h.Players[i].Won++
			}
		}
	}
}

// mulDiv returns a·b/c rounded down, for amounts of at least 0 and c > 0,
// without the overflow of a·b; c when the quotient would pass it.
func mulDiv(a, b, c Amount) Amount {
	if c <= 0 || a < 0 || b < 0 {
		return 0
	}
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi >= uint64(c) {
		return c
	}
	q, _ := bits.Div64(hi, lo, uint64(c))
	return Amount(min(q, uint64(c)))
}
