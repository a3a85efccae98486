package history

import (
	"regexp"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// starsLine is one line of a PokerStars hand with its line number.
type starsLine struct {
	n    int
	text string
}

var (
	starsStakes = regexp.MustCompile(`\(([^()/ ]+)/([^()/ ]+)(?: ([A-Z]{3}))?\)`)
	starsTable  = regexp.MustCompile(`Seat #(\d+) is the button`)
)

// starsParser holds the state of one PokerStars hand being read.
type starsParser struct {
	site      Format // PokerStars, GGPoker or Winamax, which share this parser
	h         *Hand
	street    Street
	committed []Amount // this street's chips per player, for "raises to"
	run       int      // 0, or 1 on the second run of a hand run twice
	total     Amount   // "Total pot" of the summary
	summary   bool
	// buttonZero is set when the button is on seat 0 (Winamax), which
	// Hand.Button cannot tell from an unknown button.
	buttonZero bool
}

// parseStars reads the lines of one PokerStars hand.
func parseStars(lines []starsLine) (*Hand, error) {
	p := newStarsParser(PokerStars, lines)
	if err := p.header(lines[0]); err != nil {
		return p.h, err
	}
	return p.body(lines)
}

func newStarsParser(site Format, lines []starsLine) *starsParser {
	return &starsParser{site: site, h: &Hand{Format: site, Line: lines[0].n, Actions: make([]Action, 0, 2*len(lines))}}
}

// body reads the lines after the header and checks the hand.
func (p *starsParser) body(lines []starsLine) (*Hand, error) {
	for _, l := range lines[1:] {
		if err := p.line(l); err != nil {
			return p.h, err
		}
	}
	if p.site == Winamax {
		if err := p.winamaxReturns(lines[len(lines)-1].n); err != nil {
			return p.h, err
		}
	}
	return p.h, p.finish(lines[len(lines)-1].n)
}

// header reads the first line: the hand number, tournament, game and stakes.
func (p *starsParser) header(l starsLine) error {
	t := l.text
	_, rest, ok := strings.Cut(t, "#")
	if !ok {
		return lineError(l.n, t, reasonf(ErrSyntax, "no hand number"))
	}
	id, rest, ok := strings.Cut(rest, ":")
	if !ok {
		return lineError(l.n, t, reasonf(ErrSyntax, "no hand number"))
	}
	p.h.ID = strings.TrimSpace(id)
	p.h.Tournament = strings.Contains(rest, "Tournament #")
	desc, _, _ := strings.Cut(rest, " - ")
	if p.h.Tournament {
		// "Tournament #1, $1.00+$0.15 USD Hold'em No Limit - Level I (10/20) - date"
		parts := strings.SplitN(rest, " - ", 3)
		if len(parts) >= 2 {
			desc = parts[0] + " " + parts[1]
		}
	}
	g, name, err := starsGame(desc)
	p.h.Variant = name
	if err != nil {
		return lineError(l.n, t, err)
	}
	p.h.Game = g
	m := starsStakes.FindStringSubmatch(desc)
	if m == nil {
		return lineError(l.n, t, reasonf(ErrSyntax, "no stakes"))
	}
	blind := m[2]
	if strings.Contains(desc, " Limit") && !strings.Contains(desc, "No Limit") && !strings.Contains(desc, "Pot Limit") {
		blind = m[1] // limit stakes are the small and big bets; the big blind is the small bet
	}
	bb, err := ParseAmount(blind)
	if err != nil {
		return lineError(l.n, t, err)
	}
	p.h.BigBlind = bb
	if !p.h.Tournament {
		p.h.Currency = m[3]
		if p.h.Currency == "" { // Zoom and older headers give only the symbol
			for sym, code := range map[string]string{"$": "USD", "€": "EUR", "£": "GBP", "₹": "INR"} {
				if strings.HasPrefix(m[2], sym) {
					p.h.Currency = code
				}
			}
		}
	}
	return nil
}

// starsGame names the game of a header.
func starsGame(desc string) (game.Game, string, error) {
	for _, bad := range []string{"Razz", "Stud", "Draw", "Badugi", "Courchevel", "6+", "Short"} {
		if strings.Contains(desc, bad) {
			return 0, bad, reasonf(ErrUnsupported, "%s", strings.TrimSpace(desc))
		}
	}
	for _, v := range []struct {
		name string
		g    game.Game
	}{
		{"5 Card Omaha Hi/Lo", game.Omaha5x8},
		{"5 Card Omaha", game.Omaha5},
		{"6 Card Omaha", game.Omaha6},
		{"Omaha Hi/Lo", game.Omaha8},
		{"Omaha", game.Omaha},
		{"Hold'em", game.Holdem},
	} {
		if strings.Contains(desc, v.name) {
			return v.g, v.name, nil
		}
	}
	return 0, "", reasonf(ErrUnsupported, "%s", strings.TrimSpace(desc))
}

// line reads one line after the header.
func (p *starsParser) line(l starsLine) error {
	t := strings.TrimSpace(l.text)
	switch {
	case t == "":
		return nil
	case strings.HasPrefix(t, "***"):
		return p.streetLine(l, t)
	case p.summary:
		return p.summaryLine(l, t)
	case strings.HasPrefix(t, "Table '"), strings.HasPrefix(t, "Table: '"):
		p.h.PlayMoney = strings.Contains(t, "(Play Money)") || strings.Contains(t, "(play money)")
		if m := starsTable.FindStringSubmatch(t); m != nil {
			p.h.Button = atoi(m[1])
			p.buttonZero = m[1] == "0" // Winamax numbers seats from 0
		}
		return nil
	case strings.HasPrefix(t, "Seat ") && p.street == Preflop && len(p.h.Actions) == 0 && !strings.Contains(t, "is the button"):
		return p.seat(l, t)
	case strings.HasPrefix(t, "Dealt to "):
		return p.dealt(l, t)
	case strings.HasPrefix(t, "Uncalled bet ("):
		return p.uncalled(l, t)
	}
	i, rest := p.who(t)
	if i < 0 {
		return nil // table chat, joins, leaves and other lines without a seated player's action
	}
	if strings.HasPrefix(rest, ": ") {
		return p.action(l, i, rest[2:])
	}
	if strings.HasPrefix(rest, " collected ") {
		return p.collected(l, i, rest)
	}
	if p.site == Winamax && strings.HasPrefix(rest, " ") { // "Name calls 5€": no colon
		return p.action(l, i, rest[1:])
	}
	return nil // " said, ...", " is sitting out", " has timed out", ...
}

// who finds the seated player whose name starts t, the longest if several
// do, and returns the rest of the line.
func (p *starsParser) who(t string) (int, string) {
	best := -1
	for i, pl := range p.h.Players {
		if strings.HasPrefix(t, pl.Name) && len(t) > len(pl.Name) && (t[len(pl.Name)] == ':' || t[len(pl.Name)] == ' ') {
			if best < 0 || len(pl.Name) > len(p.h.Players[best].Name) {
				best = i
			}
		}
	}
	if best < 0 {
		return -1, ""
	}
	return best, t[len(p.h.Players[best].Name):]
}

// seat reads "Seat 3: Name ($12.50 in chips)", with optional bounty or
// "is sitting out".
func (p *starsParser) seat(l starsLine, t string) error {
	m := splitSeat(t)
	if p.site == Winamax {
		m = splitWinamaxSeat(t)
	}
	if m == nil {
		return lineError(l.n, t, reasonf(ErrSyntax, "seat"))
	}
	var stack Amount
	if m[3] == "" { // Winamax's "Seat 1: Player1 ()": seated, no stack, not dealt in
		m[4] = "sitting out"
	} else {
		var err error
		if stack, err = parseSiteAmount(m[3]); err != nil {
			return lineError(l.n, t, err)
		}
	}
	for _, pl := range p.h.Players {
		if pl.Name == m[2] {
			return lineError(l.n, t, reasonf(ErrPlayer, "%s seated twice", m[2]))
		}
	}
	p.h.Players = append(p.h.Players, Player{Name: m[2], Seat: atoi(m[1]), Stack: stack, SittingOut: strings.Contains(m[4], "sitting out") || strings.Contains(m[4], "out of hand")})
	p.committed = append(p.committed, 0)
	return nil
}

// dealt reads "Dealt to Hero [Ac As]". GGPoker writes a line for every
// player, without cards for the opponents: only the one with cards is the
// hero.
func (p *starsParser) dealt(l starsLine, t string) error {
	name := strings.TrimRight(t[len("Dealt to "):], " ")
	i, rest := p.who(name)
	if i < 0 {
		if i = p.index(name); i < 0 {
			return lineError(l.n, t, ErrPlayer)
		}
	}
	if len(brackets(rest)) == 0 {
		return nil
	}
	p.h.Hero = p.h.Players[i].Name
	return p.setCards(l, t, i, rest)
}

// setCards sets a player's cards from the first bracket of rest (the last
// for "Dealt to", whose earlier brackets may be other cards).
func (p *starsParser) setCards(l starsLine, t string, i int, rest string) error {
	m := brackets(rest)
	if m == nil {
		return nil
	}
	cards, err := parseCards(m[len(m)-1])
	if err != nil {
		return lineError(l.n, t, err)
	}
	switch {
	case len(cards) > p.h.Game.HoleCards():
		return lineError(l.n, t, reasonf(ErrCards, "%d hole cards in %s", len(cards), p.h.Game))
	case len(cards) < p.h.Game.HoleCards():
		return nil // a partial show leaves the hand unknown
	}
	p.h.Players[i].Cards = cards
	return nil
}

// parseCards reads space-separated cards such as "Ac As".
func parseCards(s string) ([]deck.Card, error) {
	cards := make([]deck.Card, 0, (len(s)+1)/3)
	for w := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		c, err := deck.ParseCard(w)
		if err != nil {
			return nil, reasonf(ErrCards, "%v", err)
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// streetLine reads "*** FLOP *** [..]" and the like.
func (p *starsParser) streetLine(l starsLine, t string) error {
	name := strings.TrimSpace(strings.Trim(strings.SplitN(t, "***", 3)[1], " "))
	run := 0
	for k, prefix := range []string{"FIRST ", "SECOND ", "THIRD "} {
		if n, ok := strings.CutPrefix(name, prefix); ok {
			name, run = n, k
			break
		}
	}
	var st Street
	switch name {
	case "HOLE CARDS", "DEALING HANDS":
		return nil
	case "SHOW DOWN", "SHOWDOWN", "ANTE/BLINDS", "PRE-FLOP":
		return nil
	case "SUMMARY":
		p.summary = true
		return nil
	case "FLOP":
		st = Flop
	case "TURN":
		st = Turn
	case "RIVER":
		st = River
	default:
		return lineError(l.n, t, reasonf(ErrSyntax, "unknown street"))
	}
	var board []deck.Card
	for _, b := range brackets(t) {
		cards, err := parseCards(b)
		if err != nil {
			return lineError(l.n, t, err)
		}
		board = append(board, cards...)
	}
	if len(board) != st.boardLen() {
		return lineError(l.n, t, reasonf(ErrCards, "%d board cards on the %s", len(board), st))
	}
	for len(p.h.Boards) <= run {
		p.h.Boards = append(p.h.Boards, nil)
	}
	p.h.Boards[run] = board // each run's line lists its whole board
	if st > p.street {
		p.street = st
		clear(p.committed)
	}
	return nil
}

// action reads what follows "Name: ".
func (p *starsParser) action(l starsLine, i int, s string) error {
	s, allIn := strings.CutSuffix(s, " and is all-in")
	_ = allIn // all-in is derived from stacks, which PHH requires anyway
	verb, arg, _ := strings.Cut(s, " ")
	add := func(k Kind, amt Amount) error {
		p.h.Actions = append(p.h.Actions, Action{Street: p.street, Player: i, Kind: k, Amount: amt, Line: l.n})
		return nil
	}
	amount := func(w string) (Amount, error) {
		a, err := parseSiteAmount(w)
		if err != nil {
			return 0, lineError(l.n, l.text, err)
		}
		return a, nil
	}
	if verb == "Bet" { // GGPoker's "Bet & Muck $0.05", then "Bet & Muck folds"
		if rest, ok := strings.CutPrefix(arg, "& Muck "); ok {
			verb, arg = "bets", rest
			if rest == "folds" {
				verb = "folds"
			}
		}
	}
	switch verb {
	case "Chooses", "Pays", "Receives":
		return p.cashOut(l, i, verb, arg)
	case "folds":
		return add(Fold, 0)
	case "checks":
		return add(Check, 0)
	case "shows", "mucks", "doesn't", "shows:":
		if verb == "shows" {
			return p.setCards(l, l.text, i, arg)
		}
		return nil
	case "calls", "bets":
		a, err := amount(firstField(arg))
		if err != nil {
			return err
		}
		p.committed[i] += a
		if verb == "calls" {
			return add(Call, a)
		}
		return add(Bet, a)
	case "raises":
		_, to, ok := strings.Cut(arg, " to ")
		if !ok {
			return lineError(l.n, l.text, reasonf(ErrSyntax, "raise without \"to\""))
		}
		a, err := amount(firstField(to))
		if err != nil {
			return err
		}
		if a < p.committed[i] {
			return lineError(l.n, l.text, reasonf(ErrPot, "raise to less than already in"))
		}
		put := a - p.committed[i]
		p.committed[i] = a
		return add(Raise, put)
	case "posts", "straddle":
		arg = strings.TrimSuffix(arg, " out of position") // Winamax's
		a, err := amount(arg[strings.LastIndexByte(arg, ' ')+1:])
		if err != nil {
			return err
		}
		switch {
		case strings.Contains(arg, "ante"), strings.Contains(arg, "missed blind"), strings.Contains(arg, "dead"):
			// GGPoker's "posts missed blind" is dead money, as an ante is
			return add(Ante, a)
		case strings.Contains(arg, "small & big"):
			// the small blind's part is dead money, like an ante
			live := min(a, p.h.BigBlind)
			p.committed[i] += live
			if a > live {
				add(Ante, a-live)
			}
			return add(Post, live)
		default:
			p.committed[i] += a
		}
		return add(Post, a)
	}
	return nil // "sits out", "is sitting out", "cashed out the hand", ...
}

// firstField returns s up to its first space, leading spaces skipped.
func firstField(s string) string {
	s = strings.TrimLeft(s, " ")
	f, _, _ := strings.Cut(s, " ")
	return f
}

// uncalled reads "Uncalled bet ($0.10) returned to Name".
func (p *starsParser) uncalled(l starsLine, t string) error {
	amt, rest, ok := strings.Cut(t[len("Uncalled bet ("):], ") returned to ")
	if !ok {
		return lineError(l.n, t, reasonf(ErrSyntax, "uncalled bet"))
	}
	a, err := ParseAmount(amt)
	if err != nil {
		return lineError(l.n, t, err)
	}
	i := p.index(rest)
	if i < 0 {
		return lineError(l.n, t, reasonf(ErrPlayer, "%s", rest))
	}
	p.h.Actions = append(p.h.Actions, Action{Street: p.street, Player: i, Kind: Return, Amount: a, Line: l.n})
	return nil
}

func (p *starsParser) index(name string) int {
	for i, pl := range p.h.Players {
		if pl.Name == name {
			return i
		}
	}
	return -1
}

// collected reads " collected $39.35 from pot".
func (p *starsParser) collected(l starsLine, i int, rest string) error {
	a, err := parseSiteAmount(firstField(rest[len(" collected "):]))
	if err != nil {
		return lineError(l.n, l.text, err)
	}
	p.h.Players[i].Won += a
	return nil
}

// summaryLine reads the summary's pot, rake, boards and mucked cards.
func (p *starsParser) summaryLine(l starsLine, t string) error {
	switch {
	case strings.HasPrefix(t, "Total pot ") && p.site != PokerStars:
		return p.totalPot(l, t)
	case strings.HasPrefix(t, "Total pot "):
		tot, rest, _ := strings.Cut(t[len("Total pot "):], " ")
		a, err := ParseAmount(tot)
		if err != nil {
			return lineError(l.n, t, err)
		}
		p.total = a
		if _, r, ok := strings.Cut(rest, "Rake "); ok {
			if p.h.Rake, err = ParseAmount(firstField(r)); err != nil {
				return lineError(l.n, t, err)
			}
		}
	case strings.HasPrefix(t, "Seat "):
		_, rest, ok := strings.Cut(t, ": ")
		if !ok {
			return nil
		}
		i, after := p.who(rest)
		if i >= 0 && (strings.Contains(after, " mucked [") || strings.Contains(after, " showed [")) {
			return p.setCards(l, t, i, after)
		}
	}
	return nil
}

// finish checks the hand once read.
func (p *starsParser) finish(last int) error {
	h := p.h
	if len(h.Players) < 2 {
		return lineError(last, "", reasonf(ErrSyntax, "fewer than two players"))
	}
	if len(h.Boards) == 0 {
		h.Boards = [][]deck.Card{nil}
	}
	if h.Button != 0 || p.buttonZero {
		seatPositions(h)
	}
	var sum Amount
	for i, c := range h.Contributions() {
		if c < 0 {
			return lineError(last, "", reasonf(ErrPot, "%s gets back more than it put in", h.Players[i].Name))
		}
		if c > h.Players[i].Stack {
			return lineError(last, "", reasonf(ErrPot, "%s puts in %v with a stack of %v", h.Players[i].Name, c, h.Players[i].Stack))
		}
		sum += c
	}
	if p.total != 0 && sum != p.total {
		return lineError(last, "", reasonf(ErrPot, "the chips put in add up to %v, the summary says %v", sum, p.total))
	}
	return checkCards(h, last)
}

// checkCards checks that no card is used twice.
func checkCards(h *Hand, line int) error {
	var seen deck.Set
	use := func(c deck.Card, who string) error {
		if seen.Has(c) {
			return lineError(line, "", reasonf(ErrCards, "%v used twice (%s)", c, who))
		}
		seen |= c.Bit()
		return nil
	}
	for _, pl := range h.Players {
		for _, c := range pl.Cards {
			if err := use(c, pl.Name); err != nil {
				return err
			}
		}
	}
	for r, b := range h.Boards {
		for k, c := range b {
			if r > 0 && k < len(h.Boards[0]) && h.Boards[0][k] == c {
				continue
			}
			if err := use(c, "board"); err != nil {
				return err
			}
		}
	}
	return nil
}

func atoi(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' || n > 1e6 {
			return n
		}
		n = n*10 + int(r-'0')
	}
	return n
}

// splitSeat splits "Seat 3: Name ($12.50 in chips, $5 bounty) is sitting
// out" into the whole line, "3", "Name", "$12.50" and what follows the
// parenthesis, as a regular expression's submatches would; nil if the line
// is not a seat. The name may hold spaces and parentheses: the stack is
// the last parenthesis holding " in chips".
func splitSeat(t string) []string {
	rest, ok := strings.CutPrefix(t, "Seat ")
	if !ok {
		return nil
	}
	num, rest, ok := strings.Cut(rest, ": ")
	if !ok || num == "" || strings.Trim(num, "0123456789") != "" {
		return nil
	}
	k := strings.LastIndex(rest, " in chips")
	if k < 0 {
		return nil
	}
	open := strings.LastIndex(rest[:k], " (")
	if open <= 0 {
		return nil
	}
	closing := strings.IndexByte(rest[k:], ')')
	if closing < 0 {
		return nil
	}
	return []string{t, num, rest[:open], rest[open+2 : k], rest[k+closing+1:]}
}

// brackets returns the texts between square brackets in s, in order.
func brackets(s string) []string {
	var out []string
	for {
		i := strings.IndexByte(s, '[')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			return out
		}
		out = append(out, s[i+1:i+j])
		s = s[i+j+1:]
	}
}
