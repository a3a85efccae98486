package cputime

import "time"

// A Meter measures the CPU time the process uses from its start.
type Meter struct {
	start time.Duration
}

// Start returns a Meter that counts from now.
func Start() Meter {
	return Meter{start: used()}
}

// Elapsed returns the CPU time, user and system, of all the process's
// threads since m started. Where the system does not report it (outside
// Unix), it returns the wall time instead, the measure such tests used
// before.
func (m Meter) Elapsed() time.Duration {
	return used() - m.start
}
