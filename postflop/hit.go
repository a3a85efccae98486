package postflop

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
)

// Hit is what one combo holds on a Spot: its made classes and its draws,
// with the outs the draws are defined by.
type Hit struct {
	// Best is the combo's made class in the exclusive view: the strongest
	// class that applies, in the game's order (Spot.Order).
	Best Made
	// Made holds every class that applies, the overlapping view: AhKh on
	// Kh7h2h is a Flush and TopPairTop; KK on K72 is only a Set. It holds
	// Nothing alone when no other class applies.
	Made MadeSet
	// Draws holds the combo's draws; none on the river.
	Draws Draws
	// StraightOuts counts the live cards that give the combo a straight
	// (or a higher one than the board's) using a hole card; 0 for a combo
	// that is already a straight or better (in the game's order: a set is
	// better where three of a kind beats a straight), and on the river.
	StraightOuts int
	// FlushOuts counts the live cards that give the combo a flush using a
	// hole card; 0 for a combo that is already a flush or better (in the
	// game's order: in short deck a full house is not), and on the river.
	FlushOuts int
	// Outs counts the live cards that are straight or flush outs, each
	// once.
	Outs int
}

// Hit classifies combo c on s. It reports false, with a zero Hit, if c
// holds a board, dead or opposing card, or a card outside the game's deck.
func (s *Spot) Hit(c deck.Combo) (Hit, bool) {
	if c.Set()&s.barred != 0 || c.Hi == c.Lo {
		return Hit{}, false
	}
	h := Hit{Made: s.made(c)}
	h.Best = s.order.Best(h.Made)
	if len(s.board) < 5 {
		s.draws(c, &h)
	}
	return h, true
}

// made returns the classes that apply to c, as the package documentation
// defines them.
func (s *Spot) made(c deck.Combo) MadeSet {
	if len(s.board) == 5 && s.ranking.Value(s.hand.Add(c.Hi).Add(c.Lo)) == s.value {
		return MadeOf(Nothing) // the combo plays the board
	}
	m := s.pairs(c.Hi.Rank(), c.Lo.Rank()) | s.straightsAndFlushes(c)
	counts := s.counts
	counts[c.Hi.Rank()]++
	counts[c.Lo.Rank()]++
	if fullHouseOf(&counts) > s.fullHouse {
		m |= FullHouse.bit()
	}
	if m == 0 {
		return Nothing.bit()
	}
	return m
}

// pairs returns the classes made by the ranks alone, short of a full
// house: pairs, two pairs, trips, sets and quads. The hole cards' ranks
// are a ≥ b.
func (s *Spot) pairs(a, b deck.Rank) MadeSet {
	if a == b {
		switch s.counts[a] {
		case 0:
			return s.pocketPair(a).bit()
		case 1:
			return Set.bit()
		default:
			return Quads.bit()
		}
	}
	m := s.pairWith(a, b) | s.pairWith(b, a)
	if s.counts[a] == 1 && s.counts[b] == 1 {
		switch { // a > b, so a's place is the higher
		case s.place[a] == 0 && s.place[b] == 1:
			m |= TopTwo.bit()
		case s.place[a] == 0:
			m |= TopAndBottom.bit()
		default:
			m |= BottomTwo.bit()
		}
	}
	return m
}

// pocketPair returns the class of a pocket pair of rank p that is not on
// the board.
func (s *Spot) pocketPair(p deck.Rank) Made {
	switch {
	case p > s.top:
		return Overpair
	case s.second >= 0 && int(p) > s.second:
		return Pocket12
	case p > s.bottom:
		return Pocket23
	}
	return Underpair
}

// pairWith returns the class made by the hole card of rank x with the
// board, the other hole card being of rank y ≠ x.
func (s *Spot) pairWith(x, y deck.Rank) MadeSet {
	switch s.counts[x] {
	case 0:
		return 0
	case 2:
		return Trips.bit()
	case 3:
		return Quads.bit()
	}
	switch s.place[x] {
	case 0:
		return s.topPair(y).bit()
	case 1:
		return SecondPair.bit()
	}
	return ThirdPair.bit()
}

// topPair returns the top-pair class whose kicker is of rank k: counting
// the ranks above k that are not on the board, none gives the top kicker,
// one or two a good kicker, more a weak one.
func (s *Spot) topPair(k deck.Rank) Made {
	switch n := s.kickers[k]; {
	case n == 0:
		return TopPairTop
	case n <= 2:
		return TopPairGood
	}
	return TopPairWeak
}

// straightsAndFlushes returns the straight, flush and straight flush
// classes that c makes: each applies when the hole cards make a better
// hand of its kind than the board alone.
func (s *Spot) straightsAndFlushes(c deck.Combo) MadeSet {
	var m MadeSet
	if straightTop(s.ranks|1<<c.Hi.Rank()|1<<c.Lo.Rank(), s.low) > s.straight {
		m |= Straight.bit()
	}
	for _, su := range holeSuits(c) {
		suited := s.suits[su] | holeRanks(c, su)
		if bits.OnesCount16(suited) < 5 {
			continue
		}
		if topFive(suited) > s.flush[su] {
			m |= Flush.bit()
		}
		if straightTop(suited, s.low) > s.suitTop[su] {
			m |= StraightFlush.bit()
		}
	}
	return m
}

// holeSuits returns the suits of c's cards, once each: a slice of one or
// two suits, which does not escape.
func holeSuits(c deck.Combo) []deck.Suit {
	if c.Hi.Suit() == c.Lo.Suit() {
		return []deck.Suit{c.Hi.Suit()}
	}
	return []deck.Suit{c.Hi.Suit(), c.Lo.Suit()}
}

// holeRanks returns the ranks of c's cards of suit su.
func holeRanks(c deck.Combo, su deck.Suit) uint16 {
	var m uint16
	if c.Hi.Suit() == su {
		m |= 1 << c.Hi.Rank()
	}
	if c.Lo.Suit() == su {
		m |= 1 << c.Lo.Rank()
	}
	return m
}
