package eval

// Rank is the strength of a poker hand: one of the 7,462 classes of
// five-card hands, numbered from 1 (the weakest, 7-5-4-3-2 unsuited) to
// 7462 (a royal flush). A higher Rank wins; equal Ranks split the pot. The
// zero Rank is not a hand.
type Rank uint16

// NumClasses is the number of distinct five-card hand classes.
const NumClasses = 7462

// Category is the kind of a poker hand, from HighCard up to StraightFlush.
type Category uint8

// The hand categories, weakest first. A royal flush is the best
// StraightFlush.
const (
	HighCard Category = iota + 1
	OnePair
	TwoPair
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
)

// NumCategories is the number of hand categories.
const NumCategories = 9

// categoryTop holds the highest Rank of each category.
var categoryTop = [NumCategories + 1]Rank{0, 1277, 4137, 4995, 5853, 5863, 7140, 7296, 7452, 7462}

var categoryNames = [NumCategories + 1]string{"Invalid", "High Card", "One Pair", "Two Pair",
	"Three of a Kind", "Straight", "Flush", "Full House", "Four of a Kind", "Straight Flush"}

// String returns the category's name, such as "Full House".
func (c Category) String() string {
	if c > NumCategories {
		return categoryNames[0]
	}
	return categoryNames[c]
}

// Category returns the rank's category, or 0 for a Rank that is not a hand.
func (r Rank) Category() Category {
	if r == 0 || r > NumClasses {
		return 0
	}
	c := HighCard
	for r > categoryTop[c] {
		c++
	}
	return c
}

// Class returns the rank's place among the 7,462 classes counted from the
// top: 1 for a royal flush, 7462 for 7-5-4-3-2.
func (r Rank) Class() int { return NumClasses + 1 - int(r) }

// Valid reports whether r is the rank of a hand.
func (r Rank) Valid() bool { return r >= 1 && r <= NumClasses }

// IsRoyal reports whether r is a royal flush.
func (r Rank) IsRoyal() bool { return r == NumClasses }
