package sim

import (
	"context"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// sampler deals and values random completions of a matchup. Each worker
// owns one.
type sampler struct {
	game   game.Game
	rank   *eval.Ranking // the game's
	fresh  deck.Deck     // the cards not known, in order
	choice deck.Choice   // deals need cards of fresh
	need   int           // cards dealt per trial
	board  eval.Hand     // the known board
	kBoard int           // board cards dealt per trial
	base   []eval.Hand   // each player's known cards
	kHole  []int         // each player's cards dealt per trial
	holes  []eval.Hand   // each player's cards in the current trial
	vals   []eval.Rank
	lows   []eval.Low
	masks  *maskCounts // for three or more players of known hands
	// winners holds, for known hands with one or two board cards to come,
	// the winners' mask of each completion (see runLate); built on first use.
	winners []uint16
	rng     deck.Rand
	cats    bool
	loop    holdemLoop // the trial loop, chosen by NewPlan (its engine's)
	// The deals of a batch of runHeadsUp's or runMultiway's trials: trial
	// j's cards at j*need.
	batchIdx   [choiceBatch]int32
	batchCards []deck.Card
}

// A holdemLoop plays a block's trials of a sampler into a tally. Each is
// the trial loop of one Monte Carlo engine (engine.go), which NewPlan
// chooses (holdemMCEngine).
type holdemLoop func(s *sampler, t *tally, trials int)

// newSampler returns a sampler of m that plays its trials by loop.
func newSampler(m *Matchup, categories bool, loop holdemLoop) *sampler {
	s := &sampler{game: m.Game, rank: m.Game.Ranking(), fresh: deck.NewDeck(m.Known() | ^m.Game.Deck()), board: eval.NewHand(m.Board...), cats: categories}
	s.kBoard = m.Game.BoardCards() - len(m.Board)
	s.need = s.kBoard
	for _, p := range m.Players {
		s.base = append(s.base, eval.NewHand(p.Cards...))
		k := m.Game.HoleCards() - len(p.Cards)
		s.kHole = append(s.kHole, k)
		s.need += k
	}
	s.vals = make([]eval.Rank, len(m.Players))
	s.lows = make([]eval.Low, len(m.Players))
	s.holes = make([]eval.Hand, len(m.Players))
	s.choice = deck.NewChoice([]deck.Set{deck.SetOf(s.fresh.Cards()...)}, s.need)
	s.batchCards = make([]deck.Card, choiceBatch*s.need)
	s.loop = loop
	return s
}

// run plays trials trials of block i with the stream (seed, i).
func (s *sampler) run(_ context.Context, seed uint64, i int64, trials int) block {
	t := newTally(s.game, len(s.base), s.cats)
	// A Choice keeps nothing from one deal to the next, so a block's deals
	// depend only on its stream.
	s.rng.Seed(seed, uint64(i))
	s.loop(s, t, trials)
	return block{t: t}
}

// holdemMCEngine returns the Monte Carlo engine of m, a matchup of
// known (or partly known) hands in a Hold'em-family game: a fast loop for
// known hands in a game of the best five of hole and board cards, played
// for the high only, without categories (it counts winners' masks, so at
// most maxMaskPlayers players); the generic loop otherwise. The choice
// depends on the matchup and categories alone, so it is made once, by
// NewPlan.
func holdemMCEngine(m *Matchup, categories bool) engine {
	g := m.Game
	known := true
	for _, p := range m.Players {
		known = known && len(p.Cards) == g.HoleCards()
	}
	switch kBoard := g.BoardCards() - len(m.Board); {
	case !known || categories || len(m.Players) > maxMaskPlayers || g.Use() != game.AnyFive || g.Low() != game.NoLow:
		return holdemGenericMC{}
	case kBoard == 1 || kBoard == 2:
		return holdemLateMC{}
	case len(m.Players) == 2:
		return holdemHeadsUpMC{}
	default:
		return holdemMultiwayMC{}
	}
}

// runGeneric plays trials with any players, dealing each player's missing
// cards after the board's, and values them with the game's showdown.
func (s *sampler) runGeneric(t *tally, trials int) {
	for range trials {
		_, drawn := s.choice.Draw(&s.rng)
		b := s.board
		for _, c := range drawn[:s.kBoard] {
			b = b.Add(c)
		}
		next := s.kBoard
		for p, h := range s.base {
			for _, c := range drawn[next : next+s.kHole[p]] {
				h = h.Add(c)
			}
			next += s.kHole[p]
			s.holes[p] = h
		}
		s.game.Showdown(s.vals, s.lows, s.holes, b)
		t.showdown(s.vals, s.lows, 1)
	}
}

// known reports whether every player's hole cards are known.
func (s *sampler) known() bool {
	for _, k := range s.kHole {
		if k != 0 {
			return false
		}
	}
	return true
}

// runMultiway is run for three or more players of known hands in a game
// whose hands are the best five of hole and board cards: it values each
// hand inline and counts outcomes by their winners (maskCounts).
func (s *sampler) runMultiway(t *tally, trials int) {
	if s.masks == nil {
		s.masks = newMaskCounts(len(s.base))
	}
	hb := s.holes
	for p, h := range s.base {
		hb[p] = h.Merge(s.board)
	}
	vals, rk := s.vals, s.rank
	for done := 0; done < trials; done += choiceBatch {
		n := min(choiceBatch, trials-done)
		s.dealBatch(n)
		for j := range n {
			b := s.batchBoard(j)
			for p, h := range hb {
				vals[p] = rk.Value(h.Merge(b))
			}
			s.masks.add(vals)
		}
	}
	s.masks.flush(t)
}

// runLate is run for known hands with one or two board cards to come, in a
// game whose hands are the best five of hole and board cards. A trial's
// outcome is a function of the cards dealt alone, and there are at most
// 52*51/2 such deals: their winners' masks are found once (winnerTable), and
// each trial deals its cards exactly as runMultiway and runHeadsUp do and
// looks its outcome up. The stream, and so the result, is theirs, bit for
// bit; a trial costs a deal and a load instead of a valuation per player.
func (s *sampler) runLate(t *tally, trials int) {
	if s.masks == nil {
		s.masks = newMaskCounts(len(s.base))
	}
	if s.winners == nil {
		s.winners = s.winnerTable()
	}
	w, c := s.winners, s.masks.c
	for done := 0; done < trials; done += choiceBatch {
		n := min(choiceBatch, trials-done)
		s.dealBatch(n)
		cards := s.batchCards[:n*s.kBoard]
		if s.kBoard == 1 {
			for _, d := range cards {
				c[w[d]]++
			}
			continue
		}
		for j := 0; j+1 < len(cards); j += 2 {
			c[w[int(cards[j])<<6|int(cards[j+1])]]++
		}
	}
	s.masks.flush(t)
}

// winnerTable returns the winners' mask of each completion of the board by
// s.kBoard (one or two) cards of s.fresh: at index c for one card, at
// c0<<6|c1 and c1<<6|c0 for two. Other entries are 0 and never read.
func (s *sampler) winnerTable() []uint16 {
	cards := s.fresh.Cards()
	w := make([]uint16, 64<<(6*(s.kBoard-1)))
	hb := make([]eval.Hand, len(s.base))
	for p, h := range s.base {
		hb[p] = h.Merge(s.board)
	}
	mask := func(b eval.Hand) uint16 {
		for p, h := range hb {
			s.vals[p] = s.rank.Value(h.Merge(b))
		}
		return uint16(winnersMask(s.vals))
	}
	for i, c := range cards {
		if s.kBoard == 1 {
			w[c] = mask(eval.NewHand(c))
			continue
		}
		for _, d := range cards[i+1:] {
			m := mask(eval.NewHand(c, d))
			w[int(c)<<6|int(d)], w[int(d)<<6|int(c)] = m, m
		}
	}
	return w
}

// runHeadsUp is run for the commonest case, two players whose cards are
// known. It counts outcomes without branches (which of two random hands
// wins is a coin toss that would defeat branch prediction) in local
// variables.
func (s *sampler) runHeadsUp(t *tally, trials int) {
	h0, h1 := s.base[0].Merge(s.board), s.base[1].Merge(s.board)
	rk := s.rank
	var d duel
	for done := 0; done < trials; done += choiceBatch {
		n := min(choiceBatch, trials-done)
		s.dealBatch(n)
		for j := range n {
			b := s.batchBoard(j)
			d.add(rk.Value(h0.Merge(b)), rk.Value(h1.Merge(b)))
		}
	}
	t.headsUp(int64(trials), d)
}

// dealBatch draws the deals of the next n trials, n at most choiceBatch,
// as n calls of s.choice.Draw would.
func (s *sampler) dealBatch(n int) {
	s.choice.DrawMany(&s.rng, s.batchIdx[:n], s.batchCards[:n*s.need])
}

// batchBoard returns the board cards dealt in trial j of the batch, for
// known hands (need is kBoard).
func (s *sampler) batchBoard(j int) eval.Hand {
	var b eval.Hand
	if s.need == 5 {
		c := s.batchCards[j*5 : j*5+5]
		return b.Add(c[0]).Add(c[1]).Add(c[2]).Add(c[3]).Add(c[4])
	}
	for _, c := range s.batchCards[j*s.need : j*s.need+s.need] {
		b = b.Add(c)
	}
	return b
}
