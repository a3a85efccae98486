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
//
// # The engines
//
// NewPlan chooses one engine (engine.go) from the game's family, whether a
// player holds a range, the method and, for Monte Carlo of known hands,
// the trial loop that fits the matchup: each such loop is an engine of its
// own. With ranges, Monte Carlo's loop depends on the listing of
// assignments and a pilot of draws, which are work of the run (a batch
// plans all its lines before it runs any), so holdemRangeMC chooses it
// when the run starts. The families: Hold'em (holdem_*.go) is every game that is neither Omaha nor
// stud (Hold'em, short deck, five-card showdown, the lowballs); Omaha
// (omaha*.go) is every game of two hole and three board cards; stud
// (stud*.go) the seven-card stud games. Every path is checked against an
// independent reference (TestMonteCarloEngineChoice checks which Monte
// Carlo engine NewPlan chooses):
//
//	engine, path            applies when                                  method  checked by (reference)
//	holdemExact                                                           exact   TestEnumeratePublished, TestEnumerateAhKhQsQdCounts (published figures)
//	  multiset              high only, any five of 2+5, all hands known   exact   TestMultisetMatchesGeneric (the enumerator, count for count);
//	                                                                              TestMultisetPreflopMatchesGeneric (unpaired flushes apart)
//	  enumerator            partial hands, other games                    exact   TestShortDeckAgainstBruteForce (every deal by game.Value);
//	                                                                              TestOneKnownCard (a range of every hand with the card)
//	holdemRangeExact        a range, not board-major                      exact   TestRangeOrbitsMatchPlain (each assignment valued one by one);
//	                                                                              TestRangeEquityPublished (PokerStove, Equilab)
//	holdemBoardMajor        heads-up Hold'em with a range, when quicker   exact   TestBoardMajorMatchesOrbits (holdemRangeExact)
//	holdemPreflopTable      heads-up Hold'em, no board or dead card,      exact   TestPreflopTableMatchesEnumeration (the three above, bit for bit);
//	                        weights exact in sums (holdem_preflop.go)             TestPreflopTableOnlyWhereExact
//	holdemSweep             3+ players with a range, 1-2 cards to come,   exact   TestSweepMatchesOrbits (holdemRangeExact, bit for bit);
//	                        weights exact in sums, when quicker                   TestSweepChosen, TestSweepUnits
//	holdemHeadsUpMC         two known hands, high only, no categories     MC      TestRunHeadsUpMatchesGeneric (runGeneric, same stream)
//	holdemMultiwayMC        3-12 known hands, as holdemHeadsUpMC          MC      TestRunMultiwayMatchesGeneric (runGeneric, same stream)
//	holdemLateMC            as those, one or two board cards to come      MC      TestRunLateMatchesGeneric (runGeneric, same stream)
//	holdemGenericMC         otherwise: partial hands, lows, categories    MC      TestMonteCarloNearExact (exact, within 5 standard errors)
//	holdemRangeMC           a range; its loop chosen when the run starts
//	  runChoice             every assignment listed, equal weights        MC      TestRunChoiceMatchesDecks (runDecks, same stream)
//	  runDecks              every assignment listed                       MC      TestRangeMonteCarlo (exact, within 5 standard errors)
//	  runHeadsUp            two listed ranges, too many for decks         MC      TestRunHeadsUpMatchesRejection (runRejection, same stream);
//	                                                                              TestRunHeadsUpNearExact (exact, within 5 standard errors)
//	  runRejection          wide ranges drawn one by one                  MC      TestRangeMonteCarlo, TestDealtMatchesDrawn
//	  runWalk               ranges that rarely fit (pilot below 20%)      MC      TestWalkKeepsTarget (chi-square), TestWalkIntervalCoverage
//	omahaExact
//	  omahaSet              every hand whole and known                    exact   TestOmahaSetMatchesCardEnum (cardEnum, count for count)
//	  cardEnum              partial hands, ranges (omahaSet per hand)     exact   TestCardsAgainstBruteForce (refShares), TestCardsPublished
//	omahaMC                 any Omaha matchup                             MC      TestCardsMonteCarlo (exact), TestKnownTablesMatchOmahaValue
//	studExact
//	  studDuel              heads-up, no community card                   exact   TestStudDuelBrute, TestStudDuelCategories (every deal)
//	  studEnum              otherwise                                     exact   TestStudExactBrute (bruteStudShares)
//	studHeadsUpMC           heads-up, no categories, no community card    MC      TestStudHeadsUpMatchesGeneric (studGenericMC's loop, same stream)
//	studGenericMC           any stud matchup                              MC      TestStudMonteCarlo (exact, within 5 standard errors)
//
// An exact plan of heads-up Hold'em before the flop with no dead card
// reads the table of package internal/preflop instead of enumerating
// (Result.Table says so), wherever the weighted sums are the same bit for
// bit; its units are those of the enumeration it stands for.
//
// SidePots values the pots of an all-in (a main pot and side pots, each
// among some of the players) in one multiset enumeration where that
// applies, each pot's winners counted among its players; its results are
// Enumerate's for each pot's own matchup, bit for bit
// (TestSidePotsMatchEnumerate, TestSidePotsBruteForce).
//
// The exact engines split into units (Plan.Units), which TestUnitsCombine
// checks against Run; every Monte Carlo engine runs its blocks through
// runMonteCarlo, whose reproducibility TestMonteCarloSameForAnyWorkers,
// TestRangeMonteCarloSameForAnyWorkers and TestResumeFromCheckpoint check.
package sim
