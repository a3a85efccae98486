package postflop

import (
	"iter"
	"math/bits"
	"strconv"
)

// Draw is a draw: a hand that the next cards can complete. Draws are
// flags, so a combo may have several (a flush draw and a gutshot) besides
// its made class. Each is defined by the combo's outs, the cards still
// to come that complete it using a hole card, as the package
// documentation says. The zero Draw is FlushDraw.
type Draw uint8

// The draws.
const (
	// FlushDraw: not yet a flush, and some card to come makes a flush
	// with at least one hole card.
	FlushDraw Draw = iota
	// TwoCardFlushDraw: a flush draw with both hole cards of the suit.
	TwoCardFlushDraw
	// OneCardFlushDraw: a flush draw with one hole card of the suit.
	OneCardFlushDraw
	// NutFlushDraw: a flush draw holding the highest card of the suit
	// that is neither on the board nor dead.
	NutFlushDraw
	// BackdoorFlushDraw: on the flop, no flush draw, but a turn and river
	// of one suit make a flush with at least one hole card.
	BackdoorFlushDraw
	// OpenEnded: an open-ended straight draw: two or more ranks of outs,
	// two of them five apart (the ends of four ranks in a row).
	OpenEnded
	// DoubleGutshot: two or more ranks of outs, none five apart.
	DoubleGutshot
	// Gutshot: one rank of outs to a straight.
	Gutshot
	// BackdoorStraightDraw: on the flop, no straight draw, but some turn
	// and river make a straight with at least one hole card.
	BackdoorStraightDraw
	// Overcards: nothing made, and both hole cards above every board card.
	Overcards
	// ComboDraw: a flush draw and a straight draw (open-ended, double
	// gutshot or gutshot).
	ComboDraw
	// PairFlushDraw: a one-pair class (Underpair to Overpair) and a flush
	// draw.
	PairFlushDraw
	// PairStraightDraw: a one-pair class and a straight draw.
	PairStraightDraw
)

// NumDraws is the number of draws.
const NumDraws = 13

var drawNames = [NumDraws]string{"flush-draw", "two-card-flush-draw", "one-card-flush-draw",
	"nut-flush-draw", "backdoor-flush-draw", "open-ended", "double-gutshot", "gutshot",
	"backdoor-straight-draw", "overcards", "combo-draw", "pair-flush-draw", "pair-straight-draw"}

var drawTitles = [NumDraws]string{"flush draw", "flush draw, two cards", "flush draw, one card",
	"nut flush draw", "backdoor flush draw", "open-ended straight draw", "double gutshot",
	"gutshot", "backdoor straight draw", "two overcards", "flush and straight draw",
	"pair and flush draw", "pair and straight draw"}

// Valid reports whether d is one of the draws.
func (d Draw) Valid() bool { return d < NumDraws }

// String returns the draw's name as ParseFilter reads it, such as
// "open-ended"; "Draw(N)" for a value that is not a draw.
func (d Draw) String() string {
	if !d.Valid() {
		return "Draw(" + strconv.Itoa(int(d)) + ")"
	}
	return drawNames[d]
}

// Title returns the draw's name for people, such as "open-ended straight
// draw"; "" for a value that is not a draw.
func (d Draw) Title() string {
	if !d.Valid() {
		return ""
	}
	return drawTitles[d]
}

// Draws is a set of draws: bit d is set when draw d is in the set. The zero
// Draws is empty.
type Draws uint16

// DrawsOf returns the set holding the given draws.
func DrawsOf(ds ...Draw) Draws {
	var s Draws
	for _, d := range ds {
		s |= d.bit()
	}
	return s
}

func (d Draw) bit() Draws { return 1 << d }

// Has reports whether d is in s.
func (s Draws) Has(d Draw) bool { return s&d.bit() != 0 }

// All returns the draws in s, in the order of the constants.
func (s Draws) All() iter.Seq[Draw] {
	return func(yield func(Draw) bool) {
		for m := uint32(s); m != 0; m &= m - 1 {
			if !yield(Draw(bits.TrailingZeros32(m))) {
				return
			}
		}
	}
}

// straightDraws are the one-card straight draws.
const straightDraws = 1<<OpenEnded | 1<<DoubleGutshot | 1<<Gutshot
