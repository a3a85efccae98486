package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
)

// Monte Carlo draws an assignment of hands to players with ranges by
// rejection (rangeSampler.attempt) when whole assignments drawn at random
// rarely share a card. Where they nearly always do (ten players each
// holding the top 10% of hands, all made of the same 28 high cards), it
// draws them by a random walk instead:
//
//   - Each segment of trials (walkSegment of them) starts from an
//     assignment drawn by rejection, which is exactly distributed as the
//     ranges say (the target).
//   - Each trial then redraws the hands of one unit, in turn: a seat drawn
//     alone, or the listed seats together, from its distribution given the
//     hands the other units hold (hands that share no card with them, in
//     proportion to their weights): a Gibbs update. A Gibbs update leaves
//     the target distribution as it is, so every trial's assignment is,
//     like the first, exactly distributed as the target, and each trial's
//     expected outcome is the exact equity: the estimate is unbiased.
//   - The board and the cards of players holding every hand alike are
//     dealt afresh each trial from the cards left, as in the other loops.
//
// Trials of a walk are not independent, so the standard error is not the
// spread of single trials: it is estimated from the spread of the means of
// the segments (batch means). Segments are independent, each from its own
// exact start, whether or not the walk mixes: one-seat updates may never
// leave the group of assignments they start in (four ranges built of the
// same few aces, kings and queens), and sub-batches of one long walk then
// vary far less than independent ones would, which once made the stated
// standard error several times too small. Blocks are independent, each
// with its own stream, so the result is the same for any number of
// workers.

// walkBelow is the acceptance of whole random assignments below which the
// walk is used.
const walkBelow = 0.2

// pilotTries is the number of whole assignments the pilot draws, from a
// fixed stream, to measure acceptance: the choice of sampler depends on
// the matchup alone.
const pilotTries = 4096

// walkStartTries is the most whole assignments a block draws for its start
// before it gives up: ranges whose assignments nearly never fit together.
const walkStartTries = 1 << 26

// tightTries is the number of whole assignments drawn, from a fixed
// stream, when the pilot finds none that fits: if none of these fits
// either, the ranges are refused as too tight to sample, in a fraction of
// a second, rather than after each block of the walk has drawn
// walkStartTries in vain. A start must be drawn exactly (by rejection),
// as the walk may not mix between the groups of assignments that
// one-seat updates cannot cross: a start built otherwise biases the
// result.
const tightTries = 1 << 20

// errTooTight reports ranges that no search found an assignment of: bad
// input, decided before any trial runs.
var errTooTight = matchupError("matchup", ErrRange,
	"the ranges are too tight to sample: of about a million assignments of hands drawn at random (2^20), none gave every player a hand of their range without using a card twice; widen the ranges or seat fewer players")

// scanAfter is the number of rejected redraws of one unit after which a
// Gibbs update lists the unit's fitting hands instead.
const scanAfter = 64

// subBatch is the least number of trials of a segment of the walk, a
// sub-batch of its batch means.
const subBatch = 1024

// walkSegment returns the number of trials the walk plays from each exact
// start, for whole assignments that fit with probability acc: the least
// power of two, from subBatch to BlockSize, that spends at most a
// sixteenth of a whole assignment's drawing a trial on starts (some 1/acc
// draws each). A 4M-trial run then still has at least 122 independent
// segments for its batch means.
func walkSegment(acc float64) int {
	n := subBatch
	for n < BlockSize && !(acc*float64(n) >= 16) {
		n *= 2
	}
	return n
}

// pilotAcceptance returns the fraction of whole assignments, drawn from a
// fixed stream, that share no card.
func (s *rangeSetup) pilotAcceptance() float64 {
	rs := s.newSampler()
	rs.rng.Seed(0x7069_6c6f_74, 0) // "pilot"
	ok := 0
	for range pilotTries {
		if _, fits := rs.attempt(); fits {
			ok++
		}
	}
	return float64(ok) / pilotTries
}

// runWalk plays the trials of block i by the random walk.
func (s *rangeSampler) runWalk(ctx context.Context, seed uint64, i int64, trials int) block {
	b := block{t: newTally(s.game, len(s.seats), s.cats)}
	b.t.bm = new(batchMeans)
	if s.byHand {
		b.heroes = new(heroTable)
	}
	s.deck = s.fresh
	s.rng.Seed(seed, uint64(i))
	need := s.kBoard + 2*len(s.dealt)
	cards := s.drawn[:need]
	var used deck.Set
	for trial := range trials {
		if trial%s.segment == 0 {
			var err error
			if used, err = s.start(ctx); err != nil {
				b.err = err
				return b
			}
		}
		used = s.sweep(used)
		s.dealAround(cards, used)
		s.count(&b, cards)
		if (trial+1)%s.segment == 0 {
			s.flush(&b)
			b.t.closeSub()
		}
	}
	s.flush(&b)
	b.t.closeSub()
	return b
}

// start draws an assignment by rejection, exactly distributed as the
// ranges say, and returns the cards it uses.
func (s *rangeSampler) start(ctx context.Context) (deck.Set, error) {
	for try := 0; try < walkStartTries; try += 1 << 16 {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		if used, ok := s.choose(1 << 16); ok {
			return used, nil
		}
	}
	return 0, errOverlap
}

// sweep updates every unit once, the seats drawn alone and then the listed
// ones, and returns the cards used.
func (s *rangeSampler) sweep(used deck.Set) deck.Set {
	for _, p := range s.rest {
		used = s.updateSeat(p, used)
	}
	if len(s.listed) > 0 {
		used = s.updateListed(used)
	}
	return used
}

// updateSeat redraws seat p's hand from its range given the cards the
// other seats hold (used, less p's own), and returns the cards used.
func (s *rangeSampler) updateSeat(p int, used deck.Set) deck.Set {
	combos := s.seats[p].combos
	others := used &^ combos[s.hand[p]].Set()
	for range scanAfter {
		j := s.seatPicks[p].sample(&s.rng)
		if c := combos[j].Set(); c&others == 0 {
			s.hand[p] = j
			return others | c
		}
	}
	// Nearly every hand clashes: draw among those that fit, listed.
	weights := s.seats[p].weights
	var total float64
	last := -1
	for j, c := range combos {
		if c.Set()&others == 0 {
			total += weights[j]
			last = j
		}
	}
	x := s.uniform() * total
	for j, c := range combos {
		if c.Set()&others != 0 {
			continue
		}
		if x -= weights[j]; x < 0 || j == last {
			s.hand[p] = j
			return others | c.Set()
		}
	}
	return used // cannot happen: the current hand fits
}

// updateListed redraws the listed seats' assignment given the cards the
// other seats hold, and returns the cards used.
func (s *rangeSampler) updateListed(used deck.Set) deck.Set {
	n := len(s.listed)
	var own deck.Set
	for _, p := range s.listed {
		own |= s.seats[p].combos[s.hand[p]].Set()
	}
	others := used &^ own
	for range scanAfter {
		k := s.pick.sample(&s.rng)
		if set := s.tupleSet(k); set&others == 0 {
			s.setTuple(k)
			return others | set
		}
	}
	var total float64
	last := -1
	for k := range len(s.tuples) / n {
		if s.tupleSet(k)&others == 0 {
			total += s.pick.weight(k)
			last = k
		}
	}
	x := s.uniform() * total
	for k := range len(s.tuples) / n {
		if set := s.tupleSet(k); set&others == 0 {
			if x -= s.pick.weight(k); x < 0 || k == last {
				s.setTuple(k)
				return others | set
			}
		}
	}
	return used // cannot happen: the current assignment fits
}

// tupleSet returns the cards of listed assignment k.
func (s *rangeSampler) tupleSet(k int) deck.Set {
	n := len(s.listed)
	var set deck.Set
	for t, p := range s.listed {
		set |= s.seats[p].combos[s.tuples[k*n+t]].Set()
	}
	return set
}

// setTuple gives the listed seats assignment k.
func (s *rangeSampler) setTuple(k int) {
	n := len(s.listed)
	for t, p := range s.listed {
		s.hand[p] = int(s.tuples[k*n+t])
	}
}

// uniform returns a uniform float64 in [0, 1).
func (s *rangeSampler) uniform() float64 {
	return float64(s.rng.Uint64()>>11) / (1 << 53)
}
