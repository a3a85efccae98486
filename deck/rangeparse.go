package deck

import (
	"iter"
	"math"
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
		if detail := r.apply(s[i:end]); detail != "" {
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
func (r *Range) apply(token string) string {
	body, w, detail := splitWeight(token)
	if detail != "" {
		return detail
	}
	combos, detail := parseHands(body)
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
func parseHands(body string) (iter.Seq[Combo], string) {
	lower := strings.ToLower(body)
	switch {
	case lower == "random" || lower == "any" || lower == "xxxx":
		return allCombos, ""
	case strings.HasPrefix(lower, "top") || strings.HasSuffix(body, "%"):
		return parseTop(body)
	case looksLikeCard(body):
		return parseCombo(body)
	}
	return parseClasses(body)
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
func parseTop(body string) (iter.Seq[Combo], string) {
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
		for _, g := range preflopRanking[:topCount(p)] {
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
		rn = run{h, h.lo, h.lo}
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
		return run{h, h.lo, Ace}, ""
	}
	if h.lo+1 == h.hi {
		return run{}, "nothing above the kicker: " + h.lo.String() +
			" is already one below the top card " + h.hi.String()
	}
	return run{h, h.lo, h.hi - 1}, ""
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
		return run{h, min(h.lo, e.lo), max(h.lo, e.lo)}, ""
	case h.hi != e.hi:
		return run{}, "the two ends must share their top card"
	case h.suffix != e.suffix:
		return run{}, "the two ends must have the same suffix"
	}
	return run{h, min(h.lo, e.lo), max(h.lo, e.lo)}, ""
}

// run is the classes that one token of class notation names: for a pair
// (h.hi == h.lo), the pairs from lo to to; otherwise the hands with top
// card h.hi, h's suffix and a kicker from lo to to.
type run struct {
	h      hand
	lo, to Rank
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
			if rn.h.suffix != 'o' && !yield(Class{Hi: rn.h.hi, Lo: k, Suited: true}) {
				return
			}
			if rn.h.suffix != 's' && !yield(Class{Hi: rn.h.hi, Lo: k}) {
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
