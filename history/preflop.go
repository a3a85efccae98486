package history

import (
	_ "embed"
	"slices"
	"sync"

	"github.com/pokersim/pokersim/deck"
)

//go:generate go run gen_preflop.go

// preflopBoards is the number of boards of five of the 48 cards left by
// two known hands: C(48, 5).
const preflopBoards = 1712304

// preflopOrbits is the number of heads-up Hold'em matchups before the flop
// that differ otherwise than by a relabelling of the suits or the order of
// the players: the orbits of the 1,624,350 ordered pairs of disjoint
// combos under the 24 suit permutations and the swap.
const preflopOrbits = 47008

// preflopCounts holds, for each orbit in the order of its key
// (preflopKeys), the number of boards its representative's first player
// wins alone and the number its second wins alone, each as three bytes
// little-endian (both are below 2^21); the rest are split. It is written
// by gen_preflop.go with sim's exact engine and checked against it by
// TestPreflopTable.
//
//go:embed preflop.bin
var preflopCounts []byte

// preflopKey returns the key of the orbit of the ordered pair of disjoint
// combos (x, y), by index, and whether the orbit's representative has the
// players swapped. A pair's own key is the least, over the relabellings,
// of its image's indexes packed as x<<16 | y: two pairs share it just when
// a relabelling maps one onto the other. The orbit's key is the lesser of
// the pair's and its swap's, so a pair and its swap share an orbit (with
// counts swapped), and the representative is the pair the key unpacks to.
func preflopKey(img *[deck.NumSuitPerms][deck.NumCombos]uint16, x, y int) (key uint32, swapped bool) {
	key, swap := uint32(1<<32-1), uint32(1<<32-1)
	for k := range img {
		key = min(key, uint32(img[k][x])<<16|uint32(img[k][y]))
		swap = min(swap, uint32(img[k][y])<<16|uint32(img[k][x]))
	}
	if swap < key {
		return swap, true
	}
	return key, false
}

// preflopKeys returns the keys of the orbits, ascending: the packed pairs
// that are their own orbit's key. Built on first use (some 0.1 s) and
// shared; it must not be modified.
var preflopKeys = sync.OnceValue(func() []uint32 {
	img := deck.ComboImages()
	keys := make([]uint32, 0, preflopOrbits)
	for x := range deck.NumCombos {
		cx := deck.ComboAt(x).Set()
		for y := range deck.NumCombos {
			if cx&deck.ComboAt(y).Set() != 0 {
				continue
			}
			own := uint32(x)<<16 | uint32(y)
			if k, _ := preflopKey(img, x, y); k == own {
				keys = append(keys, own)
			}
		}
	}
	slices.Sort(keys)
	if len(keys) != preflopOrbits || len(preflopCounts) != 6*preflopOrbits {
		panic("history: preflop table does not match its orbits; run go generate")
	}
	return keys
})

// preflopEquity returns the exact all-in equities of two Hold'em hands
// before the flop, with no other card out, from the table: fractions in
// [0,1], each player's boards won plus half the split ones over
// C(48, 5), computed as sim computes them so that the figures are the
// same, bit for bit. a and b must be disjoint.
func preflopEquity(a, b deck.Combo) (float64, float64) {
	key, swapped := preflopKey(deck.ComboImages(), a.Index(), b.Index())
	keys := preflopKeys()
	i, found := slices.BinarySearch(keys, key)
	if !found {
		panic("history: no orbit for " + a.String() + " against " + b.String())
	}
	p := preflopCounts[6*i:]
	w0 := float64(uint32(p[0]) | uint32(p[1])<<8 | uint32(p[2])<<16)
	w1 := float64(uint32(p[3]) | uint32(p[4])<<8 | uint32(p[5])<<16)
	if swapped {
		w0, w1 = w1, w0
	}
	split := preflopBoards - w0 - w1
	return (w0 + split/2) / preflopBoards, (w1 + split/2) / preflopBoards
}
