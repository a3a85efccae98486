package deck

import (
	"strconv"
	"unicode/utf8"
)

// ParseCard parses a single card such as "Ah", "ah", "10h", "T♥" or "A♠".
// Surrounding spaces are allowed.
func ParseCard(s string) (Card, error) {
	cards, err := ParseCardsN(s, 1, 1)
	if err != nil {
		return 0, err
	}
	return cards[0], nil
}

// MustParseCard is like ParseCard but panics on error. It is meant for
// tests and for constants in code, not for user input.
func MustParseCard(s string) Card {
	c, err := ParseCard(s)
	if err != nil {
		panic(err)
	}
	return c
}

// ParseCards parses a list of distinct cards written together ("AhKh") or
// apart, separated by spaces, tabs or commas ("Ah Kh", "Ah,Kh"). Ranks are
// 2-9, T or 10, J, Q, K, A; suits s, h, d, c or ♠ ♥ ♦ ♣; either case is
// accepted. An empty or blank input gives no cards and no error.
//
// The error, if any, is a *ParseError wrapping ErrRank, ErrSuit or
// ErrDuplicate, naming the first bad card.
func ParseCards(s string) ([]Card, error) {
	var cards []Card
	var seen Set
	for i := skipSeparators(s, 0); i < len(s); i = skipSeparators(s, i) {
		c, n, err := scanCard(s, i)
		if err != nil {
			return nil, err
		}
		if seen.Has(c) {
			return nil, &ParseError{Syntax: Syntax{Input: s, Text: s[i:n], Pos: i, Err: ErrDuplicate}}
		}
		seen |= c.Bit()
		cards = append(cards, c)
		i = n
	}
	return cards, nil
}

// ParseCardsN is like ParseCards but also requires between min and max cards;
// otherwise it returns a *ParseError wrapping ErrCount.
func ParseCardsN(s string, min, max int) ([]Card, error) {
	cards, err := ParseCards(s)
	if err != nil {
		return nil, err
	}
	if len(cards) < min || len(cards) > max {
		want := strconv.Itoa(min)
		if max != min {
			want += " to " + strconv.Itoa(max)
		}
		return nil, &ParseError{Syntax: Syntax{Input: s, Pos: len(s), Err: ErrCount}, Want: want, Got: len(cards)}
	}
	return cards, nil
}

// MustParseCards is like ParseCards but panics on error. It is meant for
// tests and for constants in code, not for user input.
func MustParseCards(s string) []Card {
	cards, err := ParseCards(s)
	if err != nil {
		panic(err)
	}
	return cards
}

// separators are the characters allowed between cards.
const separators = " \t,\r\n"

func isSeparator(ch byte) bool {
	return ch == ' ' || ch == '\t' || ch == ',' || ch == '\n' || ch == '\r'
}

func skipSeparators(s string, i int) int {
	for i < len(s) && isSeparator(s[i]) {
		i++
	}
	return i
}

// scanCard reads one card starting at s[i] and returns it with the offset
// just past it.
func scanCard(s string, i int) (Card, int, error) {
	r, n, ok := scanRank(s, i)
	if !ok {
		return 0, 0, &ParseError{Syntax: Syntax{Input: s, Text: badText(s, i, n), Pos: i, Err: ErrRank}}
	}
	u, m, ok := scanSuit(s, n)
	if !ok {
		return 0, 0, &ParseError{Syntax: Syntax{Input: s, Text: badText(s, i, m), Pos: i, Err: ErrSuit}}
	}
	return NewCard(r, u), m, nil
}

// badText returns the text of the bad card starting at s[i], up to end or, at
// least, the rune at i.
func badText(s string, i, end int) string {
	if end <= i {
		if i >= len(s) {
			return ""
		}
		_, w := utf8.DecodeRuneInString(s[i:])
		end = i + w
	}
	return s[i:end]
}

func scanRank(s string, i int) (Rank, int, bool) {
	if i >= len(s) {
		return 0, i, false
	}
	switch ch := s[i]; {
	case ch >= '2' && ch <= '9':
		return Rank(ch - '2'), i + 1, true
	case ch == '1':
		if i+1 < len(s) && s[i+1] == '0' {
			return Ten, i + 2, true
		}
		return 0, i + 1, false
	}
	switch s[i] | 0x20 { // lower case
	case 't':
		return Ten, i + 1, true
	case 'j':
		return Jack, i + 1, true
	case 'q':
		return Queen, i + 1, true
	case 'k':
		return King, i + 1, true
	case 'a':
		return Ace, i + 1, true
	}
	return 0, i, false
}

func scanSuit(s string, i int) (Suit, int, bool) {
	if i >= len(s) || isSeparator(s[i]) {
		return 0, i, false // missing suit: the bad text is the rank alone
	}
	switch s[i] | 0x20 {
	case 's':
		return Spades, i + 1, true
	case 'h':
		return Hearts, i + 1, true
	case 'd':
		return Diamonds, i + 1, true
	case 'c':
		return Clubs, i + 1, true
	}
	r, w := utf8.DecodeRuneInString(s[i:])
	var u Suit
	switch r {
	case '♠', '♤':
		u = Spades
	case '♥', '♡':
		u = Hearts
	case '♦', '♢':
		u = Diamonds
	case '♣', '♧':
		u = Clubs
	default:
		return 0, i + w, false
	}
	// A variation selector after a suit symbol asks for its emoji (U+FE0F)
	// or text (U+FE0E) form, as phones and some keyboards add: it is part
	// of the symbol.
	if v, n := utf8.DecodeRuneInString(s[i+w:]); v == '\uFE0F' || v == '\uFE0E' {
		w += n
	}
	return u, i + w, true
}
