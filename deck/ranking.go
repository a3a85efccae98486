package deck

import "math"

//go:generate go run gen_ranking.go

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
func TopClasses(percent float64) []Class {
	return PreflopRanking()[:topCount(percent)]
}

// topCount returns the number of classes, from the top of the ranking, that
// TopClasses(percent) returns.
func topCount(percent float64) int {
	if !(percent > 0) {
		return 0
	}
	target := max(1, math.Round(min(percent, 100)/100*NumCombos))
	n, combos := 0, 0
	for n < len(preflopRanking) && float64(combos) < target {
		combos += ClassAt(int(preflopRanking[n])).Count()
		n++
	}
	return n
}
