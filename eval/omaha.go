package eval

import (
	"math/bits"

	"github.com/pokersim/pokersim/deck"
)

// Omaha hands are made of exactly two hole cards and exactly three board
// cards. A player with h hole cards on a board of k cards has C(h,2) pairs
// and C(k,3) triples to combine: 6 x 10 = 60 five-card hands in Omaha
// (PLO4) on the river, up to 15 x 10 = 150 with six hole cards.
//
// OmahaValue does not build the 60 hands. A five-card hand made of a pair
// and a triple is a flush only if all five cards are of one suit, and a
// board of at most five cards has at most one suit with three cards or
// more; so a hand's value is the larger of
//
//   - the best non-flush value over the pairs and triples, which depends
//     only on their ranks (five suited cards counted by ranks alone make a
//     straight or a high card, always below their flush); and
//   - when the board has three cards of a suit and the hole two, the best
//     flush made of two hole ranks and three board ranks of that suit,
//     which OmahaFlushValue finds without trying the combinations.
//
// For the first, there are 91 multisets of two ranks and 455 of three, so
// each Ranking has a table of the 91 x 455 non-flush values of a pair of
// ranks with a triple of ranks (81 KiB, filled from the Ranking's own
// table when the Ranking is built, in about 0.2 ms for the standard deck). A prepared hole holds
// each pair's row offset (455 times its index) and a prepared board each
// triple's index, so a combination costs one addition, one load and one
// max, with no hashing. Pairs and triples of the same ranks have the same
// index, so each is kept once: AAKK has three pairs to try, not six, and a
// five-card board with one pair seven triples, not ten.

// Multisets of ranks are numbered in colex order, as combinations with
// repetition: the pair a <= b is pairBase(b) + a = C(b+1,2) + a (0 to 90)
// and the triple a <= b <= c is tripleBase(c) + pairBase(b) + a =
// C(c+2,3) + C(b+1,2) + a (0 to 454).

// omahaTriples is the number of multisets of three ranks.
const omahaTriples = 455

// pairBase returns C(b+1, 2), the index of the first pair whose higher rank is b.
func pairBase(b uint) uint { return b * (b + 1) / 2 }

// tripleBase returns C(c+2, 3), the index of the first triple whose highest rank is c.
func tripleBase(c uint) uint { return c * (c + 1) * (c + 2) / 6 }

// omahaTable holds the non-flush value of each pair of ranks with each
// triple of ranks, at the pair's index times omahaTriples plus the
// triple's index. It is padded to 2^16 entries so that a uint16 index
// needs no bounds check.
type omahaTable [1 << 16]Rank

// omahaTable returns r's Omaha table, building it on the first call. Once
// it is built, a call is inlined to a load and a branch.
func (r *Ranking) omahaTable() *omahaTable {
	if t := r.omaha.Load(); t != nil {
		return t
	}
	return r.buildOmahaTable()
}

// buildOmahaTable builds r's Omaha table once, whichever goroutines ask
// for it first, and returns it.
func (r *Ranking) buildOmahaTable() *omahaTable {
	r.omahaOnce.Do(func() { r.omaha.Store(newOmahaTable(r, r.low)) })
	return r.omaha.Load()
}

// newOmahaTable fills the omahaTable of r from r's non-flush values, for
// the ranks from low (the lowest of r's deck) up; the rest stay 0, as do
// two ranks and three ranks making five of a kind.
func newOmahaTable(r *Ranking, low uint) *omahaTable {
	t := new(omahaTable)
	for b := low; b < 13; b++ {
		for a := low; a <= b; a++ {
			ab := rankKeys[a] + rankKeys[b]
			row := t[(pairBase(b)+a)*omahaTriples:][:omahaTriples]
			for e := low; e < 13; e++ {
				for d := low; d <= e; d++ {
					for c := low; c <= d; c++ {
						if a == b && a == c && c == e {
							continue
						}
						row[tripleBase(e)+pairBase(d)+c] = r.ranks[slot(ab+rankKeys[c]+rankKeys[d]+rankKeys[e])]
					}
				}
			}
		}
	}
	return t
}

// OmahaHole is a player's Omaha hole cards (four to six) prepared for
// OmahaValue: the distinct pairs of ranks it holds, as row offsets in the
// Omaha tables, and the ranks it holds in each suit. Prepare it with
// NewOmahaHole once and reuse it for every board and every Ranking; it
// holds no pointers, so copying it is cheap. The zero OmahaHole holds no
// cards and makes no hand.
type OmahaHole struct {
	// pairs[:n] holds the index of each distinct pair of ranks times
	// omahaTriples, then copies of the first to make n a multiple of
	// three; 16 long so that pairs[n&15] needs no bounds check.
	pairs [16]uint16
	n     uint8
	suits [deck.NumSuits]uint16 // rank mask of the cards of each suit
}

// OmahaBoard is an Omaha board (three to five cards) prepared for
// OmahaValue: the distinct triples of ranks it holds, as indices in the
// Omaha tables, the ranks it holds in each suit, and the suit with three
// cards or more, if any. Prepare it with NewOmahaBoard once and share it
// among the players and the Rankings. The zero OmahaBoard holds no cards
// and makes no hand.
type OmahaBoard struct {
	triples [16]uint16 // the index of each distinct triple of ranks, triples[:n]
	n       uint8
	flush   uint8 // 1 + the suit with three cards or more, or 0
	suits   [deck.NumSuits]uint16
}

// NewOmahaHole prepares four to six hole cards, which must be valid and
// distinct, for OmahaValue. It panics if there are fewer than four or more than six.
func NewOmahaHole(cards []deck.Card) OmahaHole {
	if len(cards) < 4 || len(cards) > 6 {
		panic("eval: NewOmahaHole needs 4 to 6 cards")
	}
	var h OmahaHole
	var r [6]uint
	for i, c := range cards {
		r[i] = uint(c >> 2 & 15)
		h.suits[c&3] |= 1 << (c >> 2 & 15)
	}
	for i := len(cards); i < len(r); i++ {
		r[i] = noRank
	}
	r[0], r[1], r[2], r[3], r[4], r[5] = sort6(r[0], r[1], r[2], r[3], r[4], r[5])
	eq := repeats(r[:])
	// With the ranks sorted, positions i < j make the multiset r[i] <=
	// r[j]. Of the choices of positions that make one multiset, only one
	// is kept: the one that, for each chosen position holding the rank of
	// the position before, has chosen that one too. So the pair is a
	// repeat when eq[i] (position i-1 is not chosen), or when eq[j] and
	// j-1 is not i. Every pair is written, but the count n moves on only
	// for new ones, so there is no branch to mispredict.
	n := uint(0)
	for j := 1; j < len(cards); j++ {
		bj := pairBase(r[j])
		for i := range j {
			h.pairs[n&15] = uint16((bj + r[i]) * omahaTriples)
			n += 1 - (eq[i] | eq[j]&b2u(j > i+1))
		}
	}
	// Pad to a multiple of three with copies of the first pair, for
	// OmahaNoFlushValue; with n = 15, the writes land on pairs[15] and on
	// pairs[0] itself, which is harmless.
	h.pairs[n&15], h.pairs[(n+1)&15] = h.pairs[0], h.pairs[0]
	h.n = uint8((n + 2) / 3 * 3)
	return h
}

// NewOmahaBoard prepares three to five board cards, which must be valid
// and distinct, for OmahaValue. It panics if there are fewer than three or
// more than five.
func NewOmahaBoard(cards []deck.Card) OmahaBoard {
	if len(cards) < 3 || len(cards) > 5 {
		panic("eval: NewOmahaBoard needs 3 to 5 cards")
	}
	var b OmahaBoard
	r := [5]uint{noRank, noRank, noRank, noRank, noRank}
	suitCounts := uint32(0) // a 4-bit count per suit
	for i, c := range cards {
		r[i] = uint(c >> 2 & 15)
		b.suits[c&3] |= 1 << (c >> 2 & 15)
		suitCounts += 1 << (c & 3 * 4)
	}
	s0, s1, s2, s3, s4 := sort5(r[0], r[1], r[2], r[3], r[4])
	// The triples of sorted positions i < j < k, written out in order of
	// k, so that the first C(len(cards), 3) are those of the real cards
	// (the padding sorts last). A triple is the multiset s_i <= s_j <= s_k,
	// with index C(s_k+2,3) + C(s_j+1,2) + s_i, and a repeat exactly when
	// one of its positions repeats the rank before it without that one
	// being chosen too (e1 is 1 when s1 == s0, and so on), as in
	// NewOmahaHole; a repeat is written but not counted.
	e1, e2, e3, e4 := b2u(s1 == s0), b2u(s2 == s1), b2u(s3 == s2), b2u(s4 == s3)
	t2, t3, t4 := tripleBase(s2), tripleBase(s3), tripleBase(s4)
	p1, p2, p3 := pairBase(s1), pairBase(s2), pairBase(s3)
	n := uint(0)
	put := func(t, repeat uint) {
		b.triples[n&15] = uint16(t)
		n += 1 - repeat
	}
	put(t2+p1+s0, 0) // 0 1 2
	n3 := n
	put(t3+p1+s0, e3) // 0 1 3
	put(t3+p2+s0, e2) // 0 2 3
	put(t3+p2+s1, e1) // 1 2 3
	n4 := n
	put(t4+p1+s0, e4)    // 0 1 4
	put(t4+p2+s0, e2|e4) // 0 2 4
	put(t4+p2+s1, e1|e4) // 1 2 4
	put(t4+p3+s0, e3)    // 0 3 4
	put(t4+p3+s1, e1|e3) // 1 3 4
	put(t4+p3+s2, e2)    // 2 3 4
	b.n = uint8([3]uint{n3, n4, n}[(len(cards)-3)%3])
	// Adding 5 to a count sets its top bit exactly when it is 3 or more;
	// at most one suit of five cards can have three.
	if f := (suitCounts + 0x5555) & 0x8888; f != 0 {
		b.flush = uint8(bits.TrailingZeros32(f)/4) + 1
	}
	return b
}

// repeats returns, for each position of sorted ranks, 1 if its rank is
// that of the position before and 0 otherwise.
func repeats(r []uint) (eq [6]uint) {
	for i := 1; i < len(r) && i < len(eq); i++ {
		eq[i] = b2u(r[i] == r[i-1])
	}
	return eq
}

// b2u returns 1 for true and 0 for false; the compiler makes it a SETcc.
func b2u(b bool) uint {
	if b {
		return 1
	}
	return 0
}

// noRank pads the ranks of fewer cards than the sorting networks take; it
// sorts after every rank.
const noRank = 15

// sort5 returns its arguments in increasing order. It is a sorting network
// of nine compare-exchanges (Knuth, TAOCP vol. 3, 5.3.4), which the
// compiler turns into conditional moves: ranks are random, so branches
// would be mispredicted.
func sort5(a, b, c, d, e uint) (uint, uint, uint, uint, uint) {
	a, b = min(a, b), max(a, b)
	d, e = min(d, e), max(d, e)
	c, e = min(c, e), max(c, e)
	c, d = min(c, d), max(c, d)
	a, d = min(a, d), max(a, d)
	a, c = min(a, c), max(a, c)
	b, e = min(b, e), max(b, e)
	b, d = min(b, d), max(b, d)
	b, c = min(b, c), max(b, c)
	return a, b, c, d, e
}

// sort6 is sort5 for six values, with twelve compare-exchanges.
func sort6(a, b, c, d, e, f uint) (uint, uint, uint, uint, uint, uint) {
	b, c = min(b, c), max(b, c)
	e, f = min(e, f), max(e, f)
	a, c = min(a, c), max(a, c)
	d, f = min(d, f), max(d, f)
	a, b = min(a, b), max(a, b)
	d, e = min(d, e), max(d, e)
	c, f = min(c, f), max(c, f)
	a, d = min(a, d), max(a, d)
	b, e = min(b, e), max(b, e)
	c, e = min(c, e), max(c, e)
	b, d = min(b, d), max(b, d)
	c, d = min(c, d), max(c, d)
	return a, b, c, d, e, f
}

// OmahaValue returns the value under r of the best Omaha hand, two cards of
// h and three of b; b and h must not share cards. It does not allocate; see
// the comment at the top of omaha.go for how it works.
func (r *Ranking) OmahaValue(h *OmahaHole, b *OmahaBoard) Rank {
	v := r.OmahaNoFlushValue(h, b)
	if b.flush != 0 {
		s := (b.flush - 1) & 3
		if hs := h.suits[s]; hs&(hs-1) != 0 { // at least two hole cards of the suit
			v = max(v, r.OmahaFlushValue(hs, b.suits[s]))
		}
	}
	return v
}

// OmahaNoFlushValue returns the value under r of the best hand of two cards
// of h and three of b counting only their ranks, as if no five were of one
// suit. A hand's OmahaValue is the larger of its OmahaNoFlushValue and the
// OmahaFlushValue of each suit's ranks in h and in b. Since it depends on
// ranks only, an enumerator can value once every board with the same ranks
// (the suits of the cards given to NewOmahaBoard do not matter here) and
// handle flushes on their own.
func (r *Ranking) OmahaNoFlushValue(h *OmahaHole, b *OmahaBoard) Rank {
	// Three pairs at a time, each with its own running maximum: with one
	// maximum, every combination's compare-and-move would wait for the
	// one before, and that chain, not the loads, would bound the loop.
	// NewOmahaHole pads the pairs to a multiple of three with repeats,
	// which change no maximum. The uint16 indices need no bounds checks.
	t := r.omahaTable()
	_ = t[0] // one nil check here rather than one per load
	triples := b.triples[:b.n]
	var m0, m1, m2 Rank
	for pairs := h.pairs[:h.n]; len(pairs) >= 3; pairs = pairs[3:] {
		p0, p1, p2 := pairs[0], pairs[1], pairs[2]
		for _, x := range triples {
			m0 = max(m0, t[p0+x])
			m1 = max(m1, t[p1+x])
			m2 = max(m2, t[p2+x])
		}
	}
	return max(m0, m1, m2)
}

// OmahaFlushValue returns the value under r of the best flush or straight
// flush made of exactly two ranks of the 13-bit mask hole and three of the
// 13-bit mask board (bit r for rank r, Two = bit 0), all of one suit, or 0
// if there is none (hole has fewer than two ranks or board fewer than
// three). The masks hold the ranks of distinct cards of one suit, so they
// must be disjoint.
//
// It tries no combinations: a straight flush is one of r's straights
// holding exactly two hole ranks (the rest, three, then come from the
// board), tried from the highest; otherwise the best flush takes the two
// highest hole ranks and the three highest board ranks, since raising any
// chosen rank to a higher unchosen one of the same group raises the hand.
func (r *Ranking) OmahaFlushValue(hole, board uint16) Rank {
	hole, board = hole&0x1fff, board&0x1fff
	if hole&(hole-1) == 0 || bits.OnesCount16(board) < 3 {
		return 0
	}
	all := hole | board
	for _, s := range r.straights {
		if all&s == s && bits.OnesCount16(s&hole) == 2 {
			return r.flush[s&0x1fff]
		}
	}
	return r.flush[(highest(hole, 2)|highest(board, 3))&0x1fff]
}

// highest returns the n highest bits of m, which must have n bits or more.
func highest(m uint16, n int) uint16 {
	var out uint16
	for range n {
		top := uint16(1) << (bits.Len16(m) - 1)
		out |= top
		m &^= top
	}
	return out
}

// Omaha returns the value under r of the best Omaha hand made of exactly
// two of the hole cards and exactly three of the board cards, all distinct.
// It panics unless there are four to six hole cards and three to five
// board cards. It does not allocate, but prepares both hands on each call:
// to value one board against many players, or one player on many boards,
// prepare them with NewOmahaHole and NewOmahaBoard and call OmahaValue.
func (r *Ranking) Omaha(hole, board []deck.Card) Rank {
	h, b := NewOmahaHole(hole), NewOmahaBoard(board)
	return r.OmahaValue(&h, &b)
}

// OmahaBest5 returns the best Omaha hand under r for display: its five
// cards in order of significance (as Best5 orders them), the two hole
// cards and the three board cards it uses, each in the order given, and
// its value, which is Omaha's. Among equal hands it returns the first in
// the order of the cards given. It panics as Omaha does. It tries every
// combination, so it is for showing a hand, not for hot loops.
func (r *Ranking) OmahaBest5(hole, board []deck.Card) (used [5]deck.Card, holeUsed [2]deck.Card, boardUsed [3]deck.Card, v Rank) {
	if len(hole) < 4 || len(hole) > 6 || len(board) < 3 || len(board) > 5 {
		panic("eval: OmahaBest5 needs 4 to 6 hole cards and 3 to 5 board cards")
	}
	for i, a := range hole {
		for _, b := range hole[i+1:] {
			for j, x := range board {
				for k := j + 1; k < len(board); k++ {
					for _, z := range board[k+1:] {
						five := [5]deck.Card{a, b, x, board[k], z}
						if w := r.Value(NewHand(five[:]...)); w > v {
							used, holeUsed, boardUsed, v = five, [2]deck.Card{a, b}, [3]deck.Card{x, board[k], z}, w
						}
					}
				}
			}
		}
	}
	return r.order(used, v), holeUsed, boardUsed, v
}
