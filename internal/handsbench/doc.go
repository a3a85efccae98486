// Package handsbench builds the hand history file on which the speed of
// "pokersim hands" is measured: n PokerStars hands made from the synthetic
// fixtures of package history (history/testdata/rules.txt), of which one
// in allInEvery is a heads-up all-in before the flop on seeded random
// cards, as the "100,000 hands, about 5% all-in before the river"
// asks. The benchmarks of history and cmd/pokersim build it in memory or
// in a temporary folder; genbench writes it to a file for timing the
// command by hand.
package handsbench
