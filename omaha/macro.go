package omaha

import (
	"strconv"
	"strings"
)

// handMacros are the macros that stand for a whole hand, each defined by
// the range text it expands to, so that its meaning is stated in the
// syntax itself (ProPokerTools calls them syntax macros).
var handMacros = [...]struct{ name, def string }{
	{"$ds", "xxyy"},    // double-suited: two suits with at least two cards each
	{"$ss", "xx!xxyy"}, // single-suited: exactly one suit with two or more cards
	{"$np", "!RR"},     // no pair: no two cards of a rank
	{"$rb", "!xx"},     // rainbow: no two cards of a suit
}

// rankMacros are the macros that stand for the rank of one card, as
// ranks, bit r for rank r (Two is bit 0).
var rankMacros = [...]struct {
	name  string
	ranks uint16
}{
	{"$B", rA | rK | rQ | rJ},                     // big cards
	{"$R", rA | rK | rQ | rJ | rT},                // broadway cards
	{"$F", rK | rQ | rJ},                          // face cards
	{"$M", rT | r9 | r8 | r7},                     // middle cards
	{"$Z", r6 | r5 | r4 | r3 | r2},                // small cards
	{"$L", rA | r2 | r3 | r4 | r5 | r6 | r7 | r8}, // low cards, for hi/lo
	{"$N", rK | rQ | rJ | rT | r9},                // cards that cannot make a low, other than the ace
	{"$W", rA | r2 | r3 | r4 | r5},                // wheel cards
}

// Rank bits, bit r for rank r, for writing rank sets as constants.
const (
	r2 uint16 = 1 << iota
	r3
	r4
	r5
	r6
	r7
	r8
	r9
	rT
	rJ
	rQ
	rK
	rA
)

// handMacro returns the definition of the hand macro called name.
func handMacro(name string) (string, bool) {
	for _, m := range handMacros {
		if m.name == name {
			return m.def, true
		}
	}
	return "", false
}

// rankMacro returns the ranks of the rank macro called name.
func rankMacro(name string) (uint16, bool) {
	for _, m := range rankMacros {
		if m.name == name {
			return m.ranks, true
		}
	}
	return 0, false
}

// misreadings are the hand patterns that look like a hand macro without
// its "$" but mean something else: "ds" is a diamond and a spade (3,385
// hands of KK**), while a player typing "KK**:ds" means $ds, double suited
// (864). Written in lower case, "ds" and "ss" are suits; in any other
// case, and "np" and "rb" in any case, the letters are rank variables.
var misreadings = [...]struct{ text, macro, suits, spelled string }{
	{"ds", "$ds", "a diamond and a spade", "*d*s"},
	{"ss", "$ss", "two spades", "*s*s"},
	{"np", "$np", "", ""},
	{"rb", "$rb", "", ""},
}

// misread returns what is wrong with the hand pattern text if it is one
// that players mean as a macro, or "".
func misread(text string) string {
	for _, m := range misreadings {
		if !strings.EqualFold(text, m.text) {
			continue
		}
		means, spelled := m.suits, m.spelled
		if text != m.text || means == "" {
			means, spelled = "two cards of different ranks (rank variables "+text[:1]+" and "+text[1:]+")", "RO"
		}
		return strconv.Quote(text) + " is not " + m.macro + ": without the $ it means " + means +
			"; did you mean " + m.macro + " (" + macroTitle(m.macro) + ")? For " + means + ", write " + spelled
	}
	return ""
}

// macroTitle names a hand macro in words.
func macroTitle(name string) string {
	switch name {
	case "$ds":
		return "double-suited"
	case "$ss":
		return "single-suited"
	case "$np":
		return "no pair"
	}
	return "rainbow"
}
