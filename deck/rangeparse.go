package deck

import (
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"
)

// ParseRange parses a hand range in the notation of PokerStove, Equilab and
// ProPokerTools, such as "QQ+, AKs, A5s-A2s". Tokens are separated by
// commas, spaces or both; each names a set of combos:
//
//   - a pair, "QQ"; it and the pairs above it, "QQ+" (QQ, KK, AA); a span
//     of pairs, "22-55" or "55-22";
//   - a non-pair with its suffix: "AKs" (the 4 suited combos), "AKo" (the 12
//     offsuit ones) or none, "AK" (all 16); the higher rank may come second
//     ("KA" is AK);
//   - "KTs+": the kicker rising up to one below the top card (KTs, KJs,
//     KQs), with any suffix or none;
//   - a span with a common top card and suffix, "A2s-A5s" or "A5s-A2s";
//   - a span whose two ranks step down together, with a common gap and
//     suffix: "T9s-65s" (T9s, 98s, 87s, 76s, 65s), "KJo-97o" (KJo, QTo,
//     J9o, T8o, 97o);
//   - a card with a rank, "AsK" (the ace of spades with any king), or two
//     ranks with suit variables as ProPokerTools writes them: "AxKx" (any
//     suited AK), "AxKy" (any offsuit AK); the same variable (w, x, y or z)
//     stands for the same suit, different ones for different suits;
//   - one combo, written as two cards together: "AhKh", "A♥K♥", "10hTc",
//     "AhAd";
//   - every combo: "random", "any" or "XxXx";
//   - a top share, "15%" or "top15%" (0 < p ≤ 100, decimals allowed): the
//     classes TopClasses(p) returns.
//
// Ranks are written as for cards (T or 10), and everything is read in
// either case. Any token may end in a weight: "@50" is a percentage (weight
// 0.5), ":0.5" a fraction. Weights are relative, so any finite number ≥ 0
// is allowed ("AA@200" weighs AA twice as much as a hand at weight 1), and
// weight 0 removes the token's combos. Without a weight a token's combos
// have weight 1.
//
// Tokens are applied in order and each sets the weight of its combos, so
// when a combo is named twice the last mention wins: "QQ+, AA@50" gives AA
// weight 0.5, "AA@50, QQ+" gives it 1.
//
// An input without tokens is an error ("empty range"), but a range whose
// tokens all end with weight 0, such as "AA@0", is not: it parses to a
// range with Len() == 0, which the caller may reject as it would a range
// emptied by dead cards.
//
// The error, if any, is a *ParseError wrapping ErrRange, giving the bad
// token as Text, its byte offset as Pos and what is wrong with it as
// Detail. Unknown ranks and bad cards in a token are ErrRange errors too,
// with the reason in Detail, such as `unknown rank "Z"`.
func ParseRange(s string) (*Range, error) {
	r := new(Range)
	tokens := 0
	for i := skipSeparators(s, 0); i < len(s); i = skipSeparators(s, i) {
		end := i
		for end < len(s) && !isSeparator(s[end]) {
			end++
		}
		if detail := r.apply(s[i:end], rankingIn(FullDeck)); detail != "" {
			return nil, &ParseError{Input: s, Text: s[i:end], Pos: i, Err: ErrRange, Detail: detail}
		}
		tokens++
		i = end
	}
	if tokens == 0 {
		return nil, &ParseError{Input: s, Err: ErrRange, Detail: "empty range"}
	}
	return r, nil
}

// ParseRangeIn is ParseRange for a game dealt from the cards of in, such
// as ShortDeck: a token that names a combo with a card outside in is an
// error saying which card, except the tokens that name every combo
// ("random") or a top share ("15%"), which stand for the combos of in
// among theirs. The range holds no combo with a card outside in.
func ParseRangeIn(s string, in Set) (*Range, error) {
	r := new(Range)
	tokens := 0
	for i := skipSeparators(s, 0); i < len(s); i = skipSeparators(s, i) {
		end := i
		for end < len(s) && !isSeparator(s[end]) {
			end++
		}
		token := s[i:end]
		detail := r.apply(token, rankingIn(in))
		if detail == "" {
			detail = outside(token, in)
		}
		if detail != "" {
			return nil, &ParseError{Input: s, Text: token, Pos: i, Err: ErrRange, Detail: detail}
		}
		tokens++
		i = end
	}
	if tokens == 0 {
		return nil, &ParseError{Input: s, Err: ErrRange, Detail: "empty range"}
	}
	return r.Without(FullDeck &^ in), nil
}

// outside returns what is wrong with a valid range token that names a
// combo with a card not in in, or "".
func outside(token string, in Set) string {
	body, _, _ := splitWeight(token)
	lower := strings.ToLower(body)
	if lower == "random" || lower == "any" || lower == "xxxx" || strings.HasPrefix(lower, "top") || strings.HasSuffix(body, "%") {
		return ""
	}
	combos, _ := parseHands(body, rankingIn(in))
	for c := range combos {
		for _, card := range []Card{c.Hi, c.Lo} {
			if in.Has(card) {
				continue
			}
			if in == ShortDeck {
				return "the short deck has no " + card.Rank().Plural() + ": its cards run from Six to Ace"
			}
			return card.String() + " is not in the deck"
		}
	}
	return ""
}

// MustParseRange is like ParseRange but panics on error. It is meant for
// tests and for constants in code, not for user input.
func MustParseRange(s string) *Range {
	r, err := ParseRange(s)
	if err != nil {
		panic(err)
	}
	return r
}

// apply sets the weight of the combos that token names and returns "", or
// leaves r as it was and returns what is wrong with token.
func (r *Range) apply(token string, rk classRanking) string {
	body, w, detail := splitWeight(token)
	if detail != "" {
		return detail
	}
	combos, detail := parseHands(body, rk)
	if detail != "" {
		return detail
	}
	for c := range combos {
		r.w[c.Index()] = w
	}
	return ""
}

// splitWeight splits a token into its hands and its weight, 1 if it has
// none.
func splitWeight(token string) (body string, w float64, detail string) {
	at := strings.IndexAny(token, "@:")
	if at < 0 {
		return token, 1, ""
	}
	body, mark, num := token[:at], token[at], token[at+1:]
	switch {
	case body == "":
		return "", 0, "missing the hand before the weight"
	case num == "":
		return "", 0, "missing the weight after '" + string(mark) + "'"
	case num[0] == '-':
		return "", 0, "weight " + strconv.Quote(num) + " is negative"
	}
	w, ok := parseDecimal(num)
	switch {
	case !ok:
		return "", 0, "weight " + strconv.Quote(num) + " is not a number"
	case math.IsInf(w, 0):
		return "", 0, "weight " + strconv.Quote(num) + " is too large"
	case mark == '@':
		w /= 100
	}
	return body, w, ""
}

// parseDecimal parses a plain decimal number: digits with at most one
// decimal point, and at least one digit; no sign, exponent or underscores.
// A number too large for a float64 gives +Inf.
func parseDecimal(s string) (float64, bool) {
	digits, points := 0, 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] >= '0' && s[i] <= '9':
			digits++
		case s[i] == '.':
			points++
		default:
			return 0, false
		}
	}
	if digits == 0 || points > 1 {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// parseHands returns the combos that body, a token without its weight,
// names.
func parseHands(body string, rk classRanking) (iter.Seq[Combo], string) {
	lower := strings.ToLower(body)
	switch {
	case lower == "random" || lower == "any" || lower == "xxxx":
		return allCombos, ""
	case strings.HasPrefix(lower, "top") || strings.HasSuffix(body, "%"):
		return parseTop(body, rk)
	case isSuitNamed(body):
		return parseSuitNamed(body)
	case looksLikeCard(body):
		return parseCombo(body)
	}
	return parseClasses(body)
}

// A suit-named hand is a card and a rank, "AsK" (the ace of spades with
// any king), or two ranks each with a suit variable, "AxKx" (any suited AK)
// and "AxKy" (any offsuit AK), as ProPokerTools writes them: the same
// variable (w, x, y or z) for the same suit, different ones for different
// suits. A suit and a variable together ("QsQx") are not read as one: that
// is far more often a mistyped card.
type suitNamed struct {
	ranks [2]Rank
	suits [2]byte // 's', 'h', 'd', 'c', a variable 'w'..'z', or 0 for any
}

// isSuitNamed reports whether body is written as a suit-named hand: a rank,
// a suit or variable, and a rank with a variable or nothing after it.
func isSuitNamed(body string) bool {
	h, ok := scanSuitNamed(body)
	if !ok {
		return false
	}
	if isSuitVar(h.suits[0]) {
		return isSuitVar(h.suits[1])
	}
	return h.suits[1] == 0
}

// scanSuitNamed reads a suit-named hand, if body is one.
func scanSuitNamed(body string) (suitNamed, bool) {
	var h suitNamed
	i := 0
	for k := range 2 {
		r, n, ok := scanRank(body, i)
		if !ok {
			return h, false
		}
		h.ranks[k], i = r, n
		if i < len(body) {
			switch c := body[i] | 0x20; c {
			case 's', 'h', 'd', 'c', 'w', 'x', 'y', 'z':
				h.suits[k] = c
				i++
			}
		}
		if k == 0 && h.suits[0] == 0 {
			return h, false // "AK...": class notation
		}
	}
	return h, i == len(body)
}

func isSuitVar(c byte) bool { return c >= 'w' && c <= 'z' }

// parseSuitNamed returns the combos a suit-named hand names.
func parseSuitNamed(body string) (iter.Seq[Combo], string) {
	h, _ := scanSuitNamed(body)
	if h.ranks[0] == h.ranks[1] && h.suits[0] == h.suits[1] && h.suits[0] != 0 {
		return nil, "a pair's two cards cannot share a suit"
	}
	var combos []Combo
	for a := range Suit(NumSuits) {
		for b := range Suit(NumSuits) {
			x, y := NewCard(h.ranks[0], a), NewCard(h.ranks[1], b)
			if x == y || !h.fits(a, b) {
				continue
			}
			c := NewCombo(x, y)
			if !slices.Contains(combos, c) {
				combos = append(combos, c)
			}
		}
	}
	if len(combos) == 0 {
		return nil, "no two cards fit " + strconv.Quote(body)
	}
	return slices.Values(combos), ""
}

// fits reports whether suits a and b fit the hand's suits.
func (h suitNamed) fits(a, b Suit) bool {
	s := [2]Suit{a, b}
	var named [NumSuits]bool
	for _, c := range h.suits {
		if u, ok := suitLetter(c); ok {
			named[u] = true
		}
	}
	for k, c := range h.suits {
		switch u, ok := suitLetter(c); {
		case ok && s[k] != u:
			return false
		case isSuitVar(c) && named[s[k]]:
			return false // a variable is none of the suits named
		}
	}
	if isSuitVar(h.suits[0]) && isSuitVar(h.suits[1]) {
		return (h.suits[0] == h.suits[1]) == (a == b)
	}
	return true
}

// suitLetter returns the suit a letter names.
func suitLetter(c byte) (Suit, bool) {
	switch c {
	case 's':
		return Spades, true
	case 'h':
		return Hearts, true
	case 'd':
		return Diamonds, true
	case 'c':
		return Clubs, true
	}
	return 0, false
}

// allCombos yields every combo.
func allCombos(yield func(Combo) bool) {
	for i := range NumCombos {
		if !yield(ComboAt(i)) {
			return
		}
	}
}

// parseTop parses a top share such as "15%" or "top2.5%".
func parseTop(body string, rk classRanking) (iter.Seq[Combo], string) {
	num, ok := strings.CutSuffix(body, "%")
	if !ok {
		return nil, "a top share ends in %, such as top15%"
	}
	if len(num) >= 3 && strings.EqualFold(num[:3], "top") {
		num = num[3:]
	}
	p, ok := parseDecimal(num)
	switch {
	case num == "":
		return nil, "missing the percentage before %"
	case !ok:
		return nil, "share " + strconv.Quote(num) + " is not a number"
	case !(p > 0 && p <= 100):
		return nil, "the share must be more than 0% and at most 100%"
	}
	return classCombos(func(yield func(Class) bool) {
		for _, g := range rk.order[:rk.topCount(p)] {
			if !yield(ClassAt(int(g))) {
				return
			}
		}
	}), ""
}

// looksLikeCard reports whether s starts with a card rather than a class:
// a rank then a suit. The letters of suits (s, h, d, c) are not ranks, so
// "AKs" is a class and "AsKs" two cards.
func looksLikeCard(s string) bool {
	_, n, ok := scanRank(s, 0)
	if !ok {
		return false
	}
	_, _, ok = scanSuit(s, n)
	return ok
}

// parseCombo parses one combo written as two cards together, "AhKh".
func parseCombo(body string) (iter.Seq[Combo], string) {
	cards, err := ParseCards(body)
	switch {
	case err != nil:
		return nil, err.(*ParseError).Reason()
	case len(cards) == 1:
		return nil, "one card is not a hand"
	case len(cards) != 2:
		return nil, "a hand is two cards, not " + strconv.Itoa(len(cards))
	}
	c := NewCombo(cards[0], cards[1])
	return func(yield func(Combo) bool) { yield(c) }, ""
}

// parseClasses parses a token of class notation: a hand ("AKs"), a hand
// with its kicker rising ("KTs+") or a span ("A2s-A5s").
func parseClasses(body string) (iter.Seq[Combo], string) {
	h, n, detail := scanHand(body, 0)
	if detail != "" {
		return nil, detail
	}
	var rn run
	switch {
	case n == len(body):
		rn = run{h, h.lo, h.lo, false}
	case body[n] == '+' && n+1 < len(body):
		detail = "unexpected " + quoteRune(body, n+1) + " after " + body[:n+1]
	case body[n] == '+':
		rn, detail = h.plus()
	case body[n] == '-':
		rn, detail = spanOf(h, body, n+1)
	default:
		detail = "unexpected " + quoteRune(body, n) + " after " + body[:n]
	}
	if detail != "" {
		return nil, detail
	}
	return classCombos(rn.classes()), ""
}

// hand is a hand written in class notation: two ranks, the higher first,
// and a suffix: 's' (suited), 'o' (offsuit) or 0 (both, for a non-pair).
type hand struct {
	hi, lo Rank
	suffix byte
}

// scanHand reads a hand from s[i:], returning it, the offset just past it
// and "", or what is wrong.
func scanHand(s string, i int) (hand, int, string) {
	a, n, ok := scanRank(s, i)
	if !ok {
		return hand{}, 0, "unknown rank " + strconv.Quote(badText(s, i, n))
	}
	if n == len(s) {
		return hand{}, 0, "missing the second rank after " + s[i:n]
	}
	b, m, ok := scanRank(s, n)
	if !ok {
		return hand{}, 0, "unknown rank " + strconv.Quote(badText(s, n, m))
	}
	h := hand{hi: max(a, b), lo: min(a, b)}
	if m < len(s) && (s[m]|0x20 == 's' || s[m]|0x20 == 'o') {
		h.suffix = s[m] | 0x20
		m++
	}
	switch {
	case h.hi == h.lo && h.suffix == 's':
		return hand{}, 0, "a pair cannot be suited"
	case h.hi == h.lo && h.suffix == 'o':
		return hand{}, 0, "a pair takes no suffix"
	}
	return h, m, ""
}

// class returns the one class of h, which must have a suffix unless it is a
// pair.
func (h hand) class() Class {
	return Class{Hi: h.hi, Lo: h.lo, Suited: h.suffix == 's'}
}

// plus returns the run that h followed by "+" names.
func (h hand) plus() (run, string) {
	if h.hi == h.lo {
		return run{h, h.lo, Ace, false}, ""
	}
	if h.lo+1 == h.hi {
		return run{}, "nothing above the kicker: " + h.lo.String() +
			" is already one below the top card " + h.hi.String()
	}
	return run{h, h.lo, h.hi - 1, false}, ""
}

// spanOf returns the run from h to the hand written at s[i:], after "-".
func spanOf(h hand, s string, i int) (run, string) {
	if i == len(s) {
		return run{}, "missing the end of the span after '-'"
	}
	e, n, detail := scanHand(s, i)
	switch {
	case detail != "":
		return run{}, detail
	case n < len(s):
		return run{}, "unexpected " + quoteRune(s, n) + " after " + s[:n]
	case (h.hi == h.lo) != (e.hi == e.lo):
		return run{}, "a span joins two pairs or two non-pairs, not a pair and a non-pair"
	case h.hi == h.lo:
		return run{h, min(h.lo, e.lo), max(h.lo, e.lo), false}, ""
	case h.suffix != e.suffix:
		return run{}, "the two ends must have the same suffix"
	case h.hi != e.hi && h.hi-h.lo != e.hi-e.lo:
		return run{}, "the two ends must share their top card (A2s-A5s) or the gap between their ranks (T9s-65s, KJo-97o)"
	case h.hi != e.hi:
		// Both ranks step down together: connectors, one-gappers, ...
		top, bottom := h, e
		if e.hi > h.hi {
			top, bottom = e, h
		}
		return run{h: top, lo: bottom.lo, to: top.lo, diagonal: true}, ""
	}
	return run{h, min(h.lo, e.lo), max(h.lo, e.lo), false}, ""
}

// run is the classes that one token of class notation names: for a pair
// (h.hi == h.lo), the pairs from lo to to; otherwise the hands with top
// card h.hi, h's suffix and a kicker from lo to to, or, if diagonal, the
// hands with h's suffix and kicker from lo to to whose top card is the
// kicker plus h's gap (T9s-65s).
type run struct {
	h        hand
	lo, to   Rank
	diagonal bool
}

// classes yields the classes of the run.
func (rn run) classes() iter.Seq[Class] {
	return func(yield func(Class) bool) {
		for k := rn.lo; k <= rn.to; k++ {
			if rn.h.hi == rn.h.lo {
				if !yield(Class{Hi: k, Lo: k}) {
					return
				}
				continue
			}
			hi := rn.h.hi
			if rn.diagonal {
				hi = k + (rn.h.hi - rn.h.lo)
			}
			if rn.h.suffix != 'o' && !yield(Class{Hi: hi, Lo: k, Suited: true}) {
				return
			}
			if rn.h.suffix != 's' && !yield(Class{Hi: hi, Lo: k}) {
				return
			}
		}
	}
}

// classCombos yields the combos of the classes.
func classCombos(classes iter.Seq[Class]) iter.Seq[Combo] {
	return func(yield func(Combo) bool) {
		for c := range classes {
			for x := range c.Combos() {
				if !yield(x) {
					return
				}
			}
		}
	}
}

// quoteRune returns the rune at s[i], quoted.
func quoteRune(s string, i int) string { return strconv.Quote(badText(s, i, i)) }

// String returns r in range notation that ParseRange reads back to the same
// weights (for finite weights, the only ones ParseRange gives). Each class whose combos all have one positive weight is written
// as the class ("AA", "AKs"), and the other combos with a positive weight
// one by one ("AhKh"), separated by ", ": pairs first from AA down, then
// suited hands, then offsuit ones, higher ranks first. A weight other than
// 1 follows as a percentage ("AA@50") or, when no short percentage reads
// back to exactly the same weight, a fraction (":0.3333333333333333"). A
// range of all 1326 combos at one weight is "random"; the empty range is
// "". The shorthands "+" and "-" are not used.
func (r *Range) String() string {
	if w := r.w[0]; w > 0 && r.uniform(allCombos) {
		return "random" + weightSuffix(w)
	}
	var b strings.Builder
	add := func(name string, w float64) {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(name)
		b.WriteString(weightSuffix(w))
	}
	for c := range classesByRank() {
		if w := r.Weight(firstCombo(c)); w > 0 && r.uniform(c.Combos()) {
			add(c.String(), w)
			continue
		}
		for x := range c.Combos() {
			if w := r.Weight(x); w > 0 {
				add(x.String(), w)
			}
		}
	}
	return b.String()
}

// uniform reports whether the combos all have the same weight in r.
func (r *Range) uniform(combos iter.Seq[Combo]) bool {
	first, w0 := true, 0.0
	for c := range combos {
		if w := r.Weight(c); first {
			first, w0 = false, w
		} else if w != w0 {
			return false
		}
	}
	return true
}

// firstCombo returns the first combo of c.
func firstCombo(c Class) Combo {
	for x := range c.Combos() {
		return x
	}
	panic("deck: a class without combos")
}

// classesByRank yields the 169 classes in the order Range.String writes
// them: pairs from AA down, then suited and then offsuit hands, by top card
// and then kicker, highest first.
func classesByRank() iter.Seq[Class] {
	return func(yield func(Class) bool) {
		for hi := Ace; hi <= Ace; hi-- { // Rank is unsigned: the loop ends below Two
			if !yield(Class{Hi: hi, Lo: hi}) {
				return
			}
		}
		for _, suited := range []bool{true, false} {
			for hi := Ace; hi > Two; hi-- {
				for lo := hi - 1; lo < hi; lo-- {
					if !yield(Class{Hi: hi, Lo: lo, Suited: suited}) {
						return
					}
				}
			}
		}
	}
}

// weightSuffix returns the suffix that gives weight w to a token: "" for 1,
// "@" and the shortest percentage that reads back to exactly w, or else ":"
// and the shortest decimal fraction that does (for weights so small or so
// large that no percentage of up to 17 decimals reads back).
func weightSuffix(w float64) string {
	if w == 1 {
		return ""
	}
	if p := w * 100; !math.IsInf(p, 0) {
		for prec := 0; prec <= 17; prec++ {
			s := strconv.FormatFloat(p, 'f', prec, 64)
			if v, ok := parseDecimal(s); ok && v/100 == w {
				return "@" + s
			}
		}
	}
	return ":" + strconv.FormatFloat(w, 'f', -1, 64)
}
