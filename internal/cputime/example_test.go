package cputime_test

import (
	"fmt"
	"time"

	"github.com/pokersim/pokersim/internal/cputime"
)

// A test bounds the CPU time of some work rather than its wall time, which
// a loaded machine stretches.
func Example() {
	m := cputime.Start()
	time.Sleep(10 * time.Millisecond) // waiting uses next to no CPU
	fmt.Println(m.Elapsed() < time.Second)
	// Output: true
}
