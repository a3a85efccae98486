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
	fresh     deck.Deck     // the cards not on the board nor dead
	board     eval.Hand
	kBoard    int
	cats      bool
	byHand    bool
}

// newRangeSetup prepares Monte Carlo for m, listing the assignments of the
// narrowest seats while they number at most listLimit.
func newRangeSetup(m *Matchup, opts Options, listLimit float64) (*rangeSetup, error) {
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
	order := make([]int, len(s.seats))
	for i := range order {
		order[i] = i
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
	return s, nil
}

// rangeSampler is a worker's Monte Carlo state for a matchup with ranges.
type rangeSampler struct {
	*rangeSetup
	deck  deck.Deck
	rng   deck.Rand
	hand  []int
	vals  []eval.Rank
	drawn [5]deck.Card
}

func (s *rangeSetup) newSampler() *rangeSampler {
	n := len(s.seats)
	return &rangeSampler{rangeSetup: s, hand: make([]int, n), vals: make([]eval.Rank, n)}
}

func (s *rangeSampler) run(seed uint64, i int64, trials int) batch {
	b := batch{t: newTally(len(s.seats), s.cats)}
	if s.byHand {
		b.heroes = new(heroTable)
	}
	s.deck = s.fresh
	s.rng.Seed(seed, uint64(i))
	if len(s.seats) == 2 && len(s.rest) == 0 && !s.cats && !s.byHand {
		s.runHeadsUp(b.t, trials)
		return b
	}
	drawn := s.drawn[:s.kBoard]
	for range trials {
		used, ok := s.choose()
		if !ok {
			b.err = errOverlap
			return b
		}
		s.deck.DrawExcluding(&s.rng, drawn, used)
		board := s.board
		for _, c := range drawn {
			board = board.Add(c)
		}
		for p, j := range s.hand {
			s.vals[p] = s.holes[p][j].Merge(board).Rank()
		}
		b.t.record(s.vals, 1)
		if b.heroes != nil {
			b.heroes.record(s.seats[0].combos[s.hand[0]], s.vals)
		}
	}
	return b
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
