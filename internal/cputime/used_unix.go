//go:build unix

package cputime

import (
	"syscall"
	"time"
)

// used returns the CPU time, user and system, that the process's threads
// have used since it started, from getrusage(2) with RUSAGE_SELF.
func used() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic("cputime: getrusage: " + err.Error()) // RUSAGE_SELF with a valid pointer cannot fail
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
