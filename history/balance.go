package history

import "math"

// Check checks that a hand read adds up, whatever its format: seats
// numbered once each; no stack, amount, winning, rake or fee below zero;
// no player putting in, at any point of the hand, more than its stack
// (so that no stack goes below zero); the pots holding exactly the chips
// put in; and the pots paid out to the cent, as what the players
// collected plus the rake (which holds the fees). A hand that does not is
// malformed: the error is a *ParseError at the hand's first line,
// unwrapping to ErrPot (ErrPlayer for a seat twice).
//
// Read applies it to every hand its readers return without error, so a
// reader of a new format gets it too; amounts near the top of Amount's
// range, whose sums would overflow, are refused.
func (h *Hand) Check() error {
	bad := func(sentinel error, format string, args ...any) error {
		return &ParseError{File: h.File, Line: h.Line, Hand: h.ID, Err: reasonf(sentinel, format, args...)}
	}
	if len(h.Players) > maxPlayers {
		return bad(ErrPlayer, "%d players, more than %d", len(h.Players), maxPlayers)
	}
	seats := make(map[int]bool, len(h.Players))
	for _, p := range h.Players {
		if p.Seat > 0 && seats[p.Seat] {
			return bad(ErrPlayer, "seat %d twice", p.Seat)
		}
		seats[p.Seat] = true
		switch {
		case p.Stack < 0 || p.Stack > maxSum:
			return bad(ErrPot, "%s has a stack of %v", p.Name, p.Stack)
		case p.Won < 0 || p.Won > maxSum:
			return bad(ErrPot, "%s collects %v", p.Name, p.Won)
		}
	}
	switch {
	case h.Rake < 0 || h.Rake > maxSum:
		return bad(ErrPot, "a rake of %v", h.Rake)
	case h.Fees < 0 || h.Fees > h.Rake:
		return bad(ErrPot, "fees of %v, more than the %v the site took in all", h.Fees, h.Rake)
	}
	if err := h.checkStacks(bad); err != nil {
		return err
	}
	var put, pots, paid Amount
	for _, c := range h.Contributions() {
		put += c
	}
	for _, p := range h.Pots() {
		pots += p.Amount
	}
	for _, p := range h.Players {
		paid += p.Won
	}
	paid += h.Rake // the fees are part of it
	switch {
	case pots != put:
		return bad(ErrPot, "the pots hold %v, the chips put in add up to %v", pots, put)
	case paid != pots:
		return bad(ErrPot, "the pots hold %v, but collected, rake and fees add up to %v", pots, paid)
	}
	return nil
}

// maxSum is the largest amount Check takes, and maxPlayers the most
// players: the players' stacks and winnings, with rake and fees as large,
// add up without overflow.
const (
	maxPlayers = 60
	maxSum     = Amount(math.MaxInt64 / 64)
)

// checkStacks follows each player's chips through the actions: no amount
// below zero, nothing put in beyond the stack, no more given back than was
// put in.
func (h *Hand) checkStacks(bad func(error, string, ...any) error) error {
	put := make([]Amount, len(h.Players))
	for _, a := range h.Actions {
		if a.Player < 0 || a.Player >= len(h.Players) {
			return bad(ErrPlayer, "an action by player %d of %d", a.Player+1, len(h.Players))
		}
		p := &h.Players[a.Player]
		if a.Amount < 0 || a.Amount > maxSum {
			return bad(ErrPot, "%s: an amount of %v", p.Name, a.Amount)
		}
		if a.Kind == Return {
			put[a.Player] -= a.Amount
		} else {
			put[a.Player] += a.Amount
		}
		switch {
		case put[a.Player] > p.Stack:
			return bad(ErrPot, "%s puts in %v with a stack of %v", p.Name, put[a.Player], p.Stack)
		case put[a.Player] < 0:
			return bad(ErrPot, "%s gets back more than it put in", p.Name)
		}
	}
	return nil
}
