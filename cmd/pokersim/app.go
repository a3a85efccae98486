package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"

	"github.com/pokersim/pokersim/feature"
	"github.com/pokersim/pokersim/game"
	"github.com/urfave/cli/v2"
)

// version is pokersim's version, printed by --version. It is a variable
// only so that a release build can stamp its own with the linker
// (-ldflags "-X main.version=1.2.3", see .ci/release); nothing assigns it.
var version = "0.1.0"

// commands returns pokersim's commands in the order help lists them: the
// features' commands in the order of the registry (feature.Commands),
// with merge after flops, then serve and completion. To add a feature,
// add its row to the registry and its constructor here.
func commands() []*cli.Command {
	build := map[string]func() *cli.Command{
		"equity": equityCommand, "range": rangeCommand, "batch": batchCommand, "matrix": matrixCommand,
		"flops": flopsCommand, "merge": mergeCommand, "score": scoreCommand, "hands": handsCommand,
		"icm": icmCommand, "pushfold": pushfoldCommand, "eval": evalCommand,
		"pql": pqlCommand, "solve": solveCommand,
		"serve": serveCommand, "completion": completionCommand,
	}
	names := feature.Commands()
	names = slices.Insert(names, slices.Index(names, "flops")+1, "merge")
	names = append(names, "serve", "completion")
	cmds := make([]*cli.Command, len(names))
	for i, n := range names {
		cmds[i] = build[n]()
	}
	return cmds
}

// usageOf returns the usage line of the command of feature name, from
// its row of the registry.
func usageOf(name string) string { return feature.Lookup(name).Summary }

// run runs pokersim with the command-line arguments args (args[0] is the
// program name), reading standard input from stdin and writing to stdout
// and stderr, and returns the exit status: see exitCode.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		args = []string{"pokersim"}
	}
	out := &outWriter{w: stdout}
	app := newApp(stdin, out, stderr)
	app.Metadata = map[string]any{"args": args}
	if isCompletion(args) {
		complete(app, args, out)
		return reportError(stderr, out.check(nil))
	}
	if err := repeatedFlag(app, args); err != nil {
		return reportError(stderr, err)
	}
	err := app.RunContext(ctx, flagsFirst(app, args))
	return reportError(stderr, out.check(err))
}

// outWriter is standard output, remembering its first write error: a
// command whose output was lost (a full disk, /dev/full, a closed pipe)
// has failed, even if every writer on the way ignored the error.
type outWriter struct {
	w   io.Writer
	err error
}

func (o *outWriter) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err != nil {
		o.err = err
	}
	return n, err
}

// check returns err, the command's error, or, if there is none and
// writing the output failed, that failure.
func (o *outWriter) check(err error) error {
	if err == nil && o.err != nil {
		return fmt.Errorf("writing the output: %w", o.err)
	}
	return err
}

// newApp builds the command-line application for the command line args.
// It never exits the process nor prints errors itself: run does both,
// through reportError.
func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:  "pokersim",
		Usage: "poker equity simulator and fast hand evaluator",
		Description: `Examples:
  pokersim equity AhKh vs QsQd              how often each hand wins
  pokersim equity "QQ+,AKs" vs random --board Ts9h2c
                                            a range against a random hand on a flop
  pokersim equity --game plo AsAhKsKh vs 8d9dTcJc
                                            Omaha; every game with --game: see equity --help
  pokersim range "QQ+,AK,JTs" --board Ts9h2c
                                            what a range holds on a board: sets, pairs, draws
  pokersim batch --out report.html spots.txt
                                            a file of matchups, one report
  pokersim matrix                           every starting hand against every other
  pokersim eval Ah Kh Qh Jh Th 2c 3d        value a hand of five to seven cards
  pokersim score poker.txt                  score Project Euler 54's showdowns
  pokersim score --hackerrank < input       answer HackerRank's version of it
  pokersim icm --stacks 50,30,20 --payouts 70,30
                                            tournament prize equity of chip stacks
  pokersim pushfold --stack 10              heads-up push-or-fold equilibrium ranges
  pokersim serve                            the calculator in a browser, and a JSON API
  source <(pokersim completion bash)        enable completion in bash

Cards are written rank then suit: ranks 2-9, T (or 10), J, Q, K, A; suits
s, h, d, c (or ♠ ♥ ♦ ♣), in either case.

Games (--game): ` + game.Names() + `.

Exit status: 0 ok, 1 failure, 2 bad usage or input, 130 interrupted.`,
		Commands: commands(),
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "version", Aliases: []string{"v"}, DisableDefaultText: true, Usage: "print the version"},
		},
		Action:          rootAction,
		Reader:          stdin,
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: true,
		HideVersion:     true, // --version is ours, so that help does not show the Go version
		CommandNotFound: helpAnyway,
		OnUsageError:    onUsageError,
		ExitErrHandler:  func(*cli.Context, error) {}, // reportError handles errors
	}
	app.Flags = withNames(app.Flags)
	for _, c := range app.Commands {
		c.Flags = withNames(c.Flags)
		c.HideHelpCommand = true // "pokersim score help" would score a file "help"
		if c.OnUsageError == nil {
			c.OnUsageError = onUsageError
		}
	}
	return app
}

// rootAction runs when no command is named: it prints the version for
// --version and otherwise fails with usage help.
func rootAction(c *cli.Context) error {
	switch {
	case c.Bool("version"):
		_, err := fmt.Fprintln(c.App.Writer, versionString())
		return err
	case c.Args().Present():
		typed := c.Args().First()
		return usageErrorf(c, "unknown command %q%s", typed, didYouMean(typed, commandNames(c.App), func(s string) string { return s }))
	}
	cli.HelpPrinter(c.App.ErrWriter, cli.AppHelpTemplate, c.App)
	return &usageError{err: fmt.Errorf("no command given")}
}

// helpAnyway shows the help of c's command. urfave/cli calls it when asked
// for help on an unknown topic, which is how it reads "pokersim score -h
// FILE": as a request for help on FILE.
func helpAnyway(c *cli.Context, _ string) {
	if c.Command.Name == c.App.Name {
		cli.ShowAppHelp(c)
		return
	}
	cli.HelpPrinter(c.App.Writer, cli.CommandHelpTemplate, c.Command)
}

// versionString returns the version line, such as
// "pokersim 0.1.0 (go1.26.8 linux/amd64)", with the VCS revision when the
// binary records one.
func versionString() string {
	s := "pokersim " + version + " (" + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, kv := range info.Settings {
			if kv.Key == "vcs.revision" && len(kv.Value) >= 12 {
				s += " " + kv.Value[:12]
			}
		}
	}
	return s + ")"
}

// interruptible runs f in a goroutine of its own and returns its error, or
// ctx.Err() as soon as ctx is done, even if f is blocked reading a terminal.
// f should watch ctx too, so that it stops working; once interruptible has
// returned, f must not be relied on, and the process should exit.
func interruptible(ctx context.Context, f func() error) error {
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// flagsFirst returns args with the flags of the command named in args[1]
// moved in front of its arguments, so that "equity AhKh vs QsQd --board
// Ts9h2c" means what it says: urfave/cli stops reading flags at the first
// argument. Everything after "--" stays an argument, and a shell completion
// request (its flag last) is left as it is.
func flagsFirst(app *cli.App, args []string) []string {
	if len(args) < 3 {
		return args
	}
	cmd := app.Command(args[1])
	if cmd == nil {
		return args
	}
	takesValue := make(map[string]bool)
	for _, f := range cmd.Flags {
		if df, ok := f.(cli.DocGenerationFlag); !ok || df.TakesValue() {
			for _, name := range f.Names() {
				takesValue[name] = true
			}
		}
	}
	var flags, rest []string
	for i := 2; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' || isNumber(a) {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		if name := strings.TrimLeft(a, "-"); !strings.Contains(name, "=") && takesValue[name] && i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return append(append(args[:2:2], flags...), rest...)
}

// repeatedFlag returns a usage error if a flag of the command named in
// args[1] that takes one value is given twice, as in "--board Ts9h2c
// --board 2d3d4d": urfave/cli would keep the last silently. Flags that
// take a list may repeat.
func repeatedFlag(app *cli.App, args []string) error {
	if len(args) < 3 {
		return nil
	}
	cmd := app.Command(args[1])
	if cmd == nil {
		return nil
	}
	canonical := make(map[string]string) // name or alias -> first name
	takesValue := make(map[string]bool)
	for _, f := range cmd.Flags {
		df, ok := f.(cli.DocGenerationFlag)
		single := !ok || df.TakesValue()
		switch f.(type) {
		case stringSliceFlag, *cli.StringSliceFlag:
			single = false
		}
		for _, name := range f.Names() {
			canonical[name] = f.Names()[0]
			takesValue[name] = single
		}
	}
	seen := make(map[string]bool)
	for i := 2; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if len(a) < 2 || a[0] != '-' || isNumber(a) {
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !takesValue[name] {
			continue
		}
		if !hasValue {
			i++ // its value, whatever it looks like
		}
		c := canonical[name]
		if seen[c] {
			return &usageError{cmd: app.Name + " " + cmd.Name, err: fmt.Errorf("--%s given twice: give it once", c)}
		}
		seen[c] = true
	}
	return nil
}

// isNumber reports whether s is a number, such as -1, which is an argument
// (or a flag's value), not a flag.
func isNumber(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}
