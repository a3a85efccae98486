package eval

import "github.com/pokersim/pokersim/deck"

// NumBoardRanks is the number of multisets of five ranks, C(17,5): the
// bound of BoardRanks.
const NumBoardRanks = 6188

// BoardRanks returns the index of the multiset of the ranks of five cards,
// in [0, NumBoardRanks): two sets of five cards have the same index exactly
// when they have the same ranks, whatever their suits and order. Omaha
// values that depend on the board's ranks only, such as OmahaNoFlushValue
// for a given hole, can so be kept in a table of NumBoardRanks entries.
//
// The index is the colex rank of the multiset, as for the pairs and triples
// of the Omaha tables: with the ranks sorted, a0 <= ... <= a4, the numbers
// a_i + i are distinct and below 17, and the multiset's index is that
// combination's, the sum of C(a_i + i, i + 1).
func BoardRanks(board *[5]deck.Card) uint16 {
	a, b, c, d, e := sort5(uint(board[0]>>2&15), uint(board[1]>>2&15), uint(board[2]>>2&15),
		uint(board[3]>>2&15), uint(board[4]>>2&15))
	return uint16(quintBase(e) + quadBase(d) + tripleBase(c) + pairBase(b) + a)
}

// quadBase returns C(d+3, 4), the index of the first multiset of four ranks
// whose highest rank is d.
func quadBase(d uint) uint { return d * (d + 1) * (d + 2) * (d + 3) / 24 }

// quintBase returns C(e+4, 5), the index of the first multiset of five
// ranks whose highest rank is e.
func quintBase(e uint) uint { return e * (e + 1) * (e + 2) * (e + 3) * (e + 4) / 120 }
