package pool

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"
)

// ErrStop, returned by a task, ends the run without error: no task with a
// higher index is started, and Run returns nil once the tasks under way
// have finished (unless one of them fails). Monte Carlo uses it when it has
// enough trials.
var ErrStop = errors.New("pool: stop")

// Unbounded, as Run's n, hands out indexes without end, until a task
// returns ErrStop or an error, or the context is done.
const Unbounded = -1

// Workers returns the number of workers that w asks for: w itself if it is
// positive, otherwise one per CPU (runtime.GOMAXPROCS(0)).
func Workers(w int) int {
	if w > 0 {
		return w
	}
	return runtime.GOMAXPROCS(0)
}

// Size returns the number of workers Run uses for n tasks on workers: at
// most Workers(workers), and no more than n for a bounded run.
func Size(workers, n int) int {
	w := Workers(workers)
	if n >= 0 {
		w = min(w, n)
	}
	return max(w, 1)
}

// Run calls task(ctx, w, i) for i = 0, 1, ..., n-1 (or without end if n is
// Unbounded) on Size(workers, n) goroutines, the calling one among them
// (as worker 0). Indexes are handed out in
// increasing order, each to the next idle worker; w, in [0, Size(workers,
// n)), names the worker running the task, so that a task can keep state
// of its worker's in slot w of its own (a tally, a sampler) without
// locking.
//
// Run returns the first error a task returns other than ErrStop, after
// every task under way has returned; no new task starts once a task has
// failed or returned ErrStop. If ctx is done, Run stops starting tasks and
// returns ctx's error (tasks should watch ctx, which they are given, to stop
// early). With one worker, or n == 1, the tasks run on the calling goroutine.
func Run(ctx context.Context, workers, n int, task func(ctx context.Context, w, i int) error) error {
	return run(ctx, workers, n, 0, task)
}

// RunGrowing is Run for jobs that may be too small to pay for more
// goroutines, which a caller cannot tell in advance: the tasks start on the
// calling goroutine alone (as worker 0), and the other workers join only
// once the run has lasted after. A job shorter than after runs as with one
// worker and starts no goroutine; a longer one pays at most after of
// working alone. Which worker runs which task differs from Run's, so the
// tasks' results must not depend on it, as Run already requires.
func RunGrowing(ctx context.Context, workers, n int, after time.Duration, task func(ctx context.Context, w, i int) error) error {
	return run(ctx, workers, n, after, task)
}

// run is Run and RunGrowing: the calling goroutine is worker 0, and the
// other workers start at once if after is not positive, else once the run
// has lasted after.
func run(ctx context.Context, workers, n int, after time.Duration, task func(ctx context.Context, w, i int) error) error {
	size := Size(workers, n)
	if size == 1 {
		return runInline(ctx, n, task)
	}
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next    atomic.Int64
		stopped atomic.Bool
		once    sync.Once
		first   error // the first task error other than ErrStop
		helpers errgroup.Group
	)
	work := func(w int) {
		for !stopped.Load() && ctx.Err() == nil {
			i := int(next.Add(1) - 1)
			if n >= 0 && i >= n {
				return
			}
			if err := task(ctx, w, i); err != nil {
				if errors.Is(err, ErrStop) {
					stopped.Store(true)
					return
				}
				once.Do(func() { first = err; cancel() })
				return
			}
		}
	}
	grow := func() {
		for w := 1; w < size; w++ {
			helpers.Go(func() error { work(w); return nil })
		}
	}
	if after <= 0 {
		grow()
		work(0)
	} else {
		// The timer starts the helpers; grown is closed once it has, so
		// that they are all counted in before they are waited for.
		grown := make(chan struct{})
		timer := time.AfterFunc(after, func() { defer close(grown); grow() })
		work(0)
		if !timer.Stop() {
			<-grown
		}
	}
	helpers.Wait() // the helpers' errors are in first
	if err := parent.Err(); err != nil {
		return err
	}
	return first
}

// runInline is Run with one worker: the tasks run in order on the calling
// goroutine.
func runInline(ctx context.Context, n int, task func(ctx context.Context, w, i int) error) error {
	for i := 0; n < 0 || i < n; i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := task(ctx, 0, i); err != nil {
			if errors.Is(err, ErrStop) {
				return nil
			}
			return err
		}
	}
	return ctx.Err()
}
