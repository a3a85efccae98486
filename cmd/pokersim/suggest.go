package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/internal/words"
)

// suggest returns the name of names nearest to typed, a mistyped command
// or flag name, or "" if none is near enough to be what was meant: an
// edit distance (optimal string alignment: insertions, deletions,
// substitutions and swaps of two neighbours, each 1) of at most 2, and
// under half typed's length, or typed the start of one name only. Ties
// go to the first name listed.
func suggest(typed string, names []string) string {
	best, bestD := "", 3
	var prefixed []string
	for _, n := range names {
		if d := words.Distance(typed, n); d < bestD && 2*d < len(typed) {
			best, bestD = n, d
		}
		if len(typed) >= 2 && strings.HasPrefix(n, typed) {
			prefixed = append(prefixed, n)
		}
	}
	if best == "" && len(prefixed) == 1 {
		best = prefixed[0]
	}
	return best
}

// commandNames returns the names and aliases of app's commands.
func commandNames(app *cli.App) []string {
	var names []string
	for _, c := range app.Commands {
		names = append(names, c.Names()...)
	}
	return names
}

// flagNames returns the names and aliases of flags, and help's.
func flagNames(flags []cli.Flag) []string {
	names := []string{"help"}
	for _, f := range flags {
		names = append(names, f.Names()...)
	}
	return names
}

// didYouMean returns " (did you mean X?)" for the nearest of names to
// typed, formatted by show, or "" for none.
func didYouMean(typed string, names []string, show func(string) string) string {
	if s := suggest(typed, names); s != "" {
		return fmt.Sprintf(" (did you mean %s?)", show(s))
	}
	return ""
}

// dashed writes a flag name as it is typed: -w, --workers.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// undefinedFlag returns the name of the flag of a parse error of the
// flag package ("flag provided but not defined: -bord"), if it is one.
func undefinedFlag(err error) (string, bool) {
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: ")
	return strings.TrimLeft(name, "-"), ok
}
