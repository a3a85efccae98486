package pql

import (
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/sim"
)

// maxSeats is the most players a query may have (sim.MaxPlayers).
const maxSeats = sim.MaxPlayers

// hand is one hand of a range, with its weight.
type hand struct {
	cards deck.Set
	w     float64
	list  [7]deck.Card // the cards, lowest first
	hand  eval.Hand
}

// seat is how one player's cards are dealt: from a range (hands, listed
// without the cards known elsewhere by listHands), or known cards in order followed by
// cards dealt from the deck.
type seat struct {
	hands   []hand    // nil unless the player holds a range
	cum     []float64 // cumulative weights of hands, for sampling
	uniform bool      // whether every hand weighs the same, so that a hand is drawn by its index
	known   []deck.Card
}

// slot is a group of cards dealt together from the deck, as one
// unordered combination: some of a player's hole cards (player >= 0) or
// some board cards (player -1), at positions [from, from+n) of them.
// Streets split the slots, so that every street's cards are a union of
// whole slots; a deal is uniform over the ordered deals exactly when it
// is uniform over each slot's combinations in turn.
type slot struct {
	player, from, n int
}

// layout is how a query deals: the game, its seats, its slots, the known
// board and dead cards.
type layout struct {
	g     game.Game
	rank  *eval.Ranking
	seats []seat
	slots []slot
	// runs are the slots merged where one continues another's cards,
	// for Monte Carlo, which deals a run at a time.
	runs  []slot
	board []deck.Card
	known deck.Set // every card known before the deal: players' known cards, board, dead
	dead  deck.Set
	deck  deck.Set // the game's cards
	// ranged lists the seats with a range, dealt first; withKnown those
	// with known cards.
	ranged, withKnown []int
	dealt             []int // the seats without a range
	low               game.Low
	omaha             bool // hands of two hole and three board cards
	// catPos is the place of each value's category in the game's order
	// of categories, weakest first.
	catPos *[eval.NumClasses + 1]uint8
	hole   int       // hole cards each player holds
	listed sync.Once // listHands
	nBoard int       // board cards at showdown
	stud   bool
}

// newLayout prepares the dealing of m. Streets splits the slots at the
// streets, for queries that look at a street or at the order of the
// board cards.
func newLayout(m *sim.Matchup, streets bool) *layout {
	g := m.Game
	l := &layout{g: g, rank: g.Ranking(), board: m.Board, known: m.Known(), dead: deck.SetOf(m.Dead...), deck: g.Deck(),
		hole: g.HoleCards(), nBoard: g.BoardCards(), stud: g.Stud(), low: g.Low(), omaha: g.Use() == game.TwoPlusThree}
	l.catPos = categoryPlaces()[l.rank]
	for p, pl := range m.Players {
		var s seat
		if pl.Range != nil {
			l.ranged = append(l.ranged, p)
		} else {
			l.dealt = append(l.dealt, p)
			s.known = pl.Cards
			if len(pl.Cards) > 0 {
				l.withKnown = append(l.withKnown, p)
			}
			l.addSlots(p, len(pl.Cards), l.hole, streets && l.stud, []int{5, 6, 7})
		}
		l.seats = append(l.seats, s)
	}
	l.addSlots(-1, len(m.Board), l.nBoard, streets, []int{3, 4, 5})
	l.runs = mergeSlots(l.slots)
	return l
}

// listHands lists the hands of every range seat of m, the matchup l was
// made of, with their cumulative weights, once. Run calls it only when the
// PQL evaluator deals: the equity engine, which answers the commonest
// queries, reads the ranges itself, and listing a range of every hand
// cost such a query a third of its time.
func (l *layout) listHands(m *sim.Matchup) {
	l.listed.Do(func() {
		for _, p := range l.ranged {
			s := &l.seats[p]
			total := 0.0
			for h, w := range m.Players[p].Range.Weighted(l.known) {
				if w > 0 {
					total += w
					hd := hand{cards: h, w: w}
					for i, c := range h.AppendCards(hd.list[:0]) {
						hd.list[i] = c
						hd.hand = hd.hand.Add(c)
					}
					s.hands = append(s.hands, hd)
					s.cum = append(s.cum, total)
				}
			}
			s.uniform = true
			for _, h := range s.hands {
				s.uniform = s.uniform && h.w == s.hands[0].w
			}
		}
	})
}

// mergeSlots returns the slots with every slot that continues the one
// before it (the same player's or the board's next positions) merged
// into it.
func mergeSlots(slots []slot) []slot {
	var out []slot
	for _, s := range slots {
		if n := len(out); n > 0 && out[n-1].player == s.player && out[n-1].from+out[n-1].n == s.from {
			out[n-1].n += s.n
			continue
		}
		out = append(out, s)
	}
	return out
}

// addSlots adds the slots that deal positions [from, to) of a player's
// cards or the board, split at the cuts when split is set.
func (l *layout) addSlots(player, from, to int, split bool, cuts []int) {
	for from < to {
		end := to
		if split {
			for _, c := range cuts {
				if c > from && c < end {
					end = c
					break
				}
			}
		}
		l.slots = append(l.slots, slot{player, from, end - from})
		from = end
	}
}

// categoryPlaces maps each of the high rankings of the games to the
// place of each value's category in the ranking's order of categories,
// weakest first. The tables are read only.
var categoryPlaces = sync.OnceValue(func() map[*eval.Ranking]*[eval.NumClasses + 1]uint8 {
	out := map[*eval.Ranking]*[eval.NumClasses + 1]uint8{}
	for _, g := range game.All() {
		r := g.Ranking()
		if out[r] != nil {
			continue
		}
		var place [eval.NumCategories + 1]uint8
		for i, c := range r.Categories() {
			place[c] = uint8(i)
		}
		t := new([eval.NumClasses + 1]uint8)
		for v := range t {
			t[v] = place[r.Category(eval.Rank(v))]
		}
		out[r] = t
	}
	return out
})

// deal is one deal's cards and the values computed from them, cached
// for the deal: each is computed at most once, when first asked for.
type deal struct {
	n     int
	cards [maxSeats][7]deck.Card // each player's hole cards, in the order dealt
	holes [maxSeats]eval.Hand
	sets  [maxSeats]deck.Set
	board [5]deck.Card
	bHand [6]eval.Hand // the board's first k cards, for k = 0..5
	used  deck.Set     // every card of the deal and the dead cards
	w     float64      // the deal's weight

	gen uint32 // the deal's number; a cache entry is valid when its gen is this
	// The showdown at the river (game.Showdown and game.Pot).
	sdGen uint32
	high  [maxSeats]eval.Rank
	low   [maxSeats]eval.Low
	pot   game.Pot
	// Values of each player's hand on each street (index: cards).
	val [8][maxSeats]cachedValue
	// Equities with every hand known on each street (HvHequity).
	eqGen [6]uint32
	eq    [6][maxSeats]float64
	// Each player's hole cards prepared for eval.OmahaValue (showdownOn).
	omahaGen uint32
	omaha    [maxSeats]eval.OmahaHole
	// The nut high and low for each player on each street.
	nutGen [8][maxSeats]uint32
	nutHi  [8][maxSeats]eval.Rank
	nutLo  [8][maxSeats]eval.Low
}

// cachedValue is a player's high and low on a street, valid when gen is
// the deal's.
type cachedValue struct {
	gen uint32
	hi  eval.Rank
	lo  eval.Low
}

// finish computes what every function shares once a deal's cards are
// placed: the players' hands, the board's prefixes and the cards used.
func (l *layout) finish(d *deal) {
	used := l.dead
	for _, p := range l.ranged {
		used |= d.sets[p]
	}
	for _, p := range l.dealt {
		for _, c := range d.cards[p][:l.hole] {
			used |= c.Bit()
		}
	}
	for _, c := range d.board[:l.nBoard] {
		used |= c.Bit()
	}
	l.place(d, used)
}

// place is finish given the cards used, which Monte Carlo has at hand:
// every card of the deal and the dead cards.
func (l *layout) place(d *deal, used deck.Set) {
	d.gen++
	if d.gen == 0 { // wrapped: clear the caches
		*d = deal{n: d.n, cards: d.cards, holes: d.holes, sets: d.sets, board: d.board, w: d.w, gen: 1}
	}
	for _, p := range l.dealt {
		var h eval.Hand
		var s deck.Set
		for _, c := range d.cards[p][:l.hole] {
			h = h.Add(c)
			s |= c.Bit()
		}
		d.holes[p], d.sets[p] = h, s
	}
	var b eval.Hand
	for i, c := range d.board[:l.nBoard] {
		b = b.Add(c)
		d.bHand[i+1] = b
	}
	d.used = used
}

// showdown values the deal at the river with the game's own seam
// (game.Showdown and game.Pot), as the equity engine does.
func (l *layout) showdown(d *deal) {
	if d.sdGen == d.gen {
		return
	}
	d.sdGen = d.gen
	l.g.Showdown(d.high[:d.n], d.low[:d.n], d.holes[:d.n], d.bHand[l.nBoard])
	d.pot = l.g.Pot(d.high[:d.n], d.low[:d.n])
}

// river returns the street of the showdown: the board's cards in a game
// with a board, the hole cards in one without.
func (l *layout) river() int {
	if l.nBoard > 0 {
		return l.nBoard
	}
	return l.hole
}

// value returns player p's high and low on street s (s board cards, or
// in a game without a board the player's first s cards), made as the
// game makes hands. s must leave the player five cards or more, but a
// low of eight or better, which is read from any cards.
func (l *layout) value(d *deal, p, s int) (eval.Rank, eval.Low) {
	if v := &d.val[s][p]; v.gen == d.gen {
		return v.hi, v.lo
	}
	return l.valueOf(d, p, s)
}

// valueOf computes and caches value's result.
func (l *layout) valueOf(d *deal, p, s int) (eval.Rank, eval.Low) {
	var hi eval.Rank
	var lo eval.Low
	if s == l.river() {
		l.showdown(d)
		hi, lo = d.high[p], d.low[p]
	} else if l.omaha {
		hi, lo = l.omahaValue(d, p, s)
	} else {
		var h eval.Hand
		if l.nBoard > 0 {
			// Compile lets no street before the flop here: 2 hole and 3
			// board cards at least.
			h = d.holes[p].Merge(d.bHand[s])
			hi = l.rank.Value(h)
		} else {
			h = eval.NewHand(d.cards[p][:s]...)
			if s >= 5 {
				hi = l.rank.Value(h)
			}
		}
		switch l.low {
		case game.EightOrBetter:
			lo = eval.LowOfMask(h.LowRanks())
		case game.LowOnly:
			if h.Len() >= 5 {
				lo = l.g.Lowball(h)
			}
		}
	}
	d.val[s][p] = cachedValue{d.gen, hi, lo}
	return hi, lo
}

// omahaValue values player p's hand on a flop or turn: the best of two
// hole and three board cards.
func (l *layout) omahaValue(d *deal, p, s int) (eval.Rank, eval.Low) {
	best := l.highOn(d, p, d.board[:s], d.bHand[s])
	var lo eval.Low
	if l.g.Low() == game.EightOrBetter {
		lo = eval.OmahaLowOfMasks(d.holes[p].LowRanks(), d.bHand[s].LowRanks())
	}
	return best, lo
}
