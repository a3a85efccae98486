package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/urfave/cli/v2"
)

// version is pokersim's version, printed by --version.
const version = "0.1.0"

// commands returns pokersim's commands in the order help lists them. To add
// a command, write its constructor in a file of its own and list it here.
func commands() []*cli.Command {
	return []*cli.Command{
		scoreCommand(),
		evalCommand(),
		completionCommand(),
	}
}

// run runs pokersim with the command-line arguments args (args[0] is the
// program name), reading standard input from stdin and writing to stdout
// and stderr, and returns the exit status: see exitCode.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		args = []string{"pokersim"}
	}
	err := newApp(args, stdin, stdout, stderr).RunContext(ctx, args)
	return report(stderr, err)
}

// newApp builds the command-line application for the command line args.
// It never exits the process nor prints errors itself: run does both,
// through report.
func newApp(args []string, stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:  "pokersim",
		Usage: "poker equity simulator and fast hand evaluator",
		Description: `Examples:
  pokersim eval Ah Kh Qh Jh Th 2c 3d    value a hand of five to seven cards
  pokersim score poker.txt              score Project Euler 54's showdowns
  pokersim score --hackerrank < input   answer HackerRank's version of it
  source <(pokersim completion bash)    enable completion in bash

Cards are written rank then suit: ranks 2-9, T (or 10), J, Q, K, A; suits
s, h, d, c (or ♠ ♥ ♦ ♣), in either case.

Exit status: 0 ok, 1 failure, 2 bad usage or input, 130 interrupted.`,
		Commands: commands(),
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "version", Aliases: []string{"v"}, DisableDefaultText: true, Usage: "print the version"},
		},
		Action:               rootAction,
		Reader:               stdin,
		Writer:               stdout,
		ErrWriter:            stderr,
		HideHelpCommand:      true,
		HideVersion:          true, // --version is ours, so that help does not show the Go version
		EnableBashCompletion: true,
		BashComplete:         completer(args),
		CommandNotFound:      helpAnyway,
		OnUsageError:         onUsageError,
		ExitErrHandler:       func(*cli.Context, error) {}, // report handles errors
	}
	for _, c := range app.Commands {
		c.HideHelpCommand = true // "pokersim score help" would score a file "help"
		c.BashComplete = completer(args)
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
		return usageErrorf(c, "unknown command %q", c.Args().First())
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

// positional returns c's arguments, or a usage error if one of them looks
// like a flag ("-x", "--x"): urfave/cli stops reading flags at the first
// argument, so a flag written after one would be taken for an argument.
func positional(c *cli.Context) ([]string, error) {
	args := c.Args().Slice()
	for _, a := range args {
		if len(a) > 1 && a[0] == '-' {
			return nil, usageErrorf(c, "flag %s after the arguments: flags go first, as in '%s %s ...'", a, c.Command.HelpName, a)
		}
	}
	return args, nil
}
