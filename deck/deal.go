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
// The positions for up to dealGroup steps come from one 64-bit random
// number, by Lemire's method applied to the product of their ranges
// (Brackett-Rozinsky and Lemire, "Batched Ranged Random Integer
// Generation", 2024): see dealGroup.
func (d *Deck) Deal(r *Rand, dst []Card) {
	copy(dst, d.Draw(r, len(dst)))
}

// Draw is Deal without the copy, for hot loops: it deals k cards and
// returns them as the first k cards of the deck's own order. The slice is
// valid until the next call that reorders the deck and must not be
// modified. Draw panics if k exceeds d.Len().
func (d *Deck) Draw(r *Rand, k int) []Card {
	if k > d.n || k < 0 {
		panic("deck: Deck.Deal: more cards requested than the deck holds")
	}
	d.drawFrom(r, 0, k)
	return d.cards[:k]
}

// drawFrom runs the Fisher-Yates steps i to k-1 of Draw.
func (d *Deck) drawFrom(r *Rand, i, k int) {
	n := uint64(d.n)
	for i < k {
		// Swap as the positions are decoded, and test for rejection after:
		// a rejected group leaves positions i.. holding the cards not yet
		// dealt in another order, and the group drawn again deals
		// uniformly from any order.
		x, p := r.Uint64(), uint64(1)
		end := min(k, i+dealGroup)
		for t := uint64(i); t < uint64(end); t++ {
			x = swapStep(&d.cards, n, t, x)
			p *= n - t
		}
		if x >= p || x >= -p%p {
			i = end
		}
	}
}

// Choice deals from one of several sets of cards of the same size, chosen
// uniformly at random: Monte Carlo uses it to draw a player's hand from a
// range of equally weighted hands together with the cards dealt around it,
// from the cards the hand leaves.
//
// A draw decodes one random number u as a mixed-radix number (see
// dealGroup): its first digit, in [0, len(sets)), is the choice, and its
// further digits, as many as keep the product of the ranges at most
// 2^maxChoiceBits, are the first picks, each a digit in [0, n-t) for the
// t-th card, which is taken to be that many cards up from the bottom of the
// cards not yet dealt (pick). A uniform digit picks each card left with
// the same probability, so the cards dealt are a uniformly random sequence
// of the chosen set's. Lemire's rejection on the product of the ranges makes
// every combination of digits equally likely; a rejected number is drawn
// again, choice and all, before anything is dealt. Picking holds the cards
// left as a 64-bit set, so a draw touches no deck in memory and needs no
// reset. Further cards take further random numbers, dealGroup picks each.
//
// Make a Choice with NewChoice; the zero Choice is not usable. A Choice is
// not safe for concurrent use.
type Choice struct {
	sets  []Set
	m     uint64         // the range of the choice's digit: len(sets), or the weights' sum
	n     uint64         // the number of cards in every set
	k     int            // the cards dealt per draw
	first int            // the cards picked with the choice
	p     uint64         // the product of the ranges of the choice and those picks
	cards [NumCards]Card // the last draw
	jobs  [manyJobs]pickJob
	// rest holds the products of the ranges of each further group of
	// picks, dealGroup cards a group (pickRest): a draw takes a random
	// number for each.
	rest []uint64
	// For DrawMany's draws of several numbers: the further numbers of
	// draw j at xs[g*manyJobs+j]. An array, as jobs is, so that copies of
	// a Choice share no scratch space.
	xs [maxRest * manyJobs]uint64
	// order holds each set's cards in increasing order where pick has no
	// PDEP (pickOrdered) and there are at most maxOrderSets sets; nil
	// elsewhere.
	order [][NumCards]Card
	// A weighted Choice (NewWeightedChoice) maps its digit to a set by
	// runs (setOf): run r starts at digit runAt[r] and set runFirst[r],
	// and its sets take runWeight[r] digits each. Unused runs start at
	// 2^64-1, past every digit.
	runs      int
	runAt     [maxChoiceRuns]uint64
	runFirst  [maxChoiceRuns]uint64
	runWeight [maxChoiceRuns]uint64
	runMagic  [maxChoiceRuns]uint64 // 2^runShift/runWeight[r], rounded up
}

// ChoiceRun is a run of sets of a weighted Choice (NewWeightedChoice):
// the next Sets sets, each chosen with weight Weight.
type ChoiceRun struct {
	Sets, Weight int
}

// maxChoiceRuns is the most runs of a weighted Choice: the digit is
// mapped to its run by one comparison with each run's start (setOf), so
// every run costs every draw. Eight hold the orbit sizes of the suit
// relabellings, the divisors of 24.
const maxChoiceRuns = 8

// maxChoiceWeight bounds the weights of a weighted Choice, so that setOf
// divides exactly by a multiplication: see setOf.
const maxChoiceWeight = 1 << 15

// runShift is the shift of setOf's division by a multiplication.
const runShift = 39

// maxChoiceSets is the most sets a Choice draws from: one choice among
// 2^24 and five picks among 52 cards multiply to below 2^53, so a whole
// board still comes with the choice.
const maxChoiceSets = 1 << 24

// maxRest is the most further groups of picks a draw takes: the choice
// comes with one pick at least, and the other 51 cards of a deck go
// dealGroup to a group.
const maxRest = (NumCards - 1 + dealGroup - 1) / dealGroup

// maxOrderSets is the most sets whose cards a Choice lists in order
// (Choice.order), at 52 bytes a set for each Choice: past it, the lists
// would take more memory than they save time, and pick searches the sets
// instead (pickGo).
const maxOrderSets = 1 << 16

// maxChoiceBits bounds the product of the ranges decoded from the random
// number of a Choice: rejections, which happen with probability below
// p/2^64, are then rarer than one draw in 2^8.
const maxChoiceBits = 56

// NewChoice returns a Choice that deals k cards from one of sets. It keeps
// the slice, which it does not modify, and which must not change while the
// Choice is in use; Choices may share one. Bits of the sets above the 52
// cards are ignored (the Choice then keeps a copy without them). NewChoice
// panics if sets is empty or holds more than 2^24 sets, if they differ in
// size, or if k exceeds it.
func NewChoice(sets []Set, k int) Choice {
	if len(sets) == 0 || len(sets) > maxChoiceSets {
		panic("deck: NewChoice: no sets, or more than 2^24")
	}
	return newChoice(sets, uint64(len(sets)), k)
}

// NewWeightedChoice is NewChoice for sets chosen with probability in
// proportion to integer weights, given by runs of equal weight (at most
// eight): the first runs[0].Sets sets weigh runs[0].Weight each, and so
// on. Sampling by orbits of the suit relabellings needs it: an orbit's
// representative stands for as many deals as the orbit holds. The
// choice's digit ranges over the sum of the weights, each set taking as
// many consecutive values as it weighs, so the draw stays one random
// number, exact and uniform in that digit as in NewChoice's. It panics
// if the runs do not count len(sets) sets, if there are more than eight,
// if a weight is below 1 or above 2^15, if a run counts fewer than 0 or
// more than 2^24 sets, if the weights sum to more than 2^24, or as
// NewChoice does. The runs and weights come from the caller's code, not
// from a user, so a bad one is a programmer's error, as NewChoice's sets
// are.
func NewWeightedChoice(sets []Set, runs []ChoiceRun, k int) Choice {
	if len(runs) == 0 || len(runs) > maxChoiceRuns {
		panic("deck: NewWeightedChoice: no runs, or more than 8")
	}
	var c Choice
	var n, total uint64
	for r := range c.runAt {
		c.runAt[r] = 1<<64 - 1
	}
	for r, run := range runs {
		if run.Weight < 1 || run.Weight > maxChoiceWeight {
			panic("deck: NewWeightedChoice: a weight below 1 or above 2^15")
		}
		// Bounding each run's sets keeps the products and sums below
		// 2^64, so that total's check below cannot be passed by a wrap.
		if run.Sets < 0 || run.Sets > maxChoiceSets {
			panic("deck: NewWeightedChoice: a run of fewer than 0 or more than 2^24 sets")
		}
		c.runAt[r], c.runFirst[r] = total, n
		c.runWeight[r] = uint64(run.Weight)
		c.runMagic[r] = 1<<runShift/uint64(run.Weight) + 1
		n += uint64(run.Sets)
		total += uint64(run.Sets) * uint64(run.Weight)
		if total > maxChoiceSets {
			panic("deck: NewWeightedChoice: weights summing to more than 2^24")
		}
	}
	if n != uint64(len(sets)) || n == 0 {
		panic("deck: NewWeightedChoice: runs that do not count the sets")
	}
	w := newChoice(sets, total, k)
	w.runs, w.runAt, w.runFirst, w.runWeight, w.runMagic = len(runs), c.runAt, c.runFirst, c.runWeight, c.runMagic
	return w
}

// setOf returns the set of a weighted Choice that digit d, below c.m,
// chooses. Its run is the number of runs after the first that start at
// or below d, counted without branches but for the loop, whose count is
// the same every draw and so predicted; within the run, the set is the
// quotient of d's offset by the run's weight w, found as
// (offset * ceil'(2^39/w)) >> 39 with ceil'(y) = floor(y)+1: that is
// offset/w + offset*e/2^39 with 0 < e <= 1, and the error, below 2^24/2^39
// = 1/2^15, cannot carry past the next multiple of 1/w for w <= 2^15; the
// product stays below 2^63.
func (c *Choice) setOf(d uint64) uint64 {
	var r uint64
	for t := 1; t < c.runs; t++ {
		r += b2u(d >= c.runAt[t])
	}
	return c.runFirst[r] + (d-c.runAt[r])*c.runMagic[r]>>runShift
}

// index returns the set that digit d chooses.
func (c *Choice) index(d uint64) uint64 {
	if c.runs == 0 {
		return d
	}
	return c.setOf(d)
}

// b2u returns 1 if b, else 0, without a branch.
func b2u(b bool) uint64 {
	var x uint64
	if b {
		x = 1
	}
	return x
}

// newChoice is NewChoice with a digit ranging over m.
func newChoice(sets []Set, m uint64, k int) Choice {
	n := (sets[0] & FullDeck).Len()
	high := false
	for _, s := range sets {
		if (s & FullDeck).Len() != n {
			panic("deck: NewChoice: sets of different sizes")
		}
		high = high || s&^FullDeck != 0
	}
	if high {
		clean := make([]Set, len(sets))
		for i, s := range sets {
			clean[i] = s & FullDeck
		}
		sets = clean
	}
	if k > n || k < 0 {
		panic("deck: NewChoice: more cards requested than the sets hold")
	}
	// One choice among 2^16 sets and seven picks among 52 cards multiply
	// to below 2^56; fewer sets leave room for more picks (nine from one
	// set of 52: below 2^51), more for fewer.
	c := Choice{sets: sets, m: m, n: uint64(n), k: k, p: m}
	for c.first < k {
		hi, lo := bits.Mul64(c.p, c.n-uint64(c.first))
		if hi != 0 || lo > 1<<maxChoiceBits {
			break
		}
		c.p = lo
		c.first++
	}
	for n, left := c.n-uint64(c.first), k-c.first; left > 0; {
		b, p := min(left, dealGroup), uint64(1)
		for t := range b {
			p *= n - uint64(t)
		}
		c.rest = append(c.rest, p)
		n, left = n-uint64(b), left-b
	}
	if !fastPick && len(sets) <= maxOrderSets {
		c.order = make([][NumCards]Card, len(sets))
		for i, s := range sets {
			s.AppendCards(c.order[i][:0])
		}
	}
	return c
}

// Draw chooses one of the sets uniformly at random and deals k of its cards
// uniformly at random without replacement, returning the set's index and
// the cards, which are valid until the next draw.
func (c *Choice) Draw(r *Rand) (int, []Card) {
	for {
		u := r.Uint64()
		if x := u * c.p; x < c.p && x < -c.p%c.p {
			continue
		}
		i, x := bits.Mul64(u, c.m)
		i = c.index(i)
		var left Set
		if c.order != nil {
			left = pickOrdered(c.cards[:c.first], c.sets[i], &c.order[i], x, c.n)
		} else {
			left = pick(c.cards[:c.first], c.sets[i], x, c.n)
		}
		if c.first < c.k {
			pickRest(r, c.cards[c.first:c.k], left, c.n-uint64(c.first))
		}
		return int(i), c.cards[:c.k]
	}
}

// DrawMany draws len(idx) times, exactly as as many calls of Draw would,
// one after another: draw j's set index goes to idx[j] and its cards to
// cards[j*k : (j+1)*k], k the cards dealt per draw. It draws the numbers
// for up to manyJobs draws first and then deals them several at a time,
// interleaved, which hides most of a deal's latency; where a draw takes
// several numbers, it deals a group of picks of every draw at a time
// (drawRounds). DrawMany panics if cards is shorter than len(idx)*k.
func (c *Choice) DrawMany(r *Rand, idx []int32, cards []Card) {
	k := c.k
	cards = cards[:len(idx)*k]
	if k == 0 {
		for j := range idx {
			idx[j] = int32(c.choose(r))
		}
		return
	}
	if c.first < k || c.runs > 0 {
		// Weighted choices go the general way too, so that this loop,
		// the commonest, needs no test for them.
		c.drawRounds(r, idx, cards)
		return
	}
	m, p, sets := c.m, c.p, c.sets
	// The generator's state is stepped in locals, so that it stays in
	// registers instead of going through memory at every number: a
	// local Rand whose address the rare path took was kept in memory.
	hi, lo := r.hi, r.lo
	for len(idx) > 0 {
		jobs := c.jobs[:min(len(idx), manyJobs)]
		for j := range jobs {
			var u uint64
			u, hi, lo = pcgNext(hi, lo)
			if x := u * p; x < p {
				u, hi, lo = c.recheck(u, hi, lo)
			}
			i, x := bits.Mul64(u, m)
			idx[j] = int32(i)
			jobs[j] = pickJob{sets[i], x}
		}
		if c.order != nil {
			pickOrderedMany(cards, k, k, idx[:len(jobs)], jobs, c.order, c.n)
		} else {
			pickMany(cards, k, k, jobs, c.n)
		}
		idx, cards = idx[len(jobs):], cards[len(jobs)*k:]
	}
	r.hi, r.lo = hi, lo
}

// recheck is the rare path of DrawMany's test for rejection, for a
// number u whose x = u*p is below p, drawn by a generator now in state
// (hi, lo): it returns u if x is not below 2^64 mod p, else the next
// number Draw does not reject, with the generator's state after either.
func (c *Choice) recheck(u, hi, lo uint64) (uint64, uint64, uint64) {
	if u*c.p >= -c.p%c.p {
		return u, hi, lo
	}
	r := Rand{hi: hi, lo: lo}
	u = c.accept(&r)
	return u, r.hi, r.lo
}

// manyJobs is the most draws DrawMany deals in one call of pickMany.
const manyJobs = 64

// accept returns the next random number that Draw does not reject.
func (c *Choice) accept(r *Rand) uint64 { return acceptUnder(r, c.p) }

// acceptUnder returns the next random number whose digits of ranges of
// product p Lemire's method accepts (see dealGroup).
func acceptUnder(r *Rand, p uint64) uint64 {
	var u uint64
	u, r.hi, r.lo = acceptState(r.hi, r.lo, p)
	return u
}

// acceptState is acceptUnder for a generator in state (hi, lo): it
// returns the number and the generator's next state.
func acceptState(hi, lo, p uint64) (u, nhi, nlo uint64) {
	for {
		u, hi, lo = pcgNext(hi, lo)
		if x := u * p; x >= p || x >= -p%p {
			return u, hi, lo
		}
	}
}

// choose is Draw for k = 0: the index of a set.
func (c *Choice) choose(r *Rand) int {
	i, _ := bits.Mul64(acceptUnder(r, c.p), c.m)
	return int(c.index(i))
}

// drawRounds is DrawMany for draws of several random numbers, and for
// weighted choices. It takes
// the numbers of up to manyJobs draws first, in the order Draw takes them
// (whether a number is rejected depends only on it and on the product of
// its ranges, never on the cards), and then deals in rounds, each
// interleaving the draws as DrawMany does for one number: the choices and
// their first picks, then each further group of picks from the cards each
// draw has left (which pickMany leaves in its job), each draw's at its
// place among its k cards.
func (c *Choice) drawRounds(r *Rand, idx []int32, cards []Card) {
	k, m := c.k, c.m
	hi, lo := r.hi, r.lo // as in DrawMany
	for len(idx) > 0 {
		nj := min(len(idx), manyJobs)
		jobs := c.jobs[:nj]
		for j := range jobs {
			var u uint64
			u, hi, lo = pcgNext(hi, lo)
			if x := u * c.p; x < c.p {
				u, hi, lo = c.recheck(u, hi, lo)
			}
			i, x := bits.Mul64(u, m)
			i = c.index(i)
			idx[j] = int32(i)
			jobs[j] = pickJob{c.sets[i], x}
			for g, p := range c.rest {
				c.xs[g*manyJobs+j], hi, lo = acceptState(hi, lo, p)
			}
		}
		if c.order != nil {
			pickOrderedMany(cards, k, c.first, idx[:nj], jobs, c.order, c.n)
		} else {
			pickMany(cards, k, c.first, jobs, c.n)
		}
		at, n := c.first, c.n-uint64(c.first)
		for g := range c.rest {
			b := min(k-at, dealGroup)
			for j := range jobs {
				jobs[j].x = c.xs[g*manyJobs+j]
			}
			pickMany(cards[at:], k, b, jobs, n)
			at, n = at+b, n-uint64(b)
		}
		idx, cards = idx[nj:], cards[nj*k:]
	}
	r.hi, r.lo = hi, lo
}

// pickRest deals dst from the n cards of left, dealGroup picks to a random
// number, as Choice.Draw does.
func pickRest(r *Rand, dst []Card, left Set, n uint64) {
	for len(dst) > 0 {
		b := min(len(dst), dealGroup)
		p := uint64(1)
		for t := range b {
			p *= n - uint64(t)
		}
		u := r.Uint64()
		if x := u * p; x < p && x < -p%p {
			continue
		}
		left = pick(dst[:b], left, u, n)
		dst, n = dst[b:], n-uint64(b)
	}
}

// swapStep runs step t of a Fisher-Yates shuffle of the first n cards of c
// with the leading mixed-radix digit of x: it swaps into position t the
// card at t + floor(x*(n-t) / 2^64), and returns the rest of x, x*(n-t)
// mod 2^64.
func swapStep(c *[NumCards]Card, n, t, x uint64) uint64 {
	j, x := bits.Mul64(x, n-t)
	j += t
	c[t], c[j] = c[j], c[t]
	return x
}

// dealGroup is the most positions drawn from one random number: the
// product of eight ranges of at most 52 is below 2^46, so rejections are
// rarer than one in 2^18 draws.
//
// Let p be the product of the ranges. Multiplying a random 64-bit x by the
// first range gives a 128-bit product whose high word is the first
// position and whose low word is multiplied by the next range, and so on
// (swapStep); the positions so found are the mixed-radix digits of
// floor(x*p / 2^64), and the last low word is x*p mod 2^64. Lemire's
// argument then applies to the range p as a whole: rejecting x when that
// low word is below 2^64 mod p leaves every value of floor(x*p / 2^64),
// hence every combination of positions, equally likely.
const dealGroup = 8

// DrawExcluding deals len(dst) cards of d that are not in exclude,
// uniformly at random without replacement, into dst. It is Draw for a deck
// some of whose cards are out of play for this deal only (the hands of a
// Monte Carlo trial): it runs Fisher-Yates steps until enough cards not in
// exclude have come up. The cards at the front of a partial shuffle are a
// uniformly random sequence, so those not in exclude are a uniformly random
// sequence of the rest. It panics if d does not hold enough such cards.
func (d *Deck) DrawExcluding(r *Rand, dst []Card, exclude Set) {
	n := uint64(d.n)
	got, i := 0, 0
	for got < len(dst) {
		// Decode only the positions still wanted, and keep what they deal
		// only if the group is not rejected (see drawFrom).
		b := min(d.n-i, len(dst)-got, dealGroup)
		if b == 0 {
			panic("deck: Deck.DrawExcluding: not enough cards outside exclude")
		}
		x, p := r.Uint64(), uint64(1)
		kept := got
		for t := uint64(i); t < uint64(i+b); t++ {
			x = swapStep(&d.cards, n, t, x)
			p *= n - t
			if c := d.cards[t]; !exclude.Has(c) {
				dst[kept] = c
				kept++
			}
		}
		if x >= p || x >= -p%p {
			got, i = kept, i+b
		}
	}
}
