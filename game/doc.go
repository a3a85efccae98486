// Package game describes the poker variants pokersim plays as data: the
// cards in the deck, how many each player holds and the board has at
// showdown, how hole and board cards make a hand, how hands rank and how a
// pot is split. The engine (package sim) asks a Game these questions
// instead of switching on the variant: Game.Showdown (or Game.Value, the
// slow way) gives every player's high and low in any game, and Game.Pot
// applies the game's low rule (NoLow, EightOrBetter, LowOnly) to say who
// takes the pot; nothing else writes the pot rule.
//
// A Game is a small value naming one row of a read-only table, so games
// compare with ==, print as their names and travel through JSON as text.
// Everything in the package is safe for concurrent use.
package game
