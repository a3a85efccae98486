package tables

import "math/bits"

// Valuer gives the class value (1 = weakest, 7462 = royal flush) of a
// multiset of ranks or of the ranks of a flush.
type Valuer struct {
	std   Rules
	index map[int]int // std.key(class) -> value
}

// NewValuer indexes the classes by their sort key.
func NewValuer() *Valuer {
	v := &Valuer{std: StandardRules(), index: make(map[int]int)}
	for i, c := range v.std.Classes() {
		v.index[v.std.key(c)] = i + 1
	}
	return v
}

func (v *Valuer) value(c Class) int {
	val, ok := v.index[v.std.key(c)]
	if !ok {
		panic("tables: no class for hand")
	}
	return val
}

// Counts returns the value of the best non-flush five-card hand that can be
// made from a multiset of 5 to 7 ranks, given as the count of each rank.
func (v *Valuer) Counts(n [13]int) int {
	return v.value(bestByCounts(n))
}

// FlushMask returns the value of the best flush or straight flush made from
// a set of at least five ranks of one suit, given as a 13-bit mask.
func (v *Valuer) FlushMask(mask int) int {
	if top := straightTop(mask); top >= 0 {
		return v.value(Class{StraightFlush, v.std.straightRanks(top)})
	}
	var r [5]int
	for i, m := 0, mask; i < 5; i++ {
		r[i] = 31 - bits.LeadingZeros32(uint32(m))
		m &^= 1 << r[i]
	}
	return v.value(Class{Flush, r})
}

// straightTop returns the top rank of the highest straight in a rank mask,
// or -1 if there is none.
func straightTop(mask int) int {
	m := mask<<1 | mask>>12&1 // bit 0: ace as one
	for top := 12; top >= 3; top-- {
		if m>>(top-3)&0x1f == 0x1f {
			return top
		}
	}
	return -1
}

// bestByCounts finds the best non-flush hand in a multiset of ranks.
func bestByCounts(n [13]int) Class {
	var mask int
	for r, c := range n {
		if c > 0 {
			mask |= 1 << r
		}
	}
	// take returns the highest rank with count at least min, skipping the
	// ranks in used, or -1.
	take := func(min int, used ...int) int {
	next:
		for r := 12; r >= 0; r-- {
			for _, u := range used {
				if r == u {
					continue next
				}
			}
			if n[r] >= min {
				return r
			}
		}
		return -1
	}
	if q := take(4); q >= 0 {
		return Class{FourOfAKind, [5]int{q, q, q, q, take(1, q)}}
	}
	if t := take(3); t >= 0 {
		if p := take(2, t); p >= 0 {
			return Class{FullHouse, [5]int{t, t, t, p, p}}
		}
	}
	if top := straightTop(mask); top >= 0 {
		return Class{Straight, StandardRules().straightRanks(top)}
	}
	if t := take(3); t >= 0 {
		k1 := take(1, t)
		return Class{ThreeOfAKind, [5]int{t, t, t, k1, take(1, t, k1)}}
	}
	if p := take(2); p >= 0 {
		if p2 := take(2, p); p2 >= 0 {
			return Class{TwoPair, [5]int{p, p, p2, p2, take(1, p, p2)}}
		}
		k1 := take(1, p)
		k2 := take(1, p, k1)
		return Class{OnePair, [5]int{p, p, k1, k2, take(1, p, k1, k2)}}
	}
	k1 := take(1)
	k2 := take(1, k1)
	k3 := take(1, k1, k2)
	k4 := take(1, k1, k2, k3)
	return Class{HighCard, [5]int{k1, k2, k3, k4, take(1, k1, k2, k3, k4)}}
}
