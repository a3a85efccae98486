// Package cfr solves two-player zero-sum games of public actions and
// private hands by Discounted CFR (Brown and Sandholm, "Solving
// Imperfect-Information Games via Discounted Regret Minimization", AAAI
// 2019), with the parameters the paper recommends: alpha = 1.5, beta = 0,
// gamma = 2.
//
// A Game is a public tree (Node): decision nodes of player 0 or 1, chance
// nodes that deal public cards, and terminals whose payoffs a Payoff
// computes for a whole vector of hands at once. Each player holds one of
// a fixed list of private hands, with prior weights. The solver keeps, for
// each decision node, one regret and one strategy sum per action and hand
// of the player to act, and walks the tree with vectors: the reach of the
// opponent's hands goes down, the counterfactual values of the hands of
// the player being updated come up (vector-form CFR, as in Johanson et
// al., "Efficient Nash Equilibrium Approximation through Monte Carlo
// Counterfactual Regret Minimization", 2012, section 2). Players are
// updated in turn within an iteration (alternating updates).
//
// Values are in the game's payoff units. The counterfactual value of a
// hand h is the sum, over the opponent's hands o compatible with h, of the
// opponent's reach of o times h's payoff against o; a player's expected
// value is the sum over their hands of prior weight times counterfactual
// value, divided by Game.Pairs.
//
// Exploitability is half the sum of the two best responses' values
// against the average strategies (the mean of what each player gains by
// best responding), which is 0 at an equilibrium.
//
// Concurrency: the children of a node (chance outcomes, and the actions of
// a decision whose subtree is large enough) are walked by up to the
// solver's workers (errgroup, with one token per goroutine beyond the
// caller's; a child runs on the caller's goroutine when none is free),
// each writing its own values, which are summed in child order, so results
// are the same, bit for bit, for any number of workers. A Solver runs one
// method at a time.
package cfr
