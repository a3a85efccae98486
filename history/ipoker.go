package history

import (
	"cmp"
	"encoding/xml"
	"errors"
	"io"
	"slices"
	"strings"

	"github.com/pokersim/pokersim/deck"
	"golang.org/x/text/encoding/charmap"
)

// MaxIPokerGame is the largest <game> element of an iPoker file Read
// accepts, in bytes.
const MaxIPokerGame = 1 << 20

// ipGeneral is a <session>'s <general>: what its games share.
type ipGeneral struct {
	Mode           string `xml:"mode"`
	GameType       string `xml:"gametype"`
	TableCurrency  string `xml:"tablecurrency"`
	Currency       string `xml:"currency"`
	Nickname       string `xml:"nickname"`
	TournamentName string `xml:"tournamentname"`
	TournamentCode string `xml:"tournamentcode"`
}

// ipGame is one <game>: one hand.
type ipGame struct {
	Code    string     `xml:"gamecode,attr"`
	Players []ipPlayer `xml:"general>players>player"`
	Rounds  []ipRound  `xml:"round"`
}

// ipPlayer is a <player>: bet is all it put in, uncalled bet included, and
// win all that came back, the uncalled bet included.
type ipPlayer struct {
	Seat   string `xml:"seat,attr"`
	Name   string `xml:"name,attr"`
	Chips  string `xml:"chips,attr"`
	Dealer string `xml:"dealer,attr"`
	Win    string `xml:"win,attr"`
	Bet    string `xml:"bet,attr"`
}

// ipRound is a <round>: 0 the blinds and antes, 1 preflop, 2 to 4 the
// flop, turn and river.
type ipRound struct {
	No      string     `xml:"no,attr"`
	Cards   []ipCards  `xml:"cards"`
	Actions []ipAction `xml:"action"`
}

type ipCards struct {
	Type   string `xml:"type,attr"`
	Player string `xml:"player,attr"`
	Text   string `xml:",chardata"`
}

type ipAction struct {
	No     string `xml:"no,attr"`
	Player string `xml:"player,attr"`
	Type   string `xml:"type,attr"`
	Sum    string `xml:"sum,attr"`
}

// readIPoker reads an iPoker XML file: one or more <session>s, each a
// <general> and <game>s, one hand each. Games are decoded one at a time
// on the reading goroutine and converted by the parse function fn gets.
func readIPoker(file string, r io.Reader, fn func(parse func() (*Hand, error)) error) error {
	lr := &limitedReader{r: r}
	dec := xml.NewDecoder(lr)
	dec.CharsetReader = func(label string, in io.Reader) (io.Reader, error) {
		switch strings.ToLower(label) {
		case "windows-1252", "cp1252", "iso-8859-1", "latin1", "us-ascii":
			return charmap.Windows1252.NewDecoder().Reader(in), nil
		}
		return nil, reasonf(ErrSyntax, "XML encoding %q", label)
	}
	var gen ipGeneral
	for {
		lr.n = 0
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		line, _ := dec.InputPos()
		if err != nil {
			return xmlError(file, line, err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "session":
			gen = ipGeneral{}
		case "general": // a session's; each game's is inside its <game>
			if err := dec.DecodeElement(&gen, &se); err != nil {
				return xmlError(file, line, err)
			}
		case "game":
			var g ipGame
			if err := dec.DecodeElement(&g, &se); err != nil {
				return xmlError(file, line, err)
			}
			sess := gen
			if err := fn(func() (*Hand, error) {
				h, err := parseIPoker(&sess, &g, line)
				h.File = file
				var pe *ParseError
				if errors.As(err, &pe) {
					pe.File, pe.Hand = file, h.ID
				}
				return h, err
			}); err != nil {
				return err
			}
		}
	}
}

// limitedReader fails once n bytes have been read since it was last
// reset, so that one element cannot take unbounded memory.
type limitedReader struct {
	r io.Reader
	n int
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.n > MaxIPokerGame {
		return 0, reasonf(ErrSyntax, "an XML element over %d bytes", MaxIPokerGame)
	}
	n, err := l.r.Read(p)
	l.n += n
	return n, err
}

func xmlError(file string, line int, err error) error {
	if !errors.Is(err, ErrSyntax) {
		err = reasonf(ErrSyntax, "%v", err)
	}
	return &ParseError{File: file, Line: line, Err: err}
}

// parseIPoker converts one game. Action types: 0 fold, 1 small blind, 2
// big blind, 3 call, 4 check, 5 bet, 7 all-in, 8 sitting out, 15 ante,
// 23 raise; a raise's sum is the player's total on the street (blinds
// included), the other actions' what they add.
func parseIPoker(gen *ipGeneral, g *ipGame, line int) (*Hand, error) {
	h := &Hand{Format: IPoker, Line: line, ID: g.Code, Variant: strings.TrimSpace(gen.GameType)}
	fail := func(err error) (*Hand, error) { return h, lineError(line, "", err) }
	if h.ID == "" {
		return fail(reasonf(ErrSyntax, "game without a gamecode"))
	}
	desc, stakeText, _ := strings.Cut(h.Variant+" ", " ")
	if f := strings.Fields(h.Variant); len(f) >= 2 {
		desc = f[0] + " " + f[1]
		if len(f) > 2 {
			stakeText = f[2]
		}
	}
	game, _, err := siteGame(desc)
	if err != nil {
		return fail(err)
	}
	h.Game = game
	h.Tournament = gen.TournamentName != "" || gen.TournamentCode != ""
	h.PlayMoney = gen.Mode == "play"
	if !h.Tournament {
		h.Currency = cmp.Or(strings.TrimSpace(gen.TableCurrency), currencyOf(stakeText), strings.TrimSpace(gen.Currency))
	}
	if err := ipPlayers(h, g); err != nil {
		return fail(err)
	}
	p := &starsParser{site: IPoker, h: h, committed: make([]Amount, len(h.Players))}
	if err := p.ipRounds(g); err != nil {
		return fail(err)
	}
	if h.BigBlind == 0 {
		if _, bb, ok := strings.Cut(stakeText, "/"); ok {
			h.BigBlind, _ = parseSiteAmount(bb)
		}
	}
	if err := ipSettle(h, g); err != nil {
		return fail(err)
	}
	for _, pl := range h.Players {
		if pl.Name == strings.TrimSpace(gen.Nickname) {
			h.Hero = pl.Name
		}
	}
	return h, p.finish(line)
}

// ipPlayers reads the players, in seat order.
func ipPlayers(h *Hand, g *ipGame) error {
	for _, x := range g.Players {
		stack, err := parseSiteAmount(x.Chips)
		if err != nil || x.Name == "" {
			return reasonf(ErrSyntax, "player %q chips %q", x.Name, x.Chips)
		}
		for _, pl := range h.Players {
			if pl.Name == x.Name {
				return reasonf(ErrPlayer, "%s seated twice", x.Name)
			}
		}
		seat := atoi(x.Seat)
		h.Players = append(h.Players, Player{Name: x.Name, Seat: seat, Stack: stack})
		if x.Dealer == "1" {
			h.Button = seat
		}
	}
	slices.SortStableFunc(h.Players, func(a, b Player) int { return cmp.Compare(a.Seat, b.Seat) })
	return nil
}

// ipRounds reads the rounds' cards and actions, the actions in the order
// of their numbers (files list them by player within a round).
func (p *starsParser) ipRounds(g *ipGame) error {
	h := p.h
	type act struct {
		no    int
		round int
		a     ipAction
	}
	var acts []act
	seen := make([]bool, len(h.Players))
	board := make([]deck.Card, 0, 5)
	for _, r := range g.Rounds {
		rn := atoi(r.No)
		if rn > 4 {
			return reasonf(ErrSyntax, "round %q", r.No)
		}
		for _, a := range r.Actions {
			acts = append(acts, act{atoi(a.No), rn, a})
		}
		for _, c := range r.Cards {
			cards, known, err := ipCardList(c.Text)
			if err != nil {
				return err
			}
			switch c.Type {
			case "Pocket":
				i := p.index(c.Player)
				if i < 0 {
					return reasonf(ErrPlayer, "%s", c.Player)
				}
				seen[i] = true
				if known && len(cards) == h.Game.HoleCards() {
					h.Players[i].Cards = cards
				} else if known && len(cards) > 0 {
					return reasonf(ErrCards, "%d hole cards in %s", len(cards), h.Game)
				}
			case "Flop", "Turn", "River":
				if !known {
					return reasonf(ErrCards, "%s %q", c.Type, c.Text)
				}
				board = append(board, cards...)
				want := map[string]int{"Flop": 3, "Turn": 4, "River": 5}[c.Type]
				if len(board) != want {
					return reasonf(ErrCards, "%d board cards on the %s", len(board), strings.ToLower(c.Type))
				}
			}
		}
	}
	h.Boards = [][]deck.Card{board}
	slices.SortStableFunc(acts, func(a, b act) int { return cmp.Compare(a.no, b.no) })
	for _, a := range acts {
		i := p.index(a.a.Player)
		if i < 0 {
			return reasonf(ErrPlayer, "%s", a.a.Player)
		}
		seen[i] = true
		if err := p.ipAction(i, max(a.round-1, 0), a.a); err != nil {
			return err
		}
	}
	for i := range h.Players {
		if !seen[i] {
			h.Players[i].SittingOut = true // seated, not dealt in
		}
	}
	return nil
}

// ipAction adds one action on street st.
func (p *starsParser) ipAction(i, st int, x ipAction) error {
	h := p.h
	if Street(st) > p.street {
		p.street = Street(st)
		clear(p.committed)
	}
	var sum Amount
	if strings.TrimSpace(x.Sum) != "" {
		var err error
		if sum, err = parseSiteAmount(x.Sum); err != nil {
			return err
		}
	}
	add := func(k Kind, a Amount) error {
		if k != Ante {
			p.committed[i] += a
		}
		h.Actions = append(h.Actions, Action{Street: p.street, Player: i, Kind: k, Amount: a})
		return nil
	}
	switch x.Type {
	case "0":
		return add(Fold, 0)
	case "1":
		return add(Post, sum)
	case "2":
		h.BigBlind = max(h.BigBlind, sum)
		return add(Post, sum)
	case "3":
		return add(Call, sum)
	case "4":
		return add(Check, 0)
	case "5":
		return add(Bet, sum)
	case "7":
		return add(Raise, sum)
	case "8":
		h.Players[i].SittingOut = true
		return nil
	case "15":
		return add(Ante, sum)
	case "23":
		if sum < p.committed[i] {
			return reasonf(ErrPot, "%s raises to %v, less than its %v in", h.Players[i].Name, sum, p.committed[i])
		}
		return add(Raise, sum-p.committed[i])
	}
	if sum != 0 {
		return reasonf(ErrSyntax, "action type %q with a sum", x.Type)
	}
	return nil
}

// ipCardList reads iPoker cards, suit then rank ("D9 CK H10", "c10 hK"):
// known is false for unseen cards ("X X", or none).
func ipCardList(s string) (cards []deck.Card, known bool, err error) {
	for w := range strings.FieldsSeq(s) {
		if w == "X" || w == "x" {
			return nil, false, nil
		}
		if len(w) < 2 {
			return nil, false, reasonf(ErrCards, "%q", w)
		}
		c, err := deck.ParseCard(w[1:] + w[:1])
		if err != nil {
			return nil, false, reasonf(ErrCards, "%v", err)
		}
		cards = append(cards, c)
	}
	return cards, len(cards) > 0, nil
}

// ipSettle checks each player's bet attribute against its actions, makes
// the uncalled bet a Return, and takes the winnings from the win
// attributes, which hold the uncalled bet too; the rake is what was put in
// less what was won.
func ipSettle(h *Hand, g *ipGame) error {
	raw := make([]Amount, len(h.Players))
	for _, a := range h.Actions {
		raw[a.Player] += a.Amount
	}
	back := implicitReturns(h, 0)
	var put, won Amount
	for _, c := range h.Contributions() {
		put += c
	}
	for _, x := range g.Players {
		i := slices.IndexFunc(h.Players, func(p Player) bool { return p.Name == x.Name })
		bet, err1 := parseSiteAmount(cmp.Or(x.Bet, "0"))
		win, err2 := parseSiteAmount(cmp.Or(x.Win, "0"))
		if err := cmp.Or(err1, err2); err != nil {
			return err
		}
		if bet != raw[i] {
			return reasonf(ErrPot, "%s bets %v by its actions, %v by its bet attribute", x.Name, raw[i], bet)
		}
		if win < back[i] {
			return reasonf(ErrPot, "%s wins %v, less than its uncalled bet of %v", x.Name, win, back[i])
		}
		h.Players[i].Won = win - back[i]
		won += h.Players[i].Won
	}
	if won > put {
		return reasonf(ErrPot, "%v won from %v put in", won, put)
	}
	h.Rake = put - won
	return nil
}
