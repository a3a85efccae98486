package postflop

import (
	"fmt"
	"iter"

	"github.com/pokersim/pokersim/game"
)

// Order is the order of strength of the made classes in a game: which
// class is a combo's best (Hit.Best), which classes "+" takes in a filter
// and which made hands a draw can still improve. In Hold'em it is the
// order of the constants; short deck, where a flush beats a full house,
// puts Flush above FullHouse, and under the rule that three of a kind
// beats a straight also Trips and Set above Straight. The one-pair and
// two-pair classes keep their places in every game. Orders are read only;
// get them from OrderOf.
type Order struct {
	up  [NumMade]Made  // the classes, weakest first
	pos [NumMade]uint8 // pos[m] is m's place in up
}

// The orders, as plain values: up lists the classes weakest first and pos
// is its inverse (TestOrders checks that it is).
var (
	holdemOrder = Order{
		up: [NumMade]Made{Nothing, Underpair, ThirdPair, Pocket23, SecondPair, Pocket12, TopPairWeak,
			TopPairGood, TopPairTop, Overpair, BottomTwo, TopAndBottom, TopTwo, Trips, Set, Straight,
			Flush, FullHouse, Quads, StraightFlush},
		pos: [NumMade]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19},
	}
	shortDeckOrder = Order{
		up: [NumMade]Made{Nothing, Underpair, ThirdPair, Pocket23, SecondPair, Pocket12, TopPairWeak,
			TopPairGood, TopPairTop, Overpair, BottomTwo, TopAndBottom, TopTwo, Trips, Set, Straight,
			FullHouse, Flush, Quads, StraightFlush},
		pos: [NumMade]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 16, 18, 19},
	}
	shortDeckTripsOrder = Order{
		up: [NumMade]Made{Nothing, Underpair, ThirdPair, Pocket23, SecondPair, Pocket12, TopPairWeak,
			TopPairGood, TopPairTop, Overpair, BottomTwo, TopAndBottom, TopTwo, Straight, Trips, Set,
			FullHouse, Flush, Quads, StraightFlush},
		pos: [NumMade]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 13, 17, 16, 18, 19},
	}
)

// OrderOf returns the order of the made classes in game g: Hold'em's,
// short deck's or short deck's with three of a kind above a straight. The
// error wraps ErrGame for a game whose hands package postflop does not
// classify (Omaha, five-card showdown).
func OrderOf(g game.Game) (*Order, error) {
	switch g {
	case game.Holdem:
		return &holdemOrder, nil
	case game.ShortDeck:
		return &shortDeckOrder, nil
	case game.ShortDeckTrips:
		return &shortDeckTripsOrder, nil
	}
	if !g.Valid() {
		return nil, fmt.Errorf("%w: %v", ErrGame, g)
	}
	return nil, fmt.Errorf("%w: %s (the classes are those of two hole cards and any five of seven: Hold'em and short deck)", ErrGame, g.Title())
}

// Less reports whether class a is weaker than class b.
func (o *Order) Less(a, b Made) bool { return o.pos[a] < o.pos[b] }

// Best returns the strongest class in s, or Nothing if s is empty.
func (o *Order) Best(s MadeSet) Made {
	if o == &holdemOrder {
		return s.Best() // the constants are in this order: the highest bit is the best
	}
	for i := NumMade - 1; i > 0; i-- {
		if s.Has(o.up[i]) {
			return o.up[i]
		}
	}
	return Nothing
}

// AtLeast returns the set of m and every stronger class.
func (o *Order) AtLeast(m Made) MadeSet {
	var s MadeSet
	for _, x := range o.up[o.pos[m]:] {
		s |= x.bit()
	}
	return s
}

// Weakest returns the weakest class in a non-empty set s; Nothing if s is
// empty.
func (o *Order) Weakest(s MadeSet) Made {
	for _, m := range o.up {
		if s.Has(m) {
			return m
		}
	}
	return Nothing
}

// Descending returns the classes, strongest first.
func (o *Order) Descending() iter.Seq[Made] {
	return func(yield func(Made) bool) {
		for i := NumMade - 1; i >= 0; i-- {
			if !yield(o.up[i]) {
				return
			}
		}
	}
}
