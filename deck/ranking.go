package deck

import "math"

//go:generate go run gen_ranking.go
//go:generate go run gen_ranking.go -game shortdeck

// PreflopRanking returns the 169 starting-hand classes, best first, in the
// order that top shares of ParseRange ("15%") and TopClasses follow: by
// exact all-in equity against one random hand, which gen_ranking.go
// computes with pokersim's own enumeration (see PreflopEquity). It returns
// a new slice on each call.
func PreflopRanking() []Class {
	classes := make([]Class, len(preflopRanking))
	for i, g := range preflopRanking {
		classes[i] = ClassAt(int(g))
	}
	return classes
}

// PreflopEquity returns class c's exact all-in equity against one random
// hand, a fraction in [0,1], as computed for the ranking. It panics if c is
// not a valid class.
func PreflopEquity(c Class) float64 {
	i := c.Index()
	for k, g := range preflopRanking {
		if int(g) == i {
			return preflopEquity[k]
		}
	}
	panic("deck: PreflopEquity: class missing from the ranking")
}

// TopClasses returns the best classes, by PreflopRanking, that make up
// the given percentage of the 1326 combos. Classes are taken whole, in ranking
// order, while fewer than round(percent/100 × 1326) combos have been taken
// (rounding halves away from zero, and taking at least one class), so they
// hold that target or up to 11 combos more: a class has at most 12. 15 per
// cent, for instance, is 198.9, so 199 combos or a few more.
//
// A percent of 0 or less, or NaN, gives no classes; 100 or more gives all
// 169.
func TopClasses(percent float64) []Class { return TopClassesIn(FullDeck, percent) }

// classRanking is the order of the starting-hand classes of a deck, best
// first, that its top shares follow.
type classRanking struct {
	order  []uint8   // grid indices (Class.Index), best first
	equity []float64 // each class's equity against one random hand, in that order
	combos int       // the combos of the deck: 1326, or 630 in the short deck
}

// rankingIn returns the ranking of the classes dealt from in: the short
// deck's own for ShortDeck, Hold'em's otherwise.
func rankingIn(in Set) classRanking {
	if in == ShortDeck {
		return classRanking{shortDeckRanking[:], shortDeckEquity[:], 630}
	}
	return classRanking{preflopRanking[:], preflopEquity[:], NumCombos}
}

// RankingIn returns the starting-hand classes of a game dealt from the
// cards of in, best first, in the order its top shares ("15%" in
// ParseRangeIn) follow: for ShortDeck the 81 classes of Six to Ace ordered
// by exact all-in equity in short-deck Hold'em against one random
// short-deck hand (gen_ranking.go computes it as it computes Hold'em's);
// for any other deck PreflopRanking. It returns a new slice on each call.
func RankingIn(in Set) []Class {
	rk := rankingIn(in)
	classes := make([]Class, len(rk.order))
	for i, g := range rk.order {
		classes[i] = ClassAt(int(g))
	}
	return classes
}

// EquityIn returns class c's exact all-in equity against one random hand
// in the ranking of RankingIn(in), a fraction in [0,1]. It panics if c is
// not in that ranking.
func EquityIn(in Set, c Class) float64 {
	rk := rankingIn(in)
	i := c.Index()
	for k, g := range rk.order {
		if int(g) == i {
			return rk.equity[k]
		}
	}
	panic("deck: EquityIn: class missing from the ranking")
}

// CombosIn returns the number of two-card combos dealt from in that the
// top shares of RankingIn(in) divide: 1326, or 630 in the short deck.
func CombosIn(in Set) int { return rankingIn(in).combos }

// TopClassesIn is TopClasses in the ranking of RankingIn(in), as a share
// of CombosIn(in) combos: in the short deck, 15 per cent is 94.5 of the
// 630 combos, so 95 combos or a few more.
func TopClassesIn(in Set, percent float64) []Class {
	return RankingIn(in)[:rankingIn(in).topCount(percent)]
}

// topCount returns the number of classes, from the top of the ranking, that
// make up percent of its combos (see TopClasses).
func (rk classRanking) topCount(percent float64) int {
	if !(percent > 0) {
		return 0
	}
	target := max(1, math.Round(min(percent, 100)/100*float64(rk.combos)))
	n, combos := 0, 0
	for n < len(rk.order) && float64(combos) < target {
		combos += ClassAt(int(rk.order[n])).Count()
		n++
	}
	return n
}
