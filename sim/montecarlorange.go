package sim

import (
	"cmp"
	"errors"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
)

// maxListedTuples is the most assignments of hands that Monte Carlo lists
// to sample from directly.
const maxListedTuples = 1 << 21

// maxRejections is the most assignments in a row that Monte Carlo rejects
// for sharing a card before it gives up.
const maxRejections = 1 << 22

// errOverlap reports ranges that overlap too much to sample by rejection.
var errOverlap = errors.New("the ranges overlap too much to sample: nearly every assignment of hands uses some card twice")

// rangeSetup holds what the workers of a Monte Carlo run with ranges share,
// read-only: the seats, each seat's hands as eval.Hands, and how to choose
// an assignment of hands.
//
// Every conflict-free assignment must count in proportion to the product of
// its hands' weights (every assignment leaves the same number of boards).
// The seats are taken narrowest range first, and as many as have at most
// listLimit assignments among themselves are listed: their conflict-free
// assignments are drawn by an alias table in constant time, however much
// they overlap (AA,KK vs AA,KK vs AA,KK). The other seats, with wide ranges,
// are drawn one by one from their own alias tables, and the whole
// assignment is drawn again if a card is used twice: rejection leaves the
// accepted assignments in the right proportions, and ranges that wide
// rarely clash.
type rangeSetup struct {
	seats     []seat
	holes     [][]eval.Hand // holes[i][j]: seat i's hand j
	listed    []int         // the listed seats
	rest      []int         // the other seats, narrowest first
	tuples    []uint16      // listed assignments, a hand index per listed seat
	pick      *alias        // over the listed assignments
	seatPicks []*alias      // over each seat's hands (nil for listed seats)
	dealt     []int         // seats holding every hand alike ("random"): dealt two cards from the deck
	handDecks []deck.Deck   // with a single drawn seat, for each of its hands the deck without that hand's cards
	fresh     deck.Deck     // the cards not on the board nor dead
	board     eval.Hand
	kBoard    int
	cats      bool
	byHand    bool
}

// newRangeSetup prepares Monte Carlo for m, listing the assignments of the
// narrowest seats while they number at most listLimit, and dealing the
// hands of players who hold every hand alike if deal (tests turn it off to
// compare).
func newRangeSetup(m *Matchup, opts Options, listLimit float64, deal bool) (*rangeSetup, error) {
	known := deck.SetOf(m.Board...) | deck.SetOf(m.Dead...)
	s := &rangeSetup{seats: m.seats(), fresh: deck.NewDeck(known), board: eval.NewHand(m.Board...),
		kBoard: m.Game.BoardCards() - len(m.Board), cats: opts.Categories, byHand: opts.ByHand}
	for _, st := range s.seats {
		hs := make([]eval.Hand, len(st.combos))
		for j, c := range st.combos {
			hs[j] = eval.NewHand(c.Hi, c.Lo)
		}
		s.holes = append(s.holes, hs)
	}
	// A player holding every hand with the same weight is dealt two cards
	// from the deck: with the other hands and the board fixed, every pair
	// of the cards left is then equally likely, as the range says, and as
	// many pairs are left whatever the others hold, so the others' hands
	// keep their proportions too.
	var order []int
	for i, p := range m.Players {
		if deal && p.Range != nil && uniformFull(p.Range) {
			s.dealt = append(s.dealt, i)
		} else {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(len(s.seats[a].combos), len(s.seats[b].combos)) })
	bound := 1.0
	for _, i := range order {
		bound *= float64(len(s.seats[i].combos))
		if bound > listLimit && len(s.listed) > 0 {
			s.rest = append(s.rest, i)
		} else {
			s.listed = append(s.listed, i)
		}
	}
	slices.Sort(s.listed)
	sub := make([]seat, len(s.listed))
	for k, i := range s.listed {
		sub[k] = s.seats[i]
	}
	var weights []float64
	forEachTuple(sub, func(hand []int, w float64) {
		for _, j := range hand {
			s.tuples = append(s.tuples, uint16(j))
		}
		weights = append(weights, w)
	})
	if len(weights) == 0 {
		return nil, matchupError("matchup", ErrRange, "the ranges cannot be dealt together")
	}
	s.pick = newAlias(weights)
	s.seatPicks = make([]*alias, len(s.seats))
	for _, i := range s.rest {
		s.seatPicks[i] = newAlias(s.seats[i].weights)
	}
	if len(s.listed) == 1 && len(s.rest) == 0 {
		// One hand drawn: deal the rest from a deck without its cards, so
		// that dealing needs no test for cards in use.
		for _, c := range s.seats[s.listed[0]].combos {
			s.handDecks = append(s.handDecks, deck.NewDeck(known|c.Set()))
		}
	}
	return s, nil
}

// uniformFull reports whether r holds every combo with the same weight.
func uniformFull(r *deck.Range) bool {
	w := r.Weight(deck.ComboAt(0))
	if w <= 0 {
		return false
	}
	for i := 1; i < deck.NumCombos; i++ {
		if r.Weight(deck.ComboAt(i)) != w {
			return false
		}
	}
	return true
}

// rangeSampler is a worker's Monte Carlo state for a matchup with ranges.
type rangeSampler struct {
	*rangeSetup
	deck      deck.Deck
	handDecks []deck.Deck // the worker's copy of rangeSetup.handDecks
	choice    deck.Choice // draws from handDecks, when their hands weigh the same
	rng       deck.Rand
	hand      []int
	vals      []eval.Rank
	drawn     [deck.NumCards]deck.Card
}

func (s *rangeSetup) newSampler() *rangeSampler {
	n := len(s.seats)
	rs := &rangeSampler{rangeSetup: s, hand: make([]int, n), vals: make([]eval.Rank, n)}
	if s.handDecks != nil {
		rs.handDecks = slices.Clone(s.handDecks)
		if s.pick.uniform {
			rs.choice = deck.NewChoice(rs.handDecks, s.kBoard+2*len(s.dealt))
		}
	}
	return rs
}

func (s *rangeSampler) run(seed uint64, i int64, trials int) batch {
	b := batch{t: newTally(len(s.seats), s.cats)}
	if s.byHand {
		b.heroes = new(heroTable)
	}
	// Each batch starts from the decks in order, so that its deals depend
	// only on its stream.
	s.deck = s.fresh
	copy(s.handDecks, s.rangeSetup.handDecks)
	s.rng.Seed(seed, uint64(i))
	if len(s.seats) == 2 && !s.cats && !s.byHand {
		switch {
		case len(s.dealt) == 0 && len(s.rest) == 0:
			s.runHeadsUp(b.t, trials)
			return b
		case len(s.dealt) == 1 && s.handDecks != nil:
			s.runHeadsUpDealt(b.t, trials)
			return b
		}
	}
	need := s.kBoard + 2*len(s.dealt)
	for range trials {
		used, ok := s.choose()
		if !ok {
			b.err = errOverlap
			return b
		}
		var cards []deck.Card
		if s.handDecks != nil {
			cards = s.handDecks[s.hand[s.listed[0]]].Draw(&s.rng, need)
		} else {
			cards = s.drawn[:need]
			s.deck.DrawExcluding(&s.rng, cards, used)
		}
		board := s.board
		for _, c := range cards[:s.kBoard] {
			board = board.Add(c)
		}
		for p, j := range s.hand {
			s.vals[p] = s.holes[p][j].Merge(board).Rank()
		}
		for k, p := range s.dealt {
			a, c := cards[s.kBoard+2*k], cards[s.kBoard+2*k+1]
			s.vals[p] = board.Add(a).Add(c).Rank()
		}
		b.t.record(s.vals, 1)
		if b.heroes != nil {
			b.heroes.record(s.heroHand(cards), s.vals)
		}
	}
	return b
}

// heroHand returns the first player's hand in the current trial, whose
// dealt cards are cards.
func (s *rangeSampler) heroHand(cards []deck.Card) deck.Combo {
	for k, p := range s.dealt {
		if p == 0 {
			return deck.NewCombo(cards[s.kBoard+2*k], cards[s.kBoard+2*k+1])
		}
	}
	return s.seats[0].combos[s.hand[0]]
}

// choose draws an assignment of hands into s.hand and returns the cards it
// uses; ok is false if maxRejections assignments in a row shared a card.
func (s *rangeSampler) choose() (used deck.Set, ok bool) {
	for range maxRejections {
		used = 0
		k := s.pick.sample(&s.rng) * len(s.listed)
		for t, p := range s.listed {
			j := int(s.tuples[k+t])
			s.hand[p] = j
			used |= s.seats[p].combos[j].Set()
		}
		clash := false
		for _, p := range s.rest {
			j := s.seatPicks[p].sample(&s.rng)
			c := s.seats[p].combos[j].Set()
			if c&used != 0 {
				clash = true
				break
			}
			s.hand[p] = j
			used |= c
		}
		if !clash {
			return used, true
		}
	}
	return 0, false
}

// runHeadsUp is run for two players whose assignments are listed, without
// categories or results by hand: it counts outcomes without branches, as
// sampler.runHeadsUp does.
func (s *rangeSampler) runHeadsUp(t *tally, trials int) {
	drawn := s.drawn[:s.kBoard]
	c0, c1 := s.seats[0].combos, s.seats[1].combos
	h0, h1 := s.holes[0], s.holes[1]
	var win0, win1 int64
	for range trials {
		k := 2 * s.pick.sample(&s.rng)
		j0, j1 := int(s.tuples[k]), int(s.tuples[k+1])
		s.deck.DrawExcluding(&s.rng, drawn, c0[j0].Set()|c1[j1].Set())
		board := s.board
		for _, c := range drawn {
			board = board.Add(c)
		}
		d := int64(h0[j0].Merge(board).Rank()) - int64(h1[j1].Merge(board).Rank())
		win0 += int64(uint64(-d) >> 63) // d > 0
		win1 += int64(uint64(d) >> 63)  // d < 0
	}
	t.headsUp(int64(trials), win0, win1)
}

// runHeadsUpDealt is run for a player holding a range (or a hand) against
// one holding every hand alike, without categories or results by hand:
// the first player's hand is drawn, and the board and the other's hand are
// dealt from the deck without its cards.
func (s *rangeSampler) runHeadsUpDealt(t *tally, trials int) {
	drawnSeat := s.listed[0]
	holes := s.holes[drawnSeat]
	need := s.kBoard + 2
	var win0, win1 int64
	// With one seat listed, its assignments are its hands in order.
	for range trials {
		var j int
		var cards []deck.Card
		if s.pick.uniform {
			j, cards = s.choice.Draw(&s.rng)
		} else {
			j = s.pick.sample(&s.rng)
			cards = s.handDecks[j].Draw(&s.rng, need)
		}
		board := s.board
		for _, c := range cards[:s.kBoard] {
			board = board.Add(c)
		}
		drawn := holes[j].Merge(board).Rank()
		dealt := board.Add(cards[s.kBoard]).Add(cards[s.kBoard+1]).Rank()
		d := int64(drawn) - int64(dealt)
		if drawnSeat == 1 {
			d = -d
		}
		win0 += int64(uint64(-d) >> 63) // d > 0: the first player wins
		win1 += int64(uint64(d) >> 63)
	}
	t.headsUp(int64(trials), win0, win1)
}
