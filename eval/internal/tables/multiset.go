package tables

// ForEachMultiset calls f with the count of each rank for every multiset of
// minCards to maxCards ranks with at most four of each rank.
func ForEachMultiset(minCards, maxCards int, f func(counts [13]int)) {
	var n [13]int
	var rec func(r, left int)
	rec = func(r, left int) {
		if r == 13 {
			if maxCards-left >= minCards {
				f(n)
			}
			return
		}
		for c := 0; c <= 4 && c <= left; c++ {
			n[r] = c
			rec(r+1, left-c)
		}
		n[r] = 0
	}
	rec(0, maxCards)
}

// SumOf returns the sum of the keys of a multiset of ranks.
func SumOf(keys [13]uint32, counts [13]int) uint32 {
	var s uint32
	for r, c := range counts {
		s += uint32(c) * keys[r]
	}
	return s
}
