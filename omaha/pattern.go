package omaha

import (
	"math/bits"
	"strings"

	"github.com/pokersim/pokersim/deck"
)

// partKind says what one half of a card in a hand pattern, its rank or its
// suit, asks for.
type partKind uint8

const (
	partAny partKind = iota // any rank (a wildcard or nothing written) or any suit (nothing written)
	partOne                 // one rank or suit: "A", "s"
	partSet                 // a list, span or macro: "[AK]", "[T+]", "$B", "[sh]"
	partVar                 // a variable: rank "R", suit "x"
)

// part is the rank or the suit of one card of a hand pattern.
type part struct {
	kind partKind
	val  uint8  // for partOne the rank or suit, for partVar the letter
	set  uint16 // for partSet bit r (rank) or bit s (suit) for each member
	name string // for a rank set written as a macro, its name, such as "$B"
}

// slot is one card of a hand pattern: a rank part and a suit part, or a
// list of specific cards ("[AsKh]"), in which case cards is not zero and
// the parts are partAny.
type slot struct {
	rank, suit part
	cards      deck.Set
}

// card reports whether s names one specific card, such as "As", and which.
func (s slot) card() (deck.Card, bool) {
	if s.rank.kind != partOne || s.suit.kind != partOne {
		return 0, false
	}
	return deck.NewCard(deck.Rank(s.rank.val), deck.Suit(s.suit.val)), true
}

// pattern is a hand pattern as written, such as "AxAyxy": up to hole
// slots. A hand matches when its cards can be given to the slots one each,
// every card meeting its slot, the rest of the hand being free.
type pattern struct {
	slots []slot
}

// text returns the pattern in canonical form, padded with wildcards to
// hole cards: "AA" in four-card Omaha is "AA**".
func (p pattern) text(hole int) string {
	var b strings.Builder
	open := false // the last slot written has a rank and no suit, so a suit written next would join it
	for _, s := range p.slots {
		switch {
		case s.cards != 0:
			writeCardList(&b, s.cards)
			open = false
			continue
		case s.rank.kind == partAny && s.suit.kind != partAny:
			if open {
				b.WriteByte('*')
			}
		default:
			writeRank(&b, s.rank)
		}
		writeSuit(&b, s.suit)
		open = s.suit.kind == partAny
	}
	for range hole - len(p.slots) {
		b.WriteByte('*')
	}
	return b.String()
}

func writeRank(b *strings.Builder, r part) {
	switch r.kind {
	case partAny:
		b.WriteByte('*')
	case partOne:
		b.WriteString(deck.Rank(r.val).String())
	case partVar:
		b.WriteByte(r.val)
	case partSet:
		if r.name != "" {
			b.WriteString(r.name)
			return
		}
		b.WriteByte('[')
		for k := deck.Ace; k <= deck.Ace; k-- { // Rank is unsigned: the loop ends below Two
			if r.set>>k&1 != 0 {
				b.WriteString(k.String())
			}
		}
		b.WriteByte(']')
	}
}

func writeSuit(b *strings.Builder, s part) {
	switch s.kind {
	case partOne:
		b.WriteString(deck.Suit(s.val).String())
	case partVar:
		b.WriteByte(s.val)
	case partSet:
		b.WriteByte('[')
		for u := range deck.Suit(deck.NumSuits) {
			if s.set>>u&1 != 0 {
				b.WriteString(u.String())
			}
		}
		b.WriteByte(']')
	}
}

func writeCardList(b *strings.Builder, cards deck.Set) {
	b.WriteByte('[')
	b.WriteString(cards.String())
	b.WriteByte(']')
}

// rankBits is the set of all thirteen ranks, bit r for rank r.
const rankBits = 1<<deck.NumRanks - 1

// suitBits is the set of all four suits, bit s for suit s.
const suitBits = 1<<deck.NumSuits - 1

// rankCards returns the cards whose rank is in the set, bit r for rank r.
// Card 4r+s is bit 4r+s of a Set, so rank r owns nibble r.
func rankCards(ranks uint16) deck.Set {
	var s deck.Set
	for m := uint(ranks & rankBits); m != 0; m &= m - 1 {
		s |= 0xF << (4 * bits.TrailingZeros(m))
	}
	return s
}

// suitColumn is the set of the thirteen spades; shifted left by s it is
// the set of suit s.
const suitColumn deck.Set = 0x1111111111111

// suitCards returns the cards whose suit is in the set, bit s for suit s.
func suitCards(suits uint16) deck.Set {
	var s deck.Set
	for u := range uint(deck.NumSuits) {
		if suits>>u&1 != 0 {
			s |= suitColumn << u
		}
	}
	return s
}
