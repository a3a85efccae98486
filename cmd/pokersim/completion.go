package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/game"
)

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script for bash, zsh or fish",
		ArgsUsage: "SHELL",
		Description: `Prints a script that makes the shell complete pokersim's commands and
flags. Load it in the shell's start-up file.

Examples:
  source <(pokersim completion bash)                  # in ~/.bashrc
  pokersim completion zsh > "${fpath[1]}/_pokersim"   # then restart zsh
  pokersim completion fish > ~/.config/fish/completions/pokersim.fish`,
		Action: runCompletion,
	}
}

func runCompletion(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageErrorf(c, "want one SHELL: bash, zsh or fish")
	}
	var script string
	switch shell := c.Args().First(); shell {
	case "bash":
		script = bashCompletion
	case "zsh":
		script = zshCompletion
	case "fish":
		s, err := c.App.ToFishCompletion()
		if err != nil {
			return err
		}
		script = strings.TrimSuffix(s, "\n") + "\n" + fishGames(c.App)
	default:
		return usageErrorf(c, "unknown SHELL %q: want bash, zsh or fish", shell)
	}
	_, err := io.WriteString(c.App.Writer, strings.ReplaceAll(script, "$PROG", c.App.Name))
	return err
}

// completionFlag ends a request of the bash and zsh scripts.
const completionFlag = "--generate-bash-completion"

// isCompletion reports whether args, a command line, is a request of the
// bash and zsh scripts: "pokersim [WORDS...] [PARTIAL-FLAG]
// --generate-bash-completion".
func isCompletion(args []string) bool {
	return len(args) >= 2 && args[len(args)-1] == completionFlag
}

// complete answers a request of the bash and zsh scripts, written to w:
// the flags of the command named that complete a partial flag (any flag
// for "-" or "--"), the games after --game or -g, or else the commands.
// It reads the request itself,
// rather than through urfave/cli's parser, so that a partial flag such as
// "--" (which the parser reads as the end of the flags) completes too, and
// no command runs.
func complete(app *cli.App, args []string, w io.Writer) {
	words := args[1 : len(args)-1]
	cur := ""
	if len(words) > 0 {
		cur = words[len(words)-1]
	}
	var cmd *cli.Command
	if len(words) > 0 {
		cmd = app.Command(words[0])
	}
	if cmd != nil && takesGame(cmd) && (cur == "--game" || cur == "-g") {
		// The word being typed is the game: the scripts leave it out of
		// the request, and the shell keeps the names it begins.
		fmt.Fprintln(w, gameNames())
		return
	}
	if !strings.HasPrefix(cur, "-") {
		if cmd == nil {
			for _, c := range app.VisibleCommands() {
				fmt.Fprintln(w, c.Name)
			}
		}
		return
	}
	app.Setup() // adds --help
	flags := app.VisibleFlags()
	if cmd != nil {
		flags = append(cmd.VisibleFlags(), cli.HelpFlag)
	}
	for _, f := range flags {
		for _, name := range f.Names() {
			flag := "--" + name
			if len(name) == 1 {
				flag = "-" + name
			}
			if strings.HasPrefix(flag, cur) && flag != cur {
				fmt.Fprintln(w, flag)
			}
		}
	}
}

// takesGame reports whether cmd has the --game flag.
func takesGame(cmd *cli.Command) bool {
	for _, f := range cmd.VisibleFlags() {
		if slices.Contains(f.Names(), "game") {
			return true
		}
	}
	return false
}

// gameNames returns the games' names, one a line, from the game table.
func gameNames() string {
	var names []string
	for _, g := range game.All() {
		names = append(names, g.String())
	}
	return strings.Join(names, "\n")
}

// fishGames returns the lines of the fish script that offer the games'
// names after --game or -g, for the commands that take it; urfave/cli's
// script offers no values.
func fishGames(app *cli.App) string {
	var cmds []string
	for _, c := range app.VisibleCommands() {
		if takesGame(c) {
			cmds = append(cmds, c.Name)
		}
	}
	if len(cmds) == 0 {
		return ""
	}
	return fmt.Sprintf("complete -c %s -n '__fish_seen_subcommand_from %s' -f -l game -s g -x -a '%s'\n",
		"$PROG", strings.Join(cmds, " "), strings.ReplaceAll(gameNames(), "\n", " "))
}

// bashCompletion and zshCompletion are small scripts that complete a word
// by running the command line typed so far with --generate-bash-completion
// (answered by completer, through App.EnableBashCompletion) and offering the
// words it prints; when it prints none, the shell completes file names.
// $PROG stands for the program's name.
const bashCompletion = `# bash completion for $PROG; load it with: source <($PROG completion bash)
_$PROG_complete() {
  local cur=${COMP_WORDS[COMP_CWORD]}
  local -a request=("${COMP_WORDS[@]:0:COMP_CWORD}")
  if [[ $cur == -* ]]; then
    request+=("$cur")
  fi
  local IFS=$'\n'
  COMPREPLY=($(compgen -W "$("${request[@]}" --generate-bash-completion 2>/dev/null)" -- "$cur"))
}
complete -o default -F _$PROG_complete $PROG
`

const zshCompletion = `#compdef $PROG
# zsh completion for $PROG; load it with: source <($PROG completion zsh)
# (after compinit), or save it as _$PROG in a directory of $fpath.
_$PROG() {
  local -a request candidates
  request=("${(@)words[1,CURRENT-1]}")
  if [[ $PREFIX == -* ]]; then
    request+=("$PREFIX")
  fi
  candidates=("${(@f)$("${(@)request}" --generate-bash-completion 2>/dev/null)}")
  if (( ${#candidates} )) && [[ -n ${candidates[1]} ]]; then
    compadd -- "${(@)candidates}"
  else
    _files
  fi
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _$PROG "$@"
else
  compdef _$PROG $PROG
fi
`
