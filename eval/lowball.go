package eval

import (
	"cmp"
	"slices"
	"strings"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/eval/internal/tables"
)

// AceFive is the value of an ace-to-five low hand, as razz and A-5
// lowball play it: aces are low, straights and flushes do not count, and
// hands compare as high hands would with the order turned round: no pair
// beats one pair, which beats two pair, then three of a kind, a full house
// and four of a kind; within a kind the lower sets, then the lower
// kickers, from the highest down, win. The 6,175 classes (one per multiset
// of five ranks) are numbered from 1 (four Kings with a Queen, the worst)
// to NumAceFive (5-4-3-2-A, the best): a higher AceFive is a better low,
// and equal values split. The zero AceFive is not a hand.
type AceFive uint16

// NumAceFive is the number of ace-to-five low classes: the multisets of
// five ranks with at most four of each.
const NumAceFive = 6175

// DeuceSeven is the value of a five-card hand in deuce-to-seven lowball:
// the worst high hand wins, aces are always high (A-5-4-3-2 is ace high,
// not a straight), and straights and flushes count against a hand. The
// 7,462 classes are numbered from 1 (a royal flush, the worst) to
// NumDeuceSeven (7-5-4-3-2 of mixed suits, the best). The zero DeuceSeven
// is not a hand.
type DeuceSeven uint16

// NumDeuceSeven is the number of deuce-to-seven classes, as many as the
// high classes: the wheel's straight becomes an ace-high hand and its
// straight flush an ace-high flush.
const NumDeuceSeven = NumClasses

// lowClass is a class of low hands: its kind (tables' category numbers,
// HighCard to StraightFlush) and its ranks in order of significance, sets
// before kickers, higher first.
type lowClass struct {
	kind  int
	ranks [5]deck.Rank
}

// classKey orders classes: the kind, then the ranks in significance order,
// each as ord gives it (ace low for A-5, high for 2-7). A smaller key is a
// weaker high hand, so a better low.
func classKey(c lowClass, ord func(deck.Rank) int) int {
	k := c.kind
	for _, r := range c.ranks {
		k = k*16 + ord(r)
	}
	return k
}

// aceLow orders ranks with the ace below the Two.
func aceLow(r deck.Rank) int { return (int(r) + 1) % deck.NumRanks }

// aceHigh orders ranks as they are.
func aceHigh(r deck.Rank) int { return int(r) }

// aceFiveTables holds the ace-to-five values of every multiset of five to
// seven ranks, by perfect-hash slot as Hand.Rank looks up non-flush
// hands, and the classes by value.
type aceFiveTables struct {
	bySlot  *[rankMask + 1]AceFive
	classes [NumAceFive + 1]lowClass
}

// aceFiveOf builds the tables once, in a few milliseconds: the 6,175
// five-rank multisets are sorted by classKey, and each larger multiset takes
// the best value among its multisets of one card fewer.
var aceFiveOf = sync.OnceValue(func() *aceFiveTables {
	t := &aceFiveTables{bySlot: new([rankMask + 1]AceFive)}
	type keyed struct {
		key int
		c   lowClass
		sum uint32
	}
	var five []keyed
	tables.ForEachMultiset(5, 5, func(n [13]int) {
		c := multisetClass(n, aceLow)
		five = append(five, keyed{classKey(c, aceLow), c, tables.SumOf(tables.RankKeys, n)})
	})
	// Worst first: the largest key gets 1.
	slices.SortFunc(five, func(a, b keyed) int { return cmp.Compare(b.key, a.key) })
	for i, k := range five {
		t.classes[i+1] = k.c
		t.bySlot[slot(k.sum)] = AceFive(i + 1)
	}
	// The best five of six or seven ranks is the best five of the
	// multiset less one of its cards: fill six-rank multisets from the
	// five-rank ones, then seven from six.
	for size := 6; size <= tables.MaxCards; size++ {
		tables.ForEachMultiset(size, size, func(n [13]int) {
			sum := tables.SumOf(tables.RankKeys, n)
			var best AceFive
			for r, c := range n {
				if c > 0 {
					best = max(best, t.bySlot[slot(sum-tables.RankKeys[r])])
				}
			}
			t.bySlot[slot(sum)] = best
		})
	}
	return t
})

// multisetClass returns the class of a multiset of five ranks (counts by
// rank, Two = 0): its kind by the sizes of its sets, and its ranks with
// larger sets first and, among sets of one size, the higher rank under
// ord first.
func multisetClass(n [13]int, ord func(deck.Rank) int) lowClass {
	var c lowClass
	i := 0
	for size := 4; size >= 1; size-- {
		var rs []deck.Rank
		for r, k := range n {
			if k == size {
				rs = append(rs, deck.Rank(r))
			}
		}
		slices.SortFunc(rs, func(a, b deck.Rank) int { return cmp.Compare(ord(b), ord(a)) })
		for _, r := range rs {
			for range size {
				c.ranks[i] = r
				i++
			}
		}
	}
	c.kind = kindOf(n)
	return c
}

// kindOf returns the kind of five ranks, counts by rank, ignoring
// straights and flushes.
func kindOf(n [13]int) int {
	var sizes [5]int
	for _, k := range n {
		sizes[k]++
	}
	switch {
	case sizes[4] == 1:
		return tables.FourOfAKind
	case sizes[3] == 1 && sizes[2] == 1:
		return tables.FullHouse
	case sizes[3] == 1:
		return tables.ThreeOfAKind
	case sizes[2] == 2:
		return tables.TwoPair
	case sizes[2] == 1:
		return tables.OnePair
	}
	return tables.HighCard
}

// AceFiveValue returns the ace-to-five value of the best low of five
// cards within h, which must hold five to seven cards (otherwise the
// result is meaningless): the best five of seven in razz. Suits do not
// matter, so it is one lookup by the hand's rank-key sum, as fast as a
// non-flush Hand.Rank.
func AceFiveValue(h Hand) AceFive { return aceFiveOf().bySlot[slot(uint32(h.key))] }

// AceFiveTable is the table behind AceFiveValue, for loops that value
// many hands: get it once with AceFiveLows. It is read only.
type AceFiveTable struct{ t *aceFiveTables }

// AceFiveLows returns the ace-to-five table, built on first use.
func AceFiveLows() AceFiveTable { return AceFiveTable{aceFiveOf()} }

// Value is AceFiveValue(h).
func (a AceFiveTable) Value(h Hand) AceFive { return a.t.bySlot[slot(uint32(h.key))] }

// Valid reports whether v is an ace-to-five value.
func (v AceFive) Valid() bool { return v >= 1 && v <= NumAceFive }

// Ranks returns the ranks of v's class in order of significance: sets
// before kickers, larger sets first, higher ranks first, the ace counting
// low. It returns the zero array for an invalid value.
func (v AceFive) Ranks() [5]deck.Rank {
	if !v.Valid() {
		return [5]deck.Rank{}
	}
	return aceFiveOf().classes[v].ranks
}

// String names the low as players say it: the two highest cards of a hand
// without a pair, lower case, as in "eight-six low" or "five-four low"
// (the wheel); a paired hand as a high hand is named, "Pair of Aces" or
// "Two Pair, Kings and Twos". An invalid value gives "Invalid".
func (v AceFive) String() string {
	if !v.Valid() {
		return "Invalid"
	}
	return lowName(aceFiveOf().classes[v])
}

// Digits returns v's ranks as in Low.String, hyphenated in order of
// significance: "8-6-4-3-A", "A-A-K-3-2".
func (v AceFive) Digits() string {
	if !v.Valid() {
		return "Invalid"
	}
	return digits(v.Ranks())
}

// digits joins ranks with hyphens.
func digits(rs [5]deck.Rank) string {
	var b strings.Builder
	for i, r := range rs {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(r.String())
	}
	return b.String()
}

// lowName names a low class: "eight-six low" for a hand without a pair,
// straight or flush, else as describe names a high hand.
func lowName(c lowClass) string {
	if c.kind == tables.HighCard {
		return strings.ToLower(c.ranks[0].Name()) + "-" + strings.ToLower(c.ranks[1].Name()) + " low"
	}
	tc := tables.Class{Category: c.kind}
	for i, r := range c.ranks {
		tc.Ranks[i] = int(r)
	}
	return describe(tc)
}

// deuceSevenTables maps standard Ranks to deuce-to-seven values, and holds
// the deuce-to-seven classes by value.
type deuceSevenTables struct {
	ofRank  [NumClasses + 1]DeuceSeven
	classes [NumDeuceSeven + 1]lowClass
}

// deuceSevenOf builds the tables once: each standard class becomes a
// deuce-to-seven class (the wheel's straight an ace-high hand, its
// straight flush an ace-high flush), and the classes are sorted by classKey
// with the ace high, the strongest high hand first.
var deuceSevenOf = sync.OnceValue(func() *deuceSevenTables {
	t := new(deuceSevenTables)
	type keyed struct {
		key  int
		c    lowClass
		rank Rank
	}
	cs := classes()
	ks := make([]keyed, len(cs))
	for i, tc := range cs {
		c := lowClass{kind: tc.Category}
		for j, r := range tc.Ranks {
			c.ranks[j] = deck.Rank(r)
		}
		if (c.kind == tables.Straight || c.kind == tables.StraightFlush) && c.ranks[0] == deck.Five {
			c.ranks = [5]deck.Rank{deck.Ace, deck.Five, deck.Four, deck.Three, deck.Two}
			c.kind = map[int]int{tables.Straight: tables.HighCard, tables.StraightFlush: tables.Flush}[c.kind]
		}
		ks[i] = keyed{classKey(c, aceHigh), c, Rank(i + 1)}
	}
	slices.SortFunc(ks, func(a, b keyed) int { return cmp.Compare(b.key, a.key) })
	for i, k := range ks {
		t.ofRank[k.rank] = DeuceSeven(i + 1)
		t.classes[i+1] = k.c
	}
	return t
})

// DeuceSevenValue returns the deuce-to-seven value of the hand h, which
// must hold exactly five cards (deuce-to-seven lowball plays all five:
// of more cards the best low is not the worst high, and the result is
// meaningless). It costs a Hand.Rank and a lookup.
func DeuceSevenValue(h Hand) DeuceSeven { return deuceSevenOf().ofRank[h.Rank()] }

// Valid reports whether v is a deuce-to-seven value.
func (v DeuceSeven) Valid() bool { return v >= 1 && v <= NumDeuceSeven }

// Ranks returns the ranks of v's class in order of significance, the ace
// high; the zero array for an invalid value.
func (v DeuceSeven) Ranks() [5]deck.Rank {
	if !v.Valid() {
		return [5]deck.Rank{}
	}
	return deuceSevenOf().classes[v].ranks
}

// String names the hand: "seven-five low" for a hand without a pair,
// straight or flush (and "ace-five low" for A-5-4-3-2), else as a high hand
// is named: "Pair of Twos", "Straight, Six high", "Flush, Ace high". An
// invalid value gives "Invalid".
func (v DeuceSeven) String() string {
	if !v.Valid() {
		return "Invalid"
	}
	return lowName(deuceSevenOf().classes[v])
}

// Digits returns v's ranks hyphenated in order of significance: "7-5-4-3-2".
func (v DeuceSeven) Digits() string {
	if !v.Valid() {
		return "Invalid"
	}
	return digits(v.Ranks())
}

// Lowball names a ranking of low hands, for the games played for the low
// only: AceToFive (razz, ace-to-five lowball) or DeuceToSeven. Its
// methods give values as Lows (higher is better) so that games hold one
// type of low; the zero Lowball is no ranking.
type Lowball uint8

// The low rankings.
const (
	// AceToFive ranks by AceFive: the best low of five of five to seven
	// cards.
	AceToFive Lowball = iota + 1
	// DeuceToSeven ranks five-card hands by DeuceSeven.
	DeuceToSeven
)

// Value returns the value of the best low within h as a Low: an AceFive
// of five to seven cards, or a DeuceSeven of exactly five.
func (l Lowball) Value(h Hand) Low {
	if l == DeuceToSeven {
		return Low(DeuceSevenValue(h))
	}
	return Low(AceFiveValue(h))
}

// Classes returns the number of classes of the ranking, its best value.
func (l Lowball) Classes() int {
	if l == DeuceToSeven {
		return NumDeuceSeven
	}
	return NumAceFive
}

// class returns the class of v.
func (l Lowball) class(v Low) (lowClass, bool) {
	if v == 0 || int(v) > l.Classes() {
		return lowClass{}, false
	}
	if l == DeuceToSeven {
		return deuceSevenOf().classes[v], true
	}
	return aceFiveOf().classes[v], true
}

// Describe names the low v: "eight-six low", "Pair of Aces" (see
// AceFive.String and DeuceSeven.String); "Invalid" for a value that is not
// one of the ranking's.
func (l Lowball) Describe(v Low) string {
	c, ok := l.class(v)
	if !ok {
		return "Invalid"
	}
	return lowName(c)
}

// Ranks returns the ranks of v's class in order of significance; the zero
// array for an invalid value.
func (l Lowball) Ranks(v Low) [5]deck.Rank {
	c, _ := l.class(v)
	return c.ranks
}

// Category returns the kind of v as a high hand is named (HighCard for a
// hand without a pair, straight or flush); 0 for an invalid value.
func (l Lowball) Category(v Low) Category {
	c, _ := l.class(v)
	return Category(c.kind)
}

// Best5 returns the five cards of the best low among cards (five to seven
// for AceToFive, five for DeuceToSeven), in the order of Ranks, and its
// value. It panics on other numbers of cards. It is for showing a hand.
func (l Lowball) Best5(cards []deck.Card) ([5]deck.Card, Low) {
	if len(cards) < 5 || len(cards) > 7 || l == DeuceToSeven && len(cards) != 5 {
		panic("eval: Lowball.Best5: wrong number of cards")
	}
	v := l.Value(NewHand(cards...))
	var out [5]deck.Card
	used := make([]bool, len(cards))
	for i, r := range l.Ranks(v) {
		for j, c := range cards {
			if !used[j] && c.Rank() == r {
				out[i], used[j] = c, true
				break
			}
		}
	}
	return out, v
}
