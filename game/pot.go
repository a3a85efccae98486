package game

import (
	"math/bits"

	"github.com/pokersim/pokersim/eval"
)

// Pot is how one showdown's pot is divided: the players who share its
// high part and those who share its low part, each a set of players, bit
// p for player p (so at most 32 players). A part nobody shares is 0: Low
// in a game without a low or a showdown without a qualifying low, High in
// a game of LowOnly. A part shared by k players gives each 1/k of it; with
// both parts the pot is split in halves, and otherwise the one part is the
// whole pot. Make one with Game.Pot.
type Pot struct {
	High, Low uint32
}

// Pot applies the game's pot rule, its low rule's Pot, to a showdown whose
// players' high hands are valued high and their lows low (as Showdown and
// Value give them). A loop over many showdowns of one game may take
// g.Low() once and call its Pot.
func (g Game) Pot(high []eval.Rank, low []eval.Low) Pot { return g.Low().Pot(high, low) }

// Pot applies the low rule l to a showdown whose players' high hands are
// valued high and their lows low (a higher value is better, and a Low of
// 0 is no low): the one place the rules of NoLow, EightOrBetter and
// LowOnly are written. high and low must be as long as each other, at
// most 32; low is not read under NoLow and may then be nil.
func (l Low) Pot(high []eval.Rank, low []eval.Low) Pot {
	switch l {
	case EightOrBetter:
		return Pot{High: best(high), Low: qualified(low)}
	case LowOnly:
		return Pot{Low: best(low)}
	}
	return Pot{High: best(high)}
}

// best returns the set of the players of the highest value.
func best[V eval.Rank | eval.Low](vals []V) uint32 {
	top, set := vals[0], uint32(1)
	for p := 1; p < len(vals); p++ {
		switch v := vals[p]; {
		case v > top:
			top, set = v, 1<<p
		case v == top:
			set |= 1 << p
		}
	}
	return set
}

// qualified returns the set of the players of the best low, or 0 if no
// player has a low.
func qualified(low []eval.Low) uint32 {
	set := best(low)
	if low[bits.TrailingZeros32(set)] == 0 {
		return 0
	}
	return set
}

// Share returns player p's share of the pot, in [0,1].
func (pot Pot) Share(p int) float64 {
	hi, lo := part(pot.High, p), part(pot.Low, p)
	switch {
	case pot.Low == 0:
		return hi
	case pot.High == 0:
		return lo
	}
	return (hi + lo) / 2
}

// part returns player p's share of a part of the pot shared by set.
func part(set uint32, p int) float64 {
	if set>>p&1 == 0 {
		return 0
	}
	return 1 / float64(bits.OnesCount32(set))
}

// Scoop reports whether player p takes the whole pot alone.
func (pot Pot) Scoop(p int) bool {
	alone := uint32(1) << p
	return (pot.High == 0 || pot.High == alone) && (pot.Low == 0 || pot.Low == alone) && pot.High|pot.Low != 0
}

// Split reports whether the pot is split in a high and a low half.
func (pot Pot) Split() bool { return pot.High != 0 && pot.Low != 0 }
