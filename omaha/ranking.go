package omaha

import (
	"cmp"
	_ "embed"
	"errors"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/pokersim/pokersim/deck"
	"github.com/pokersim/pokersim/omaha/internal/suitclass"
)

//go:generate go run ./internal/genranking -o ranking4.txt

// ranking4Text is the ranking of the classes of four-card hands that
// genranking writes: '#' lines, then a representative hand and its equity
// per line, best first.
//
//go:embed ranking4.txt
var ranking4Text string

// NumClasses4 is the number of classes of four-card Omaha hands, hands
// that are the same but for the names of their suits (AsAhKsKh and
// AdAcKdKc are one class): the classes that percentages rank.
const NumClasses4 = 16432

// numHands4 is the number of four-card hands, C(52,4).
const numHands4 = 270725

// Standing is where a four-card hand's class stands in the ranking that
// percentages ("15%") follow.
type Standing struct {
	// Place is the class's place in the ranking: 1 for the best class, up
	// to NumClasses4.
	Place int
	// Equity is the class's all-in equity in Omaha high against one random
	// four-card hand, a fraction in [0,1], as estimated for the ranking
	// (standard error at most 0.003).
	Equity float64
	// Top is the percentage, in (0,100], of all four-card hands that are in
	// this class or a better one.
	Top float64
}

// StandingOf returns the standing of the four-card hand in the ranking
// that percentages follow, and false if hand does not hold exactly four
// cards. The ranking orders the 16,432 classes of four-card hands by
// all-in equity in Omaha high against one random hand, estimated by
// pokersim's Monte Carlo engine with 30,000 trials per class (go generate
// runs omaha/internal/genranking, which writes ranking4.txt).
func StandingOf(hand deck.Set) (Standing, bool) {
	if hand&^deck.FullDeck != 0 || hand.Len() != 4 {
		return Standing{}, false
	}
	rk := loadRanking()
	p := rk.placeOf(hand)
	return Standing{Place: p + 1, Equity: rk.equity[p], Top: 100 * float64(rk.cum[p+1]) / numHands4}, true
}

// ranking is the parsed ranking of four-card classes. It is read only.
type ranking struct {
	keys   []suitclass.Key         // every class's key, in increasing order
	places []int16                 // places[i]: the place (from 0, best) of keys[i]
	equity []float64               // by place
	cum    []int32                 // cum[p]: the hands in the classes at places before p; NumClasses4+1 of them
	byHand [numHands4]uint16       // the place of each four-card hand, by its colex index (colex)
	choose [deck.NumCards][5]int32 // choose[n][k] = C(n,k), for colex
}

// loadRanking parses ranking4Text once. A bad table is a fault of the
// build, not of any input, so it panics.
var loadRanking = sync.OnceValue(func() *ranking {
	rk, err := parseRanking(ranking4Text)
	if err != nil {
		panic("omaha: bad ranking4.txt: " + err.Error())
	}
	return rk
})

// parseRanking reads the text genranking writes and checks that it ranks
// every class once.
func parseRanking(text string) (*ranking, error) {
	rk := &ranking{cum: []int32{0}}
	type entry struct {
		key   suitclass.Key
		place int16
	}
	var entries []entry
	for line := range strings.Lines(text) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		hand, eq, ok := strings.Cut(strings.TrimSpace(line), " ")
		cards, err := deck.ParseCards(hand)
		if err != nil || !ok || len(cards) != 4 {
			return nil, errors.New("cannot read line " + strconv.Quote(line))
		}
		e, err := strconv.ParseFloat(eq, 64)
		if err != nil {
			return nil, errors.New("cannot read line " + strconv.Quote(line))
		}
		k := suitclass.Of(deck.SetOf(cards...))
		entries = append(entries, entry{k, int16(len(entries))})
		rk.equity = append(rk.equity, e)
		rk.cum = append(rk.cum, rk.cum[len(rk.cum)-1]+int32(k.Size()))
	}
	slices.SortFunc(entries, func(a, b entry) int { return cmp.Compare(a.key, b.key) })
	for i, e := range entries {
		if i > 0 && e.key == entries[i-1].key {
			return nil, errors.New("the class of " + e.key.Hand().String() + " is ranked twice")
		}
		rk.keys = append(rk.keys, e.key)
		rk.places = append(rk.places, e.place)
	}
	if len(entries) != NumClasses4 || rk.cum[len(rk.cum)-1] != numHands4 {
		return nil, errors.New(strconv.Itoa(len(entries)) + " classes, want " + strconv.Itoa(NumClasses4))
	}
	rk.fillByHand()
	return rk, nil
}

// place returns the place of the class k, which must be a class of
// four-card hands: a binary search of the sorted keys, 15 steps at most.
func (rk *ranking) place(k suitclass.Key) int {
	i, _ := slices.BinarySearch(rk.keys, k)
	return int(rk.places[i])
}

// fillByHand fills byHand, so that a hand's place costs one load rather
// than a key and a binary search: 541 KB, for percentages' Contains.
func (rk *ranking) fillByHand() {
	for n := range deck.NumCards {
		rk.choose[n][0] = 1
		for k := 1; k < 5 && k <= n; k++ {
			rk.choose[n][k] = rk.choose[n-1][k-1] + rk.choose[n-1][k]
		}
	}
	var c [4]int
	for c[3] = 3; c[3] < deck.NumCards; c[3]++ {
		for c[2] = 2; c[2] < c[3]; c[2]++ {
			for c[1] = 1; c[1] < c[2]; c[1]++ {
				for c[0] = 0; c[0] < c[1]; c[0]++ {
					h := deck.Card(c[0]).Bit() | deck.Card(c[1]).Bit() | deck.Card(c[2]).Bit() | deck.Card(c[3]).Bit()
					rk.byHand[rk.colex(h)] = uint16(rk.place(suitclass.Of(h)))
				}
			}
		}
	}
}

// colex returns the index of the four-card hand h in colexicographic
// order: with its cards c0 < c1 < c2 < c3, C(c0,1) + C(c1,2) + C(c2,3) +
// C(c3,4), a bijection onto 0 to C(52,4)-1 (Knuth, TAOCP 7.2.1.3).
func (rk *ranking) colex(h deck.Set) int32 {
	var i int32
	x := uint64(h)
	for k := 1; k <= 4; k++ {
		i += rk.choose[bits.TrailingZeros64(x)][k]
		x &= x - 1
	}
	return i
}

// placeOf returns the place of the four-card hand h.
func (rk *ranking) placeOf(h deck.Set) int { return int(rk.byHand[rk.colex(h)]) }

// topCount returns the number of classes, from the best, that make up
// percent of the 270,725 four-card hands, as deck.TopClasses counts
// Hold'em's: classes are taken whole, in ranking order, while fewer than
// round(percent/100 × 270,725) hands have been taken (at least one class
// for any percent above 0), so a top share holds its target or up to 23
// hands more, a class having at most 24. 0 gives none, 100 every class.
func (rk *ranking) topCount(percent float64) int {
	if !(percent > 0) {
		return 0
	}
	target := int32(max(1, math.Round(min(percent, 100)/100*numHands4)))
	n, _ := slices.BinarySearch(rk.cum[1:], target)
	return n + 1
}
