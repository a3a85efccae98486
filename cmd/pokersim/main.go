package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	go cancelOnSignal(cancel)
	// No clean-up before exiting: unregistering the signals would only
	// wait on the runtime's signal thread.
	os.Exit(run(ctx, os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// cancelOnSignal calls cancel on the first SIGINT or SIGTERM, which asks
// the run to stop and report what it has, after giving the signals their
// default action back, so that a second one ends the process at once.
//
// It registers for the signals off main's path, in a goroutine of its own:
// the first registration waits for the runtime to start a thread for its
// signal mask, most of a millisecond, which is a tenth of a quick run. A
// signal that comes before the registration, in the first millisecond or
// so, has its default action and ends the process.
func cancelOnSignal(cancel context.CancelFunc) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	<-sig
	signal.Stop(sig)
	cancel()
}
