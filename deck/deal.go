package deck

import "math/bits"

// Deal fills dst with len(dst) distinct cards drawn uniformly at random,
// without replacement, from the cards not in exclude, and returns the set of
// cards dealt. Bits of exclude above the 52 cards are ignored. Deal does not
// allocate. It panics if len(dst) is more than the number of cards outside
// exclude.
//
// Each card is drawn by rejection: a uniform card is drawn from all 52 and
// drawn again while it is excluded or already dealt. Conditioned on being
// accepted, a draw is uniform over the cards still available, so the dealt
// sequence is uniform over ordered selections. The expected number of draws
// per card is 52/(cards still available), so Deal suits a few cards from a
// nearly full deck, as in Monte Carlo boards; for deep deals use a Deck.
func (r *Rand) Deal(dst []Card, exclude Set) Set {
	used := exclude & FullDeck
	if len(dst) > NumCards-bits.OnesCount64(uint64(used)) {
		panic("deck: Deal: more cards requested than remain outside exclude")
	}
	dealt := Set(0)
	for i := range dst {
		var c Card
		for {
			// c = r.Uint32n(NumCards), written out so that the common path
			// is inlined: Uint32n is over the compiler's inlining budget,
			// and calling it made dealing about a third slower. The rare
			// rejection step stays out of line in reject.
			m := uint64(r.uint32()) * NumCards
			if uint32(m) < NumCards {
				m = r.reject(m, NumCards)
			}
			if c = Card(m >> 32); used&(1<<c) == 0 {
				break
			}
		}
		used |= 1 << c
		dealt |= 1 << c
		dst[i] = c
	}
	return dealt
}

// Deck is a set of cards in some order, held in a fixed array so that
// dealing from it never allocates. Build one with NewDeck; the zero Deck is
// empty. Dealing permutes the cards but never removes them: every call to
// Deal deals from the whole Deck afresh.
type Deck struct {
	cards [NumCards]Card
	n     int // cards[:n] are the cards of the deck
}

// NewDeck returns a Deck of the cards not in exclude, in increasing order.
func NewDeck(exclude Set) Deck {
	var d Deck
	for m := uint64(FullDeck &^ exclude); m != 0; m &= m - 1 {
		d.cards[d.n] = Card(bits.TrailingZeros64(m))
		d.n++
	}
	return d
}

// Len returns the number of cards in the deck.
func (d *Deck) Len() int { return d.n }

// Cards returns the cards of the deck in their current order. The slice
// shares the Deck's storage: it is reordered by later calls to Deal and must
// not be modified.
func (d *Deck) Cards() []Card { return d.cards[:d.n] }

// Deal fills dst with len(dst) distinct cards of d drawn uniformly at random
// without replacement. It leaves all the cards in d, in a new order, so the
// next Deal needs no reset. Deal does not allocate. It panics if len(dst)
// exceeds d.Len().
//
// Deal runs the first len(dst) steps of a Fisher-Yates shuffle (Durstenfeld,
// CACM 7(7), 1964; Knuth's Algorithm P): step i swaps into position i a card
// chosen uniformly from positions i..n-1. Those positions hold exactly the
// cards not yet dealt, whatever order they are in, so step i deals each of
// them with probability 1/(n-i), and the deal is uniform over ordered
// selections of len(dst) cards for every starting order of the deck. So
// although the order left by previous deals is random, the next deal is
// uniform given that order, and hence unbiased and independent of them.
//
// The positions for up to dealBatch steps come from one 64-bit random
// number, by Lemire's method applied to the product of their ranges
// (Brackett-Rozinsky and Lemire, "Batched Ranged Random Integer
// Generation", 2024): see batchIndexes.
func (d *Deck) Deal(r *Rand, dst []Card) {
	copy(dst, d.Draw(r, len(dst)))
}

// Draw is Deal without the copy, for hot loops: it deals k cards and
// returns them as the first k cards of the deck's own order. The slice is
// valid until the next call that reorders the deck and must not be
// modified. Draw panics if k exceeds d.Len().
func (d *Deck) Draw(r *Rand, k int) []Card {
	cards := d.cards[:d.n]
	if k > len(cards) || k < 0 {
		panic("deck: Deck.Deal: more cards requested than the deck holds")
	}
	var idx [dealBatch]uint64
	for i := 0; i < k; i += dealBatch {
		b := min(k-i, dealBatch)
		r.batchIndexes(idx[:b], uint64(len(cards)-i))
		for t, j := range idx[:b] {
			j += uint64(i + t)
			cards[i+t], cards[j] = cards[j], cards[i+t]
		}
	}
	return cards[:k]
}

// dealBatch is the most positions drawn from one random number: the
// product of eight ranges of at most 52 is below 2^46, so rejections are
// rarer than one in 2^18 draws.
const dealBatch = 8

// batchIndexes sets idx[t] to a uniform random integer in [0, n-t), all
// independent, from one 64-bit random number x where possible.
//
// Let p be the product of the ranges. Multiplying x by the first range
// gives a 128-bit product whose high word is the first index and whose low
// word is multiplied by the next range, and so on; the indexes so found are
// the mixed-radix digits of floor(x*p / 2^64), and the last low word is
// x*p mod 2^64. Lemire's argument then applies to the range p as a whole:
// rejecting x when that low word is below 2^64 mod p leaves every value of
// floor(x*p / 2^64), hence every combination of indexes, equally likely.
func (r *Rand) batchIndexes(idx []uint64, n uint64) {
	for {
		x, p := r.Uint64(), uint64(1)
		for t := range idx {
			idx[t], x = bits.Mul64(x, n-uint64(t))
			p *= n - uint64(t)
		}
		if x >= p || x >= -p%p {
			return
		}
	}
}

// DrawExcluding deals len(dst) cards of d that are not in exclude,
// uniformly at random without replacement, into dst. It is Draw for a deck
// some of whose cards are out of play for this deal only (the hands of a
// Monte Carlo trial): it runs Fisher-Yates steps until enough cards not in
// exclude have come up. The cards at the front of a partial shuffle are a
// uniformly random sequence, so those not in exclude are a uniformly random
// sequence of the rest. It panics if d does not hold enough such cards.
func (d *Deck) DrawExcluding(r *Rand, dst []Card, exclude Set) {
	cards := d.cards[:d.n]
	var idx [dealBatch]uint64
	got, i := 0, 0
	for got < len(dst) {
		// Decode only the positions still wanted.
		b := min(len(cards)-i, len(dst)-got, dealBatch)
		if b == 0 {
			panic("deck: Deck.DrawExcluding: not enough cards outside exclude")
		}
		r.batchIndexes(idx[:b], uint64(len(cards)-i))
		for _, j := range idx[:b] {
			j += uint64(i)
			cards[i], cards[j] = cards[j], cards[i]
			c := cards[i]
			i++
			if exclude.Has(c) {
				continue
			}
			dst[got] = c
			if got++; got == len(dst) {
				return
			}
		}
	}
}
