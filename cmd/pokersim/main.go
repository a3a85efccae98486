// Command pokersim computes poker equities, values hands and scores files
// of showdowns. Run "pokersim --help" for its commands.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		// The first Ctrl-C asks the run to stop and report what it has; the
		// signals' default action is back for a second, which ends the
		// process at once.
		<-ctx.Done()
		stop()
	}()
	code := run(ctx, os.Args, os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
