package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// urfave/cli asks a flag for its names over and over: before a command's
// action runs, it checks every name of every flag with Context.IsSet, which
// itself scans the command's flags by name, and each Names call strips
// v1-style names with a regular expression. With the thirty-odd flags of
// equity that is about a thousand regular-expression replacements, a third
// of a millisecond on every run. The wrappers below answer Names from a
// slice computed once; everything else is the embedded flag's.

// stringFlag is a *cli.StringFlag whose names are computed once.
type stringFlag struct {
	*cli.StringFlag
	names []string
}

// Names returns the flag's name and aliases.
func (f stringFlag) Names() []string { return f.names }

// boolFlag is a *cli.BoolFlag whose names are computed once.
type boolFlag struct {
	*cli.BoolFlag
	names []string
}

// Names returns the flag's name and aliases.
func (f boolFlag) Names() []string { return f.names }

// stringSliceFlag is a *cli.StringSliceFlag whose names are computed once.
type stringSliceFlag struct {
	*cli.StringSliceFlag
	names []string
}

// Names returns the flag's name and aliases.
func (f stringSliceFlag) Names() []string { return f.names }

// withNames returns flags with each flag of a type above wrapped in it;
// other flags are left as they are.
func withNames(flags []cli.Flag) []cli.Flag {
	out := make([]cli.Flag, len(flags))
	for i, f := range flags {
		switch f := f.(type) {
		case *cli.StringFlag:
			out[i] = stringFlag{f, names(f, f.Name, f.Aliases)}
		case *cli.BoolFlag:
			out[i] = boolFlag{f, names(f, f.Name, f.Aliases)}
		case *cli.StringSliceFlag:
			out[i] = stringSliceFlag{f, names(f, f.Name, f.Aliases)}
		default:
			out[i] = f
		}
	}
	return out
}

// names returns f.Names() for the flag f of the given name and aliases,
// without the regular expression when no name holds a comma or a space,
// the only characters it removes (with what follows them).
func names(f cli.Flag, name string, aliases []string) []string {
	all := append([]string{name}, aliases...)
	for _, n := range all {
		if strings.ContainsAny(n, ", ") {
			return f.Names()
		}
	}
	return all
}
