package sim

import (
	"cmp"
	"context"
	"slices"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
)

// maxListedTuples is the most assignments of hands that Monte Carlo lists
// to sample from directly.
const maxListedTuples = 1 << 21

// maxRejections is the most assignments in a row that Monte Carlo rejects
// for sharing a card before it gives up.
const maxRejections = 1 << 22

// errOverlap reports ranges that overlap too much to sample by rejection:
// bad input, as the ranges are.
var errOverlap = matchupError("matchup", ErrRange, "the ranges overlap too much to sample: nearly every assignment of hands uses some card twice")

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
	// With no seat drawn alone, for each listed assignment the cards it
	// leaves: as a set if the assignments weigh the same (deck.Choice),
	// else as a deck.
	sets  []deck.Set
	decks []deck.Deck
	// runs, where not nil, says the listed assignments are orbits of the
	// suit relabellings (holdem_mcorbits.go), in runs of equal size for
	// deck.NewWeightedChoice; orbits listed as often as their sizes say
	// need none.
	runs   []deck.ChoiceRun
	orbits bool      // the listed assignments are orbits' representatives
	fresh  deck.Deck // the cards not on the board nor dead
	game   game.Game
	rank   *eval.Ranking // the game's
	board  eval.Hand
	kBoard int
	cats   bool
	byHand bool
	// walk says the assignments are drawn by a random walk (holdem_walk.go):
	// chosen when the pilot finds that most whole assignments drawn at
	// random share a card.
	walk bool
	// segment is the number of trials the walk plays from each exact
	// start (holdem_walk.go): a power of two from subBatch to BlockSize.
	segment int
}

// someFit reports whether any of tightTries whole assignments, drawn from
// a fixed stream, shares no card: with none, the ranges are too tight to
// sample (see tightTries).
func (s *rangeSetup) someFit() bool {
	rs := s.newSampler()
	rs.rng.Seed(0x7469_6768_74, 0) // "tight"
	_, ok := rs.choose(tightTries)
	return ok
}

// setupMode says how newRangeSetup may prepare a matchup: the engine uses
// both ways; tests turn them off to compare, or to look at the hands.
type setupMode uint8

const (
	// dealRandom deals the hands of players who hold every hand alike
	// from the deck.
	dealRandom setupMode = 1 << iota
	// byOrbits lists one assignment of each orbit of the suit
	// relabellings where the outcomes are the same and the listing is
	// long enough to gain (holdem_mcorbits.go): the hands drawn are then
	// the orbits' representatives only.
	byOrbits
	// allOrbits is byOrbits however short the listing, for tests.
	allOrbits
	// weightedOrbits keeps orbits weighted (deck.NewWeightedChoice)
	// where they could be repeated, for tests.
	weightedOrbits
)

// newRangeSetup prepares Monte Carlo for m, listing the assignments of the
// narrowest seats while they number at most listLimit, or their orbits if
// mode allows, and dealing the hands of players who hold every hand alike
// if mode allows. The listing of orbits runs on up to opts' workers.
func newRangeSetup(ctx context.Context, m *Matchup, seats []seat, opts Options, listLimit float64, mode setupMode) (*rangeSetup, error) {
	known := deck.SetOf(m.Board...) | deck.SetOf(m.Dead...) | ^m.Game.Deck()
	s := &rangeSetup{seats: seats, fresh: deck.NewDeck(known), game: m.Game, rank: m.Game.Ranking(), board: eval.NewHand(m.Board...),
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
		if mode&dealRandom != 0 && p.Range != nil && uniformFull(p.Range, m.Game.Deck()) {
			s.dealt = append(s.dealt, i)
		} else {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(len(s.seats[a].combos), len(s.seats[b].combos)) })
	s.split(order, listLimit)
	atLeast := minOrbitListing
	if mode&allOrbits != 0 {
		atLeast = 0
	}
	if g := s.orbitPerms(known, float64(atLeast)); g != nil && mode&(byOrbits|allOrbits) != 0 {
		if err := s.listOrbits(ctx, g, known, opts.workers(), mode&weightedOrbits == 0); err != nil {
			return nil, err
		}
		return s, nil
	}
	if err := s.enumerate(); err != nil {
		return nil, err
	}
	if len(s.rest) > 0 {
		if acc := s.pilotAcceptance(); acc < walkBelow {
			// The walk redraws the listed seats together given the
			// others, which is slow for a long list: it lists one seat
			// only.
			s.walk = true
			s.segment = walkSegment(acc)
			if len(s.listed) > 1 {
				s.listed, s.rest, s.tuples = nil, nil, nil
				if err := s.list(order, 0); err != nil {
					return nil, err
				}
			}
			if acc == 0 && !s.someFit() {
				return nil, errTooTight
			}
		}
	}
	if n := len(s.pick.keep); len(s.rest) == 0 && (n <= maxTupleDecks || s.pick.uniform) {
		// Every assignment listed: deal the rest from the cards it leaves,
		// so that dealing needs no test for cards in use. Sets, shared by
		// the workers, are kept for every listed assignment (16 MB at
		// most); decks, a copy each, for at most maxTupleDecks.
		if s.pick.uniform {
			s.sets = make([]deck.Set, n)
			for k := range n {
				s.sets[k] = deck.FullDeck &^ (known | s.tupleCards(k))
			}
		} else {
			s.decks = make([]deck.Deck, n)
			for k := range n {
				s.decks[k] = deck.NewDeck(known | s.tupleCards(k))
			}
		}
	}
	return s, nil
}

// maxTupleDecks is the most listed assignments of unequal weights that
// get a deck each (about 3.6 MB of decks a worker).
const maxTupleDecks = 1 << 16

// tupleCards returns the cards of listed assignment k.
func (s *rangeSetup) tupleCards(k int) deck.Set {
	n := len(s.listed)
	var set deck.Set
	for t, p := range s.listed {
		set |= s.seats[p].combos[s.tuples[k*n+t]].Set()
	}
	return set
}

// list lists the conflict-free assignments of the narrowest seats of
// order (the seats not dealt, narrowest first) while they number at most
// listLimit (always the first seat), and prepares alias tables to draw
// them and each other seat's hands.
func (s *rangeSetup) list(order []int, listLimit float64) error {
	s.split(order, listLimit)
	return s.enumerate()
}

// split chooses the listed seats, the narrowest of order while their
// assignments number at most listLimit (always the first), and leaves the
// others in s.rest.
func (s *rangeSetup) split(order []int, listLimit float64) {
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
}

// enumerate lists the conflict-free assignments of the listed seats and
// prepares alias tables to draw them and each other seat's hands.
func (s *rangeSetup) enumerate() error {
	sub := make([]seat, len(s.listed))
	for k, i := range s.listed {
		sub[k] = s.seats[i]
	}
	// Room for every assignment, conflicts or not (at most listLimit, or
	// the first seat's hands): growing the lists by appending took most
	// of the setup of 140,000 assignments.
	n := int(tupleBound(sub))
	s.tuples = make([]uint16, 0, n*len(sub))
	weights := make([]float64, 0, n)
	forEachTuple(sub, func(hand []int, w float64) {
		for _, j := range hand {
			s.tuples = append(s.tuples, uint16(j))
		}
		weights = append(weights, w)
	})
	if len(weights) == 0 {
		return matchupError("matchup", ErrRange, "the ranges cannot be dealt together")
	}
	s.pick = newAlias(weights)
	s.seatPicks = make([]*alias, len(s.seats))
	for _, i := range s.rest {
		s.seatPicks[i] = newAlias(s.seats[i].weights)
	}
	return nil
}

// uniformFull reports whether r is a two-card range that holds every
// combo of the cards of cards (the game's deck: 36 cards in short deck)
// with the same positive weight; combos of other cards, never dealt, do
// not count.
func uniformFull(r Range, cards deck.Set) bool {
	if r.Hole() != 2 {
		return false
	}
	n, first := 0, 0.0
	for _, w := range r.Weighted(^cards) {
		if n == 0 {
			first = w
		}
		if w != first {
			return false
		}
		n++
	}
	k := cards.Len()
	return n > 0 && n == k*(k-1)/2
}

// rangeSampler is a worker's Monte Carlo state for a matchup with ranges.
type rangeSampler struct {
	*rangeSetup
	deck   deck.Deck
	decks  []deck.Deck // the worker's copy of rangeSetup.decks
	choice deck.Choice // draws from rangeSetup.sets
	// A batch of runChoice's trials: trial j's assignment, its need cards
	// dealt at j*need, its board, and seat p's value in batchVals[p][j].
	batchIdx   []int32
	batchCards []deck.Card
	batchBoard []eval.Hand
	batchHands [choiceBatch]eval.Hand // one seat's hands, to be valued
	batchVals  [][choiceBatch]eval.Rank
	batchBest  [choiceBatch]eval.Rank // batchMasks's best value of each trial
	batchMask  [choiceBatch]uint      // and its winners
	need       int
	seven      bool // every hand at a showdown holds seven cards, for eval.Ranking.Values7
	// Where seat p's hand is: its cards at dealtAt[p] of a trial's cards
	// if it is dealt (else -1), or the hand at listedAt[p] of the listed
	// assignment.
	dealtAt, listedAt []int
	masks             *maskCounts // for up to maxMaskPlayers players
	rng               deck.Rand
	hand              []int
	vals              []eval.Rank
	drawn             [deck.NumCards]deck.Card
	// loop plays a block's trials unless the walk does (chooseLoop).
	loop func(*rangeSampler, *block, int)
}

func (s *rangeSetup) newSampler() *rangeSampler {
	n := len(s.seats)
	rs := &rangeSampler{rangeSetup: s, hand: make([]int, n), vals: make([]eval.Rank, n)}
	if s.decks != nil {
		rs.decks = slices.Clone(s.decks)
	}
	if s.sets != nil {
		rs.need = s.kBoard + 2*len(s.dealt)
		rs.seven = s.game.BoardCards() == 5 && s.game.HoleCards() == 2
		if s.runs != nil {
			rs.choice = deck.NewWeightedChoice(s.sets, s.runs, rs.need)
		} else {
			rs.choice = deck.NewChoice(s.sets, rs.need)
		}
		rs.batchIdx = make([]int32, choiceBatch)
		rs.batchCards = make([]deck.Card, choiceBatch*rs.need)
		rs.batchBoard = make([]eval.Hand, choiceBatch)
		rs.batchVals = make([][choiceBatch]eval.Rank, n)
		rs.dealtAt, rs.listedAt = make([]int, n), make([]int, n)
		for p := range n {
			rs.dealtAt[p] = -1
		}
		for j, p := range s.dealt {
			rs.dealtAt[p] = s.kBoard + 2*j
		}
		for t, p := range s.listed {
			rs.listedAt[p] = t
		}
	}
	if !s.cats && n <= maxMaskPlayers {
		rs.masks = newMaskCounts(n)
	}
	rs.loop = rs.chooseLoop()
	return rs
}

func (s *rangeSampler) run(ctx context.Context, seed uint64, i int64, trials int) block {
	if s.walk {
		return s.runWalk(ctx, seed, i, trials)
	}
	b := block{t: newTally(s.game, len(s.seats), s.cats)}
	if s.byHand {
		b.heroes = new(heroTable)
	}
	// Each block starts from the decks in order, so that its deals depend
	// only on its stream.
	s.deck = s.fresh
	copy(s.decks, s.rangeSetup.decks)
	s.rng.Seed(seed, uint64(i))
	s.loop(s, &b, trials)
	return b
}

// chooseLoop returns the trial loop of a sampler of s, of those that draw
// each trial's assignment independently: by deck.Choice or from the
// listed assignments' decks where every assignment is listed with the
// cards it leaves, else by rejection.
func (s *rangeSampler) chooseLoop() func(*rangeSampler, *block, int) {
	switch {
	case s.sets != nil && !s.cats && !s.byHand && s.masks != nil:
		return func(s *rangeSampler, b *block, trials int) { s.runChoice(b.t, trials) }
	case s.sets != nil || s.decks != nil:
		return (*rangeSampler).runDecks
	case len(s.seats) == 2 && len(s.dealt) == 0 && len(s.rest) == 0 && !s.cats && !s.byHand:
		return func(s *rangeSampler, b *block, trials int) { s.runHeadsUp(b.t, trials) }
	default:
		return (*rangeSampler).runRejection
	}
}

// runDecks plays trials where every assignment of hands is listed with the
// cards it leaves: one draw gives the assignment and the cards dealt
// around it (deck.Choice, for assignments of equal weight), with no test
// for cards in use.
func (s *rangeSampler) runDecks(b *block, trials int) {
	need := s.kBoard + 2*len(s.dealt)
	nl := len(s.listed)
	// Heads-up without categories or results by hand, the outcomes are
	// counted without branches (duel), as the other heads-up loops do; the
	// test of duel is the same every trial, so it is predicted.
	duel2 := len(s.seats) == 2 && !s.cats && b.heroes == nil
	var d duel
	for range trials {
		var k int
		var cards []deck.Card
		if s.pick.uniform {
			k, cards = s.choice.Draw(&s.rng)
		} else {
			k = s.pick.sample(&s.rng)
			cards = s.decks[k].Draw(&s.rng, need)
		}
		board := s.board
		for _, c := range cards[:s.kBoard] {
			board = board.Add(c)
		}
		tuple := s.tuples[k*nl : k*nl+nl]
		for t, p := range s.listed {
			s.hand[p] = int(tuple[t])
			s.vals[p] = s.rank.Value(s.holes[p][tuple[t]].Merge(board))
		}
		for j, p := range s.dealt {
			s.vals[p] = s.rank.Value(board.Add(cards[s.kBoard+2*j]).Add(cards[s.kBoard+2*j+1]))
		}
		if duel2 {
			d.add(s.vals[0], s.vals[1])
			continue
		}
		s.count(b, cards)
	}
	if duel2 {
		b.t.headsUp(int64(trials), d)
		return
	}
	s.flush(b)
}

// runChoice is runDecks for the commonest case, assignments of equal
// weight (deck.Choice) without categories or results by hand, written for
// speed. It deals choiceBatch trials at a time (deck.Choice.DrawMany) and
// then values them in passes over the batch, the boards first and then
// each seat's hands, and counts the outcomes by their winners, without
// branches (duel, winners3) or in mask counts: each pass is a short loop
// whose trials do not wait on one another, so the processor overlaps
// their table loads.
func (s *rangeSampler) runChoice(t *tally, trials int) {
	var d duel
	for done := 0; done < trials; done += choiceBatch {
		n := min(choiceBatch, trials-done)
		s.dealBatch(n)
		s.batchBoards(n)
		for p := range s.seats {
			s.batchValues(p, n)
		}
		v := s.batchVals
		switch len(v) {
		case 2:
			for j := range n {
				d.add(v[0][j], v[1][j])
			}
		case 3:
			// The counts of the batch's eight masks go in the bytes of
			// one word (a batch has at most 255 trials): incrementing a
			// count in memory waited, trial after trial, for the last
			// increment of the same count.
			const _ uint8 = choiceBatch // so a count fits a byte
			var packed uint64
			v0, v1, v2 := v[0][:n], v[1][:n], v[2][:n]
			for j, a := range v0 {
				packed += 1 << (8 * winners3(a, v1[j], v2[j]))
			}
			counts := s.masks.c[:8]
			for m := range counts {
				counts[m] += int64(packed >> (8 * m) & 0xff)
			}
		default:
			s.batchMasks(n)
		}
	}
	if len(s.seats) == 2 {
		t.headsUp(int64(trials), d)
		return
	}
	s.masks.flush(t)
}

// choiceBatch is the number of trials whose deals runChoice draws at a
// time: deck.Choice.DrawMany deals them four at a time, interleaved. Each
// pass over a batch then holds 128 independent trials: against 64, the
// Monte Carlo rows of ranges ran 1 to 2% faster (32: 1% slower, 240: no
// faster than 128). runChoice counts up to 255 trials a mask in a byte.
const choiceBatch = 128

// dealBatch draws the deals of the next n trials of runChoice, n at most
// choiceBatch, as n calls of s.choice.Draw would.
func (s *rangeSampler) dealBatch(n int) {
	s.choice.DrawMany(&s.rng, s.batchIdx[:n], s.batchCards[:n*s.need])
}

// batchBoards sets the boards of the batch's n trials.
func (s *rangeSampler) batchBoards(n int) {
	// The board and the other fields in locals: read through s, they
	// were reloaded every trial, as the stores to boards might change
	// them.
	boards, cards, need, board, k := s.batchBoard[:n], s.batchCards, s.need, s.board, s.kBoard
	if k == 5 {
		// Preflop, the commonest, written out.
		for j := range boards {
			c := cards[j*need : j*need+5]
			boards[j] = board.Add(c[0]).Add(c[1]).Add(c[2]).Add(c[3]).Add(c[4])
		}
		return
	}
	for j := range boards {
		b := board
		for _, c := range cards[j*need : j*need+k] {
			b = b.Add(c)
		}
		boards[j] = b
	}
}

// batchValues values seat p's hands in the batch's n trials: it forms
// them, then values them.
func (s *rangeSampler) batchValues(p, n int) {
	rk, boards, vals := s.rank, s.batchBoard[:n], s.batchVals[p][:n]
	hands := s.batchHands[:n]
	if at := s.dealtAt[p]; at >= 0 {
		cards, need := s.batchCards, s.need
		for j := range hands {
			c := cards[j*need+at : j*need+at+2]
			hands[j] = boards[j].Add(c[0]).Add(c[1])
		}
	} else {
		holes, tuples, nl, at := s.holes[p], s.tuples, len(s.listed), s.listedAt[p]
		for j, k := range s.batchIdx[:n] {
			hands[j] = holes[tuples[int(k)*nl+at]].Merge(boards[j])
		}
	}
	// Valued apart (eval.Ranking.Values): merging and valuing in one
	// loop left too few registers, and the loop reloaded its slices and
	// the tables' addresses every hand.
	if s.seven {
		rk.Values7(vals, hands)
		return
	}
	rk.Values(vals, hands)
}

// batchMasks counts the outcomes of the batch's n trials, for more than
// three seats. It works a seat at a time over the batch, as batchValues
// does, and without branches (b2u): first the best value of each trial,
// then each seat's bit of the winners' mask; a trial at a time, the test
// of each seat for a win was a branch mispredicted about once a trial.
// The best values and the masks are kept in the sampler: as arrays on
// the stack, whose place against the values moved with the callers'
// frames, six random seats ran 8% slower after an unrelated change to
// runChoice (by a profile, 60% more time here), and 4% slower a trial at
// a time without branches.
func (s *rangeSampler) batchMasks(n int) {
	best, masks := &s.batchBest, &s.batchMask
	clear(masks[:n])
	copy(best[:n], s.batchVals[0][:n])
	for p := 1; p < len(s.batchVals); p++ {
		v := &s.batchVals[p]
		for j := range n {
			best[j] = max(best[j], v[j])
		}
	}
	for p := range s.batchVals {
		v := &s.batchVals[p]
		for j := range n {
			masks[j] |= b2u(v[j] == best[j]) << p
		}
	}
	counts := s.masks.c
	for _, m := range masks[:n] {
		counts[m]++
	}
}

// runRejection plays trials whose assignments are drawn by rejection
// (rangeSampler.choose), dealing around them from the whole deck.
func (s *rangeSampler) runRejection(b *block, trials int) {
	need := s.kBoard + 2*len(s.dealt)
	cards := s.drawn[:need]
	for range trials {
		used, ok := s.choose(maxRejections)
		if !ok {
			b.err = errOverlap
			return
		}
		s.dealAround(cards, used)
		s.count(b, cards)
	}
	s.flush(b)
}

// dealAround deals cards (the board's missing cards, then two for each
// dealt seat) from the cards not in used, and values every seat's hand
// into s.vals, the assigned hands being s.hand. Rejection sampling
// (runRejection) and the random walk (runWalk) share it: they differ only
// in how they choose the assignment.
func (s *rangeSampler) dealAround(cards []deck.Card, used deck.Set) {
	s.deck.DrawExcluding(&s.rng, cards, used)
	board := s.board
	for _, c := range cards[:s.kBoard] {
		board = board.Add(c)
	}
	for p, j := range s.hand {
		s.vals[p] = s.rank.Value(s.holes[p][j].Merge(board))
	}
	for k, p := range s.dealt {
		s.vals[p] = s.rank.Value(board.Add(cards[s.kBoard+2*k]).Add(cards[s.kBoard+2*k+1]))
	}
}

// count records the trial whose values are s.vals: by the winners' mask
// for three or more players, else in the tally; and by the first player's
// hand if asked for.
func (s *rangeSampler) count(b *block, cards []deck.Card) {
	if s.masks != nil {
		s.masks.add(s.vals)
	} else {
		b.t.record(s.vals, 1)
	}
	if b.heroes != nil {
		b.heroes.record(s.heroHand(cards), s.vals)
	}
}

// flush adds the block's mask counts to its tally.
func (s *rangeSampler) flush(b *block) {
	if s.masks != nil {
		s.masks.flush(b.t)
	}
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
// uses; ok is false if tries assignments in a row shared a card.
func (s *rangeSampler) choose(tries int) (used deck.Set, ok bool) {
	for range tries {
		if used, ok = s.attempt(); ok {
			return used, true
		}
	}
	return 0, false
}

// attempt draws the listed seats' assignment and then the other seats'
// hands one by one into s.hand, stopping at the first that shares a card,
// and returns the cards used and whether no card was shared. Accepted
// attempts are distributed as the ranges' weights say: drawing each seat
// independently and rejecting clashes conditions the product of the
// weights on the hands sharing no card.
func (s *rangeSampler) attempt() (deck.Set, bool) {
	var used deck.Set
	k := s.pick.sample(&s.rng) * len(s.listed)
	for t, p := range s.listed {
		j := int(s.tuples[k+t])
		s.hand[p] = j
		used |= s.seats[p].combos[j].Set()
	}
	for _, p := range s.rest {
		j := s.seatPicks[p].sample(&s.rng)
		c := s.seats[p].combos[j].Set()
		if c&used != 0 {
			return 0, false
		}
		s.hand[p] = j
		used |= c
	}
	return used, true
}

// runHeadsUp is run for two players whose assignments are listed, without
// categories or results by hand: it counts outcomes without branches, as
// sampler.runHeadsUp does.
func (s *rangeSampler) runHeadsUp(t *tally, trials int) {
	drawn := s.drawn[:s.kBoard]
	c0, c1 := s.seats[0].combos, s.seats[1].combos
	h0, h1 := s.holes[0], s.holes[1]
	rk := s.rank
	var d duel
	for range trials {
		k := 2 * s.pick.sample(&s.rng)
		j0, j1 := int(s.tuples[k]), int(s.tuples[k+1])
		s.deck.DrawExcluding(&s.rng, drawn, c0[j0].Set()|c1[j1].Set())
		board := s.board
		for _, c := range drawn {
			board = board.Add(c)
		}
		d.add(rk.Value(h0[j0].Merge(board)), rk.Value(h1[j1].Merge(board)))
	}
	t.headsUp(int64(trials), d)
}
