package history

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/game"
)

// readPHH reads a PHH file: one hand (keys at the top level), or several
// (a .phhs file, each hand a table such as [1]).
func readPHH(file string, r io.Reader, fn func(*Hand, error) error) error {
	data, err := io.ReadAll(io.LimitReader(r, MaxPHH+1))
	if err != nil {
		return err
	}
	if len(data) > MaxPHH {
		return fn(nil, &ParseError{File: file, Line: 1, Err: reasonf(ErrSyntax, "PHH file larger than %d bytes", MaxPHH)})
	}
	text := strings.TrimPrefix(strings.ReplaceAll(string(data), "\r\n", "\n"), "\ufeff")
	if err := checkPHHLimits(file, text); err != nil {
		return err
	}
	var top map[string]any
	if _, err := toml.Decode(text, &top); err != nil {
		line := 1
		var te toml.ParseError
		if errors.As(err, &te) {
			line = te.Position.Line
		}
		return fn(nil, &ParseError{File: file, Line: line, Err: reasonf(ErrSyntax, "TOML: %s", firstLine(err.Error()))})
	}
	if _, ok := top["variant"]; ok {
		return emitPHH(file, "", phhCursor{text: text, end: len(text), line: 1}, top, fn)
	}
	keys := make([]string, 0, len(top))
	for k, v := range top {
		if _, ok := v.(map[string]any); ok {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b string) int {
		na, ea := strconv.Atoi(a)
		nb, eb := strconv.Atoi(b)
		if ea == nil && eb == nil {
			return na - nb
		}
		return strings.Compare(a, b)
	})
	sections := phhSections(text)
	for _, k := range keys {
		if err := emitPHH(file, k, sections.cursor(text, k), top[k].(map[string]any), fn); err != nil {
			return err
		}
	}
	return nil
}

func emitPHH(file, key string, c phhCursor, m map[string]any, fn func(*Hand, error) error) error {
	line := c.line
	h, err := parsePHH(m, &c)
	h.File, h.Line = file, line
	if h.ID == "" {
		h.ID = key
	}
	if h.ID == "" {
		h.ID = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	}
	var pe *ParseError
	if errors.As(err, &pe) {
		pe.File, pe.Hand = file, h.ID
	}
	return fn(h, err)
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// phhSection is where a hand's table starts in a .phhs file: the line
// and byte offset of its header, and the offset of the next header (or
// the end of the text).
type phhSection struct{ line, off, end int }

// phhSectionIndex maps the names of a file's section headers ([1], ["2"])
// to their places, found in one pass over the lines.
type phhSectionIndex map[string]phhSection

func phhSections(text string) phhSectionIndex {
	idx := phhSectionIndex{}
	var last string
	line, off := 1, 0
	for l := range strings.Lines(text) {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") && !strings.HasPrefix(t, "[[") {
			if name, _, ok := strings.Cut(t[1:], "]"); ok {
				name = strings.Trim(strings.TrimSpace(name), "\"'")
				if sec, ok := idx[last]; ok && last != "" {
					sec.end = off
					idx[last] = sec
				}
				if _, dup := idx[name]; !dup {
					idx[name] = phhSection{line: line, off: off, end: len(text)}
					last = name
				}
			}
		}
		line++
		off += len(l)
	}
	return idx
}

// cursor returns the cursor of the hand in section name: its text from
// its header to the next, or the whole text from line 1 if the header is
// not found.
func (idx phhSectionIndex) cursor(text, name string) phhCursor {
	sec, ok := idx[name]
	if !ok {
		return phhCursor{text: text, end: len(text), line: 1}
	}
	return phhCursor{text: text, off: sec.off, end: sec.end, line: sec.line}
}

// phhCursor finds the lines of a hand's actions in its file, for
// messages: TOML decoding keeps no positions, so each action is looked
// for in the text after the previous one, within the hand's section. The
// cursor only moves forward, and it stops looking at the first action it
// cannot find (written with escapes, say), so a hand costs time linear in
// its text however its actions are written.
type phhCursor struct {
	text     string
	off, end int // the part of text still to search
	line     int // the line at off
	lost     bool
}

// find returns the line of the next occurrence of s, moving past it, or
// the line of the last one found if there is none.
func (c *phhCursor) find(s string) int {
	if c.lost || s == "" {
		return c.line
	}
	k := strings.Index(c.text[c.off:c.end], s)
	if k < 0 {
		c.lost = true
		return c.line
	}
	c.line += strings.Count(c.text[c.off:c.off+k], "\n")
	c.off += k + len(s)
	line := c.line
	c.line += strings.Count(s, "\n")
	return line
}

// phhVariants are the PHH variants the package values.
var phhVariants = map[string]game.Game{"NT": game.Holdem, "FT": game.Holdem, "PO": game.Omaha}

// phhParser holds the state of one PHH hand being read.
type phhParser struct {
	h         *Hand
	cur       *phhCursor
	line      int
	street    Street
	committed []Amount
	put       []Amount
	shown     []bool
	anyShow   bool
}

func parsePHH(m map[string]any, cur *phhCursor) (*Hand, error) {
	h := &Hand{Format: PHH, Boards: [][]deck.Card{nil}}
	line := cur.line
	p := &phhParser{h: h, cur: cur, line: line}
	fail := func(err error) (*Hand, error) { return h, lineError(line, "", err) }
	v, _ := m["variant"].(string)
	h.Variant = v
	g, ok := phhVariants[v]
	if !ok {
		return fail(reasonf(ErrUnsupported, "PHH variant %q", v))
	}
	h.Game = g
	if c, ok := m["currency"].(string); ok {
		h.Currency = c
	}
	if id, ok := m["hand"]; ok {
		h.ID = fmt.Sprint(id)
		h.phhKey = strconv.Quote(fmt.Sprint(m["casino"])) + "\x00" + strconv.Quote(fmt.Sprint(m["table"])) + "\x00" + strconv.Quote(h.ID)
	}
	stacks, err := amounts(m, "starting_stacks")
	if err != nil || len(stacks) < 2 || len(stacks) > 23 {
		return fail(reasonf(ErrSyntax, "starting_stacks: want 2 to 23 numbers"))
	}
	n := len(stacks)
	names, _ := m["players"].([]any)
	for i, s := range stacks {
		name := "p" + strconv.Itoa(i+1)
		if i < len(names) {
			if s, ok := names[i].(string); ok && s != "" {
				name = s
			}
		}
		h.Players = append(h.Players, Player{Name: name, Seat: i + 1, Stack: s})
	}
	p.committed, p.put, p.shown = make([]Amount, n), make([]Amount, n), make([]bool, n)
	antes, err1 := amounts(m, "antes")
	blinds, err2 := amounts(m, "blinds_or_straddles")
	if err := errors.Join(err1, err2); err != nil || len(antes) > n || len(blinds) > n {
		return fail(reasonf(ErrSyntax, "antes and blinds_or_straddles: want at most one number per player"))
	}
	for i, a := range antes {
		p.add(i, Ante, a)
	}
	for i, b := range blinds {
		p.add(i, Post, b)
		p.committed[i] += b
		if i < 2 { // the blinds; straddles follow
			h.BigBlind = max(h.BigBlind, b)
		}
	}
	if bb, err := amounts(m, "min_bet"); err == nil && len(bb) == 1 && bb[0] > 0 {
		h.BigBlind = bb[0] // in no-limit and pot-limit, the big blind
	}
	if r, err := amounts(m, "rake"); err == nil && len(r) == 1 {
		h.Rake = r[0]
	}
	// PHH lists players from the first after the button to the button;
	// heads-up, the button posts the small blind, listed first
	if n == 2 {
		setPositions(h, 1)
	} else {
		setPositions(h, 0)
	}
	acts, _ := m["actions"].([]any)
	for _, a := range acts {
		s, ok := a.(string)
		if !ok {
			return fail(reasonf(ErrSyntax, "actions: not a string"))
		}
		if err := p.action(s); err != nil {
			return h, err
		}
	}
	for i, c := range h.Contributions() {
		if c > stacks[i] {
			return fail(reasonf(ErrPot, "%s puts in %v with a stack of %v", h.Players[i].Name, c, stacks[i]))
		}
	}
	if err := checkCards(h, line); err != nil {
		return h, err
	}
	if fin, err := amounts(m, "finishing_stacks"); err == nil && len(fin) == n {
		for i, c := range h.Contributions() {
			h.Players[i].Won = fin[i] - stacks[i] + c
		}
		return h, nil
	}
	settle(h, func(i int) bool { return p.shown[i] || !p.anyShow })
	return h, nil
}

// amounts reads an optional list of numbers, or one number, as Amounts.
func amounts(m map[string]any, key string) ([]Amount, error) {
	v, ok := m[key]
	if !ok {
		return nil, nil
	}
	list, ok := v.([]any)
	if !ok {
		list = []any{v}
	}
	out := make([]Amount, len(list))
	for i, x := range list {
		var f float64
		switch x := x.(type) {
		case int64:
			f = float64(x)
		case float64:
			f = x
		default:
			return nil, reasonf(ErrSyntax, "%s: not a number", key)
		}
		a, ok := amountOf(f)
		if !ok {
			return nil, reasonf(ErrSyntax, "%s: %v out of range", key, f)
		}
		out[i] = a
	}
	return out, nil
}

func (p *phhParser) add(i int, k Kind, a Amount) {
	p.h.Actions = append(p.h.Actions, Action{Street: p.street, Player: i, Kind: k, Amount: a, Line: p.line})
	if k != Return {
		p.put[i] += a
	}
}

// action reads one PHH action: "d dh p1 AcKd", "d db 2c8cTh", "p1 f",
// "p1 cc", "p1 cbr 300", "p1 sm AcKd".
func (p *phhParser) action(s string) error {
	s, _, _ = strings.Cut(s, " #")
	f := strings.Fields(s)
	line := p.cur.find(s)
	bad := func(err error) error { return lineError(line, s, err) }
	if len(f) < 2 {
		return bad(reasonf(ErrSyntax, "action"))
	}
	if f[0] == "d" {
		return p.dealer(f, bad)
	}
	i := p.player(f[0])
	if i < 0 {
		return bad(ErrPlayer)
	}
	p.line = line
	switch f[1] {
	case "f":
		p.add(i, Fold, 0)
	case "cc":
		owe := max(slices.Max(p.committed)-p.committed[i], 0)
		owe = min(owe, p.h.Players[i].Stack-p.put[i])
		p.committed[i] += owe
		if owe == 0 {
			p.add(i, Check, 0)
		} else {
			p.add(i, Call, owe)
		}
	case "cbr":
		if len(f) < 3 {
			return bad(reasonf(ErrSyntax, "cbr without amount"))
		}
		to, err := ParseAmount(f[2])
		if err != nil || to < p.committed[i] {
			return bad(reasonf(ErrSyntax, "cbr amount"))
		}
		k := Raise
		if slices.Max(p.committed) == 0 {
			k = Bet
		}
		p.add(i, k, to-p.committed[i])
		p.committed[i] = to
	case "sm":
		p.shown[i], p.anyShow = len(f) > 2 && !strings.Contains(f[2], "?"), true
		if p.shown[i] {
			return p.hole(i, f[2], bad)
		}
	default:
		return bad(reasonf(ErrUnsupported, "action %q", f[1]))
	}
	return nil
}

func (p *phhParser) player(s string) int {
	if len(s) < 2 || s[0] != 'p' {
		return -1
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || n > len(p.h.Players) {
		return -1
	}
	return n - 1
}

func (p *phhParser) dealer(f []string, bad func(error) error) error {
	switch {
	case f[1] == "dh" && len(f) >= 4:
		i := p.player(f[2])
		if i < 0 {
			return bad(ErrPlayer)
		}
		if strings.Contains(f[3], "?") {
			return nil
		}
		return p.hole(i, f[3], bad)
	case f[1] == "db" && len(f) >= 3:
		cards, err := joinedCards(f[2])
		if err != nil {
			return bad(err)
		}
		b := append(p.h.Boards[0], cards...)
		if p.street == River || len(b) != (p.street+1).boardLen() {
			return bad(reasonf(ErrCards, "%d board cards after the %s", len(b), p.street))
		}
		p.h.Boards[0] = b
		p.street++
		clear(p.committed)
		return nil
	}
	return bad(reasonf(ErrSyntax, "dealer action"))
}

func (p *phhParser) hole(i int, s string, bad func(error) error) error {
	cards, err := joinedCards(s)
	if err != nil {
		return bad(err)
	}
	if len(cards) != p.h.Game.HoleCards() {
		return bad(reasonf(ErrCards, "%d hole cards in %s", len(cards), p.h.Game))
	}
	p.h.Players[i].Cards = cards
	return nil
}

// joinedCards reads cards written without spaces: "Jc3d5c".
func joinedCards(s string) ([]deck.Card, error) {
	if len(s)%2 != 0 {
		return nil, reasonf(ErrCards, "%q", s)
	}
	var cards []deck.Card
	for k := 0; k < len(s); k += 2 {
		c, err := deck.ParseCard(s[k : k+2])
		if err != nil {
			return nil, reasonf(ErrCards, "%v", err)
		}
		cards = append(cards, c)
	}
	return cards, nil
}
