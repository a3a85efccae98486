package eval

import "github.com/pokersim/pokersim/deck"

// Eval7Batch sets dst[i] to Eval7(&hands[i]) for each hand and returns
// dst[:len(hands)]. It panics if dst is shorter than hands.
//
// It is the fastest way to value many hands. Go cannot inline Eval7 into a
// caller's loop, and a call per hand costs about a fifth of the time (the
// call, and the caller's variables spilled around it, since Go keeps no
// registers across calls), which this loop does not pay. On amd64 the loop
// is written in assembly (batch_amd64.s) and takes about two thirds of the
// time of the same loop in Go (eval7BatchGo, used on other machines and
// with the build tag purego).
func Eval7Batch(dst []Rank, hands [][7]deck.Card) []Rank {
	dst = dst[:len(hands)]
	eval7Batch(dst, hands)
	return dst
}

// eval7BatchGo is Eval7Batch's loop in Go, for len(dst) == len(hands).
func eval7BatchGo(dst []Rank, hands [][7]deck.Card) {
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
