package history

import (
	"bytes"
	"strings"

	"github.com/pokersim/pokersim/game"
)

// ggPrefix opens every hand of a GGPoker file: "Poker Hand #HD23847510:
// Hold'em No Limit ($0.5/$1) - 2017/11/12 11:43:27". Hand ids are
// alphanumeric: HD (Hold'em), RC (Rush & Cash), OM (Omaha), TM
// (tournaments), ...
const ggPrefix = "Poker Hand #"

// ggHeader reports whether a line opens a GGPoker hand.
func ggHeader(t []byte) bool { return bytes.HasPrefix(t, []byte(ggPrefix)) }

// parseGG reads the lines of one GGPoker hand. The format is PokerStars'
// with these differences, read here and in pokerstars.go: the header; a
// "Dealt to" line for every player, without cards for the opponents;
// "posts missed blind" (dead money); "Bet & Muck"; "*** SHOWDOWN ***";
// the summary's fees ("Total pot $X | Rake $R | Jackpot $J | Bingo $B |
// Fortune $F | Tax $T"), all taken from the pot and counted as rake; and
// cash-out and insurance lines, kept out of the pots (Player.CashOut).
func parseGG(lines []starsLine) (*Hand, error) {
	p := newStarsParser(GGPoker, lines)
	if err := p.ggHeader(lines[0]); err != nil {
		return p.h, err
	}
	return p.body(lines)
}

// ggHeader reads "Poker Hand #HD1: Hold'em No Limit ($0.5/$1) - date", or
// for a tournament "Poker Hand #TM1: Tournament #2, Name Hold'em No Limit
// - Level12(200,000/400,000(60,000)) - date".
func (p *starsParser) ggHeader(l starsLine) error {
	t := l.text
	rest := t[len(ggPrefix):]
	id, rest, ok := strings.Cut(rest, ":")
	if !ok || id == "" || strings.ContainsAny(id, " \t") {
		return lineError(l.n, t, reasonf(ErrSyntax, "no hand number"))
	}
	p.h.ID = id
	if k := strings.LastIndex(rest, " - "); k >= 0 {
		rest = rest[:k] // the date
	}
	p.h.Tournament = strings.Contains(rest, "Tournament #")
	g, name, err := siteGame(rest)
	p.h.Variant = name
	if err != nil {
		return lineError(l.n, t, err)
	}
	p.h.Game = g
	sb, bb, ok := stakes(rest)
	if !ok {
		return lineError(l.n, t, reasonf(ErrSyntax, "no stakes"))
	}
	return p.setStakes(l, sb, bb, true)
}

// setStakes sets the big blind (and, for cash games, the currency) from
// the stakes of a header as written ("$0.5", "1€", "400,000"). Limit
// games' stakes are the small and big bets, and their big blind the small
// bet: such a header gives small for big where limitBets says so.
func (p *starsParser) setStakes(l starsLine, small, big string, limitBets bool) error {
	if v := strings.ToLower(p.h.Variant); limitBets && strings.Contains(v, "limit") && !strings.Contains(v, "no limit") && !strings.Contains(v, "pot limit") {
		big = small
	}
	a, err := parseSiteAmount(big)
	if err != nil {
		return lineError(l.n, l.text, err)
	}
	if a <= 0 {
		return lineError(l.n, l.text, reasonf(ErrSyntax, "big blind %q", big))
	}
	p.h.BigBlind = a
	if !p.h.Tournament {
		p.h.Currency = currencyOf(big)
	}
	return nil
}

// stakes finds the first parenthesis holding "small/big" in a header's
// description: "($0.5/$1)", "(0.50€/1€)", "Level12(200,000/400,000(60,000))",
// "(25/150/300)" (Winamax's ante/small/big: the last two).
func stakes(desc string) (sb, bb string, ok bool) {
	for s := desc; ; {
		i := strings.IndexByte(s, '(')
		if i < 0 {
			return "", "", false
		}
		s = s[i+1:]
		inner := s
		if j := strings.IndexAny(inner, "()"); j >= 0 {
			inner = inner[:j]
		}
		parts := strings.Split(inner, "/")
		if n := len(parts); n >= 2 && n <= 3 && parts[n-1] != "" && parts[n-2] != "" {
			return strings.TrimSpace(parts[n-2]), strings.TrimSpace(parts[n-1]), true
		}
	}
}

// currencyOf names the currency of an amount written with its symbol
// before or after it, "" for chips.
func currencyOf(s string) string {
	for _, c := range [...]struct{ sym, code string }{{"$", "USD"}, {"€", "EUR"}, {"£", "GBP"}, {"₹", "INR"}, {"¥", "CNY"}, {"C$", "CAD"}} {
		if strings.Contains(s, c.sym) {
			return c.code
		}
	}
	return ""
}

// parseSiteAmount reads an amount with its currency symbol before or
// after it ("$1,234.50", "0.50€", "€2", "400,000"), without the surrounding
// parentheses or brackets some sites write.
func parseSiteAmount(s string) (Amount, error) {
	t := strings.Trim(s, "()[] ")
	t = strings.TrimRight(t, "€$£₹¥ ")
	if t == "" {
		return 0, reasonf(ErrSyntax, "amount %q", s)
	}
	return ParseAmount(t) // its error quotes the amount and says why
}

// siteGame names the game of a GGPoker, Winamax, 888 or iPoker header
// by its words (so that a tournament named "Explorer" is not Omaha):
// "Hold'em", "Holdem", "Omaha", "PLO", "PLO-5", "PLO5", "PLO-6", "5 Card
// Omaha", "Omaha Hi/Lo", "OmahaHL", "PLO8", in any case.
func siteGame(desc string) (game.Game, string, error) {
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(desc), func(r rune) bool {
		return r == ' ' || r == '(' || r == ')' || r == ',' || r == '"'
	}) {
		words[w] = true
	}
	has := func(ws ...string) bool {
		for _, w := range ws {
			if words[w] {
				return true
			}
		}
		return false
	}
	for _, bad := range []string{"razz", "stud", "draw", "badugi", "courchevel", "6+", "shortdeck", "short deck"} {
		if words[bad] || strings.Contains(bad, " ") && has(strings.Fields(bad)[0]) && has(strings.Fields(bad)[1]) {
			return 0, bad, reasonf(ErrUnsupported, "%s", strings.TrimSpace(desc))
		}
	}
	hilo := has("hi/lo", "hi-lo", "omahahl", "plo8", "hilo")
	five := has("plo-5", "plo5") || has("5") && has("card")
	six := has("plo-6", "plo6") || has("6") && has("card")
	omaha := has("omaha", "omahahl", "plo", "plo-5", "plo5", "plo-6", "plo6", "plo8")
	switch {
	case omaha && five && hilo:
		return game.Omaha5x8, desc, nil
	case omaha && five:
		return game.Omaha5, desc, nil
	case omaha && six:
		return game.Omaha6, desc, nil
	case omaha && hilo:
		return game.Omaha8, desc, nil
	case omaha:
		return game.Omaha, desc, nil
	case has("hold'em", "holdem"):
		return game.Holdem, desc, nil
	}
	return 0, "", reasonf(ErrUnsupported, "%s", strings.TrimSpace(desc))
}

// totalPot reads a GGPoker or Winamax summary's "Total pot $X | Rake $R |
// Jackpot $J | Bingo $B" (GGPoker) or "Total pot 14.02€ | Rake 0.98€" and
// "Total pot 3€ | No rake" (Winamax). Every fee is taken from the pot and
// counted in Rake; those other than the rake are counted in Fees too.
func (p *starsParser) totalPot(l starsLine, t string) error {
	fields := strings.Split(t, "|")
	a, err := parseSiteAmount(firstField(strings.TrimPrefix(strings.TrimSpace(fields[0]), "Total pot")))
	if err != nil {
		return lineError(l.n, t, err)
	}
	p.total = a
	for _, f := range fields[1:] {
		f = strings.TrimSpace(f)
		if f == "" || strings.EqualFold(f, "No rake") {
			continue
		}
		k := strings.LastIndexByte(f, ' ')
		if k < 0 {
			return lineError(l.n, t, reasonf(ErrSyntax, "fee %q", f))
		}
		fee, err := parseSiteAmount(f[k+1:])
		if err != nil {
			return lineError(l.n, t, err)
		}
		p.h.Rake += fee
		if f[:k] != "Rake" {
			p.h.Fees += fee
		}
	}
	return nil
}

// cashOut reads GGPoker's cash-out and insurance lines: "Chooses to EV
// Cashout", "Receives Cashout ($9.98)", "Pays Cashout Risk ($22.68)",
// "Pays Insurance Premium ($x)", "Receives Insurance ($x)". The money is a
// side bet with the site, outside the pots: it goes to Player.CashOut.
func (p *starsParser) cashOut(l starsLine, i int, verb, arg string) error {
	if !strings.Contains(arg, "Cashout") && !strings.Contains(arg, "Insurance") {
		return nil
	}
	p.h.CashOut = true
	if verb == "Chooses" {
		return nil
	}
	m := strings.LastIndexByte(arg, '(')
	if m < 0 {
		return lineError(l.n, l.text, reasonf(ErrSyntax, "cash-out without an amount"))
	}
	a, err := parseSiteAmount(arg[m:])
	if err != nil {
		return lineError(l.n, l.text, err)
	}
	if verb == "Pays" {
		a = -a
	}
	p.h.Players[i].CashOut += a
	return nil
}
