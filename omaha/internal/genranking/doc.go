// Command genranking writes omaha/ranking4.txt, the ranking of the 16,432
// classes of four-card Omaha hands (hands the same but for their suits,
// see package suitclass) that percentages of hands ("15%") follow in
// package omaha. Run it with go generate in package omaha:
//
//	go run ./internal/genranking [-trials 30000] [-seed 1] [-o ranking4.txt]
//
// Each class is valued by one of its hands' all-in equity in Omaha high
// against one random four-card hand, a fraction in [0,1], estimated by
// pokersim's own Monte Carlo engine (sim.MonteCarlo) with the given number
// of trials and the same seed for every class. The engine's results do
// not depend on the number of workers, so the file is the same bytes on
// every machine for the same flags. With 30,000 trials the standard error
// of an equity is at most 0.0029 (0.29 percentage points: a trial's share
// of the pot has a standard deviation of at most 0.5, and 0.5/√30,000 =
// 0.0029); the generator takes about two minutes of CPU, shared among
// the cores (eight minutes of wall time on a busy two-core machine), and
// writes 280 KB. Classes whose equities differ by less than about twice that
// error may stand in either order.
//
// Classes are written best first, by equity, ties broken by key.
package main
