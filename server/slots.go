package server

import (
	"context"
	"time"
)

// slots limits the computations of a server: at most running at once, and
// at most queued more waiting for one of them. A computation first takes
// a place in line (admit, of running+queued places), refused at once when
// the line is full, then waits for a running slot (run) for at most a
// timeout. Both are buffered channels used as counting semaphores, so the
// counts are their lengths and nothing polls.
type slots struct {
	admit   chan struct{}
	run     chan struct{}
	timeout time.Duration
}

func newSlots(running, queued int, timeout time.Duration) *slots {
	return &slots{admit: make(chan struct{}, running+queued), run: make(chan struct{}, running), timeout: timeout}
}

// acquire waits for a running slot and returns the function that gives it
// back. The error is errBusy if the line is full, errTimeout if no slot
// came free in time, or ctx's error if ctx is done first.
func (s *slots) acquire(ctx context.Context) (release func(), err error) {
	select {
	case s.admit <- struct{}{}:
	default:
		return nil, errBusy
	}
	timer := time.NewTimer(s.timeout)
	defer timer.Stop()
	select {
	case s.run <- struct{}{}:
		return func() { <-s.run; <-s.admit }, nil
	case <-timer.C:
		err = errTimeout
	case <-ctx.Done():
		err = ctx.Err()
	}
	<-s.admit
	return nil, err
}

// counts returns the number of computations running and waiting.
func (s *slots) counts() (running, queued int) {
	r, a := len(s.run), len(s.admit)
	return r, max(0, a-r)
}
