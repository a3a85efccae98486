package main

import (
	"github.com/urfave/cli/v2"
)

// The flags that several commands share are written once, here, as cmd/go
// writes its build flags once (work.AddBuildFlags): each command takes the
// flag by name with what is its own (the usage, a default), and every
// command spells and reads it the same way (formatOf, workersOf,
// readShard). A feature's own flags come from its row; the equity
// request's, from package request's table (request.Flags).

// use is what a command says of a shared flag: its usage, with the value's
// placeholder in backquotes; its default value, or the default in words;
// and whether it takes the one-letter alias (the commands whose help has
// always shown it).
type use struct {
	usage, value, defaultText string
	short                     bool
}

// sharedFlag returns the shared flag name as a command uses it: format,
// out, workers, seed and shard, which many commands take; chart, the file
// a chart is drawn to; stacks and payouts, ICM's lists; game, for a
// command of some games only; board, cards on the board. It panics on
// another name, a programmer's error.
func sharedFlag(name string, u use) *cli.StringFlag {
	var alias string
	switch name {
	case "chart", "stacks", "payouts", "game", "board":
		alias = map[string]string{"stacks": "s", "payouts": "p", "game": "g", "board": "b"}[name]
	case "format":
		alias = "f"
	case "out":
		alias = "o"
	case "workers":
		alias, u.short = "w", true
		if u.defaultText == "" {
			u.defaultText = "one per CPU"
		}
	case "seed":
		if u.value == "" {
			u.value = "0"
		}
	case "shard":
		if u.usage == "" {
			u.usage = "run only shard `I/N` (0 <= I < N) of the work and write a shard file (--out) for pokersim merge; env/N takes I from SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX"
		}
	default:
		panic("pokersim: no shared flag " + name)
	}
	f := &cli.StringFlag{Name: name, Usage: u.usage, Value: u.value, DefaultText: u.defaultText}
	if u.short && alias != "" {
		f.Aliases = []string{alias}
	}
	return f
}
