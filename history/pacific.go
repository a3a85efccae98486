package history

import (
	"bytes"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// pacificHeader reports whether a line opens an 888poker hand: "*****
// 888poker Hand History for Game 349736402 *****", or in older files
// "***** Cassava Hand History for Game …".
func pacificHeader(t []byte) bool {
	return bytes.HasPrefix(t, []byte("***** ")) && bytes.Contains(t, []byte(" Hand History for Game "))
}

// parsePacific reads the lines of one 888poker hand:
//
//	***** 888poker Hand History for Game 349736402 *****
//	$0.05/$0.10 Blinds No Limit Holdem - *** 06 01 2014 22:40:28
//	Table Abbotsford 6 Max (Real Money)
//	Seat 9 is the button
//	Total number of players : 2
//	Seat 4: silas_tomkyn ( $10.98 )
//	FCSM_1935 posts small blind [$0.05]
//	** Dealing down cards **
//	Dealt to Hero [ Ah, Kd ]
//	FCSM_1935 raises [$0.20]
//	** Dealing flop ** [ Jc, Kc, 3c ]
//	** Summary **
//	FCSM_1935 shows [ Ah, Kd ]
//	FCSM_1935 collected [ $0.19 ]
//
// Amounts are what each action adds; there is no all-in marker (a player
// whose stack is spent is all-in), no rake line (the rake is what was put
// in less what was collected) and no line for an uncalled bet, which is
// left out of "collected", except in a walk, where the big blind collects
// both blinds.
func parsePacific(lines []starsLine) (*Hand, error) {
	p := newStarsParser(Pacific, lines)
	_, id, _ := strings.Cut(lines[0].text, " for Game ")
	p.h.ID = strings.TrimSpace(strings.Trim(id, "* "))
	if p.h.ID == "" {
		return p.h, lineError(lines[0].n, lines[0].text, reasonf(ErrSyntax, "no hand number"))
	}
	stakesSeen := false
	for _, l := range lines[1:] {
		t := strings.TrimSpace(l.text)
		var err error
		switch {
		case t == "" || strings.HasPrefix(t, "#Game No"):
		case !stakesSeen:
			stakesSeen = true
			err = p.pacificStakes(l, t)
		case strings.HasPrefix(t, "Table "):
			p.h.PlayMoney = strings.Contains(t, "(Play Money)")
			p.h.Tournament = p.h.Tournament || strings.Contains(t, "Tournament #")
		case strings.HasPrefix(t, "Seat ") && strings.HasSuffix(t, " is the button"):
			p.h.Button = atoi(strings.TrimPrefix(t, "Seat "))
		case strings.HasPrefix(t, "Seat ") && len(p.h.Actions) == 0:
			err = p.pacificSeat(l, t)
		case strings.HasPrefix(t, "** "):
			err = p.pacificStreet(l, t)
		case strings.HasPrefix(t, "Dealt to "):
			err = p.dealt(l, t)
		default:
			err = p.pacificAction(l, t)
		}
		if err != nil {
			return p.h, err
		}
	}
	if !stakesSeen {
		return p.h, lineError(lines[0].n, lines[0].text, reasonf(ErrSyntax, "no stakes"))
	}
	last := lines[len(lines)-1].n
	if err := p.siteRake(last); err != nil {
		return p.h, err
	}
	return p.h, p.finish(last)
}

// pacificStakes reads "$0.05/$0.10 Blinds No Limit Holdem - *** date";
// a tournament's line reads likewise, in chips, with "Tournament #".
func (p *starsParser) pacificStakes(l starsLine, t string) error {
	desc, _, _ := strings.Cut(t, " - ")
	st, game, ok := strings.Cut(desc, " Blinds ")
	if !ok {
		return lineError(l.n, t, reasonf(ErrSyntax, "no stakes"))
	}
	p.h.Tournament = strings.Contains(t, "Tournament #")
	g, name, err := siteGame(game)
	p.h.Variant = name
	if err != nil {
		return lineError(l.n, t, err)
	}
	p.h.Game = g
	sb, bb, ok := strings.Cut(st, "/")
	if !ok {
		return lineError(l.n, t, reasonf(ErrSyntax, "no stakes"))
	}
	return p.setStakes(l, sb, bb, false) // 888 writes a limit game's blinds, not its bets
}

// pacificSeat reads "Seat 4: silas_tomkyn ( $10.98 )".
func (p *starsParser) pacificSeat(l starsLine, t string) error {
	num, rest, ok := strings.Cut(t[len("Seat "):], ": ")
	open := strings.LastIndex(rest, " (")
	if !ok || num == "" || strings.Trim(num, "0123456789") != "" || open <= 0 || !strings.HasSuffix(rest, ")") {
		return lineError(l.n, t, reasonf(ErrSyntax, "seat"))
	}
	stack, err := parseSiteAmount(rest[open+1:])
	if err != nil {
		return lineError(l.n, t, err)
	}
	name := rest[:open]
	if p.index(name) >= 0 {
		return lineError(l.n, t, reasonf(ErrPlayer, "%s seated twice", name))
	}
	p.h.Players = append(p.h.Players, Player{Name: name, Seat: atoi(num), Stack: stack})
	p.committed = append(p.committed, 0)
	return nil
}

// pacificStreet reads "** Dealing flop ** [ Jc, Kc, 3c ]" and the other
// "** … **" lines.
func (p *starsParser) pacificStreet(l starsLine, t string) error {
	var st Street
	switch {
	case strings.HasPrefix(t, "** Dealing flop **"):
		st = Flop
	case strings.HasPrefix(t, "** Dealing turn **"):
		st = Turn
	case strings.HasPrefix(t, "** Dealing river **"):
		st = River
	case strings.HasPrefix(t, "** Summary **"):
		p.summary = true
		return nil
	default:
		return nil // "** Dealing down cards **"
	}
	b := brackets(t)
	if len(b) != 1 {
		return lineError(l.n, t, reasonf(ErrCards, "no board cards"))
	}
	cards, err := parseCards(b[0])
	if err != nil {
		return lineError(l.n, t, err)
	}
	if len(p.h.Boards) == 0 {
		p.h.Boards = [][]deck.Card{nil}
	}
	board := append(p.h.Boards[0], cards...)
	if st <= p.street && st != Flop || len(board) != st.boardLen() {
		return lineError(l.n, t, reasonf(ErrCards, "%d board cards on the %s", len(board), st))
	}
	p.h.Boards[0] = board
	p.street = st
	clear(p.committed)
	return nil
}

// pacificAction reads a line that starts with a player's name: an action,
// a show or muck, or what the player collected.
func (p *starsParser) pacificAction(l starsLine, t string) error {
	i, rest := p.who(t)
	if i < 0 || !strings.HasPrefix(rest, " ") {
		return nil // "(Hi: …)", chat and other lines
	}
	verb, arg, _ := strings.Cut(rest[1:], " ")
	add := func(k Kind, a Amount) error {
		p.h.Actions = append(p.h.Actions, Action{Street: p.street, Player: i, Kind: k, Amount: a, Line: l.n})
		return nil
	}
	amount := func() (Amount, error) {
		a, err := parseSiteAmount(strings.TrimSpace(arg))
		if err != nil {
			return 0, lineError(l.n, t, err)
		}
		return a, nil
	}
	switch verb {
	case "folds":
		return add(Fold, 0)
	case "checks":
		return add(Check, 0)
	case "shows", "mucks":
		return p.setCards(l, t, i, arg)
	case "collected":
		a, err := amount()
		if err != nil {
			return err
		}
		p.h.Players[i].Won += a
		return nil
	case "calls", "bets", "raises", "All-in", "all-in":
		a, err := amount()
		if err != nil {
			return err
		}
		k := map[string]Kind{"calls": Call, "bets": Bet}[verb]
		if verb != "calls" && verb != "bets" {
			k = Raise
		}
		return add(k, a)
	case "posts":
		b := brackets(arg)
		if len(b) != 1 {
			return lineError(l.n, t, reasonf(ErrSyntax, "post without an amount"))
		}
		if strings.HasPrefix(arg, "ante") {
			a, err := parseSiteAmount(b[0])
			if err != nil {
				return lineError(l.n, t, err)
			}
			return add(Ante, a)
		}
		// "posts dead blind [$1 + $2]": the first part is dead, the second live
		dead, live, both := strings.Cut(b[0], "+")
		if !both {
			live, dead = dead, ""
		}
		if dead != "" {
			a, err := parseSiteAmount(dead)
			if err != nil {
				return lineError(l.n, t, err)
			}
			add(Ante, a)
		}
		a, err := parseSiteAmount(live)
		if err != nil {
			return lineError(l.n, t, err)
		}
		return add(Post, a)
	}
	return nil // "did not show his hand", "is sitting out", ...
}

// implicitReturns gives back, as Return actions, the uncalled part of the
// largest bet of a file that writes no line for it (Winamax, 888,
// iPoker), and returns what each player got back.
func implicitReturns(h *Hand, line int) []Amount {
	raw := make([]Amount, len(h.Players))
	street := make([]Street, len(h.Players))
	for _, a := range h.Actions {
		switch a.Kind {
		case Return:
			raw[a.Player] -= a.Amount
		case Ante:
		default:
			raw[a.Player] += a.Amount
			street[a.Player] = a.Street
		}
	}
	back := make([]Amount, len(h.Players))
	for i, b := range h.Bets() {
		if d := raw[i] - b; d > 0 {
			back[i] = d
			h.Actions = append(h.Actions, Action{Street: street[i], Player: i, Kind: Return, Amount: d, Line: line})
		}
	}
	return back
}

// siteRake makes the uncalled bet a Return and sets the rake of a hand
// whose file states none (888, iPoker): what was put in less what was
// collected. 888 leaves the uncalled bet out of "collected", except in a
// walk, where the big blind collects both blinds: when the winnings exceed
// the chips put in, the returned bet is taken to be inside them.
func (p *starsParser) siteRake(last int) error {
	h := p.h
	back := implicitReturns(h, last)
	var put, won, returned Amount
	for _, c := range h.Contributions() {
		put += c
	}
	for i, pl := range h.Players {
		won += pl.Won
		returned += back[i]
	}
	if won > put {
		if won > put+returned {
			return lineError(last, "", reasonf(ErrPot, "%v collected from %v put in", won, put))
		}
		for i := range h.Players {
			if h.Players[i].Won < back[i] {
				return lineError(last, "", reasonf(ErrPot, "%s collected %v, less than its uncalled bet of %v", h.Players[i].Name, h.Players[i].Won, back[i]))
			}
			h.Players[i].Won -= back[i]
		}
		won -= returned
	}
	h.Rake = put - won
	return nil
}
