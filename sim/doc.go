// Package sim is pokersim's equity engine: it values a showdown (a
// Matchup of players holding known cards or ranges, a board, dead cards,
// in one of the games of package game) by exact enumeration or by Monte
// Carlo.
//
// A player holds known cards or a Range, the small interface the engine
// needs of a range (weighted hands of the game's number of cards), which
// Hold'em's *deck.Range and Omaha's *omaha.Range satisfy; the engine does
// not parse ranges. Every showdown is valued by the game (game.Showdown)
// and its pot divided by the game's rule (game.Pot), in the equity and in
// the analyses of the next street (OutsOf, ByCard, Streets).
//
// NewPlan checks a matchup and its Options once, lists the players' hands
// once, and chooses the method; Plan.Run runs it. Equity does both.
//
// Contracts:
//
//   - Exact results are exact: outcomes are counted as integers (weighted
//     sums with ranges), and the equities are their ratios.
//   - The method Auto chooses depends only on the matchup and the options
//     that shape the work (Options.ExactBudget, categories, results by
//     hand): never on the number of workers, the seed or the machine.
//   - A Monte Carlo run with the same seed and trial or standard-error limit
//     gives the same result, bit for bit, for any number of workers and on
//     any machine: trials run in blocks with streams derived from (seed,
//     block index), merged in block order. Time limits, and cancellation,
//     make results depend on the machine's speed.
//   - Seeds are below MaxSeed (2^53), so JSON readers hold them exactly.
//   - Randomness comes only from seeded streams (deck.Rand); the package
//     keeps no mutable state, and its functions may be called from any
//     number of goroutines. A Plan runs one computation at a time.
//   - Monte Carlo's statistics (StdErr, Interval) are defined here, once;
//     reports only format them.
package sim
