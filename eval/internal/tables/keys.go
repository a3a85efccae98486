package tables

// MaxCards is the largest hand the keys are built for.
const MaxCards = 7

// SearchRankKeys finds thirteen rank keys, smallest first, such that every
// multiset of ranks with at most MaxCards cards and at most four of each
// rank has its own sum. The search is greedy (as in the key-sum evaluators
// described by SpecialK and OMPEval): each key is the smallest number above
// the previous one that keeps all sums distinct. Since the first key is not
// zero, sums of hands of different sizes differ too, so one table serves
// five, six and seven cards.
func SearchRankKeys() [13]uint32 {
	var keys [13]uint32
	// sums[n] holds the sums of the multisets of n cards over the ranks
	// keyed so far.
	sums := [MaxCards + 1][]uint32{0: {0}}
	seen := newBitset(1 << 16)
	seen.set(0)
	var added []uint32
	for i := range keys {
		k := uint32(1)
		if i > 0 {
			k = keys[i-1] + 1
		}
		for ; ; k++ {
			added = added[:0]
			if tryKey(k, &sums, seen, &added) {
				break
			}
			for _, s := range added {
				seen.clear(s)
			}
		}
		keys[i] = k
		var next [MaxCards + 1][]uint32
		for n := range sums {
			for c := 0; c <= 4 && n+c <= MaxCards; c++ {
				for _, s := range sums[n] {
					next[n+c] = append(next[n+c], s+uint32(c)*k)
				}
			}
		}
		sums = next
	}
	return keys
}

// tryKey marks in seen the sums made by adding one to four cards of key k to
// the existing multisets, recording each in added, and reports whether all
// of them were new.
func tryKey(k uint32, sums *[MaxCards + 1][]uint32, seen *bitset, added *[]uint32) bool {
	for c := uint32(1); c <= 4; c++ {
		for n := 0; n+int(c) <= MaxCards; n++ {
			for _, s := range sums[n] {
				t := s + c*k
				if seen.has(t) {
					return false
				}
				seen.set(t)
				*added = append(*added, t)
			}
		}
	}
	return true
}

type bitset struct{ w []uint64 }

func newBitset(n int) *bitset { return &bitset{make([]uint64, n/64+1)} }

func (b *bitset) grow(i uint32) {
	for int(i/64) >= len(b.w) {
		b.w = append(b.w, make([]uint64, len(b.w))...)
	}
}
func (b *bitset) has(i uint32) bool { return int(i/64) < len(b.w) && b.w[i/64]>>(i%64)&1 != 0 }
func (b *bitset) set(i uint32)      { b.grow(i); b.w[i/64] |= 1 << (i % 64) }
func (b *bitset) clear(i uint32)    { b.w[i/64] &^= 1 << (i % 64) }
