package deck

// Combo is a two-card starting hand, such as AhKh: Hi is the higher card
// (by card value, so by rank, then suit), Lo the lower.
type Combo struct {
	Hi, Lo Card
}

// NumCombos is the number of two-card combos: C(52, 2).
const NumCombos = 1326

// NewCombo returns the combo of two different cards, in either order. It
// panics if a == b.
func NewCombo(a, b Card) Combo {
	if a == b {
		panic("deck: NewCombo: the same card twice")
	}
	if a < b {
		a, b = b, a
	}
	return Combo{a, b}
}

// ComboAt returns the combo with index i, the inverse of Combo.Index. It
// panics if i is not in [0, NumCombos).
func ComboAt(i int) Combo {
	if i < 0 || i >= NumCombos {
		panic("deck: ComboAt: index out of range")
	}
	hi := 1
	for (hi+1)*hi/2 <= i {
		hi++
	}
	return Combo{Card(hi), Card(i - hi*(hi-1)/2)}
}

// Index returns the combo's number in [0, NumCombos): Hi*(Hi-1)/2 + Lo,
// the combinatorial number system's rank of the pair.
func (c Combo) Index() int { return int(c.Hi)*(int(c.Hi)-1)/2 + int(c.Lo) }

// Set returns the set of the combo's two cards.
func (c Combo) Set() Set { return c.Hi.Bit() | c.Lo.Bit() }

// Cards returns the combo's cards, higher first.
func (c Combo) Cards() [2]Card { return [2]Card{c.Hi, c.Lo} }

// String returns the combo as "AhKh".
func (c Combo) String() string { return c.Hi.String() + c.Lo.String() }
