//go:build amd64 && !purego

package eval

import (
	"sync"

	"github.com/pokersim/pokersim/deck"
)

// eval7Batch values hands into dst, which has the same length.
func eval7Batch(dst []Rank, hands [][7]deck.Card) {
	eval7BatchAsm(dst, hands, pairKeys())
}

// eval7BatchAsm is the assembly loop of Eval7Batch (batch_amd64.s), for
// len(dst) >= len(hands). It reads the first six cards of a hand two at a
// time, as 16-bit words, from pairs.
//
//go:noescape
func eval7BatchAsm(dst []Rank, hands [][7]deck.Card, pairs *[1 << 16]uint64)

// pairKeys returns the table of the keys of two cards: entry a | b<<8 is
// cardKeys[a] + cardKeys[b], so that a little-endian 16-bit load of two
// adjacent cards indexes it directly. It is filled for every pair of
// bytes, cards or not, so that the batch loop agrees with Eval7 on any
// input; of its 512 KB, valid hands read only the 52 stretches of 52
// entries that hold pairs of cards (23 KB).
var pairKeys = sync.OnceValue(func() *[1 << 16]uint64 {
	t := new([1 << 16]uint64)
	for i := range t {
		t[i] = cardKeys[uint8(i)] + cardKeys[i>>8]
	}
	return t
})
