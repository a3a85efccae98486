package game

import (
	"strings"

	"github.com/pokersim/pokersim/internal/words"
)

// Names returns the names of games, as the command line spells them, in
// a list for people: "holdem, shortdeck or omaha". With no games it lists
// them all, in the order of the table.
func Names(games ...Game) string { return join("or", games) }

// join lists the names of games with the conjunction conj before the last.
func join(conj string, games []Game) string {
	if len(games) == 0 {
		games = All()
	}
	return words.Join(conj, games, Game.String)
}

// Filter returns the games of the table for which keep reports true, in
// the order of the table.
func Filter(keep func(Game) bool) []Game {
	var out []Game
	for _, g := range All() {
		if keep(g) {
			out = append(out, g)
		}
	}
	return out
}

// Usage describes every game for a help text, from the table: each name
// with its title, such as "omaha (Omaha)".
func Usage() string {
	var b strings.Builder
	for i, g := range All() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(g.String() + " (" + g.Title() + ")")
	}
	return b.String()
}

// Aliases returns the other names Parse accepts for g, in lower case. The
// slice must not be modified.
func (g Game) Aliases() []string { return g.spec().aliases }
