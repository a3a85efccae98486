// Package pushfold solves the heads-up push-or-fold game of tournament
// poker: the small blind moves all in or folds, the big blind calls or
// folds, with stacks of S big blinds each counted before the blinds (0.5
// and 1) and an optional ante are posted.
//
// Equity comes from the exact all-in table of every pair of starting-hand
// classes with card removal: for each pair of classes, the number of pairs
// of combos that share no card, and their exact win and loss counts over
// every board (Table, generated into allin_gen.go by gen_allin.go from
// package matrix). A strategy gives each of the 169 classes a probability;
// since the combos of a class are alike under relabelling the suits, and
// each opposing class is weighted by its conflict-free combo pairs, the
// class-level game is the combo-level game exactly.
//
// Solve finds the Nash equilibrium of one stack by CFR+ and reports its
// exploitability; Chart finds, for each class, the largest stack at which
// each player plays it at least half the time. SolveICM values the
// blinds' game in prize equity (ICM) in a tournament, and SolveThreeWay
// solves the three-handed game from the button with ICM and side pots:
// its heads-up ends exact by class, its three-way showdown over a seeded
// sample of deals.
//
// Values are in big blinds. Nothing in the package holds mutable state;
// the table is built once, read only, behind sync.OnceValue.
package pushfold

//go:generate go run gen_allin.go
