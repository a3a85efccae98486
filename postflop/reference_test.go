package postflop

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval"
	"github.com/pokersim/pokersim/game"
	"github.com/pokersim/pokersim/internal/testfull"
)

// This file holds a slow reference classifier that follows the package
// documentation word for word, finding straights, flushes and full houses
// by trying every five cards and draws by dealing every next card (and on
// the flop every next two), and the tests that hold Spot.Hit and
// Spot.Classify to it.

// subsets calls f with every five cards of cards.
func subsets(cards []deck.Card, f func(five []deck.Card)) {
	n := len(cards)
	five := make([]deck.Card, 5)
	var rec func(from, k int)
	rec = func(from, k int) {
		if k == 5 {
			f(five)
			return
		}
		for i := from; i <= n-(5-k); i++ {
			five[k] = cards[i]
			rec(i+1, k+1)
		}
	}
	rec(0, 0)
}

// refStraight returns the top rank of the best straight among any five of
// cards (Five for the wheel; in short deck, Nine for A-6-7-8-9, and the
// wheel none), or -1.
func refStraight(cards []deck.Card, short bool) int {
	best := -1
	subsets(cards, func(five []deck.Card) {
		rs := make([]int, 5)
		for i, c := range five {
			rs[i] = int(c.Rank())
		}
		slices.Sort(rs)
		for i := 1; i < 5; i++ {
			if rs[i] == rs[i-1] {
				return
			}
		}
		switch {
		case rs[4]-rs[0] == 4:
			best = max(best, rs[4])
		case !short && rs[4] == int(deck.Ace) && rs[3] == int(deck.Five):
			best = max(best, int(deck.Five))
		case short && rs[4] == int(deck.Ace) && rs[0] == int(deck.Six) && rs[3] == int(deck.Nine):
			best = max(best, int(deck.Nine))
		}
	})
	return best
}

// refFlush returns the best flush in suit su among any five of cards, as a
// number that orders flushes, or -1.
func refFlush(cards []deck.Card, su deck.Suit) int {
	var suited []deck.Card
	for _, c := range cards {
		if c.Suit() == su {
			suited = append(suited, c)
		}
	}
	best := -1
	subsets(suited, func(five []deck.Card) {
		rs := make([]int, 5)
		for i, c := range five {
			rs[i] = int(c.Rank())
		}
		slices.Sort(rs)
		v := 0
		for i := 4; i >= 0; i-- {
			v = v*13 + rs[i]
		}
		best = max(best, v)
	})
	return best
}

// refStraightFlush returns the best straight flush among cards, -1 if none.
func refStraightFlush(cards []deck.Card, short bool) int {
	best := -1
	for su := range deck.Suit(deck.NumSuits) {
		var suited []deck.Card
		for _, c := range cards {
			if c.Suit() == su {
				suited = append(suited, c)
			}
		}
		best = max(best, refStraight(suited, short))
	}
	return best
}

// refFullHouse returns the best full house among any five of cards, -1 if none.
func refFullHouse(cards []deck.Card) int {
	best := -1
	subsets(cards, func(five []deck.Card) {
		count := map[deck.Rank]int{}
		for _, c := range five {
			count[c.Rank()]++
		}
		if len(count) != 2 {
			return
		}
		var t, p int
		for r, n := range count {
			switch n {
			case 3:
				t = int(r)
			case 2:
				p = int(r)
			default:
				return
			}
		}
		best = max(best, t*13+p)
	})
	return best
}

// refValue values five to seven cards in game g.
func refValue(g game.Game, cards []deck.Card) eval.Rank {
	if g == game.Holdem {
		return eval.Eval(cards)
	}
	_, v := g.Ranking().Best5(cards)
	return v
}

// refStrength places class m in game g's order, read from the rules: a
// flush beats a full house in short deck, and where three of a kind beats
// a straight, trips and sets come above the straight.
func refStrength(g game.Game, m Made) float64 {
	x := float64(m)
	switch {
	case g != game.Holdem && m == Flush:
		x = float64(FullHouse) + 0.5
	case g == game.ShortDeckTrips && (m == Trips || m == Set):
		x += float64(Straight-Trips) + 0.5
	}
	return x
}

// refBest returns the strongest class of m in game g.
func refBest(g game.Game, m MadeSet) Made {
	best := Nothing
	for x := range Made(NumMade) {
		if m.Has(x) && refStrength(g, x) > refStrength(g, best) {
			best = x
		}
	}
	return best
}

// refMade returns the classes of hole on board in game g, by the rules of
// the package documentation.
func refMade(g game.Game, hole [2]deck.Card, board []deck.Card) MadeSet {
	short := g != game.Holdem
	all := append(slices.Clone(board), hole[:]...)
	if len(board) == 5 && refValue(g, all) == refValue(g, board) {
		return MadeOf(Nothing)
	}
	count := func(r deck.Rank) int {
		n := 0
		for _, c := range board {
			if c.Rank() == r {
				n++
			}
		}
		return n
	}
	var distinct []deck.Rank // the board's ranks once each, highest first
	for _, c := range board {
		if !slices.Contains(distinct, c.Rank()) {
			distinct = append(distinct, c.Rank())
		}
	}
	slices.Sort(distinct)
	slices.Reverse(distinct)
	var m MadeSet
	a, b := hole[0].Rank(), hole[1].Rank()
	if a < b {
		a, b = b, a
	}
	if a == b {
		switch count(a) {
		case 0:
			switch {
			case a > distinct[0]:
				m |= MadeOf(Overpair)
			case len(distinct) >= 2 && a > distinct[1]:
				m |= MadeOf(Pocket12)
			case a > distinct[len(distinct)-1]:
				m |= MadeOf(Pocket23)
			default:
				m |= MadeOf(Underpair)
			}
		case 1:
			m |= MadeOf(Set)
		case 2:
			m |= MadeOf(Quads)
		}
	} else {
		for _, xy := range [][2]deck.Rank{{a, b}, {b, a}} {
			x, y := xy[0], xy[1]
			switch count(x) {
			case 1:
				switch slices.Index(distinct, x) {
				case 0:
					above := 0
					for r := y + 1; r <= deck.Ace; r++ {
						if count(r) == 0 {
							above++
						}
					}
					switch {
					case above == 0:
						m |= MadeOf(TopPairTop)
					case above <= 2:
						m |= MadeOf(TopPairGood)
					default:
						m |= MadeOf(TopPairWeak)
					}
				case 1:
					m |= MadeOf(SecondPair)
				default:
					m |= MadeOf(ThirdPair)
				}
			case 2:
				m |= MadeOf(Trips)
			case 3:
				m |= MadeOf(Quads)
			}
		}
		if count(a) == 1 && count(b) == 1 {
			ia, ib := slices.Index(distinct, a), slices.Index(distinct, b)
			switch {
			case ia == 0 && ib == 1:
				m |= MadeOf(TopTwo)
			case ia == 0:
				m |= MadeOf(TopAndBottom)
			default:
				m |= MadeOf(BottomTwo)
			}
		}
	}
	if refStraight(all, short) > refStraight(board, short) {
		m |= MadeOf(Straight)
	}
	for su := range deck.Suit(deck.NumSuits) {
		if refFlush(all, su) > refFlush(board, su) {
			m |= MadeOf(Flush)
		}
	}
	if refStraightFlush(all, short) > refStraightFlush(board, short) {
		m |= MadeOf(StraightFlush)
	}
	if refFullHouse(all) > refFullHouse(board) {
		m |= MadeOf(FullHouse)
	}
	if m == 0 {
		m = MadeOf(Nothing)
	}
	return m
}

// refHit is the reference's Hit of hole on a board with the given live
// cards (which exclude hole) and known cards (board and dead, for the nut
// flush draw). With backdoors false it leaves out the backdoor draws and
// whatever depends on them, which are slow to find.
func refHit(g game.Game, hole [2]deck.Card, board []deck.Card, live, known deck.Set, backdoors bool) Hit {
	short := g != game.Holdem
	h := Hit{Made: refMade(g, hole, board)}
	h.Best = refBest(g, h.Made)
	if len(board) == 5 {
		return h
	}
	all := append(slices.Clone(board), hole[:]...)
	straightOut := func(extra ...deck.Card) bool {
		return refStrength(g, h.Best) < refStrength(g, Straight) &&
			refStraight(append(slices.Clone(all), extra...), short) > refStraight(append(slices.Clone(board), extra...), short)
	}
	flushOut := func(extra ...deck.Card) (deck.Suit, bool) {
		if refStrength(g, h.Best) >= refStrength(g, Flush) {
			return 0, false
		}
		for su := range deck.Suit(deck.NumSuits) {
			if refFlush(append(slices.Clone(all), extra...), su) > refFlush(append(slices.Clone(board), extra...), su) {
				return su, true
			}
		}
		return 0, false
	}
	var outRanks []int
	flushSuit := -1
	for c := range live.All() {
		s, f := straightOut(c), false
		if s {
			h.StraightOuts++
			if !slices.Contains(outRanks, int(c.Rank())) {
				outRanks = append(outRanks, int(c.Rank()))
			}
		}
		if su, ok := flushOut(c); ok {
			h.FlushOuts++
			flushSuit, f = int(su), true
		}
		if s || f {
			h.Outs++
		}
	}
	if flushSuit >= 0 {
		h.Draws |= DrawsOf(FlushDraw)
		held := 0
		for _, c := range hole {
			if int(c.Suit()) == flushSuit {
				held++
			}
		}
		if held == 2 {
			h.Draws |= DrawsOf(TwoCardFlushDraw)
		} else {
			h.Draws |= DrawsOf(OneCardFlushDraw)
		}
		for r := deck.Ace; r <= deck.Ace; r-- {
			if c := deck.NewCard(r, deck.Suit(flushSuit)); g.Deck().Has(c) && !known.Has(c) {
				if c == hole[0] || c == hole[1] {
					h.Draws |= DrawsOf(NutFlushDraw)
				}
				break
			}
		}
	}
	fiveApart := false
	for _, x := range outRanks {
		for _, y := range outRanks {
			lowX := x
			switch {
			case x == int(deck.Ace) && short:
				lowX = int(deck.Five) // the ace playing low, below the Six
			case x == int(deck.Ace):
				lowX = -1 // the ace playing low, below the Two
			}
			if y-x == 5 || y-lowX == 5 {
				fiveApart = true
			}
		}
	}
	switch {
	case len(outRanks) == 1:
		h.Draws |= DrawsOf(Gutshot)
	case len(outRanks) > 1 && fiveApart:
		h.Draws |= DrawsOf(OpenEnded)
	case len(outRanks) > 1:
		h.Draws |= DrawsOf(DoubleGutshot)
	}
	if backdoors && len(board) == 3 {
		var bdf, bds bool
		cards := live.AppendCards(nil)
		for i, c1 := range cards {
			for _, c2 := range cards[i+1:] {
				if !bdf && flushSuit < 0 {
					_, bdf = flushOut(c1, c2)
				}
				if !bds && len(outRanks) == 0 && c1.Rank() != c2.Rank() {
					bds = straightOut(c1, c2)
				}
			}
		}
		if bdf {
			h.Draws |= DrawsOf(BackdoorFlushDraw)
		}
		if bds {
			h.Draws |= DrawsOf(BackdoorStraightDraw)
		}
	}
	top := board[0].Rank()
	for _, c := range board {
		top = max(top, c.Rank())
	}
	if h.Best == Nothing && hole[0].Rank() > top && hole[1].Rank() > top {
		h.Draws |= DrawsOf(Overcards)
	}
	fd, sd := h.Draws.Has(FlushDraw), h.Draws&DrawsOf(OpenEnded, DoubleGutshot, Gutshot) != 0
	if fd && sd {
		h.Draws |= DrawsOf(ComboDraw)
	}
	if h.Best >= Underpair && h.Best <= Overpair && fd {
		h.Draws |= DrawsOf(PairFlushDraw)
	}
	if h.Best >= Underpair && h.Best <= Overpair && sd {
		h.Draws |= DrawsOf(PairStraightDraw)
	}
	return h
}

// randomSpot deals a Hold'em board of n cards, d dead cards and opp
// opposing hands.
func randomSpot(t *testing.T, rng *rand.Rand, n, d, opp int) *Spot {
	t.Helper()
	return randomSpotIn(t, rng, game.Holdem, n, d, opp)
}

// randomSpotIn deals a board of n cards, d dead cards and opp opposing
// hands from the deck of game g.
func randomSpotIn(t *testing.T, rng *rand.Rand, g game.Game, n, d, opp int) *Spot {
	t.Helper()
	cards := g.Deck().AppendCards(nil)
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	var dead deck.Set
	for _, c := range cards[n : n+d] {
		dead |= c.Bit()
	}
	var opps []deck.Combo
	for i := range opp {
		opps = append(opps, deck.NewCombo(cards[n+d+2*i], cards[n+d+2*i+1]))
	}
	s, err := NewSpotIn(g, cards[:n], dead, opps...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// checkAgainstReference compares Hit with the reference on every combo
// of s that the filter keep picks.
func checkAgainstReference(t *testing.T, s *Spot, backdoors bool, keep func(i int) bool) {
	t.Helper()
	known := s.dead
	for _, c := range s.board {
		known |= c.Bit()
	}
	bad := 0
	for i := range deck.NumCombos {
		c := deck.ComboAt(i)
		got, ok := s.Hit(c)
		if !ok || !keep(i) {
			continue
		}
		want := refHit(s.game, c.Cards(), s.board, s.live&^c.Set(), known, backdoors)
		if !backdoors {
			got.Draws &^= DrawsOf(BackdoorFlushDraw, BackdoorStraightDraw)
		}
		if got != want && bad < 5 {
			bad++
			t.Errorf("Hit(%v) on %v, dead %v, vs %v:\n got  best %v, made %v, draws %v, outs %d/%d/%d\n want best %v, made %v, draws %v, outs %d/%d/%d",
				c, s.board, s.dead, s.opponents, got.Best, names(got.Made), drawNames2(got.Draws), got.StraightOuts, got.FlushOuts, got.Outs,
				want.Best, names(want.Made), drawNames2(want.Draws), want.StraightOuts, want.FlushOuts, want.Outs)
		}
	}
}

// drawNames2 lists the draws of d, for messages.
func drawNames2(d Draws) []string {
	var out []string
	for x := range d.All() {
		out = append(out, x.String())
	}
	return out
}

// TestReference holds Hit to the reference on random flops, turns and
// rivers, with dead cards and opposing hands, on every combo (the backdoor
// draws, slow to find, on a sample).
func TestReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 1))
	spots := testfull.N(12, 4)
	if testing.Short() {
		spots = 3
	}
	for i := range spots {
		for _, n := range []int{3, 4, 5} {
			s := randomSpot(t, rng, n, i%3, i%2)
			checkAgainstReference(t, s, false, func(int) bool { return true })
			if n == 3 {
				checkAgainstReference(t, s, true, func(int) bool { return rng.IntN(40) == 0 })
			}
		}
	}
}

// TestReferenceEdges holds Hit to the reference on every combo of boards
// chosen for their edges: paired, trips, four-flush, wheel and straight
// boards.
func TestReferenceEdges(t *testing.T) {
	boards := []string{"KsKh7c", "7s7h7c", "Ah2h3h", "5s4h3c", "Kh7h5h2h", "6s7h8d9cTc", "KsKhKc7d7h",
		"AsAhKdKcQc", "Kh9h7h4h2h", "QhJhTh2c", "9s9h2c2d", "As2d9c"}
	for _, b := range boards {
		s, err := NewSpot(deck.MustParseCards(b), 0)
		if err != nil {
			t.Fatal(err)
		}
		checkAgainstReference(t, s, false, func(int) bool { return true })
	}
}
