package cputime

import (
	"runtime"
	"testing"
	"time"
)

// TestMeter checks that a Meter counts work and not waiting: spinning
// raises it, sleeping barely does.
func TestMeter(t *testing.T) {
	m := Start()
	for m.Elapsed() < 20*time.Millisecond {
		// Spin: only CPU time used ends the loop, however loaded the machine.
	}
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		return // wall time stands in for CPU time there
	}
	m = Start()
	time.Sleep(300 * time.Millisecond)
	if d := m.Elapsed(); d >= 150*time.Millisecond {
		t.Errorf("Elapsed after sleeping 300ms = %v, want the little CPU time a sleep uses", d)
	}
}
