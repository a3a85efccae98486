package deck

import (
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"
)

// ParseRange parses a hand range in any of the text formats that poker
// tools write: PokerStove's, Equilab's and ProPokerTools' classes, with the
// weights of PioSOLVER ("AQs:0.75"), of Equilab, Flopzilla and GTO+
// brackets ("[75]AQs, KQs[/75]", also "[75%]...[/75%]"), of weight-first
// lists ("100: AA, AKs, 75: AQs") and of a weights section ("AA, ATs+;
// Weights: AQs:75%"). Tokens are separated by commas, semicolons, spaces or
// any mix of them; each names a set of combos:
//
//   - a pair, "QQ"; it and the pairs above it, "QQ+" (QQ, KK, AA); it and
//     the pairs below it, "JJ-" (JJ down to 22); a span of pairs, "22-55"
//     or "55-22";
//   - a non-pair with its suffix: "AKs" (the 4 suited combos), "AKo" (the 12
//     offsuit ones) or none, "AK" (all 16); the higher rank may come second
//     ("KA" is AK);
//   - "KTs+": the kicker rising up to one below the top card (KTs, KJs,
//     KQs), with any suffix or none; "A5s-": the kicker falling to Two (A5s,
//     A4s, A3s, A2s);
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
//   - every combo: "random", "any", "XX" or "XxXx";
//   - a top share, "15%" or "top15%" (0 < p ≤ 100, decimals allowed): the
//     classes TopClasses(p) returns.
//
// Ranks are written as for cards (T or 10), and everything is read in
// either case. A token's weight is given in one of these ways:
//
//   - after it: "@50", ":50%" and "@50%" are percentages (weight 0.5),
//     ":0.5" a fraction, and a space may follow the colon ("AQs: 0.75",
//     "AQs: 75%"); a fraction above 1 and at most 100, such as
//     "AQs:75", is an error: the player most likely meant a percentage,
//     and the error shows how to write either;
//   - by a bracket around one token or several: "[50]AA, KK[/50]" or
//     "[50%]AA[/50%]"; the closing tag repeats the opening weight, and
//     brackets do not nest;
//   - by a weight-first header, a percentage with a colon before the
//     tokens it weighs, up to the next header: "75: AQs, KQs" or "75:AQs";
//   - "Weights:" before a list of weighted tokens is a label: the tokens
//     after it weigh the hands they name again. It ends the hands of a
//     weight-first header.
//
// A token with its own weight inside a bracket or after a header is an
// error, as is a bracket after a header: which weight was meant is not
// clear. A token such as "75:98", which reads both as the hand 75 at
// weight 98 and as the hand 98 at 75%, is an error that shows the two ways
// to write each.
//
// Weights are relative, so any finite number ≥ 0 is allowed ("AA@200"
// weighs AA twice as much as a hand at weight 1), and weight 0 removes the
// token's combos. Without a weight a token's combos have weight 1.
//
// Tokens are applied in order and each sets the weight of its combos, so
// when a combo is named twice the last mention wins: "QQ+, AA@50" gives AA
// weight 0.5, "AA@50, QQ+" gives it 1, and "ATs+; Weights: AQs:75%" gives
// AQs 0.75.
//
// An input without tokens is an error ("empty range"), but a range whose
// tokens all end with weight 0, such as "AA@0", is not: it parses to a
// range with Len() == 0, which the caller may reject as it would a range
// emptied by dead cards.
//
// The error, if any, is a *ParseError wrapping ErrRange, giving the bad
// token (or bracket tag) as Text, its byte offset as Pos and what is wrong
// with it as Detail. Unknown ranks and bad cards in a token are ErrRange
// errors too, with the reason in Detail, such as `unknown rank "Z"`.
func ParseRange(s string) (*Range, error) {
	return readRange(s, FullDeck)
}

// ParseRangeIn is ParseRange for a game dealt from the cards of in, such
// as ShortDeck: a token that names a combo with a card outside in is an
// error saying which card, except the tokens that name every combo
// ("random") or a top share ("15%"), which stand for the combos of in
// among theirs, and those that run down to Two ("JJ-", "A9s-"), which stop
// at the lowest card of in. The range holds no combo with a card outside
// in.
func ParseRangeIn(in Set, s string) (*Range, error) {
	r, err := readRange(s, in)
	if err != nil {
		return nil, err
	}
	return r.Without(FullDeck &^ in), nil
}

// readRange parses s, checking each token against the cards of in.
func readRange(s string, in Set) (*Range, error) {
	rr := rangeReader{s: s, in: in, r: new(Range)}
	for i := skipRangeSeparators(s, 0); i < len(s); i = skipRangeSeparators(s, i) {
		var end int
		var detail string
		if s[i] == '[' {
			end, detail = rr.bracket(i)
		} else {
			end = tokenEnd(s, i)
			tok := s[i:end]
			if w, next := spacedWeight(s, tok, end); next > end {
				// "AQs: 0.75": the hand and its weight, apart.
				end = next
				if detail = rr.token(tok+w, i); detail != "" {
					rr.badText, rr.badPos = s[i:end], i
				}
			} else {
				detail = rr.token(tok, i)
			}
		}
		if detail != "" {
			return nil, &ParseError{Syntax: Syntax{Input: s, Text: rr.badText, Pos: rr.badPos, Err: ErrRange, Detail: detail}}
		}
		i = end
	}
	switch {
	case rr.open != nil:
		return nil, &ParseError{Syntax: Syntax{Input: s, Text: rr.open.text, Pos: rr.open.pos, Err: ErrRange,
			Detail: rr.open.text + " is never closed: end it with [/" + rr.open.tag + "]"}}
	case rr.tokens == 0:
		return nil, &ParseError{Syntax: Syntax{Input: s, Err: ErrRange, Detail: "empty range"}}
	}
	return rr.r, nil
}

// tokenEnd returns the offset just past the token that starts at s[i].
func tokenEnd(s string, i int) int {
	for i < len(s) && !isRangeSeparator(s[i]) && s[i] != '[' {
		i++
	}
	return i
}

// spacedWeight returns the weight written after a space, and the offset
// past it, when tok is a hand with a colon and nothing after it ("AQs:")
// and the next token, after spaces or tabs only, is a number ("0.75" or
// "75%"); otherwise it returns end. A number before the colon ("75:") is a
// weight-first header, not a hand.
func spacedWeight(s, tok string, end int) (string, int) {
	hand, ok := strings.CutSuffix(tok, ":")
	if !ok || hand == "" || strings.ContainsAny(hand, ":@") {
		return "", end
	}
	if _, isNumber := parsePercent(hand); isNumber {
		return "", end
	}
	j := end
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j == end || j == len(s) {
		return "", end
	}
	next := tokenEnd(s, j)
	if _, isNumber := parsePercent(s[j:next]); !isNumber {
		return "", end
	}
	return s[j:next], next
}

// rangeReader holds the state of reading one range: the weight that an
// open bracket or a weight-first header gives the tokens after it, and
// the place of the last error.
type rangeReader struct {
	s      string
	in     Set
	r      *Range
	tokens int
	open   *weightTag // the bracket open, or nil
	header *weightTag // the last weight-first header, or nil

	badText string // the text at fault and its offset, for the error
	badPos  int
}

// weightTag is a bracket tag ("[75]", tag "75") or a weight-first header
// ("75:") and the weight it gives.
type weightTag struct {
	text, tag string
	pos       int
	w         float64
}

// fail records text at pos as the place of an error and returns detail.
func (rr *rangeReader) fail(text string, pos int, detail string) string {
	rr.badText, rr.badPos = text, pos
	return detail
}

// bracket reads the bracket tag at s[i], "[75]" or "[/75]", and returns
// the offset past it, or what is wrong with it.
func (rr *rangeReader) bracket(i int) (int, string) {
	s := rr.s
	j := strings.IndexAny(s[i+1:], "[]") + 1 // the tag ends before another begins
	if j == 0 || s[i+j] != ']' {
		end := i + 1
		for end < len(s) && !isRangeSeparator(s[end]) {
			end++
		}
		return 0, rr.fail(s[i:end], i, "missing ']' to end the bracket tag")
	}
	text := s[i : i+j+1]
	tag, closing := strings.CutPrefix(strings.TrimSpace(text[1:len(text)-1]), "/")
	tag = strings.TrimSpace(tag) // "[ 50 ]" and "[/ 50]" too
	w, ok := parsePercent(tag)
	switch {
	case !ok:
		return 0, rr.fail(text, i, "bracket weight "+strconv.Quote(tag)+" is not a percentage, such as [75] or [75%]")
	case closing && rr.open == nil:
		return 0, rr.fail(text, i, text+" closes no bracket")
	case closing && rr.open.w != w:
		return 0, rr.fail(text, i, text+" does not close "+rr.open.text+": the weights differ")
	case closing:
		rr.open = nil
	case rr.open != nil:
		return 0, rr.fail(text, i, "a bracket inside "+rr.open.text+": close it with [/"+rr.open.tag+"] first")
	case rr.header != nil:
		return 0, rr.fail(text, i, "a bracket after the weight-first header "+strconv.Quote(rr.header.text)+
			": give weights either by brackets or by headers")
	default:
		rr.open = &weightTag{text: text, tag: tag, pos: i, w: w}
	}
	return i + j + 1, ""
}

// parsePercent parses a percentage, with or without "%", as a weight.
func parsePercent(s string) (float64, bool) {
	p, ok := parseDecimal(strings.TrimSuffix(s, "%"))
	if !ok || math.IsInf(p, 0) {
		return 0, false
	}
	return p / 100, true
}

// token reads one token at s[pos:] and applies it, or returns what is
// wrong with it.
func (rr *rangeReader) token(tok string, pos int) string {
	if len(tok) >= 8 && strings.EqualFold(tok[:8], "weights:") {
		tok, pos, rr.header = tok[8:], pos+8, nil // the weights section ends a header's hands
		if tok == "" {
			return ""
		}
	}
	if detail, rest, done := rr.weightFirst(tok, pos); detail != "" || done {
		return detail
	} else if rest != tok {
		pos += len(tok) - len(rest)
		tok = rest
	}
	body, w, weighted, detail := splitWeight(tok)
	if detail == "" {
		detail = percentAsFraction(tok, w)
	}
	switch {
	case detail != "":
		return rr.fail(tok, pos, detail)
	case weighted && rr.open != nil:
		return rr.fail(tok, pos, "a weight inside the bracket "+rr.open.text+": give the hand one weight")
	case weighted && rr.header != nil:
		return rr.fail(tok, pos, "a weight after the weight-first header "+strconv.Quote(rr.header.text)+": give the hand one weight")
	case rr.open != nil:
		w = rr.open.w
	case rr.header != nil:
		w = rr.header.w
	}
	combos, detail := parseHands(body, rankingIn(rr.in))
	if detail == "" && rr.in != FullDeck {
		detail = outside(body, rr.in)
	}
	if detail != "" {
		return rr.fail(tok, pos, detail)
	}
	for c := range combos {
		rr.r.w[c.Index()] = w
	}
	rr.tokens++
	return ""
}

// weightFirst reads a weight-first header at the start of tok ("75:" or
// "75:AQs") and returns the rest of tok, or done if nothing is left. A
// token that is not a header is returned whole. A token that reads both
// as a header and as a hand with its weight after it ("75:98") is an
// error.
func (rr *rangeReader) weightFirst(tok string, pos int) (detail, rest string, done bool) {
	k := strings.IndexByte(tok, ':')
	if k <= 0 {
		return "", tok, false
	}
	w, ok := parsePercent(tok[:k])
	if !ok {
		return "", tok, false
	}
	rest = tok[k+1:]
	// After the colon, a number with a point or "%" is a weight ("22:0.5",
	// "77:50%"); two digits may be a hand too ("75:98").
	_, isNumber := parsePercent(rest)
	headerOK := rest == "" || isHandToken(rest) && !(isNumber && strings.ContainsAny(rest, ".%"))
	handOK := rest != "" && isHandToken(tok)
	switch {
	case !headerOK:
		return "", tok, false
	case handOK:
		return rr.fail(tok, pos, "ambiguous: write "+strconv.Quote(tok[:k]+"@"+rest)+" for the hand "+tok[:k]+
			" at "+rest+"%, or "+strconv.Quote(tok[:k+1]+" "+rest)+" with a space for the hand "+rest+" at "+tok[:k]+"%"), "", false
	case rr.open != nil:
		return rr.fail(tok, pos, "a weight-first header inside the bracket "+rr.open.text), "", false
	}
	rr.header = &weightTag{text: tok[:k+1], tag: tok[:k], pos: pos, w: w}
	return "", rest, rest == ""
}

// percentAsFraction returns what is wrong with a token whose weight, w,
// is written as a fraction after ':' but reads as a percentage: above 1
// and at most 100 ("AQs:75"). Pio's fractions run from 0 to 1, so a player
// who writes "AQs:75" means 75%, not 75 times the weight of a hand at 1;
// rather than guess, the error shows both ways to write it.
func percentAsFraction(tok string, w float64) string {
	at := strings.IndexAny(tok, "@:")
	if at < 0 || tok[at] != ':' || strings.HasSuffix(tok, "%") || !(w > 1 && w <= 100) {
		return ""
	}
	hand, num := tok[:at], tok[at+1:]
	return "weight " + num + " after ':' is a fraction, from 0 to 1 in Pio's format: write " +
		strconv.Quote(hand+":"+num+"%") + " for " + num + "%, or " + strconv.Quote(hand+"@"+strconv.FormatFloat(w*100, 'f', -1, 64)) +
		" for " + num + " times the weight of a hand at 1"
}

// isHandToken reports whether tok is a token of hands, with or without a
// weight after it.
func isHandToken(tok string) bool {
	body, _, _, detail := splitWeight(tok)
	if detail != "" {
		return false
	}
	_, detail = parseHands(body, rankingIn(FullDeck))
	return detail == ""
}

// isRangeSeparator reports whether ch separates the tokens of a range.
func isRangeSeparator(ch byte) bool { return isSeparator(ch) || ch == ';' }

func skipRangeSeparators(s string, i int) int {
	for i < len(s) && isRangeSeparator(s[i]) {
		i++
	}
	return i
}

// outside returns what is wrong with a valid range token (without its
// weight) that names a combo with a card not in in, or "". The tokens
// that run down to Two ("JJ-") are checked by the hand they start from.
func outside(body string, in Set) string {
	lower := strings.ToLower(body)
	if isEveryCombo(lower) || strings.HasPrefix(lower, "top") || strings.HasSuffix(body, "%") {
		return ""
	}
	if start, ok := strings.CutSuffix(body, "-"); ok {
		body = start
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

// isEveryCombo reports whether a token, in lower case, names every combo.
func isEveryCombo(lower string) bool {
	return lower == "random" || lower == "any" || lower == "xxxx" || lower == "xx"
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

// splitWeight splits a token into its hands and its weight, 1 if it has
// none: "@50" and any weight ending in "%" are percentages, ":0.5" a
// fraction.
func splitWeight(token string) (body string, w float64, weighted bool, detail string) {
	at := strings.IndexAny(token, "@:")
	if at < 0 {
		return token, 1, false, ""
	}
	body, mark, num := token[:at], token[at], token[at+1:]
	switch {
	case body == "":
		return "", 0, true, "missing the hand before the weight"
	case num == "":
		return "", 0, true, "missing the weight after '" + string(mark) + "'"
	case num[0] == '-':
		return "", 0, true, "weight " + strconv.Quote(num) + " is negative"
	}
	percent := mark == '@'
	if n, ok := strings.CutSuffix(num, "%"); ok {
		num, percent = n, true
	}
	w, ok := parseDecimal(num)
	switch {
	case !ok:
		return "", 0, true, "weight " + strconv.Quote(token[at+1:]) + " is not a number"
	case math.IsInf(w, 0):
		return "", 0, true, "weight " + strconv.Quote(token[at+1:]) + " is too large"
	case percent:
		w /= 100
	}
	return body, w, true, ""
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
	case isEveryCombo(lower):
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
	case body[n] == '-' && n+1 == len(body):
		rn = h.minus()
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

// minus returns the run that h followed by "-" names: the pairs from h
// down to 22, or the hands with h's top card and suffix and a kicker from
// h's down to Two.
func (h hand) minus() run {
	return run{h, Two, h.lo, false}
}

// spanOf returns the run from h to the hand written at s[i:], after "-".
func spanOf(h hand, s string, i int) (run, string) {
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
