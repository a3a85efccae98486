package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// studSampler plays Monte Carlo trials of a stud matchup (stud.go). Each
// worker owns one. A trial deals the community card, if any, then each
// player's missing cards, all from the cards left, by deck.Choice in
// batches, so every deal is equally likely and a block's deals depend only
// on its stream.
type studSampler struct {
	s      *studSetup
	choice deck.Choice
	rng    deck.Rand
	cats   bool
	idx    [choiceBatch]int32
	cards  []deck.Card
	vals   []uint32
	hi     []eval.Rank
	lo     []eval.Low
	loop   studLoop // the trial loop, chosen by NewPlan (its engine's)
}

// A studLoop plays a block's trials of a studSampler into a tally: the
// trial loop of one Monte Carlo engine (engine.go), chosen by NewPlan
// (studMCEngine).
type studLoop func(ss *studSampler, t *tally, trials int)

// newSampler returns a sampler of s that plays its trials by loop.
func (s *studSetup) newSampler(categories bool, loop studLoop) *studSampler {
	n := len(s.players)
	ss := &studSampler{s: s, cats: categories, cards: make([]deck.Card, choiceBatch*max(1, s.need)),
		vals: make([]uint32, n), hi: make([]eval.Rank, n), lo: make([]eval.Low, n)}
	sets := []deck.Set{deck.SetOf(s.avail...)}
	ss.choice = deck.NewChoice(sets, s.need)
	ss.loop = loop
	return ss
}

// run plays trials trials of block i with the stream (seed, i).
func (ss *studSampler) run(_ context.Context, seed uint64, i int64, trials int) block {
	s := ss.s
	t := newTally(s.g, len(s.players), ss.cats)
	ss.rng.Seed(seed, uint64(i))
	ss.loop(ss, t, trials)
	return block{t: t}
}

// studMCEngine returns the Monte Carlo engine of s's matchup: heads-up
// without categories or a community card, a loop of local counters; else
// the game's showdown. The choice depends on the matchup and categories
// alone, so it is made once, by NewPlan.
func studMCEngine(s *studSetup, categories bool) engine {
	if len(s.players) == 2 && !categories && !s.community && s.need > 0 {
		return studHeadsUpMC{s}
	}
	return studGenericMC{s}
}

// deal draws the next n deals, n at most choiceBatch.
func (ss *studSampler) deal(n int) {
	ss.choice.DrawMany(&ss.rng, ss.idx[:n], ss.cards[:n*ss.s.need])
}

// runHeadsUp counts two players' showdowns in local counters, as
// studDuel counts them, and adds them to t at the end. Each game has its
// own loop, so that the valuation is inline and chosen once.
func (ss *studSampler) runHeadsUp(t *tally, trials int) {
	s := ss.s
	if s.rules.split {
		// The outcome's cell is computed from flags, without branches:
		// who wins a random showdown is a guess branch prediction loses.
		var flat [12]int64
		lows := eval.LowMasks()
		ss.eachDeal(trials, func(h0, h1 eval.Hand) {
			x, y := h0.Rank(), h1.Rank()
			l0, l1 := lows[h0.LowRanks()], lows[h1.LowRanks()]
			hi := b2u(x < y) + 2*b2u(x == y)
			lo := b2u(l0 > l1) + 2*b2u(l0 < l1) + 3*b2u(l0 == l1 && l0 != 0)
			flat[hi*4+lo]++
		})
		var out duelOutcomes
		for i, n := range flat {
			out[i/4][i%4] = n
		}
		t.addDuel(&out)
		return
	}
	var d duel
	if s.rules.razz {
		a5 := eval.AceFiveLows()
		ss.eachDeal(trials, func(h0, h1 eval.Hand) { d.add(eval.Rank(a5.Value(h0)), eval.Rank(a5.Value(h1))) })
	} else {
		ss.eachDeal(trials, func(h0, h1 eval.Hand) { d.add(h0.Rank(), h1.Rank()) })
	}
	t.headsUp(int64(trials), d)
}

// eachDeal deals trials heads-up deals and calls f with the two hands of
// each.
func (ss *studSampler) eachDeal(trials int, f func(h0, h1 eval.Hand)) {
	s := ss.s
	b0, b1, k0, need := s.players[0].base, s.players[1].base, s.players[0].k, s.need
	for done := 0; done < trials; done += choiceBatch {
		n := min(choiceBatch, trials-done)
		ss.deal(n)
		cards := ss.cards[:n*need]
		for len(cards) > 0 {
			h0, h1 := b0, b1
			for _, x := range cards[:k0] {
				h0 = h0.Add(x)
			}
			for _, x := range cards[k0:need] {
				h1 = h1.Add(x)
			}
			f(h0, h1)
			cards = cards[need:]
		}
	}
}

// runGeneric plays trials with any players.
func (ss *studSampler) runGeneric(t *tally, trials int) {
	s := ss.s
	need := s.need
	for done := 0; done < trials; done += choiceBatch {
		n := min(choiceBatch, trials-done)
		if need > 0 {
			ss.deal(n)
		}
		for j := range n {
			c := ss.cards[j*need : j*need+need]
			var comm eval.Hand
			if s.community {
				comm, c = comm.Add(c[0]), c[1:]
			}
			for p := range s.players {
				pl := &s.players[p]
				h := pl.base.Merge(comm)
				for _, x := range c[:pl.k] {
					h = h.Add(x)
				}
				c = c[pl.k:]
				ss.vals[p] = s.rules.value(h)
			}
			s.record(t, ss.vals, ss.hi, ss.lo, 1)
		}
	}
}
