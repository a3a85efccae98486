package flops

import "github.com/pokersim/pokersim/deck"

// Symmetry is the group of suit relabellings that fix the weights of both
// ranges: the relabellings under which two flops are alike. Ranges of
// classes (AKs, QQ+, 20%) allow all 24; a range naming suits (AhKh) fewer,
// the identity alone at worst. The zero Symmetry is the identity alone.
type Symmetry struct {
	perms []int // indexes in deck.SuitPerms, increasing; the identity (0) first
}

// SymmetryOf returns the relabellings that map every range onto itself,
// weights included.
func SymmetryOf(ranges ...*deck.Range) Symmetry {
	imgs := deck.ComboImages()
	var s Symmetry
	for k := range deck.NumSuitPerms {
		if fixes(&imgs[k], ranges) {
			s.perms = append(s.perms, k)
		}
	}
	return s
}

// fixes reports whether the combo image img maps each range onto itself.
func fixes(img *[deck.NumCombos]uint16, ranges []*deck.Range) bool {
	for _, r := range ranges {
		for c, w := range r.All() {
			if r.Weight(deck.ComboAt(int(img[c.Index()]))) != w {
				return false
			}
		}
	}
	return true
}

// Size returns the number of relabellings in s, from 1 to 24.
func (s Symmetry) Size() int { return max(len(s.perms), 1) }

// Name returns "suits" for all 24 relabellings, "none" for the identity
// alone, and "partial" in between.
func (s Symmetry) Name() string {
	switch s.Size() {
	case deck.NumSuitPerms:
		return "suits"
	case 1:
		return "none"
	}
	return "partial"
}

// list returns the indexes of s's relabellings in deck.SuitPerms.
func (s Symmetry) list() []int {
	if len(s.perms) == 0 {
		return []int{0}
	}
	return s.perms
}

// stabilizer returns the relabellings of s that map the set of cards f
// onto itself.
func (s Symmetry) stabilizer(f deck.Set) []int {
	perms := deck.SuitPerms()
	var out []int
	for _, k := range s.list() {
		if perms[k].Set(f) == f {
			out = append(out, k)
		}
	}
	return out
}
