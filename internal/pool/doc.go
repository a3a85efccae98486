// Package pool runs numbered tasks on a bounded number of goroutines: the
// one worker pool behind exact enumeration, Monte Carlo, batch files and the
// class matrix.
//
// Tasks are handed out in increasing index order to long-lived workers (a
// goroutine per worker, not per task), and a run with one worker or one task
// runs on the calling goroutine, so small jobs pay for no goroutine at all.
// Results are the caller's business: a task writes its own slot, or merges
// under the caller's lock, so that what a run computes does not depend on the
// number of workers.
package pool
