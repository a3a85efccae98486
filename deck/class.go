package deck

import (
	"iter"
	"strings"
)

// Class is one of the 169 starting-hand classes of Hold'em, such as AA, AKs
// or AKo: the combos that are alike but for their suits. A pair has
// Hi == Lo and Suited false; any other class has Hi > Lo. Those are the
// valid classes; the zero Class is the pair of twos.
type Class struct {
	Hi, Lo Rank
	Suited bool
}

// NumClasses is the number of starting-hand classes: 13 pairs, 78 suited
// and 78 offsuit hands.
const NumClasses = 169

// Valid reports whether c is one of the 169 classes.
func (c Class) Valid() bool {
	if c.Hi >= NumRanks {
		return false
	}
	return c.Hi > c.Lo || c.Hi == c.Lo && !c.Suited
}

// Pair reports whether c is a pair.
func (c Class) Pair() bool { return c.Hi == c.Lo }

// String returns the class in the usual form: "AA", "AKs" or "AKo"; "??"
// if c is not valid.
func (c Class) String() string {
	switch {
	case !c.Valid():
		return "??"
	case c.Pair():
		return c.Hi.String() + c.Lo.String()
	case c.Suited:
		return c.Hi.String() + c.Lo.String() + "s"
	}
	return c.Hi.String() + c.Lo.String() + "o"
}

// Count returns the number of combos in c: 6 for a pair, 4 for a suited
// hand, 12 for an offsuit one. It panics if c is not valid.
func (c Class) Count() int {
	c.mustBeValid("Count")
	switch {
	case c.Pair():
		return 6
	case c.Suited:
		return 4
	}
	return 12
}

// Index returns c's place in [0, NumClasses) in the usual 13x13 grid read
// row by row, rows and columns running from Ace down to Two: pairs on the
// diagonal, suited hands above it (row Hi, column Lo) and offsuit hands
// below it (row Lo, column Hi). So AA is 0, AKs 1, AKo 13 and 22 168. It
// panics if c is not valid.
func (c Class) Index() int {
	c.mustBeValid("Index")
	row, col := Ace-c.Hi, Ace-c.Lo
	if !c.Suited {
		row, col = col, row // offsuit below the diagonal; pairs are symmetric
	}
	return int(row)*NumRanks + int(col)
}

// ClassAt returns the class with grid index i, the inverse of Class.Index.
// It panics if i is not in [0, NumClasses).
func ClassAt(i int) Class {
	if i < 0 || i >= NumClasses {
		panic("deck: ClassAt: index out of range")
	}
	row, col := Rank(i/NumRanks), Rank(i%NumRanks)
	if col > row { // above the diagonal
		return Class{Hi: Ace - row, Lo: Ace - col, Suited: true}
	}
	return Class{Hi: Ace - col, Lo: Ace - row}
}

// AllClasses returns the 169 classes in grid order: AA, AKs, AQs, ..., A2s,
// AKo, KK, KQs, ..., 32o, 22.
func AllClasses() iter.Seq[Class] {
	return func(yield func(Class) bool) {
		for i := range NumClasses {
			if !yield(ClassAt(i)) {
				return
			}
		}
	}
}

// Combos returns the combos of c in increasing Combo.Index order. It
// panics if c is not valid.
func (c Class) Combos() iter.Seq[Combo] {
	c.mustBeValid("Combos")
	return func(yield func(Combo) bool) {
		for hs := range Suit(NumSuits) {
			for ls := range Suit(NumSuits) {
				if !c.has(hs, ls) {
					continue
				}
				if !yield(Combo{NewCard(c.Hi, hs), NewCard(c.Lo, ls)}) {
					return
				}
			}
		}
	}
}

// AppendCombos appends the combos of c to dst in increasing Combo.Index
// order and returns the extended slice. It panics if c is not valid.
func (c Class) AppendCombos(dst []Combo) []Combo {
	for x := range c.Combos() {
		dst = append(dst, x)
	}
	return dst
}

// has reports whether the combo of c with its higher card of suit hs and
// its lower of suit ls is in c. For a pair the higher card is the one of
// higher value, so of higher suit number.
func (c Class) has(hs, ls Suit) bool {
	switch {
	case c.Pair():
		return hs > ls
	case c.Suited:
		return hs == ls
	}
	return hs != ls
}

func (c Class) mustBeValid(method string) {
	if !c.Valid() {
		panic("deck: Class." + method + ": invalid class")
	}
}

// Class returns the class of the combo, such as AKs for AhKh.
func (c Combo) Class() Class {
	hi, lo := c.Hi.Rank(), c.Lo.Rank()
	return Class{Hi: hi, Lo: lo, Suited: hi != lo && c.Hi.Suit() == c.Lo.Suit()}
}

// ParseClass parses one class: two ranks, such as "QQ", followed for a
// non-pair by "s" (suited) or "o" (offsuit), such as "AKs" or "AKo". Ranks
// are written as for cards (T or 10), in either order ("KAs" is AKs) and
// either case. "AK" is not a class but two (AKs and AKo): it is an error,
// as is a suffix on a pair. Surrounding spaces are allowed.
//
// The error, if any, is a *ParseError wrapping ErrRange whose Detail says
// what is wrong.
func ParseClass(s string) (Class, error) {
	start := len(s) - len(strings.TrimLeft(s, separators))
	text := strings.TrimRight(s[start:], separators)
	fail := func(detail string) (Class, error) {
		return Class{}, &ParseError{Syntax: Syntax{Input: s, Text: text, Pos: start, Err: ErrRange, Detail: detail}}
	}
	switch {
	case text == "":
		return fail("empty class")
	case looksLikeCard(text):
		return fail("a class is two ranks, not cards")
	}
	h, n, detail := scanHand(text, 0)
	switch {
	case detail != "":
		return fail(detail)
	case n < len(text):
		return fail("unexpected " + quoteRune(text, n) + " after " + text[:n])
	case h.suffix == 0 && h.hi != h.lo:
		return fail(text + " is two classes: write " + h.hi.String() + h.lo.String() +
			"s or " + h.hi.String() + h.lo.String() + "o")
	}
	return h.class(), nil
}
