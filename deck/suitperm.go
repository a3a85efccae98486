package deck

import "sync"

// SuitPerm is a relabelling of the suits: suit s becomes p[s]. Suits have
// no order in poker, so relabelling every card of a deal by one SuitPerm
// changes no hand's value: deals that one maps onto another are alike
// (suit isomorphism), and exact enumeration values one of each class.
type SuitPerm [NumSuits]Suit

// NumSuitPerms is the number of relabellings of the suits: 4! = 24.
const NumSuitPerms = 24

// SuitPerms returns the 24 relabellings of the suits, the identity first,
// in a fixed order. The slice is shared and must not be modified.
func SuitPerms() []SuitPerm { return suitPerms() }

var suitPerms = sync.OnceValue(func() []SuitPerm {
	out := make([]SuitPerm, 0, NumSuitPerms)
	var p SuitPerm
	var used [NumSuits]bool
	var rec func(s int)
	rec = func(s int) {
		if s == NumSuits {
			out = append(out, p)
			return
		}
		for t := range Suit(NumSuits) {
			if !used[t] {
				used[t], p[s] = true, t
				rec(s + 1)
				used[t] = false
			}
		}
	}
	rec(0)
	return out
})

// Card returns the image of c.
func (p *SuitPerm) Card(c Card) Card { return NewCard(c.Rank(), p[c.Suit()]) }

// Set returns the image of s.
func (p *SuitPerm) Set(s Set) Set {
	var out Set
	for c := range s.All() {
		out |= p.Card(c).Bit()
	}
	return out
}

// Combo returns the image of c.
func (p *SuitPerm) Combo(c Combo) Combo { return NewCombo(p.Card(c.Hi), p.Card(c.Lo)) }

// ComboImages returns the action of the relabellings on combos:
// ComboImages()[k][i] is the index of the image under SuitPerms()[k] of the
// combo with index i. The table (about 64 KiB) is built on first use and
// shared; it must not be modified.
func ComboImages() *[NumSuitPerms][NumCombos]uint16 { return comboImages() }

var comboImages = sync.OnceValue(func() *[NumSuitPerms][NumCombos]uint16 {
	// The combos are walked by their cards, not by index (ComboAt
	// searches for the higher card): the table is built on the first
	// Monte Carlo run by orbits, inside the run's time.
	img := new([NumSuitPerms][NumCombos]uint16)
	for k, p := range SuitPerms() {
		for hi := Card(1); hi < NumCards; hi++ {
			for lo := range hi {
				img[k][Combo{hi, lo}.Index()] = uint16(NewCombo(p.Card(hi), p.Card(lo)).Index())
			}
		}
	}
	return img
})
