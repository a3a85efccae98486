package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"
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
		if d := editDistance(typed, n); d < bestD && 2*d < len(typed) {
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

// editDistance returns the optimal string alignment distance between a
// and b, by bytes: the dynamic programme of Damerau's distance without
// edits of a substring already edited (Wagner-Fischer with one more
// case), in three rows.
func editDistance(a, b string) int {
	prev2, prev, cur := make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
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
