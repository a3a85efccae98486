package history

import (
	"bytes"
	"strings"
)

// winamaxPrefix opens every hand of a Winamax file: "Winamax Poker -
// CashGame - HandId: #5281577-471-1382586707 - Holdem no limit
// (0.50€/1€) - 2013/10/24 03:51:47 UTC".
const winamaxPrefix = "Winamax Poker - "

// winamaxHeader reports whether a line opens a Winamax hand.
func winamaxHeader(t []byte) bool { return bytes.HasPrefix(t, []byte(winamaxPrefix)) }

// parseWinamax reads the lines of one Winamax hand. The format is
// PokerStars' with these differences, read here and in pokerstars.go: the
// header; "Table: '…'"; seats as "Seat 1: Name (138.61€)", "()" for a
// player not dealt in; amounts with the currency after them; no colon
// after a player's name; the "*** ANTE/BLINDS ***" and "*** PRE-FLOP ***"
// headers; "posts big blind 0.10€ out of position"; no line for an
// uncalled bet, which comes back inside the winner's "collected" and the
// summary's "Total pot"; and that total printed net of the rake.
func parseWinamax(lines []starsLine) (*Hand, error) {
	p := newStarsParser(Winamax, lines)
	if err := p.winamaxHeader(lines[0]); err != nil {
		return p.h, err
	}
	return p.body(lines)
}

// winamaxHeader reads the first line; a tournament's reads "Winamax Poker
// - Tournament "BOOSTER" buyIn: €4.50 + €4.50 + €1 level: 4 - HandId:
// #6575-1-1459 - Holdem no limit (25/150/300) - date", its stakes the
// ante, small and big blinds in chips.
func (p *starsParser) winamaxHeader(l starsLine) error {
	t := l.text
	_, rest, ok := strings.Cut(t, "HandId: #")
	if !ok {
		return lineError(l.n, t, reasonf(ErrSyntax, "no hand number"))
	}
	id, desc, ok := strings.Cut(rest, " - ")
	if !ok || id == "" {
		return lineError(l.n, t, reasonf(ErrSyntax, "no hand number"))
	}
	p.h.ID = id
	if k := strings.LastIndex(desc, " - "); k >= 0 {
		desc = desc[:k] // the date
	}
	p.h.Tournament = strings.HasPrefix(t[len(winamaxPrefix):], "Tournament") || strings.HasPrefix(t[len(winamaxPrefix):], "Sit&Go")
	g, name, err := siteGame(desc)
	p.h.Variant = name
	if err != nil {
		return lineError(l.n, t, err)
	}
	p.h.Game = g
	sb, bb, ok := stakes(desc)
	if !ok {
		return lineError(l.n, t, reasonf(ErrSyntax, "no stakes"))
	}
	return p.setStakes(l, sb, bb, true)
}

// splitWinamaxSeat splits "Seat 3: Name (12.50€)" as splitSeat splits a
// PokerStars seat: the line, "3", "Name", "12.50€" ("" for "()") and "";
// a bounty after a comma ("(20000, 5€ bounty)") is left out.
func splitWinamaxSeat(t string) []string {
	rest, ok := strings.CutPrefix(t, "Seat ")
	if !ok {
		return nil
	}
	num, rest, ok := strings.Cut(rest, ": ")
	if !ok || num == "" || strings.Trim(num, "0123456789") != "" || !strings.HasSuffix(rest, ")") {
		return nil
	}
	open := strings.LastIndex(rest, " (")
	if open <= 0 {
		return nil
	}
	stack, _, _ := strings.Cut(rest[open+2:len(rest)-1], ",")
	return []string{t, num, rest[:open], strings.TrimSpace(stack), ""}
}

// winamaxReturns gives back the uncalled part of the largest bet, which
// Winamax leaves inside the winner's "collected" without a line of its
// own: it becomes a Return, out of what the player collected (if it
// collected that much; otherwise it was given back outside); and it
// turns the summary's total (net of rake, uncalled bet included) into the
// chips put in, for finish to check.
func (p *starsParser) winamaxReturns(last int) error {
	h := p.h
	var returned Amount
	for i, back := range implicitReturns(h, last) {
		if back == 0 {
			continue
		}
		if h.Players[i].Won < back {
			// not given back through "collected" (a player who lost the
			// showdown): then not in the total either, as finish checks
			continue
		}
		h.Players[i].Won -= back
		returned += back
	}
	if p.total != 0 {
		p.total += h.Rake - returned
	}
	return nil
}
