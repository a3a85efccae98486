// Package icm values tournament chip stacks as shares of a prize pool
// with the Independent Chip Model of Malmuth and Harville: a player
// finishes first with probability proportional to their chips, and, given
// the players placed above them, each later place likewise among the
// players left (Harville, "Assigning Probabilities to the Outcomes of
// Multi-Entry Competitions", JASA 1973; Malmuth, "Gambling Theory and
// Other Topics", 1987).
//
// Compute values a field exactly, by a recursion over the sets of players
// already placed (Exact), while that is cheap, and otherwise by Monte
// Carlo over finishing orders with a seed and standard errors
// (MonteCarlo); Result.Method says which ran. BubbleFactors and Call value
// an all-in between two players: how much more losing chips costs than
// winning them gains, and the equity needed to call.
//
// Money is in the payouts' unit, chips in the stacks' unit; a share is a
// fraction in [0,1]. Nothing in the package holds mutable state: its
// functions may be called from any number of goroutines.
package icm
