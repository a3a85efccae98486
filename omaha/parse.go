package omaha

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pokersim/pokersim/deck"
)

// MinHole and MaxHole bound the hole-card counts ParseRange accepts:
// four-card (PLO), five-card (PLO5) and six-card Omaha (PLO6).
const (
	MinHole = 4
	MaxHole = 6
)

// maxDepth bounds the nesting of parentheses, so that no input can exhaust
// the stack; String never nests deeper than the text it came from.
const maxDepth = 100

// ParseRange parses an Omaha range in ProPokerTools' generic syntax, such
// as "AA:$ds, KK!KKK, AxKx**", for a game that deals each player hole
// cards (4, 5 or 6). The package documentation gives the syntax in full.
//
// The error, if any, is a *ParseError that quotes the input, gives the
// offending token and its byte offset, and wraps one of the sentinel
// errors (ErrSyntax, ErrRank, ErrSuit, ErrCount, ErrDuplicate, ErrMacro,
// ErrMisread, ErrSpan, ErrPercent, ErrUnsupported, ErrHole).
func ParseRange(text string, hole int) (*Range, error) {
	if hole < MinHole || hole > MaxHole {
		return nil, &ParseError{Syntax: deck.Syntax{Input: text, Err: ErrHole,
			Detail: "want " + strconv.Itoa(MinHole) + " to " + strconv.Itoa(MaxHole) + ", got " + strconv.Itoa(hole)}}
	}
	r := &Range{hole: hole}
	p := &parser{in: text, hole: hole, r: r}
	p.space()
	if p.i == len(text) {
		return nil, p.fail(ErrSyntax, p.i, p.i, "empty range")
	}
	root, err := p.expr()
	if err != nil {
		return nil, err
	}
	if p.space(); p.i < len(text) {
		return nil, p.unexpected()
	}
	r.root = root
	r.finish()
	return r, nil
}

// MustParseRange is like ParseRange but panics on error. It is meant for
// tests and for constants in code, not for user input.
func MustParseRange(text string, hole int) *Range {
	r, err := ParseRange(text, hole)
	if err != nil {
		panic(err)
	}
	return r
}

// parser reads one range. Its methods return nodes of r, or a *ParseError
// for the first thing wrong; the grammar, loosest binding first, is
//
//	expr    = term { "," term }
//	term    = unary { ( ":" | "!" ) unary }
//	unary   = "!" unary | primary
//	primary = "(" expr ")" | "random" | "any" | handMacro | percent | span
//	percent = number "%" [ "-" number "%" ]
//	span    = pattern [ "+" | "-" | "-" pattern ]
type parser struct {
	in    string
	i     int // offset of the next byte to read
	hole  int
	depth int // nesting of parentheses
	r     *Range
}

// fail returns a *ParseError for the text in[start:end].
func (p *parser) fail(err error, start, end int, detail string) *ParseError {
	return &ParseError{Syntax: deck.Syntax{Input: p.in, Text: p.in[start:end], Pos: start, Err: err, Detail: detail}}
}

// space skips blanks.
func (p *parser) space() {
	for p.i < len(p.in) && isBlank(p.in[p.i]) {
		p.i++
	}
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// isDelim reports whether c ends a hand pattern.
func isDelim(c byte) bool {
	return isBlank(c) || strings.IndexByte(",:!()+-@", c) >= 0
}

// expr reads hands joined by ',' (or).
func (p *parser) expr() (int32, *ParseError) {
	first, err := p.term()
	if err != nil {
		return 0, err
	}
	kids := []kid{{n: first}}
	for p.space(); p.i < len(p.in) && p.in[p.i] == ','; p.space() {
		op := p.i
		p.i++
		if err := p.operand(op); err != nil {
			return 0, err
		}
		n, err := p.term()
		if err != nil {
			return 0, err
		}
		kids = append(kids, kid{n: n})
	}
	if len(kids) == 1 {
		return first, nil
	}
	return p.r.add(node{op: opOr, kids: kids}), nil
}

// term reads hands joined by ':' (and) and '!' (but not), which bind
// equally tightly, from left to right; "a:b!c" is a hand in a and b but
// not in c.
func (p *parser) term() (int32, *ParseError) {
	first, err := p.unary()
	if err != nil {
		return 0, err
	}
	kids := []kid{first}
	for p.space(); p.i < len(p.in) && (p.in[p.i] == ':' || p.in[p.i] == '!'); p.space() {
		op := p.i
		p.i++
		if err := p.operand(op); err != nil {
			return 0, err
		}
		k, err := p.unary()
		if err != nil {
			return 0, err
		}
		if p.in[op] == '!' {
			k = p.negate(k)
		}
		kids = append(kids, k)
	}
	if len(kids) == 1 && !kids[0].neg {
		return kids[0].n, nil
	}
	return p.r.add(node{op: opAnd, kids: kids}), nil
}

// negate returns the negation of k, cancelling a negation already there,
// so that "!!a" and "!(!a)" are a, and a node's kids carry one '!' at most.
func (p *parser) negate(k kid) kid {
	if k.neg {
		return kid{n: k.n}
	}
	if n := &p.r.nodes[k.n]; n.op == opAnd && len(n.kids) == 1 && n.kids[0].neg {
		return kid{n: n.kids[0].n}
	}
	return kid{n: k.n, neg: true}
}

// operand reports an operator at in[op] with no hand after it.
func (p *parser) operand(op int) *ParseError {
	p.space()
	if p.i == len(p.in) || strings.IndexByte(",:)", p.in[p.i]) >= 0 {
		return p.fail(ErrSyntax, op, op+1, "missing a hand after '"+p.in[op:op+1]+"'")
	}
	return nil
}

// unary reads a hand with any number of leading '!' (not), in a loop, so
// that a long run of them costs no stack.
func (p *parser) unary() (kid, *ParseError) {
	neg := false
	for p.space(); p.i < len(p.in) && p.in[p.i] == '!'; p.space() {
		op := p.i
		p.i++
		if err := p.operand(op); err != nil {
			return kid{}, err
		}
		neg = !neg
	}
	n, err := p.primary()
	if err != nil {
		return kid{}, err
	}
	if neg {
		return p.negate(kid{n: n}), nil
	}
	return kid{n: n}, nil
}

// primary reads a parenthesised range, a keyword, a hand macro, a
// percentage of hands or a span.
func (p *parser) primary() (int32, *ParseError) {
	p.space()
	if p.i == len(p.in) {
		return 0, p.fail(ErrSyntax, p.i, p.i, "missing a hand")
	}
	switch c := p.in[p.i]; {
	case c == '(':
		return p.group()
	case c == ')' || c == ',' || c == ':':
		return 0, p.fail(ErrSyntax, p.i, p.i+1, "missing a hand before '"+string(c)+"'")
	case c == '$':
		name := macroName(p.in, p.i)
		if def, ok := handMacro(name); ok {
			p.i += len(name)
			return p.macro(name, def), nil
		}
	case c >= '0' && c <= '9' || c == '.':
		if end := percentEnd(p.in, p.i); end > 0 {
			return p.percent()
		}
	case c == '-':
		if end := percentEnd(p.in, p.i+1); end > 0 {
			return 0, p.fail(ErrPercent, p.i, end, "a percentage of hands is at least 0%")
		}
	case isLetter(c):
		end := p.i
		for end < len(p.in) && isLetter(p.in[end]) {
			end++
		}
		if w := p.in[p.i:end]; strings.EqualFold(w, "random") || strings.EqualFold(w, "any") {
			p.i = end
			return p.r.add(node{op: opTrue}), nil
		}
	}
	return p.span()
}

// group reads a parenthesised range.
func (p *parser) group() (int32, *ParseError) {
	open := p.i
	p.i++
	if p.depth++; p.depth > maxDepth {
		return 0, p.fail(ErrSyntax, open, open+1, "nested too deeply")
	}
	if p.space(); p.i < len(p.in) && p.in[p.i] == ')' {
		return 0, p.fail(ErrSyntax, open, p.i+1, "empty parentheses")
	}
	n, err := p.expr()
	if err != nil {
		return 0, err
	}
	p.depth--
	switch p.space(); {
	case p.i == len(p.in):
		return 0, p.fail(ErrSyntax, open, open+1, "unclosed '('")
	case p.in[p.i] != ')':
		return 0, p.unexpected()
	}
	p.i++
	return n, nil
}

// unexpected reports the text at in[i], which follows a complete hand but
// does not continue the range.
func (p *parser) unexpected() *ParseError {
	c := p.in[p.i]
	switch c {
	case ')':
		return p.fail(ErrSyntax, p.i, p.i+1, "unmatched ')'")
	case '@':
		return p.fail(ErrUnsupported, p.i, p.i+1, "weighted ranges are not supported")
	case '+', '-':
		return p.fail(ErrSyntax, p.i, p.i+1, "'"+string(c)+"' follows no hand it can extend")
	}
	end := p.i + runeLen(p.in, p.i)
	if c != '(' {
		for end < len(p.in) && !isDelim(p.in[end]) {
			end++
		}
	}
	return p.fail(ErrSyntax, p.i, end, "missing an operator (',', ':' or '!') before it")
}

// macro expands the hand macro name, defined as the range text def, into
// a node that prints as its name.
func (p *parser) macro(name, def string) int32 {
	sub := &parser{in: def, hole: p.hole, r: p.r}
	n, err := sub.expr()
	if err != nil || sub.i != len(def) {
		panic("omaha: bad definition of macro " + name + ": " + def)
	}
	return p.r.add(node{op: opMacro, name: name, kids: []kid{{n: n}}})
}

// span reads a hand pattern, or a span of them: "KK-TT", "QQ+", "A5-".
func (p *parser) span() (int32, *ParseError) {
	start := p.i
	a, err := p.pattern()
	if err != nil {
		return 0, err
	}
	members := []pattern{a}
	detail := ""
	if p.i == len(p.in) || (p.in[p.i] != '+' && p.in[p.i] != '-') {
		if m := misread(p.in[start:p.i]); m != "" {
			return 0, p.fail(ErrMisread, start, p.i, m)
		}
	}
	if p.i < len(p.in) {
		switch p.in[p.i] {
		case '+':
			p.i++
			members, detail = raise(a, true)
		case '-':
			if p.i+1 == len(p.in) || isDelim(p.in[p.i+1]) {
				p.i++
				members, detail = raise(a, false)
				break
			}
			p.i++
			b, err := p.pattern()
			if err != nil {
				return 0, err
			}
			members, detail = between(a, b)
		}
	}
	if detail != "" {
		return 0, p.fail(ErrSpan, start, p.i, detail)
	}
	return p.r.addAtom(members), nil
}

// pattern reads one hand pattern, such as "AxAyxy" or "[K-T]s**".
func (p *parser) pattern() (pattern, *ParseError) {
	start := p.i
	var pat pattern
	var seen deck.Set
	n := 0
	for ; p.i < len(p.in) && !isDelim(p.in[p.i]); n++ {
		at := p.i
		s, err := p.slot()
		if err != nil {
			return pattern{}, err
		}
		if c, ok := s.card(); ok {
			if seen.Has(c) {
				return pattern{}, p.fail(ErrDuplicate, at, p.i, "card "+c.String()+" written twice in one hand")
			}
			seen |= c.Bit()
		}
		if n < p.hole {
			pat.slots = append(pat.slots, s)
		}
	}
	switch {
	case n == 0 && p.i == len(p.in):
		return pattern{}, p.fail(ErrSyntax, p.i, p.i, "missing a hand")
	case n == 0:
		return pattern{}, p.unexpected()
	case n > p.hole:
		return pattern{}, p.fail(ErrCount, start, p.i, strconv.Itoa(n)+
			" cards, wildcards included, in a game of "+strconv.Itoa(p.hole)+" hole cards")
	}
	return pat, nil
}

// slot reads one card of a hand pattern: a rank part, a wildcard or a list,
// then perhaps a suit part; or a suit part alone; or a list of cards.
func (p *parser) slot() (slot, *ParseError) {
	var s slot
	switch c := p.in[p.i]; {
	case c == '*':
		p.i++
	case c == '[':
		l, err := p.list()
		if err != nil {
			return s, err
		}
		switch l.kind {
		case listSuits:
			s.suit = part{kind: partSet, set: l.suits}
			return s, nil
		case listCards:
			s.cards = l.cards
			return s, nil
		}
		s.rank = part{kind: partSet, set: l.ranks}
	case c == '$':
		start := p.i
		name := macroName(p.in, p.i)
		p.i += len(name)
		ranks, ok := rankMacro(name)
		if !ok {
			return s, p.badMacro(name, start)
		}
		s.rank = part{kind: partSet, set: ranks, name: name}
	default:
		if r, n, ok := scanRank(p.in, p.i); ok {
			s.rank = part{kind: partOne, val: uint8(r)}
			p.i = n
			break
		}
		if u, n, ok := scanSuit(p.in, p.i); ok {
			s.suit = part{kind: partOne, val: uint8(u)}
			p.i = n
			return s, nil
		}
		if isSuitVar(c) {
			s.suit = part{kind: partVar, val: c}
			p.i++
			return s, nil
		}
		if !isLetter(c) {
			end := p.i + runeLen(p.in, p.i)
			return s, p.fail(ErrRank, p.i, end,
				"not a rank, suit, variable, wildcard, list or macro")
		}
		s.rank = part{kind: partVar, val: c}
		p.i++
	}
	s.suit = p.suitPart()
	return s, nil
}

// suitPart reads the suit that may follow a rank part: a suit, a suit
// variable or a list of suits.
func (p *parser) suitPart() part {
	if p.i == len(p.in) {
		return part{}
	}
	if u, n, ok := scanSuit(p.in, p.i); ok {
		p.i = n
		return part{kind: partOne, val: uint8(u)}
	}
	switch c := p.in[p.i]; {
	case isSuitVar(c):
		p.i++
		return part{kind: partVar, val: c}
	case c == '[':
		at := p.i
		if l, err := p.list(); err == nil && l.kind == listSuits {
			return part{kind: partSet, set: l.suits}
		}
		p.i = at // a list of ranks or cards starts the next card; a bad list fails there
	}
	return part{}
}

// badMacro reports the macro name at in[start:], which is no rank macro.
func (p *parser) badMacro(name string, start int) *ParseError {
	if _, ok := handMacro(name); ok {
		return p.fail(ErrMacro, start, start+len(name), "the hand macro "+name+
			" stands alone; join it to a hand with ':', as in AA:"+name)
	}
	return p.fail(ErrMacro, start, start+len(name),
		"the macros are $ds, $ss, $np, $rb and, for one card, $B, $R, $F, $M, $Z, $L, $N, $W")
}

// listKind says what a bracketed list holds.
type listKind uint8

const (
	listRanks listKind = iota
	listSuits
	listCards
)

// list is a bracketed list: ranks ("[AK]", "[A-T,5]", "[T+]"), suits
// ("[sh]") or cards ("[AsKh]").
type list struct {
	kind  listKind
	ranks uint16
	suits uint16
	cards deck.Set
}

// list reads a bracketed list starting at in[i] == '['. Items may be
// separated by commas or spaces, or not at all.
func (p *parser) list() (list, *ParseError) {
	open := p.i
	p.i++
	var l list
	var kinds uint8 // bit k for each listKind k seen
	for {
		if p.i == len(p.in) {
			return l, p.fail(ErrSyntax, open, open+1, "unclosed '['")
		}
		c := p.in[p.i]
		if c == ']' {
			p.i++
			break
		}
		if c == ',' || isBlank(c) {
			p.i++
			continue
		}
		if err := p.listItem(&l, &kinds); err != nil {
			return l, err
		}
	}
	switch kinds {
	case 0:
		return l, p.fail(ErrSyntax, open, p.i, "empty list")
	case 1 << listRanks:
		l.kind = listRanks
	case 1 << listSuits:
		l.kind = listSuits
	case 1 << listCards:
		l.kind = listCards
	default:
		return l, p.fail(ErrSyntax, open, p.i, "a list holds ranks, suits or cards, not a mix")
	}
	return l, nil
}

// listItem reads one item of a list into l: a rank, a span of ranks ("A-T",
// "T+", "5-"), a suit or a card.
func (p *parser) listItem(l *list, kinds *uint8) *ParseError {
	at := p.i
	r, n, ok := scanRank(p.in, p.i)
	if !ok {
		if u, n, ok := scanSuit(p.in, p.i); ok {
			l.suits |= 1 << u
			*kinds |= 1 << listSuits
			p.i = n
			return nil
		}
		switch c := p.in[p.i]; {
		case isSuitVar(c):
			return p.fail(ErrSuit, at, at+1, "a list cannot hold a suit variable")
		case isLetter(c):
			return p.fail(ErrRank, at, at+1, "a list cannot hold a rank variable")
		case c == '*':
			return p.fail(ErrRank, at, at+1, "a list cannot hold a wildcard")
		}
		return p.fail(ErrRank, at, at+runeLen(p.in, at), "not a rank, suit or card")
	}
	p.i = n
	if u, m, ok := scanSuit(p.in, p.i); ok {
		l.cards |= deck.NewCard(r, u).Bit()
		*kinds |= 1 << listCards
		p.i = m
		return nil
	}
	lo, hi := r, r
	switch {
	case p.i < len(p.in) && p.in[p.i] == '+':
		hi = deck.Ace
		p.i++
	case p.i < len(p.in) && p.in[p.i] == '-':
		if e, m, ok := scanRank(p.in, p.i+1); ok {
			lo, hi = min(r, e), max(r, e)
			p.i = m
		} else {
			lo = deck.Two
			p.i++
		}
	}
	for k := lo; k <= hi; k++ {
		l.ranks |= 1 << k
	}
	*kinds |= 1 << listRanks
	return nil
}

// scanRank reads a rank at s[i]: "AKQJT98765432" in upper case, or "10"
// for the ten. It returns the rank and the offset just past it.
func scanRank(s string, i int) (deck.Rank, int, bool) {
	if i >= len(s) {
		return 0, i, false
	}
	switch c := s[i]; c {
	case 'A':
		return deck.Ace, i + 1, true
	case 'K':
		return deck.King, i + 1, true
	case 'Q':
		return deck.Queen, i + 1, true
	case 'J':
		return deck.Jack, i + 1, true
	case 'T':
		return deck.Ten, i + 1, true
	case '1':
		if i+1 < len(s) && s[i+1] == '0' {
			return deck.Ten, i + 2, true
		}
	default:
		if c >= '2' && c <= '9' {
			return deck.Rank(c - '2'), i + 1, true
		}
	}
	return 0, i, false
}

// scanSuit reads a suit at s[i]: "shdc" in lower case or a suit symbol
// such as '♠' or '♡'. It returns the suit and the offset just past it.
func scanSuit(s string, i int) (deck.Suit, int, bool) {
	if i >= len(s) {
		return 0, i, false
	}
	switch s[i] {
	case 's':
		return deck.Spades, i + 1, true
	case 'h':
		return deck.Hearts, i + 1, true
	case 'd':
		return deck.Diamonds, i + 1, true
	case 'c':
		return deck.Clubs, i + 1, true
	}
	r, w := utf8.DecodeRuneInString(s[i:])
	switch r {
	case '♠', '♤':
		return deck.Spades, i + w, true
	case '♥', '♡':
		return deck.Hearts, i + w, true
	case '♦', '♢':
		return deck.Diamonds, i + w, true
	case '♣', '♧':
		return deck.Clubs, i + w, true
	}
	return 0, i, false
}

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isSuitVar(c byte) bool { return c >= 'w' && c <= 'z' }

// macroName returns the macro name at s[i] == '$': '$' and one upper-case
// letter for a rank macro ("$B"), or '$' and the lower-case letters and
// digits that follow for a hand macro ("$ds").
func macroName(s string, i int) string {
	j := i + 1
	if j < len(s) && s[j] >= 'A' && s[j] <= 'Z' {
		return s[i : j+1]
	}
	for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= '0' && s[j] <= '9') {
		j++
	}
	return s[i:j]
}

// runeLen returns the length of the UTF-8 sequence at s[i], at least 1.
func runeLen(s string, i int) int {
	_, w := utf8.DecodeRuneInString(s[i:])
	return max(w, 1)
}
