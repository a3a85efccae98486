package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/pokersim/pokersim/internal/atomicfile"
	"github.com/pokersim/pokersim/internal/handsbench"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

// run builds the file the flags in args ask for; it returns the exit
// status: 0, 1 on failure, 2 on bad flags.
func run(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("genbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "write the hands to `FILE`")
	n := fs.Int("n", 100_000, "the number of hands")
	every := fs.Int("allin-every", 20, "make every `k`-th hand an all-in before the flop")
	from := fs.String("from", "", "the `FILE` of fixtures to build from (default "+handsbench.Fixture+", with -gg "+handsbench.GGFixture+")")
	gg := fs.Bool("gg", false, "write GGPoker hands instead of PokerStars'")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *out == "" || *n < 0 || *every < 1 || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "genbench: want -o FILE, -n >= 0, -allin-every >= 1 and no arguments")
		return 2
	}
	build, fixtures := handsbench.Build, handsbench.Fixture
	if *gg {
		build, fixtures = handsbench.BuildGG, handsbench.GGFixture
	}
	if *from == "" {
		*from = fixtures
	}
	fixture, err := os.ReadFile(*from)
	if err != nil {
		fmt.Fprintf(stderr, "genbench: %v (run from the module's root, or name the fixture with -from)\n", err)
		return 2
	}
	err = atomicfile.Write(*out, func(w io.Writer) error { return build(w, fixture, *n, *every) })
	if errors.Is(err, handsbench.ErrNoPlainHands) {
		fmt.Fprintf(stderr, "genbench: %s: %v\n", *from, err)
		return 2
	}
	if err != nil {
		fmt.Fprintf(stderr, "genbench: %v\n", err)
		return 1
	}
	fmt.Fprintf(stderr, "genbench: wrote %d hands, %d all-in before the flop, to %s\n", *n, *n / *every, *out)
	return 0
}
