package eval

import "github.com/pokersim/pokersim/deck"

// Eval7Batch sets dst[i] to Eval7(&hands[i]) for each hand and returns
// dst[:len(hands)]. It panics if dst is shorter than hands.
//
// It is the fastest way to value many hands: Go cannot inline Eval7 into a
// caller's loop, and a call per hand costs about a fifth of the time (the
// call, and the caller's variables spilled around it, since Go keeps no
// registers across calls), which this loop does not pay.
func Eval7Batch(dst []Rank, hands [][7]deck.Card) []Rank {
	dst = dst[:len(hands)]
	for i := range hands {
		c := &hands[i]
		k := cardKeys[c[0]] + cardKeys[c[1]] + cardKeys[c[2]] + cardKeys[c[3]] +
			cardKeys[c[4]] + cardKeys[c[5]] + cardKeys[c[6]]
		if isFlush(k) {
			dst[i] = Eval7(c) // rare: about 3% of random hands
			continue
		}
		dst[i] = lookup(uint32(k))
	}
	return dst
}

// Eval5Batch is Eval7Batch for five-card hands.
func Eval5Batch(dst []Rank, hands [][5]deck.Card) []Rank {
	dst = dst[:len(hands)]
	for i := range hands {
		c := &hands[i]
		k := cardKeys[c[0]] + cardKeys[c[1]] + cardKeys[c[2]] + cardKeys[c[3]] + cardKeys[c[4]]
		if isFlush(k) {
			dst[i] = Eval5(c)
			continue
		}
		dst[i] = lookup(uint32(k))
	}
	return dst
}
