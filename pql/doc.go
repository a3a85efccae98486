// Package pql is the Poker Query Language of ProPokerTools' Odds Oracle,
// written afresh from its public documentation over pokersim's games and
// engines: a query such as
//
//	select avg(riverEquity(hero)) as heroEquity
//	from game='holdem', hero='AA', villain='**'
//	where handType(hero, flop) >= pair
//
// is read (Parse), checked against its game (Compile: every player,
// street, keyword and function resolved, and a function that does not
// apply to the game refused with the reason) and run over deals (Run).
//
// Semantics: a deal is one way the cards may fall: a hand for every
// player, drawn from its range with the range's weights (an assignment
// that uses a card twice is no deal), the cards a player lacks and the
// board completed from the rest of the deck. A selector is evaluated on
// every deal that satisfies where; count is the fraction of those deals
// on which its argument is true, avg the mean, max and min the extremes,
// histogram the fraction of deals giving each value. The result says how
// many deals qualified.
//
// Methods: a query is enumerated exactly, every deal weighted by the
// product of its hands' weights, whenever its estimated cost fits the
// exact budget that pokersim equity uses (sim.DefaultExactBudget CPU
// seconds); otherwise it is sampled by Monte Carlo in fixed blocks of
// deals, block b drawing from the stream (seed, b), and the blocks are
// merged in order, so the same seed gives the same figures, bit for bit,
// for any number of workers. Every selector sees every deal of the run.
//
// A query whose selectors are all equities or win and tie frequencies
// that pokersim equity computes (avg(riverEquity(p)), count(winsHi(p)),
// ...), with no where, is answered by pokersim's equity engine (package
// sim) itself: the same figures, bit for bit, at the same cost.
//
// The package keeps no mutable state; its functions may be called from
// any number of goroutines.
package pql
