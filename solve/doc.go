// Package solve is a heads-up solver for the river and the turn: given a
// board of 5 cards (the river) or 4 (the turn, then every river card), two
// weighted ranges, the pot, the stacks and a bet tree, it finds
// strategies within a target exploitability by Discounted CFR (package
// solve/cfr) and reports each combo's strategy, EV and equity at every
// decision.
//
// # The game
//
// OOP acts first on each street, IP second. A player not facing a bet
// may check or bet one of their sizes for the street; facing one, fold,
// call or raise by one of the street's raise sizes (Bets, from a SPEC
// read by ParseBets). At most MaxRaises raises a street. A bet or raise is
// all-in when it would leave its player less than AllInBelow of the pot
// once called behind, or more than their stack; sizes that come to the
// same chips are one action. Amounts are rounded to hundredths of a chip.
// Actions are named "check", "bet X" (X the chips bet), "call", "fold"
// and "raise X" (X the street total raised to). The stacks are the
// effective stack: chips behind at the root, the same for both players.
//
// Payoffs are chips. A combo's EV at a node is its share of the pot at the
// end less the chips it puts in after the root, given that it got there,
// against the opponent's hands that get there: with checks only it is its
// equity times the pot.
//
// # How it is solved
//
// A spot is a cfr.Game whose hands are each range's combos without a
// board card. A river showdown is valued for every hand at once with the
// hands sorted by strength (valued once per river with package eval, and
// sorted by internal/valuesort): one sweep up the opponent's hands counts
// the reach each hand beats, one down the reach it loses to, and card
// removal comes from the reach counted per card (O(n) per showdown, after
// an O(n log n) sort per river). A fold is valued the same way, with
// every hand's compatible reach. On the turn, a chance node deals each of
// the 48 cards not on the board, with the hands holding it blocked and a
// weight of 1/44 (the river cards left to any two compatible hands), and
// river cards that a relabelling of the suits fixing the board and the
// ranges maps to a lesser one are not solved but take its values
// (isomorphism.go). Chance outcomes and large subtrees are walked by
// several goroutines, each result summed in order.
//
// Exploitability is the mean of what the two best responses to the
// average strategies gain, in percent of the pot (what PioSOLVER and the
// open solvers report): 0 at an equilibrium. It is measured every 10
// iterations, and the solve stops at Request.Accuracy or
// Request.Iterations.
//
// Before building a tree, RunWith estimates its memory from the betting
// of each street (8 bytes per action and hand at each decision, plus the
// nodes and river tables) and refuses a tree over Request.MaxMemory with
// ErrTooLarge and the estimate.
//
// Results are the same, bit for bit, for any number of workers.
package solve
