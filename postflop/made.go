package postflop

import (
	"iter"
	"math/bits"
	"strconv"
)

// Made is a made-hand class: what a combo's hole cards make with the board,
// from Nothing up to StraightFlush. Classes are ordered by strength, so a
// combo's best class is the highest of those that apply, and Made values
// compare with < and >. The three top-pair classes together are PQL's
// FLOPTOPPAIR; every other class is one of PQL's flop categories (see
// PQL). The zero Made is Nothing. The rules are in the package
// documentation.
type Made uint8

// The made-hand classes, weakest first.
const (
	// Nothing: the hole cards make none of the classes below.
	Nothing Made = iota
	// Underpair: a pocket pair below every board rank.
	Underpair
	// ThirdPair: a hole card pairs a board rank below the second highest.
	ThirdPair
	// Pocket23: a pocket pair below the second board rank and above the
	// lowest (between middle and bottom on a flop of three ranks).
	Pocket23
	// SecondPair: a hole card pairs the second highest board rank.
	SecondPair
	// Pocket12: a pocket pair between the two highest board ranks.
	Pocket12
	// TopPairWeak: top pair with a weak kicker.
	TopPairWeak
	// TopPairGood: top pair with a good kicker.
	TopPairGood
	// TopPairTop: top pair with the top kicker.
	TopPairTop
	// Overpair: a pocket pair above every board rank.
	Overpair
	// BottomTwo: each hole card pairs a board rank, neither the highest.
	BottomTwo
	// TopAndBottom: the hole cards pair the highest board rank and one
	// below the second.
	TopAndBottom
	// TopTwo: the hole cards pair the two highest board ranks.
	TopTwo
	// Trips: a hole card matches a pair on the board.
	Trips
	// Set: a pocket pair matches a board card.
	Set
	// Straight: the hole cards make a straight, or a higher one than the
	// board's.
	Straight
	// Flush: the hole cards make a flush, or a better one than the board's.
	Flush
	// FullHouse: the hole cards make a full house, or a better one than
	// the board's.
	FullHouse
	// Quads: a hole card is one of four of a kind.
	Quads
	// StraightFlush: the hole cards make a straight flush, or a higher one
	// than the board's.
	StraightFlush
)

// NumMade is the number of made-hand classes.
const NumMade = 20

// madeNames are the classes' names, as ParseFilter reads them.
var madeNames = [NumMade]string{"nothing", "underpair", "third-pair", "pocket23", "second-pair",
	"pocket12", "top-pair-weak", "top-pair-good", "top-pair-top", "overpair", "bottom-two",
	"top-and-bottom", "top-two", "trips", "set", "straight", "flush", "full-house", "quads",
	"straight-flush"}

// madeTitles are the classes' names for tables.
var madeTitles = [NumMade]string{"nothing", "underpair", "third pair", "pocket pair below second",
	"second pair", "pocket pair below top", "top pair, weak kicker", "top pair, good kicker",
	"top pair, top kicker", "overpair", "bottom two pair", "top and bottom pair", "top two pair",
	"trips", "set", "straight", "flush", "full house", "quads", "straight flush"}

// pqlNames are ProPokerTools' names of the classes.
var pqlNames = [NumMade]string{"FLOPNOTHING", "FLOPUNDERPAIR", "FLOPTHIRDPAIR", "FLOPPOCKET23",
	"FLOPSECONDPAIR", "FLOPPOCKET12", "FLOPTOPPAIR", "FLOPTOPPAIR", "FLOPTOPPAIR", "FLOPOVERPAIR",
	"FLOPBOTTOMTWO", "FLOPTOPANDBOTTOM", "FLOPTOPTWO", "FLOPTRIPS", "FLOPSET", "FLOPSTRAIGHT",
	"FLOPFLUSH", "FLOPFULLHOUSE", "FLOPQUADS", "FLOPSTRAIGHTFLUSH"}

// Valid reports whether m is one of the classes.
func (m Made) Valid() bool { return m < NumMade }

// String returns the class's name as ParseFilter reads it, such as
// "top-pair-top" or "pocket12"; "Made(N)" for a value that is not a class.
func (m Made) String() string {
	if !m.Valid() {
		return "Made(" + strconv.Itoa(int(m)) + ")"
	}
	return madeNames[m]
}

// Title returns the class's name for people, such as "top pair, top
// kicker"; "" for a value that is not a class.
func (m Made) Title() string {
	if !m.Valid() {
		return ""
	}
	return madeTitles[m]
}

// PQL returns the name of the flop category of ProPokerTools' query
// language that m belongs to, such as "FLOPTOPPAIR" for each of the three
// top-pair classes; "" for a value that is not a class.
func (m Made) PQL() string {
	if !m.Valid() {
		return ""
	}
	return pqlNames[m]
}

// OnePair reports whether m is one of the one-pair classes, from Underpair
// to Overpair.
func (m Made) OnePair() bool { return m >= Underpair && m <= Overpair }

// MadeSet is a set of made-hand classes: bit m is set when class m is in
// the set. The zero MadeSet is empty.
type MadeSet uint32

// MadeOf returns the set holding the given classes.
func MadeOf(ms ...Made) MadeSet {
	var s MadeSet
	for _, m := range ms {
		s |= m.bit()
	}
	return s
}

func (m Made) bit() MadeSet { return 1 << m }

// Has reports whether m is in s.
func (s MadeSet) Has(m Made) bool { return s&m.bit() != 0 }

// Best returns the strongest class in s, or Nothing if s is empty.
func (s MadeSet) Best() Made {
	if s == 0 {
		return Nothing
	}
	return Made(bits.Len32(uint32(s)) - 1)
}

// All returns the classes in s, weakest first.
func (s MadeSet) All() iter.Seq[Made] {
	return func(yield func(Made) bool) {
		for m := uint32(s); m != 0; m &= m - 1 {
			if !yield(Made(bits.TrailingZeros32(m))) {
				return
			}
		}
	}
}
