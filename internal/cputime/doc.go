// Package cputime measures the CPU time the process uses, for tests that
// bound the work a computation does, such as "it stops within a second of
// CPU after its context is done". Wall time stretches with the machine's
// load (a test sharing two cores with a dozen busy processes gets a
// fraction of them); the CPU time a piece of work needs does not, so a
// bound on it fails only when the work itself grows.
//
// A Meter counts the CPU time of every thread of the process, so a test
// that uses one should not run in parallel with others (t.Parallel).
package cputime
