// Package preflop holds the exact outcomes of every heads-up Hold'em
// matchup of two known hands before the flop, with no other card out: for
// each ordered pair of disjoint combos, the number of the C(48, 5) =
// 1,712,304 boards that each player wins alone (the rest are split).
//
// The counts are integers read from a table embedded in the binary
// (counts.bin, 1,344,564 bytes), written by gen.go with sim's exact
// engine (go generate) and checked against it by the tests. A matchup is
// looked up through a relabelling of the suits that maps its first hand
// to its class's representative (Hero), so the table needs a row per
// starting-hand class, not per combo: 169 rows of 1,326 entries.
//
// The package keeps no mutable state; its functions may be called from
// any number of goroutines.
package preflop
