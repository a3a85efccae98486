package tables

import "math/bits"

// RankKeys are the rank keys found by SearchRankKeys, recorded so that the
// generator need not repeat the seven-second search; TestRankKeys checks
// that they are what the search finds and that their sums are distinct.
var RankKeys = [13]uint32{1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1526359, 3453520}

// HashShift is the row width (as a power of two) of the perfect hash,
// chosen to make the row offsets plus the value table smallest.
const HashShift = 10

// SevenShift is the row width (as a power of two) of the perfect hash of
// seven-card rank multisets alone, chosen to make the parts of its table
// and row offsets that lookups touch smallest: its table is 60,570
// entries for 49,205 keys (rows of 2^8: 52,057 entries, but twice the
// rows; of 2^10: 70,262), so that offsets and slots fit 16 bits.
const SevenShift = 9

// Tables are the evaluator's lookup tables.
type Tables struct {
	RankKeys [13]uint32
	Hash     *PerfectHash
	Ranks    []uint16     // value of each rank multiset of 5 to 7 cards, at Hash.Slot(sum)
	Flush    [8192]uint16 // value of the best flush in each 13-bit rank mask; 0 below five ranks
	// Seven and Ranks7 are Hash and Ranks for the multisets of seven
	// cards alone: a table a fifth the size of the parts of Ranks that
	// seven-card hands reach, for loops that value only those.
	Seven  *PerfectHash
	Ranks7 []uint16
}

// Build computes the tables for the given rank keys.
func Build(keys [13]uint32) *Tables {
	v := NewValuer()
	var sums []uint32
	ForEachMultiset(5, MaxCards, func(n [13]int) { sums = append(sums, SumOf(keys, n)) })
	t := &Tables{RankKeys: keys, Hash: NewPerfectHash(sums, HashShift)}
	t.Ranks = make([]uint16, t.Hash.Size)
	ForEachMultiset(5, MaxCards, func(n [13]int) {
		t.Ranks[t.Hash.Slot(SumOf(keys, n))] = uint16(v.Counts(n))
	})
	var sevens []uint32
	ForEachMultiset(MaxCards, MaxCards, func(n [13]int) { sevens = append(sevens, SumOf(keys, n)) })
	t.Seven = NewPerfectHash(sevens, SevenShift)
	t.Ranks7 = make([]uint16, t.Seven.Size)
	ForEachMultiset(MaxCards, MaxCards, func(n [13]int) {
		t.Ranks7[t.Seven.Slot(SumOf(keys, n))] = uint16(v.Counts(n))
	})
	for m := range t.Flush {
		if bits.OnesCount(uint(m)) >= 5 {
			t.Flush[m] = uint16(v.FlushMask(m))
		}
	}
	return t
}
