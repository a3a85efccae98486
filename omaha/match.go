package omaha

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
)

// A hand matches a pattern when its cards can be given one each to the
// pattern's cards (slots), every card meeting its slot, with each variable
// standing for one rank or suit throughout, distinct variables for
// distinct ranks or suits, and no variable for a rank or suit the pattern
// writes out singly. That is a matching problem; compile turns each
// pattern into a matcher that decides it by counting when the pattern's
// shape allows, and by a short backtracking search otherwise.

// kind says how a matcher decides.
type kind uint8

const (
	kindNever   kind = iota // no hand matches: the pattern asks for a card twice, or too many of a rank
	kindClasses             // the slots fall into disjoint classes of cards: count each class
	kindRanks               // classes, and rank variables on the other ranks: compare rank counts
	kindSuits               // classes, and suit variables on the other suits: compare suit counts
	kindSearch              // anything else: backtracking
)

// cslot is one slot of a compiled pattern: the cards that may fill it and
// its variables, numbered from 0 in order of appearance, -1 for none.
type cslot struct {
	cards      deck.Set
	rvar, svar int8
}

// matcher is a compiled hand pattern. A hand holds the pattern when it
// holds forced (the specific cards of the pattern) and then, by kind:
//
//   - kindClasses: at least need[i] cards of cls[i], for each class. The
//     classes are disjoint, so by Hall's theorem the slots can be filled
//     exactly when each class has enough cards.
//   - kindRanks: the classes, and for the rank variables, which may use
//     only vcards (the ranks not written out, disjoint from the classes):
//     for every k, at least want[k] ranks with k or more cards in vcards.
//     Giving the variable needing most cards the rank holding most, and so
//     on down, succeeds exactly when that count test does.
//   - kindSuits: the same with suits for the suit variables.
//   - kindSearch: the slots, most selective first, filled one by one.
//
// Wildcards and other slots any card fits are dropped: a pattern has no
// more slots than the hand has cards, so they can always be filled.
type matcher struct {
	kind   kind
	ncls   uint8 // classes in use
	n      uint8 // slots in use, for kindSearch
	forced deck.Set
	cls    [MaxHole]deck.Set
	need   [MaxHole]uint8
	vcards deck.Set
	want   [MaxHole + 1]uint8 // want[k]: variables needing at least k cards; want[0] unused
	maxk   uint8              // the most cards a variable needs
	slots  [MaxHole]cslot
	union  deck.Set // every card the pattern looks at: a hand matches if and only if its cards in union do
}

// compile returns the matcher of p.
func compile(p pattern) matcher {
	var exR, exS uint16 // ranks and suits written singly
	for _, s := range p.slots {
		if s.rank.kind == partOne {
			exR |= 1 << s.rank.val
		}
		if s.suit.kind == partOne {
			exS |= 1 << s.suit.val
		}
	}
	var m matcher
	var rnames, snames []byte
	for _, s := range p.slots {
		c := s.cards
		if c == 0 {
			c = rankPart(s.rank, exR) & suitPart(s.suit, exS)
		}
		rv, sv := varIndex(s.rank, &rnames), varIndex(s.suit, &snames)
		switch {
		case rv < 0 && sv < 0 && c == deck.FullDeck:
			continue
		case rv < 0 && sv < 0 && c.Len() == 1:
			if m.forced&c != 0 {
				return matcher{kind: kindNever}
			}
			m.forced |= c
			continue
		}
		m.slots[m.n] = cslot{cards: c, rvar: rv, svar: sv}
		m.n++
	}
	m.union = m.forced
	for i := range m.n {
		// A slot never takes a card another slot must have.
		if m.slots[i].cards &^= m.forced; m.slots[i].cards == 0 {
			return matcher{kind: kindNever}
		}
		m.union |= m.slots[i].cards
	}
	m.classify(exR, exS, len(rnames), len(snames))
	return m
}

// rankPart returns the cards whose rank meets r, given the ranks written
// singly in the pattern, which no rank variable may take.
func rankPart(r part, exR uint16) deck.Set {
	switch r.kind {
	case partOne:
		return rankCards(1 << r.val)
	case partSet:
		return rankCards(r.set)
	case partVar:
		return rankCards(rankBits &^ exR)
	}
	return deck.FullDeck
}

// suitPart returns the cards whose suit meets u, given the suits written
// singly in the pattern, which no suit variable may take.
func suitPart(u part, exS uint16) deck.Set {
	switch u.kind {
	case partOne:
		return suitCards(1 << u.val)
	case partSet:
		return suitCards(u.set)
	case partVar:
		return suitCards(suitBits &^ exS)
	}
	return deck.FullDeck
}

// varIndex returns the number of the variable that x names, adding its
// letter to names if new, or -1 if x is no variable.
func varIndex(x part, names *[]byte) int8 {
	if x.kind != partVar {
		return -1
	}
	for i, c := range *names {
		if c == x.val {
			return int8(i)
		}
	}
	*names = append(*names, x.val)
	return int8(len(*names) - 1)
}

// classify picks the kind of m, whose slots are set, and the data it needs.
func (m *matcher) classify(exR, exS uint16, nrvars, nsvars int) {
	var vars []cslot
	var classCards deck.Set
	for _, s := range m.slots[:m.n] {
		if s.rvar >= 0 || s.svar >= 0 {
			vars = append(vars, s)
			continue
		}
		if !m.addClass(s.cards) {
			m.toSearch()
			return
		}
		classCards |= s.cards
	}
	shape := func(k kind, vcards deck.Set, maxPer int, varOf func(cslot) int8) bool {
		for _, s := range vars {
			if s.cards != vcards || varOf(s) < 0 {
				return false
			}
		}
		if classCards&vcards != 0 {
			return false
		}
		var mult [MaxHole]int
		for _, s := range vars {
			mult[varOf(s)]++
		}
		m.kind, m.vcards = k, vcards
		for _, c := range mult {
			if c > maxPer {
				m.kind = kindNever
			}
			for j := 1; j <= c; j++ {
				m.want[j]++
			}
			m.maxk = max(m.maxk, uint8(c))
		}
		return true
	}
	switch {
	case len(vars) == 0:
		m.kind = kindClasses
	case nsvars == 0 && shape(kindRanks, rankCards(rankBits&^exR)&^m.forced, deck.NumSuits,
		func(s cslot) int8 { return s.rvar }):
	case nrvars == 0 && shape(kindSuits, suitCards(suitBits&^exS)&^m.forced, deck.NumRanks,
		func(s cslot) int8 { return s.svar }):
	default:
		m.toSearch()
	}
}

// addClass counts a slot that c fills into the classes, and reports
// whether c is a class already or disjoint from all of them.
func (m *matcher) addClass(c deck.Set) bool {
	for i, k := range m.cls[:m.ncls] {
		switch {
		case k == c:
			m.need[i]++
			return true
		case k&c != 0:
			return false
		}
	}
	m.cls[m.ncls], m.need[m.ncls] = c, 1
	m.ncls++
	return true
}

// toSearch makes m a backtracking matcher, its slots ordered by how few
// cards fit them, so that a hand that fails fails early.
func (m *matcher) toSearch() {
	m.kind, m.ncls = kindSearch, 0
	s := m.slots[:m.n]
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j].cards.Len() < s[j-1].cards.Len(); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// relaxed returns a matcher that every hand m matches matches too but
// that looks at fewer cards: m's specific cards and its slots that at most
// thirteen cards fit, without their variables. "AxAyxy" relaxes to "AA".
// It reports false if that would not narrow the cards looked at.
func (m *matcher) relaxed() (matcher, bool) {
	x := matcher{forced: m.forced}
	x.union = x.forced
	for _, s := range m.slots[:m.n] {
		if s.cards.Len() <= deck.NumRanks {
			x.slots[x.n] = cslot{cards: s.cards, rvar: -1, svar: -1}
			x.n++
			x.union |= s.cards
		}
	}
	if x.union == m.union {
		return matcher{}, false
	}
	x.classify(0, 0, 0, 0)
	return x, true
}

// match reports whether the hand h holds the pattern.
func (m *matcher) match(h deck.Set) bool {
	if h&m.forced != m.forced {
		return false
	}
	switch m.kind {
	case kindClasses:
		return m.classesMet(h)
	case kindRanks:
		return m.classesMet(h) && m.ranksMet(h)
	case kindSuits:
		return m.classesMet(h) && m.suitsMet(h)
	case kindSearch:
		return m.search(h, 0, m.forced, unboundRanks, 0, unboundSuits, 0)
	}
	return false
}

func (m *matcher) classesMet(h deck.Set) bool {
	for i, c := range m.cls[:m.ncls] {
		if bits.OnesCount64(uint64(h&c)) < int(m.need[i]) {
			return false
		}
	}
	return true
}

// ranksMet counts the cards of each rank of h in vcards at once: rank r
// owns bits 4r..4r+3 of a Set, so two rounds of the parallel bit count
// leave nibble r holding that rank's count, 0 to 4, in its three low bits
// b2 b1 b0. A count is at least 1 when any bit is set, at least 2 when b1
// or b2 is, at least 3 when b2 is or b1 and b0 are, and 4 when b2 is.
// The comparisons with want are gathered without branches, whose outcome
// on random hands the processor could not predict.
func (m *matcher) ranksMet(h deck.Set) bool {
	const low = 0x1111111111111 // bit 0 of each rank's nibble
	x := uint64(h & m.vcards)
	x -= x >> 1 & 0x5555555555555555
	x = x&0x3333333333333333 + x>>2&0x3333333333333333
	short := uint(bits.OnesCount64((x|x>>1|x>>2)&low)-int(m.want[1])) |
		uint(bits.OnesCount64((x>>1|x>>2)&low)-int(m.want[2])) |
		uint(bits.OnesCount64((x&(x>>1)|x>>2)&low)-int(m.want[3])) |
		uint(bits.OnesCount64(x>>2&low)-int(m.want[4]))
	return short>>(bits.UintSize-1) == 0 // no count fell short, so none went negative
}

// suitsMet compares the suit counts of h in vcards with want. It puts the
// four counts in four bytes; adding 0x80-k to each byte sets its top bit
// exactly when the count is at least k, so one population count tells how
// many suits have k or more cards.
func (m *matcher) suitsMet(h deck.Set) bool {
	x := uint64(h & m.vcards)
	const col = uint64(suitColumn)
	packed := uint64(bits.OnesCount64(x&col)) | uint64(bits.OnesCount64(x&(col<<1)))<<8 |
		uint64(bits.OnesCount64(x&(col<<2)))<<16 | uint64(bits.OnesCount64(x&(col<<3)))<<24
	var short uint
	for k := 1; k <= int(m.maxk); k++ {
		have := bits.OnesCount64((packed + (0x80-uint64(k))*0x01010101) & 0x80808080)
		short |= uint(have - int(m.want[k]))
	}
	return short>>(bits.UintSize-1) == 0
}

// Variable bindings during a search: rank variable v's rank is in bits
// 4v..4v+3 of rb (15 while unbound), suit variable v's suit in bits
// 3v..3v+2 of sb (7 while unbound); rt and st hold the ranks and suits
// bound so far, which no other variable may take.
const (
	unboundRanks uint32 = 1<<(4*MaxHole) - 1
	unboundSuits uint16 = 1<<(3*deck.NumSuits) - 1
)

// search reports whether slots i onwards can be filled from h without the
// cards in used, given the bindings so far. Each call holds its state in
// its arguments, so nothing escapes to the heap.
func (m *matcher) search(h deck.Set, i int, used deck.Set, rb uint32, rt uint16, sb uint16, st uint8) bool {
	if i == int(m.n) {
		return true
	}
	s := &m.slots[i]
	cand := h & s.cards &^ used
	rshift, sshift := 4*uint(s.rvar), 3*uint(s.svar)
	rfree, sfree := s.rvar >= 0, s.svar >= 0
	if rfree {
		if r := rb >> rshift & 15; r != 15 {
			cand &= 0xF << (4 * r)
			rfree = false
		}
	}
	if sfree {
		if u := sb >> sshift & 7; u != 7 {
			cand &= suitColumn << u
			sfree = false
		}
	}
	for x := uint64(cand); x != 0; x &= x - 1 {
		c := bits.TrailingZeros64(x)
		r, u := uint(c>>2), uint(c&3)
		nrb, nrt, nsb, nst := rb, rt, sb, st
		if rfree {
			if rt>>r&1 != 0 {
				continue
			}
			nrb, nrt = rb&^(15<<rshift)|uint32(r)<<rshift, rt|1<<r
		}
		if sfree {
			if st>>u&1 != 0 {
				continue
			}
			nsb, nst = sb&^(7<<sshift)|uint16(u)<<sshift, st|1<<u
		}
		if m.search(h, i+1, used|1<<c, nrb, nrt, nsb, nst) {
			return true
		}
	}
	return false
}
