package preflop

import (
	_ "embed"

	"github.com/pokersim/pokersim/deck"
)

//go:generate go run gen.go

// Boards is the number of boards of five of the 48 cards that two known
// hands leave: C(48, 5).
const Boards = 1712304

// entryBytes is the size of one entry of the table: the boards each player
// wins alone, three bytes each, little-endian (both are below 2^21).
const entryBytes = 6

// Size is the size in bytes of the table embedded in the binary: a row of
// deck.NumCombos entries for each of the deck.NumClasses classes.
const Size = deck.NumClasses * deck.NumCombos * entryBytes

// counts holds, for each class c (by deck.Class.Index) and each combo y
// (by deck.Combo.Index), at offset (c*NumCombos + y)*entryBytes, the
// boards that c's representative (Representative) and y win alone against
// each other; zero where y holds a card of the representative.
//
//go:embed counts.bin
var counts []byte

// Representative returns the combo that stands for class c in the table:
// the class's ranks in the suits a Hero relabels a combo's to. The hand's
// high card takes suit 0 and, unless the class is suited, its low card
// suit 1.
func Representative(c deck.Class) deck.Combo {
	if c.Suited {
		return deck.NewCombo(deck.NewCard(c.Hi, 0), deck.NewCard(c.Lo, 0))
	}
	return deck.NewCombo(deck.NewCard(c.Hi, 0), deck.NewCard(c.Lo, 1))
}

// A Hero is a combo prepared for looking up its matchups: the row of its
// class and the relabelling of the suits that maps it onto the class's
// representative. Equities do not change when the suits of both hands are
// relabelled alike, so hero against y has the counts of the
// representative against y's image. The zero Hero is not valid; make one
// with NewHero. It is a small value: copy it freely.
type Hero struct {
	row  []byte
	to   [deck.NumSuits]uint8 // each suit's image
	hand deck.Set
}

// NewHero prepares the combo h. It panics if h is not a combo of two
// cards, or if the embedded table is not the size Size (it was not
// generated).
func NewHero(h deck.Combo) Hero {
	if len(counts) != Size {
		panic("preflop: the table is not generated; run go generate in internal/preflop")
	}
	if h.Hi == h.Lo || !h.Hi.Valid() || !h.Lo.Valid() {
		panic("preflop: not a combo: " + h.String())
	}
	hi, lo := h.Hi.Suit(), h.Lo.Suit()
	// The suits of the high and the low card go to 0 and 1 (to 0 alone if
	// they are the same); the others follow in increasing order.
	x := Hero{hand: h.Set()}
	var used [deck.NumSuits]bool
	x.to[hi], used[hi] = 0, true
	next := uint8(1)
	if lo != hi {
		x.to[lo], used[lo] = 1, true
		next = 2
	}
	for s := range deck.Suit(deck.NumSuits) {
		if !used[s] {
			x.to[s] = next
			next++
		}
	}
	row := h.Class().Index() * deck.NumCombos * entryBytes
	x.row = counts[row : row+deck.NumCombos*entryBytes]
	return x
}

// image returns the index of card c relabelled as the hero's suits are.
func (x *Hero) image(c deck.Card) int { return int(c&^3) | int(x.to[c&3]) }

// Counts returns the boards that the hero and y win alone against each
// other; the other Boards - heroWins - yWins boards are split. It panics
// if y holds a card of the hero.
func (x *Hero) Counts(y deck.Combo) (heroWins, yWins int64) {
	if x.hand&y.Set() != 0 {
		panic("preflop: " + y.String() + " shares a card with the hero")
	}
	// A combo's index is hi(hi-1)/2 + lo with hi the greater card
	// (deck.Combo.Index); relabelling may swap the order of y's cards.
	a, b := x.image(y.Hi), x.image(y.Lo)
	if a < b {
		a, b = b, a
	}
	e := x.row[(a*(a-1)/2+b)*entryBytes:]
	e = e[:entryBytes]
	return int64(e[0]) | int64(e[1])<<8 | int64(e[2])<<16, int64(e[3]) | int64(e[4])<<8 | int64(e[5])<<16
}

// Counts returns the boards that x and y, two combos without a card in
// common, win alone against each other before the flop; the other
// Boards - xWins - yWins are split. It panics if they share a card.
func Counts(x, y deck.Combo) (xWins, yWins int64) {
	h := NewHero(x)
	return h.Counts(y)
}
